#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_numbered123.py: options a problem numbers instead of
lettering ("Option 1: Tina\\nOption 2: Mina", "① 2 ② 4 ③ 6", "(1) 12
(2) 14 (3) 16", "1) ...", "选项1：...", "Вариант 1: ..."), as Korean and
Japanese exams, JEE and BenNumEval write them: a label that names an
option by its number ("Answer: Option 2", "The answer is (2).", "정답은
②입니다.", "정답: 2번") is that option, compared with a reference that
names it so or with its text; a bare number stays a value, but for
MMMLU's and HRM8K's lists ending the problem ("1. 6\\n2. 8"), whose
answer is a bare index: an index no other option's text is names its
option, in the reference or a box ("\\\\boxed{2}"), and one that is another
option's text ("2" under "1. 4\\n2. 8\\n3. 2") rewards nothing (issue 26,
session 64).

On session 63's binary "Answer: Option 2" was the value 2: rewarded
against a reference 2 where option 2 is 4 (a wrong answer rewarded),
and never equal to a reference "Option 2" (BenNumEval's: every right
answer lost); "②" and "2번" were never an option.

usage: hostile_numbered123.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another reference; KIND-twin, never rewarded).
"""
import sys

import verify_run

WORDS = ["Tina", "Mina", "Rafi"]
NUMS = ["2", "4", "6"]


def lists(texts):
    """The problem's option lists of texts, each with its kind."""
    return [
        ("noun", "\n".join("Option %d: %s" % (k + 1, t)
                           for k, t in enumerate(texts))),
        ("noun", "\n".join("Option %d. %s" % (k + 1, t)
                           for k, t in enumerate(texts))),
        ("paren", " ".join("(%d) %s" % (k + 1, t)
                           for k, t in enumerate(texts))),
        ("paren", "\n".join("(%d) %s" % (k + 1, t)
                            for k, t in enumerate(texts))),
        ("paren", "\n".join("%d) %s" % (k + 1, t)
                            for k, t in enumerate(texts))),
        ("circled", " ".join("%s %s" % ("①②③④⑤"[k], t)
                             for k, t in enumerate(texts))),
        ("circled", "\n".join("%s %s" % ("①②③④⑤"[k], t)
                              for k, t in enumerate(texts))),
        ("zh", "\n".join("选项%d：%s" % (k + 1, t)
                         for k, t in enumerate(texts))),
        ("ru", "\n".join("Вариант %d: %s" % (k + 1, t)
                         for k, t in enumerate(texts))),
    ]


# the response's statements of option 2 ({t} its text)
NAMING = ["Answer: Option 2", "The answer is Option 2.",
          "**Answer: Option 2**", "The answer is (2).", "Answer: (2)",
          "答案：②", "정답은 ②입니다.", "정답: 2번", "정답: ②번",
          "Answer: Option 2: {t}", "The correct option is (2)."]
# naming two options, or hedging: never an answer
HEDGED = ["Answer: Option 2 or Option 3", "Maybe (2).",
          "Answer: (2) or (3)", "The answer is probably Option 2."]


def numbered(add):
    for texts, stem in [(WORDS, "Who drives farther?"),
                        (NUMS, "How many legs does a bird have?")]:
        for kind, lst in lists(texts):
            p = stem + "\n" + lst
            t2 = texts[1]
            # a reference that names option 2 by its number
            for ref, wrong in [("Option 2", "Option 3"), ("(2)", "(3)"),
                               ("②", "③")]:
                for r in NAMING:
                    r = r.format(t=t2)
                    add(kind + "-right", ref, p, r)
                    add(kind + "-wrong", wrong, p, r)
                add(kind + "-right", ref, p, "Answer: " + t2)
                add(kind + "-wrong", wrong, p, "Answer: " + t2)
                for r in HEDGED:
                    add(kind + "-twin", ref, p, r)
                add(kind + "-twin", ref, p,
                    "Answer: Option 2: " + texts[0])
            # a reference that is option 2's text
            for r in NAMING:
                r = r.format(t=t2)
                add(kind + "-right", t2, p, r)
                add(kind + "-wrong", texts[0], p, r)
            for r in HEDGED:
                add(kind + "-twin", t2, p, r)
            if texts is NUMS:
                # the reference 2 is option 1's text: "Option 2" is 4
                for r in NAMING:
                    add(kind + "-twin", "2", p, r.format(t=t2))


# MMMLU's and HRM8K's lists ("1. 6\n2. 8" ending the problem) and their
# answer index, a bare number
SPIDER = "How many legs does a spider have?\n\n1. 6\n2. 8\n3. 10\n4. 12\n"
# "2" is option 2's number and option 3's text: an index or a value
DIVISORS = ("How many positive divisors do 120 and 40 share?\n\n1. 4\n2. "
            "8\n3. 2\n4. 1\n")
ANTS = ("Species A doubles each day and species B triples. How many ants "
        "of species A are there on day 5?\n\n1. 211\n2. 2321\n3. 11\n"
        "4. 608\n")


def dotted(add):
    for r in ["\\boxed{8}", "The answer is 8.", "So the answer is "
              "\\boxed{2}.", "정답은 2번입니다.", "Answer: (2)",
              "Answer: Option 2"]:
        add("dot-right", "2", SPIDER, r)
        add("dot-wrong", "3", SPIDER, r)
    for r in ["\\boxed{8}", "\\boxed{2}", "The answer is 2."]:
        add("dot-twin", "2", DIVISORS, r)
    for r in ["Species A: 19 x 32 = 608.\n\n\\boxed{608}",
              "A has 608 ants: \\boxed{608}"]:
        add("dot-right", "4", ANTS, r)
        add("dot-wrong", "3", ANTS, r)
    for r in ["Species A has 608.\n\nThe answer is D.",
              "The answer is D."]:
        add("dot-twin", "4", ANTS, r)


def main():
    verify_run.usage("hostile_numbered123")
    return verify_run.run_kinds(
        "hostile_numbered123", verify_run.kind_rows([numbered, dotted]), width=8)


if __name__ == "__main__":
    sys.exit(main())
