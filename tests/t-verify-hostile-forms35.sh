#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-forms35.sh: the forms real models write a number or
# an option in (tests/verify/hostile_forms35.py): native digits of ten
# more scripts, "1.2k" and "1.2K" (no temperature spoken of) as a
# thousand, a decimal written to an ellipsis whose digits repeat a
# block ("0.999…" is 1), an option set in Cyrillic look-alikes where the
# problem lists Latin options, a code agent's "final_answer(42)" as its
# last line; their twins (another value, ten times it, a kelvin, no
# ellipsis, no repeating block, a Russian list, another call before it)
# are never rewarded.  Main before this change: 0 wrong, 238 lost of
# 281 right ones; after: 0 wrong, 41 lost (an option's text alone, "all
# except", Roman numerals and hexadecimal where asked, a code fence
# with no <end_code>, a Russian lead not read yet).
set -u
. "$TOP/tests/lib.sh"

hostile forms35 "no twin rewarded" 800 281 "right"
step -o hostile-forms35.out "at most 41 right ones lost" \
    test "$(hostile_count forms35 lost)" -le 41
exit 0
