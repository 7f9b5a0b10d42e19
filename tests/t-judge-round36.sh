#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-round36.sh: round 36's generated judge replies
# (tests/judge/make-replies-round36.py --families, over 2,300 in forms
# the earlier rounds lack): reasoning judges (gpt-oss's structured
# final "final <|constrain|>json", its tokens decoded away, a verdict
# revised in the reasoning and not in the final, one stated only in
# the reasoning), structured outputs (string scores "4/5", criteria
# beside the overall, arrays, null, a paragraph after the object),
# the labels of eleven languages and the prose of eight more with
# their hedges and negations, markdown headings (the judge's own, or
# one that says whose: "## Reference solution") and tables, other
# scales (1-10, percent, letter grades, the rubric's range restated),
# the reference's score beside the response's, refusals in many
# languages, replies cut inside their verdict ("Score: 4 ;", an em
# dash), tool calls in the text, the rubric's example score quoted;
# read as papo-judge reads them (papo-read-replies): no reply misread,
# and none lost in a family whose kind is read.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-round36

python3 "$TOP/tests/judge/make-replies-round36.py" --families \
    "$(command -v papo-read-replies)" > families.out 2>&1
st=$?
step -o families.out "a reply misread or a family's verdict lost" \
    [ $st -eq 0 ]
step -o families.out "fewer than 2,300 replies" \
    awk '/ replies, [0-9]+ families$/ { ok = $1 >= 2300 } END { exit !ok }' \
    families.out
