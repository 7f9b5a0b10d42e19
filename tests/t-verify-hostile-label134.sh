#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-label134.sh: a box alone under a label and its value
# is read with the label: a label no row reads ("Ответ неправильный:
# 4.", "Wrong answer: 4.", "Blorf: 4.") gives no answer; one the rows
# read ("Answer:", "答案：", "Total:") keeps the box
# (tests/verify/hostile_label134.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-label134

hostile label134 "a label read with the box under it" 2000 500 "right"
step "no right form lost" test "$(hostile_count label134 lost)" -eq 0
exit 0
