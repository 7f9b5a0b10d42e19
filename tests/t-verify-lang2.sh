#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-lang2.sh: the languages papo-verify(1) lists since issue 26's
# recall round (Hindi, Arabic, Indonesian, Vietnamese, Polish,
# Ukrainian, Turkish), both ways (tests/verify/hostile_lang2.py): right answers as models write
# them (answer phrases, conclusion words, closing remarks, native digits,
# boxes, multiple choice, decimal commas) are all rewarded, and their
# negated, hedged, bounded, conditioned and corrected twins none.  main
# before them refused 1,459 of the 1,556 right ones (a language not
# listed is no answer) and rewarded 36 twins (a Ukrainian answer with
# "можливо." after it, read as a Russian last statement; Turkish ones
# with "sanırım.", "yanılmıyorsam." after them or "varsayalım" before).
# One of main's holes, counted apart (hostile_lang2.py's known), is
# closed: "\boxed{7}, yanılmıyorsam." (a word with a dotless ı after a
# box was read as the value's noun; hostile_noun.py): none may come back.
set -u
. "$TOP/tests/lib.sh"

hostile lang2 "no hedge rewarded, every right answer is" \
    8700 1550 "right answers" 0
for l in hi ar id vi pl uk tr; do
	step "$l: its variants judged" grep -q "^$l  *[0-9]* variants, 0 wrong" \
	    hostile-lang2.out
done
exit 0
