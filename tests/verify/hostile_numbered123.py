#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_numbered123.py: options a problem numbers instead of
lettering ("Option 1: Tina\\nOption 2: Mina", "① 2 ② 4 ③ 6", "(1) 12
(2) 14 (3) 16", "1) ...", "选项1：...", "Вариант 1: ..."), as Korean and
Japanese exams, JEE and BenNumEval write them: a label that names an
option by its number ("Answer: Option 2", "The answer is (2).", "정답은
②입니다.", "정답: 2번") is that option, compared with a reference that
names it so or with its text; a bare number stays a value (issue 26,
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


def main():
    verify_run.usage("hostile_numbered123")
    return verify_run.run_kinds(
        "hostile_numbered123", verify_run.kind_rows([numbered]), width=8)


if __name__ == "__main__":
    sys.exit(main())
