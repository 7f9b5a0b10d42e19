#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon12-plot-dir.sh: a new user asks for the chart in a folder
# not made yet (papo-stats --plot plots/zero.svg run/*.jsonl) or names
# a folder: papo-stats read the whole input (an hour of a long run's
# dumps, or --follow's first round) and only then said it could not
# create the file, the table lost with it.  The chart's file is now
# checked before anything is read, with the message the write gave:
# shown here by input whose first line is cut short, which is read
# (and said) only when the plot is not refused first.  Every spelling
# of the option and a config file's plot key, and the names that are
# written still are.
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon12-plot-dir

papo-verify -q "$TOP/examples/rollouts.jsonl" > verified.jsonl ||
    fail "papo-verify on the examples"
papo-advantage -q -m grpo verified.jsonl > adv.jsonl ||
    fail "papo-advantage on the examples"
{ printf '{"step": 0, "r_out": 1\n'; cat adv.jsonl; } > cut.jsonl
mkdir folder
for plot in nodir/x.svg no/such/dir/x.svg folder folder/ "$PWD/nodir/x.svg"; do
	for how in "--plot $plot" "-p $plot" "--plot=$plot" "-p$plot"; do
		# shellcheck disable=SC2086 # the option and its value apart
		papo-stats $how cut.jsonl > out 2> err
		st=$?
		step -o err "$how: exit status 74" [ $st -eq 74 ]
		step -o err "$how: the plot named before the input is read" \
		    grep -qF "papo-stats: cannot create '$plot': " err
		step -o err "$how: the input not read" \
		    sh -c '! grep -q cut.jsonl err'
		step "$how: nothing on standard output" [ ! -s out ]
	done
	papo-stats --follow -p "$plot" cut.jsonl > out 2> err
	step -o err "--follow -p $plot: refused before the first round" \
	    grep -qF "papo-stats: cannot create '$plot': " err
	papo-stats --run a=cut.jsonl --run b=adv.jsonl -p "$plot" > out 2> err
	step -o err "--run ... -p $plot: refused before the runs" \
	    grep -qF "papo-stats: cannot create '$plot': " err
done
mkdir exp
printf 'stats:\n  plot: charts/zero.svg\n' > exp/papo.yaml
papo-stats --config exp/papo.yaml cut.jsonl > out 2> err
step -o err "a config file's plot, read from its folder: refused first" \
    grep -qF "papo-stats: cannot create '" err
step -o err "the config's plot: the input not read" \
    sh -c '! grep -q cut.jsonl err'
step "no folder made" sh -c '[ ! -e exp/charts ] && [ ! -e nodir ] && [ ! -e no ]'

# the names that are written still are
papo-stats -f none -p folder/zero.svg adv.jsonl 2> err
step -o err "a file in a folder that is there: written" \
    grep -q '<svg' folder/zero.svg
papo-stats -f none -p "$PWD/folder/abs.svg" adv.jsonl 2> err
step -o err "an absolute path: written" grep -q '<svg' folder/abs.svg
( cd folder && papo-stats -f none -p here.svg ../adv.jsonl ) 2> err
step -o err "a bare name in the working folder: written" \
    grep -q '<svg' folder/here.svg
papo-stats -f none -p /dev/null adv.jsonl 2> err
step -o err "/dev/null: written" [ $? -eq 0 ]
papo-stats -p - adv.jsonl > out.svg 2> err
step -o err "-: the chart on standard output" grep -q '<svg' out.svg
