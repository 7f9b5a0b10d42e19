#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-round31.sh: round 31's generated judge replies
# (tests/judge/make-replies-round31.py --families, over 1,900 in
# families: a verdict revised and criteria a line each then an overall
# line, read, beside their hedged, conditional and other response's
# twins; JSON replies with several score keys, XML-ish score tags,
# tables of several scores, a counterfactual beside the score, the
# reference's score in prose, a score quoted from the rubric's example,
# <think> holding another score than the final one, chat templates' end
# tokens, replies cut off mid-way, a score struck or commented out, and
# the labels of Arabic, Persian, Hindi, Bengali and Thai with their own
# digits beside their hedges, alternatives and negations) read as
# papo-judge reads them (papo-read-replies): no reply misread, and none
# lost in a family whose kind is read.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-round31

python3 "$TOP/tests/judge/make-replies-round31.py" --families \
    "$(command -v papo-read-replies)" > families.out 2>&1
st=$?
step -o families.out "a reply misread or a family's verdict lost" \
    [ $st -eq 0 ]
step -o families.out "fewer than 1,900 replies" \
    awk '/ replies, [0-9]+ families$/ { ok = $1 >= 1900 } END { exit !ok }' \
    families.out
