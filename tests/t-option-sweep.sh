#!/bin/sh
# SPDX-License-Identifier: MIT
# t-option-sweep.sh: every option of every tool that takes a value (as
# its --help lists them), given values written as no option's (empty,
# a space before a number, hexadecimal), either takes it (status 0 on
# an empty input) or refuses it with the one message, "invalid value
# 'X' for --NAME (what it takes)", status 64, before the input is read;
# an option whose value is a number (N, X, SIZE, SECONDS, ...) refuses
# the last two.  The refusals worded otherwise on purpose are named
# below with why; --config (a file read at once: "cannot open", 66)
# and --serve (a server started: t-option-values.sh) are not swept.
# At a9f9d96d it failed 56 steps: ' 5' or 0x1p3 taken 54 times by number
# options, --rubric ' 5' and --plot '' refused in words of their own
# (--plot '' only after the input was read).  A refusal of '' writes
# its range in plain words: at f3ebbc8e papo-verify --max-length's was
# "0 to 9.2233720368547758e+18" (LONG_MAX for "no bound").
set -u
. "$TOP/tests/lib.sh"

: > empty.jsonl
for prog in papo-verify papo-judge papo-advantage papo-stats; do
	"$prog" --help > help 2>&1 || fail "$prog --help failed"
	# NAME ARG: ARG as --help writes it (N, X, SIZE, FILE, ...)
	sed -n -E 's/^ +(-[a-zA-Z0-9], )?--([a-z0-9-]+) ([A-Z[][^ ]*).*/\2 \3/p' \
	    help | sort -u > opts.$prog
	step -o help "$prog: the options that take a value listed" \
	    [ "$(wc -l < opts.$prog)" -ge 8 ]
	while read -r opt arg; do
		case $opt in
		config|serve) continue ;;
		esac
		# a number's value must be one: ' 5' and 0x1p3 are refused
		case $arg in
		N|X|S|SECONDS|SIZE|BITS|WEIGHT) number=1 ;;
		*) number=0 ;;
		esac
		for v in '' ' 5' '0x1p3'; do
			set -- "$prog"
			# papo-judge asks no server with a model named
			[ "$prog" = papo-judge ] && set -- "$@" --dry-run -m m
			"$@" "--$opt" "$v" empty.jsonl < /dev/null > out 2> err
			st=$?
			first=$(head -n 1 err)
			case $number:$v:$st in
			"1: 5:0"|1:0x1p3:0) ok=0 ;;
			*:0) ok=1 ;;
			*) ok=2 ;;
			esac
			[ "$ok" = 2 ] && case $st:$first in
			"64:$prog: invalid value '$v' for --$opt ("*) ok=1 ;;
			# the value may be an API key: never shown
			"64:$prog: invalid value for --api-key-env ("*) ok=1 ;;
			# options that go with another: no value is bad
			"64:$prog: --$opt goes with --"*) ok=1 ;;
			*) ok=0 ;;
			esac
			step -o err "$prog --$opt '$v': taken, or the one message" \
			    [ "$ok" = 1 ]
			# the range a refusal gives is written as a person
			# would: no bound in exponent form (9.2233720368547758e+18
			# for "no bound")
			case $v:$first in
			:*[0-9][eE][-+][0-9]*) plain=0 ;;
			*) plain=1 ;;
			esac
			step -o err "$prog --$opt '$v': the range in plain words" \
			    [ "$plain" = 1 ]
		done
	done < opts.$prog
done
