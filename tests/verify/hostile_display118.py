#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_display118.py: a sentence that a display's box interrupts
and that goes on, in lowercase words, on the line after it ("After 60
days, Cynthia will spend:\\n\\n$$\\n\\\\boxed{16}\\n$$\\n\\ndollars on ice
cream.", Qwen3's way): its rest is read as the rest after an inline box
is ("will spend \\\\boxed{16} dollars on ice cream."), rewarded; the
same rest with a doubt, a bound, a condition, a comparison or words
that take the value back, never (issue 26, session 63).

On session 62's binary only one or two words were read there (a unit:
"meters."); three or more were words after the answer not recognised.
Now they are read by the box's own sentence's readers (the tail's and
rest_known's), as after an inline box, and a scale word there is read
onto the value ("$$\\boxed{16}$$\nthousand dollars." was rewarded for
16 on session 62's binary: 16000).

usage: hostile_display118.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEM = ("Cynthia eats one serving of ice cream every night. She buys "
           "cartons of ice cream with 15 servings per carton at a cost of "
           "$4.00 per carton. After 60 days, how much will she spend on "
           "ice cream?")
LEADS = ["After 60 days, Cynthia will spend:", "Cynthia will spend",
         "### Final Answer\n\nAfter 60 days, Cynthia will spend:"]
DISPLAYS = ["\n\n$$\n\\boxed{%s}\n$$\n\n", "\n$$\n\\boxed{%s}\n$$\n",
            "\n\\[\n\\boxed{%s}\n\\]\n"]
RESTS = ["dollars on ice cream.", "dollars on ice cream", "dollars.",
         "dollars in total.", "dollars on ice cream after 60 days."]
TWINS = ["dollars, i think.", "dollars or maybe less.",
         "dollars on ice cream if the price holds.",
         "more dollars than before.", "which is wrong.",
         "dollars at most.", "dollars, probably.",
         "dollars, but that is not right.", "dollars on ice cream indeed.",
         "dollars on ice cream supposedly.", "thousand dollars.",
         "hundred dollars on ice cream.", "million dollars."]


def display(add):
    for lead in LEADS:
        for d in DISPLAYS:
            for r in RESTS:
                add("en-right", "16", PROBLEM, lead + d % "16" + r)
                add("en-wrong", "17", PROBLEM, lead + d % "16" + r)
            for r in TWINS:
                add("en-twin", "16", PROBLEM, lead + d % "16" + r)


def main():
    verify_run.usage("hostile_display118")
    return verify_run.run_kinds(
        "hostile_display118", verify_run.kind_rows([display]), width=8)


if __name__ == "__main__":
    sys.exit(main())
