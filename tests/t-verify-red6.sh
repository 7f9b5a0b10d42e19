#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-red6.sh: a sixth red team's adversarial run on papo-verify
# (tests/verify/hostile_red6.py, issue 26, round 16): answers to another
# sub-question, stated under a condition, bounded or approximate, in a
# range, among choices, asked, requested, edited after the fact, graded
# by their writer, given by the key or someone else, doubted in another
# language, written in words with a doubt, hidden or struck by markup,
# cut off after, labelled a draft, guess, bound or case, left unchecked
# by an aside, or judged wrong after, in the languages the man page
# lists.  None is
# rewarded but the known holes the generator lists (none today, 92
# before round 17 closed the conditional "La respuesta sería 42.", the
# labels no row recognises, "Hypothesis: 42", and "Expected output:
# 42"; 40 before round 18 closed, with no problem, "The grader wants
# 42.", "The gold label is 42." and "Let's test 42.", a part's mark or
# a version named before the value, "Answer to (a): 42", "Answer v1:
# 42", with the part-gen family, and English words after a Spanish or
# German value, "Die Antwort ist 42 odd.", "La respuesta es 42 even.",
# with the quant-gen family);
# every control (the same frames, the value committed) is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-red6

hostile red6 "no variant rewarded, every control is" 9500 380 "controls" 0
exit 0
