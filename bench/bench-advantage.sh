#!/bin/sh
# bench-advantage.sh: papo-advantage against a Python script, a jq program and wc -l.
#
# Writes bench/results/advantage.md.  Inputs (bench/data/, not committed)
# are built by bench/mkdata.py from the real responses in ../shared/data:
# 100k records (114 MB) for speed, 290k records (about 320 MB) for the
# memory of --contiguous.  All outputs go to /dev/null; each time is the
# best of several runs; the ratios are what to read.
set -eu
cd "$(dirname "$0")/.."
. bench/lib.sh

f100=bench/data/rollouts-100k.jsonl
f320=bench/data/rollouts-290k.jsonl
[ -f $f100 ] || python3 bench/mkdata.py 100000 $f100
[ -f $f320 ] || python3 bench/mkdata.py 290000 $f320
cat $f100 > /dev/null	# into the page cache, for everyone alike

# the three compute the same thing: check before timing
bin/papo-advantage $f100 > bench/data/adv.papo
python3 bench/advantage_ref.py $f100 > bench/data/adv.py
jq -c -s -f bench/advantage.jq $f100 > bench/data/adv.jq
agree_py=$(python3 bench/compare_adv.py bench/data/adv.papo bench/data/adv.py)
agree_jq=$(python3 bench/compare_adv.py bench/data/adv.papo bench/data/adv.jq)
rm -f bench/data/adv.papo bench/data/adv.py bench/data/adv.jq

t_wc=$(best 7 wc -l $f100)
t_papo=$(best 7 bin/papo-advantage $f100)
t_papo1=$(best 5 bin/papo-advantage -j1 $f100)
t_cont=$(best 5 bin/papo-advantage --contiguous $f100)

# the machine is shared and noisy: the ratio to wc -l in several rounds,
# each taking the best of five runs of both
rounds=7
r_papo=
r_cont=
i=0
while [ $i -lt $rounds ]; do
	w=$(best 5 wc -l $f100)
	r_papo="$r_papo $(ratio $(best 5 bin/papo-advantage $f100) $w)"
	r_cont="$r_cont $(ratio $(best 5 bin/papo-advantage --contiguous $f100) $w)"
	i=$((i + 1))
done
# spread LIST: "min to max, median M"
spread() {
	echo $* | tr ' ' '\n' | sort -n | awk '{ v[NR] = $1 }
	    END { printf "%s to %s, median %s", v[1], v[NR], v[int((NR + 1) / 2)] }'
}
t_py=$(best 3 python3 bench/advantage_ref.py $f100)
t_jq=$(best 3 jq -c -s -f bench/advantage.jq $f100)
size320=$(du -m $f320 | cut -f1)
rss_cont=$(maxrss bin/papo-advantage --contiguous $f320)
rss_gather=$(maxrss bin/papo-advantage $f100)
t_cont320=$(best 3 bin/papo-advantage --contiguous $f320)

{
	echo "## papo-advantage"
	echo
	echo "\`make bench-advantage\` (bench/bench-advantage.sh), $(date -u +%Y-%m-%d),"
	echo "$(machine). Input: $f100, 100,000 records of real"
	echo "responses, $(du -m $f100 | cut -f1) MB (bench/mkdata.py). Outputs to /dev/null; best of"
	echo "several runs, in seconds."
	echo
	echo "| command | seconds | papo-advantage is |"
	echo "|---|---|---|"
	echo "| \`papo-advantage\` (PAPO, 2 threads) | $t_papo | |"
	echo "| \`papo-advantage -j1\` | $t_papo1 | |"
	echo "| \`papo-advantage --contiguous\` | $t_cont | $(ratio $t_cont $t_wc)x \`wc -l\` |"
	echo "| \`python3 bench/advantage_ref.py\` | $t_py | $(ratio $t_py $t_papo)x faster (target 15x) |"
	echo "| \`jq -c -s -f bench/advantage.jq\` | $t_jq | $(ratio $t_jq $t_papo)x faster (target 30x) |"
	echo "| \`wc -l\` | $t_wc | $(ratio $t_papo $t_wc)x slower (target: within 5x) |"
	echo
	echo "The Python script and the jq program compute the same advantages"
	echo "(checked before timing: Python $agree_py; jq $agree_jq)."
	echo
	echo "Memory (maximum resident set size, GNU time):"
	echo
	echo "| run | input | peak RSS |"
	echo "|---|---|---|"
	echo "| \`papo-advantage --contiguous\` | $f320, $size320 MB | $rss_cont MiB (target: at most 64) |"
	echo "| \`papo-advantage\` (gathers everything) | $f100 | $rss_gather MiB |"
	echo
	echo "\`wc -l\` counts newlines with vector instructions at about"
	echo "$(awk -v s="$(du -m $f100 | cut -f1)" -v t=$t_wc 'BEGIN { printf "%.1f", s / t / 1000 }') GB/s; papo-advantage checks every byte of every record (JSON"
	echo "grammar, escapes, UTF-8), groups, computes and writes. In $rounds rounds"
	echo "of best-of-5 runs each, the default mode took $(spread $r_papo)"
	echo "times as long as \`wc -l\`; \`--contiguous\` $(spread $r_cont)."
	echo "String contents are checked 64 bytes at a time, with one AVX-512"
	echo "load where the processor has it ($(grep -qw avx512bw /proc/cpuinfo && echo "this one does" || echo "this one does not")), else with four SSE2"
	echo "loads (parsing the bench file about 5% slower in a parse-only loop timed by hand)."
	echo
	echo "\`--contiguous\` on the $size320 MB file took $t_cont320 s. The gathering"
	echo "mode maps the input file, so its resident size includes the file's"
	echo "pages."
} > bench/results/advantage.md
cat bench/results/advantage.md
