#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_fence.py: a Python comment inside a fenced code block above
the answer is code, not the markdown heading of the answer's section
(issue 26, round 34): MathCoder's solutions ("```python\\n# Calculate the
total\\n...```", then the answer), 40 of them right and refused in the
corpus (mathcoder-*), were read as under the heading "Calculate the
total".

usage: hostile_fence.py PAPO_VERIFY [--list]

The variants stand under a real heading that disowns the work ("## Wrong
approach", "**Draft (do not grade)**"), with a code block of comments
between it and the answer: the heading still heads the section, so no
variant may be rewarded, whether the block is fenced ``` or ~~~ and
whether the answer is a sentence, a box or the value alone.  The
controls are the same replies with a heading that names the work ("##
Solution") or none, and a code block whose comments are neutral or
name words no heading row holds ("# Display the nearest option", "# The
GCD is stored in 'a' when the loop exits"): each must be rewarded.

Prints each variant rewarded and a count per family; exits 1 when any
variant is rewarded or a control is not.  --list writes the variants
(JSONL) instead of running them.
"""
import sys

import verify_run

PROBLEMS = [("A shop sells 12 boxes of 35 pens each. How many pens does "
             "it sell?", "420", "boxes * pens_each", "boxes, pens_each = 12, 35"),
            ("What is the highest common divisor of 27148 and 1234?",
             "1234", "gcd(a, b)", "a, b = 27148, 1234"),
            ("Tom has 58 marbles and gives away 19. How many are left?",
             "39", "total - given", "total, given = 58, 19")]
COMMENTS = ["# Calculate the total", "# Display the nearest option",
            "# The GCD is stored in 'a' when the loop exits",
            "# Given data", "# Initialize the two numbers"]
DISOWN = ["## Wrong approach", "**Draft (do not grade)**",
          "### Scratch work (ignore)"]
FENCES = [("```python", "```"), ("~~~python", "~~~")]
ENDS = ["The answer is {v}.", "Therefore, the answer is \\(\\boxed{{{v}}}\\).",
        "So the result is \\( \\boxed{{{v}}} \\).\n\n{v}"]


def reply(head, fence, comment, setup, expr, ans, end):
    op, cl = fence
    parts = [head] if head else []
    parts += ["We compute it with a program.",
              "%s\n%s\n%s\nresult = %s\nresult\n%s" % (op, comment, setup,
                                                      expr, cl),
              "```output\n%s\n```" % ans, end.format(v=ans)]
    return "\n\n".join(parts)


def rows():
    out, ctl = [], []
    for q, ans, expr, setup in PROBLEMS:
        for fence in FENCES:
            for comment in COMMENTS:
                for end in ENDS:
                    for head in DISOWN:
                        out.append(("disowned", ans, reply(
                            head, fence, comment, setup, expr, ans, end), q))
                    for head in ("## Solution", ""):
                        ctl.append(("fenced", ans, reply(
                            head, fence, comment, setup, expr, ans, end), q))
    return out, ctl


def main():
    verify_run.usage("hostile_fence")
    out, ctl = rows()
    vs = verify_run.records(out, ctl)
    return verify_run.run("hostile_fence", vs, lambda v: v["family"],
                          verify_run.is_control, width=16)


if __name__ == "__main__":
    sys.exit(main())
