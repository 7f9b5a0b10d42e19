#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-lm-eval-repeats.sh: lm-evaluation-harness --log_samples with
# repeats > 1.  EleutherAI/lm-evaluation-harness @ 4e7e0d4 writes one
# line a document: resps[0] its n responses, exact_match the document's
# (its filter's pick: take_first's first response, majority_vote's
# answer).  --preset lm-eval explodes resps[0] into n records; each used
# to carry the document's exact_match as its outcome, so papo-stats and
# papo-advantage read one verdict as every response's, in silence.  Now
# a field outside the exploded lists of a line of two or more is the
# line's: a tool that reads the outcome refuses the record (file, line,
# the field, what to run), papo-verify's r_out (one record a line after
# it) reads, and a document of one response (repeats 1) reads as before.
# Fixtures: tests/frameworks/explode/lm-eval-repeats.jsonl (2 documents
# x 3 repeats) and its variants made below (1 to 5 repeats, exact_match
# 0, 1, true, false, before or after resps); tests/frameworks/lm-eval/
# (repeats 1).
set -u
. "$TOP/tests/lib.sh"
f="$TOP/tests/frameworks/explode/lm-eval-repeats.jsonl"
msg="lm-eval-repeats.jsonl:1: field 'exact_match' is the whole line's, not \
this record's: the line holds several records in 'resps\[0\]' (--explode \
of --preset lm-eval), and the field lies outside it; score each response \
first: papo-verify --preset lm-eval [^ ]*lm-eval-repeats.jsonl > \
verified.jsonl, then read verified.jsonl with --preset lm-eval"

# refused TOOL ARGS...: exit 65 and the message, on the dump as it is
refused() {
	_t=$1
	shift
	"$_t" --preset lm-eval "$@" "$f" > r.out 2> r.err
	_rc=$?
	step -o r.err "$_t: the document's exact_match is no response's" \
	    eval "[ $_rc -eq 65 ] && grep -q \"^$_t: .*$msg\" r.err"
}
refused papo-stats -f tsv -m responses,accuracy
refused papo-advantage -m grpo
refused papo-judge --dry-run --model m --rubric 3-tier-answer

# -k: each response reported, none counted with the document's verdict
papo-stats -k --preset lm-eval -f tsv -m responses "$f" > k.tsv 2> k.err
step -o k.err "-k: every response of the dump reported" [ "$(grep -c \
    "field 'exact_match' is the whole line's" k.err)" -eq "$(jq -s \
    'map(.resps[0] | length) | add' "$f")" ]

# papo-verify first: each response its own verdict, read by the others
papo-verify -q --preset lm-eval "$f" > v.jsonl 2> v.err ||
    fail "papo-verify: $(cat v.err)"
papo-stats --preset lm-eval -f tsv -m responses,accuracy v.jsonl \
    > vs.tsv 2> vs.err
step -o vs.err "after papo-verify: papo-stats reads each response" \
    [ "$(tail -n 1 vs.tsv | cut -f 2,3)" = "$(jq -s -r \
    '"\(length)\t\(map(.r_out) | add / length)"' v.jsonl)" ]
papo-advantage --preset lm-eval -m grpo v.jsonl > va.jsonl 2> va.err
step -o va.err "after papo-verify: papo-advantage reads r_out" jq -s -e '
    group_by(.doc_hash) | all(.[];
    (map(.r_out) | add / length) as $m |
    all(.[]; if .r_out > $m then .adv > 0 elif .r_out < $m then .adv < 0
    else .adv == 0 end))' va.jsonl
step -o va.jsonl "after papo-verify: a document's responses told apart" \
    jq -s -e 'map(.adv) | any(. != 0)' va.jsonl

# variants of the first document: n repeats (its responses again), its
# exact_match as lm-eval writes it or as a flag, before or after resps
jq -c 'select(.doc_id == 0)' "$f" > doc.jsonl
for n in 1 2 3 5; do
	for em in 0 1 true false; do
		for at in after before; do
			v="n$n-$em-$at"
			jq -c --argjson n "$n" --argjson em "$em" --arg at "$at" '
			    .resps[0] as $r | .resps[0] = [range($n) |
			    $r[. % ($r | length)]] | del(.exact_match) |
			    if $at == "before" then {exact_match: $em} + .
			    else . + {exact_match: $em} end' doc.jsonl \
			    > "$v.jsonl" || fail "jq: $v"
			papo-stats --preset lm-eval -f tsv -m responses,accuracy \
			    "$v.jsonl" > "$v.tsv" 2> "$v.err"
			rc=$?
			if [ "$n" -eq 1 ]; then
				# one response: the document is the record
				step -o "$v.err" "$v: read as the record's" eval \
				    "[ $rc -eq 0 ] && [ \"\$(tail -n 1 $v.tsv |
				    cut -f 2,3)\" = \"\$(jq -r \
				    '\"1\t\(if .exact_match == true or
				    .exact_match == 1 then 1 else 0 end)\"' \
				    $v.jsonl)\" ]"
			else
				step -o "$v.err" "$v: refused" eval "[ $rc -eq 65 ] &&
				    grep -q \"$v.jsonl:1: field 'exact_match' is \
the whole line's\" $v.err"
			fi
		done
	done
done

# repeats 1 (the sample of a real run): lm-eval's own accuracy
s=$(echo "$TOP"/tests/frameworks/lm-eval/output/*/samples_*.jsonl)
papo-stats --preset lm-eval -f tsv -m responses,accuracy "$s" > one.tsv \
    2> one.err
step -o one.err "repeats 1: exact_match read as each document's outcome" \
    [ "$(tail -n 1 one.tsv | cut -f 2,3)" = "$(jq -s -r \
    '"\(length)\t\(map(.exact_match) | add / length)"' "$s")" ]
steps_end
