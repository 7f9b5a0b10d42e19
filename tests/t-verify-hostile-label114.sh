#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-label114.sh: "回答：8", "la respuesta es: Answer: 8" and
# "La respuesta a este problema es 8" (six languages) are rewarded; with a
# hedge, a negation, a bound or someone else's reply in them they are not
# (tests/verify/hostile_label114.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-label114

hostile label114 "a harness's label and the answer to this problem" 160 48 \
    "right"
step "no right form lost" test "$(hostile_count label114 lost)" -eq 0
exit 0
