#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_remark.py: a remark on the solution after a bold answer
("**42**. This approach counts each case once.") that goes on into words
no closing remark holds (issue 26, h19-tidy): the remark is recognised
only when each of its words is a closing remark's (answer_remark.c's
remark_words) or the problem's, so a narrowing, doubting or disowning
word papo never listed refuses the answer as the listed ones did
("only", "except": the old list; "barring", "save for", "solely",
"excluding": main rewarded them).

usage: hostile_remark.py PAPO_VERIFY [--list]

Variants: each kept remark, with each qualifier set after its last word
(after a comma, a space, or as a sentence of its own) or before it;
labelled by construction: the reference is the bold value, but the
remark takes it back or narrows it, so a reward is a wrong reward.
Controls: the kept remarks alone, the real ones under their problems
(ProcessBench's, quoted in part), each must be rewarded.  Prints each
variant rewarded and each control refused, a count per family; exits 1
when any is.  --list writes the variants (JSONL).
"""
import sys

import verify_run

VALUES = ["42", "7", "0"]
# remarks a closing may hold (hostile_cond's and hostile_red7's kept)
KEPT = ["This approach counts each case once",
        "These are all the cases",
        "This approach demonstrates how to think about the problem "
        "strategically",
        "This holds",
        "To summarize, we counted every case once"]
# what no closing remark holds: narrowing, doubting, disowning words
# outside the old list of answer_remark.c
QUALIFIERS = ["barring overlaps", "save for ties", "solely for odd n",
              "excluding ties", "exclusively for odd n", "just for odd n",
              "merely for odd n", "strictly for odd n", "unless n is odd",
              "supposing the dice are fair", "presuming no ties",
              "granted no ties", "if the dice are fair",
              "apart from ties", "aside from ties", "bar ties",
              "conditional on no ties", "contingent on no ties",
              "hopefully", "probably", "maybe", "perhaps",
              "I believe", "I guess", "roughly", "approximately",
              "give or take", "or so", "at best", "at most",
              "at least", "in theory", "in principle", "ideally",
              "typically", "usually", "sometimes", "rarely",
              "not always", "not really", "allegedly", "supposedly",
              "wrongly", "mistakenly", "incorrectly", "falsely",
              "in the wrong way", "in my opinion", "I think",
              "for now", "until checked", "pending review"]
# the real remarks, under the words of their problems
REAL = [("0", "If $n$ gives a remainder of 3 when divided by 7, then "
         "what remainder does $2n+1$ give when divided by 7?",
         "Let \\( n = 7k + 3 \\). Then \\( 2n + 1 = 14k + 6 + 1 = "
         "14k + 7 \\).\n\nTherefore, the remainder when \\( 2n + 1 \\) is divided by 7 is "
         "**0**. To summarize the steps: First, express \\( n \\) as "
         "\\( 7k + 3 \\). Second, substitute \\( n \\) in \\( 2n + 1 \\) "
         "to get \\( 14k + 6 + 1 \\). Third, simplify to \\( 14k + 7 \\), "
         "which is divisible by 7. Fourth, conclude the remainder is 0."),
        ("12", "23 people attend a party. Each person shakes hands with "
         "at least one other person. What is the minimum possible number "
         "of handshakes?",
         "So, the minimum possible number of handshakes under these "
         "conditions is **12**. This approach demonstrates how to think "
         "about the problem strategically, aiming for a balanced "
         "distribution of interactions to minimize the total count.")]


def rows():
    out, ctl = [], []
    for v in VALUES:
        for k in KEPT:
            ctl.append(("kept", v, "So the total is **%s**. %s." % (v, k)))
            for q in QUALIFIERS:
                for f in ("%s, %s.", "%s %s.", "%s. %s."):
                    out.append(("after", v, "So the total is **%s**. %s" %
                                (v, f % (k, q[0].upper() + q[1:]
                                         if f.startswith("%s. ") else q))))
                out.append(("before", v, "So the total is **%s**. %s, %s." %
                            (v, k, q)))
    vs = verify_run.records(out, ctl)
    for v, p, r in REAL:
        vs.append({"family": "control-real", "answer": v, "problem": p,
                   "response": r})
    return vs


def main():
    verify_run.usage("hostile_remark")
    vs = rows()
    return verify_run.run("hostile_remark", vs, lambda v: v["family"],
                          lambda v: v["family"].startswith("control"),
                          width=14)


if __name__ == "__main__":
    sys.exit(main())
