#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-kinds.sh: answer kinds papo-verify reads (tests/verify/kinds.jsonl:
# temperatures, multiple-choice sets and option text, JSON vetoes,
# references, expressions, decimal commas, number words, the uncertain
# verdict), each with the variants that must keep reward 0; and, when the
# team's shared data is beside the tree, verify-kinds.jsonl per kind
# against tests/verify/kinds-floors.tsv with no wrong reward.
set -u
. "$TOP/tests/lib.sh"

cases="$TOP/tests/verify/kinds.jsonl"

verify_kinds "$cases"

step 'the verify field names uncertain apart from no_answer' sh -c '
	jq -r "select(.verdict != null and .verify != .verdict) |
	    \"\(.verify), want \(.verdict): \(.response)\"" out.jsonl \
	    > verdicts.txt || exit 1
	[ ! -s verdicts.txt ] || { cat verdicts.txt >&2; exit 1; }
	[ "$(jq -s "map(select(.verify == \"uncertain\")) | length" \
	    out.jsonl)" -ge 4 ]'

# a decimal comma papo will not guess at is no answer as every other:
# no prediction is written beside it
step 'an ambiguous decimal comma has no prediction' sh -c '
	printf "%s\n" "{\"answer\":\"3.5\",\"response\":\"Die Antwort ist \\\\boxed{3,500}.\"}" |
	    papo-verify -q > comma.jsonl || exit 1
	[ "$(jq -c "[.verify, .pred]" comma.jsonl)" = "[\"no_answer\",null]" ]'

# papo-stats takes uncertain as papo-verify's verdict (r_out decides, the
# acc flag written before it is not read); papo-advantage keeps it scored
printf '%s\n' '{"group":"g","r_out":0,"verify":"uncertain","acc":1}' \
    '{"group":"g","r_out":1,"verify":"equal","acc":1}' > scored.jsonl
step 'papo-stats reads uncertain as a scored wrong response' sh -c '
	papo-stats scored.jsonl > st.tsv 2> err || { cat err >&2; exit 9; }
	awk -F "\t" "
	    NR == 1 { for (k = 1; k <= NF; k++) if (\$k == \"accuracy\") c = k }
	    NR == 2 && c { ok = \$c == 0.5 }
	    END { exit !(ok && NR == 2) }" st.tsv'
step 'papo-advantage reads uncertain as a scored wrong response' sh -c '
	papo-advantage --allow-missing-proc scored.jsonl > adv.jsonl 2>err || { cat err >&2; exit 9; }
	[ "$(jq -s "map(.r_out) | add" adv.jsonl)" = 1 ] &&
	jq -se "map(select(.verify == \"uncertain\"))[0].adv < 0" \
	    adv.jsonl > /dev/null'

shared="$SHARED/verify-kinds.jsonl"
if [ -s "$shared" ]; then
	step 'verify-kinds: no kind under its floor, no wrong reward' sh -c '
	papo-verify -q "$1" > vk.jsonl || exit 1
	# papo-verify writes the "expected" it read back as a boolean
	jq -rs "map(.want = (.expected == 1 or .expected == true)) |
	    group_by(.kind)[] | [.[0].kind, (map(select(((.r_out // 0) >=
	    1) == .want)) | length), (map(select((.want | not) and
	    (.r_out // 0) >= 1)) | length)] | @tsv" vk.jsonl > got.tsv ||
	    exit 1
	bad=0
	while IFS="	" read -r kind floor; do
		case $kind in "#"*|"") continue ;; esac
		line=$(grep "^$kind	" got.tsv) ||
		    { echo "kind $kind missing" >&2; bad=1; continue; }
		right=$(echo "$line" | cut -f2)
		wrong=$(echo "$line" | cut -f3)
		[ "$right" -ge "$floor" ] ||
		    { echo "$kind: $right right, floor $floor" >&2; bad=1; }
		[ "$wrong" -eq 0 ] ||
		    { echo "$kind: $wrong wrong rewarded" >&2; bad=1; }
	done < "$2"
	exit $bad' sh "$shared" "$TOP/tests/verify/kinds-floors.tsv"
fi
exit 0
