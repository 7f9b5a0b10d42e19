#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_eqrestate158.py: after a boxed answer, the value restated as
a bare equation of a letter in prose, a conclusion's word before it or
not ("The value of $n$ is $\\\\boxed{44}$.\\n\\nTherefore, n = 44", "So
n = 44."), as NeMo-Skills' solutions end, is a restatement; another
value, a second one, a question or a hedge in that equation stay
refused (issue 26, session 68).

On session 67's binary "words after it not recognised".

usage: hostile_eqrestate158.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEM = "Given that $\\sqrt{5+n}=7$, what is the value of $n$?"
BOXES = ["The value of $n$ is $\\boxed{44}$.", "So $n = \\boxed{44}$.",
         "\\[\n\\boxed{44}\n\\]"]
RIGHT = ["Therefore, n = 44", "Therefore,\nn = 44", "So n = 44.",
         "Thus, n = 44", "Hence n = 44."]
TWINS = ["Therefore, n = 45", "So n = 44 or 45.", "Therefore, n = 44?",
         "Thus, n = 44, I think.", "So n = 45.", "Therefore, n = 44 + 1"]


def restate(add):
    for b in BOXES:
        for t in RIGHT:
            r = b + "\n\n" + t
            add("eq-right", "44", PROBLEM, r)
            add("eq-wrong", "45", PROBLEM, r)
        for t in TWINS:
            add("eq-twin", "44", PROBLEM, b + "\n\n" + t)


def main():
    verify_run.usage("hostile_eqrestate158")
    return verify_run.run_kinds(
        "hostile_eqrestate158", verify_run.kind_rows([restate]), width=8)


if __name__ == "__main__":
    sys.exit(main())
