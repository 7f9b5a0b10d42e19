#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-round43.sh: round 43's generated judge replies
# (tests/judge/make-replies-round43.py --families, over 5,000 in the
# forms round 42 left lost, written from the outside): gpt-oss's
# harmony channels and its JSON mode, Qwen3 thinking, a DeepSeek-R1
# distill, a fenced JSON block; JSON under "verdict", a list of one
# verdict, a Python dict, "scores" around the verdict; "Score: 4 (not
# 5)" in seven languages; "Reasoning: The answer is correct." after the
# verdict; "**Final Score:** \boxed{4}"; "Score:\n\n4"; and each one's
# traps (another item's key, a low confidence, a list of criteria,
# "(or 5)", "(not 4 but 5)", a retraction after the box, two blank
# lines, another criterion's label on the next line); read as
# papo-judge reads them (papo-read-replies): no reply misread, and
# none lost in a family whose kind is read.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-round43

python3 "$TOP/tests/judge/make-replies-round43.py" --families \
    "$(command -v papo-read-replies)" > families.out 2>&1
st=$?
step -o families.out "a reply misread or a family's verdict lost" \
    [ $st -eq 0 ]
step -o families.out "fewer than 5,000 replies" \
    awk '/ replies, [0-9]+ families$/ { ok = $1 >= 5000 } END { exit !ok }' \
    families.out
# each form once by hand, with the trap beside it
printf '@@@ 1 verdict key\n{"verdict": 4}\n@@@ 2 other item\n{"question_2": {"score": 4}}\n@@@ 3 list of one\n[{"score": 4}]\n@@@ 4 criteria listed\n[{"criterion": "correctness", "score": 4}, {"criterion": "clarity", "score": 4}]\n@@@ 5 rejected\nScore: 4 (not 5)\n@@@ 6 offered\nScore: 4 (or 5)\n@@@ 7 reasoning\nScore: 4\n\nReasoning: The answer is correct.\n@@@ 8 next line\nScore:\n\n4\n@@@ 9 other criterion\nScore:\n\nClarity: 4\n@@@ 10 agreed\n**Final Score:** \\boxed{4}\n\nThe response claims \\boxed{3}, and I agree.\n' > forms.txt
papo-read-replies "$TOP/tests/judge/rubrics/1-5.yaml" forms.txt > forms.out
step -o forms.out "a JSON verdict under \"verdict\" lost" \
    grep -q '^1 verdict key	4$' forms.out
step -o forms.out "another item's score read" \
    grep -q '^2 other item	no_score' forms.out
step -o forms.out "a list of one verdict lost" \
    grep -q '^3 list of one	4$' forms.out
step -o forms.out "criteria listed with no rule to combine them read" \
    grep -q '^4 criteria listed	no_score' forms.out
step -o forms.out "a verdict with its rejected alternative lost" \
    grep -q '^5 rejected	4$' forms.out
step -o forms.out "a verdict with an alternative offered read" \
    grep -q '^6 offered	no_score' forms.out
step -o forms.out "a justification that weighs the work lost" \
    grep -q '^7 reasoning	4$' forms.out
step -o forms.out "the value after a blank line lost" \
    grep -q '^8 next line	4$' forms.out
step -o forms.out "another criterion's score read as the verdict" \
    grep -q '^9 other criterion	no_score' forms.out
step -o forms.out "a box the judge agrees with beside its own read" \
    grep -q '^10 agreed	no_score' forms.out
