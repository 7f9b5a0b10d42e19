#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-review26.sh: the wrong rewards a maintainer's review
# of issue 26 found (tests/verify/hostile_review26.py): a unit in
# parentheses, in a JSON "unit" key or after </answer>; an operator or
# an approximation before a last statement's value; a "?" inside the
# markup around the value; an exemplifying abbreviation before a box; a
# scale word glued to a danda; a finish reason that is no normal stop;
# "ought to", "has to", "needs to" before the answer.  None is rewarded,
# every twin is (187 rewarded and 16 twins lost at the review's main).
# And --think keep still finds no answer in reasoning that never closes.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-review26

hostile review26 "no variant rewarded, every control is" 440 120 \
    "controls" 0
printf '%s\n' '{"answer":"4","response":"<think>so the answer is \\boxed{4}."}' \
    '{"answer":"4","response":"<think>4?</think> The answer is \\boxed{4}."}' \
    > think.jsonl
step "--think keep: a <think> never closed has no answer" \
    test "$(papo-verify -q --think keep think.jsonl | jq -r .verify |
    tr '\n' ' ')" = "no_answer equal "
exit 0
