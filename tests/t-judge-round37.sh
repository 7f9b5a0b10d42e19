#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-round37.sh: round 37's generated judge replies
# (tests/judge/make-replies-round37.py --families, over 1,500 in forms
# the earlier rounds lack): a response's own verdict the judge quotes,
# criteria beside a total they do not add up to, "(out of 10)" and
# its spellings under a 1-5 rubric, revisions ("On reflection",
# "Revised score", "Update"), two JSON objects, JSON score keys in
# other languages and cases ({"finalScore": 4}, {"评分": 4}), number
# words in fifteen languages, fractions and decimals, verdicts in a
# code fence, a table, a list, gpt-oss's analysis holding one score
# and its final another, replies cut short, replies that only restate
# the rubric's scale, reasoning judges that end before the verdict;
# read as papo-judge reads them (papo-read-replies): no reply misread,
# and none lost in a family whose kind is read.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-round37

python3 "$TOP/tests/judge/make-replies-round37.py" --families \
    "$(command -v papo-read-replies)" > families.out 2>&1
st=$?
step -o families.out "a reply misread or a family's verdict lost" \
    [ $st -eq 0 ]
step -o families.out "fewer than 1,500 replies" \
    awk '/ replies, [0-9]+ families$/ { ok = $1 >= 1500 } END { exit !ok }' \
    families.out
