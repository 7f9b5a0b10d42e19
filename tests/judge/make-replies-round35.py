#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# make-replies-round35.py: round 35's judge replies, the plain committed
# verdicts real judges end on, read as rows: every label (the label
# table: "Score", "Score for the response", "The score is", "Final
# verdict", "Rating", "Overall score", and the labels of Chinese,
# Japanese, Korean, German, French, Spanish and Russian judges) with
# every value form the rubric's scale allows (the value table: "4",
# "4/5", "4 out of 5", "(4)", "**4**", "[[4]]", "4.0",
# "4 points", "4 stars", and each language's own) and every trailer
# (the trailer table: nothing, a full stop, an end token, a line's
# end, a sentence that says what the work leaves out, under the
# rubric's top only); each beside its hostile twins that must have no
# score: another response's score, a range, a hedge, a revision, a
# score out of another scale, a quoted example.  G-Eval's per-criterion
# lines ("- Coherence: 4") are a verdict when they are the reply's one
# criterion or when an overall line follows them, never a criterion
# beside another; a score revised twice is the last revision's when
# nothing after it doubts it.  Each case carries "want:", the verdict a
# reader of the reply takes it to state (none: none, or more than one).
#
#   make-replies-round35.py --families READER
#       the generated families, each read by READER (build/tests/
#       helpers/papo-read-replies); a line a family with its replies,
#       misread and lost; exit status 1 when any reply is misread, or
#       a family whose kind is marked read loses one
#       (tests/t-judge-round35.sh).  SHOW_LOST=1 in the environment
#       prints every reply lost.
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from replies_gen import (Families, main, other,  # noqa: E402
                         report)

ANALYSIS = ("The response sets up the recurrence and reaches the closed "
            "form, but the induction step skips the base case check.")

# the kinds (a family's first word) papo-judge reads: a verdict lost in
# a family of these that must be read fails
READ = {"label", "geval", "revised"}

# the label table: English labels a committed verdict is written under
LABELS_EN = ["Score: %s", "Score for the response: %s", "The score is: %s",
             "Final verdict: %s", "Rating: %s",
             "Final score: %s", "Overall score: %s", "Final rating: %s",
             "Overall rating: %s", "Grade: %s", "**Score:** %s",
             "**Final Score:** %s", "Score for this response: %s",
             "My score: %s", "Verdict: %s", "Total score: %s",
             "### Score: %s", "Final Score: %s", "SCORE: %s"]

# the value table on a 1-5 scale: %d the value
VALUES_EN = ["%d", "%d/5", "%d out of 5", "(%d)", "**%d**",
             "[[%d]]", "%d.0", "%d points", "%d stars", "%d/5 points",
             "**%d/5**", "%d (out of 5)"]

# the trailer table: what may follow the committed verdict
TRAILERS = ["", ".", "<|eot_id|>", "\n"]

# what earlier rounds leave unread on purpose, counted here as lost
# signal, no family that must be read: a slash between spaces ("4 / 5"
# may be "4 or 5": rounds 24, 25 and 32 read it so)
SPACED = ["%d / 5", "**%d** / 5"]

# a sentence of justification with no label after the verdict, a part
# the work leaves out: read beside a score under the rubric's top, a
# conflict beside the top; its twins doubt, name another response or
# another value
WHY = "\n\nThe induction step skips the base case."
WHY_TRAPS = ["\n\nThe induction step skips the base case, so maybe %d.",
             "\n\nResponse B skips the base case.",
             "\n\nThe induction step skips the base case; %d would be "
             "fairer.",
             "\n\nThe induction step skips step %d?"]

# the languages' labels and values
LANGS = {
    "zh": (["评分：%s", "最终评分：%s", "得分：%s", "分数：%s"],
           ["%d", "%d分", "%d/5", "**%d**", "[[%d]]", "%d.0"]),
    "ja": (["評価：%s", "スコア：%s", "最終評価：%s", "点数：%s"],
           ["%d", "%d点", "%d/5", "**%d**", "[[%d]]", "%d.0"]),
    "ko": (["점수: %s", "최종 점수: %s", "평가: %s", "평점: %s"],
           ["%d", "%d점", "%d/5", "**%d**", "[[%d]]", "%d.0"]),
    "de": (["Bewertung: %s", "Punktzahl: %s", "Endbewertung: %s",
            "Gesamtnote: %s"],
           ["%d", "%d/5", "%d von 5", "%d Punkte", "**%d**",
            "[[%d]]", "%d.0"]),
    "fr": (["Note : %s", "Score : %s", "Note finale : %s",
            "Évaluation : %s"],
           ["%d", "%d/5", "%d sur 5", "%d points", "**%d**",
            "[[%d]]", "%d.0"]),
    "es": (["Puntuación: %s", "Calificación: %s", "Puntuación final: %s",
            "Nota final: %s"],
           ["%d", "%d/5", "%d de 5", "%d puntos", "**%d**",
            "[[%d]]", "%d.0"]),
    "ru": (["Оценка: %s", "Итоговая оценка: %s", "Балл: %s",
            "Оценка ответа: %s"],
           ["%d", "%d/5", "%d из 5", "%d балла", "**%d**",
            "[[%d]]", "%d.0"]),
}

LANG_TRAILERS = ["", "\n", "<|eot_id|>"]

# labels left unread on purpose, counted as lost signal in families no
# reader must read: "Note:" and "Nota:" are remarks as often ("Note: 1
# is not prime"), and "The score is 4" with no colon is a sentence,
# read by the prose reader (which refuses it after a text that names
# another response; since round 36 it reads a unit of points after the
# value, "The score is 4 points", "Nota: 4 puntos", not a value in
# brackets, "The score is [[4]]")
REMARKS = {"de": "Note: %s", "es": "Nota: %s", "en": "The score is %s"}


def put(F, family, must, verdict, want, k):
    """verdict alone, or after the judge's analysis (k in turn)."""
    if k % 2:
        verdict = "%s\n\n%s" % (ANALYSIS, verdict)
    F.add(family, must, "1-5", verdict, want, "")


def labels_en(F):
    """Every English label with every value and every trailer."""
    k = 0
    for lab in LABELS_EN:
        for val in VALUES_EN:
            for tr in TRAILERS:
                v = 1 + k % 5
                k += 1
                put(F, "label en", 1, lab % (val % v) + tr, v, k)
            v = 1 + k % 5
            k += 1
            # a part left out, beside a score under the top only
            if v < 5:
                put(F, "label why en", 1, lab % (val % v) + WHY, v, k)
            else:
                put(F, "label why trap en", 0, lab % (val % v) + WHY,
                    None, k)
        for t in WHY_TRAPS:
            v = 1 + k % 4
            k += 1
            put(F, "label why trap en", 0, lab % ("%d" % v) +
                (t % other(v) if "%d" in t else t), None, k)
        for val in SPACED:
            v = 1 + k % 5
            k += 1
            put(F, "slash spaced en", 0, lab % (val % v), v, k)


def traps_en(F):
    """The hostile twins of each label: another response's score, a
    range, a hedge, a revision, another scale, a quoted example."""
    k = 0
    for lab in LABELS_EN:
        for v in range(1, 6):
            o = other(v)
            k += 1
            for t in [lab % ("%d" % v) + " for Response B",
                      lab % ("%d (Response B)" % v),
                      "Response B\n\n" + lab % ("%d" % v)
                      if False else lab % ("%d-%d" % (o, v)),
                      lab % ("%d to %d" % (o, v)),
                      lab % ("%d or %d" % (v, o)),
                      lab % ("%d?" % v), lab % ("maybe %d" % v),
                      lab % ("%d. Actually, %d." % (v, o)),
                      lab % ("%d, no, %d" % (v, o)),
                      lab % ("%d/10" % (v + 5)),
                      lab % ("%d / 10" % (v + 5)),
                      lab % ("%d out of 10" % (v + 5)),
                      lab % ("%d stars out of 10" % (v + 5)),
                      lab % ("%d points out of 10" % (v + 5)),
                      'Use the format "%s".' % (lab % ("%d" % v)),
                      "For example:\n\n> %s" % (lab % ("%d" % v)),
                      "```\n%s\n```" % (lab % ("%d" % v)),
                      lab % ("%d" % o) + "\n" + lab % ("%d" % v),
                      lab % ("%d" % v) + "\n\nWait, let me re-check."]:
                put(F, "label trap en", 0, t, None, k)


def remarks(F):
    """The labels left unread on purpose, with the values."""
    k = 0
    for lang in sorted(REMARKS):
        vals = VALUES_EN if lang == "en" else LANGS[lang][1]
        for val in vals:
            v = 1 + k % 5
            k += 1
            put(F, "remark %s" % lang, 0, REMARKS[lang] % (val % v), v, k)
        lab = REMARKS[lang]
        for v in range(1, 6):
            o = other(v)
            k += 1
            for t in [lab % ("%d-%d" % (o, v)), lab % ("%d?" % v),
                      lab % ("%d/10" % (v + 5)),
                      lab % ("%d" % o) + "\n" + lab % ("%d" % v),
                      "```\n%s\n```" % (lab % ("%d" % v)),
                      'Use the format "%s".' % (lab % ("%d" % v))]:
                put(F, "remark trap %s" % lang, 0, t, None, k)


def langs(F):
    """Each language's labels x values x trailers, and their twins."""
    for lang in sorted(LANGS):
        labs, vals = LANGS[lang]
        k = 0
        for lab in labs:
            for val in vals:
                for tr in LANG_TRAILERS:
                    v = 1 + k % 5
                    k += 1
                    put(F, "label %s" % lang, 1, lab % (val % v) + tr, v, k)
            v = 1 + k % 5
            k += 1
            put(F, "slash spaced %s" % lang, 0, lab % ("%d / 5" % v), v, k)
        for lab in labs:
            for v in range(1, 6):
                o = other(v)
                k += 1
                for t in [lab % ("%d-%d" % (o, v)),
                          lab % ("%d?" % v),
                          lab % ("%d/10" % (v + 5)),
                          lab % ("%d / 10" % (v + 5)),
                          lab % ("%d" % o) + "\n" + lab % ("%d" % v),
                          "```\n%s\n```" % (lab % ("%d" % v))]:
                    put(F, "label trap %s" % lang, 0, t, None, k)


def put_rubric(F, family, must, rubric, verdict, want, k):
    """put, on another rubric than 1-5."""
    if k % 2:
        verdict = "%s\n\n%s" % (ANALYSIS, verdict)
    F.add(family, must, rubric, verdict, want, "")


def geval(F):
    """G-Eval's per-criterion lines.  A criterion's score is the
    verdict only when the rubric asks that one criterion
    (tests/judge/rubrics/one-criterion.yaml: Coherence) and the line
    ends the reply with nothing before it that states a value, or when
    an overall line follows the criteria; another criterion, two of
    them, or a rubric that names none: no verdict."""
    k = 0
    for v in range(1, 6):
        o = other(v)
        k += 1
        for t in ["- Coherence: %d" % v, "Coherence: %d" % v,
                  "Evaluation Form (scores ONLY):\n\n- Coherence: %d" % v,
                  "- Coherence (1-5): %d" % v, "- Coherence: %d<|eot_id|>"
                  % v, "- Coherence: %d\n" % v]:
            put_rubric(F, "geval one", 1, "one-criterion", t, v, k)
        for t in ["- Coherence: %d\n- Fluency: %d\n- Overall: %d"
                  % (v, v, v),
                  "- Coherence: %d\n- Relevance: %d\n- Overall: %d"
                  % (v, o, v) if v not in (1, 5) else
                  "- Coherence: %d\n- Relevance: %d\n- Overall: %d"
                  % (v, v, v)]:
            put(F, "geval overall", 1, t, v, k)
        for t in ["- Fluency: %d" % v, "- Relevance: %d" % v,
                  "- Coherence: %d\n- Fluency: %d" % (v, o),
                  "- Coherence: %d\n- Fluency: %d" % (v, v),
                  "- Coherence: %d-%d" % (o, v), "- Coherence: %d?" % v,
                  "- Coherence: %d/10" % (v + 5),
                  "- Coherence: %d (Response B)" % v,
                  "- Coherence (0-10): %d" % v,
                  "- Coherence: %d.5" % (v if v < 5 else 4),
                  "- Coherence: %d\n\nWait, let me re-check." % v,
                  "Score: %d\n- Coherence: %d" % (o, v),
                  "Response B:\n- Coherence: %d" % v,
                  "```\n- Coherence: %d\n```" % v,
                  "- Coherence: %d\n- Coherence: %d" % (o, v)]:
            put_rubric(F, "geval trap", 0, "one-criterion", t, None, k)
        for t in ["- Coherence: %d" % v, "Coherence: %d" % v,
                  "- Coherence: %d\n- Fluency: %d" % (v, o)]:
            put(F, "geval trap", 0, t, None, k)


def revised(F):
    """A score revised twice: the last revision is the verdict when
    nothing after it doubts it."""
    k = 0
    for v in range(1, 6):
        o = other(v)
        p = other(o) if other(o) != v else 5 if v != 5 else 4
        k += 1
        for t in ["Score: %d. On reflection, revised score: %d. "
                  "Actually, revised score: %d." % (p, o, v),
                  "Score: %d. Revised score: %d. Revised score: %d."
                  % (p, o, v),
                  "Score: %d. On reflection, revised score: %d. "
                  "On further reflection, revised score: %d." % (p, o, v)]:
            put(F, "revised twice", 1, t, v, k)
        for t in ["Score: %d. Revised score: %d. Revised score: %d?"
                  % (p, o, v),
                  "Score: %d. Revised score: %d. Revised score: %d. "
                  "Hmm, maybe %d." % (p, o, v, o),
                  "Score: %d. Revised score: %d. Revised score: %d or %d."
                  % (p, o, v, o),
                  "Score: %d. Revised score: %d. Revised score: %d-%d."
                  % (p, o, o, v)]:
            put(F, "revised trap", 0, t, None, k)


def families(reader):
    F = Families(READ, ANALYSIS)
    labels_en(F)
    traps_en(F)
    remarks(F)
    langs(F)
    geval(F)
    revised(F)
    return report(F, reader)


main("make-replies-round35.py", families)
