#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon8-stats-group.sh: a new user's first papo-stats on a
# framework's dump, without its --preset.  papo-advantage stops with
# the file, the line, the record's keys and the --field or --preset to
# give; papo-stats printed its table with groups, process_active_ratio,
# all_correct_ratio, all_wrong_ratio and top_answer_group_share empty
# and not a word why.  Now it says so, with papo-advantage's message for
# the first record without a group.  And the preset that message guesses
# is the one whose fields the record has most of: an AReaL or verifiers
# dump was offered --preset trl (the first preset with a 'prompt' and a
# 'completion'), which reads an AReaL multi-turn prompt as its own group.
# Every dump of tests/frameworks/ papo-stats reads without a preset is
# tried, and the suggestion is pasted as it is given.
set -u
. "$TOP/tests/lib.sh"
fw=$TOP/tests/frameworks
presets=$(papo-stats --preset '?' x 2>&1 | sed -n 's/.*(one of: \([^;)]*\)[;)].*/\1/p' |
    tr -d ,)
step "the presets are listed" [ -n "$presets" ]

# groups_of OUT: the groups column of papo-stats -f tsv's rows, non-empty
groups_of() {
	awk -F '\t' 'NR > 1 && $NF != "" { n++ } END { exit !(n > 0) }' "$1"
}

tried=0
for d in "$fw"/*/; do
	n=$(basename "$d")
	papo-stats -f tsv -m responses,groups "$d" > "$n.tsv" 2> "$n.err" ||
	    continue	# not read without its preset (named there)
	groups_of "$n.tsv" && continue	# a group field of its own
	tried=$((tried + 1))
	step -o "$n.err" "$n: the empty groups are said, with file and line" \
	    grep -Eq "^papo-stats: [^ ]+:[0-9]+: field 'group' is missing; \
.* no record has one: groups, " "$n.err"
	# the dump's own preset, when its folder is named after one
	own=
	for p in $presets; do
		case $n in
		"$p"|"$p"-*) own=$p ;;
		esac
	done
	sug=$(sed -n "s/.*, or --preset \([a-z-]*\)).*/\1/p" "$n.err")
	if [ -n "$own" ] && [ -n "$sug" ]; then
		step -o "$n.err" "$n: the preset offered is its own ($own)" \
		    [ "$sug" = "$own" ]
	fi
	key=$(sed -n "s/.*(--field group=\([^ ?]*\)?).*/\1/p" "$n.err")
	for a in ${sug:+--preset=$sug} ${key:+--field=group=$key}; do
		papo-stats -f tsv -m responses,groups "${a%%=*}" "${a#*=}" \
		    "$d" > "$n.p.tsv" 2> "$n.p.err"
		rc=$?
		# the groups, or the preset's own refusal of a form it
		# cannot read (NeMo Gym's records, lm-eval's repeats before
		# papo-verify), naming file and line
		step -o "$n.p.err" "$n: '$a', pasted, gives the groups" eval \
		    "{ [ $rc -eq 0 ] && groups_of $n.p.tsv &&
		    ! grep -q \"no record has one\" $n.p.err; } ||
		    { [ $rc -eq 65 ] && grep -Eq \
		    \"^papo-stats: [^ ]+:[0-9]+: \" $n.p.err; }"
	done
done
step "dumps without a group were tried" [ "$tried" -ge 10 ]

# records with a group: not a word
papo-stats -f tsv -m groups "$TOP/examples/rollouts.jsonl" > ex.tsv 2> ex.err
step -o ex.err "grouped records: no note" eval \
    '! grep -q "field .group. is missing" ex.err'
steps_end
