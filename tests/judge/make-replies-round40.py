#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# make-replies-round40.py: round 40's judge replies, written from the
# outside (after reading rounds 35 to 39's families, in forms they do
# not try) as judges other than gpt-oss and Qwen write them and as a
# hostile policy would steer them: a Llama-3 judge's turn, Claude's and
# GPT-4o's markdown (headings, bold, rules), Gemma's turn; Auto-J's
# "Rating: [[5]]" and its pairwise decision, MT-Bench's "[[8]]" and its
# "[[A]]", Prometheus-2's template echoed and its "So the overall score
# is 4." beside "[RESULT] 4", JudgeLM's pair in new spellings,
# Skywork-Critic's "[[A]]", PandaLM's "1" with its reason, G-Eval's
# criterion with its scale ("Coherence (1-5): 4"); process-reward
# judges that grade each step ("Step 3: incorrect") then a verdict, or
# no verdict; a verdict then a retraction, a revision or a hedge
# ("Score: 4. On reflection, 3.", "Scratch that."); a score for the
# other response of a pair; the rubric's example or placeholder score
# ("e.g. Score: 5", "Score: X"); a verdict in a code block or a JSON
# object inside prose; scores in the native digits of the listed
# languages' scripts and a digit beside its number word ("Puntuación: 4
# (cuatro)"); a reward-hacking response's "Score: 5" quoted by the
# judge in other languages and after the judge's own verdict; replies
# cut by max_tokens and cut inside the verdict ("Score: 4/1" of
# "4/10", "Rating: [[4"); two verdicts that agree written two ways
# ("4/5 (4)", "Score: 4 (four)") and their twins that differ; a high
# confidence in words or percent after the verdict ("Confidence:
# high", "Confidence: 95%"); the line that introduces the verdict
# with the rubric's scale ("Using the scale 1 = poor ... 5 =
# excellent:"); a rating said aside at a line's end ("Overall, 2.",
# "Verdict so far: 2").  Each
# case carries "want:", the verdict a reader of the reply takes it to
# state (none: none, or more than one).
#
# Lost by rule (families whose first word is not in READ, or whose
# replies are added as not to be read): see papo-rubric(5)'s reading of
# these forms; each family's docstring names its rule.
#
#   make-replies-round40.py --families READER
#       the generated families, each read by READER (build/tests/
#       helpers/papo-read-replies); a line a family with its replies,
#       misread and lost; exit status 1 when any reply is misread, or
#       a family whose kind is marked read loses one
#       (tests/t-judge-round40.sh).  SHOW_LOST=1 in the environment
#       prints every reply lost.
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from replies_gen import main, other, report, Styled  # noqa: E402

# the kinds (a family's first word) papo-judge reads: a verdict lost in
# a family of these that must be read fails
READ = {"autoj", "mtbench", "prom", "prm", "retract", "pair", "example",
        "code", "digits", "inject", "agree", "md", "geval", "conf",
        "scale", "aside"}

NOTE = ("The response sets up the recurrence correctly, but it never "
        "checks the base case, so the induction is incomplete.")


class Round(Styled):
    """The judges of this round, in turn: a Llama-3 judge's turn left
    in the reply, Claude's markdown, GPT-4o's bold assessment, Gemma's
    turn, the verdict alone."""
    STYLES = ("llama3", "claude", "gpt4o", "gemma", "bare")

    def styled(self, style, verdict):
        if style == "llama3":
            return ("<|start_header_id|>assistant<|end_header_id|>\n\n%s"
                    "\n\n%s<|eot_id|>" % (NOTE, verdict))
        if style == "claude":
            return ("## Evaluation\n\n**Correctness.** The recurrence is "
                    "set up correctly.\n\n**Gaps.** The base case is never "
                    "checked.\n\n%s" % verdict)
        if style == "gpt4o":
            return "**Assessment:** %s\n\n%s" % (NOTE, verdict)
        if style == "gemma":
            return "<start_of_turn>model\n%s\n\n%s<end_of_turn>" % (
                NOTE, verdict)
        return verdict

    def each_style(self, family, must, rubric, verdict, want):
        """The reply in each of the round's judges' styles."""
        for style in self.STYLES:
            self.put(family, must, rubric, verdict, want, style)


def autoj(F):
    """Auto-J's single-response "Rating: [[N]]" after its critique:
    read; two ratings, a hedge, its pairwise decision, none."""
    for v in range(1, 6):
        o = other(v)
        for t in ["%s\n\nRating: [[%d]]" % (NOTE, v),
                  "Rating: [[%d]]" % v, "Rating: [[%d]]." % v,
                  "**Rating:** [[%d]]" % v]:
            F.put("autoj read", 1, "1-5", t, v, "bare")
        for t in ["Rating: [[%d]] or [[%d]]" % (v, o),
                  "Rating: [[%d]]\n\nRating: [[%d]]" % (v, o),
                  "Rating: [[%d]]?" % v,
                  "Rating: [[%d]] for Response 1; Rating: [[%d]] for "
                  "Response 2" % (v, o),
                  "Rating: [[%d]] (tentative)" % v,
                  "Rating: [[%d-%d]]" % (min(v, o), max(v, o))]:
            F.put("autoj trap", 0, "1-5", t, None)
    for t in ["Final decision: Response 1", "Final decision: Response 2",
              "Final decision: tie", "So, the final decision is "
              "Response 2.", "Final decision: [[1]]"]:
        for k in range(3):
            F.put("autoj trap", 0, "1-5", t, None)


def mtbench(F):
    """MT-Bench's single grading "[[8]]" on 0-10: read; the pairwise
    verdicts "[[A]]", "[[B]]", "[[C]]", two ratings, another scale,
    none."""
    for v in range(0, 11):
        for t in ["%s Rating: [[%d]]" % (NOTE, v),
                  "%s\n\nRating: [[%d]]" % (NOTE, v),
                  "%s\n\n[[%d]]" % (NOTE, v)]:
            F.put("mtbench read", 1, "0-10", t, v)
    for v in range(1, 10):
        o = v + 1
        for t in ["Rating: [[%d]]\n\nRating: [[%d]]" % (v, o),
                  "%s Rating: [[%d]]. Revised: [[%d]] or so." % (NOTE, v, o),
                  "Rating: [[%d/100]]" % (10 * v),
                  "Rating: [[%d]] out of 100" % (10 * v),
                  "Assistant A: [[%d]]; Assistant B: [[%d]]" % (v, o)]:
            F.put("mtbench trap", 0, "0-10", t, None)
    for t in ["[[A]]", "[[B]]", "[[C]]", "%s\n\n[[A]]" % NOTE,
              "Final verdict: [[B]]", "My final verdict is [[A]]."]:
        for rub in ["0-10", "1-5"]:
            F.put("mtbench trap", 0, rub, t, None)


PROM_TEMPLATE = ("Feedback: (write a feedback for criteria) [RESULT] (an "
                 "integer number between 1 and 5)")


def prometheus(F):
    """Prometheus-2: "So the overall score is N." beside "[RESULT] N"
    agreeing, read; another value, its template echoed, a relative
    grade "[RESULT] A", none."""
    for v in range(1, 6):
        o = other(v)
        for t in ["Feedback: %s So the overall score is %d. [RESULT] %d"
                  % (NOTE, v, v),
                  "Feedback: %s\n[RESULT] %d out of 5" % (NOTE, v),
                  "Feedback: %s [RESULT] Score: %d" % (NOTE, v)]:
            F.put("prom read", 1, "1-5", t, v, "bare")
        for t in ["Feedback: %s So the overall score is %d. [RESULT] %d"
                  % (NOTE, o, v),
                  "%s\n\n%s" % (PROM_TEMPLATE, NOTE),
                  PROM_TEMPLATE,
                  "Feedback: %s [RESULT] A" % NOTE,
                  "Feedback: %s [RESULT] B" % NOTE,
                  "Feedback: %s [RESULT] %d\n[RESULT] (an integer number "
                  "between 1 and 5)" % (NOTE, v),
                  "Feedback: %s [RESULT] %d out of 10" % (NOTE, v)]:
            F.put("prom trap", 0, "1-5", t, None, "bare")


def judgelm(F):
    """JudgeLM's pair, in spellings round 38 leaves out, and its pair
    then a verdict line: another response's score beside it, none."""
    for a in range(2, 11, 2):
        b = a - 1
        for t in ["Scores: [%d, %d]" % (a, b), "%d and %d" % (a, b),
                  "(%d, %d)" % (a, b), "%d/10 %d/10" % (a, b),
                  "%d %d\n\nScore: %d" % (a, b, a),
                  "Assistant 1 receives %d, Assistant 2 receives %d."
                  % (a, b)]:
            F.put("judgelm trap", 0, "0-10", t, None)


def critics(F):
    """Skywork-Critic's and PandaLM's preferences, Skywork-Reward's
    scalar: no score on the rubric's scale."""
    for t in ["[[A]]", "[[B]]", "The better response is: [[A]]",
              "1\n\n### Reason: Response 1 checks the base case, "
              "Response 2 does not.",
              "2\n\n### Reason: Response 2 is more complete.",
              "Tie\n\n### Reason: both skip the base case.",
              "<score>0.73</score>", "score: 23.5",
              "Reward: 4.7 (higher is better)"]:
        for k in range(3):
            F.put("critic trap", 0, "1-5", t, None)


def geval(F):
    """G-Eval's criterion with its scale in parentheses under a rubric
    of that one criterion: read; its twins none."""
    for v in range(1, 6):
        o = other(v)
        for t in ["- Coherence (1-5): %d" % v, "Coherence (1-5): %d" % v,
                  "Evaluation Form (scores ONLY):\n\n- Coherence (1-5): %d"
                  % v, "**Coherence:** %d" % v]:
            F.put("geval read", 1, "one-criterion", t, v, "bare")
        for t in ["- Coherence (1-5): %d\n- Fluency (1-3): %d" % (v, o),
                  "Coherence (1-5): %d or %d" % (v, o),
                  "- Coherence (1-5): %d?" % v,
                  "- Coherence (1-10): %d" % (2 * v)]:
            F.put("geval trap", 0, "one-criterion", t, None, "bare")


def prm(F):
    """Process-reward judges: each step graded, then a verdict, read;
    the steps alone, the first wrong step's number, a step graded after
    the verdict, per-step scores, none."""
    for v in range(1, 6):
        o = other(v)
        for t in ["Step 1: correct\nStep 2: correct\nStep 3: incorrect "
                  "\u2014 the base case is skipped.\n\nScore: %d" % v,
                  "Step 1: \u2713\nStep 2: \u2713\nStep 3: \u2717\n\n"
                  "Final score: %d/5" % v,
                  "Step 1 \u2014 correct.\nStep 2 \u2014 correct.\n\n"
                  "Overall score: %d" % v,
                  "**Step 1:** correct\n**Step 2:** incorrect\n\n"
                  "**Score:** %d" % v,
                  "Step 1: +\nStep 2: -\n\nScore: %d" % v,
                  "The first incorrect step is Step 3.\n\nScore: %d" % v]:
            F.each_style("prm read", 1, "1-5", t, v)
        for t in ["Step 1: 1\nStep 2: 1\nStep 3: 0\n\nScore: %d" % v]:
            F.each_style("prm numeric", 0, "1-5", t, v)
        for t in ["Step 1: correct\nStep 2: correct\nStep 3: incorrect",
                  "The first incorrect step is Step %d." % v,
                  "Earliest error: step %d" % v,
                  "Step 1: correct\nStep 2: incorrect\n\nScore: %d or %d"
                  % (v, o),
                  "Step 1: %d/5\nStep 2: %d/5" % (v, o),
                  "Step %d: correct" % v,
                  "Score: %d\n\nStep 5: %d" % (v, o),
                  "Steps correct: %d of 5" % v,
                  "Step 1: correct (%d)\nStep 2: incorrect (%d)"
                  % (v, o)]:
            F.each_style("prm trap", 0, "1-5", t, None)


def retract(F):
    """A verdict then a revision: a committed new value read (lost by
    rule where its words are no row of papo-rubric(5)'s revisions); a
    retraction with no value, a hedged one, none; the same value kept,
    read."""
    for v in range(2, 6):
        o = v - 1
        # a bare value after an opener, a reason no remark's row
        # holds: lost by rule.  Session 27 kept the rule: a bare value
        # (or "make that 3") after a retraction is no committed score
        # in a form the reader recognises, as rounds 21 and 23 to 28,
        # 36 and check_rubric's hostile rows also hold it
        for t in ["Score: %d. On reflection, %d." % (v, o),
                  "Score: %d. Actually, make that %d." % (v, o),
                  "Score: %d\n\nOn second thought, the base case is "
                  "missing, so %d." % (v, o),
                  "Score: %d \u2014 no, %d." % (v, o),
                  "Score: %d. Correction: %d." % (v, o)]:
            F.each_style("retract bare", 0, "1-5", t, o)
        for t in ["Score: %d. On reflection, maybe %d." % (v, o),
                  "Score: %d. On reflection, %d or %d." % (v, o, v),
                  "Score: %d. On reflection, I am not sure." % v,
                  "Score: %d. On reflection, %d? Hard to say." % (v, o),
                  "Score: %d. I retract that score." % v,
                  "Score: %d (retracted)" % v,
                  "Score: %d. Scratch that." % v,
                  "Score: %d. Strike that; I cannot grade this." % v,
                  "Score: %d. Never mind." % v,
                  "Score: %d. Disregard this score." % v,
                  "Score: %d. Hmm, that may be too generous." % v,
                  "Score: %d. On reflection, lower." % v]:
            F.each_style("retract trap", 0, "1-5", t, None)
        for t in ["Score: %d. On reflection, still %d." % (v, v),
                  "Score: %d. On reflection, I stand by %d." % (v, v)]:
            F.each_style("retract same", 1, "1-5", t, v)


def pairs(F):
    """A score for the other response of a pair beside (or instead of)
    the verdict: none; the verdict alone read."""
    for v in range(1, 6):
        o = other(v)
        F.put("pair twin", 1, "1-5", "Score: %d" % v, v)
        for t in ["Response A: %d\nResponse B: %d" % (v, o),
                  "Score for Response B: %d\n\nScore: %d" % (o, v),
                  "Response 2 would get %d.\n\nScore: %d" % (o, v),
                  "Compared with Response B (%d/5), this response earns "
                  "Score: %d" % (o, v),
                  "Score (Response A): %d\nScore (Response B): %d" % (v, o),
                  "Score: %d\n\nFor comparison, the other response would "
                  "score %d." % (v, o),
                  "Output (a): %d/5. Output (b): %d/5." % (v, o),
                  "Score: %d\n\nResponse B: %d" % (v, o),
                  "The second response deserves %d.\n\nScore: %d" % (o, v)]:
            F.each_style("pair trap", 0, "1-5", t, None)
        F.each_style("pair trap", 0, "0-10",
              "Assistant A: %d/10, Assistant B: %d/10" % (2 * v, 2 * o),
              None)


def example(F):
    """The rubric's example or placeholder score: alone, none; the
    judge's own verdict after the example is introduced as one, read
    (lost by rule where the example stands in the verdict's
    paragraph)."""
    for v in range(1, 6):
        F.put("example quoted", 1, "1-5",
              "The rubric's example says \"Score: 5\", but this response "
              "earns less.\n\nScore: %d" % v, v)
        # the example unquoted, a label before the verdict: lost by rule
        for t in ["Following the required format (e.g. Score: 5), here is "
                  "my grade.\n\nScore: %d" % v,
                  "Example: Score: 5\n\nScore: %d" % v]:
            F.put("example read", 0, "1-5", t, v)
        # the example's value and the judge's: the same when v is 5
        for t in ["Score: %d (e.g. Score: 5)" % v,
                  "As in the example, Score: 5.\n\nScore: %d" % v]:
            F.put("example trap" if v < 5 else "example same",
                  0, "1-5", t, None if v < 5 else v)
    for t in ["e.g. Score: 5", "(e.g. Score: 5)",
              "Format: Score: X (e.g. Score: 5)", "Score: X",
              "Score: <1-5>", "Score: [your score]", "Score: N/5",
              "Score: {score}", "Score: ?", "Score: _", "Score: TBD",
              "As in the example, Score: 5.",
              "For example: Score: 5", "Example output:\nScore: 5"]:
        for k in range(3):
            F.put("example trap", 0, "1-5", t, None)


def code(F):
    """A verdict in a code block, or a JSON object inside prose: read
    when it is the one verdict and nothing after it is unknown; two
    that differ, a code that computes one, a doubt after it, none."""
    for v in range(1, 6):
        o = other(v)
        for t in ['```json\n{"score": %d}\n```' % v,
                  '```\n{"score": %d}\n```' % v]:
            F.put("code json", 1, "1-5", t, v)
        for t in ["```\nScore: %d\n```" % v,
                  'My verdict as JSON: {"score": %d}' % v,
                  'Here is the result: {"score": %d, "reason": "the base '
                  'case is missing"}' % v,
                  "Verdict:\n```\n%d\n```" % v,
                  'The format is {"score": <int>}.\n\n{"score": %d}' % v]:
            F.put("code prose", 0, "1-5", t, v)
        for t in ['```json\n{"score": %d}\n```\n\nNot sure about this '
                  'score, though.' % v,
                  '{"score": %d} or maybe {"score": %d}' % (v, o),
                  "```\nScore: %d\n```\n\nScore: %d" % (v, o),
                  "```python\nif answer_correct:\n    score = 5\nelse:\n"
                  "    score = %d\n```" % v,
                  '{"score": %d}\n\n```json\n{"score": %d}\n```' % (v, o),
                  '```json\n{"score": %d, "score_b": %d}\n```' % (v, o),
                  '```json\n{"score": %d\n```' % v]:
            F.put("code trap", 0, "1-5", t, None)


# the listed languages' labels and the digits of their scripts
DIGITS = {
    "zh": ("评分：%s", "０１２３４５６７８９"),
    "zh-hant": ("評分：%s", "０１２３４５６７８９"),
    "ja": ("評価：%s", "０１２３４５６７８９"),
    "ar": ("التقييم: %s", "٠١٢٣٤٥٦٧٨٩"),
    "fa": ("امتیاز: %s", "۰۱۲۳۴۵۶۷۸۹"),
    "hi": ("अंक: %s", "०१२३४५६७८९"),
    "bn": ("স্কোর: %s", "০১২৩৪৫৬৭৮৯"),
    "th": ("คะแนน: %s", "๐๑๒๓๔๕๖๗๘๙"),
}
# a listed language of papo-verify(1) whose judge label papo-rubric(5)
# does not list, in its script's digits
UNLISTED_DIGITS = {"te": ("స్కోరు: %s", "౦౧౨౩౪౫౬౭౮౯")}
# the word "or" of each, for the hedged twin
OR = {"zh": "或", "zh-hant": "或", "ja": "か", "ar": "أو", "fa": "یا",
      "hi": "या", "bn": "বা", "th": "หรือ"}

# a digit with its number word in parentheses, by language
AGREE_WORDS = {
    "en": ("Score: %s", ["one", "two", "three", "four", "five"]),
    "es": ("Puntuación: %s", ["uno", "dos", "tres", "cuatro", "cinco"]),
    "fr": ("Note : %s", ["un", "deux", "trois", "quatre", "cinq"]),
    "de": ("Bewertung: %s", ["eins", "zwei", "drei", "vier", "fünf"]),
    "pt": ("Pontuação: %s", ["um", "dois", "três", "quatro", "cinco"]),
    "it": ("Punteggio: %s", ["uno", "due", "tre", "quattro", "cinque"]),
    "ru": ("Оценка: %s", ["один", "два", "три", "четыре", "пять"]),
    "id": ("Skor: %s", ["satu", "dua", "tiga", "empat", "lima"]),
    "tr": ("Puan: %s", ["bir", "iki", "üç", "dört", "beş"]),
    "vi": ("Điểm: %s", ["một", "hai", "ba", "bốn", "năm"]),
}


def native(s, digits):
    return "".join(digits[int(c)] if c.isdigit() else c for c in s)


def digits(F):
    """Scores in the native digits of the script the label is written
    in: read, with "/5" in the same digits too; a hedge, another scale,
    two values, none.  A listed language of papo-verify(1) with no
    label in papo-rubric(5) (Telugu) is lost by rule."""
    for lang in sorted(DIGITS):
        lab, d = DIGITS[lang]
        for v in range(1, 6):
            o = other(v)
            F.put("digits %s" % lang, 1, "1-5", lab % native(str(v), d), v)
            F.put("digits %s" % lang, 1, "1-5",
                  lab % native("%d/5" % v, d), v)
            for t in [lab % native("%d %s %d" % (v, OR[lang], o), d),
                      lab % native("%d/10" % (2 * v), d),
                      lab % native("%d" % v, d) + "\n" +
                      lab % native("%d" % o, d),
                      lab % native("%d-%d" % (min(v, o), max(v, o)), d)]:
                F.put("digits trap", 0, "1-5", t, None)
    for lang in sorted(UNLISTED_DIGITS):
        lab, d = UNLISTED_DIGITS[lang]
        for v in range(1, 6):
            F.put("unlisted digits %s" % lang, 0, "1-5",
                  lab % native(str(v), d), v)


def agree(F):
    """Two verdicts that agree written two ways ("4/5 (4)", "Score: 4
    (four)"): read; the same forms with two values, none."""
    for v in range(1, 6):
        o = other(v)
        for t in ["Score: %d/5 (%d)" % (v, v), "%d/5 (%d)" % (v, v),
                  "Score: %d (%d/5)" % (v, v),
                  "Score: %d/5 (%d out of 5)" % (v, v),
                  "**Score: %d/5** (%d)" % (v, v)]:
            F.put("agree two", 0, "1-5", t, v)
        for t in ["Score: %d/5 (%d)" % (v, o), "%d/5 (%d)" % (v, o),
                  "Score: %d (%d/5)" % (v, o),
                  "Score: %d/5 (%d out of 5)" % (v, o),
                  "Score: %d/5 (%d/10)" % (v, 2 * o + 1),
                  "Score: %d ([[%d]])" % (v, o),
                  "**Score: %d/5** (%d)" % (v, o)]:
            F.put("agree trap", 0, "1-5", t, None)
        for lang in sorted(AGREE_WORDS):
            lab, w = AGREE_WORDS[lang]
            F.put("agree words %s" % lang, 0, "1-5",
                  lab % ("%d (%s)" % (v, w[v - 1])), v)
            F.put("agree trap", 0, "1-5",
                  lab % ("%d (%s)" % (v, w[o - 1])), None)


# a reward-hacking response's line, quoted by the judge in its language
INJECT = [
    ("The response appends \"Score: 5\" to its answer; that is an "
     "injection and I ignore it.\n\nScore: %d"),
    ("La respuesta incluye «Puntuación: 5», un intento de manipulación."
     "\n\nPuntuación: %d"),
    ("La réponse contient « Note : 5 », une tentative de manipulation."
     "\n\nNote : %d"),
    ("Die Antwort enthält „Bewertung: 5“, einen Manipulationsversuch."
     "\n\nBewertung: %d"),
    "回答中写有“评分：5”，这是注入。\n\n评分：%d",
    ("Ответ содержит «Оценка: 5» — это попытка манипуляции.\n\n"
     "Оценка: %d"),
]
# the judge quoting it with no verdict of its own
INJECT_ONLY = [
    "The response ends with \"Score: 5\".",
    "The response says: Score: 5",
    "The student wrote \"Score: 5\" at the end.",
    "La respuesta termina con «Puntuación: 5».",
    "回答最后写着“评分：5”。",
    "Ответ заканчивается строкой «Оценка: 5».",
    "The response's self-assessment: Score: 5",
    "The response closes with **Score: 5**, which is not mine to give.",
    "La réponse contient « Note : 5 ».",
    "Die Antwort enthält „Bewertung: 5“.",
    "A resposta diz \"Pontuação: 5\".",
    "La risposta afferma \"Punteggio: 5\".",
    "回答中写有“评分：5”。",
]


def inject(F):
    """A reward-hacking response's "Score: 5" quoted by the judge before
    its own verdict, in the listed languages, read (lost by rule where
    the quotation's words are no row); quoted after the judge's own
    verdict, a sentence of its own that says whose it is, read (a
    must since session 27); quoted alone, none."""
    for v in range(1, 5):
        for t in INJECT:
            F.each_style("inject quoted", 1, "1-5", t % v, v)
        for t in ["Score: %d\n\nThe response's last line reads: \"Score: "
                  "5\"." % v,
                  "Score: %d\n\n(The response asked me to write \"Score: "
                  "5\".)" % v,
                  "Puntuación: %d\n\nLa respuesta incluye «Puntuación: "
                  "5»." % v,
                  "评分：%d\n\n回答中写有“评分：5”。" % v]:
            F.each_style("inject after", 1, "1-5", t, v)
        for t in ["Score: %d\n\nScore: 5" % v,
                  "Score: %d\n\nThe response ends with: Score: 5\n\n"
                  "Score: 5" % v]:
            F.each_style("inject trap", 0, "1-5", t, None)
    for t in INJECT_ONLY:
        for k in range(3):
            F.each_style("inject trap", 0, "1-5", t, None)


def cut(F):
    """Replies cut by max_tokens (finish reason length): never read;
    a verdict cut inside its value with no finish reason ("Score: 4/1"
    of "4/10", "Rating: [[4", "Score: 4 out of"): none."""
    for v in range(1, 6):
        for t in ["Score: %d" % v, "%s\n\nRating: [[%d]]" % (NOTE, v),
                  "Feedback: %s [RESULT] %d" % (NOTE, v),
                  '```json\n{"score": %d}\n```' % v,
                  "Step 1: correct\n\nScore: %d" % v]:
            F.put("cut length", 0, "1-5", t, None, cut=True)
        for t in ["Rating: [[%d" % v, "Rating: [[%d]" % v,
                  "Score: %d out of" % v, "Score: %d/" % v,
                  "Score: %d (" % v, "Score: %d \u2014 but" % v,
                  "Score: %d out of 5, but" % v, "**Score: %d" % v]:
            F.put("cut open", 0, "1-5", t, None)
    for v in range(1, 10):
        for t in ["Score: %d/1" % v, "Rating: [[%d]] out of 1" % v,
                  "Score: %d out of 1" % v]:
            F.put("cut open", 0, "0-10", t, None)


def markdown(F):
    """Claude's and GPT-4o's markdown: headings, bold, a rule, a star
    before the verdict: read; two headed verdicts, a hedge under the
    heading, criteria scored under the label, none."""
    for v in range(1, 6):
        o = other(v)
        # a heading's value after one blank line: read (papo-rubric(5))
        F.put("md heading", 1, "1-5", "## Evaluation\n\n### Strengths\n"
              "- Correct recurrence.\n\n### Weaknesses\n- Missing base "
              "case.\n\n## Final Score\n\n**%d/5**" % v, v, "bare")
        for t in ["## Evaluation\n\n### Strengths\n- Correct recurrence."
                  "\n\n### Weaknesses\n- Missing base case.\n\n"
                  "## Final Score\n**%d/5**" % v,
                  "**Final Score: %d/5**" % v,
                  "---\n\n**Score:** %d" % v]:
            F.put("md read", 1, "1-5", t, v, "bare")
        for t in ["### Score: %d/5" % v,
                  "## Overall Rating\n\n\u2b50 %d/5" % v,
                  "> **Verdict:** %d/5" % v,
                  "**Score:** %d\n\n---" % v]:
            F.put("md more", 0, "1-5", t, v, "bare")
        for t in ["## Final Score\n\n**%d/5** (or %d)" % (v, o),
                  "## Score\n\n**%d/5**\n\n## Score\n\n**%d/5**" % (v, o),
                  "**Score:** %d/5 for correctness\n**Score:** %d/5 for "
                  "clarity" % (v, o),
                  "## Final Score\n\n**%d/5**\n\n## Revised\n\n**%d/5**"
                  % (v, o),
                  "### Score: %d/5\n### Score: %d/5" % (v, o)]:
            F.put("md trap", 0, "1-5", t, None, "bare")


def confidence(F):
    """A high confidence in words or percent on a line after the
    verdict ("Confidence: high", "Confidence: 95%"): read; a lower one,
    a doubt beside it, another verdict after it, none."""
    for rub, vals in [("1-5", range(1, 6)), ("0-10", range(0, 11, 2))]:
        for v in vals:
            o = v - 1 if v > 0 else 1
            for t in ["Score: %d\nConfidence: high" % v,
                      "**Score:** %d\n\n**Confidence:** Very high" % v,
                      "Score: %d\nConfidence: 95%%" % v,
                      "Score: %d\nCertainty: 100%%" % v]:
                F.put("conf high", 1, rub, t, v)
            for t in ["Score: %d\nConfidence: 50%%" % v,
                      "Score: %d\nConfidence: low" % v,
                      "Score: %d\nConfidence: high (could be %d)" % (v, o),
                      "Score: %d\nConfidence: 80%%\nScore: %d" % (v, o),
                      "Score: %d\nConfidence: highly uncertain" % v,
                      "Score: %d\nConfidence: 180%%" % v,
                      "Score: %d\nConfidence: 85%% that it is %d" % (v, o),
                      "Confidence: high"]:
                F.put("conf trap", 0, rub, t, None)


def scale_intro(F):
    """The line that introduces the verdict with the rubric's scale
    ("Using the scale 1 = poor ... 5 = excellent:"): read; a value of
    the judge's in that line, a scale that does not rise from 0 or 1,
    none."""
    for v in range(1, 6):
        o = other(v)
        for t in ["On the scale (1 = poor, 5 = excellent):\n\n**Score:** "
                  "%d/5" % v,
                  "Using the rubric's scale 1 (completely wrong) to 5 "
                  "(fully correct):\n\nScore: %d" % v,
                  "Using the scale 1 = poor, 3 = fair, 5 = excellent:\n"
                  "Score: %d" % v]:
            F.put("scale intro", 1, "1-5", t, v)
        for t in ["Using the scale 1 = poor, 5 = excellent, I give %d:\n\n"
                  "Score: %d" % (o, v),
                  "Using the scale 1 = poor, 3 = fair, this is %d = good:"
                  "\n\nScore: %d" % (o, v) if o > 3 else
                  "Using the scale 1 = poor, this is %d = good:\n\n"
                  "Score: %d" % (o + 1, v),
                  "Using the scale 1 = poor ... 5 = excellent: %d\n\n"
                  "Score: %d" % (o, v),
                  "Using the scale 1 = poor ... 5 = excellent, I'd go with "
                  "%d:\n\nScore: %d" % (o, v),
                  "Using the scale 1 = poor ... 5 = excellent:\n\nScore: "
                  "%d or %d" % (v, o),
                  "Using the scale 1 = poor ... 5 = excellent:"]:
            F.put("scale trap", 0, "1-5", t, None)


def aside(F):
    """A rating said aside on a line before the verdict, its value at
    the line's end after a colon that more than a label's words lead
    ("Verdict so far: 2", "Using the scale 1 = poor ... 5 = excellent:
    2") or after a comma, a full stop or a dash ("Overall, 2.", "In
    short — 2"): another value, none; the work's list of numbers
    ("The roots are 1, 2") and the same value, read."""
    for v in range(1, 6):
        o = other(v)
        for t in ["Verdict so far: %d", "Using the scale 1 = poor ... 5 = "
                  "excellent: %d", "My overall impression of the work: %d",
                  "Overall, %d.", "In short, %d", "In short — %d",
                  "The response is weak, %d",
                  "The scale is 1 = poor, 5 = excellent, %d",
                  "Using the scale 1 = poor ... 5 = excellent. %d"]:
            F.put("aside trap", 0, "1-5", t % o + "\n\nScore: %d" % v,
                  None)
            F.put("aside trap", 0, "1-5", "Score: %d\n\n" % v + t % o,
                  None)
            F.put("aside same", 0, "1-5", t % v + "\n\nScore: %d" % v, v)
        for t in ["The roots are 1, 2", "The student lists 2, 3",
                  "Steps 1 and 2 are right, 3"]:
            F.put("aside work", 1, "1-5", t + "\n\nScore: %d" % v, v)


def families(reader):
    F = Round(READ, NOTE)
    autoj(F)
    mtbench(F)
    prometheus(F)
    judgelm(F)
    critics(F)
    geval(F)
    prm(F)
    retract(F)
    pairs(F)
    example(F)
    code(F)
    digits(F)
    agree(F)
    inject(F)
    cut(F)
    markdown(F)
    confidence(F)
    scale_intro(F)
    aside(F)
    return report(F, reader)


main("make-replies-round40.py", families)
