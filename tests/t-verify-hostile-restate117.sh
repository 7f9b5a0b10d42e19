#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-restate117.sh: the value restated after the answer with
# "in total" after its noun in French, Spanish, Italian and German is
# read as restated; bounded, doubted, negated, with another value or
# Swahili's "au" (or) it is not (tests/verify/hostile_restate117.py,
# issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-restate117

hostile restate117 "a restatement with its own language's words" 55 20 \
    "right"
step "no right form lost" test "$(hostile_count restate117 lost)" -eq 0
exit 0
