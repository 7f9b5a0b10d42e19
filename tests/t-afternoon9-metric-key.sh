#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon9-metric-key.sh: a new user scripting an ablation asks
# papo-stats for the columns of their table as they see them, -m
# step,accuracy,zero_ratio (or run,... after --run).  papo-stats said
# "unknown metric 'step'" and pointed at the man page, as for a typo.
# Now the message says 'step' and 'run' are the rows' keys, which come
# before the metrics on their own, and to leave them out; the list
# without it, pasted, gives the table with the key first and every
# metric asked.  Each key at the start, in the middle and at the end of
# the list, in --metrics and in --plot-metrics, with and without --run.
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon9-metric-key

for s in 0 1; do
	for k in 0 1 2 3; do
		printf '{"group":"g%d","step":%d,"r_out":%d,"r_proc":0.5,"adv":0.%d,"length":%d}\n' \
		    $s $s $((k % 2)) $k $((k + 10))
	done
done > adv.jsonl

tried=0
for key in step run; do
	for list in "$key,accuracy,zero_ratio" "accuracy,$key,zero_ratio" \
	    "accuracy,zero_ratio,$key"; do
		for opt in --metrics --plot-metrics; do
			for runs in "" "--run a=adv.jsonl"; do
				# shellcheck disable=SC2086
				if [ -n "$runs" ]; then set -- $runs; else
					set -- adv.jsonl; fi
				extra=
				[ $opt = --plot-metrics ] && extra="-p c.svg"
				# shellcheck disable=SC2086
				papo-stats -q -f tsv $extra $opt "$list" "$@" \
				    > out.txt 2> err.txt
				step -o err.txt "$opt $list $runs: 64" [ $? -eq 64 ]
				step -o err.txt "$opt $list $runs: the key said, \
and to leave it out" grep -qF "papo-stats: invalid value '$list' for $opt ('$key' is no metric: the rows' keys (step, or -b's field; run, with --run) come before the metrics on their own; leave it out)" err.txt
				tried=$((tried + 1))
				[ $opt = --metrics ] || continue
				# the way out: the same list without the key
				left=$(echo "$list" | tr , '\n' | grep -vx "$key" |
				    paste -sd , -)
				papo-stats -q -f tsv -m "$left" "$@" > out.txt \
				    2> err.txt
				step -o err.txt "-m $left $runs: read" [ $? -eq 0 ]
				want="step	accuracy	zero_ratio"
				[ -n "$runs" ] && want="run	$want"
				step -o out.txt "-m $left $runs: the keys first, \
then every metric asked" [ "$(head -n 1 out.txt)" = "$want" ]
			done
		done
	done
done
step "2 keys x 3 places x 2 options x 2 ways ($tried)" [ $tried -eq 24 ]
# a metric's own name is still a metric, and a typo still a typo
papo-stats -q -f tsv -m accuracy,stepp adv.jsonl > out.txt 2> err.txt
step -o err.txt "a typo: still unknown" grep -qF "unknown metric 'stepp'" \
    err.txt
