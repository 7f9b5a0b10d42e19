#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-named64.sh: a value named as something else than the
# answer is not rewarded: degrees where dollars are asked ("She makes
# 18° every day."), a \frac and an operation after it ("\frac{1}{6} plus
# one"), another letter's label where one letter is asked ("\boxed{x =
# 7}" to "What is y?"), a quantity of the answer or another's answer
# ("The reciprocal of the answer is 7.", "The answer squared is 7.");
# degrees are read where asked ("\boxed{20^\circ}" to "How many degrees
# is angle B?"), "18 times" is no sum of money and "18 bucks" is, a
# unit asked before a phrase that ends the question ("in Kelvin at sea
# level?") is asked, a rate over another span than the question's is
# another ("\boxed{\$126/\text{day}}" to "... per week?", "她每天赚126
# 美元。" to "她每周赚多少美元？") (121 wrong rewards and 23 right answers
# lost on session 51's binary)
# (tests/verify/hostile_named64.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-named64

hostile named64 "a value named as another quantity refused" 400 127 "right"
step "no right form lost" test "$(hostile_count named64 lost)" -eq 0
exit 0
