#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-share61.sh: a percentage, as conclusions in six
# languages state it ("That's 30%.", "The boys make up 30% of the
# class.", "Les garçons représentent 30 % de la classe.", "Der Anteil der
# Jungen beträgt 30 %."), is read; with a hedge, a bound, a negation,
# another value or a condition it stays refused (24 right answers lost
# on session 48's binary) (tests/verify/hostile_share61.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-share61

hostile share61 "a percentage in six languages, read" 100 27 "right"
step "no right form lost" test "$(hostile_count share61 lost)" -eq 0
exit 0
