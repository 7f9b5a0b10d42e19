#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-lang26.sh: right answers in the listed languages main
# left unrewarded (tests/verify/hostile_lang26.py, issue 26): number
# words (Portuguese tens and hundreds, Spanish hundreds, Swahili "mia"
# and "elfu" with their count after them), traditional and simplified
# Chinese choice phrases ("故選B", "所以选B", "综上所述，选B"), chat
# templates' end tokens ("<eos>", "[EOS]") are rewarded; each negated,
# doubted or against another value is not, and neither is a Swahili
# numeral that reads two ways ("elfu ishirini na tano").  The kinds
# still lost are listed in the generator and counted: no more of them.
set -u
. "$TOP/tests/lib.sh"

hostile lang26 "no twin rewarded, every right answer is" 221 62 "right"
step -o hostile-lang26.out "at most 15 right answers still lost" \
    test "$(hostile_count lang26 lost)" -le 15
exit 0
