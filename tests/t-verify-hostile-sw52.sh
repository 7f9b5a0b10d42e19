#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-sw52.sh: a Swahili conclusion whose verb the problem
# writes with another subject or tense ("Janet anatengeneza dola 18"
# for "Je, Janet hutengeneza dola ngapi ...?";
# tests/verify/hostile_sw52.py, issue 26): always rewarded (72 of 96
# were lost); negated, conditional, subjunctive, modal or hedged never.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-sw52

hostile sw52 "no negated or hedged Swahili statement rewarded" 380 96 \
    "right"
step "no right form lost" test "$(hostile_count sw52 lost)" -eq 0
exit 0
