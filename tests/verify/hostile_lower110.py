#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_lower110.py: options listed under lower-case labels ("a) 1
b) 7", MathQA's "a ) 1 , b ) 7", "(a) 1 (b) 7") or upper-case ones, the
reference a letter in either case ("b", "(b)", "B"), and a response
that names the option as a bare lower-case label ("b)", "b) 7", "The
answer is b) 7."), an upper-case one ("The answer is B.") or the
option's value: rewarded when it names the reference's option; another
letter, a label with another option's value, two options, a hedge or a
negation, never (issue 26, session 63).

On session 62's binary a bare "b)" was read as no label (only "(b)"
was), so "b)" and "b) 7" were not equal to option B, and a lower-case
reference "b" was read as a letter only where the response wrote a
label: "The answer is B." against MathQA's "b" was not equal.  Now a
reference that is one lower-case letter under a problem listing options
up to it is that option's letter (papo_verify_ref_lower), and "b)" is a
label where the problem lists its options so (bare_lower_listed).  A
variable among the options' texts ("(A) a (B) b") keeps the reference a
value.

usage: hostile_lower110.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another option; KIND-twin, never rewarded).
"""
import sys

import verify_run

Q = "Which number is the largest?"
VALUES = ["1", "7", "3", "2"]
LAYOUTS = {
    "paren": lambda: " ".join("%s) %s" % (c, v) for c, v in
                              zip("abcd", VALUES)),
    "mathqa": lambda: " , ".join("%s ) %s" % (c, v) for c, v in
                                 zip("abcd", VALUES)),
    "both": lambda: " ".join("(%s) %s" % (c, v) for c, v in
                             zip("abcd", VALUES)),
    "lines": lambda: "\n" + "\n".join("%s) %s" % (c, v) for c, v in
                                      zip("abcd", VALUES)),
    "upper": lambda: " ".join("(%s) %s" % (c, v) for c, v in
                              zip("ABCD", VALUES)),
}
# the option B (7) named; {b} a lower-case label as the layout writes it
RIGHTS = ["B", "(B)", "b", "(b)", "The answer is B.", "The answer is (B).",
          "The answer is 7.", "Answer: B", "Answer: (b) 7",
          "The correct option is (b).", "The correct option is (B).",
          "So the answer is b.", "Therefore, the answer is B) 7.",
          "\\boxed{B}", "\\boxed{7}", "**B**", "Answer: **(B)**"]
LOWER_RIGHTS = ["b)", "b) 7", "b)7", "Answer: b)", "The answer is b) 7.",
                "**b) 7**", "Therefore, the correct answer is b) 7.",
                "Answer: b) 7"]
TWINS = ["b) or c)", "b) 7 or c) 3", "Maybe b).", "Not b).",
         "The answer is not b) 7.", "The answer is b) 3.", "b) 3",
         "b)^2", "b) 7.5", "I think b), but c) is possible.",
         "Answer: b)?", "The answer is b) or d).", "Probably B.",
         "The answer is B or C.", "b) 7, c) 3", "b), c)"]


def lower(add):
    for name, layout in LAYOUTS.items():
        problem = Q + " " + layout()
        for ref in ["b", "(b)", "B"]:
            for r in RIGHTS + (LOWER_RIGHTS if name != "upper" else []):
                add(name + "-right", ref, problem, r)
            for r in TWINS:
                add(name + "-twin", ref, problem, r)
        for r in RIGHTS + LOWER_RIGHTS:
            add(name + "-wrong", "c", problem, r)
    # a variable among the options: the reference "b" is the text "b"
    problem = Q + " (A) a (B) c (C) b (D) d"
    for r in ["b", "The answer is b.", "\\boxed{b}", "(C)",
              "The answer is C."]:
        add("var-right", "b", problem, r)
    for r in ["B", "The answer is B.", "(B)"]:
        add("var-twin", "b", problem, r)


def main():
    verify_run.usage("hostile_lower110")
    return verify_run.run_kinds(
        "hostile_lower110", verify_run.kind_rows([lower]), width=8)


if __name__ == "__main__":
    sys.exit(main())
