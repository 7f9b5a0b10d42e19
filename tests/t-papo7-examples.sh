#!/bin/sh
# t-papo7-examples.sh: the EXAMPLES of papo(7), the overview, run as
# written on the example rollouts and verl dumps.
set -u
. "$TOP/tests/lib.sh"
cleanup='[ -s pid ] && kill $(cat pid) 2>/dev/null'
cp "$TOP/examples/rollouts.jsonl" rollouts.jsonl || fail "cp"
mkdir dumps && cp "$TOP/examples/verl/"*.jsonl dumps/ || fail "cp"
man_examples "$TOP/man/papo.7" > examples.txt
[ "$(grep -c . examples.txt)" -ge 5 ] ||
    fail "found only $(grep -c . examples.txt) examples"
run_examples examples.txt
[ "$(wc -l < stats.tsv)" -eq 5 ] || fail "stats.tsv: not a header and 4 steps"
[ "$(head -1 stats.tsv | cut -f1)" = step ] || fail "stats.tsv has no header"
[ "$(wc -l < adv.jsonl)" -eq 256 ] || fail "adv.jsonl: not 256 records"
[ "$(wc -l < verl.tsv)" -eq 5 ] || fail "verl.tsv: not a header and 4 steps"
exit 0
