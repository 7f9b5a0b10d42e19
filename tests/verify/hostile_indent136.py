#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_indent136.py: a response indented whole by its prompt's
template, every line a sentence ("\\n    Let's think step by step.\\n
    The power of 4 that is equal to 8 is $\\\\boxed{\\\\frac{3}{2}}$.\\n
    ", Cumulative Reasoning's GPT-4 runs with progressive hints), is
the work and its answer, read as prose; an indented block that is an
answer alone, holds a line of code or a label, stays a code block (no
answer, as hostile_fence34.py), and a hedge or another value stays
unread (issue 26, session 66).

On session 65's binary every right form was refused: "the response is
a code block alone".

usage: hostile_indent136.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEMS = [
    ("What power of 4 is equal to 8? Express your answer as a common "
     "fraction.", "\\frac{3}{2}",
     ["Let's think step by step.",
      "We write both sides as powers of 2: $2^{2x} = 2^3$.",
      "The power of 4 that is equal to 8 is $\\boxed{\\frac{3}{2}}$."]),
    ("A shop packs 8 crates with 7 apples in each crate. How many apples "
     "does the shop pack?", "56",
     ["Let's think step by step.",
      "Each crate holds 7 apples and there are 8 crates.",
      "So the shop packs $8 \\times 7 = \\boxed{56}$ apples."]),
    ("A train travels 60 km per hour for 4 hours. How far does it go?",
     "240",
     ["Il faut multiplier la vitesse par la durée.",
      "Donc le train parcourt $60 \\times 4 = 240$ km.",
      "La réponse est $\\boxed{240}$."]),
]
INDENTS = ["    ", "\t", "        "]
WRAPS = [("", ""), ("\n", "\n    "), ("\n", "\n")]


def block(lines, ind, wrap):
    return wrap[0] + "\n".join(ind + x for x in lines) + wrap[1]


def wrong_of(v):
    return "7" if v != "7" else "8"


def indented(add):
    for p, v, lines in PROBLEMS:
        w = wrong_of(v)
        for ind in INDENTS:
            for wrap in WRAPS:
                r = block(lines, ind, wrap)
                add("indent-right", v, p, r)
                add("indent-wrong", w, p, r)
                add("indent-right", v, p, block(lines[1:], ind, wrap))
                # a hedge after the answer, a line of code, a label
                add("indent-twin", v, p, block(lines + [
                    "But I am not sure about this."], ind, wrap))
                add("indent-twin", v, p, block(lines[:1] + [
                    "x = 8 * 7", "print(x)"] + lines[2:], ind, wrap))
                add("indent-twin", v, p, block(["Final result:",
                                                lines[-1]], ind, wrap))
                # an answer alone in the block: an example of the form
                add("indent-twin", v, p, block(lines[-1:], ind, wrap))
                add("indent-twin", v, p, block(["The answer is \\boxed{" +
                                                v + "}."], ind, wrap))


def main():
    verify_run.usage("hostile_indent136")
    return verify_run.run_kinds(
        "hostile_indent136", verify_run.kind_rows([indented]), width=8)


if __name__ == "__main__":
    sys.exit(main())
