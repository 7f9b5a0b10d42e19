#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-input.sh: papo-judge reads its input as the other tools do
# (the record engine): steps from file names go on down the pipe, a
# line over --max-line stops the run or, under -k, passes through
# untouched, files a preset skips are skipped, columnar lines give one
# record per element, compressed input is named, and a byte order mark
# is no record's part.  The judge is the stand-in server.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-input

rec() {
	printf '{"problem":"p%s","solution":"s","response":"r [[score=%s]]","r_out":1%s}\n' \
	    "$1" "$2" "${3:-}"
}

start_standin --model judge-a

# steps from file names: added when the record has none, kept when it has
mkdir -p run
{ rec 1 1; rec 2 0.5 ',"step":9'; } > run/train_data_step3.jsonl
rec 3 0 > run/train_data_step4.jsonl
papo-judge -q --no-cache -e "$url" --field 'step=file:train_data_step{}.jsonl' \
    run/train_data_step3.jsonl run/train_data_step4.jsonl > out.jsonl ||
    fail "file steps: exit status $?"
step -o out.jsonl "file steps" \
    [ "$(jq -c '[.step, .r_proc]' out.jsonl | tr -d '\n')" = '[3,1][9,0.5][4,0]' ]
# and papo-advantage, reading the pipe, sees them
papo-advantage --mode papo --field group=problem out.jsonl > adv.jsonl 2> err ||
    fail "file steps downstream: $(cat err)"

# a line over --max-line: the run stops there, what came before is out
{ rec 1 1; printf '{"problem":"%0200d"}\n' 0; rec 3 0; } > long.jsonl
papo-judge -q --no-cache -e "$url" --max-line 150 long.jsonl > out.jsonl 2> err
step "long line: expected exit 65" [ $? -eq 65 ]
step -o err "long line" grep -qF 'long.jsonl:2: line longer than 150 bytes' err
step -o out.jsonl "long line" [ "$(wc -l < out.jsonl)" -eq 1 ]
# under -k it passes through untouched, in its place
papo-judge -qk --no-cache -e "$url" --max-line 150 long.jsonl > out.jsonl 2> err
step "long line -k: expected exit 65" [ $? -eq 65 ]
step -o err "long line -k" \
    grep -qF 'long.jsonl:2: line longer than 150 bytes' err
step "long line -k: not passed through" \
    [ "$(sed -n 2p out.jsonl)" = "$(sed -n 2p long.jsonl)" ]
step -o out.jsonl "long line -k" \
    [ "$(jq -c '.r_proc' out.jsonl 2>/dev/null | sed -n '1p;3p' | tr -d '\n')" = '10' ]

# a preset's side files are skipped, with a word on standard error
ev=global_step_5_evals
mkdir -p $ev
rec 1 1 > $ev/results.jsonl
echo '{"accuracy":0.5}' > $ev/aggregated_results.jsonl
papo-judge --no-cache -e "$url" --preset skyrl --field problem=problem \
    --field response=response --field solution=solution --field r_out=r_out \
    $ev/results.jsonl $ev/aggregated_results.jsonl > out.jsonl 2> err
st=$?
step -o err "skipped file: exit status $st" [ $st -eq 0 ]
step -o err "skipped file" \
    grep -qF 'aggregated_results.jsonl: skipped: not records' err
step -o out.jsonl "skipped file" [ "$(wc -l < out.jsonl)" -eq 1 ]
step -o out.jsonl "skipped file" \
    jq -e '.step == 5 and .r_proc == 1' out.jsonl > /dev/null

# gzip is read as it is, from a file and from standard input
rec 1 1 | gzip > in.jsonl.gz
papo-judge -q --no-cache -e "$url" in.jsonl.gz > out.jsonl 2> err ||
    fail "gzip: exit status $?: $(cat err)"
step -o out.jsonl "gzip: r_proc is not 1" jq -e '.r_proc == 1' out.jsonl
papo-judge -q --no-cache -e "$url" < in.jsonl.gz > out.jsonl 2> err ||
    fail "gzip on stdin: exit status $?: $(cat err)"
jq -e '.r_proc == 1' out.jsonl > /dev/null ||
    fail "gzip on stdin: $(cat out.jsonl)"

# a byte order mark before the first record
{ printf '\357\273\277'; rec 1 1; } > bom.jsonl
papo-judge -q --no-cache -e "$url" bom.jsonl > out.jsonl ||
    fail "bom: exit status $?"
step -o out.jsonl "bom" jq -e '.r_proc == 1' out.jsonl > /dev/null

# standard input from a pipe, twice named: read once
rec 1 1 | papo-judge -q --no-cache -e "$url" - - > out.jsonl ||
    fail "stdin: exit status $?"
step -o out.jsonl "stdin" [ "$(wc -l < out.jsonl)" -eq 1 ]

# correctness is read as papo-advantage reads it: papo-verify's verdict
# before a framework's acc, the framework's reward when nothing else
# says, and a record papo-verify found no outcome for passes unjudged
{
	rec 1 1 ',"verify":"equal","acc":false'
	printf '{"problem":"p2","solution":"s","response":"r [[score=1]]","reward":1}\n'
	printf '{"problem":"p3","solution":"s","response":"r [[score=1]]","r_out":null,"verify":"no_reference"}\n'
} > oc.jsonl
papo-judge --no-cache -e "$url" oc.jsonl > out.jsonl 2> err ||
    fail "outcome: exit status $?: $(cat err)"
step -o out.jsonl "outcome" \
    [ "$(jq -c '.r_proc' out.jsonl | tr -d '\n')" = '11null' ]
step "outcome: the unjudged record changed" \
    [ "$(sed -n 3p out.jsonl)" = "$(sed -n 3p oc.jsonl)" ]
step -o err "outcome" \
    grep -qF '1 without an outcome (papo-verify: no_reference or capped) not judged' err
stop_standin
exit 0
