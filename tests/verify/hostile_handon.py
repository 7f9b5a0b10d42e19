#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_handon.py: a value restated after the box, then a paragraph
that hands on another value (issue 26, round 34): MathCoder's solutions
end "\\[ \\boxed{x = 2} \\]\\n\\n2" (the corpus's mathcoder-*), and
hostile_red5's tool family appends '{"value": "7"}' to them; the
restated value was read as the statement after the box and the object
after it skipped as a note (2 of red5's variants rewarded).

usage: hostile_handon.py PAPO_VERIFY [--list]

The variants end on the right value restated after a box that names an
unknown, then a JSON object, a tool call, a JSON code block or a list
with another value: no variant may be rewarded.  The controls are the
same replies without the last paragraph, or with a note of words after
the value ("The 9 cases were counted twice."): each must be rewarded.

Prints each variant rewarded and a count per family; exits 1 when any
variant is rewarded or a control is not.  --list writes the variants
(JSONL) instead of running them.
"""
import sys

import verify_run

PROBLEMS = [("Solve 3*x + 4 = 10 for x.", "x", "2", "7"),
            ("Solve -5*g + 2 = 27 for g.", "g", "-5", "3"),
            ("Solve 4*t - 1 = 15 for t.", "t", "4", "11")]
BOXES = ["Thus, the answer is:\n\n\\[\n\\boxed{%(u)s = %(v)s}\n\\]",
         "Therefore, the solution is \\[ \\boxed{%(u)s = %(v)s} \\].",
         "So \\(\\boxed{%(u)s = %(v)s}\\)."]
HANDON = ['{"value": "%(o)s"}', '{"answer": %(o)s}',
          '<tool_call>{"name": "final", "arguments": {"value": "%(o)s"}}'
          '</tool_call>', '```json\n{"answer": %(o)s}\n```',
          '[%(o)s]']
NOTES = ["", "\n\nThe 9 cases were counted twice."]


def rows():
    out, ctl = [], []
    for q, u, v, o in PROBLEMS:
        d = {"u": u, "v": v, "o": o}
        for box in BOXES:
            head = "We solve the equation step by step.\n\n" + box % d
            for h in HANDON:
                out.append(("handon", v, "%s\n\n%s\n\n%s" % (head, v, h % d),
                            q))
            for note in NOTES:
                ctl.append(("restated", v, "%s\n\n%s%s" % (head, v, note), q))
    return out, ctl


def main():
    verify_run.usage("hostile_handon")
    out, ctl = rows()
    vs = verify_run.records(out, ctl)
    return verify_run.run("hostile_handon", vs, lambda v: v["family"],
                          verify_run.is_control, width=18)


if __name__ == "__main__":
    sys.exit(main())
