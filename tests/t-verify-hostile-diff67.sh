#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-diff67.sh: a difference stated where the quantity is
# asked is not rewarded ("Tom is 18 years older." to "How old is Tom?",
# "Tom has 18 more apples." to "How many apples does Tom have?",
# "汤姆比安多18个苹果。"), and is
# where the question asks it ("How many more apples ...?"); a minus
# before a currency's sign or written U+2212 signs the amount ("Her
# profit is -$18.", "−18"); an age in months is not the years asked
# ("Tom is 18 months old."; 216 months is); another sum of money named
# as the subject is not the one asked ("Her revenue is $18." to "How
# much profit ...?"), nor is a rate where a span's total is asked ("He
# reads 18 pages per hour." to "... in 2 hours?"), nor a count where a
# percent is asked ("She sells 18 eggs." to "What percent ...?") (93
# wrong rewards and 12 right answers lost on session 52's binary)
# (tests/verify/hostile_diff67.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-diff67

hostile diff67 "a difference, a sign or an age's unit read" 362 122 "right"
step "no right form lost" test "$(hostile_count diff67 lost)" -eq 0
exit 0
