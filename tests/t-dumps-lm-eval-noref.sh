#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-lm-eval-noref.sh: a line of several records (lm-eval's
# repeats, a line of --explode'd lists) that papo-verify gives no
# verdict (no reference: target absent, null or "") went out one a
# line, and the line's score beside the lists (lm-eval's exact_match,
# the document's; a score outside the lists) was read by papo-stats,
# papo-advantage and papo-judge as each response's outcome: the line
# flag that refuses it before papo-verify was lost after it.  Now
# papo-verify marks such a record (line_shared: true) and the tools
# after it read no outcome from its acc or reward: the response is
# counted and left out of its group, as any response with no reference.
# Variants generated from tests/frameworks/explode/ (2 to 5 repeats,
# the line's score 0, 1, true, false, before or after the lists, the
# reference absent, null or ""), each beside a document that has one.
set -u
. "$TOP/tests/lib.sh"
fw=$TOP/tests/frameworks/explode

# check NAME ARGS...: papo-verify ARGS on NAME.jsonl (its first line
# without a reference), then papo-stats and papo-advantage on the result
check() {
	_v=$1
	shift
	papo-verify -q "$@" "$_v.jsonl" > "$_v.v" 2> "$_v.verr" ||
	    fail "$_v: papo-verify: $(cat "$_v.verr")"
	papo-stats "$@" -f jsonl -m responses,accuracy "$_v.v" \
	    > "$_v.s" 2> "$_v.serr"
	papo-advantage "$@" -m grpo "$_v.v" > "$_v.a" 2> "$_v.aerr"
	# papo-judge selects the correct responses: none of the unscored
	papo-judge "$@" --dry-run --model m --rubric 3-tier-noref "$_v.v" \
	    > "$_v.j" 2> "$_v.jerr"
	# one jq reads the three (a jq start is 0.02 CPU-s), a line each:
	# papo-stats' count and accuracy against the truth (every response
	# papo-verify wrote, the mean of those it scored), papo-advantage's
	# adv null where r_out is, the responses papo-verify found correct
	jq -n -r --slurpfile v "$_v.v" --slurpfile s "$_v.s" \
	    --slurpfile a "$_v.a" '($v | map(select(.r_out != null))) as $r |
	    [$s[] | "\(.responses) \(.accuracy)"] ==
	    ["\($v | length) \($r | map(.r_out) | add / length)"],
	    all($a[]; (.r_out == null) == (.adv == null)),
	    ($v | map(select(.r_out == 1)) | length)' > "$_v.got"
	step -o "$_v.serr" "$_v: papo-stats counts the unscored, accuracy of \
the scored" [ "$(sed -n 1p "$_v.got")" = true ]
	step -o "$_v.aerr" "$_v: papo-advantage leaves them out (adv null)" \
	    [ "$(sed -n 2p "$_v.got")" = true ]
	step -o "$_v.jerr" "$_v: papo-judge selects the correct ones only" \
	    grep -q " $(sed -n 3p "$_v.got") selected" "$_v.jerr"
}

# lm-eval: the first document without its target
jq -c 'select(.doc_id == 0)' "$fw/lm-eval-repeats.jsonl" > doc.jsonl
jq -c 'select(.doc_id != 0)' "$fw/lm-eval-repeats.jsonl" > other.jsonl
# every pair of the three dimensions, not every triple: for each score
# and reference form the repeat count turns (2, 3, 5 in turn), so each
# count meets each score and each reference form (12 files, not 36)
i=0
for em in 0 1 true false; do
	i=$((i + 1))
	for ref in absent null empty; do
		i=$((i + 1))
		set -- 2 3 5
		shift $((i % 3))
		n=$1
		v="lm-n$n-$em-$ref"
		jq -c --argjson n "$n" --argjson em "$em" \
		    --arg ref "$ref" '.resps[0] as $r |
		    .resps[0] = [range($n) | $r[. % ($r | length)]] |
		    {exact_match: $em} + del(.exact_match) |
		    if $ref == "absent" then del(.target)
		    elif $ref == "null" then .target = null
		    else .target = "" end' doc.jsonl > "$v.jsonl" ||
		    fail "jq: $v"
		cat other.jsonl >> "$v.jsonl"
		echo "$v" >> made.txt
		check "$v" --preset lm-eval
	done
done
step "every repeat count, score and reference form met" sh -c '
	for w in n2 n3 n5 -0- -1- -true- -false- -absent -null -empty; do
		grep -q -- "$w" made.txt || exit 1
	done
	[ $(wc -l < made.txt) -eq 12 ]'

# --explode's own lists, a score of the whole line beside them
for s in 0 1; do
	v="explode-reward-$s"
	jq -c --argjson s "$s" 'if input_line_number == 1 then
	    del(.answer) + {reward: $s} else . + {reward: $s} end' \
	    "$fw/vllm-outputs.jsonl" > "$v.jsonl" || fail "jq: $v"
	check "$v" --explode outputs --field response=outputs.text \
	    --field group=prompt --field problem=prompt
done

# what a scored line, or a line of one, writes is unchanged: no mark
papo-verify -q --preset lm-eval "$fw/lm-eval-repeats.jsonl" > all.v \
    2> all.err
step -o all.err "a document with its target: no mark" \
    jq -s -e 'all(.[]; has("line_shared") | not)' all.v
jq -c 'del(.target) | .resps[0] |= .[0:1]' doc.jsonl > one.jsonl
papo-verify -q --preset lm-eval one.jsonl > one.v 2> one.err
papo-stats --preset lm-eval -f jsonl -m accuracy one.v > one.s 2>> one.err
step -o one.err "repeats 1: exact_match is the response's own" eval \
    '[ "$(jq -r .accuracy one.s)" = "$(jq -r "if .exact_match == 1 then 1
    else 0 end" one.jsonl)" ] && jq -e "has(\"line_shared\") | not" one.v'
steps_end
