#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-lang26.sh: right answers in the listed languages main
# left unrewarded (tests/verify/hostile_lang26.py, issue 26): a decimal
# comma before a unit ("Die Antwort lautet 1,5 km."), number words
# (Portuguese tens and hundreds, Spanish hundreds, Swahili "mia" and
# "elfu" with their count after them), choice phrases in both Chinese
# scripts ("故選B", "所以选B"), a lowercase option letter, "The answers
# are A and D.", Russian's em dash ("Ответ — 5."), chat templates' end
# tokens ("<eos>", "[EOS]"), Hindi units and a danda glued to a unit or
# scale word ("\boxed{3} मिनट।", "\boxed{42} लाख।") are rewarded; each
# negated, doubted or against another value is not, nor is a Swahili
# numeral that reads two ways ("elfu ishirini na tano") or an unread
# word before a danda.  The kinds still lost are listed in the
# generator (LOST) and counted: no more of them.
set -u
. "$TOP/tests/lib.sh"

hostile lang26 "no twin rewarded, every right answer is" 228 64 "right"
step -o hostile-lang26.out "at most 6 right answers still lost" \
    test "$(hostile_count lang26 lost)" -le 6
exit 0
