#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_part66.py: a count of containers or groups of the noun
asked, and a statement of the writer's own after a tool's output
(issue 26, session 53).

Rewarded on session 52's binary though the count is of another thing:
"She collects 18 pairs of eggs.", "It sold 18 packs of pencils.",
"She collects 18 trays of eggs." to "How many eggs ...?" (a noun before
"of" was dropped as if the noun after it were counted; answer_prose.c
noun_closed keeps it, but for a part's noun that counts what follows:
"20 pieces of candy", "9 values of n").

And lost: a worded statement on its own line after a tool's output
line ("Output: 18\\n\\nSo she makes $18.": the line before a statement
was a tool's whatever the statement held; answer_find.c after_tool
asks it only of a statement that is a value alone, or after a label
alone: "Executing code...\\n18", "Output:\\nSo she makes $18.").

usage: hostile_part66.py PAPO_VERIFY [--list]

And lost: a check after the answer whose equations end on "= $18"
("Answer: 18\\n\\nExplanation: ... 9 × $2 = $18.": a currency's sign
before the restated value was read as no conclusion; answer_tail.c
alt_paragraph), opened by "Let me double-check", "Here is why:"
(alt_open), or closed by "Yes." (answer_close.c's verdicts).

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): part, tool, check.
"""
import sys

import verify_run

EGGS = ("Janet has {a} hens and each hen lays 2 eggs a day. How many eggs "
        "does she collect each day?")
PENCILS = ("A store sold {a} boxes with 2 pencils in each box. How many "
           "pencils did it sell?")
CANDY = ("Ann has {a} bags with 2 pieces of candy in each bag. How many "
         "pieces of candy does she have?")
BAGS = ("Each bag of candy costs $2 and Ann has ${a}. How many bags of "
        "candy can she buy?")


def part(add):
    verify_run.kind_forms(
        add, "part", (18, 26, 40), EGGS,
        ["She collects {v} eggs each day.", "She collects {v} eggs.",
         "So Janet collects {v} eggs each day.", "\\boxed{{{v}}}"],
        ["She collects {v} pairs of eggs.",
         "She collects {v} trays of eggs.",
         "She collects {v} cartons of eggs each day.",
         "So Janet collects {v} dozens of eggs.",
         "She collects {v} baskets of eggs."],
        a_of=lambda v: v // 2)
    verify_run.kind_forms(
        add, "part", (18, 26), PENCILS,
        ["It sold {v} pencils.", "The store sold {v} pencils."],
        ["It sold {v} packs of pencils.", "It sold {v} boxes of pencils.",
         "The store sold {v} bundles of pencils."],
        a_of=lambda v: v // 2)
    verify_run.kind_forms(
        add, "part", (18, 26), CANDY,
        ["She has {v} pieces of candy.", "Ann has {v} pieces of candy."],
        ["She has {v} bags of candy.", "Ann has {v} boxes of candy."],
        a_of=lambda v: v // 2)
    verify_run.kind_forms(
        add, "part", (18, 26), BAGS,
        ["She can buy {v} bags of candy.", "Ann can buy {v} bags."],
        ["She can buy {v} boxes of crayons.",
         "She can buy {v} boxes of candy."],
        a_of=lambda v: 2 * v)


MONEY = ("Janet sells {a} eggs a day for $2 each. How much in dollars does "
         "she make every day?")


def tool(add):
    code = "```python\nprint({a} * 2)\n```\n"
    for v in (18, 26, 40):
        p = MONEY.format(a=v // 2)
        c = code.format(a=v // 2)
        for t in ("Output: {v}\n\nSo she makes ${v} every day.",
                  c + "Output: {v}\n\nShe makes ${v} every day.",
                  c + "Output: {v}\n\nThe answer is {v}.",
                  "Execution result: {v}\n\nTherefore she makes ${v}."):
            r = t.format(v=v)
            add("tool-right", str(v), p, r)
            add("tool-wrong", str(v + 1), p, r)
        for t in ("Executing code...\n{v}", c + "Output:\n{v}",
                  "Output: {v}", c + "Output:\nSo she makes ${v}."):
            add("tool-twin", str(v), p, t.format(v=v))


def check(add):
    for v in (18, 26, 40):
        a = v // 2
        p = MONEY.format(a=a)
        w = "%d - 3 - 4 = %d eggs; %d × $2 = $%d." % (a + 7, a, a, v)
        for t in ("Answer: {v}\n\nExplanation: " + w,
                  "The answer is ${v}. Let me double-check: %d × 2 = {v}. "
                  "Yes." % a,
                  "The answer is ${v}.\n\nLet me check: %d × 2 = {v}. "
                  "Yes, that matches." % a,
                  "The answer is {v}. Here is why: %d × 2 = {v}." % a):
            r = t.format(v=v)
            add("check-right", str(v), p, r)
            add("check-wrong", str(v + 1), p, r)
        for t in ("The answer is ${v}. Let me double-check: %d × 2 = {u}."
                  % a,
                  "The answer is ${v}. Let me double-check: %d × 2 = {v}. "
                  "No." % a,
                  "Answer: {v}\n\nExplanation: %d × $2 = ${u}." % a):
            add("check-twin", str(v), p, t.format(v=v, u=v + 2))


def main():
    verify_run.usage("hostile_part66")
    return verify_run.run_kinds(
        "hostile_part66", verify_run.kind_rows([part, tool, check]),
        width=8)


if __name__ == "__main__":
    sys.exit(main())
