#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# make-replies-round28.py: round 28's judge replies: what round 27 left
# lost.  Digits of the script the text around them is written in:
# full-width digits after a CJK label in CJK text ("得分：４"),
# Arabic-Indic digits after an Arabic label ("التقييم: ٤"), each
# label, separator and value form of a table (the same forms in ASCII
# digits are read).  Beside each, hostile twins made from it: every
# mark that may touch a digit put after it (combining marks, zero-width
# and joining characters, variation selectors, a keycap), the run mixed
# with another script's digits or with ASCII ones, the digits swapped
# for another script's (Arabic-Indic after a CJK label, full-width
# after an Arabic one, Persian, Devanagari, mathematical), an English
# word on the line, a value off the scale, a hedge or an alternative;
# and English labels with the same digits (look-alikes).  A table of
# criteria whose last row is their total ("| **Total** | **4/5** |"),
# beside twins with the total not last or twice, a row of the reference
# or of another response, another scale or form, a hedge, a criterion
# no row names, a value said before or after the table.  A JSON list of
# remarks whose items are noun phrases of the assessment rows
# ("issues": ["domain not checked"]), beside the same items with a
# value, a hedge, a condition or a verdict word put before each word or
# after the last.  A justification that says the work "identifies the
# key idea" (round 26's), beside the same with a word put before each of
# its words.  Each case
# carries "want:", the verdict a reader of the reply takes it to state
# (none: none, or more than one).
#
#   make-replies-round28.py --families READER
#       the generated families, each read by READER (build/tests/
#       helpers/papo-read-replies); a line a family with its replies,
#       misread and lost; exit status 1 when any reply is misread, or
#       a family whose kind is marked read loses one
#       (tests/t-judge-round28.sh).  SHOW_LOST=1 in the environment
#       prints every reply lost.
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from replies_gen import (PLAIN_STYLES, Families, main,  # noqa: E402
                         report, styled_plain)

ANALYSIS = ("The response sets up the equation correctly and solves for "
            "$x$, but it never checks that $x = -2$ lies outside the "
            "domain of $\\log(x+1)$. The final answer is right.")
STYLES = PLAIN_STYLES


# the kinds (a family's first word) papo-judge reads: a verdict lost in
# a family of these that must be read fails
READ = {"digits", "table", "json", "key"}


# ---- digits of the script around them ----

def wide(s):
    """s with its ASCII digits full-width."""
    return "".join(chr(0xff10 + ord(c) - 48) if c.isdigit() else c
                   for c in s)


def arabic(s):
    """s with its ASCII digits Arabic-Indic."""
    return "".join(chr(0x660 + ord(c) - 48) if c.isdigit() else c
                   for c in s)


def script(s, base):
    """s with its ASCII digits those of the block starting at base."""
    return "".join(chr(base + ord(c) - 48) if c.isdigit() else c
                   for c in s)


CJK_LABELS = ["得分", "评分", "分数", "評分", "分數", "スコア", "点数",
              "점수", "評価", "총점", "打分", "总分", "最终得分"]
AR_LABELS = ["التقييم", "الدرجة"]
CJK_SEPS = ["：", ":", ": ", "： "]
AR_SEPS = [": ", ":"]
# the value as written after the label ({d}: the digits)
CJK_VALUES = ["{d}", "{d}分", "{d}点", "{d}점", "{d}/5", "**{d}**",
              "{d}。"]
AR_VALUES = ["{d}", "{d}/5", "**{d}**"]
# what may touch a digit and spoil it: combining marks (acute,
# diaeresis, enclosing keycap, Arabic shadda and fathatan), zero-width
# space, joiner and non-joiner, word joiner, a variation selector, a
# BOM
SPOILERS = ["\u0301", "\u0308", "\u20e3", "\u0651", "\u064b",
            "\u200b", "\u200d", "\u200c", "\u2060", "\ufe0f", "\ufeff"]
# digit blocks no label of ours writes in
OTHER = [0x6f0, 0x966, 0x9e6, 0xe50, 0x1d7ce]


def forms():
    """(label, sep, value, digits of the script) for every form."""
    for lab in CJK_LABELS:
        for sep in CJK_SEPS:
            for val in CJK_VALUES:
                yield lab, sep, val, wide, arabic
    for lab in AR_LABELS:
        for sep in AR_SEPS:
            for val in AR_VALUES:
                yield lab, sep, val, arabic, wide


def native(F):
    k = 0
    for lab, sep, val, own, swap in forms():
        for v in range(1, 6):
            k += 1
            d = own(str(v))
            o = v - 1 if v > 1 else 2
            F.add("digits script", 1, "1-5",
                  lab + sep + own(val).replace("{d}", d), v)
            F.add("digits script", 1, "1-5",
                  "**" + lab + sep.rstrip() + "**" + own(val).replace(
                      "{d}", d), v)
            if (k + v) % 3:
                continue
            bad = []
            if "5" in val:
                # the scale in ASCII beside the value: one number of
                # two scripts
                bad.append(val.replace("{d}", d))
            nv = own(val)
            # a mark after the run, or between its digits' value and
            # the rest
            for sp in SPOILERS:
                bad.append(nv.replace("{d}", d + sp))
            # mixed with ASCII or another script's digits
            bad.append(nv.replace("{d}", str(v) + d))
            bad.append(nv.replace("{d}", d + str(v)))
            bad.append(nv.replace("{d}", d + swap(str(v))))
            bad.append(nv.replace("{d}", swap(str(v))))
            for base in OTHER:
                bad.append(nv.replace("{d}", script(str(v), base)))
                bad.append(nv.replace("{d}", d + script(str(v), base)))
            # off the scale, two values, a hedge, an English word
            bad.append(nv.replace("{d}", own(str(v) + str(v))))
            bad.append(nv.replace("{d}", own("6")))
            bad.append(nv.replace("{d}", own("0")))
            bad.append(nv.replace("{d}", d + " or " + own(str(o))))
            bad.append(nv.replace("{d}", d + "或" + own(str(o))))
            bad.append(nv.replace("{d}", d + "？"))
            bad.append(nv.replace("{d}", d + " points"))
            bad.append(nv.replace("{d}", d + "/10"))
            for b in bad:
                F.add("digits trap native", 0, "1-5", lab + sep + b,
                      None)


def english(F):
    """English labels with other scripts' digits: look-alikes."""
    for v in range(1, 6):
        for lab in ["Score: ", "Score：", "Final score: ", "**Score:** ",
                    "Rating: ", "The score is ", "I give this a "]:
            for conv in (wide, arabic):
                for tail in ["", "/5", ".", " out of 5"]:
                    F.add("digits trap english", 0, "1-5",
                          lab + conv(str(v)) + tail, None)
        # a CJK or Arabic label inside an English line
        for line in ["My 得分：%s", "得分：%s (four)", "Score 得分：%s",
                     "التقييم: %s points", "Score التقييم: %s"]:
            for conv in (wide, arabic):
                F.add("digits trap english", 0, "1-5",
                      line % conv(str(v)), None)


# ---- a table of criteria and their total ----

CRITERIA = ["Correctness", "Clarity", "Completeness", "Rigor",
            "Mathematical correctness", "Logical rigor"]
TOTALS = ["Total", "**Total**", "Overall", "**Overall**", "Total score",
          "Final score", "Overall score", "Score"]


def table(rows, head="| Criterion | Score |\n|---|---|\n"):
    return head + "".join("| %s | %s |\n" % r for r in rows)


def tables(F):
    k = 0
    for v in range(1, 6):
        o = v - 1 if v > 1 else 2
        for bare in (0, 1):
            f = (lambda x: "%d" % x) if bare else (lambda x: "%d/5" % x)
            for tot in TOTALS:
                for m in range(1, 4):
                    k += 1
                    crit = [(CRITERIA[(k + j) % len(CRITERIA)],
                             f(v if j % 2 == 0 else o)) for j in range(m)]
                    emph = "**%s**" if tot.startswith("**") else "%s"
                    good = crit + [(tot, emph % f(v))]
                    F.add("table total", 1, "1-5", table(good).rstrip(), v)
                    if k % 2:
                        continue
                    bad = [
                        # the total not last, or twice
                        table(crit[:1] + [(tot, f(v))] + crit[1:] +
                              [("Rigor", f(o))]),
                        table(good + [(tot, f(o))]),
                        table(good + [("Total", f(v))]),
                        # a row of the reference or another response
                        table(crit + [("Reference", f(o)), (tot, f(v))]),
                        table(crit + [("Response B", f(o)),
                                      (tot, f(v))]),
                        table(crit + [("Reference answer", f(o)),
                                      (tot, f(v))]),
                        # another scale, two forms, off the scale
                        table(crit + [(tot, "%d/10" % v)]),
                        table(crit + [(tot, "%d" % v if not bare else
                                       "%d/5" % v)]),
                        table(crit + [(tot, f(7))]),
                        table(crit + [(tot, f(0))]),
                        table([(c, f(9)) for c, _ in crit] +
                              [(tot, f(v))]),
                        # a total outside the criteria's values
                        table([(c, f(v)) for c, _ in crit] +
                              [(tot, f(o))]),
                        # a hedge, an alternative, a question
                        table(crit + [(tot, f(v) + " or " + f(o))]),
                        table(crit + [(tot, "~" + f(v))]),
                        table(crit + [(tot, f(v) + "?")]),
                        table(crit + [(tot, "about " + f(v))]),
                        table(crit + [(tot, f(v) + " (maybe " +
                                       f(o) + ")")]),
                        # a criterion no row names, a third cell, a
                        # header not of criteria
                        table([("Vibes", f(v))] + [(tot, f(v))]),
                        table(crit + [(tot, f(v))]).replace(
                            "| Score |", "| Score | Note |", 1),
                        table(crit + [(tot, f(v))],
                              "| Response | Score |\n|---|---|\n"),
                        table(crit + [(tot, f(v))],
                              "| Criterion | Weight |\n|---|---|\n"),
                        # a value said before or after the table
                        "I would give it a %d.\n\n" % o +
                        table(good),
                        "I would give it %s.\n\n" % ["zero", "one",
                        "two", "three", "four", "five"][o] + table(good),
                        "Score: %d\n\n" % o + table(good),
                        table(good) + "\nActually, make that %d." % o,
                        table(good) + "\nThe reference deserves more.",
                    ]
                    for b in bad:
                        F.add("table trap total", 0, "1-5", b.rstrip(),
                              None)


# ---- a list of remarks of noun phrases ----

NPS = ["domain", "final step", "last step", "second case", "derivation",
       "proof", "justification", "domain check", "explanation"]
NPREDS = ["not checked", "not verified", "not justified", "missing",
          "skipped", "omitted", "not fully justified", "not shown"]
NGOOD = ["correct", "sound", "clear", "complete", "justified"]


def phrases(F):
    k = 0
    for v in range(1, 6):
        o = v - 1 if v > 1 else 2
        for np in NPS:
            for pr in NPREDS + NGOOD:
                k += 1
                key = ["issues", "weaknesses", "errors"][k % 3] \
                    if pr in NPREDS else ["strengths", "issues"][k % 2]
                item = "%s %s" % (np, pr)
                reply = '{"score": %d, "%s": ["%s"]}' % (v, key, item)
                if v == 5 and pr in NPREDS:
                    # a fault beside the scale's top says two things
                    F.add("json trap phrase top", 0, "1-5", reply, None)
                else:
                    F.add("json phrase", 1, "1-5", reply, v)
                if k % 4:
                    continue
                words = item.split(" ")
                for p in range(len(words) + 1):
                    for w in ["%d" % o, "maybe", "or", "a %d" % o,
                              "if", "probably", "score", "about"]:
                        if w[-1].isdigit() and p > 0 and \
                                words[p - 1] in ("step", "case"):
                            # "the final step 4": a step's name, which
                            # a justification may give (why_steps)
                            continue
                        bad = " ".join(words[:p] + [w] + words[p:])
                        F.add("json trap phrase", 0, "1-5",
                              '{"score": %d, "%s": ["%s"]}'
                              % (v, key, bad), None)
                for tail in [", so %d" % o, " (%d/5)" % o, "?",
                             ", I think", "; score %d" % o]:
                    F.add("json trap phrase", 0, "1-5",
                          '{"score": %d, "%s": ["%s%s"]}'
                          % (v, key, item, tail), None)


# ---- what the work does well, beside a fault ----

KEY = ["The response identifies the key idea.",
       "The solution identifies the key idea but does not verify the "
       "domain.",
       "The response identifies the key idea, but the final step is thin.",
       "The proof identifies the key idea and is clear."]
VERDICTS = ["I give this a {v}.", "The score is {v}.", "Score: {v}",
            "I would rate this a {v} out of 5."]


def key_idea(F):
    k = 0
    for v in range(1, 6):
        o = v - 1 if v > 1 else 2
        for t in VERDICTS:
            for j in KEY:
                k += 1
                sep = "\n\n" if k % 2 else ("\n" if not t.endswith(".")
                                             else " ")
                if v == 5 and ("but" in j or "thin" in j):
                    F.add("key trap top", 0, "1-5", t.format(v=v) + sep + j,
                          None)
                else:
                    F.add("key idea", 1, "1-5", t.format(v=v) + sep + j, v)
                words = j[:-1].split(" ")
                for p in range(1, len(words) + 1):
                    for w in ["%d" % o, "maybe", "if", "or", "not",
                              "probably", "a %d" % o]:
                        bad = " ".join(words[:p] + [w] + words[p:]) + "."
                        F.add("key trap inserted", 0, "1-5",
                              t.format(v=v) + sep + bad, None)


def families(reader):
    F = Families(READ, ANALYSIS, every=False)
    native(F)
    english(F)
    tables(F)
    phrases(F)
    key_idea(F)
    return report(F, reader)


main("make-replies-round28.py", families)
