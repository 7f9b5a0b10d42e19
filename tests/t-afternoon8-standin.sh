#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon8-standin.sh: the README's example scripts that start the
# test suite's stand-in judge (examples/validate.sh, ablation.sh
# without a judged file, demo.sh, make-judge-example.sh) said only
# "build/tests/helpers/papo-standin: not found" (status 127) in a clone
# built with make alone: make demo and make check build the stand-in,
# make does not.  Each now names what is missing and the command that
# builds it (exit 69), and that command, run as given, builds it.
set -u
. "$TOP/tests/lib.sh"
nb=$PWD/nobuild
mkdir -p "$nb" out
for s in validate.sh ablation.sh demo.sh make-judge-example.sh; do
	# each with its output in out/ (ablation.sh's one operand would
	# be a judged file: none, so that it starts the stand-in)
	set -- "out/$s"
	[ $s = ablation.sh ] && set --
	PAPO_BUILD=$nb PAPO_DEMO_DIR=$PWD/out TMPDIR=$PWD/out \
	    sh "$TOP/examples/$s" "$@" > /dev/null 2> $s.err < /dev/null
	rc=$?
	step -o $s.err "$s: 69, the stand-in and the command named" eval \
	    "[ $rc -eq 69 ] && grep -qF \"$s: no stand-in judge at \
$nb/tests/helpers/papo-standin: build it with make -C $TOP BUILD=$nb \
helpers\" $s.err"
	cmd=$(sed -n 's/.*build it with \(make -C [^ ]* BUILD=[^ ]* helpers\).*/\1/p' $s.err)
	# the command as given builds it: make -n says so
	step -o $s.err "$s: the command builds it" eval \
	    "$(echo "$cmd" | sed 's/^make /make -n /') | grep -qF \
	    '$nb/tests/helpers/papo-standin'"
done
steps_end
