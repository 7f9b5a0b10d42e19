#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon5-group-size-short.sh: a new user's papo-advantage
# --group-size 4 on a dump whose last group was cut short (the trainer
# killed mid-write, the last records lost).  The short group was
# computed over what it had without a word, in every way of gathering.
# Now it is said, naming the group and its first record; the records
# and the exit status are unchanged.  And with a --group-size that does
# not divide the groups (7 for groups of 8), the check for merged
# groups said the groups of 7 were bigger than most and advised
# --group-size 1; --group-size cuts the groups, so none is bigger: the
# short remainders are said instead.  Records made up.
set -u
. "$TOP/tests/lib.sh"

# two prompts of four responses, then a third with two: its last two
# lost
for g in a b c; do
	n=4
	[ $g = c ] && n=2
	k=1
	while [ $k -le $n ]; do
		printf '{"group":"%s","step":1,"r_out":%d,"r_proc":0.%d}\n' \
		    $g $((k % 2)) $k
		k=$((k + 1))
	done
done > cut.jsonl
short='papo-advantage: step 1: group "c" (first at cut.jsonl:9) has 2 records, fewer than --group-size 4: its advantages are over those (a dump cut short, or groups of another size?)'
papo-advantage cut.jsonl > plain.out 2> plain.err ||
    fail "papo-advantage without --group-size: $(cat plain.err)"
for m in "" "--contiguous" "-S 64K"; do
	# shellcheck disable=SC2086
	papo-advantage --group-size 4 $m cut.jsonl > o 2> e
	st=$?
	step -o e "--group-size 4 $m: exit status 0" [ $st -eq 0 ]
	step -o e "--group-size 4 $m: the short group said" \
	    grep -qxF "$short" e
	step -o e "--group-size 4 $m: nothing else said" [ "$(wc -l < e)" -eq 1 ]
	step "--group-size 4 $m: the records as without it" cmp -s plain.out o
done

# whole groups: nothing said
head -n 8 cut.jsonl > whole.jsonl
papo-advantage --group-size 4 whole.jsonl > o 2> e
step -o e "whole groups: nothing said" [ ! -s e ]

# a size that does not divide the groups: the remainders are short,
# none is "bigger than most"
papo-advantage --group-size 3 whole.jsonl > o 2> e
step -o e "--group-size 3 on groups of 4: no advice of --group-size 1" \
    sh -c '! grep -q "splits it" e'
step -o e "--group-size 3 on groups of 4: the two remainders said" \
    [ "$(grep -c 'has 1 record, fewer than --group-size 3: its advantages are over that one' e)" -eq 2 ]
