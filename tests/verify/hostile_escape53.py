#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_escape53.py: a response cut right after a backslash ("The
answer is 12\\", where "12\\frac{1}{2}" or "12\\%" was being written;
issue 26, session 41: rewarded before, the lone backslash dropped from
the value) is truncated, never rewarded, whatever the answer's form; the
same answer ended, or ended on LaTeX's line break ("\\\\"), always is.

usage: hostile_escape53.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): escape.
"""
import sys

import verify_run

VALUES = (12, 18, 40, 126)
PROBLEM = "Tom has {a} apples and buys {a} more. How many apples does he have?"
ANSWERS = ("So the answer is {v}", "The answer is $\\boxed{{{v}}}$",
           "The answer is \\boxed{{{v}}}", "Therefore, Tom has {v} apples",
           "**Final Answer:** {v}", "答案是{v}", "La réponse est {v}",
           "The answer is ${v}", "#### {v}")
ENDS = ("", ".", "\n", ".\n\n")
# after a box or math only: LaTeX's line break ends a line there
BREAKS = (" \\\\", "\\\\")
CUTS = ("\\", " \\", ".\\", ". \\", "\\\n", "\\\\\\", " \\ \n\n")


def escapes(add):
    """Each answer form, ended, ended on a line break, or cut on a
    backslash."""
    for v in VALUES:
        p = PROBLEM.format(a=v // 2)
        w = "%d + %d = %d.\n\n" % (v // 2, v // 2, v)
        for a in ANSWERS:
            t = w + a.format(v=v)
            ends = ENDS + (BREAKS if t.endswith("$") or
                           t.endswith("}") else ())
            for e in ends:
                add("escape-right", str(v), p, t + e)
                add("escape-wrong", str(v + 1), p, t + e)
            for c in CUTS:
                add("escape-twin", str(v), p, t + c)


def main():
    verify_run.usage("hostile_escape53")
    return verify_run.run_kinds("hostile_escape53",
                                verify_run.kind_rows([escapes]), width=8)


if __name__ == "__main__":
    sys.exit(main())
