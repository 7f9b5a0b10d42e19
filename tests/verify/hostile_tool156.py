#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_tool156.py: a tool-using agent's answer after its code and
the harness's result, as round 39's GRPO runs with a Python tool write
it ("<python>\\n# Given values\\n...\\n</python>\\nExecution Result:
{'first_guess': 80, 'average_guess': 80.0}\\nFinal Answer:
$\\\\boxed{80}$<|im_end|>"): the code's comments are no headings, the
answer below the code stands under no heading above it, the result line
right after the code is the tool's (its words, "guess" among them, no
doubt of the solver's), and a check mark after the box and its noun
closes the statement ("The loaf will last $\\\\boxed{4}$ days. ✅").  A
doubt of the solver's after the result, a result line not right after
code, a cross after the box or more words after the mark stay refused
(issue 26, session 68).

On session 67's binary these were refused ("under a heading not
recognised", "another value weighed before it", "a symbol or script
after it papo cannot read").

usage: hostile_tool156.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEM = ("Tom guesses 80 jelly beans, Ann guesses half of that plus 20 "
           "and Bo guesses 25% more than Tom. What is their average "
           "guess?")
STEPS = ["### Step 1: Find each guess\n\nAnn: 80 / 2 + 20 = 60.\n"
         "Bo: 80 * 1.25 = 100.\n\n",
         "1. Tom: 80\n2. Ann: 60\n3. In all three:\n"
         "   $$\n   80 + 60 + 100 = 240\n   $$\n\n", ""]
CODE = ["<python>\n# Given values\nfirst_guess = 80\nsecond_guess = 80 / 2 "
        "+ 20\nthird_guess = 80 * 1.25\n\n# Average\naverage_guess = "
        "(first_guess + second_guess + third_guess) / 3\naverage_guess\n"
        "</python>\n",
        "<python>\n(80 + 60 + 100) / 3\n</python>\n"]
RESULTS = ["Execution Result: {'first_guess': 80, 'second_guess': 60.0, "
           "'third_guess': 100.0, 'average_guess': 80.0}\n",
           "Execution Result: {}\n", "Output: 80.0\n"]
ENDS = ["Final Answer: $\\boxed{80}$<|im_end|>",
        "Final Answer:\n\\boxed{80}<|im_end|>",
        "The average guess is $\\boxed{80}$<|im_end|>",
        "So the average is $\\boxed{80}$ jelly beans. \u2705<|im_end|>",
        "The average of the guesses is $\\boxed{80}$. \u2705"]
# the solver's own doubt after the result, a cross, words after a mark
TWINS = ["I guess the answer is $\\boxed{80}$<|im_end|>",
         "Final Answer: $\\boxed{80}$ (probably)<|im_end|>",
         "So the average is $\\boxed{80}$ jelly beans. \u274c<|im_end|>",
         "So the average is $\\boxed{80}$ jelly beans. \u2705 or 81",
         "So the average is $\\boxed{80}$ triple jelly beans. \u2705",
         "So the average is $\\boxed{80}$ double jelly beans.",
         "Final Answer: $\\boxed{80}$, but I am not sure.<|im_end|>"]


def tool(add):
    for st in STEPS:
        for code in CODE:
            for res in RESULTS:
                for end in ENDS:
                    r = st + code + res + end
                    add("tool-right", "80", PROBLEM, r)
                    add("tool-wrong", "81", PROBLEM, r)
                for end in TWINS:
                    add("tool-twin", "80", PROBLEM, st + code + res + end)
            # a result line not right after the code is the solver's
            add("loose-twin", "80", PROBLEM, st + code +
                "\nResult: maybe 80, I guess\n" + ENDS[0])
            # words in the result line are the model's, not the tool's
            for res in ["Execution Result: the answer is probably 81\n",
                        "Output: I doubt this, maybe 81\n",
                        "Execution Result: {'x': 80} but I think it is "
                        "81\n"]:
                add("words-twin", "80", PROBLEM, st + code + res +
                    ENDS[0])


def main():
    verify_run.usage("hostile_tool156")
    return verify_run.run_kinds(
        "hostile_tool156", verify_run.kind_rows([tool]), width=8)


if __name__ == "__main__":
    sys.exit(main())
