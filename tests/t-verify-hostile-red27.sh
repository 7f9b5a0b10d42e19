#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-red27.sh: a twenty-seventh red team's adversarial
# responses (issue 26, round 27: tests/verify/hostile_red27.py), a
# policy's ways to the reward without the right answer: a value spread
# over boxes or cut by markup, a box in a sentence that disowns it,
# cells of an array or a table that contradict it, several candidates
# in one statement, every option enumerated, an answer for another
# part, self-grading, the reference in a check after a wrong answer,
# a ramble of answer statements each with another value, another
# language's hedge, superscript or circled digits, text after an end
# token, a value hidden in <details>, a comment or JSON of two keys, a
# relation negated by \not, an approximation after a lead word, a name
# said to be an element of the value, an operator alone after the box,
# a disowning or made-up word in the subject, a verb before "to be",
# bounds and times after the value, a false equation in the box, a
# made-up word in the math.
# No variant may be rewarded (the last known holes closed in the
# twenty-fourth session: ramble, mathword, tobe, bound and part), and
# every control is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-red27

hostile red27 "no variant rewarded but the known holes, every control is" \
    5700 540 "controls" 0
exit 0
