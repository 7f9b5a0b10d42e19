#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-round25.sh: round 25's generated judge replies
# (tests/judge/make-replies-round25.py --families, over 3,000 in
# families: verdicts stated in prose in seven languages, "Final
# verdict: 4", "Nota: 4" alone, a JSON verdict whose comment names its
# key, each beside its twins that state no one verdict: hedged,
# conditional, counterfactual, for another response or a criterion,
# on another scale, revised, quoted, after another verdict) read as
# papo-judge reads them (papo-read-replies): no reply misread, and
# none lost in a family whose kind is read.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-round25

python3 "$TOP/tests/judge/make-replies-round25.py" --families \
    "$(command -v papo-read-replies)" > families.out 2>&1
st=$?
step -o families.out "a reply misread or a family's verdict lost" \
    [ $st -eq 0 ]
step -o families.out "fewer than 3,000 replies" \
    awk '/ replies, [0-9]+ families$/ { ok = $1 >= 3000 } END { exit !ok }' \
    families.out
