#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-round26.sh: round 26's generated judge replies
# (tests/judge/make-replies-round26.py --families, over 3,000 in
# families: Korean prose verdicts, a prose verdict followed by its
# justification, and a hidden evaluator's replies: reasoning channels,
# JSON with extra keys, tables with a total row, a score repeated in
# two forms, a reference's score beside the response's, a scale
# changed, a verdict revised or in a code block, Unicode digits, number
# words; each beside its twins that state no one verdict) read as
# papo-judge reads them (papo-read-replies): no reply misread, and
# none lost in a family whose kind is read.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-round26

python3 "$TOP/tests/judge/make-replies-round26.py" --families \
    "$(command -v papo-read-replies)" > families.out 2>&1
st=$?
step -o families.out "a reply misread or a family's verdict lost" \
    [ $st -eq 0 ]
step -o families.out "fewer than 3,000 replies" \
    awk '/ replies, [0-9]+ families$/ { ok = $1 >= 3000 } END { exit !ok }' \
    families.out
