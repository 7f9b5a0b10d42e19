#!/bin/sh
# SPDX-License-Identifier: MIT
# t-stats-summary.sh: papo-stats --summary writes one row per run and
# metric (final, mean, best and where it is best) instead of one per
# step, in TSV, JSONL and the table; the values are computed here again
# from the per-step rows (awk), best as the greatest accuracy and the
# least zero_ratio, none for a count; a metric without data in a run
# has rows 0 and nulls; it refuses what it cannot write.
set -u
. "$TOP/tests/lib.sh"
dir=t-stats-summary.d
rm -rf $dir && mkdir $dir && cd $dir || fail "cannot make $dir"

# two variants of the example rollouts
papo-advantage --mode grpo --field r_out=label "$TOP/examples/rollouts.jsonl" \
    > orm.jsonl || fail "papo-advantage grpo"
papo-advantage --signal random3 --seed 1 --field r_out=label \
    "$TOP/examples/rollouts.jsonl" > papo.jsonl || fail "papo-advantage papo"
m=responses,accuracy,zero_ratio,process_active_ratio
papo-stats --field r_out=label --run orm=orm.jsonl --run papo=papo.jsonl \
    -m $m -f tsv > steps.tsv 2> err || fail "papo-stats: $(cat err)"
papo-stats --field r_out=label --run orm=orm.jsonl --run papo=papo.jsonl \
    -m $m -f tsv --summary > sum.tsv 2> err ||
    fail "papo-stats --summary: $(cat err)"

# the summary again, from the step rows: final = last row with data,
# mean = mean of the rows with data, best = max (accuracy, process
# active), min (zero_ratio), none (responses)
awk -F '\t' -v OFS='\t' -v OFMT=%.17g '
NR == 1 { for (c = 3; c <= NF; c++) name[c] = $c; nc = NF; next }
{
	if (!($1 in seen)) { seen[$1] = 1; runs[++nr] = $1 }
	for (c = 3; c <= nc; c++) {
		k = $1 SUBSEP c
		if ($c == "") continue
		n[k]++; s[k] += $c; last[k] = $c
		d = name[c] == "zero_ratio" ? -1 : name[c] == "responses" ? 0 : 1
		if (d != 0 && (!(k in best) || (d > 0 ? $c > best[k] : $c < best[k]))) {
			best[k] = $c; at[k] = $2
		}
	}
}
END {
	print "run", "metric", "rows", "final", "mean", "best", "best_step"
	for (i = 1; i <= nr; i++)
		for (c = 3; c <= nc; c++) {
			k = runs[i] SUBSEP c
			if (!(k in n)) {
				print runs[i], name[c], 0, "", "", "", ""
				continue
			}
			print runs[i], name[c], n[k], last[k], s[k] / n[k],
			    (k in best) ? best[k] : "", (k in best) ? at[k] : ""
		}
}' steps.tsv > want.tsv
# compare numbers to 1e-12 (the mean's last digit may differ)
cmp_sum() {
	awk -F '\t' 'NR == FNR { w[FNR] = $0; next }
	{
		split(w[FNR], a, "\t")
		if (NF != split(w[FNR], a, "\t")) exit 1
		for (c = 1; c <= NF; c++) {
			if ($c == a[c]) continue
			if ($c == "" || a[c] == "") exit 1
			d = $c - a[c]; if (d < 0) d = -d
			if (d > 1e-12) exit 1
		}
		n = FNR
	}
	END { if (n != length(w)) exit 1 }' want.tsv "$1"
}
step -o sum.tsv "the TSV summary is that of the step rows" cmp_sum sum.tsv
step -o sum.tsv "orm has no process-active ratio: rows 0, nulls" \
    grep -qx 'orm	process_active_ratio	0				' sum.tsv
step -o sum.tsv "one row per run and metric" [ "$(wc -l < sum.tsv)" -eq 9 ]

# JSONL: the same values
papo-stats --field r_out=label --run orm=orm.jsonl --run papo=papo.jsonl \
    -m $m -f jsonl --summary > sum.jsonl 2> err || fail "jsonl: $(cat err)"
jq -r '[.run, .metric, .rows, .final, .mean, .best, .best_step] |
    map(if . == null then "" else tostring end) | join("\t")' sum.jsonl \
    > sum2.tsv || fail "jq"
tail -n +2 want.tsv > want2.tsv && mv want2.tsv want.tsv
step -o sum2.tsv "the JSONL summary is that of the step rows" cmp_sum sum2.tsv

# the table: a row per run and metric, nothing per step
papo-stats --field r_out=label orm.jsonl -m accuracy --summary -f table \
    > sum.txt 2> err || fail "table: $(cat err)"
step -o sum.txt "the table's header" \
    grep -q '^metric  *rows  *final  *mean  *best  *best_step$' sum.txt
step -o sum.txt "one metric, one row" [ "$(wc -l < sum.txt)" -eq 2 ]
# --by names the best row's column
papo-stats --field r_out=label --by group -m accuracy --summary -f tsv \
    orm.jsonl > by.tsv 2> err || fail "--by: $(cat err)"
step -o by.tsv "--by group: best_group" grep -q '	best_group$' by.tsv

# what it cannot write
papo-stats --summary -f spark orm.jsonl > /dev/null 2> err
rc=$?
step -o err "--summary -f spark: status 64 ($rc)" [ $rc -eq 64 ]
step -o err "--summary -f spark: said" grep -q 'summary' err
exit 0
