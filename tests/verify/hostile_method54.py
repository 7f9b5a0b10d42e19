#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_method54.py: the remark on the method instruction-tuned
models close with after the answer ("This step-by-step approach ensures
that each part of the problem is addressed clearly and logically,
leading to the correct total cost.", "This method ensures that the units
are consistent."; issue 26, session 42: Qwen2.5-14B's replies in
thinking-llms-interp's base and hybrid runs, 11 right answers of 929
refused, "words after it not recognised") is read whole: "This" or
"The", the method's adjectives and noun, a verb of what it does, then
only the method's words, function words and the problem's.  Never a
remark that hedges, doubts, bounds, negates, conditions or gives
another value in the same shape.

usage: hostile_method54.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): method.
"""
import sys

import verify_run

VALUES = (50, 106, 180)
PROBLEMS = ("Mandy borrowed ${a} from Benedict and pays ${b} of interest. "
            "How much should Mandy pay Benedict in total?",
            "A shop sells {a} red cars and {b} dolls. How many toys does "
            "the shop sell?",
            "Carlos rents a kayak for ${a} and Benji for ${b}. What is the "
            "total cost of their rentals?")
ANSWERS = ("The final answer is \\boxed{{{v}}}.",
           "Therefore, the answer is $\\boxed{{{v}}}$.",
           "So the total is {v}.",
           "The final answer is:\n\\[\n\\boxed{{{v}}}\n\\]")
REMARKS = (
    "This step-by-step approach ensures that each part of the problem is "
    "addressed clearly and logically, leading to the correct total.",
    "This step-by-step approach helps to break down the problem into "
    "manageable parts, ensuring that each calculation is clear and "
    "accurate.",
    "This step-by-step approach ensures clarity and accuracy in solving "
    "the problem.",
    "This method ensures that the units are consistent and the total is "
    "accurately calculated.",
    "The detailed breakdown ensures that each step is clear and logical, "
    "leading to the correct answer.",
    "This approach allows us to calculate each amount and then combine "
    "them.",
    "This systematic approach ensures that all relevant values are "
    "accounted for.",
    "This approach helps to break down the problem into smaller, "
    "manageable parts and provides a clear and concise solution to the "
    "question.",
    # the work's words inflected and its operations (session 43:
    # thinking-llms-interp's hybrid replies)
    "This step-by-step approach ensures that all relevant costs are "
    "accounted for and subtracted from the total to determine the "
    "amount.",
    "This step-by-step approach ensures that we accurately calculate the "
    "total by first determining each amount and then adding them.",
    "This step-by-step breakdown ensures that each amount is calculated "
    "accurately and then combined.")
TWINS = (
    "This step-by-step approach ensures clarity, but the total may be "
    "wrong.",
    "This approach helps, although I am not sure the answer is correct.",
    "This method ensures accuracy only if no discount applies.",
    "This approach ensures that each part is clear; the true total is "
    "{u}.",
    "This step-by-step approach gives {u} instead.",
    "This method is not reliable here.",
    "This approach is only an estimate.",
    "This approach ensures that the answer is not {v}.",
    "This method is flawed, so the total is probably {u}.",
    "The approach ensures clarity, assuming the interest is simple.",
    "This approach helps to guess the total.",
    "This approach ensures the total is at least {v}.",
    "This step-by-step approach ensures nothing; I may have erred.",
    "This approach ensures that each amount is subtracted, unless the "
    "total is {u}.",
    "This step-by-step approach ensures the total is determined roughly.",
    "This approach needs a correction: the total is {u}.")


def methods(add):
    for v in VALUES:
        a = v - v // 10
        b = v - a
        for p in PROBLEMS:
            prob = p.format(a=a, b=b)
            for ans in ANSWERS:
                head = "%d + %d = %d.\n\n" % (a, b, v) + ans.format(v=v)
                for r in REMARKS:
                    resp = head + "\n\n" + r
                    add("method-right", str(v), prob, resp)
                    add("method-wrong", str(v + 1), prob, resp)
                for r in TWINS:
                    add("method-twin", str(v), prob,
                        head + "\n\n" + r.format(v=v, u=v + 1))


def main():
    verify_run.usage("hostile_method54")
    return verify_run.run_kinds("hostile_method54",
                                verify_run.kind_rows([methods]), width=8)


if __name__ == "__main__":
    sys.exit(main())
