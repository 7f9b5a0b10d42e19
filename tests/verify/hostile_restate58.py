#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_restate58.py: a check or a restatement after the box, in the
words models write (issue 26, session 46).

"Double-checking: 30 + 6 = 36. Correct.", "Sanity check: 30 + 6 = 36.",
"Verification: 30 + 6 = 36, which matches." and "That's 36 apples."
after "\\boxed{36}" were refused as words not recognised: these check
labels and verdicts were no rows (answer_tail.c's calc_labels,
calc_verdicts), and the restatement's reader stopped at the apostrophe
of "That's".  A check that finds another value, asks, doubts or
denies stays no answer.

usage: hostile_restate58.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): label, verdict, pronoun.
"""
import sys

import verify_run

LABELS = ("Double-checking", "Double checking", "Sanity check",
          "Cross-check", "Cross-checking", "Check", "Verification")
VERDICTS = (", which matches.", ", which checks out.",
            ", which is correct.", ", which is consistent.",
            ", checks out.", ", consistent.", ", correct.")
VERDICT_TWINS = (", which does not match.", ", which matches, I think.",
                 ", which is not correct.", ", inconsistent.",
                 ", which seems off.", ", which is wrong.")


def problem(v):
    return ("Mary had %d apples and bought 6 more. How many apples does "
            "Mary have now?" % (v - 6))


def head(v):
    return "%d + 6 = %d\n\nThe answer is \\boxed{%d}.\n\n" % (v - 6, v, v)


def label(add):
    for v in (36, 7, 125):
        for lab in LABELS:
            for tail in (".", ". Correct.", ". Correct!"):
                r = head(v) + "%s: %d + 6 = %d%s" % (lab, v - 6, v, tail)
                add("label-right", str(v), problem(v), r)
                add("label-wrong", str(v + 1), problem(v), r)
            for t in ("%s: %d + 6 = %d.", "%s: %d + 6 = %d?",
                      "%s: %d + 6 = %d. Hmm.", "%s: %d + 6 = %d. Wrong.",
                      "%s: %d + 6 = %d. Maybe not."):
                w = v + 1 if t == "%s: %d + 6 = %d." else v
                add("label-twin", str(v), problem(v), head(v) + t %
                    (lab, v - 6, w))


def verdict(add):
    for v in (36, 7, 125):
        for lab in ("Check", "Verification", "Double-checking"):
            for d in VERDICTS:
                r = head(v) + "%s: %d + 6 = %d%s" % (lab, v - 6, v, d)
                add("verdict-right", str(v), problem(v), r)
                add("verdict-wrong", str(v + 1), problem(v), r)
                add("verdict-twin", str(v), problem(v), head(v) +
                    "%s: %d + 6 = %d%s" % (lab, v - 6, v + 1, d))
            for d in VERDICT_TWINS:
                add("verdict-twin", str(v), problem(v), head(v) +
                    "%s: %d + 6 = %d%s" % (lab, v - 6, v, d))


def pronoun(add):
    for v in (36, 7, 125):
        for f in ("That's %d apples.", "That's %d apples!",
                  "There's %d apples.", "That's %d apples in total."):
            r = head(v) + f % v
            add("pronoun-right", str(v), problem(v), r)
            add("pronoun-wrong", str(v + 1), problem(v), r)
        for f in ("That's not %d apples.", "That's about %d apples.",
                  "That's %d apples, I think.", "That's %d apples?",
                  "That'd be %d apples.", "It's %d or %d apples.",
                  "That's %d apples, or maybe fewer.",
                  "That's %d apples, if nobody ate any."):
            add("pronoun-twin", str(v), problem(v), head(v) +
                (f % (v, v + 1) if f.count("%d") == 2 else f % v))


def main():
    verify_run.usage("hostile_restate58")
    return verify_run.run_kinds("hostile_restate58", verify_run.kind_rows(
        [label, verdict, pronoun]), width=8)


if __name__ == "__main__":
    sys.exit(main())
