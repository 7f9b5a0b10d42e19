#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# make-replies-round34.py: round 34's judge replies, in the forms real
# judge models write them that the earlier rounds lack: gpt-oss's
# analysis channel holding a draft score before the final channel's,
# Qwen3's <think> holding one before the verdict, Prometheus's
# "Feedback: ... [RESULT] 4", JudgeLM's pair of scores ("8 7") for two
# assistants, the critics that end on "**Result:** 4" after
# "**Reasoning:**" (Atla Selene) or on "[[A]]" (Skywork-Critic),
# Llama-3 judges' verdicts before <|eot_id|>, G-Eval's "- Coherence: 4",
# rubric criteria tables with a weight column, and the labels of
# Chinese, Japanese, Korean, German, French, Spanish and Russian judges;
# each beside its hostile twins: a score revised twice, a score for the
# reference or another response, a quoted example score, a range
# ("7-8"), "8?", a score then "Wait", a reply cut off, two JSON
# objects, a score on another scale, a score in a code block of the
# student's answer.  Each case carries "want:", the verdict a reader of
# the reply takes it to state (none: none, or more than one).
#
#   make-replies-round34.py --families READER
#       the generated families, each read by READER (build/tests/
#       helpers/papo-read-replies); a line a family with its replies,
#       misread and lost; exit status 1 when any reply is misread, or
#       a family whose kind is marked read loses one
#       (tests/t-judge-round34.sh).  SHOW_LOST=1 in the environment
#       prints every reply lost.
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from replies_gen import (Styled, main, other,  # noqa: E402
                         report)

ANALYSIS = ("The response sets up the recurrence and reaches the closed "
            "form, but the induction step skips the base case check.")

# the kinds (a family's first word) papo-judge reads: a verdict lost in
# a family of these that must be read fails
READ = {"harmony", "think", "prometheus", "llama3", "table", "label",
        "result", "json", "owner", "box"}

# the judge families whose styles the replies are written in
STYLES = ["gpt-oss", "qwen3", "llama3", "selene", "bare"]


def styled(style, verdict, analysis=ANALYSIS):
    """verdict (the judge's last text) in a judge family's style."""
    if style == "gpt-oss":
        return ("<|start|>assistant<|channel|>analysis<|message|>We need "
                "to grade. %s<|end|><|start|>assistant<|channel|>final"
                "<|message|>%s\n\n%s<|return|>" % (analysis, analysis,
                                                   verdict))
    if style == "qwen3":
        return ("<think>\nOkay, let me look at the student's recurrence. "
                "%s\n</think>\n\n%s\n\n%s" % (analysis, analysis, verdict))
    if style == "llama3":
        return ("**Evaluation of the response**\n\n%s\n\n%s<|eot_id|>"
                % (analysis, verdict))
    if style == "selene":
        return "**Reasoning:** %s\n\n%s" % (analysis, verdict)
    return verdict


class Round(Styled):
    """Families whose replies are styled by STYLES in turn."""
    STYLES = STYLES

    def styled(self, style, verdict):
        return styled(style, verdict)


def harmony(F):
    """gpt-oss: a draft score in the analysis channel, the verdict in
    the final channel; a reply cut in its analysis has none."""
    for v in range(0, 11):
        o = other(v)
        an = ("<|channel|>analysis<|message|>We need to grade. %s "
              "Maybe score %d? Let's re-check: Score: %d.<|end|>"
              % (ANALYSIS, o, o))
        for fin in ["Score: %d" % v, "**Score:** %d/10" % v,
                    "%s\n\nScore: %d" % (ANALYSIS, v),
                    '{"score": %d, "reasoning": "Skips the base case."}'
                    % v if v < 10 else "Score: %d" % v]:
            for end in ["<|return|>", "<|end|>", ""]:
                t = "%s<|start|>assistant<|channel|>final<|message|>%s%s" % (
                    an, fin, end)
                F.put("harmony draft", 1, "0-10", t, v, "bare")
        for t in [an,
                  an + "<|start|>assistant<|channel|>final<|message|>",
                  an + "<|start|>assistant<|channel|>final<|message|>"
                  "Score: %d<|end|><|start|>assistant<|channel|>final"
                  "<|message|>Score: %d<|return|>" % (o, v),
                  an + "<|start|>assistant<|channel|>final<|message|>"
                  "Score: %d?<|return|>" % v,
                  an + "<|start|>assistant<|channel|>commentary"
                  "<|message|>Score: %d<|return|>" % v,
                  "<|channel|>analysis<|message|>Score: %d" % v]:
            F.put("harmony trap", 0, "0-10", t, None, "bare")


def think(F):
    """Qwen3: a draft score in <think>, the verdict after it; a think
    left open (a reply cut in it) has none."""
    for v in range(1, 6):
        o = other(v)
        th = ("<think>\nOkay, the user wants a score from 1 to 5. %s "
              "Hmm, maybe %d? Score: %d. Wait, let me re-check.\n</think>"
              % (ANALYSIS, o, o))
        for fin in ["Score: %d" % v, "**Score: %d**" % v,
                    "%s\n\n**Final Score:** %d/5" % (ANALYSIS, v),
                    "Score: %d<|im_end|>" % v]:
            for sep in ["\n\n", "\n"]:
                F.put("think draft", 1, "1-5", th + sep + fin, v, "bare")
        for t in [th,
                  "<think>\nScore: %d\n" % v,
                  th + "\n\nScore: %d\n\n<think>\nMaybe %d.\n" % (v, o),
                  th + "\n\nScore: %d. Wait, maybe %d." % (v, o),
                  th + "\n\nScore: %d\n</think>\nScore: %d" % (o, v)
                  if False else th + "\n\nScore: %d-%d" % (o, v),
                  th + "\n\nScore: %d?" % v]:
            F.put("think trap", 0, "1-5", t, None, "bare")


def prometheus(F):
    """Prometheus: "Feedback: ... [RESULT] 4"."""
    for v in range(1, 6):
        o = other(v)
        fb = ("Feedback: The response sets up the recurrence and reaches "
              "the closed form, but skips the base case, so it does not "
              "fully meet the criteria.")
        for t in ["%s [RESULT] %d" % (fb, v),
                  "%s\n[RESULT] %d" % (fb, v),
                  "%s [RESULT] %d</s>" % (fb, v),
                  "%s [RESULT] (%d)" % (fb, v),
                  "%s [RESULT]: %d" % (fb, v)]:
            F.put("prometheus result", 1, "1-5", t, v, "bare")
        for t in ["%s [RESULT] %d or %d" % (fb, v, o),
                  "%s [RESULT] %d?" % (fb, v),
                  "%s [RESULT] %d-%d" % (fb, o, v),
                  "%s [RESULT] %d\n[RESULT] %d" % (fb, o, v),
                  "%s [RESULT] %d\n\nWait, the base case is there. "
                  "[RESULT]" % (fb, v),
                  "%s [RESULT] %d (for the reference answer)" % (fb, v),
                  "%s [RESULT] %d/10" % (fb, v + 5),
                  "%s [RESULT]" % fb,
                  "%s [RESULT] maybe %d" % (fb, v),
                  '%s The format is "[RESULT] %d".' % (fb, v),
                  "%s [RESULT] %d\nFeedback: Score Rubric 2. [RESULT] %d"
                  % (fb, o, v)]:
            F.put("prometheus trap", 0, "1-5", t, None, "bare")


def judgelm(F):
    """JudgeLM: "8 7" (Assistant 1's, Assistant 2's) then its reason:
    two scores, not one verdict."""
    for v in range(1, 11):
        o = other(v)
        for t in ["%d %d\nAssistant 1 checks the base case; Assistant 2 "
                  "skips it." % (v, o),
                  "%d %d\n\nBoth assistants reach the closed form."
                  % (v, v),
                  "%d %d" % (o, v),
                  "%d, %d\nAssistant 2 is more complete." % (v, o)]:
            F.put("judgelm pair", 0, "0-10", t, None, "bare")


def critics(F):
    """Atla Selene's "**Result:** 4" after "**Reasoning:**" (read); Skywork-
    Critic's "[[A]]" (a choice, no score)."""
    for v in range(1, 6):
        o = other(v)
        for t in ["**Reasoning:** %s\n\n**Result:** %d" % (ANALYSIS, v),
                  "**Reasoning:** %s\n\n**Result:** %d<|eot_id|>"
                  % (ANALYSIS, v),
                  "Reasoning: %s\nResult: %d" % (ANALYSIS, v),
                  "**Reasoning:** %s\n**Result:** %d" % (ANALYSIS, v),
                  "**Reasoning:**\n%s\n\n**Result:** %d/5" % (ANALYSIS, v)]:
            F.put("result selene", 1, "1-5", t, v, "bare")
        for t in ["**Reasoning:** %s\n\n**Result:** %d or %d"
                  % (ANALYSIS, v, o),
                  "**Reasoning:** %s\n\n**Result:** %d?" % (ANALYSIS, v),
                  "**Reasoning:** %s\n\n**Result:** %d-%d"
                  % (ANALYSIS, o, v),
                  "**Reasoning:** %s\n\n**Result:** %d (Response B)"
                  % (ANALYSIS, v),
                  "**Reasoning:** %s\n\n**Result:** %d\n**Result:** %d"
                  % (ANALYSIS, o, v),
                  "The student's result: %d" % v, "Result: %d" % v,
                  "**Reasoning:** %s The result: %d.\n\n**Result:** %d"
                  % (ANALYSIS, o, v),
                  "**Reasoning:** %s\n\n**Result:** %d/10"
                  % (ANALYSIS, v + 5)]:
            F.put("result trap", 0, "1-5", t, None, "bare")
    for c in "AB":
        for t in ["[[%s]]" % c, "%s\n\n[[%s]]" % (ANALYSIS, c),
                  "Final verdict: [[%s]]" % c]:
            F.put("skywork choice", 0, "1-5", t, None)


def llama3(F):
    """Llama-3 judges: the verdict before <|eot_id|>."""
    for v in range(0, 11):
        o = other(v)
        for t in ["Score: %d<|eot_id|>" % v,
                  "%s\n\nScore: %d<|eot_id|>" % (ANALYSIS, v),
                  "**Score: %d**<|eot_id|>" % v,
                  "Score: %d/10<|eot_id|><|end_of_text|>" % v,
                  "Rating: [[%d]]<|eot_id|>" % v]:
            F.put("llama3 eot", 1, "0-10", t, v, "bare")
        for t in ["Score: %d<|eot_id|><|start_header_id|>user"
                  "<|end_header_id|>\n\nAre you sure?<|eot_id|>"
                  "<|start_header_id|>assistant<|end_header_id|>\n\n"
                  "Score: %d<|eot_id|>" % (v, o),
                  "Score: %d?<|eot_id|>" % v,
                  "Score: %d<|eot_id|>\nScore: %d" % (v, o)]:
            F.put("llama3 trap", 0, "0-10", t, None, "bare")


def geval(F):
    """G-Eval: a criterion's score alone ("- Coherence: 4")."""
    for v in range(1, 6):
        o = other(v)
        for t in ["Evaluation Form (scores ONLY):\n\n- Coherence: %d" % v,
                  "- Coherence: %d" % v, "Coherence: %d" % v]:
            F.put("geval criterion", 0, "1-5", t, v)
        for t in ["- Coherence: %d\n- Fluency: %d" % (v, o),
                  "- Coherence: %d-%d" % (o, v),
                  "- Coherence: %d?" % v]:
            F.put("geval trap", 0, "1-5", t, None)


def tables(F):
    """Rubric criteria tables with a weight column and an overall row."""
    for v in range(2, 5):
        lo, hi = v - 1, v + 1
        head = ("| Criterion | Weight | Score |\n|---|---|---|\n")
        rows = ("| Correctness | 0.5 | %d |\n| Rigor | 0.3 | %d |\n"
                "| Clarity | 0.2 | %d |\n" % (hi, lo, v))
        for last in ["| **Overall** | | **%d** |" % v,
                     "| Overall | - | %d |" % v]:
            F.put("table weight", 1, "1-5", head + rows + last, v)
        for t in ["Response B:\n" + head + rows + "| **Overall** | | **%d** |"
                  % v,
                  head.replace("Weight", "Notes") + rows +
                  "| **Overall** | | **%d** |" % v,
                  head + rows.replace("0.3", "3") +
                  "| **Overall** | | **%d** |" % v,
                  head + rows + "| **Overall** | 0.8 | **%d** |" % v,
                  head + rows + "| **Overall** | | **%d** |\n| **Total** | "
                  "| **%d** |" % (v, hi),
                  head + rows + "| **Overall** | | **5** |"
                  if v < 4 else head + rows + "| **Overall** | | **1** |"]:
            F.put("table trap", 0, "1-5", t, None)
        for last in ["| **Overall** | | **%d-%d** |" % (v, hi),
                     "| **Overall** | | **%d?** |" % v,
                     "| **Overall (Response B)** | | **%d** |" % v,
                     "| **Overall** | | **%d/10** |" % (v + 5)]:
            F.put("table trap", 0, "1-5", head + rows + last, None)


LABELS = {
    "zh": ["评分：%d", "最终得分：%d", "综合评分：%d/5", "评分：%d分"],
    "ja": ["評価：%d", "スコア：%d点", "総合評価：%d/5"],
    "ko": ["점수: %d", "최종 점수: %d/5", "점수: %d점"],
    "de": ["Bewertung: %d", "Gesamtbewertung: %d/5", "Endnote: %d"],
    "fr": ["Note : %d/5", "Note finale : %d", "Score : %d"],
    "es": ["Puntuación: %d", "Calificación: %d/5",
           "Puntuación final: %d"],
    "ru": ["Оценка: %d", "Итоговая оценка: %d", "Оценка: %d из 5"],
}

HEDGES = {
    "zh": ["评分：%d或%d", "评分：可能%d分，也许%d分", "评分：%d？（%d）",
           "评分：%d-%d", "不是%d分，而是%d分？"],
    "ja": ["評価：%dまたは%d", "評価：たぶん%d（%d）", "評価：%d？（%d）",
           "評価：%d～%d"],
    "ko": ["점수: %d 또는 %d", "점수: 아마 %d점 (%d)", "점수: %d? (%d)",
           "점수: %d-%d"],
    "de": ["Bewertung: %d oder %d", "Bewertung: vielleicht %d (%d)",
           "Bewertung: %d? (%d)", "Bewertung: %d-%d"],
    "fr": ["Note : %d ou %d", "Note : peut-être %d (%d)",
           "Note : %d ? (%d)", "Note : %d-%d"],
    "es": ["Puntuación: %d o %d", "Puntuación: quizás %d (%d)",
           "Puntuación: %d? (%d)", "Puntuación: %d-%d"],
    "ru": ["Оценка: %d или %d", "Оценка: возможно %d (%d)",
           "Оценка: %d? (%d)", "Оценка: %d-%d"],
}


def labels(F):
    """Multilingual judges' labels, and their hedged twins."""
    for lang in sorted(LABELS):
        for v in range(1, 6):
            o = other(v)
            for f in LABELS[lang]:
                F.put("label %s" % lang, 1, "1-5", f % v, v)
            for f in HEDGES[lang]:
                F.put("label trap %s" % lang, 0, "1-5", f % (v, o), None)
            F.put("label trap %s" % lang, 0, "1-5",
                  (LABELS[lang][0] + "\n" + LABELS[lang][0]) % (o, v), None)


def hostile(F):
    """The hostile replies: a verdict that is not one committed score."""
    for v in range(1, 6):
        o = other(v)
        p = other(o) if other(o) != v else 5 if v != 5 else 4
        # revised twice: the last revision is the verdict a reader takes
        for t in ["Score: %d. On reflection, revised score: %d. "
                  "Actually, revised score: %d." % (p, o, v)]:
            F.put("revised twice", 0, "1-5", t, v)
        for t in ["Score: %d. Revised score: %d. Revised score: %d?"
                  % (p, o, v),
                  "Score: %d. Actually, revised score: %d. Hmm, maybe %d."
                  % (p, v, o),
                  # for the reference, another response
                  "Score for the reference answer: %d" % v,
                  "Score (Response B): %d" % v,
                  "Score: %d for Response 2" % v,
                  "Reference solution: %d/5\nResponse 2: %d/5" % (v, o),
                  # a quoted example
                  'Use the format "Score: %d".' % v,
                  "For example:\nScore: %d" % v,
                  "As the rubric's example puts it:\n> Score: %d" % v,
                  "The student wrote:\n\n> Score: %d" % v,
                  # range, question
                  "Score: %d-%d" % (o, v), "Score: %d–%d" % (o, v),
                  "Score: %d to %d" % (o, v), "Score: %d?" % v,
                  "Score: %d/5?" % v, "Score: %d (?)" % v,
                  # then wait
                  "Score: %d\n\nWait" % v,
                  "Score: %d\n\nWait, let me re-check the base case." % v,
                  "Score: %d. Wait, the base case is missing." % v,
                  "Score: %d. Hmm." % v,
                  # truncated
                  "Score:", "Score: ", "**Score:**", "Score: %d (" % v,
                  "The final score is", "Score: %d, because the" % v,
                  '{"score": %d, "reasoning": "The base' % v,
                  # two JSON objects
                  '{"score": %d}\n{"score": %d}' % (o, v),
                  '{"score": %d, "reasoning": "ok"} {"score": %d}' % (v, o),
                  '```json\n{"score": %d}\n```\n```json\n{"score": %d}\n```'
                  % (o, v),
                  # another scale
                  "Score: %d/10" % (v + 5), "Score: %d0/100" % v,
                  "Score: %d%%" % (v * 20), "Score: 0.%d" % (v * 2 - 1),
                  "Score: %d out of 10" % (v + 5),
                  "Score: %d (on a 10-point scale)" % (v + 5),
                  # a score in a code block of the student's answer
                  "The student's answer:\n```\nScore: %d\n```" % v,
                  "The student's code prints it:\n```python\n"
                  "print(\"Score: %d\")\n```" % v,
                  "```\nScore: %d\n```" % v,
                  "The response ends with:\n\n```text\nFinal score: %d\n```"
                  % v,
                  "Student's answer: `Score: %d`" % v]:
            F.put("hostile trap", 0, "1-5", t, None)


def hostile2(F):
    """More hostile replies: doubt, negation and another's score in
    the judge's languages, and scores that are not one of the
    rubric's."""
    for v in range(1, 6):
        o = other(v)
        for t in ["Score: %d. No wait, %d." % (v, o),
                  "Score: %d \u2014 no, %d." % (v, o),
                  "Score: %d (tentative)" % v,
                  "Score: %d (provisional)" % v,
                  "Score: %d (not sure)" % v,
                  "Score: %d (I'm not confident)" % v,
                  "Score: not %d" % v,
                  "Score: %d, pending the base case" % v,
                  "Score: %d if the base case holds, else %d" % (v, o),
                  "Score: %d.5" % v if v < 5 else "Score: 4.5",
                  "Score: %d/5 (reference: 5/5)" % v
                  if False else "Score: [%d, %d]" % (o, v),
                  "Score: %d (the reference would get 5)" % v
                  if False else "Score: %d stars out of 10" % (v + 5),
                  "Score for Assistant 2: %d" % v,
                  "Assistant 1: %d\nAssistant 2: %d" % (v, o),
                  "Response A: %d/5\nResponse B: %d/5" % (o, v),
                  "Score: %d\n\n等等，让我再检查一下。" % v,
                  "评分：%d\n\n等一下，基础情况没有检查。" % v,
                  "評価：%d\n\n待って、もう一度確認します。" % v,
                  "점수: %d\n\n잠깐, 다시 확인해 보겠습니다." % v,
                  "Bewertung: %d\n\nMoment, ich prüfe das noch einmal."
                  % v,
                  "Note : %d/5\n\nAttendez, je vérifie encore." % v,
                  "Puntuación: %d\n\nEspera, voy a revisarlo." % v,
                  "Оценка: %d\n\nПодождите, проверю ещё раз." % v,
                  "评分：不是%d分" % v, "評価：%dではない" % v,
                  "점수: %d점이 아님" % v, "Bewertung: nicht %d" % v,
                  "Note : pas %d" % v, "Puntuación: no %d" % v,
                  "Оценка: не %d" % v,
                  "参考答案评分：5，学生回答评分：%d？" % v,
                  "参考答案：%d分" % v,
                  "Referenzlösung: %d/5" % v,
                  "Score: %d\n\n---\n\n**Response B**\n\nScore: %d"
                  % (v, o),
                  "Score: %d\n\nNow evaluate the next response." % v,
                  "Score: %d\n\nUser: And the second one?" % v,
                  "Score: %d\n\nQuestion 2: Prove that" % v,
                  "[RESULT] %d\n\n###Feedback for Response B: [RESULT] %d"
                  % (v, o),
                  "The student's answer is %d. Score:" % v,
                  "<score>%d</score>\n<score>%d</score>" % (v, v)
                  if False else "Score: %d\nScore: %d?" % (v, v),
                  "Score: %d\n```\nScore: %d\n```" % (v, o),
                  "```python\n# Score: %d\nscore = %d\n```" % (v, v),
                  "Score:\n\n%d" % v,
                  "Score: %d%d" % (v, v),
                  "Score: %d." % (v + 5) + "0"]:
            # the value on the next line that is not blank, read
            # since round 43 as "Score:\n4" is
            if t == "Score:\n\n%d" % v:
                F.put("label next line", 1, "1-5", t, v)
                continue
            F.put("hostile2 trap", 0, "1-5", t, None)


OWNERS = ["Score for Response B: %d.", "For Response B, score: %d.",
          "Score (Response B): %d", "Assistant 2's score: %d",
          "Score for Assistant 2: %d", "Score of the second response: %d",
          "I'd give Response B a %d.", "The other response: %d",
          "Student B: %d", "Second answer: %d", "Model B: %d/10",
          "Candidate 2 earns %d.", "回答B：%d分", "Antwort B: %d",
          "Réponse B : %d/10", "Respuesta B: %d", "Ответ B: %d",
          "回答2の評価：%d", "응답 B: %d점", "답변 2: %d점"]


def owner(F):
    """A score given to another response before the verdict, the same
    value or another: whose the verdict is is not said."""
    for v in range(0, 11):
        for k, f in enumerate(OWNERS):
            for y in (v, other(v)):
                F.put("owner trap", 0, "0-10",
                      "%s\n\nScore: %d" % (f % y, v), None)
            F.put("owner trap", 0, "0-10", "[[%d]] for Response B\n[[%d]]"
                  % (v, v), None)
            F.put("owner trap", 0, "0-10", "Rating for Response B: [[%d]]\n"
                  "Rating: [[%d]]" % (v, v), None)
            F.put("owner trap", 0, "0-10", "%s\n\n<score>%d</score>"
                  % (f % v, v), None)
        for t in ["The student's answer 2 is right; step 3 is fine.\n\n"
                  "Score: %d" % v,
                  "The response's final answer 42 matches the reference."
                  "\n\nScore: %d" % v,
                  "Die Antwort 2 ist richtig.\n\nBewertung: %d" % v,
                  "学生的回答正确，答案为2。\n\n评分：%d" % v]:
            F.put("owner named", 1, "0-10", t, v)
        for t in ['The response is fine.\n\n{"x": 3}\n{"score": %d}' % v,
                  'The response is fine.\n\n{"response_b": %d}\n'
                  '{"score": %d}' % (v, v)]:
            F.put("json trap", 0, "0-10", t, None)
        for t in ['The response is fine.\n\n{"x": 3}\n<score>%d</score>' % v,
                  '{"reference_score": %d}\n[[%d]]' % (v, v),
                  '{"response_b": %d}\n<rating>%d</rating>' % (v, v)]:
            F.put("json trap", 0, "0-10", t, None)


def boxes(F):
    """A box with no label: a score when it ends the reply alone or
    after the judge's words, the problem's answer (a judge that solved
    the problem instead of grading it) when its sentence names it one."""
    for v in range(0, 11):
        for t in ["\\boxed{%d}" % v, "Final score: \\boxed{%d}" % v,
                  "Therefore the solution deserves \\boxed{%d}." % v,
                  "The final score is: \\boxed{%d}" % v,
                  "The derivation is complete. I give it \\boxed{%d}." % v]:
            F.put("box score", 1, "0-10", t, v)
        for t in ["The answer is \\boxed{%d}" % v,
                  "Final answer: \\boxed{%d}" % v,
                  "So the final answer is $\\boxed{%d}$." % v,
                  "Therefore, the solution is \\boxed{%d}." % v,
                  "Solving it myself: $x = %d$, so the answer is "
                  "\\boxed{%d}." % (v, v),
                  "**Final Answer:** $\\boxed{%d}$" % v,
                  "**Final Answer**\n\n\\boxed{%d}" % v,
                  "The final answer is:\n\n$$\\boxed{%d}$$" % v]:
            F.put("box answer trap", 0, "0-10", t, None)


def json2(F):
    """Two JSON objects: one score each is two verdicts; the same score
    twice still two."""
    for v in range(0, 11):
        o = other(v)
        for t in ['{"score": %d}' % v,
                  '```json\n{"score": %d, "reasoning": "The student '
                  'checks the base case."}\n```' % v]:
            F.put("json one", 1, "0-10", t, v)
        for t in ['{"score": %d}\n\n{"score": %d}' % (o, v),
                  '{"reference_score": 10}\n{"score": %d}' % v,
                  '{"score": %d, "response": "B"}' % v,
                  '{"score": "%d-%d"}' % (o, v),
                  '{"score": "%d?"}' % v,
                  '{"score": %d, "score_reference": 10}' % v,
                  '{"scores": [%d, %d]}' % (v, o)]:
            F.put("json trap", 0, "0-10", t, None)


def families(reader):
    F = Round(READ, ANALYSIS)
    harmony(F)
    think(F)
    prometheus(F)
    judgelm(F)
    critics(F)
    llama3(F)
    geval(F)
    tables(F)
    labels(F)
    hostile(F)
    hostile2(F)
    owner(F)
    boxes(F)
    json2(F)
    return report(F, reader)


main("make-replies-round34.py", families)
