#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-boldnum161.sh: a bold number alone on its line under a
# heading ("### Final Answer\n\n**35 bushels per day**"): the words the
# bold holds after the number are read as words after a value are, a
# unit the bold goes on with or that follows it is compared, "square
# meters" is one unit, a count's unit alone under a heading compared
# (tests/verify/hostile_boldnum161.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-boldnum161

hostile boldnum161 "a bold number's words read" 218 56 "right"
step "no right form lost" test "$(hostile_count boldnum161 lost)" -eq 0
exit 0
