#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-round39.sh: round 39's generated judge replies
# (tests/judge/make-replies-round39.py --families, over 2,200 in forms
# the earlier rounds lack): reasoning judges' long traces (gpt-oss's
# analysis and final channels, <think> then the verdict, a verdict
# revised inside the reasoning and again in the final text), the
# rubric's scale quoted before the score ("1 = poor ... 5 =
# excellent"), scores with a confidence, scores as the scale's words
# ("cuatro de cinco", "四分"), nested JSON and string scores, markdown
# tables, Likert words under a rubric that names its levels by them
# (tests/judge/rubrics/likert-1-5.yaml) and one that does not, replies
# cut at max_tokens (read with finish reason length: never a score),
# refusals, two verdicts of two rubric items, a rating in prose before
# the verdict ("A solid 4/5 answer.", "I'd say 100%.", "Doy 5/5.",
# "Je mets 5/5.", "Great answer, 4/5.", "Easily 4 stars.") beside the
# work's own fractions, a first-person verdict verb of another language
# with no label ("Doy 4/5."), criteria scored inside the verdict's
# sentence ("Score: 4 for accuracy, 2 for clarity"); read as
# papo-judge reads them (papo-read-replies): no reply misread, and none
# lost in a family whose kind is read.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-round39

python3 "$TOP/tests/judge/make-replies-round39.py" --families \
    "$(command -v papo-read-replies)" > families.out 2>&1
st=$?
step -o families.out "a reply misread or a family's verdict lost" \
    [ $st -eq 0 ]
step -o families.out "fewer than 2,200 replies" \
    awk '/ replies, [0-9]+ families$/ { ok = $1 >= 2200 } END { exit !ok }' \
    families.out
# the reader of the cut replies: finish reason length, never a score
printf '@@@ 1 cut\nScore: 4\n' > cut.txt
papo-read-replies -l "$TOP/tests/judge/rubrics/1-5.yaml" cut.txt > cut.out
step -o cut.out "a reply cut off (finish reason length) read" \
    grep -q '^1 cut	truncated	' cut.out
