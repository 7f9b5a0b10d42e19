#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_zhchoice131.py: a Chinese statement that names the options
first and says they are right ("C选项正确。", "选项 B、C、D 均正确。",
"B、C、D 均为正确选项。"), one that names the option the work matches
("这对应选项 C。", "匹配选项 C。", "对应选项为 C。"), alone or as the
sentence before a box, under a problem whose options are labelled
"A．" (the gaokao's, no space after the fullwidth stop); a negation, a
doubt, a question, another letter in the box, "A与B一致" stay unread
or wrong; a letter box under a sentence that names its option with a
negation, a doubt or a modal is no answer ("Option C ist falsch.\\n\\n
\\\\boxed{C}", "La opción C es incorrecta."), unless a last clause or
a Chinese close says the option holds ("Option A is wrong, so the
answer is C.") (issue 26, session 65).  Words no row holds naming the
option ("Blorf glorp C.") are still read as naming it: a limit.

On session 64's binary 516 of the 774 right forms were refused ("no
answer found", "a sentence before it not recognised") and 39 twins
rewarded ("C选项不正确。\\n\\n\\\\boxed{C}"); Qwen3.6's and Gemma
4's answers to the 2026 gaokao end so.

usage: hostile_zhchoice131.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEMS = [
    "下列正确的是\nA．1\nB．2\nC．3\nD．4",
    "下列说法正确的是（ ）\nA. 1\nB. 2\nC. 3\nD. 4",
    "下列說法正確的是\nA．1\nB．2\nC．3\nD．4",
]
LEADS = ["", "综上，", "所以", "因此", "对照选项，", "故"]
ONE = ["{c}选项正确。", "选项{c}正确。", "选项 {c} 正确。", "{c} 选项正确。",
       "{c}选项是正确的。", "{c}为正确选项。"]
MANY = ["选项 {l} 均正确。", "{l} 均为正确选项。", "{l} 选项均正确。",
        "{l}都正确。"]
MATCH = ["这对应选项 {c}。", "匹配选项 {c}。", "对应选项为 {c}。"]
ONE_TWINS = ["{c}选项不正确。", "{c}选项可能正确。", "{c}选项正确吗？",
             "{c}选项错误。", "我猜{c}选项正确。", "{c}选项似乎正确。",
             "也许{c}选项正确。", "{c}选项不一定正确。"]
MATCH_TWINS = ["这不对应选项 {c}。", "这可能对应选项 {c}。",
               "这似乎对应选项 {c}。"]


def statements(add):
    for p in PROBLEMS:
        for lead in LEADS:
            for f in ONE:
                for c, w in [("C", "B"), ("A", "D")]:
                    r = lead + f.format(c=c)
                    add("one-right", c, p, r)
                    add("one-wrong", w, p, r)
                    add("box-right", c, p, r + "\n\n\\boxed{" + c + "}")
                    add("box-wrong", w, p, r + "\n\n\\boxed{" + c + "}")
                    add("box-twin", c, p, r + "\n\n\\boxed{" + w + "}")
            for f in MANY:
                for letters, ref in [("B、C、D", "BCD"), ("A、C", "AC")]:
                    r = lead + f.format(l=letters)
                    add("many-right", ref, p, r)
                    add("many-wrong", ref[:-1], p, r)
                    add("many-right", ref, p, r + "\n\n\\boxed{" + ref +
                        "}")
            for f in ONE_TWINS:
                add("one-twin", "C", p, lead + f.format(c="C"))
                add("one-twin", "C", p, lead + f.format(c="C") +
                    "\n\n\\boxed{C}")
        for f in MATCH:
            for c, w in [("C", "B"), ("D", "A")]:
                # (a value in its own sentence before the option named
                # is read as naming two, "13, choice B": not here)
                r = "计算完毕。" + f.format(c=c)
                add("match-right", c, p, r)
                add("match-wrong", w, p, r)
                add("match-right", c, p, f.format(c=c) + "\n\n\\boxed{" +
                    c + "}")
                add("match-right", c, p, "综上所述，$x=3$，" + f.format(c=c) +
                    "\n\n\\boxed{" + c + "}")
                add("match-twin", c, p, f.format(c=c) + "\n\n\\boxed{" +
                    w + "}")
        for f in MATCH_TWINS:
            add("match-twin", "C", p, f.format(c="C"))
            add("match-twin", "C", p, f.format(c="C") + "\n\n\\boxed{C}")
        add("pair-twin", "AB", p, "A与B一致。")
        # a sentence that names the boxed option and denies or doubts
        # it, in any language, is no answer (on session 64's binary
        # "C选项不正确。\n\n\\boxed{C}" was rewarded)
        for t in ["C选项不正确。", "C选项错误。", "选项 C 不对。",
                  "Option C ist falsch.", "La opción C es incorrecta.",
                  "L'option C est fausse.", "Option C might be right.",
                  "Option C is not correct.",
                  "计算结果与选项 C 不一致。", "计算结果可能与选项 C 一致。"]:
            add("named-twin", "C", p, t + "\n\n\\boxed{C}")


def main():
    verify_run.usage("hostile_zhchoice131")
    return verify_run.run_kinds(
        "hostile_zhchoice131", verify_run.kind_rows([statements]), width=8)


if __name__ == "__main__":
    sys.exit(main())
