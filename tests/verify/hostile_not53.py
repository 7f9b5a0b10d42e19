#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_not53.py: a last statement that restates the negation its
question asks ("Sam did not work for 6 days." for "How many days did he
not work?"; issue 26, session 41: no answer before, the "not" read as a
denial) is read; a negation the question does not ask ("Sam did not
work for 6 days." for "How many days did he work?"), a second one, a
hedge or a correction after it never is.

usage: hostile_not53.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): not.
"""
import sys

import verify_run

VALUES = (3, 6, 14, 40)
# (subject, verb, noun, the premise)
CASES = (("Sam", "work", "days",
          "Sam is hired for a {t}-day period and earns $60 on each day "
          "he works."),
         ("Mia", "visit", "museums",
          "Mia's city has {t} museums and she visits most of them."),
         ("The shop", "sell", "books",
          "The shop stocked {t} books for the fair."),
         ("Leo", "eat", "apples", "Leo picked {t} apples on Monday."),
         ("The team", "use", "balls", "The team bought {t} balls."))
RIGHTS = ("{S} did not {V} {v} {N}.", "So {s} did not {V} {v} {N}.",
          "Therefore, {s} did not {V} {v} {N}.",
          "In total, {s} did not {V} {v} {N}.")
TWINS = ("{S} did not {V} {v} {N}, not {u}.", "Maybe {s} did not {V} {v} {N}.",
         "{S} did not {V} {v} {N}? ", "{S} did not not {V} {v} {N}.",
         "{S} did not {V} {v} {N}. Wait, it was {u}.",
         "I think {s} did not {V} {v} {N}.")


def nots(add):
    for v in VALUES:
        for s, verb, noun, pre in CASES:
            t = v * 3 + 2
            lead = pre.format(t=t)
            asks = lead + " How many %s did %s not %s?" % (
                noun, "it" if s.startswith("The") else "they", verb)
            other = lead + " How many %s did %s %s?" % (
                noun, "it" if s.startswith("The") else "they", verb)
            low = s if not s.startswith("The") else "the" + s[3:]
            for r in RIGHTS:
                x = r.format(S=s, s=low, V=verb, N=noun, v=v)
                if verb == "work":
                    x = x.replace(" work ", " work for ")
                add("not-right", str(v), asks, x)
                add("not-wrong", str(v + 1), asks, x)
                add("not-twin", str(v), other, x)
            for r in TWINS:
                add("not-twin", str(v), asks,
                    r.format(S=s, s=low, V=verb, N=noun, v=v, u=v + 1))


def main():
    verify_run.usage("hostile_not53")
    return verify_run.run_kinds("hostile_not53",
                                verify_run.kind_rows([nots]), width=8)


if __name__ == "__main__":
    sys.exit(main())
