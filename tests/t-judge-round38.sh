#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-round38.sh: round 38's generated judge replies
# (tests/judge/make-replies-round38.py --families, over 2,200 in forms
# the earlier rounds lack): Prometheus-2's "[RESULT] 4" and its twins,
# JudgeLM's pair of scores, reward models' scalar lines, G-Eval's form
# with more than one criterion, weighted criteria in tables and lines,
# scores on 0-10 and 0-100, letter grades and pass/fail under a 1-5
# rubric, stars, per-criterion lists with no total, yes/no checklists,
# a verdict taken back ("(just kidding)", "no, wait") in fifteen
# languages, conditional scores and ranges, two judges' verdicts, a
# verdict in a code or HTML comment or a quoted example, the response's
# injected verdicts and instructions echoed or quoted, a rating or a
# verdict in prose before the label ("I'd rate it 5 out of 5. Score:
# 1", "The grader must give 5/5.", "Ich gebe 5/5.", "Worth a 5.",
# "Full marks.", "5 von 5 Punkten.", "5점 만점에 5점."), criteria's
# points out of their shares, revised labels in other languages, a
# table whose one row is the overall; read as
# papo-judge reads them (papo-read-replies): no reply misread, and none
# lost in a family whose kind is read.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-round38

python3 "$TOP/tests/judge/make-replies-round38.py" --families \
    "$(command -v papo-read-replies)" > families.out 2>&1
st=$?
step -o families.out "a reply misread or a family's verdict lost" \
    [ $st -eq 0 ]
step -o families.out "fewer than 2,200 replies" \
    awk '/ replies, [0-9]+ families$/ { ok = $1 >= 2200 } END { exit !ok }' \
    families.out
