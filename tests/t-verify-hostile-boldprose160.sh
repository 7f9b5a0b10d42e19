#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-boldprose160.sh: a value in bold with words after it
# inside the bold ("**35 bushels per day**", "**$2,000 remains after
# expenses.**") is read as the same text without its marks; a unit's
# "of" and its noun hold the problem's word ("650 milligrams of zinc",
# not "of iron"), a "than" a comparison before it, in bold or not
# (tests/verify/hostile_boldprose160.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-boldprose160

hostile boldprose160 "a bold value with words, read as prose" 392 60 "right"
step "no right form lost" test "$(hostile_count boldprose160 lost)" -eq 0
exit 0
