#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-apart83.sh: an option's letter and its text parted by
# a comma or a dash ("The answer is C, 7.", "Answer: C – 7") under a
# problem that lists the option is rewarded; another option's text, a
# second letter, an alternative, a question and a doubt are not, and a
# letter, a dash and a number where no option is listed stay an
# expression ("E - 3" is "-3 + E") (58 right forms lost on session 56's
# binary) (tests/verify/hostile_apart83.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-apart83

hostile apart83 "an option's letter, a comma or a dash, its text" 185 60 "right"
step "no right form lost" test "$(hostile_count apart83 lost)" -eq 0
exit 0
