#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-round32.sh: round 32's generated judge replies
# (tests/judge/make-replies-round32.py --families, over 2,100 in the
# styles of gpt-oss, Qwen3, DeepSeek-R1, Llama-3, Gemma and Mistral):
# verdicts in XML-ish tags (<score>8</score> alone or after the
# analysis) and MT-Bench's "[[8]]", in prose with "an 8", "**8**/10",
# a counterfactual in parentheses beside the score, nested JSON, revised by a statement of the score after an opener,
# over the rubric's top under a heading, in tables of criteria, in
# number words, native digits and the labels of nine languages, each
# beside its twins (a hedge, a second unresolved score, a score off
# the scale, a counterfactual, a quoted example), read as papo-judge
# reads them (papo-read-replies): no reply misread, and none lost in a
# family whose kind is read.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-round32

python3 "$TOP/tests/judge/make-replies-round32.py" --families \
    "$(command -v papo-read-replies)" > families.out 2>&1
st=$?
step -o families.out "a reply misread or a family's verdict lost" \
    [ $st -eq 0 ]
step -o families.out "fewer than 2,100 replies" \
    awk '/ replies, [0-9]+ families$/ { ok = $1 >= 2100 } END { exit !ok }' \
    families.out
