#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_marker52.py: a response cut right after it opened a heading
("The answer is 12.\\n\\n###"; issue 26, session 40: rewarded before,
the marks read as formatting) or a list item ("\\boxed{12}\\n\\n-",
refused before) is truncated, never rewarded; the same answer ending
there, or on a rule ("---", "***") or a blank line, always is (a last
statement before "---" was lost: the rule read as its value).

usage: hostile_marker52.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): marker.
"""
import sys

import verify_run

VALUES = (12, 18, 40, 126)
PROBLEM = "Tom has {a} apples and buys {a} more. How many apples does he have?"
ANSWERS = ("So the answer is {v}.", "The answer is $\\boxed{{{v}}}$.",
           "Therefore, Tom has {v} apples.", "**Final Answer:** {v}",
           "答案是{v}。", "La réponse est {v}.")
ENDS = ("", "\n", "\n\n---", "\n\n***", "\n\n---\n")
CUTS = ("\n\n###", "\n\n## ", "\n\n#", "\n\n-", "\n\n* ", "\n\n+",
        "\n\n---\n\n###", "\n\n######")


def markers(add):
    """Each answer form, ended or cut on a mark."""
    for v in VALUES:
        p = PROBLEM.format(a=v // 2)
        w = "%d + %d = %d.\n\n" % (v // 2, v // 2, v)
        for a in ANSWERS:
            t = w + a.format(v=v)
            for e in ENDS:
                add("marker-right", str(v), p, t + e)
                add("marker-wrong", str(v + 1), p, t + e)
            for c in CUTS:
                add("marker-twin", str(v), p, t + c)


def main():
    verify_run.usage("hostile_marker52")
    return verify_run.run_kinds("hostile_marker52",
                                verify_run.kind_rows([markers]), width=8)


if __name__ == "__main__":
    sys.exit(main())
