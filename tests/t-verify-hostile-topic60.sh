#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-topic60.sh: a last statement in Chinese, Japanese or
# Korean whose topic is another person or thing the problem names than
# the one its question asks ("安有4支。", "アンは4本です。", "앤은
# 4자루입니다." to the question after Tom) is no answer; the question's
# topic, a pronoun and a question asking after a pronoun are read (66
# wrong rewards on session 47's binary) (tests/verify/hostile_topic60.py,
# issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-topic60

hostile topic60 "a statement of another topic, refused" 250 90 "right"
step "no right form lost" test "$(hostile_count topic60 lost)" -eq 0
exit 0
