#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-round35.sh: round 35's generated judge replies
# (tests/judge/make-replies-round35.py --families, over 4,000): every
# label a committed verdict is written under (English's and six other
# languages') with every value form the rubric's scale allows ("4",
# "4/5", "4 out of 5", "(4)", "**4**", "[[4]]", "4.0", "4 points",
# "4 stars") and every trailer, G-Eval's one criterion under a rubric
# that asks it, a score revised twice; beside the hostile twins of each:
# another response's score, a range, a hedge, a revision, another
# scale, a quoted example, a code block.  Read as papo-judge reads them
# (papo-read-replies): no reply misread, and none lost in a family
# whose kind is read.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-round35

python3 "$TOP/tests/judge/make-replies-round35.py" --families \
    "$(command -v papo-read-replies)" > families.out 2>&1
st=$?
step -o families.out "a reply misread or a family's verdict lost" \
    [ $st -eq 0 ]
step -o families.out "fewer than 4,000 replies" \
    awk '/ replies, [0-9]+ families$/ { ok = $1 >= 4000 } END { exit !ok }' \
    families.out
