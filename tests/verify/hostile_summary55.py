#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_summary55.py: a summary of the work after a last statement
("So the total is 50.\\n\\nThis step-by-step approach ensures that each
part of the calculation is clear.") is read word by word, not from its
opening alone (issue 26, session 43: answer_tail.c's summary() took
"This approach ensures the total is off by a bit.", "... gives a total
that is too high.", "... a rough estimate", "... determined roughly" for
a summary, and the statement before it was rewarded); and the same
summary after a box or an answer phrase is read ("The answer is
\\boxed{50}.\n\nThis confirms that the total is correct.", lost).
Every word of the summary must be one of a remark on the work, of the
summary's own lists, a function word or the problem's; after a box it
holds no value.

usage: hostile_summary55.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): summary.
"""
import sys

import verify_run

VALUES = (50, 106, 180)
PROBLEMS = ("Carlos rents a kayak for ${a} and Benji rents one for ${b}. "
            "What is the total cost of their rentals?",
            "A farm collects {a} liters of milk in the morning and {b} in "
            "the evening. How much milk does it collect each day?")
STATEMENTS = ("So the total is {v}.", "Therefore, the total is {v}.",
              "Thus the answer is {v}.", "The answer is \\boxed{{{v}}}.",
              "So the total is $\\boxed{{{v}}}$.")
SUMMARIES = (
    "This step-by-step approach ensures that each part of the "
    "calculation is clear and accurate.",
    "This confirms that the total is correct.",
    "This method ensures accuracy in the final answer.",
    "This approach ensures that all the values are accounted for and "
    "added correctly.",
    "This calculation shows how each amount contributes to the total.",
    "This approach covers all steps from understanding the problem to "
    "determining the total.")
TWINS = (
    "This approach ensures the total is off by a bit.",
    "This approach gives a total that is too high.",
    "This approach ensures the total is a rough estimate.",
    "This step-by-step approach ensures the total is determined roughly.",
    "This method ensures that the total is slightly overestimated.",
    "This approach ensures the total is close enough.",
    "This method gives a total that is likely too low.",
    "This approach works for most cases only.",
    "This calculation shows the total is an approximation.",
    "This approach ensures the total is somewhat inflated.",
    "This method ensures that the total is a lower bound.",
    "This confirms that the total is {u}.",
    "This approach shows the total is {u} instead.")


def summary(add):
    for v in VALUES:
        a = v - v // 10
        b = v - a
        for p in PROBLEMS:
            prob = p.format(a=a, b=b)
            for st in STATEMENTS:
                head = "%d + %d = %d.\n\n" % (a, b, v) + st.format(v=v)
                for r in SUMMARIES:
                    resp = head + "\n\n" + r
                    add("summary-right", str(v), prob, resp)
                    add("summary-wrong", str(v + 1), prob, resp)
                for r in TWINS:
                    add("summary-twin", str(v), prob, head + "\n\n" +
                        r.format(u=v + 1))


def main():
    verify_run.usage("hostile_summary55")
    return verify_run.run_kinds("hostile_summary55", verify_run.kind_rows(
        [summary]), width=8)


if __name__ == "__main__":
    sys.exit(main())
