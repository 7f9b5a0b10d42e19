#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-kinds-expr.sh: expression kinds papo-verify reads
# (tests/verify/kinds-expr.jsonl): arbitrary constants renamed or
# permuted in a general solution or an antiderivative, derivative
# notations, lists of three-digit groups in another order; each with the
# variants that must keep reward 0 (a sign, a repeated or extra constant,
# a group changed, a hedge after the box).
set -u
. "$TOP/tests/lib.sh"

cases="$TOP/tests/verify/kinds-expr.jsonl"

step 'every case gives the reward it should' sh -c '
	papo-verify -q "$1" > out.jsonl || exit 1
	[ "$(wc -l < out.jsonl)" -eq "$(wc -l < "$1")" ] || exit 1
	jq -r "select(.r_out != .expect) | \"\(.kind): r_out \(.r_out), \" +
	    \"\(.verify): \(.answer) | \(.response)\"" out.jsonl > wrong.txt ||
	    exit 1
	[ ! -s wrong.txt ] || { cat wrong.txt >&2; exit 1; }' sh "$cases"

step 'both verdicts are tested for every kind' sh -c '
	jq -rs "group_by(.kind)[] | select((map(.expect) | unique) !=
	    [0, 1]) | .[0].kind" "$1" > one-sided.txt || exit 1
	[ ! -s one-sided.txt ] || { cat one-sided.txt >&2; exit 1; }' \
    sh "$cases"
