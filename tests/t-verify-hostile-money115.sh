#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-money115.sh: "Respuesta: $16,50" is 16.5 and "$1,250"
# 1250 in the languages that write decimal commas; against the comma
# dropped, hedged or beside another amount never rewarded
# (tests/verify/hostile_money115.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-money115

hostile money115 "a decimal comma after a currency's sign" 210 70 "right"
step "no right form lost" test "$(hostile_count money115 lost)" -eq 0
exit 0
