#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_method140.py: a clause that names the method before the
answer's statement ("Using polynomial long division, we find that the
quotient ... is $\\\\boxed{...}$.", "Setting this equal to $3^6$ and
solving for $k$, we find that $k = \\\\boxed{1}$.", Cumulative
Reasoning's GPT-4) is read: the methods' nouns (long and synthetic
division, substitution, elimination, factorization, a theorem, a rule,
an identity, a property, a definition, a formula, a method) are
openers' words; a method named wrong, a doubt, or a word no row holds
stays unread (issue 26, session 66).

On session 65's binary every right form was refused ("a word before it
not recognised": "polynomial", "Setting").

usage: hostile_method140.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEM = "Find the quotient when $x^2 - 1$ is divided by $x - 1$."
ANSWER = "x + 1"
METHODS = ["Using polynomial long division", "By long division",
           "Using synthetic division", "By the factor theorem",
           "Using the difference of squares identity",
           "By factorization", "Using the definition of division",
           "By the power rule", "Using substitution",
           "Setting $x = 2$ and solving"]
BAD = ["Using the wrong theorem", "Using a rule I am not sure of",
       "Using Blorf glorp", "By a method that may be wrong"]
ENDS = [", we find that the quotient is $\\boxed{{{v}}}$.",
        ", the quotient is $\\boxed{{{v}}}$."]


def methods(add):
    for lead in ("We divide.\n", ""):
        for end in ENDS:
            for m in METHODS:
                r = lead + m + end.format(v=ANSWER)
                add("method-right", ANSWER, PROBLEM, r)
                add("method-wrong", "x - 1", PROBLEM, r)
                add("method-twin", ANSWER, PROBLEM, lead + m +
                    end.format(v=ANSWER)[:-1] + ", I think.")
            for m in BAD:
                add("method-twin", ANSWER, PROBLEM,
                    lead + m + end.format(v=ANSWER))


def main():
    verify_run.usage("hostile_method140")
    return verify_run.run_kinds(
        "hostile_method140", verify_run.kind_rows([methods]), width=8)


if __name__ == "__main__":
    sys.exit(main())
