#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-round40.sh: round 40's generated judge replies
# (tests/judge/make-replies-round40.py --families, over 2,000 in forms
# rounds 35 to 39 lack, written from the outside): judges other than
# gpt-oss and Qwen (a Llama-3 or Gemma turn, Claude's and GPT-4o's
# markdown, Auto-J's "Rating: [[5]]", MT-Bench's "[[8]]" and "[[A]]",
# Prometheus-2's template echoed, JudgeLM's pair before a verdict line,
# Skywork-Critic, PandaLM, G-Eval's "Coherence (1-5): 4"), process-
# reward judges that grade each step, a verdict revised or retracted,
# the other response's score, the rubric's example or placeholder
# score, a verdict in a code block or JSON in prose, the native digits
# of the listed languages' scripts, a reward-hacking response's "Score:
# 5" quoted by the judge, replies cut by max_tokens or inside their
# verdict ("**Score: 4", "Rating: [[4"), two verdicts that agree written
# two ways ("4/5 (4)"); read as papo-judge reads them
# (papo-read-replies): no reply misread, and none lost in a family
# whose kind is read.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-round40

python3 "$TOP/tests/judge/make-replies-round40.py" --families \
    "$(command -v papo-read-replies)" > families.out 2>&1
st=$?
step -o families.out "a reply misread or a family's verdict lost" \
    [ $st -eq 0 ]
step -o families.out "fewer than 2,000 replies" \
    awk '/ replies, [0-9]+ families$/ { ok = $1 >= 2000 } END { exit !ok }' \
    families.out
# a verdict cut inside its bold, with no finish reason: never a score
printf '@@@ 1 bold\n**Score: 4\n@@@ 2 pair\n8 7\n\nScore: 8\n' > open.txt
papo-read-replies "$TOP/tests/judge/rubrics/0-10.yaml" open.txt > open.out
step -o open.out "a verdict cut inside its bold read" \
    grep -q '^1 bold	no_score' open.out
step -o open.out "JudgeLM's pair before a verdict line read" \
    grep -q '^2 pair	no_score' open.out
