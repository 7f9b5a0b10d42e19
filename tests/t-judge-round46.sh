#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-round46.sh: round 46's generated judge replies
# (tests/judge/make-replies-round46.py --families, over 4,500 written
# from the outside): a verdict followed by a doubt of it in seventeen
# languages (seven of them no reader table lists), by a correction
# that names no new verdict, a verdict stated under a condition, an
# intent, a negation, a question, a quotation or another's view, a
# range or a guess for its value; each beside the committed verdict,
# on a scale of 1 to 5 and on the default rubric's three tiers; read
# as papo-judge reads them (papo-read-replies): no reply misread, and
# no committed verdict lost.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-round46

python3 "$TOP/tests/judge/make-replies-round46.py" --families \
    "$(command -v papo-read-replies)" > families.out 2>&1
st=$?
step -o families.out "a reply misread or a committed verdict lost" \
    [ $st -eq 0 ]
step -o families.out "fewer than 4,500 replies" \
    awk '/ replies, [0-9]+ families$/ { ok = $1 >= 4500 } END { exit !ok }' \
    families.out
# each kind once by hand, with its committed twin beside it
printf '@@@ 1 committed\nThe base case is checked.\n\nScore: \\boxed{0.5}\n@@@ 2 doubt\nThe base case is checked.\n\nScore: \\boxed{0.5} emin de\304\237ilim.\n@@@ 3 correction\nScore: \\boxed{1}\n\nActually, step 2 is wrong.\n@@@ 4 negated\nI would not give \\boxed{1}.\n@@@ 5 range\n\\boxed{0.5-1}\n' > forms.txt
papo-read-replies "$TOP/rubrics/3-tier.yaml" forms.txt > forms.out
step -o forms.out "a committed verdict lost" grep -q '^1 committed	0.5$' forms.out
for k in '2 doubt' '3 correction' '4 negated' '5 range'; do
	step -o forms.out "$k: read as a verdict" \
	    grep -q "^$k	no_score" forms.out
done
exit 0
