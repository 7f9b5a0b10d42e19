#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-round47.sh: round 47's generated judge replies
# (tests/judge/make-replies-round47.py --families, over 10,000 written
# from the outside): under the answer-equivalence rubric a sentence
# after the grade line that weighs the answer again (a comparison with
# the reference, praise, a justification) after either grade; a
# verdict revised in words that move it one way and a value that moves
# it the other; each beside the committed forms it imitates, read as
# papo-judge reads them (papo-read-replies): no reply misread, and no
# committed verdict lost.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-round47

python3 "$TOP/tests/judge/make-replies-round47.py" --families \
    "$(command -v papo-read-replies)" > families.out 2>&1
st=$?
step -o families.out "a reply misread or a committed verdict lost" \
    [ $st -eq 0 ]
step -o families.out "fewer than 10,000 replies" \
    awk '/ replies, [0-9]+ families$/ { ok = $1 >= 10000 } END { exit !ok }' \
    families.out
# each kind once by hand, with its committed twin beside it
printf '@@@ 1 grade\nFinal Grade: INCORRECT\n\nI hope this helps.\n@@@ 2 weighed\nFinal Grade: CORRECT\nThe student'"'"'s answer is $3$, while the reference is $4$.\n@@@ 3 weighed\nFinal Grade: INCORRECT\nThe student'"'"'s answer matches the reference.\n' > grade.txt
papo-read-replies "$TOP/rubrics/answer-equivalence.yaml" grade.txt > grade.out
step -o grade.out "a committed grade lost" grep -q '^1 grade	0$' grade.out
step -o grade.out "a grade weighed again read" \
    [ "$(grep -c '	no_score	' grade.out)" -eq 2 ]
printf '@@@ 1 down\nScore: 1. I was too generous. Revised score: 0.5\n@@@ 2 contrary\nScore: 1. I was too harsh. Revised score: 0.5\n@@@ 3 contrary\nScore: 0.5. On reflection, I'"'"'d lower it to 1.\n' > revise.txt
papo-read-replies "$TOP/rubrics/3-tier.yaml" revise.txt > revise.out
step -o revise.out "a revision lost" grep -q '^1 down	0.5$' revise.out
step -o revise.out "a contrary revision read" \
    [ "$(grep -c '	no_score	' revise.out)" -eq 2 ]
exit 0
