#!/bin/sh
# SPDX-License-Identifier: MIT
# t-explode-line.sh: with --explode, a field outside the lists of a line
# of two or more records is the whole line's (a score of the prompt, a
# pass@k, a majority's verdict), not each record's outcome.  A made-up
# evaluation dump, its responses in a list and a line-level score, read
# for each outcome role (acc, reward, r_out) and for r_proc, at the top
# and nested, by each tool that reads it: refused with file, line, field
# and way out; a line of one response read as before; the record's own
# value (an element of a list, or a field inside an element) read, and
# the line's beside it left out, as if it were not there; papo-verify's
# r_out read after it.
set -u
. "$TOP/tests/lib.sh"

# line N SCORE [EXTRA]: a line of N responses to 1+1 and a score at the
# top (EXTRA: more members, JSON text after a comma)
line() {
	jq -n -c --argjson n "$1" --argjson s "$2" "{problem: \"1+1\",
	    answer: \"2\", responses: [range(\$n) | if . % 2 == 0 then
	    \"\\\\boxed{2}\" else \"\\\\boxed{3}\" end], score: \$s,
	    meta: {score: \$s}${3:+, $3}}"
}

ex="--explode responses --field response=responses"
for n in 1 2 3; do
	line "$n" 1 > "n$n.jsonl" || fail "jq: n$n"
done
# tool NAME: the command line reading the outcome, before the dump
tool() {
	case $1 in
	stats) echo "papo-stats -f tsv -m responses,accuracy" ;;
	advantage) echo "papo-advantage -m grpo" ;;
	judge) echo "papo-judge --dry-run --model m --rubric 3-tier-answer" ;;
	esac
}
for role in acc reward r_out; do
	for path in score meta.score; do
		for t in stats advantage judge; do
			for n in 1 2 3; do
				c="$t $role=$path n$n"
				# shellcheck disable=SC2046,SC2086
				$(tool $t) $ex --field "$role=$path" "n$n.jsonl" \
				    > o.out 2> o.err
				rc=$?
				if [ "$n" -eq 1 ]; then
					step -o o.err "$c: a line of one, read" \
					    [ "$rc" -eq 0 ]
					continue
				fi
				step -o o.err "$c: the line's, refused" eval \
				    "[ $rc -eq 65 ] && grep -q -F \"n$n.jsonl:1: \
field '$path' is the whole line's, not this record's: the line holds \
several records in 'responses' (--explode), and the field lies outside it \
(run papo-verify first, or --field $role=PATH inside it)\" o.err"
			done
		done
	done
done

# the record's own acc (a list beside the responses) and the line's
# reward: the advantages of the acc alone, as jq's split without it
line 3 1 'correct: [1, 0, 1]' > mixed.jsonl
papo-advantage -m grpo --explode responses,correct --field \
    response=responses --field acc=correct --field reward=score \
    mixed.jsonl > m1.jsonl 2> m.err || fail "papo-advantage: $(cat m.err)"
jq -c '. as $r | range($r.responses | length) as $i | $r |
    .responses = $r.responses[$i] | .correct = $r.correct[$i] |
    del(.score)' mixed.jsonl > m.split
papo-advantage -m grpo --field response=responses --field acc=correct \
    --field group=problem m.split > m2.jsonl 2> m.err ||
    fail "papo-advantage on the split: $(cat m.err)"
step -o m1.jsonl "own acc beside the line's reward: the acc's advantages" \
    eval "[ \"\$(jq -c .adv m1.jsonl)\" = \"\$(jq -c .adv m2.jsonl)\" ]"
step -o m1.jsonl "own acc beside the line's reward: told apart" \
    jq -s -e 'map(.adv) | any(. != 0)' m1.jsonl

# a list of objects: the score inside each element is the record's
jq -c '.outputs = [.responses[] | {text: ., score: (if . ==
    "\\boxed{2}" then 1 else 0 end)}] | del(.responses)' n3.jsonl > obj.jsonl
papo-stats -f tsv -m responses,accuracy --explode outputs --field \
    response=outputs.text --field reward=outputs.score obj.jsonl \
    > obj.tsv 2> obj.err
step -o obj.err "a score inside each element: read as the record's" \
    [ "$(tail -n 1 obj.tsv | cut -f 2,3)" = "$(jq -r '.outputs |
    "\(length)\t\(map(.score) | add / length)"' obj.jsonl)" ]

# r_proc: the line's judge score is no response's process score
line 2 1 'correct: [1, 1], judge: 0.5' > proc.jsonl
papo-advantage -m papo --explode responses,correct --field \
    response=responses --field acc=correct --field r_proc=judge \
    proc.jsonl > p.out 2> p.err
rc=$?
step -o p.err "the line's r_proc: refused, papo-judge named" eval \
    "[ $rc -eq 65 ] && grep -q -F \"proc.jsonl:1: field 'judge' is the \
whole line's, not this record's: the line holds several records in \
'responses', 'correct' (--explode), and the field lies outside them (run \
papo-judge first, or --field r_proc=PATH inside them)\" p.err"

# papo-verify first: one record a line, its own r_out, read
papo-verify -q $ex --field reward=score n3.jsonl > v.jsonl 2> v.err ||
    fail "papo-verify: $(cat v.err)"
papo-advantage -m grpo $ex --field reward=score v.jsonl > va.jsonl \
    2> va.err
step -o va.err "after papo-verify: r_out read, each response's own" \
    eval "[ \"\$(jq -c '[.r_out, (.adv > 0)]' va.jsonl | tr -d '\n')\" = \
'[1,true][0,false][1,true]' ]"
steps_end
