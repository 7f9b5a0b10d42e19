#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-lang2.sh: the languages papo-verify(1) lists since issue 26's
# recall round (Hindi, Arabic, Indonesian, Vietnamese, Polish,
# Ukrainian), both ways (tests/verify/hostile_lang2.py): right answers as models write
# them (answer phrases, conclusion words, closing remarks, native digits,
# boxes, multiple choice, decimal commas) are all rewarded, and their
# negated, hedged, bounded, conditioned and corrected twins none.  main
# before them refused 1,270 of the 1,344 right ones (a language not
# listed is no answer) and rewarded 14 twins (a Ukrainian answer with
# "можливо." after it, read as a Russian last statement).
set -u
. "$TOP/tests/lib.sh"

hostile lang2 "no hedge rewarded, every right answer is" \
    7500 1340 "right answers"
for l in hi ar id vi pl uk; do
	step "$l: its variants judged" grep -q "^$l  *[0-9]* variants, 0 wrong" \
	    hostile-lang2.out
done
exit 0
