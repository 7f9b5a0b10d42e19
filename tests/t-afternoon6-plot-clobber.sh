#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon6-plot-clobber.sh: a new user takes --plot for a flag and
# writes `papo-stats --plot adv.jsonl`: the file became the chart's
# file, the records came from standard input (none, exit 0), and the
# SVG was written over adv.jsonl: the data lost, silently.  Now --plot
# replaces only a file that is not there, is empty, is no regular file
# or is an SVG; any other (each kind of file a user has at hand: records,
# a JSON array, compressed, papo-stats's TSV and partial, a config) is
# refused with status 64 before anything is read, the file untouched.
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon6-plot-clobber

papo-verify -q "$TOP/examples/rollouts.jsonl" > verified.jsonl ||
    fail "papo-verify on the examples"
papo-advantage -q -m grpo verified.jsonl > adv.jsonl ||
    fail "papo-advantage on the examples"
# the files a user has beside the chart, each a victim of -p FILE
cp adv.jsonl v-records.jsonl
jq -s . adv.jsonl > v-array.json || fail "jq -s"
gzip -c adv.jsonl > v-records.jsonl.gz || fail "gzip"
papo-stats -f tsv adv.jsonl > v-stats.tsv || fail "papo-stats tsv"
papo-stats -f partial adv.jsonl > v-part.partial || fail "papo-stats partial"
printf 'advantage:\n  mode: grpo\n' > v-papo.yaml
printf '  \n{"step": 0}\n' > v-blank-first.jsonl
for v in v-*; do
	cp "$v" "$v.before"
	for how in "--plot $v" "-p $v" "--plot=$v" "-p$v"; do
		# shellcheck disable=SC2086 # the option and its value apart
		papo-stats $how < adv.jsonl > out 2> err
		st=$?
		step -o err "$how: refused, exit status 64" [ $st -eq 64 ]
		step -o err "$how: the message names the file" \
		    grep -qF "papo-stats: invalid value '$v' for --plot (the file is there and is not an SVG" err
		step "$how: nothing on standard output" [ ! -s out ]
		step "$how: $v untouched" cmp -s "$v" "$v.before"
	done
done

# what may be replaced still is
papo-stats -f none --plot new.svg adv.jsonl 2> err
step -o err "a new chart file: written" grep -q '<svg' new.svg
cp new.svg old.svg
papo-stats -f none --plot old.svg --title again adv.jsonl 2> err
step -o err "an SVG of an earlier run: replaced" grep -q again old.svg
: > empty.svg
papo-stats -f none --plot empty.svg adv.jsonl 2> err
step -o err "an empty file: written" grep -q '<svg' empty.svg
papo-stats --plot - adv.jsonl > out.svg 2> err
step -o err "--plot -: the chart on standard output" grep -q '<svg' out.svg
papo-stats -f none --plot /dev/null adv.jsonl 2> err
step -o err "--plot /dev/null: no regular file, written" [ $? -eq 0 ]
