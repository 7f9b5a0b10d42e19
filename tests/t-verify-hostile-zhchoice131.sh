#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-zhchoice131.sh: Chinese statements that name the
# options first ("C选项正确。", "选项 B、C、D 均正确。") or the option
# the work matches ("这对应选项 C。", "与选项 D 完全一致。") are read,
# alone or above a box, under "A．1" options; a letter box under a
# sentence that names its option and is not read as choosing it
# ("Option C ist falsch.", "C选项不正确。") is no answer
# (tests/verify/hostile_zhchoice131.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-zhchoice131

hostile zhchoice131 "Chinese choice statements, options named above a box" \
    1900 770 "right"
step "no right form lost" test "$(hostile_count zhchoice131 lost)" -eq 0
exit 0
