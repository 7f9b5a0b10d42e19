#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-pct86.sh: a percentage asked and answered in thirteen
# languages ("คิดเป็น 25 เปอร์เซ็นต์", "Jawabannya adalah 25 persen.",
# "Tỉ lệ là 25%.", "öğrencilerin %25'i", "戴眼镜的学生占百分之二十五。")
# is rewarded against a plain reference; a count where a percentage is
# asked ("So 25 students wear glasses.", rewarded on session 56's
# binary), a bound, a negation, a doubt and a second value are not (16
# wrong and 34 lost on that binary) (tests/verify/hostile_pct86.py,
# issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-pct86

hostile pct86 "a percentage asked and answered, thirteen languages" 160 50 "right"
step "no right form lost" test "$(hostile_count pct86 lost)" -eq 0
exit 0
