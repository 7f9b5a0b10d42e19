#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon7-case-keys.sh: a new user's TRL dump writes "Prompt" and
# "Completion", a verl dump "Input" and "Output".  The tools offered one
# key at a time, "(--field response=KEY (--field response=Completion?))":
# pasted, the next tool stopped on the next key ("(--field group=KEY
# (--field group=Prompt?))"), a message a field.  Now the message names
# every field of the preset the record has in another case, "in the
# record's case: --field response=Completion --field group=Prompt
# --field problem=Prompt"; pasted as it is, papo-verify and then
# papo-advantage read the dump as they read it in the preset's own case,
# verdicts and advantages the same.  Generated: the fixtures of
# tests/frameworks (trl, verl) with every key in title case and in
# upper case.
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon7-case-keys
fw=$TOP/tests/frameworks

# sug FILE: the --field options the message offers in the record's case
sug() {
	sed -n "s/.*in the record's case: \(--field [^)]*\))\$/\1/p" "$1" |
	    head -n 1
}

for d in trl:trl/completions/completions_00010.jsonl \
    verl:verl/rollout_data/1.jsonl; do
	pre=${d%%:*}
	src=$fw/${d#*:}
	papo-verify -q --preset $pre "$src" > want.v 2> /dev/null ||
	    fail "$pre: papo-verify on the fixture"
	papo-advantage -q -m grpo --preset $pre want.v > want.a 2> /dev/null ||
	    fail "$pre: papo-advantage on the fixture"
	for how in title upper; do
		c="$pre, keys in $how case"
		case $how in
		title) f='with_entries(.key |= (.[0:1] | ascii_upcase) + .[1:])' ;;
		upper) f='with_entries(.key |= ascii_upcase)' ;;
		esac
		jq -c "$f" "$src" > in.jsonl
		papo-verify -q --preset $pre in.jsonl > /dev/null 2> v.err
		s=$(sug v.err)
		step -o v.err "$c: papo-verify offers the keys" [ -n "$s" ]
		# shellcheck disable=SC2086 # the options apart, as pasted
		papo-verify -q --preset $pre $s in.jsonl > v.jsonl 2> v2.err
		rc=$?
		step -o v2.err "$c: papo-verify reads it with them" \
		    test $rc -eq 0 -a ! -s v2.err
		step "$c: the same verdicts" eval "[ \"\$(jq -c \
		    '[.r_out, .verify]' v.jsonl)\" = \"\$(jq -c \
		    '[.r_out, .verify]' want.v)\" ]"
		papo-advantage -q -m grpo --preset $pre v.jsonl > /dev/null \
		    2> a.err
		s2=$(sug a.err)
		# shellcheck disable=SC2086
		papo-advantage -q -m grpo --preset $pre $s2 v.jsonl > a.jsonl \
		    2> a2.err
		rc=$?
		# (the fixtures' own notes, a prompt sampled twice, stay)
		step -o a2.err "$c: papo-advantage reads it with its offer" \
		    eval "[ $rc -eq 0 ] && ! grep -q 'is missing' a2.err"
		step "$c: the same advantages" eval "[ \"\$(jq -c .adv \
		    a.jsonl)\" = \"\$(jq -c .adv want.a)\" ]"
	done
done
steps_end
