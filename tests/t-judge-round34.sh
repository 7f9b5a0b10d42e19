#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-round34.sh: round 34's generated judge replies
# (tests/judge/make-replies-round34.py --families, over 2,000 in the
# forms real judge models write: gpt-oss's and Qwen3's draft score in
# their reasoning before the verdict, Prometheus's "[RESULT] 4",
# "[RESULT]: 4" and "[RESULT] (4)", JudgeLM's pairs, Atla Selene's
# "**Result:**", Skywork-Critic's "[[A]]", Llama-3's <|eot_id|>, G-Eval's
# criterion, criteria tables with a weight column, the labels of seven
# languages' judges; beside the hostile ones: a score revised twice, a score given
# to the reference or to another response before the verdict, whatever
# its value, a quoted example, a range, "8?", "Wait" after the score, a
# reply cut off, two JSON objects, another scale, the student's code
# block), read as papo-judge reads them (papo-read-replies): no reply
# misread, and none lost in a family whose kind is read.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-round34

python3 "$TOP/tests/judge/make-replies-round34.py" --families \
    "$(command -v papo-read-replies)" > families.out 2>&1
st=$?
step -o families.out "a reply misread or a family's verdict lost" \
    [ $st -eq 0 ]
step -o families.out "fewer than 2,000 replies" \
    awk '/ replies, [0-9]+ families$/ { ok = $1 >= 2000 } END { exit !ok }' \
    families.out
