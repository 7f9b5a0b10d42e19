#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# make-replies-round30.py: round 30's judge replies: what round 29
# left lost, and the attacks on what it opened.  Lost in round 29: a
# score revised ("Score: 4. On reflection, 3."), criteria scored then
# an overall, the rubric's level text after an em dash or on its own
# line, a reference/response pair after analysis that names a step by
# its digit, prose verdicts in Arabic, Persian, Turkish, Indonesian,
# Vietnamese, Hindi, Bengali and Thai.  Attacks: the pair quoted from
# the rubric, naming another response, the reference's score last
# with something after it; the new labels beside a hedge in their own
# language; "</think>" glued to the verdict or before it.  Each case
# carries "want:", the verdict a reader of the reply takes it to state
# (none: none, or more than one).
#
#   make-replies-round30.py --families READER
#       the generated families, each read by READER (build/tests/
#       helpers/papo-read-replies); a line a family with its replies,
#       misread and lost; exit status 1 when any reply is misread, or
#       a family whose kind is marked read loses one
#       (tests/t-judge-round30.sh).  SHOW_LOST=1 in the environment
#       prints every reply lost.
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from replies_gen import (PLAIN_STYLES, Families, main,  # noqa: E402
                         other, report, styled_plain)

ANALYSIS = ("The response sets up the equation correctly in step 2 and "
            "solves for $x$, but it never checks that $x = -2$ lies "
            "outside the domain of $\\log(x+1)$. The final answer is right.")
STYLES = PLAIN_STYLES
# the same without a digit (a pair after a digit is round 29's lost)
PLAIN = ("The response sets up the equation correctly and solves for "
         "$x$, but it never checks the domain of $\\log(x+1)$.")

# the kinds (a family's first word) papo-judge reads: a verdict lost in
# a family of these that must be read fails
READ = {"pair", "label", "think", "prose", "criteria"}


# ---- round 29's lost ----

def revisions(F):
    for v in range(1, 6):
        o = other(v)
        for t in ["Score: %d. On reflection, %d." % (o, v),
                  "Score: %d\n\nWait, I was too generous. Final score: %d"
                  % (o, v),
                  "Score: %d\n\nRevised score: %d" % (o, v),
                  "Score: %d\n\nOn reflection, I'd lower it to %d." % (o, v),
                  "Score: %d\n\nActually, %d." % (o, v)]:
            F.add("revised", 0, "1-5", t, v)
        # a revision that hedges, names no value, or another response
        for t in ["Score: %d\n\nWait, maybe %d." % (o, v),
                  "Score: %d. On reflection, %d or %d." % (o, v, o),
                  "Score: %d\n\nWait, I was too generous. Final score: %d?"
                  % (o, v),
                  "Score: %d\n\nRevised score: %d/10" % (o, v),
                  "Score: %d\n\nRevised score for Response B: %d" % (o, v),
                  "Score: %d\n\nOn reflection, %d. Or %d." % (o, v, o),
                  "Score: %d\n\nWait, I was too generous." % o,
                  "Score: %d\n\nFinal score: %d\n\nActually, %d." % (o, v, o)
                  + " Hmm, maybe not.",
                  "Score: %d\n\nOn reflection, I'd lower it to %d, "
                  "unless the domain check counts." % (o, v),
                  "Score: %d\n\nRevised score: %d-%d" % (o, o, v)]:
            F.add("revised trap", 0, "1-5", t, None)


CRIT = ["Correctness", "Clarity", "Completeness", "Rigor"]


def criteria(F):
    for v in range(1, 6):
        o = other(v)
        for lab in ["Overall", "Overall score", "Final score", "Total",
                    "Total score"]:
            for f in ["%d", "%d/5"]:
                for n in (2, 3, 4):
                    rows = "\n".join("%s: %s" % (c, f % (v if j % 2 else o))
                                     for j, c in enumerate(CRIT[:n]))
                    F.add("criteria overall", 1, "1-5",
                          "%s\n%s: %s" % (rows, lab, f % v), v)
                    F.add("criteria overall", 1, "1-5",
                          "%s\n\n**%s:** %s" % (rows, lab, f % v), v)
                # traps: the overall hedged, another response's, a
                # criterion after it, a row no reader knows
                F.add("criteria trap", 0, "1-5",
                      "%s\n%s: %s or %s" % (rows, lab, f % v, f % o), None)
                F.add("criteria trap", 0, "1-5",
                      "%s\n%s for Response B: %s" % (rows, lab, f % v), None)
                F.add("criteria trap", 0, "1-5",
                      "%s\n%s: %s\nRigor: %s" % (rows, lab, f % v, f % o),
                      None)
                F.add("criteria trap", 0, "1-5",
                      "%s\nOverall, maybe: %s" % (rows, f % v), None)
                F.add("criteria trap", 0, "1-5",
                      "%s\n%s: %s?" % (rows, lab, f % v), None)


LEVELS = {5: "Excellent: complete and rigorous", 4: "Good: a minor gap",
          3: "Fair: several gaps", 2: "Poor: a wrong step",
          1: "Very poor: wrong throughout"}


def levels(F):
    for v in range(1, 6):
        o = other(v)
        for f in ["Score: %d \u2014 %s", "Score: %d\u2014%s",
                  "Score: %d\n%s", "Score: %d\n\n%s", "Score: %d \u2013 %s"]:
            F.add("level quoted", 0, "named-1-5", f % (v, LEVELS[v]), v)
            F.add("level trap", 0, "named-1-5", f % (v, LEVELS[o]), None)
            F.add("level trap", 0, "named-1-5", f % (v, LEVELS[v]) +
                  " or %d" % o, None)
            F.add("level trap", 0, "named-1-5", f % (v, LEVELS[v]) + "?",
                  None)
        # a range, a dash glued to another value, the name cut
        for t in ["Score: %d\u2013%d \u2014 %s" % (o, v, LEVELS[v]),
                  "Score: %d \u2014 %d \u2014 %s" % (v, o, LEVELS[o]),
                  "Score: %d\u2014%d" % (v, o),
                  "Score: %d \u2014 %s" % (v, LEVELS[v].split(":")[0] +
                                            ": maybe"),
                  "Score: %d \u2014 %s \u2014 %s" % (v, LEVELS[v],
                                                     LEVELS[o])]:
            F.add("level trap dash", 0, "named-1-5", t, None)


def pair_digits(F):
    for v in range(1, 6):
        for lead in ["Step 2 is wrong.", "The response gets step 2 wrong.",
                     "Steps 1 and 3 are fine; step 2 skips the domain.",
                     "In line 4, the sign flips."]:
            for pair in ["Reference: 5/5. Response: %d/5." % v,
                         "Reference score: 5\nResponse score: %d" % v,
                         "参考答案得分：5，学生回答得分：%d" % v]:
                F.add("pair digit", 1, "1-5", "%s\n\n%s" % (lead, pair), v)
        o = other(v)
        # a digit before the pair that is a score: no pair verdict
        for lead in ["Score: %d." % o, "I'd give %d." % o,
                     "It deserves %d/5." % o, "Maybe %d." % o,
                     "Response: %d/5." % o, "Step 2: %d/5." % o,
                     "Step 2 earns %d." % o, "Step 2, %d points off." % o,
                     "Steps 2 and %d/5." % o, "Step 2.%d is wrong." % o,
                     "Step 2b, %d." % o, "Step %d-%d is wrong." % (o, v),
                     "Steps 1, 2 and %d.5 fail." % o,
                     "Line 4 of %d." % o, "Step two gets %d." % o,
                     "Step 2 gets three."]:
            F.add("pair trap digit", 0, "1-5",
                  "%s\n\nReference: 5/5. Response: %d/5." % (lead, v), None)


# prose verdicts in the languages round 29 gave labels: (lang, form)
PROSE = [("ar", "أعطي هذه الإجابة %d من 5."),
         ("ar", "أقيّم هذه الإجابة بـ %d."),
         ("fa", "به این پاسخ نمره %d می‌دهم."),
         ("fa", "این پاسخ %d از 5 می‌گیرد."),
         ("tr", "Bu yanıta %d puan veriyorum."),
         ("tr", "Bu cevaba 5 üzerinden %d veriyorum."),
         ("id", "Saya memberi jawaban ini nilai %d."),
         ("id", "Saya memberikan skor %d dari 5."),
         ("vi", "Tôi cho câu trả lời này %d điểm."),
         ("vi", "Tôi chấm %d/5."),
         ("hi", "मैं इस उत्तर को %d अंक देता हूँ।"),
         ("hi", "इस उत्तर को 5 में से %d अंक।"),
         ("bn", "আমি এই উত্তরকে %d নম্বর দিচ্ছি।"),
         ("bn", "এই উত্তরের স্কোর %d।"),
         ("th", "ฉันให้คำตอบนี้ %d คะแนน"),
         ("th", "ให้ %d คะแนนจาก 5")]
OR = {"tr": "veya", "vi": "hoặc", "id": "atau", "hi": "या",
      "bn": "বা", "th": "หรือ", "fa": "یا", "ar": "أو"}
# "maybe" in each
MAYBE = {"tr": "belki", "vi": "có lẽ", "id": "mungkin", "hi": "शायद",
         "bn": "হয়তো", "th": "อาจจะ", "fa": "شاید", "ar": "ربما"}


def prose(F):
    for lang, form in PROSE:
        for v in range(1, 6):
            o = other(v)
            F.add("prose %s" % lang, 0, "1-5", form % v, v)
            F.add("prose trap", 0, "1-5",
                  form % v + " %s %d" % (OR[lang], o), None)
            F.add("prose trap", 0, "1-5", MAYBE[lang] + " " + form % v, None)
            F.add("prose trap", 0, "1-5", form % (v + 5), None)


# ---- attacks on round 29's pair reader ----

def pair_attacks(F):
    for v in range(1, 6):
        o = other(v)
        base = "Reference: 5/5. Response: %d/5." % v
        for t in [
                # quoted from the rubric or an example
                'The rubric says: "%s"' % base,
                "The rubric's example reads:\n\n> %s" % base,
                "For example, \"%s\"" % base,
                "e.g. %s" % base,
                "Format: %s" % base,
                "`%s`" % base,
                "\"%s\"" % base,
                "'%s'" % base,
                "(%s)" % base,
                # another response named
                "Reference: 5/5. Response A: %d/5." % v,
                "Reference: 5/5. The other response: %d/5." % v,
                "Reference: 5/5. Response 1: %d/5." % v,
                "Reference: 5/5. Previous response: %d/5." % v,
                "Reference: 5/5. First response: %d/5." % v,
                "Reference: 5/5. Second student's response: %d/5." % v,
                "参考答案得分：5，另一位学生回答得分：%d" % v,
                "参考答案得分：5，学生B回答得分：%d" % v,
                # the reference's score last, something after it
                "Response: %d/5. Reference: 5/5 or %d/5." % (v, o),
                "Response: %d/5. Reference: 5/5 (if correct)." % v,
                "Response: %d/5. Reference: 5/5. Response: %d/5."
                % (v, o),
                "Response: %d/5. Reference: 5/5?" % v,
                "Response: %d/5. Reference: %d/5, maybe." % (v, o),
                "Response: %d/5.\nReference: 5/5\nBut I am unsure." % v,
                "学生回答得分：%d，参考答案得分：5？" % v,
                "学生回答得分：%d，参考答案得分：5或4" % v,
                # the labels doubled or misplaced
                "Reference: 5/5. Reference: %d/5." % v,
                "Response: 5/5. Response: %d/5." % v,
                "Reference response: 5/5. Response: %d/5." % v,
                "Reference: 5/5. Response reference: %d/5." % v,
                "Reference: Response: %d/5." % v,
                "Reference: 5/5. Response: %d/5 (see step %d)." % (v, o),
                "Reference: 5/5. Response: %d/5 versus %d/5." % (v, o)]:
            F.add("pair trap attack", 0, "1-5", t, None)
        # the pair's response read with the reference's last
        for t in ["Response: %d/5. Reference: 5/5." % v,
                  "Response score: %d\nReference score: 5" % v,
                  "学生回答得分：%d，参考答案得分：5" % v]:
            for style in STYLES:
                F.add("pair reference-last", 1, "1-5",
                      styled_plain(style, PLAIN, t), v, "")


LABELS = [("tr", "Puan"), ("vi", "Điểm"), ("id", "Skor"), ("id", "Nilai"),
          ("hi", "अंक"), ("bn", "স্কোর"), ("th", "คะแนน"), ("fa", "امتیاز"),
          ("fa", "نمره")]


def label_hedges(F):
    for lang, lab in LABELS:
        m = MAYBE[lang]
        for v in range(1, 6):
            o = other(v)
            F.add("label %s" % lang, 1, "1-5", "%s: %d" % (lab, v), v)
            for t in ["%s: %s %d" % (lab, m, v),
                      "%s: %d (%s)" % (lab, v, m),
                      "%s: %d, %s %d" % (lab, v, m, o),
                      "%s %s: %d" % (m, lab, v),
                      "%s: %d\n%s %d" % (lab, v, m, o),
                      "%s: %d %s %d" % (lab, v, OR[lang], o),
                      "%s: %d\n\n%s %s %d" % (lab, v, m, OR[lang], o),
                      "%s: %d. %s." % (lab, v, m)]:
                F.add("label trap hedge", 0, "1-5", t, None)


def think_glued(F):
    for v in range(1, 6):
        o = other(v)
        for t, want in [
                ("Check each step.</think>Score: %d" % v, v),
                ("Check each step.\n</think>Score: %d" % v, v),
                ("<think>Check.</think>Score: %d" % v, v),
                ("Score: %d</think>" % v, None),
                ("Score: %d</think>\n\n" % v, None),
                ("Score: %d</think>The response is careful." % v, None),
                ("Score: %d</think>Score: %d" % (o, v), v),
                ("<think>Score: %d</think>Score: %d" % (o, v), v),
                ("Score: %d</think>Maybe %d." % (o, v), None),
                ("Score: %d</think>Score: %d or %d" % (o, v, o), None),
                ("<think>\nScore: %d" % v, None),
                ("Score: %d\n</think" % v, None),
                ("Score: %d</think>Score:" % v, None),
                ("</think>Score: %d</think>" % v, None),
                ("Score: %d</think></think>" % v, None)]:
            # a draft glued before the verdict is the reasoning's last
            # line, another verdict: lost (last_line_differs)
            fam = ("think trap glued" if want is None else
                   "think glued draft" if t.startswith("Score") else
                   "think glued")
            F.add(fam, fam == "think glued", "1-5", t, want, "")


def families(reader):
    F = Families(READ, ANALYSIS)
    revisions(F)
    criteria(F)
    levels(F)
    pair_digits(F)
    prose(F)
    pair_attacks(F)
    label_hedges(F)
    think_glued(F)
    return report(F, reader)


main("make-replies-round30.py", families)
