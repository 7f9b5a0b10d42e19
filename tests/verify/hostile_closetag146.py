#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_closetag146.py: an answer tag closed with the spaces small
models put in it ("<answer> 106 </ answer>", "</answer >", Qwen2.5-Math
1.5B's replies to R1-Zero's prompt, round 38) is closed: its content is
read as any answer tag's; a closing tag of another name ("</ answers>")
leaves it open, and a doubt or another value stay what they are (issue
26, session 66).

On session 65's binary every right form was refused ("cut off: its
answer tag is never closed").

usage: hostile_closetag146.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEM = "The angles of a triangle are 30 and 44 degrees. What is the third?"
CLOSES = ["</ answer>", "</answer >", "</ answer >", "</  answer>",
          "</ANSWER >"]
BODIES = [" 106 ", " The third angle is \\(\\boxed{106}\\). ", "106"]


def tags(add):
    for lead in ("180 - 30 - 44 = 106. </think> ", "180 - 30 - 44 = 106.\n"):
        for c in CLOSES:
            for body in BODIES:
                r = lead + "<answer>" + body + c
                add("close-right", "106", PROBLEM, r)
                add("close-wrong", "107", PROBLEM, r)
                add("close-twin", "106", PROBLEM, lead + "<answer>" +
                    body.replace("106", "106?") + c)
        add("close-twin", "106", PROBLEM, lead + "<answer> 106 </ answers>")
        add("close-twin", "106", PROBLEM, lead + "<answer> 106 </answer_x >")


def main():
    verify_run.usage("hostile_closetag146")
    return verify_run.run_kinds(
        "hostile_closetag146", verify_run.kind_rows([tags]), width=8)


if __name__ == "__main__":
    sys.exit(main())
