#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-round33.sh: round 33's generated judge replies
# (tests/judge/make-replies-round33.py --families, over 1,000 in the
# styles of gpt-oss, Qwen3, DeepSeek-R1, Llama-3, Gemma and Mistral):
# the score after an equals sign ("Score = 8"), "Overall: 8/10" and
# "Grade: 8/10" under a numeric rubric, JSON closed by a token that
# ends the model's turn, a bare fraction beside its counterfactual, each
# beside its twins (a hedge, a second score, a quoted example, a score
# off the scale, "would be"), read as papo-judge reads them
# (papo-read-replies): no reply misread, and none lost in a family
# whose kind is read.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-round33

python3 "$TOP/tests/judge/make-replies-round33.py" --families \
    "$(command -v papo-read-replies)" > families.out 2>&1
st=$?
step -o families.out "a reply misread or a family's verdict lost" \
    [ $st -eq 0 ]
step -o families.out "fewer than 1,000 replies" \
    awk '/ replies, [0-9]+ families$/ { ok = $1 >= 1000 } END { exit !ok }' \
    families.out
