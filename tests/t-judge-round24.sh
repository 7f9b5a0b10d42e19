#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-round24.sh: round 24's generated judge replies
# (tests/judge/make-replies-round24.py --families, over 3,000 in
# families: number words as scores, the Russian scale, criteria and the
# verdict in one sentence, a label's number that counts a noun, JSON
# verdicts with comments and trailing commas, after the judge's
# reasoning or after prose, each beside its hostile forms) read as
# papo-judge reads them (papo-read-replies): no reply
# misread, and none lost in a family whose kind is read.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-round24

python3 "$TOP/tests/judge/make-replies-round24.py" --families \
    "$(command -v papo-read-replies)" > families.out 2>&1
st=$?
step -o families.out "a reply misread or a family's verdict lost" \
    [ $st -eq 0 ]
step -o families.out "fewer than 3,000 replies" \
    awk '/ replies, [0-9]+ families$/ { ok = $1 >= 3000 } END { exit !ok }' \
    families.out
