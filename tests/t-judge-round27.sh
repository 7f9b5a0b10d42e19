#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-round27.sh: round 27's generated judge replies
# (tests/judge/make-replies-round27.py --families, over 3,000 in
# families: a justification that weighs the work with a contrast, a
# negation or "correct" after a prose or a label's verdict, beside the
# same sentences with a value, a verdict verb, a hedge, a condition or a
# revision in them; digits of another script; JSON with keys beside the
# score; a table's total row; a reference's score beside the
# response's) read as papo-judge reads them (papo-read-replies): no
# reply misread, and none lost in a family whose kind is read.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-round27

python3 "$TOP/tests/judge/make-replies-round27.py" --families \
    "$(command -v papo-read-replies)" > families.out 2>&1
st=$?
step -o families.out "a reply misread or a family's verdict lost" \
    [ $st -eq 0 ]
step -o families.out "fewer than 3,000 replies" \
    awk '/ replies, [0-9]+ families$/ { ok = $1 >= 3000 } END { exit !ok }' \
    families.out
