#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-recap55.sh: a sentence after the box that restates the
# answer in the problem's words, opened by a concluding or summing-up
# connective, is read in English, French, German, Spanish, Italian,
# Portuguese, Russian, Chinese, Japanese and Korean ("To sum up, she has
# 45 apples.", "Donc, elle a 45 pommes.", "Итак, у неё 45 яблок.", "综上所述，
# 小明一共有45个苹果。", "따라서 메리의 사과는 모두 45개입니다."), and so is
# the same sentence holding the box (1,398 of 2,412 right forms were
# lost); another value, a negation, a
# doubt, a bound, a hedge, a condition or a connective of another case
# ("Otherwise", "Sinon", "否则") in the same restatement never is (108
# bounds were rewarded: "最多有\boxed{45}", "elle a près de \boxed{45}",
# and, once the restatement was read, "ella tiene unas 45", "у неё до
# 45"; tests/verify/hostile_recap55.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-recap55

hostile recap55 "no restatement of another or a hedged value rewarded" \
    23000 2300 "right"
step "no right form lost" test "$(hostile_count recap55 lost)" -eq 0
exit 0
