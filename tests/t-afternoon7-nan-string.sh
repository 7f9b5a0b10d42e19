#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon7-nan-string.sh: a new user's verl dump, written with
# json.dumps(..., default=str), holds a numpy float NaN as the string
# "nan" ("reward": "nan", "score": "nan") beside "acc": "True".  The
# tools read "1.0" there but said of "nan" only "field 'score' must be a
# number, not string", no value, no way on.  Now the message names the
# string and, for a NaN or an infinity, gives the jq that makes it null
# with the file's own name (quoted for the shell); that command,
# extracted from each tool's message and run as it is, until no message
# is left, makes a file every tool reads.  Records made up, in the
# shape of tests/frameworks/verl-str.
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon7-nan-string

# dump WORD FIELDS...: a verl validation dump, WORD in FIELDS of line 2
dump() {
	_w=$1
	shift
	for k in 1 2 3 4; do
		out="so \\\\boxed{8$((k % 2 * 4))}"
		printf '{"input":"user\\nA box holds 12 pens. How many pens are in 7 boxes?\\nassistant\\n","output":"%s","gts":"84","score":"%s","step":2,"reward":"%s","acc":"%s"}\n' \
		    "$out" $((k % 2)).0 $((k % 2)).0 \
		    "$([ $((k % 2)) = 1 ] && echo True || echo False)"
	done | jq -c --arg w "$_w" --argjson f "$(printf '"%s",' "$@" |
	    sed 's/,$//; s/^/[/; s/$/]/')" \
	    'if input_line_number == 2 then reduce $f[] as $k (.; .[$k] = $w) else . end'
}

n=0
for word in nan NaN inf -inf; do
	for fields in score reward 'score reward'; do
		for name in 2.jsonl "my run's 2.jsonl"; do
			# each tool in turn: 24 cases, 8 a tool
			for tool in $(echo stats advantage judge |
			    cut -d ' ' -f $((n % 3 + 1))); do
				n=$((n + 1))
				mkdir -p c$n
				# shellcheck disable=SC2086 # the fields apart
				dump "$word" $fields > "c$n/$name"
				case $tool in
				stats) args="-f tsv -m responses,accuracy" ;;
				advantage) args="-m grpo" ;;
				judge) args="--dry-run -m m" ;;
				esac
				# the tool's messages, each suggestion run, at
				# most three times; then the tool reads it all
				f=$name
				for round in 1 2 3; do
					# shellcheck disable=SC2086
					(cd c$n && papo-$tool --preset verl $args \
					    "$f" > out 2> err)
					rc=$?
					sug=$(sed -n 's/.* no value, null: \(jq .* > fixed.jsonl\), and read fixed.jsonl$/\1/p' c$n/err | head -n 1)
					[ -n "$sug" ] || break
					(cd c$n && eval "$sug" && mv fixed.jsonl "f$round.jsonl") \
					    2> c$n/sug.err
					f=f$round.jsonl
				done
				# the preset reads score, not reward
				case $fields in
				*score*) step -o c$n/err "$word in $fields, '$name', papo-$tool: a suggestion given" \
				    [ "$f" != "$name" ] ;;
				esac
				step -o c$n/err "$word in $fields, '$name', papo-$tool: read after the suggestions" \
				    test $rc -eq 0 -a ! -s c$n/sug.err
			done
		done
	done
done

# standard input: FILE for the file the user reads from
dump nan score | papo-stats --preset verl > /dev/null 2> in.err
step -o in.err "from standard input: FILE in the command" \
    grep -qF "' FILE > fixed.jsonl" in.err
# a string that is no number nor a NaN: named, nothing suggested
dump abc score > abc.jsonl
papo-stats --preset verl abc.jsonl > /dev/null 2> abc.err
step -o abc.err "another string: named, nothing to paste" grep -qxF \
    "papo-stats: abc.jsonl:2: field 'score' must be a number, not the string \"abc\"" \
    abc.err
steps_end
