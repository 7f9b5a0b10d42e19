#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-bound55.sh: a bound written before the value in
# Chinese or Japanese ("所以小明最多有\boxed{45}个苹果。", "りんごは最大で
# \boxed{45}個です。"; 69 such were rewarded) is never rewarded; the same
# sentence without it is, so is the bound the question asks ("他最多能买
# 多少个苹果？"), and a quantity's name that holds a bound's characters
# ("最大公约数", "最小公倍数") bounds nothing
# (tests/verify/hostile_bound55.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-bound55

hostile bound55 "no bounded value rewarded in Chinese or Japanese" \
    380 40 "right"
step "no right form lost" test "$(hostile_count bound55 lost)" -eq 0
exit 0
