#!/bin/sh
# SPDX-License-Identifier: MIT
# t-explode.sh: --explode, a line holding a whole group (a prompt, its n
# responses and their scores in lists, as the samples in
# tests/frameworks/explode/ lay them out) read as n records.  Each tool's
# output on the lines is byte for byte its output on the same data split
# first with jq (on compact input: jq rewrites the spacing of whatever it
# writes); the n records of a line are one group; lists of different
# lengths are a bad line naming file and line; without the option the
# message names it.
set -u
. "$TOP/tests/lib.sh"
x="$TOP/tests/frameworks/explode"

# split LIST...: the jq program that makes a record of each element
split() {
	_p=". as \$r | range(\$r.$1 | length) as \$i | \$r"
	for _l in "$@"; do
		_p="$_p | .$_l = \$r.$_l[\$i]"
	done
	printf '%s' "$_p"
}

# same NAME LISTS FIELDS [ADV]: the four tools on $x/NAME.jsonl, --explode
# LISTS against jq's split, byte for byte; FIELDS for every tool, and on
# the split records the group --explode implies (the problem); ADV: the
# lines have rewards, papo-advantage reads them as they are
same() {
	name=$1 lists=$2 fields=$3 adv=${4:-}
	case $fields in
	*group=*) g= ;;
	*) g="--field group=group|$(echo "$fields" |
	    sed -n 's/.*problem=\([^ ]*\).*/\1/p')"
	   [ "$g" = "--field group=group|" ] && g="--field group=group|problem" ;;
	esac
	jq -c . "$x/$name.jsonl" > "$name.c" || fail "$name: jq"
	# shellcheck disable=SC2046
	jq -c "$(split $(echo "$lists" | tr , ' '))" "$name.c" > "$name.split" ||
	    fail "$name: jq split"
	# shellcheck disable=SC2086
	papo-verify -q $fields --explode "$lists" "$name.c" > "$name.v1" \
	    2> "$name.err" || fail "$name: papo-verify: $(cat "$name.err")"
	# shellcheck disable=SC2086
	papo-verify -q $fields "$name.split" > "$name.v2" 2> "$name.err" ||
	    fail "$name: papo-verify on the split: $(cat "$name.err")"
	step "$name: papo-verify --explode is the split's" cmp "$name.v1" \
	    "$name.v2"
	step "$name: one record per element" [ "$(wc -l < "$name.v1")" -eq \
	    "$(wc -l < "$name.split")" ]
	step "$name: more records than lines" [ "$(wc -l < "$name.v1")" -gt \
	    "$(wc -l < "$name.c")" ]
	if [ -n "$adv" ]; then
		# shellcheck disable=SC2086
		papo-advantage -m grpo $fields --explode "$lists" "$name.c" \
		    > "$name.a1" 2> "$name.err" ||
		    fail "$name: papo-advantage: $(cat "$name.err")"
		# shellcheck disable=SC2086
		papo-advantage -m grpo $fields $g "$name.split" > "$name.a2" \
		    2> "$name.err" || fail "$name: papo-advantage: $(cat "$name.err")"
		step -o "$name.a1" "$name: papo-advantage --explode is the split's" \
		    cmp "$name.a1" "$name.a2"
	fi
	# shellcheck disable=SC2086
	papo-stats -f tsv -m responses,groups,accuracy $fields --explode \
	    "$lists" "$name.c" > "$name.s1" 2>&1
	# shellcheck disable=SC2086
	papo-stats -f tsv -m responses,groups,accuracy $fields $g \
	    "$name.split" > "$name.s2" 2>&1
	step -o "$name.s1" "$name: papo-stats --explode is the split's" \
	    eval "sed 's/$name.c/F/' '$name.s1' > '$name.s1f' &&
	    sed 's/$name.split/F/' '$name.s2' | cmp - '$name.s1f'"
	# shellcheck disable=SC2086
	papo-judge --explode "$lists" --dry-run --model m --select all \
	    --rubric 3-tier-answer $fields "$name.c" > "$name.j1" 2> "$name.err" ||
	    fail "$name: papo-judge: $(cat "$name.err")"
	# shellcheck disable=SC2086
	papo-judge --dry-run --model m --select all --rubric 3-tier-answer \
	    $fields "$name.split" > "$name.j2" 2> "$name.err" ||
	    fail "$name: papo-judge: $(cat "$name.err")"
	# the fences around each text are random: one token for all
	sed 's/-[0-9a-f]\{16\}>/-T>/g' "$name.j1" > "$name.j1t"
	sed 's/-[0-9a-f]\{16\}>/-T>/g' "$name.j2" > "$name.j2t"
	step -o "$name.j1t" "$name: papo-judge --explode is the split's" \
	    eval "[ -s '$name.j1t' ] && cmp '$name.j1t' '$name.j2t'"
}

same eval-scores responses,scores "--field response=responses --field
    reward=scores" adv
same completions-rewards completions,rewards "--field problem=prompt
    --field answer=solution --field response=completions --field
    reward=rewards" adv
same vllm-outputs outputs "--field problem=prompt --field
    response=outputs.text"
same verl-generation responses "--field group=prompt[-1].content --field
    problem=prompt[-1].content --field response=responses --field
    answer=reward_model.ground_truth"

# a line is one group: grpo over a line's scores, each line's advantages
# summing to zero, three groups of three (the group is the problem)
papo-advantage -m grpo --explode responses,scores --field \
    response=responses --field reward=scores "$x/eval-scores.jsonl" \
    > g.a 2> err.txt || fail "papo-advantage: $(cat err.txt)"
step -o g.a "a line's records are one group" jq -s -e '
    [range(0; 3) as $k | .[3 * $k:3 * $k + 3] | map(.adv) | add |
    fabs < 1e-9] == [true, true, true] and
    (map(.adv) | map(. != 0) | all)' g.a
papo-stats -f tsv -m groups,responses --explode responses,scores --field \
    response=responses --field reward=scores "$x/eval-scores.jsonl" \
    > g.tsv 2> err.txt || fail "papo-stats: $(cat err.txt)"
step -o g.tsv "papo-stats counts 3 groups of 9 responses" \
    [ "$(tail -n 1 g.tsv | cut -f 2,3)" = "$(printf '3\t9')" ]

# the writer's own spacing is kept: the same records as jq's, once both
# are written compact
papo-verify -q --explode responses,scores --field response=responses \
    "$x/eval-scores.jsonl" > w.v 2> err.txt || fail "$(cat err.txt)"
step -o w.v "every other byte of the line is kept" eval "
    head -n 1 w.v | grep -q '^{\"problem\": \"What is \$1+1\$?\", \"answer\": \"2\", \"responses\": \"\$1+1=\\\\\\\\boxed{2}\$\", \"scores\": 1.0,\"r_out\":1'"

# lm-eval with repeats: its preset reads resps[0] as the responses
f="$x/lm-eval-repeats.jsonl"
papo-verify -q --preset lm-eval "$f" > lm.v 2> err.txt ||
    fail "papo-verify --preset lm-eval: $(cat err.txt)"
step -o lm.v "lm-eval: a record per repeat" [ "$(wc -l < lm.v)" -eq 6 ]
step -o lm.v "lm-eval: each response checked" jq -s -e \
    'map(.verify) == ["not_equal", "not_equal", "not_equal", "equal",
    "not_equal", "equal"] and (map(.pred) | .[1] == "41" and .[4] == "42")' \
    lm.v
jq -c '. as $r | range($r.resps[0] | length) as $i | $r |
    .resps[0] = $r.resps[0][$i]' "$f" | jq -c . > lm.split
jq -c . "$f" > lm.c
papo-verify -q --preset lm-eval lm.c > lm.v1 2> err.txt
papo-verify -q --preset lm-eval --explode 'resps[0]' lm.split > lm.v2 \
    2> err.txt
step "lm-eval: the preset's lists are jq's split" cmp lm.v1 lm.v2

# lists of different lengths: a bad line naming file and line, the
# others read; -k passes it on as it is
printf '%s\n' '{"problem":"a","answer":"1","responses":["1","2"],"scores":[1,0]}' \
    '{"problem":"b","answer":"1","responses":["1","2"],"scores":[1]}' \
    '{"problem":"c","answer":"1","responses":[],"scores":[]}' \
    '{"problem":"d","answer":"1","responses":["1"],"scores":1}' \
    > uneven.jsonl
papo-verify --explode responses,scores --field response=responses \
    uneven.jsonl > u.out 2> u.err
step -o u.err "uneven lists: exit 65" [ $? -eq 65 ]
step -o u.err "uneven lists: file, line and lengths named" grep -q \
    "uneven.jsonl:2: lists 'responses' (2 elements) and 'scores' (1) differ in length (--explode)" u.err
step -o u.out "uneven lists: the lines before are written" \
    [ "$(wc -l < u.out)" -eq 2 ]
papo-verify -k --explode responses,scores --field response=responses \
    uneven.jsonl > u.out 2> u.err
step -o u.err "-k: every bad line reported" eval "
    grep -q \"uneven.jsonl:3: list 'responses' is empty: the line holds no record (--explode)\" u.err &&
    grep -q \"uneven.jsonl:4: field 'scores' is number, not a list like 'responses' (--explode)\" u.err"
sed -n 3,5p u.out > u.bad
sed -n 2,4p uneven.jsonl > u.want
step -o u.bad "-k: bad lines passed on as they are" cmp u.bad u.want

papo-judge --explode responses,scores --dry-run -m m --select all --field \
    response=responses --rubric 3-tier-answer uneven.jsonl > /dev/null \
    2> u.err
step -o u.err "papo-judge: uneven lists named alike" grep -q \
    "uneven.jsonl:2: lists 'responses' (2 elements) and 'scores' (1) differ in length (--explode)" u.err

# without the option, the message names it
papo-verify "$x/eval-scores.jsonl" > /dev/null 2> m.err
step -o m.err "no option: the message names --explode" grep -q \
    "a list of 3 in 'responses': --explode responses\[,SCORES...\] reads a record per element (with --field response=responses)" m.err
papo-verify --field response=outputs "$x/vllm-outputs.jsonl" > /dev/null \
    2> m.err
step -o m.err "a response that is a list: the message names --explode" \
    grep -q "field 'outputs' must be a string, not array; the line holds a whole group, a list of 3 in 'outputs': --explode outputs" m.err

# refused: alternatives, overlapping lists, with --follow, with roll
for bad in 'a|b' 'a,a.b' 'x[role=user]'; do
	papo-verify --explode "$bad" < /dev/null > /dev/null 2> b.err
	_rc=$?
	step -o b.err "--explode '$bad' refused" eval "[ $_rc -eq 64 ] &&
	    grep -q -F \"invalid value '$bad' for --explode\" b.err"
done
papo-stats --follow --explode responses "$x/eval-scores.jsonl" \
    > /dev/null 2> b.err
step -o b.err "--follow refuses --explode" eval "[ $? -eq 64 ]"
papo-stats --preset roll --explode responses "$x/eval-scores.jsonl" \
    > /dev/null 2> b.err
step -o b.err "--preset roll refuses --explode" eval "[ $? -eq 64 ] &&
    grep -q 'lines of lists already' b.err"
steps_end
