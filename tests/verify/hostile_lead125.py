#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_lead125.py: the sentence right before a box, read with it
(issue 26, session 64):

- a box of several option letters ("\\\\boxed{ACD}") under a sentence
  whose answer names others ("正确选项为 A、C。", "答案为 B。", "The
  correct options are A and D.") or hedges ("答案为 A、C 或 D。") gives
  no answer, as a box of one letter under another's sentence did;
- a box under a sentence that negates its value right before it ("The
  answer is not C.", "所以答案不是C。", "La respuesta no es C.") gives
  none;
- a box under a sentence nothing else reads that states the same answer
  by a phrase ("故选C。", "综上所述，答案为 C。") is recognised;
- a set of letters ("A、C、D") under a problem whose options are lines
  of Chinese exams' "A．" is compared as a set, as under "A." lines.

On session 63's binary the first two were rewarded (a wrong answer or a
disowned one) and "故选C。\\n\\n\\\\boxed{C}" was refused as under a
sentence not recognised (Qwen3.6's gaokao answers end so).

usage: hostile_lead125.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another reference; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEM = "下列说法正确的是\nA．1\nB．2\nC．3\nD．4"
PROBLEM_EN = "Which of these are true?\n(A) 1\n(B) 2\n(C) 3\n(D) 4"
GAPS = ["\n\n", "\n"]


def box(s, v, gap):
    return s + gap + "\\boxed{" + v + "}"


def lead(add):
    for gap in GAPS:
        # several letters against another set or a hedge
        for s in ["正确选项为 A、C。", "答案为 B。", "答案为 A、B、C。",
                  "综上，正确选项为 A、D。", "答案为 A、C 或 D。",
                  "所以答案是 AD。"]:
            add("many-twin", "ACD", PROBLEM, box(s, "ACD", gap))
        for s in ["The correct options are A and D.",
                  "So the answer is B."]:
            add("many-twin", "ACD", PROBLEM_EN, box(s, "ACD", gap))
        for s in ["正确选项为 A、C、D。", "答案为 ACD。",
                  "综上，正确选项为 A、C、D。"]:
            add("many-right", "ACD", PROBLEM, box(s, "ACD", gap))
            add("many-wrong", "ABD", PROBLEM, box(s, "ACD", gap))
        add("many-right", "ACD", PROBLEM_EN,
            box("The correct options are A, C and D.", "ACD", gap))
        # the value negated right before it
        for s, p in [("The answer is not C.", PROBLEM_EN),
                     ("The answer isn't C.", PROBLEM_EN),
                     ("所以答案不是C。", PROBLEM),
                     ("La respuesta no es C.", PROBLEM_EN),
                     ("Die Antwort ist nicht C.", PROBLEM_EN)]:
            add("neg-twin", "C", p, box(s, "C", gap))
        for s in ["The answer is not 12.", "答案不是12。"]:
            add("neg-twin", "12", "How many?", box(s, "12", gap))
        for s, p in [("The answer is C.", PROBLEM_EN),
                     ("Option A is wrong, so the answer is C.",
                      PROBLEM_EN)]:
            add("neg-right", "C", p, box(s, "C", gap))
            add("neg-wrong", "B", p, box(s, "C", gap))
        # the same answer stated by a phrase nothing else read
        for s in ["故选C。", "故选 C。", "故选：C。", "综上所述，答案为 C。"]:
            add("said-right", "C", PROBLEM, box(s, "C", gap))
            add("said-wrong", "B", PROBLEM, box(s, "C", gap))
        for s in ["故选B。", "故选 B。"]:
            add("said-twin", "C", PROBLEM, box(s, "C", gap))


def sets(add):
    # a set of letters under Chinese exams' "A．" lines, as under "A."
    for ref in ["ACD", "A, C, D"]:
        for r in ["答案为 A、C、D。", "故选ACD。", "The answer is A, C, D.",
                  "\\boxed{ACD}", "正确选项为 A、C、D。"]:
            add("set-right", ref, PROBLEM, r)
            add("set-wrong", "AC", PROBLEM, r)
        for r in ["答案为 A、C 或 D。", "答案为 A、C。"]:
            add("set-twin", ref, PROBLEM, r)


def main():
    verify_run.usage("hostile_lead125")
    return verify_run.run_kinds(
        "hostile_lead125", verify_run.kind_rows([lead, sets]), width=8)


if __name__ == "__main__":
    sys.exit(main())
