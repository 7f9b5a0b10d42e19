#!/bin/sh
# SPDX-License-Identifier: MIT
# t-prm-cut.sh: the PRM-only ablation on a run whose responses are cut
# off inside <think>.  papo-judge --select all sends nothing for them
# (judge.error empty_response); papo-advantage -m prm takes their r_proc
# as 0 (no process shown) and scores the rest, the same as on the file
# with those scores written as 0; a score null for another reason is an
# error naming the judge's error, not a suggestion of --select all;
# --allow-missing-proc gives such a group no advantage in prm; the
# ablation script runs through the judged file.  The judge is the test
# suite's stand-in server (no model: its tiers come from a hash).
set -u
. "$TOP/tests/lib.sh"
for g in 1 2; do
	printf '{"step":1,"group":"g%d","problem":"%d+1?","answer":"%d","solution":"%d+1=%d","response":"<think>%d+1 is %d</think> \\\\boxed{%d}"}\n' \
	    $g $g $((g + 1)) $g $((g + 1)) $g $((g + 1)) $((g + 1))
	printf '{"step":1,"group":"g%d","problem":"%d+1?","answer":"%d","solution":"%d+1=%d","response":"<think>so it is 7</think> \\\\boxed{7}"}\n' \
	    $g $g $((g + 1)) $g $((g + 1))
	printf '{"step":1,"group":"g%d","problem":"%d+1?","answer":"%d","solution":"%d+1=%d","response":"<think>let me add %d and 1, that makes"}\n' \
	    $g $g $((g + 1)) $g $((g + 1)) $g
	printf '{"step":1,"group":"g%d","problem":"%d+1?","answer":"%d","solution":"%d+1=%d","response":"<think>fine</think> The sum is \\\\boxed{%d}."}\n' \
	    $g $g $((g + 1)) $g $((g + 1)) $((g + 1))
done > cut.jsonl
start_standin
papo-verify -q cut.jsonl > verified.jsonl || fail "papo-verify"
papo-judge -q --select all -e "$url" --no-cache verified.jsonl \
    > judged.jsonl 2> err.txt
step -o err.txt "papo-judge: the cut responses are not judged (75)" \
    [ $? -eq 75 ]
step -o judged.jsonl "two records say empty_response" [ "$(jq -r \
    'select(.judge.error == "empty_response") | .group' judged.jsonl |
    tr '\n' ' ')" = "g1 g2 " ]
papo-advantage -m prm judged.jsonl > prm.jsonl 2> err.txt
step -o err.txt "prm reads a run with cut responses" [ $? -eq 0 ]
jq -c 'if .judge.error == "empty_response" then .r_proc = 0 else . end' \
    judged.jsonl | papo-advantage -m prm > zero.jsonl 2> err.txt ||
    fail "prm on the scores written as 0: $(cat err.txt)"
jq -c '[.adv, .adv_out, .adv_proc]' prm.jsonl > a.txt
jq -c '[.adv, .adv_out, .adv_proc]' zero.jsonl > b.txt
step -o a.txt "a cut response's process score is 0" cmp a.txt b.txt
step -o prm.jsonl "the cut responses rank below the judged ones" jq -s -e '
    group_by(.group) | map((map(select(.judge.error == "empty_response")) |
    .[0].adv) as $c | map(select(.judge.error == null) | .adv) |
    all(. >= $c)) | all' prm.jsonl
step -o prm.jsonl "their r_proc stays null in the record" jq -s -e \
    'map(select(.judge.error == "empty_response") | .r_proc) == [null, null]' \
    prm.jsonl

# a judgment that failed: the judge's error, and what to do
jq -c 'if .judge.error then .judge.error = "http_500" else . end' \
    judged.jsonl > failed.jsonl
papo-advantage -m prm failed.jsonl > /dev/null 2> err.txt
step -o err.txt "a failed judgment: exit 65" [ $? -eq 65 ]
step -o err.txt "a failed judgment: the judge's error named" grep -q \
    "failed.jsonl:3: field 'r_proc' is null on a response: papo-judge failed on it (http_500); run it again" \
    err.txt
step -o err.txt "a failed judgment: --select all not suggested" \
    eval "! grep -q -- '--select all' err.txt"
papo-advantage -m prm --allow-missing-proc failed.jsonl > allow.jsonl \
    2> err.txt
step -o err.txt "prm --allow-missing-proc is accepted" [ $? -eq 0 ]
step -o allow.jsonl "prm --allow-missing-proc: the groups get 0" jq -s -e \
    'map(.adv) | all(. == 0)' allow.jsonl
step -o err.txt "prm --allow-missing-proc: counted" grep -q \
    "2 groups had a missing r_proc" err.txt
papo-advantage -m mult --allow-missing-proc failed.jsonl > /dev/null \
    2> err.txt
step -o err.txt "mult still refuses --allow-missing-proc" [ $? -eq 64 ]
jq -c 'del(.r_proc)' judged.jsonl | papo-advantage -m prm > /dev/null \
    2> err.txt
step -o err.txt "no score at all: judge every response" grep -q \
    "is missing on a response (judge every response with papo-judge --select all" \
    err.txt

# the ablation, every variant, on the judged file
sh "$TOP/examples/ablation.sh" judged.jsonl abl > abl.out 2> abl.err
step -o abl.err "ablation.sh runs through a run with cut responses" \
    [ $? -eq 0 ]
step -o abl.out "ablation.sh: prm has its advantages" \
    [ "$(wc -l < abl/prm.jsonl)" -eq 8 ]
steps_end
