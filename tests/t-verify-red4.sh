#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-red4.sh: a fourth red team's adversarial run on papo-verify
# (tests/verify/hostile_red4.py, issue 26, round 14), written from what
# each finder and row of lib/verify/answer_*.c accepts: words or an
# aside between an answer phrase and its value ("The answer is, in
# theory, 42", "答えは一応42です"), a word naming one answer among others
# ("The obvious answer is 42"), a response cut off after a conjunction
# in any listed language ("The answer is 42 and", "答案是42或"), someone
# else's answer, markup hiding the value in prose, a disowning JSON key,
# "~42" in an answer tag, a plural the problem does not hold after the
# value and a TeX comment after the value.  None is rewarded, and no
# known hole is left (16 before round 18 closed, with no problem, "The
# teacher wrote 42.", "The distractor is 42.", "The textbook gives
# \boxed{42}" and "The student answered: \boxed{42}", and its seeded
# said-bare family; 52 before round 16 closed "The student wrote
# \boxed{42}" with no problem, the first three under one, and its
# seeded said-gen and said-cop families; 24 before round 17 closed "The
# model output \boxed{42}" and, under a problem, the seeded said-found
# family, "The student found \boxed{42}"); every control is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-red4

hostile red4 "no variant rewarded, every control is" 1682 134 "controls" 0
exit 0
