#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_report127.py: three rules of the statement's subject and
its comparison, found failing on real answers the round 34 and mCoT
blocks of bench/agreement-corpus.sh measure (issue 26, session 64):

- a reporting clause ("Both methods confirm that ...", "This shows
  that ...") is not the statement's subject: the number of the thing
  asked after it is the quantity asked, another quantity after it stays
  another;
- the object of a comparison after a preposition ("than in Ferdinand's
  yard") or a possessive ("than Harry's yard") is read as the problem's
  names: the question's direction is kept, the reverse refused ("Harry
  has 8 more ..." kept, "Ferdinand has 8 more ... than Harry" refused,
  which session 63's binary rewarded);
- a percentage the computation gave, stated again without its sign
  ("... = 20%。答案是20。") is no other answer.

usage: hostile_report127.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

RECT = ("Consider the rectangle with vertices at (5,4), (5,-4), (-5,4), "
        "(-5,-4). How many integer coordinates will be strictly inside "
        "the rectangular region?")
VOTES = ("The winner got 3/4 of the 80 votes. Calculate the number of "
         "votes the loser got.")
AREA = "A rectangle is 6 by 7. What is the area of the rectangle?"
TREES = ("There are 6 trees in Chris's yard. Ferdinand has half as many. "
         "Harry has 5 more than twice Ferdinand's. How many more trees "
         "are in Harry's yard than Ferdinand's yard?")
PCT = "20辆车中有4辆是半自动挡。半自动挡汽车占多少百分比？"


def report(add):
    for lead in ["Both methods confirm that", "This shows that",
                 "We find that", "Both approaches agree that"]:
        add("report-right", "63", RECT, lead + " the number of integer "
            "coordinates strictly inside the rectangular region is "
            "\\boxed{63}.")
        add("report-wrong", "64", RECT, lead + " the number of integer "
            "coordinates strictly inside the rectangular region is "
            "\\boxed{63}.")
        add("report-right", "20", VOTES, lead + " the number of votes "
            "the loser received is \\boxed{20}.")
        add("report-twin", "42", AREA, lead + " the perimeter is "
            "\\boxed{42}.")
    for r in ["Thus, the number of trees in Harry's yard that are more "
              "than in Ferdinand's yard is \\boxed{8}.",
              "So there are \\boxed{8} more trees in Harry's yard than in "
              "Ferdinand's yard.", "Thus, Harry has \\boxed{8} more trees "
              "than Ferdinand.", "Harry's yard has 8 more trees than "
              "Ferdinand's yard."]:
        add("than-right", "8", TREES, r)
        add("than-wrong", "9", TREES, r)
    for r in ["Thus, Ferdinand has \\boxed{8} more trees than Harry.",
              "So Ferdinand has 8 more trees than Harry.",
              "There are \\boxed{8} more trees in Ferdinand's yard than "
              "in Harry's yard."]:
        add("than-twin", "8", TREES, r)
    add("pct-right", "20", PCT, "4/20 = 0.2。因此，百分比为 0.2 x 100% = "
        "20%。答案是20。")
    add("pct-wrong", "21", PCT, "4/20 = 0.2。因此，百分比为 0.2 x 100% = "
        "20%。答案是20。")
    add("pct-twin", "20", PCT, "4/20 = 0.3。因此，百分比为 0.3 x 100% = "
        "30%。答案是20。")


def main():
    verify_run.usage("hostile_report127")
    return verify_run.run_kinds(
        "hostile_report127", verify_run.kind_rows([report]), width=8)


if __name__ == "__main__":
    sys.exit(main())
