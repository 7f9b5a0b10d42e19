#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_group61.py: a last statement about another group the problem
names (issue 26, session 49).

To "How many apples do the boys have?" of a problem that names the boys
and the girls, "The girls have 60 apples." was rewarded when its value
was the reference: its subject is another group than the one the
question asks after (answer_frame.c other_group, as other_person does
for a name).  The asked group's own statement ("The boys have 60
apples.", "So the boys have 60.") is read as before.

usage: hostile_group61.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): one per pair of groups.
"""
import sys

import verify_run

PAIRS = (
    ("kids", "The boys have {a} bags with 12 apples in each bag. The girls "
     "have 3 bags. How many apples do the boys have?", "boys", "girls",
     "have", "apples", 12),
    ("pets", "The cats eat {a} cans of food a week, 4 cans a day... The "
     "dogs eat twice as much. How many cans did the cats eat in all?",
     "cats", "dogs", "ate", "cans", 4),
    ("teams", "The red team scored {a} goals in each of 3 games. The blue "
     "team scored 2 goals per game. How many goals did the red team score?",
     "red team", "blue team", "scored", "goals", 3),
    ("workers", "The painters paint {a} walls a day for 5 days. The "
     "plumbers fix 3 pipes a day. How many walls will the painters paint?",
     "painters", "plumbers", "will paint", "walls", 5),
)


def group(add):
    for kind, prob, mine, other, verb, noun, k in PAIRS:
        rights = ("The %s %s {v} %s." % (mine, verb, noun),
                  "So the %s %s {v} %s." % (mine, verb, noun),
                  "Therefore, the %s %s {v}." % (mine, verb))
        twins = ("The %s %s {v} %s." % (other, verb, noun),
                 "So the %s %s {v} %s." % (other, verb, noun),
                 "Therefore, the %s %s {v}." % (other, verb))
        verify_run.kind_forms(add, kind, (k * 5, k * 7, k * 11), prob,
                              rights, twins, a_of=lambda v, k=k: v // k,
                              work=lambda v, k=k: "%d × %d = %d\n\n" % (
                                  v // k, k, v))


def main():
    verify_run.usage("hostile_group61")
    return verify_run.run_kinds("hostile_group61",
                                verify_run.kind_rows([group]), width=8)


if __name__ == "__main__":
    sys.exit(main())
