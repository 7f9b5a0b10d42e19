#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_other57.py: the answer of something the response does not
solve, named in the statement's subject (issue 26, session 45).

"The answer to a similar problem is 36.", "The answer given by the key
is \\\\boxed{36}.", "The answer for n = 5 is 36." were rewarded: the
opener's reader reads a description after a determiner freely, and the
box's lead reader did not ask what the answer was of.  answer_open.c's
papo_answer_of_other reads the words after "answer" and "to", "for",
"from", "given by", "according to" or "in" to the copula: each a
determiner of answer_objs[] or the problem's word, until "question",
"problem" and their kin (whose words after restate the question), a form
after "in" ("the answer in terms of ...", "in simplest form", "in
dollars") or math; the last statement's opener and a box's or a
phrase's lead (answer_frame.c) ask it.

A question whose question mark is left out, an auxiliary before its
subject ("Is it true that every case checks out, so the answer is 36.",
"Is it true that the width is 6, so the total is \\boxed{36}."), was
read as the statement after its comma; answer_prose.c's
papo_answer_asked_open refuses such a sentence for a phrase's and a box's
lead (the asked kind).

usage: hostile_other57.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): of, asked.
"""
import sys

import verify_run

RIGHT = ("The answer to this problem is {b}.",
         "The answer to the question is {b}.",
         "So, the answer to the question of how many apples Tom has now "
         "is {b}.",
         "The answer to your question is {b}.",
         "Therefore, the answer to the original problem is {b}.",
         "The answer in terms of apples is {b}.",
         "The answer in simplest form is {b}.")
TWINS = ("The answer to a similar problem is {b}.",
         "The answer to the example is {b}.",
         "The answer to the previous problem is {b}.",
         "The answer given by the key is {b}.",
         "The answer for n = 5 is {b}.",
         "The answer from my friend is {b}.",
         "The answer according to Bob is {b}.",
         "The answer for the easier version is {b}.",
         "The answer to an older exam question is {b}.",
         "The answer in the textbook is {b}.",
         "The answer in the key is {b}.")


def of(add):
    for v in (42, 126, 18):
        prob = "Tom has %d apples and buys 12 more. How many apples does " \
            "Tom have now?" % (v - 12)
        work = "%d + 12 = %d.\n\n" % (v - 12, v)
        for b in ("%d" % v, "\\boxed{%d}" % v, "$%d$" % v):
            for r in RIGHT:
                add("of-right", str(v), prob, work + r.format(b=b))
                add("of-wrong", str(v + 1), prob, work + r.format(b=b))
            for t in TWINS:
                add("of-twin", str(v), prob, work + t.format(b=b))


def asked(add):
    for v in (42, 126, 18):
        prob = "Tom has %d apples and buys 12 more. How many apples does " \
            "Tom have now?" % (v - 12)
        work = "%d + 12 = %d.\n\n" % (v - 12, v)
        for b in ("%d" % v, "\\boxed{%d}" % v):
            for r in ("Every case checks out, so the answer is {b}.",
                      "It is true that every case checks out, so the "
                      "answer is {b}."):
                add("asked-right", str(v), prob, work + r.format(b=b))
                add("asked-wrong", str(v + 1), prob, work + r.format(b=b))
            for t in ("Is it true that every case checks out, so the "
                      "answer is {b}.", "Is it true that he buys 12, so the "
                      "total is {b}.", "Could it be that the answer is {b}.",
                      "Does this mean the answer is {b}.",
                      "Would it be right that the total is {b}."):
                add("asked-twin", str(v), prob, work + t.format(b=b))


def main():
    verify_run.usage("hostile_other57")
    return verify_run.run_kinds("hostile_other57", verify_run.kind_rows(
        [of, asked]), width=8)


if __name__ == "__main__":
    sys.exit(main())
