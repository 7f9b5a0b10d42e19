#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-tail35.sh: what models write after their answer
# (tests/verify/hostile_tail35.py), in every listed language: a check
# said with no value, a computation that ends on the answer's value
# (each side worked out), an offer or a wish, a confidence label that
# says sure, a check in the answer's own sentence or a parenthesis
# after it, are rewarded; the same with a doubt or another value in
# it, a check denied, a computation that gives another value ("6 × 8 =
# 42"), a lower confidence, are not.  No right one lost.
set -u
. "$TOP/tests/lib.sh"

hostile tail35 "remarks after the answer rewarded, twins not" 920 290 \
    "right ones"
step -o hostile-tail35.out "no right one lost" \
    test "$(hostile_count tail35 lost)" -eq 0
exit 0
