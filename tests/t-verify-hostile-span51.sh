#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-span51.sh: a rate over another span of time than the
# question's (tests/verify/hostile_span51.py, issue 26): "40 dollars a
# week", "40 Dollar pro Woche", "40 dólares semanales", "40 долларов в
# неделю" where the question asks each day, in seven languages, never
# rewarded (2,595 were before); over the asked span always rewarded
# (200 were lost: "diarios", "alla settimana", "в день"); and a quantity
# of another kind than the question's words ask ("40 km/h" for "How far
# does it go?", "12 cm" for "What is the area ...?", "12 kg" for "How
# much money ...?") never rewarded; "12 m" for "How long is each
# piece?" is the unit, rewarded (lost before: m read as a letter).
# Session 40: a sign before the value and an adverb after it ("$18
# daily": the adverb read as the unit), "per day" in a question asking
# dollars, "Sie verdient 18 Dollar pro Tag." and "am Tag" (335 lost).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-span51

hostile span51 "no other span or kind rewarded" 11800 2400 "right"
step "no right form lost" test "$(hostile_count span51 lost)" -eq 0
step "8 kinds counted" test "$(hostile_groups span51 '[a-z]*')" -ge 8
exit 0
