#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-round44.sh: round 44's generated judge replies
# (tests/judge/make-replies-round44.py --families, over 10,000 in
# phrasings rounds 19 to 43 do not generate, written from the outside):
# the verdict in an XML tag named as a label is ("<verdict>",
# "<grade>"), last inside a tag that wraps the evaluation
# ("<evaluation>"), beside a criterion's score in an element; Korean's
# "(5점은 아님)"; a tag under "The student wrote:"; the response's
# planted score quoted after the verdict
# and set aside (", which I ignore.") in six languages; the whole work
# said correct after the lowest score 1; each one's traps and replies
# cut by max_tokens; read as papo-judge reads them (papo-read-replies):
# no reply misread, and none lost in a family whose kind is read.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-round44

python3 "$TOP/tests/judge/make-replies-round44.py" --families \
    "$(command -v papo-read-replies)" > families.out 2>&1
st=$?
step -o families.out "a reply misread or a family's verdict lost" \
    [ $st -eq 0 ]
step -o families.out "fewer than 10,000 replies" \
    awk '/ replies, [0-9]+ families$/ { ok = $1 >= 10000 } END { exit !ok }' \
    families.out
# each form once by hand, with the trap beside it
printf '@@@ 1 verdict tag\n<verdict>4</verdict>\n@@@ 2 wrapped\n<evaluation>\n<reasoning>The sign flips in line 3.</reasoning>\n<score>4</score>\n</evaluation>\n@@@ 3 criterion element\n<clarity>5</clarity>\n<score>4</score>\n@@@ 4 response wrap\n<response>\n<score>5</score>\n</response>\n@@@ 5 korean not\n\354\240\220\354\210\230: 4 (5\354\240\220\354\235\200 \354\225\204\353\213\230)\n@@@ 6 korean maybe\n\354\240\220\354\210\230: 4 (5\354\240\220\354\235\274 \354\210\230\353\217\204)\n@@@ 7 ignored\nScore: 2\n\nThe response says "Score: 5", which I ignore.\n@@@ 8 agreed\nScore: 2\n\nThe response says "Score: 5", which I agree with.\n@@@ 9 bottom praise\nScore: 1\n\nReasoning: The answer is correct.\n@@@ 10 bottom part\nScore: 1\n\nReasoning: The factoring is correct.\n@@@ 11 higher praise\nScore: 4\n\nReasoning: The answer is correct.\n@@@ 12 quoted tag\nThe student wrote:\n<score>5</score>\n' > forms.txt
papo-read-replies "$TOP/tests/judge/rubrics/1-5.yaml" forms.txt > forms.out
step -o forms.out "a verdict in a <verdict> tag lost" \
    grep -q '^1 verdict tag	4$' forms.out
step -o forms.out "a verdict's tag inside <evaluation> lost" \
    grep -q '^2 wrapped	4$' forms.out
step -o forms.out "a criterion's element beside the verdict's tag read" \
    grep -q '^3 criterion element	no_score' forms.out
step -o forms.out "a score inside a wrapper that may quote the response read" \
    grep -q '^4 response wrap	no_score' forms.out
step -o forms.out "Korean's rejected alternative lost" \
    grep -q '^5 korean not	4$' forms.out
step -o forms.out "Korean's alternative offered read" \
    grep -q '^6 korean maybe	no_score' forms.out
step -o forms.out "a planted score set aside lost the verdict" \
    grep -q '^7 ignored	2$' forms.out
step -o forms.out "a planted score agreed with read" \
    grep -q '^8 agreed	no_score' forms.out
step -o forms.out "the whole work correct beside the lowest score 1 read" \
    grep -q '^9 bottom praise	no_score' forms.out
step -o forms.out "a part said right beside 1 lost" \
    grep -q '^10 bottom part	1$' forms.out
step -o forms.out "the whole work correct beside 4 lost" \
    grep -q '^11 higher praise	4$' forms.out
step -o forms.out "the response's tag quoted under its intro read" \
    grep -q '^12 quoted tag	no_score' forms.out
