#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# make-replies-round39.py: round 39's judge replies, in forms the
# earlier rounds have not tried, as today's judges write them and as a
# hostile policy would steer them: reasoning judges' long traces
# (gpt-oss's analysis and final channels, <think> then the verdict, a
# verdict revised inside the reasoning and again in the final text);
# judges that quote the rubric's scale ("1 = poor ... 5 = excellent")
# before their score; scores with a confidence beside them; scores
# written as words out of the scale's words in the languages
# papo-verify(1) lists ("cuatro de cinco", "四分"); JSON with a nested
# "score" object and string scores; markdown tables; Likert words
# ("Strongly agree") under a rubric that names its levels so and under
# one that does not; partial replies cut at max_tokens (finish reason
# length: never read); refusals; two verdicts of two rubric items; a
# rating in prose before the verdict ("A solid 4/5 answer.", "I'd say
# 100%.", "Doy 5/5.", "Je mets 5/5.", "Great answer, 4/5.", "Honestly
# 4/5.", "Easily 4 stars.") beside the work's own fractions ("The
# probability 2/5 is right.", "3/5 of the cases"), a first-person verdict verb of
# another language with no label ("Doy 4/5."), and criteria scored
# inside the verdict's sentence ("Score: 4 for accuracy, 2 for
# clarity").  Each hostile reply beside its right twin where one is
# natural.  Each case carries "want:", the verdict a reader of the
# reply takes it to state (none: none, or more than one).
#
# Lost by rule (families whose first word is not in READ, or whose
# replies are added as not to be read): forms papo-judge does not list
# (a label of a language papo-rubric(5) does not name, the scale's
# words in Hindi, Thai, Turkish, Vietnamese and Chinese, a scale of
# several lines in the line that introduces the verdict, levels as
# lines "4: good",
# a confidence in the verdict's parentheses).
#
#   make-replies-round39.py --families READER
#       the generated families, each read by READER (build/tests/
#       helpers/papo-read-replies); a line a family with its replies,
#       misread and lost; exit status 1 when any reply is misread, or
#       a family whose kind is marked read loses one
#       (tests/t-judge-round39.sh).  SHOW_LOST=1 in the environment
#       prints every reply lost.
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from replies_gen import (ANALYSIS, main, other,  # noqa: E402
                         report, ReasoningRound as Round)

# the kinds (a family's first word) papo-judge reads: a verdict lost in
# a family of these that must be read fails
READ = {"trace", "scale", "json", "table", "likert", "length", "refuse", "conf",
        "items", "before", "crit", "verb", "words", "fraction"}

# a long analysis: a reasoning judge's trace, drafts of a score in it
STEPS = ["Step %d: the response rewrites the sum as a telescoping "
         "series and the terms cancel as claimed." % k for k in range(1, 9)]


def trace(draft):
    """A long reasoning trace with a draft score in its middle."""
    return ("%s %s Initially I'd give it %d. %s Let me double-check the "
            "base case. %s" % (" ".join(STEPS[:4]), ANALYSIS, draft,
                               " ".join(STEPS[4:]), ANALYSIS))


def traces(F):
    """Reasoning judges' long traces: the final text's verdict read,
    whatever the reasoning drafted or revised; a trace whose final text
    states none, or two, none."""
    for v in range(1, 6):
        o = other(v)
        an = trace(o)
        for t in ["<|start|>assistant<|channel|>analysis<|message|>%s "
                  "Score: %d. Hmm, on reflection %d.<|end|><|start|>"
                  "assistant<|channel|>final<|message|>%s\n\nScore: %d"
                  "<|return|>" % (an, o, v, ANALYSIS, v),
                  "<|channel|>analysis<|message|>%s<|end|><|start|>"
                  "assistant<|channel|>final<|message|>**Final score:** "
                  "%d/5<|return|>" % (an, v),
                  "<think>\n%s\nSo %d? No, revise: %d.\n</think>\n\n"
                  "The response is mostly sound.\n\nScore: %d"
                  % (an, o, v, v),
                  "<think>\n%s\n</think>\n\n%s\n\n**Score: %d**"
                  % (an, "\n\n".join(STEPS), v),
                  "<think>\n%s\n\nScore: %d\n</think>\n\nScore: %d"
                  % (an, o, v),
                  # the remark moves the score its way: a fault
                  # lowers it, none raises it (session 71)
                  "<think>\n%s\n</think>\n\nScore: %d. On reflection the "
                  "induction %s; revised score: %d."
                  % (an, o, "skips a step" if o > v else "is sound", v)
                  if v < 5 else
                  "<think>\n%s\n</think>\n\nScore: %d" % (an, v)]:
            F.put("trace read", 1, "1-5", t, v, "bare")
        for t in ["<think>\n%s\nScore: %d\n</think>\n\n%s" % (an, v,
                                                               ANALYSIS),
                  "<|channel|>analysis<|message|>%s Score: %d<|end|>"
                  "<|start|>assistant<|channel|>final<|message|>See my "
                  "analysis.<|return|>" % (an, v),
                  "<think>\n%s Score: %d" % (an, v),
                  "<|channel|>analysis<|message|>%s Score: %d" % (an, v),
                  "<think>\n%s\n</think>\n\nScore: %d\n\nWait, let me "
                  "reconsider. Score: %d" % (an, v, o),
                  "<|channel|>analysis<|message|>%s<|end|><|start|>"
                  "assistant<|channel|>final<|message|>Score: %d or %d"
                  "<|return|>" % (an, v, o),
                  "<think>\n%s\n</think>\n\nScore: %d\n\n<think>\nActually"
                  " %d.\n</think>" % (an, v, o)]:
            F.put("trace trap", 0, "1-5", t, None, "bare")


# the rubric's scale as judges quote it before their score
SCALES = ["1 = poor, 2 = weak, 3 = fair, 4 = good, 5 = excellent",
          "1 = poor ... 5 = excellent",
          "(1 = poor, 5 = excellent)",
          "1 (poor) to 5 (excellent)",
          "1: poor\n2: weak\n3: fair\n4: good\n5: excellent",
          "- 1 = completely wrong\n- 3 = partially correct\n"
          "- 5 = fully correct"]


def scales(F):
    """The rubric's scale quoted before the score: the score read; the
    scale alone, or the score beside another, none; a scale quoted
    inside the line that introduces the verdict ("Using the scale 1 =
    poor ... 5 = excellent:") read as round 40's are.  Lost by rule: a
    scale of several lines inside that introduction, and levels as
    lines "4: good", which are values stated aside."""
    for v in range(1, 6):
        o = other(v)
        for rub in ["1-5", "named-1-5"]:
            for sc in SCALES:
                F.put("scale intro", 0, rub,
                      "Using the scale %s:\n\nScore: %d" % (sc, v), v)
                for t in ["Scale: %s\n\nScore: %d" % (sc, v),
                          "Rubric:\n%s\n\nThe response earns the score "
                          "below.\n\nScore: %d" % (sc, v),
                          "Guide: %s.\n\n**Score:** %d/5"
                          % (sc.replace("\n", "; "), v)]:
                    F.put("scale lines" if "1: poor" in sc else
                          "scale read", 0 if "1: poor" in sc else 1, rub,
                          t, v)
        for sc in SCALES:
            for t in ["Scale: %s" % sc,
                      "Scale: %s\n\nScore: %d or %d" % (sc, v, o),
                      "Scale: %s\n\nScore: %d\nScore: %d" % (sc, v, o),
                      "Score: %d\n\nScale: %s\n\nScore: %d" % (o, sc, v)]:
                F.put("scale trap", 0, "1-5", t, None)


def confidence(F):
    """A score with a confidence on a line after it: a probability of
    0.8 to 1 written with a point, as a JSON verdict's "confidence"
    key is read, is no second value and the verdict read; a lower one
    doubts it, and 1.0 is a score of the rubric's own: none; "high"
    and 80% to 100% read as round 40's are.  Lost by rule: a
    confidence in the verdict's parentheses, which the reader does not
    read; a confidence alone, none."""
    for v in range(1, 6):
        for c in ["Confidence: 0.8", "Confidence: 0.95",
                  "**Confidence:** 0.9", "Certainty: 0.85"]:
            F.put("conf line", 1, "1-5", "Score: %d\n%s" % (v, c), v)
            F.put("conf line", 1, "1-5", "**Score:** %d/5\n\n%s" % (v, c),
                  v)
        for c in ["Confidence: 0.5", "Confidence: 0.3", "Confidence: 5",
                  "Confidence: 1.0",
                  "Confidence: 0.9 (could be %d)" % other(v),
                  "Confidence: 0.9\nScore: %d" % other(v)]:
            F.put("conf trap", 0, "1-5", "Score: %d\n%s" % (v, c), None)
        for c in ["Confidence: high", "Confidence: 80%",
                  "(confidence: high)"]:
            F.put("conf word", 0, "1-5", "Score: %d\n%s" % (v, c), v)
        for t in ["Confidence: %d/5" % v, "Confidence: high",
                  "Confidence: 0.%d" % v,
                  "Score: %d (confidence: low, could be %d)"
                  % (v, other(v))]:
            F.put("conf trap", 0, "1-5", t, None)


# a score out of the scale in words, label and "four of five"
WORDS = {
    "en": ("Score: %s", ["one", "two", "three", "four", "five"], "%s out of %s"),
    "es": ("Puntuación: %s", ["uno", "dos", "tres", "cuatro", "cinco"],
           "%s de %s"),
    "fr": ("Note : %s", ["un", "deux", "trois", "quatre", "cinq"],
           "%s sur %s"),
    "de": ("Bewertung: %s", ["eins", "zwei", "drei", "vier", "fünf"],
           "%s von %s"),
    "pt": ("Pontuação: %s", ["um", "dois", "três", "quatro", "cinco"],
           "%s de %s"),
    "it": ("Punteggio: %s", ["uno", "due", "tre", "quattro", "cinque"],
           "%s su %s"),
    "ru": ("Оценка: %s", ["один", "два", "три", "четыре", "пять"],
           "%s из %s"),
    "id": ("Skor: %s", ["satu", "dua", "tiga", "empat", "lima"],
           "%s dari %s"),
}
# languages of papo-verify(1) whose judge label papo-judge does not list
UNLISTED = {
    "pl": "Ocena: %s z pięciu", "uk": "Оцінка: %s з п'яти",
    "sw": "Alama: %s kati ya tano", "te": "స్కోరు: %s",
}
PL = ["jeden", "dwa", "trzy", "cztery", "pięć"]
UK = ["один", "два", "три", "чотири", "п'ять"]
SW = ["moja", "mbili", "tatu", "nne", "tano"]
TE = ["ఒకటి", "రెండు", "మూడు", "నాలుగు", "ఐదు"]
CJK = ["一", "二", "三", "四", "五"]


# the scale's words of the other listed languages: the label, the
# form out of five and out of ten, the words one to five
SCALE_WORDS = {
    "ar": ("التقييم: %s من "
           "خمسة", "التقيي"
           "م: %s من عشرة",
           ["واحد", "اثنان",
            "ثلاثة", "أربعة",
            "خمسة"]),
    "vi": ("Điểm: %s trên năm",
           "Điểm: %s trên mười",
           ["một", "hai", "ba", "bốn", "năm"]),
    "tr": ("Puan: beşte %s", "Puan: onda %s",
           ["bir", "iki", "üç", "dört", "beş"]),
    "hi": ("अंक: पाँच में "
           "से %s", "अंक: दस मे"
           "ं से %s",
           ["एक", "दो", "तीन",
            "चार", "पाँच"]),
    "th": ("คะแนน: %s จาก ห"
           "้า", "คะแนน: %s จา"
           "ก สิบ",
           ["หนึ่ง", "สอง",
            "สาม", "สี่", "ห้า"]),
    "zh": ("评分：%s分（满分五分）",
           "评分：%s分（满分十分）",
           CJK),
}


def words(F):
    """A score as the scale's words: "cuatro de cinco", "四分",
    "五分中四分"; read where the words say one of the rubric's
    scores out of its top; another scale's, a hedge, two, none."""
    for lang in sorted(WORDS):
        lab, w, of = WORDS[lang]
        for v in range(1, 6):
            o = other(v)
            F.put("words %s" % lang, 0, "1-5", lab % (of % (w[v - 1], w[4])),
                  v)
            for t in [lab % (of % (w[v - 1], "diez" if lang == "es" else
                                   "dix" if lang == "fr" else "zehn"
                                   if lang == "de" else "ten")),
                      lab % ((of % (w[v - 1], w[4])) + "?"),
                      lab % ("%s / %s" % (of % (w[v - 1], w[4]),
                                          of % (w[o - 1], w[4])))]:
                F.put("words trap", 0, "1-5", t, None)
    for v in range(1, 6):
        o = other(v)
        for t in ["评分：%s分" % CJK[v - 1], "得分：%s分。" % CJK[v - 1],
                  "評価：%s点" % CJK[v - 1]]:
            F.put("words cjk", 1, "1-5", t, v)
        for t in ["评分：%s或%s分" % (CJK[v - 1], CJK[o - 1]),
                  "评分：%s分？" % CJK[v - 1],
                  "评分：%s十分" % CJK[v - 1],
                  "评分：大约%s分" % CJK[v - 1]]:
            F.put("words trap", 0, "1-5", t, None)
        for lang in sorted(SCALE_WORDS):
            five, ten, ws = SCALE_WORDS[lang]
            F.put("words scale %s" % lang, 0, "1-5", five % ws[v - 1], v)
            F.put("words trap", 0, "1-5", ten % ws[v - 1], None)
            F.put("words trap", 0, "1-5", five % ("%s %s" % (ws[v - 1],
                                                            ws[o - 1])),
                  None)
        for k, lab in UNLISTED.items():
            ws = {"pl": PL, "uk": UK, "sw": SW, "te": TE}[k]
            F.put("unlisted %s" % k, 0, "1-5", lab % ws[v - 1], v)


def json_nested(F):
    """JSON with a nested score object or a string score: the overall
    read where one key says it; criteria with no overall, a value off
    the scale, two overalls, a hedge in the string, none."""
    for v in range(1, 6):
        o = other(v)
        for t in ['{"score": "%d"}' % v, '{"score": "%d/5"}' % v,
                  '{"evaluation": {"score": %d}}' % v,
                  '{"result": {"reasoning": "%s", "score": %d}}'
                  % (ANALYSIS, v),
                  '{"reasoning": "%s", "score": %d}' % (ANALYSIS, v),
                  '```json\n{\n  "feedback": "%s",\n  "score": %d\n}\n```'
                  % (ANALYSIS, v)]:
            F.put("json read", 1, "1-5", t, v)
        for t in ['{"score": {"accuracy": %d, "clarity": %d}}' % (v, o),
                  '{"score": "%d or %d"}' % (v, o),
                  '{"score": "%d?"}' % v,
                  '{"score": %d, "evaluation": {"score": %d}}' % (v, o),
                  '{"scores": [%d, %d]}' % (v, o),
                  '{"score": "%d/10"}' % (2 * v),
                  '{"score": null, "note": "%d"}' % v,
                  '{"score": "N/A"}',
                  '{"score": %d}\n{"score": %d}' % (v, o)]:
            F.put("json trap", 0, "1-5", t, None)


def tables(F):
    """Markdown tables: a table's Score row or its overall row read;
    rows of criteria with no overall, two scores, none."""
    for v in range(1, 6):
        o = other(v)
        for t in ["| Field | Value |\n|---|---|\n| Score | %d |" % v,
                  "| Criterion | Score |\n|:--|:-:|\n| Correctness | %d |\n"
                  "| Clarity | %d |\n| **Overall** | **%d** |" % (v, v, v),
                  "| Metric | Result |\n| --- | --- |\n| Final score | "
                  "%d/5 |" % v]:
            F.put("table read", 1, "1-5", t, v)
        for t in ["| Criterion | Score |\n|---|---|\n| Correctness | %d |\n"
                  "| Clarity | %d |" % (v, o),
                  "| Field | Value |\n|---|---|\n| Score | %d |\n| Score | "
                  "%d |" % (v, o),
                  "| Field | Value |\n|---|---|\n| Score | %d or %d |"
                  % (v, o),
                  "| Response | Score |\n|---|---|\n| A | %d |\n| B | %d |"
                  % (v, o)]:
            F.put("table trap", 0, "1-5", t, None)


LIKERT = ["Strongly disagree", "Disagree", "Neutral", "Agree",
          "Strongly agree"]


def likert(F):
    """Likert words: under a rubric that names its levels by them
    (tests/judge/rubrics/likert-1-5.yaml) the label's word read, and a
    level said in the first person before it ("I strongly agree.") a
    second verdict unless the same; the same words under a rubric that
    names none, or two of them, none."""
    for v in range(1, 6):
        o = other(v)
        w = LIKERT[v - 1]
        for t in ["Score: %s" % w, "**Score:** %s" % w]:
            F.put("likert read", 1, "likert-1-5", t, v)
        for t in ["Score: %s or %s" % (w, LIKERT[o - 1]),
                  "Score: %s\n\nScore: %s" % (w, LIKERT[o - 1]),
                  "Score: %s?" % w]:
            F.put("likert trap", 0, "likert-1-5", t, None)
        F.put("likert trap", 0, "1-5", "Score: %s" % w, None)
        F.put("likert trap", 0, "1-5", "%s." % w, None)
        # the level said in the first person before the verdict: a
        # second verdict unless it is the same
        ow = LIKERT[o - 1]
        for t in ["I %s.", "I %s that the response is correct.",
                  "**I %s.**"]:
            pw = lambda x: ("'m " if x == "Neutral" else " ") + x.lower()
            F.put("likert trap", 0, "likert-1-5",
                  (t % ow.lower()).replace(" " + ow.lower(), pw(ow)) +
                  "\n\nScore: %d" % v, None)
            F.put("likert said", 1, "likert-1-5",
                  (t % w.lower()).replace(" " + w.lower(), pw(w)) +
                  "\n\nScore: %d" % v, v)
        F.put("likert said", 1, "likert-1-5",
              "I think the proof is fine.\n\nScore: %d" % v, v)


def cut_length(F):
    """Partial replies cut at max_tokens (finish reason length): never
    read, whatever they say."""
    for v in range(1, 6):
        for t in ["Score: %d" % v, "%s\n\nScore: %d" % (ANALYSIS, v),
                  "<think>\n%s\n</think>\n\nScore: %d" % (trace(v), v),
                  '{"score": %d' % v, "Score: %d. The response" % v]:
            F.put("length cut", 0, "1-5", t, None, "bare", cut=True)


REFUSALS = ["I'm sorry, but I can't help with grading this response.",
            "I cannot evaluate this response.",
            "As an AI, I can't assign a score to this content.",
            "Lo siento, no puedo evaluar esta respuesta.",
            "Je ne peux pas évaluer cette réponse.",
            "Ich kann diese Antwort nicht bewerten.",
            "抱歉，我无法评估这个回答。",
            "申し訳ありませんが、この回答は評価できません。",
            "죄송하지만 이 답변은 평가할 수 없습니다.",
            "Извините, я не могу оценить этот ответ.",
            "Score: N/A (I cannot grade this.)",
            "Score: -\n\nI can't evaluate this.",
            "Score: 0 (refused)"]


def refusals(F):
    """Refusals, some dressed as a score: none."""
    for r in REFUSALS:
        for k in range(5):
            F.put("refuse", 0, "1-5", r, None)


def items(F):
    """Two verdicts of two rubric items: none when they differ, the
    value when both state the verdict's; the levels listed as
    fractions ("Levels: 1/5, 3/5, 5/5.") no rating."""
    for v in range(1, 6):
        o = other(v)
        for t in ["Item 1 (correctness): Score: %d\nItem 2 (clarity): "
                  "Score: %d" % (v, o),
                  "**Criterion A** Score: %d\n\n**Criterion B** Score: %d"
                  % (v, o),
                  "1. Correctness - Score: %d\n2. Clarity - Score: %d"
                  % (v, o),
                  "Rubric item 1: %d/5\nRubric item 2: %d/5" % (v, o),
                  "Correctness\nScore: %d\n\nClarity\nScore: %d" % (v, o),
                  "Rubric item A \u2014 %d/5; rubric item B \u2014 %d/5.\n\n"
                  "Score: %d" % (v, o, v),
                  "Item A: %d/5, item B: %d/5.\n\nScore: %d" % (o, v, v)]:
            F.put("items trap", 0, "1-5", t, None)
        # both items the verdict's value, or the levels listed: read
        for t in ["Item A: %d/5, item B: %d/5.\n\nScore: %d" % (v, v, v),
                  "Levels: 1/5, 3/5, 5/5.\n\nScore: %d" % v]:
            F.put("items agree", 1, "1-5", t, v)


# ratings said before the verdict: (form, its value's slot count)
BEFORE = ["A solid %d/5 answer.", "A %d/5 response.", "An %d/10 effort.",
          "Solid %d/5 work.", "%d/5 answer.", "Strong %d/5.",
          "I would say %d/5.", "I’d say %d%%.", "I'd go with %d/5.",
          "I'd say %d%%.", "I'd give it %d%%.", "Easily a %d/5.",
          "Doy %d/5.", "Le doy %d/5.", "Je mets %d/5.", "Dou %d/5.",
          "Do %d/5.", "Gebe %d/5.", "Ставлю %d/5.",
          "Overall a strong %d/5 submission.",
          "It is a %d/5 answer, but a careful one.",
          "A %d/5 response overall."]


def before(F):
    """A rating in prose before the verdict: another value is a second
    verdict; the same one agrees; the work's own fractions and
    percentages are work."""
    for rub, top in [("1-5", 5), ("0-10", 10), ("named-1-5", 5)]:
        for v in range(1, 5):
            for b in BEFORE:
                r = (b % 100 if "%%" in b else b % 8 if "/10" in b
                     else b % 5)
                val = (100 if "%%" in b else 8 if "/10" in b else 5)
                for sep in ["\n\n", " "]:
                    F.put("before trap", 0, rub, r + sep + "Score: %d" % v,
                          None)
                # the same value: agrees under the rubric's own scale
                if val == 5 and top == 5:
                    F.put("before same", 0, rub,
                          (b % 5) + "\n\nScore: 5", 5)
            for t in ["The student gets 3/4 of the cases.",
                      "About 40% of the terms cancel.",
                      "The probability 2/7 is right.",
                      "A 3/4 share is computed correctly.",
                      "2/5 of the terms cancel.",
                      "The answer 3/5 matches the reference.",
                      "I'd say the proof is complete.",
                      "A solid answer.", "I'd say so.",
                      "The student finds a 2/5 probability of rain and "
                      "it is right."]:
                F.put("before work", 1, rub, "%s\n\nScore: %d" % (t, v), v)


# a rating before the verdict set off or alone in its clause, in the
# judges' languages: %d its value out of 5
FRACTIONS = ["Great answer, %d/5.", "Great answer — %d/5.",
             "Verdict in short: %d/5.", "Honestly %d/5.",
             "Ottima risposta, %d/5.", "Отлич"
             "ный ответ, %d/5.",
             "Eine solide %d/5-Antwort.", "Un sólido %d/5.",
             "一个%d/5的回答。",
             "Easily %d stars.", "Solid work overall, %d/5.",
             "I'm going with %d.", "%d/5 from me.", "A %d from me.",
             "That's a %d/5 in my book.", "Great work, %d/5 overall."]
# the work's own fractions and counts: no rating
WORK = ["The final answer, 3/5, is right.", "Answer: 3/5.",
        "The probability 2/5 is right.", "They count 3/5 of the cases.",
        "The student computes 3/5, correct.",
        "Arrange 5 stars and 3 bars.", "4/5 tests pass.",
        "The student wrote:\n\n3/5.", "Levels: 1/5 wrong, 5/5 right.",
        "About 40% of the terms cancel.",
        "The probability is 40%, correct.", "Roughly 80% correct.",
        "The student got 3/5 overall on the parts.", "80%."]


def fractions(F):
    """A fraction on a judge's scale before the verdict that no context
    makes the work's is a rating: another value, a second verdict; the
    same, agreeing; the work's fractions (named by their clause, a count
    of something, inside an expression) none of it."""
    for v in range(1, 6):
        o = v - 1 if v > 1 else 3
        for t in FRACTIONS:
            F.put("fraction trap", 0, "1-5", t % o + "\n\nScore: %d" % v,
                  None)
            F.put("fraction same", 1, "1-5", t % v + "\n\nScore: %d" % v,
                  v)
        for t in WORK:
            F.put("fraction work", 1, "1-5", t + "\n\nScore: %d" % v, v)
        # a percent rated before the verdict: out of a hundred, never
        # the rubric's value
        for t in ["Roughly %d%%.", "Honestly, %d%%.", "I'd say %d%%."]:
            F.put("fraction trap", 0, "1-5", t % (20 * v) +
                  "\n\nScore: %d" % v, None)


def criteria(F):
    """Criteria scored inside the verdict's sentence: no one verdict;
    the verdict with a remark on the work after it, read."""
    for v in range(1, 6):
        o = other(v)
        for t in ["Score: %d for accuracy, %d for clarity" % (v, o),
                  "Score: %d for accuracy, %d for clarity." % (v, o),
                  "Score: %d (accuracy), %d (clarity)" % (v, o),
                  "Score: %d for accuracy and %d for clarity" % (v, o),
                  "Score: %d/5 for accuracy; %d/5 for clarity" % (v, o),
                  "**Score: %d** for accuracy, %d for clarity" % (v, o),
                  "Score: %d for accuracy" % v,
                  "Score: %d — accuracy %d, clarity %d" % (v, v, o),
                  "Puntuación: %d por precisión, %d por claridad" % (v, o),
                  "Bewertung: %d für Genauigkeit, %d für Klarheit" % (v, o),
                  "评分：准确性%d分，清晰度%d分" % (v, o)]:
            F.put("crit trap", 0, "1-5", t, None)


# first-person verdict verbs of the listed languages, no label
VERBS = ["Doy %d/5.", "Le doy %d/5.", "Je donne %d/5.", "Ich gebe %d/5.",
         "Dou %d/5.", "Gli do %d/5.", "Ставлю %d/5.",
         "Ich gebe %d von 5 Punkten.", "Je mets %d/5.", "Assegno %d/5.",
         "Le doy un %d.", "I give it %d/5."]


def verbs(F):
    """A first-person verdict verb in another language with no label:
    read where papo-judge lists its row; hedged, two, another scale,
    none."""
    for v in range(1, 6):
        o = other(v)
        for t in VERBS:
            F.put("verb one", 0, "1-5", t % v, v)
            F.put("verb trap", 0, "1-5", (t % v)[:-1] + " o %d." % o, None)
            F.put("verb trap", 0, "1-5", t % v + " " + t % o, None)
            # a rating out of 5 under a rubric of 0 to 10: another
            # scale's, whatever its value
            if "5" in t:
                F.put("verb trap", 0, "0-10",
                      t % v + "\n\nScore: %d" % (2 * o), None)
                F.put("verb trap", 0, "0-10", t % v + "\n\nScore: %d" % v,
                      None)


def families(reader):
    F = Round(READ, ANALYSIS)
    traces(F)
    scales(F)
    confidence(F)
    words(F)
    json_nested(F)
    tables(F)
    likert(F)
    cut_length(F)
    refusals(F)
    items(F)
    before(F)
    fractions(F)
    criteria(F)
    verbs(F)
    return report(F, reader)


main("make-replies-round39.py", families)
