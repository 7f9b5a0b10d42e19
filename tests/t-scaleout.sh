#!/bin/sh
# SPDX-License-Identifier: MIT
# t-scaleout.sh: the scale-out recipes of the README, with GNU parallel,
# give exactly the single run's result: verification split into blocks,
# judging shared between two endpoints, advantages and statistics split
# by group key.
set -u
. "$TOP/tests/lib.sh"
command -v parallel > /dev/null || fail "GNU parallel is not installed (make deps)"
pids=
trap 'for p in $pids; do kill $p 2>/dev/null; done' EXIT INT TERM
for n in 1 2; do
	papo-standin --background -q --port-file port$n --pid-file pid$n ||
	    fail "papo-standin"
	pids="$pids $(cat pid$n)"
done
e1=http://127.0.0.1:$(cat port1)/v1
e2=http://127.0.0.1:$(cat port2)/v1
in=$TOP/examples/rollouts.jsonl

# verification: blocks of about 50 kB on two cores, output in order
papo-verify "$in" > v.one || fail "papo-verify"
parallel --pipe -k -j2 --block 50k papo-verify < "$in" > v.par ||
    fail "parallel papo-verify"
step "verification: blocks differ from one run" cmp -s v.one v.par

# judging: one run over both endpoints, and two processes in parallel,
# each with its own endpoint ({%} is the job slot: 1 or 2)
papo-judge -q --no-cache -e "$e1" -e "$e2" v.one > j.one || fail "papo-judge"
printf '%s\n%s\n' "$e1" "$e2" > endpoints
parallel --pipe -k -j2 --block 60k \
    'papo-judge -q --no-cache -e "$(sed -n {%}p endpoints)"' \
    < v.one > j.par || fail "parallel papo-judge"
# the same records and scores; only how each judgment was had (the
# judge object's attempts and cached: one process asks once for two
# identical requests) may differ
jq -c 'del(.judge.attempts, .judge.cached)' j.one > j.one.cmp
jq -c 'del(.judge.attempts, .judge.cached)' j.par > j.par.cmp
step "judging: parallel processes differ from one run" \
    cmp -s j.one.cmp j.par.cmp
step "too few judgments" \
    [ "$(jq -c 'select(.r_proc != null)' j.one | wc -l)" -gt 100 ]

# advantages: four shards by group key, no group cut
papo-advantage j.one > a.one || fail "papo-advantage"
parallel papo-advantage --shard {}/4 j.one '>' a.{} ::: 0 1 2 3 ||
    fail "parallel papo-advantage"
cat a.0 a.1 a.2 a.3 | sort > a.shards
step "advantages: shards differ from one run" eval 'sort a.one | cmp -s - a.shards'
step "shard 0 holds every record" eval '! cmp -s a.one a.0'

# statistics: partial results of four shards, merged
for f in tsv jsonl; do
	papo-stats -f $f a.one > s.one.$f || fail "papo-stats"
	parallel papo-stats --shard {}/4 -f partial a.one '>' p.{} \
	    ::: 0 1 2 3 || fail "parallel papo-stats"
	papo-stats --merge -f $f p.0 p.1 p.2 p.3 > s.merged.$f ||
	    fail "papo-stats --merge"
	step "statistics ($f): merged shards differ from one run" \
	    cmp -s s.one.$f s.merged.$f
done
# and over the advantage shards themselves, in any order
papo-stats -f jsonl a.3 a.1 a.0 a.2 > s.reordered || fail "papo-stats"
step "statistics: the shards' records in another order differ" \
    cmp -s s.reordered s.one.jsonl
exit 0
