#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-closing164.sh: a unit or a currency's sign beside the
# answer's number in the response's last sentence is compared, whatever
# reader found the number ("The answer is 208 (in square meters).",
# "**(C) €48**", "**25** degrees Fahrenheit", "a 650-gram total"), and
# spoons and milliseconds are sized; a last sentence that writes the
# number again in another role keeps a right answer
# (tests/verify/hostile_closing164.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-closing164

hostile closing164 "a unit or a sign beside the answer's number in its last sentence" 325 108 "right"
# right forms the answer's readers refuse, before and now: a symbol in
# parentheses ("25 (°C)"), "sq ft" after a bold, "i.e. 650 mg" after a
# box (nine on 18a5e4bb's successor; sixteen on 18a5e4bb)
step "at most nine right forms lost" \
    test "$(hostile_count closing164 lost)" -le 9
exit 0
