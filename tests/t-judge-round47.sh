#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-round47.sh: round 47's generated judge replies
# (tests/judge/make-replies-round47.py --families, over 22,000 written
# from the outside): under the answer-equivalence rubric a sentence
# after the grade line that weighs the answer again (a comparison with
# the reference, praise, a justification) after either grade; a
# verdict revised in words that move it one way and a value that moves
# it the other; another's score quoted and sided with, before or after
# a verdict of another value; the lowest score beside the work called
# right as a whole, in ten languages; the top score beside what the work
# takes without proof or a weakness of it; a JSON verdict beside
# criteria it contradicts, or under combine: min not their least;
# another response's score before the verdict in seven languages or
# on a line of two responses' labelled scores; a
# reason on the verdict's line, read below the top, and its twins; each
# beside the committed forms it imitates, read as papo-judge reads them
# (papo-read-replies): no reply misread, and no committed verdict lost.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-round47

python3 "$TOP/tests/judge/make-replies-round47.py" --families \
    "$(command -v papo-read-replies)" > families.out 2>&1
st=$?
step -o families.out "a reply misread or a committed verdict lost" \
    [ $st -eq 0 ]
step -o families.out "fewer than 22,000 replies" \
    awk '/ replies, [0-9]+ families$/ { ok = $1 >= 22000 } END { exit !ok }' \
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
printf '@@@ 1 aside\nThe response claims "Score: 0.5", which is not correct.\n\nScore: 1\n@@@ 2 sided\nThe response claims "Score: 0.5", and I agree.\n\nScore: 1\n@@@ 3 sided\nThe model says "Score: 0.5". Agreed.\n\nScore: 1\n' > quote.txt
papo-read-replies "$TOP/rubrics/3-tier.yaml" quote.txt > quote.out
step -o quote.out "a quotation set aside lost the verdict" \
    grep -q '^1 aside	1$' quote.out
step -o quote.out "a quotation sided with was not the judge's" \
    [ "$(grep -c '	no_score	' quote.out)" -eq 2 ]
printf '@@@ 1 part\nScore: 0\n\nThe calculation is complete.\n@@@ 2 whole\nScore: 0\n\nEvery step is justified and the argument is complete.\n' > low.txt
papo-read-replies "$TOP/rubrics/3-tier.yaml" low.txt > low.out
step -o low.out "a part praised beside the lowest lost the verdict" \
    grep -q '^1 part	0$' low.out
step -o low.out "the whole work praised beside the lowest read" \
    grep -q '^2 whole	no_score	' low.out
exit 0
