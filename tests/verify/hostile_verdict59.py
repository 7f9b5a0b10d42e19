#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_verdict59.py: a verdict on the answer before its colon, and
a period after "over the", as MathCoder's replies write them (issue
26, session 47).

"Thus, our answer is verified and correct:\\n\\n\\\\[\\n\\\\boxed{460}
\\n\\\\]" (three MathCoder-CL-34b replies of the corpus) was refused: a
word between the answer's copula and its value (answer_open.c
verdict_colon reads verified, correct, confirmed, checked, right,
accurate, valid and "and" from the copula to the colon).  "earned a
total of \\\\(\\\\boxed{\\\\$9.00}\\\\) over the two-week period." was
refused: "over" is a bound's word (answer_rest.c
papo_frame_over_period reads "over the" and a period, its count the
problem's).  A verdict that negates, doubts or asks, a value after, a
bound ("over the limit"), another period's count ("over the five
months" to "the three months") stay no answer.

usage: hostile_verdict59.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): verdict, period.
"""
import sys

import verify_run

VPROB = ("Eliza earns $10 an hour and works {a} hours this week. How much "
         "money does Eliza earn this week?")
VRIGHT = ("Thus, our answer is verified and correct:\n\n\\[\n\\boxed{{{v}}}"
          "\n\\]", "Thus, our answer is verified:\n\n\\boxed{{{v}}}",
          "So the answer is correct: \\boxed{{{v}}}",
          "The final answer is confirmed and checked: \\boxed{{{v}}}.",
          "Thus, our answer is verified: Eliza earns \\boxed{{{v}}} "
          "dollars.")
VTWIN = ("Thus, our answer is not verified: \\boxed{{{v}}}",
         "Thus, our answer is verified and correct: \\boxed{{{v}}}?",
         "Thus, our answer is verified and correct: maybe \\boxed{{{v}}}",
         "Thus, our answer is verified and correct: \\boxed{{{v}}}, I "
         "think.", "Thus, our answer is verified: \\boxed{{{v}}} or "
         "\\boxed{{{u}}}.", "Thus, our answer is wrong: \\boxed{{{v}}}",
         "Thus, our answer is verified: \\boxed{{{u}}}.",
         "Thus, our answer is unverified: \\boxed{{{v}}}",
         "Thus, our answer is verified and correct: about \\boxed{{{v}}}")
PPROB = ("Lloyd earns $10 an hour. He tutored {a} hours in each of the "
         "first two weeks. How much did he earn over the two weeks?")
PRIGHT = ("He earned a total of \\(\\boxed{{\\${v}.00}}\\) over the "
          "two-week period.", "He earned \\boxed{{{v}}} dollars over the "
          "two weeks.", "He earned \\boxed{{{v}}} dollars over the whole "
          "period.", "He earned \\boxed{{{v}}} dollars over the course of "
          "the two weeks.")
PTWIN = ("He earned \\boxed{{{v}}} dollars over the limit.",
         "He earned \\boxed{{{v}}} dollars over the five weeks.",
         "He earned \\boxed{{{v}}} dollars over the three-week period.",
         "He earned \\boxed{{{v}}} dollars over the two-week period, "
         "roughly.", "He earned \\boxed{{{v}}} dollars over the two weeks, "
         "or {u}.", "He earned over \\boxed{{{v}}} dollars.",
         "He earned \\boxed{{{v}}} dollars over the two weeks, I think.",
         "He earned \\boxed{{{v}}} dollars over the two weeks?")


def kind(add, name, prob, rights, twins, per):
    verify_run.kind_forms(
        add, name, tuple(per * a for a in (4, 7, 12)), prob, rights,
        twins, a_of=lambda v: v // per,
        work=lambda v: "%d × %d = %d.\n\n" % (v // per, per, v))


def verdict(add):
    kind(add, "verdict", VPROB, VRIGHT, VTWIN, 10)


def period(add):
    kind(add, "period", PPROB, PRIGHT, PTWIN, 20)


def main():
    verify_run.usage("hostile_verdict59")
    return verify_run.run_kinds("hostile_verdict59", verify_run.kind_rows(
        [verdict, period]), width=8)


if __name__ == "__main__":
    sys.exit(main())
