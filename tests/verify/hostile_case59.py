#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_case59.py: "The answer in this case is 36." (issue 26,
session 47).

Session 45 made "The answer to a similar problem is 36." and "The
answer for n = 5 is 36." no answer (answer_open.c papo_answer_of_other:
after "answer", each word to the copula must be the problem's or a
word of its own rows).  That refused "The answer in this case is 36."
and "The answer in the end is 36." too, which name the problem's own
case; they are rows now (answer_here[]).  Another case, a case the
response supposes, a doubt or a modal after stay no answer.

usage: hostile_case59.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): here.
"""
import sys

import verify_run

RIGHTS = ("The answer in this case is {v}.", "The answer in the end is "
          "{v}.", "The answer in this instance is {v}.", "So the answer in this case is "
          "\\boxed{{{v}}}.", "Therefore, the answer in the end is {v} "
          "pencils.")
TWINS = ("The answer in that case is {v}.", "The answer in the case n = 5 "
         "is {v}.", "The answer in another case is {v}.", "The answer in "
         "the second case is {v}.", "The answer in case 2 is {v}.",
         "The answer in this case is {v}, I think.", "The answer in this "
         "case would be {v}.", "The answer in this case might be {v}.",
         "The answer in this case is not {v}.", "The answer in this case "
         "is {v} or {u}.", "The answer in the end is about {v}.",
         "The answer in this case, if each box held 10, is {v}.",
         "The answer in the worst case is {v}.", "The answer in the best "
         "case is {v}.", "The answer in this case is {u}.")
PROBLEM = ("Tom buys {a} boxes of pencils. Each box holds 9 pencils. How "
           "many pencils does Tom have?")


def here(add):
    verify_run.kind_forms(
        add, "here", (36, 63, 108), PROBLEM, RIGHTS, TWINS,
        a_of=lambda v: v // 9,
        work=lambda v: "%d × 9 = %d.\n\n" % (v // 9, v))


def main():
    verify_run.usage("hostile_case59")
    return verify_run.run_kinds("hostile_case59", verify_run.kind_rows(
        [here]), width=8)


if __name__ == "__main__":
    sys.exit(main())
