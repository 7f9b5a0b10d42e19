#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon5-explode-none.sh: a new user's --explode with a list's
# name mistyped (--explode response,score for responses and scores):
# no line holds the lists, so each line was read as the one record it
# is, without a word, and the run went on over records of whole groups.
# Now every tool says so at the end of its input; the records and the
# exit status are as without --explode.  A preset's own lists (lm-eval's
# resps[0], a string with one repeat) are not said.  Records made up.
set -u
. "$TOP/tests/lib.sh"

start_standin
printf '%s\n' \
    '{"group":"g","step":0,"problem":"1+1?","solution":"2","response":"so \\boxed{2}","answer":"2","r_out":1,"r_proc":1}' \
    '{"group":"g","step":0,"problem":"1+1?","solution":"2","response":"so \\boxed{3}","answer":"2","r_out":0,"r_proc":0}' \
    > flat.jsonl
said="no line holds the lists --explode names ('response', 'score'): each line was read as the one record it is"
for t in verify judge advantage stats; do
	a=
	[ $t = judge ] && a="-q --no-cache -e $url"
	[ $t = stats ] && a="-q -f jsonl"
	# shellcheck disable=SC2086
	papo-$t $a flat.jsonl > plain.out 2> plain.err ||
	    fail "papo-$t on flat.jsonl: $(cat plain.err)"
	# shellcheck disable=SC2086
	papo-$t $a --explode response,score flat.jsonl > o 2> e
	st=$?
	step -o e "$t: exit status 0" [ $st -eq 0 ]
	step -o e "$t: the lists no line holds are said" \
	    grep -qxF "papo-$t: flat.jsonl: $said" e
	if [ $t = judge ]; then
		# the judge object's timings aside
		step "$t: the records as without --explode" [ \
		    "$(jq -c 'del(.judge.ms, .judge.cached, .judge.attempts)' plain.out)" = \
		    "$(jq -c 'del(.judge.ms, .judge.cached, .judge.attempts)' o)" ]
	else
		step "$t: the records as without --explode" cmp -s plain.out o
	fi
done

# a line that holds them: nothing said
printf '%s\n' '{"problem":"1+1?","answer":"2","responses":["so \\boxed{2}","3"],"scores":[1,0]}' \
    > group.jsonl
papo-verify --explode responses,scores --field response=responses \
    group.jsonl > o 2> e
step -o e "verify: lists there: nothing said" [ ! -s e ]
step -o o "verify: lists there: two records" [ "$(wc -l < o)" -eq 2 ]

# a preset's lists, not there: nothing said
printf '%s\n' '{"doc_id":0,"doc_hash":"h","arguments":{"gen_args_0":{"arg_0":"1+1?"}},"resps":["so \\boxed{2}"],"target":"2","exact_match":1}' \
    > lm.jsonl
papo-verify --preset lm-eval lm.jsonl > o 2> e
step -o e "verify --preset lm-eval, one repeat: nothing said" [ ! -s e ]
stop_standin
