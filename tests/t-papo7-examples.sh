#!/bin/sh
# SPDX-License-Identifier: MIT
# t-papo7-examples.sh: the EXAMPLES of papo(7), the overview, run as
# written on the example rollouts and verl dumps.
set -u
. "$TOP/tests/lib.sh"
cleanup='[ -s pid ] && kill $(cat pid) 2>/dev/null'
cp "$TOP/examples/rollouts.jsonl" rollouts.jsonl || fail "cp"
mkdir dumps && cp "$TOP/examples/verl/"*.jsonl dumps/ || fail "cp"
man_examples "$TOP/man/papo.7" > examples.txt
step -o examples.txt "at least 5 examples found" \
    [ "$(grep -c . examples.txt)" -ge 5 ]
run_examples examples.txt
step "stats.tsv: not a header and 4 steps" [ "$(wc -l < stats.tsv)" -eq 5 ]
step "stats.tsv has no header" [ "$(head -1 stats.tsv | cut -f1)" = step ]
step "adv.jsonl: not 256 records" [ "$(wc -l < adv.jsonl)" -eq 256 ]
step "verl.tsv: not a header and 4 steps" [ "$(wc -l < verl.tsv)" -eq 5 ]
exit 0
