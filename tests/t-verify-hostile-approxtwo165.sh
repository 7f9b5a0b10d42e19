#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-approxtwo165.sh: two numerals side by side in Chinese
# and Japanese ("三四个", "十二三", "二三十": an approximation) are no
# count, and two answer statements with two values are two answers
# whatever noun follows the values ("Die Antwort ist 22 Mädchen. Die
# Antwort ist 21 Mädchen.") (tests/verify/hostile_approxtwo165.py,
# issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-approxtwo165

hostile approxtwo165 "numerals side by side, two answers with an unknown noun" 217 56 "right"
step "no right form lost" test "$(hostile_count approxtwo165 lost)" -eq 0
exit 0
