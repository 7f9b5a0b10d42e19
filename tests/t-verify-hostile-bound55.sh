#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-bound55.sh: a bound written before the value in
# Chinese, Japanese or Korean ("所以小明最多有\boxed{45}个苹果。",
# "りんごは最大で\boxed{45}個です。", "사과는 최대 \boxed{45}개입니다."; 93
# such were rewarded) is never rewarded; the same sentence without it
# is, so is the bound the question asks ("他最多能买多少个苹果？"), a
# quantity's name that holds a bound's characters ("最大公约数",
# "최대공약수") bounds nothing, and a Korean noun of the problem's with
# the genitive reads ("메리의 사과는", 3 lost) but not someone's answer
# ("메리의 답은") (tests/verify/hostile_bound55.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-bound55

hostile bound55 "no bounded value rewarded in Chinese, Japanese, Korean" \
    450 50 "right"
step "no right form lost" test "$(hostile_count bound55 lost)" -eq 0
exit 0
