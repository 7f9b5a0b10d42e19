#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon7-lm-eval-paste.sh: a new user gives lm-evaluation-harness
# samples with repeats 4 (--log_samples) straight to papo-stats and
# papo-advantage.  The refusal named the file, the line and the field,
# and said "run papo-verify first, or --field acc=PATH inside it": no
# command (how papo-verify is run on it, what to give the tool after),
# and resps[0] holds strings, so no PATH is inside it.  Now, under a
# preset, the message gives the papo-verify command with the file's
# name; extracted from each tool's message and run as it is, it makes
# the file the tool then reads, a record a response.  Generated
# samples: 1 to 3 documents, 2 to 5 repeats, one or two filters, file
# names with and without a space, from a file and from standard input.
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon7-lm-eval-paste

# samples DOCS REPEATS FILTERS: a samples file in lm-eval's shape
samples() {
	for filt in $(echo strict-match flexible-extract | cut -d ' ' -f 1-$3)
	do
		d=0
		while [ $d -lt "$1" ]; do
			jq -n -c --argjson d $d --argjson r "$2" --arg f "$filt" '
			    ($d + 2) as $a |
			    {doc_id: $d, doc: {question: "What is \($a)?"},
			    target: "\($a)", arguments: {gen_args_0:
			    {arg_0: "What is \($a)?", arg_1: {until: ["Q:"]}}},
			    resps: [[range($r) | if . % 2 == 0 then
			    "The answer is \($a)." else "The answer is 1." end]],
			    filtered_resps: ["\($a)"], filter: $f,
			    metrics: ["exact_match"], doc_hash: "h\($d)",
			    prompt_hash: "p\($d)", target_hash: "t",
			    exact_match: 1.0}'
			d=$((d + 1))
		done
	done
}

n=0
for docs in 1 3; do
	for reps in 2 5; do
		for filters in 1 2; do
			for name in samples_gsm8k.jsonl "my samples.jsonl"; do
				n=$((n + 1))
				mkdir c$n
				samples $docs $reps $filters > "c$n/$name"
				total=$((docs * reps * filters))
				case $((n % 2)) in
				0) tool=stats args="-f tsv -m responses" ;;
				1) tool=advantage args="-m grpo" ;;
				esac
				c="$docs docs x $reps repeats x $filters filters, '$name', papo-$tool"
				# shellcheck disable=SC2086 # the args apart
				(cd c$n && papo-$tool --preset lm-eval $args "$name" \
				    > out 2> err)
				rc=$?
				step -o c$n/err "$c: refused (65)" [ $rc -eq 65 ]
				sug=$(sed -n 's/.*; score each response first: \(papo-verify .* > verified.jsonl\), then read verified.jsonl with \(--preset lm-eval\)$/\1/p' \
				    c$n/err)
				step -o c$n/err "$c: a command given" [ -n "$sug" ]
				(cd c$n && eval "$sug") 2> c$n/sug.err
				rc=$?
				step -o c$n/sug.err "$c: the command runs" \
				    test $rc -eq 0 -a ! -s c$n/sug.err
				# shellcheck disable=SC2086
				(cd c$n && papo-$tool --preset lm-eval $args \
				    verified.jsonl > out 2> err)
				rc=$?
				step -o c$n/err "$c: the tool reads its output" \
				    [ $rc -eq 0 ]
				case $tool in
				stats) got=$(tail -n +2 c$n/out |
				    awk -F '\t' '{ s += $2 } END { print s }') ;;
				advantage) got=$(jq -s 'map(select(.adv != null)) |
				    length' c$n/out) ;;
				esac
				step -o c$n/out "$c: a record a response" \
				    [ "$got" = "$total" ]
			done
		done
	done
done

# standard input: FILE where the file goes
samples 1 3 1 | papo-stats --preset lm-eval > /dev/null 2> in.err
step -o in.err "from standard input: FILE in the command" grep -qF \
    "first: papo-verify --preset lm-eval FILE > verified.jsonl" in.err
steps_end
