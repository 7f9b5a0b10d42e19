#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_subj62.py: a last statement whose subject is someone or
something the question does not ask after, in English (issue 26,
session 50).

To "How much in dollars does she make every day?", "Her friends make
$18 every day.", "The market makes $18 every day." and "Janet's sister
makes $18 every day." were rewarded, and so was "The car travels 180
miles in 3 hours." to "How far does it travel in 3 hours?" of a
problem about a train.  answer_frame.c other_subject: a subject that
opens with a determiner or a name's possessive, right before a form of
the question's verb and its value, is read only when its noun is a
quantity's ("Her earnings"), the question's subject, or one the problem
writes where a subject stands ("A train travels ...", not "for her
friends", "at the farmers' market").

usage: hostile_subj62.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): make, travel, earn.
"""
import sys

import verify_run

KINDS = (
    ("make", "Janet's ducks lay 16 eggs per day. She eats 3 and bakes "
     "muffins for her friends with 4. She sells the rest at the farmers' "
     "market for ${a} per egg. How much in dollars does she make every "
     "day?", lambda v: v // 9,
     ("Janet makes ${v} every day.", "So she makes ${v} every day.",
      "Therefore, Janet makes ${v} every day."),
     ("Her friends make ${v} every day.", "The market makes ${v} every day.",
      "Janet's sister makes ${v} every day.",
      "So her neighbour makes ${v} every day.")),
    ("travel", "A train travels at {a} miles per hour for 3 hours. How far "
     "does it travel in 3 hours?", lambda v: v // 3,
     ("The train travels {v} miles in 3 hours.", "It travels {v} miles.",
      "So the train travels {v} miles in 3 hours."),
     ("The car travels {v} miles in 3 hours.", "The bus travels {v} miles.",
      "So the plane travels {v} miles in 3 hours.")),
    ("earn", "Tom works 3 hours a day for ${a} an hour. How much does Tom "
     "earn in a day?", lambda v: v // 3,
     ("Tom earns ${v} in a day.", "He earns ${v} a day.",
      "So Tom earns ${v} a day."),
     ("His boss earns ${v} a day.", "The company earns ${v} a day.",
      "Tom's brother earns ${v} a day.")),
)


def subj(add):
    for kind, prob, a_of, rights, twins in KINDS:
        verify_run.kind_forms(add, kind, (18, 36, 54), prob, rights, twins,
                              a_of=a_of)


def main():
    verify_run.usage("hostile_subj62")
    return verify_run.run_kinds("hostile_subj62",
                                verify_run.kind_rows([subj]), width=8)


if __name__ == "__main__":
    sys.exit(main())
