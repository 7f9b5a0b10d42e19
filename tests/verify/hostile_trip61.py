#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_trip61.py: a statement of the value and its noun that ends
with the question's own phrase and its number (issue 26, session 49).

To "How far does it travel in 3 hours?", "The train travels 180 miles
in 3 hours." was no answer: the sentence's last number is the
problem's 3, so the value was not alone; the statement before the
problem's phrase is read now (answer_prose.c phrase_object, with
papo_answer_problem_phrase).  Another span ("in 4 hours", "in 3
days"), a hedge or a doubt after it stays refused.

usage: hostile_trip61.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): train, pages, cookies.
"""
import sys

import verify_run

KINDS = (
    ("train", "A train travels at {a} miles per hour. How far does it "
     "travel in 3 hours?", lambda v: v // 3,
     ("The train travels {v} miles in 3 hours.",
      "It travels {v} miles in 3 hours.", "So it travels {v} miles in 3 hours."),
     ("The train travels about {v} miles in 3 hours.",
      "The train travels {v} miles in 4 hours.",
      "The train travels {v} miles in 3 days.",
      "The train travels {v} miles in 3 hours, I think.",
      "The train travels {v} or {u} miles in 3 hours.")),
    ("pages", "Sara reads {a} pages a day. How many pages does she read in "
     "5 days?", lambda v: v // 5,
     ("Sara reads {v} pages in 5 days.", "She reads {v} pages in 5 days."),
     ("Sara reads at least {v} pages in 5 days.",
      "Sara reads {v} pages in 6 days.",
      "Sara might read {v} pages in 5 days.")),
    ("cookies", "A baker makes {a} cookies every hour. How many cookies does "
     "he make in 4 hours?", lambda v: v // 4,
     ("The baker makes {v} cookies in 4 hours.",),
     ("The baker makes roughly {v} cookies in 4 hours.",
      "The baker makes {v} cookies in 2 hours.")),
)


def trip(add):
    for kind, prob, a_of, rights, twins in KINDS:
        verify_run.kind_forms(add, kind, (60, 120, 180), prob, rights, twins,
                              a_of=a_of)


def main():
    verify_run.usage("hostile_trip61")
    return verify_run.run_kinds("hostile_trip61",
                                verify_run.kind_rows([trip]), width=8)


if __name__ == "__main__":
    sys.exit(main())
