#!/bin/sh
# SPDX-License-Identifier: MIT
# t-advantage-examples.sh: every command in the EXAMPLES section of
# man/papo-advantage.1 runs and succeeds, on files made here for them.
set -u
. "$TOP/tests/lib.sh"
command -v parallel > /dev/null || fail "GNU parallel is not installed (make deps)"

# judged rollouts from the examples (see tests/stats/judged.jq), and a
# verl dump for the preset
jq -c -f "$TOP/tests/stats/judged.jq" "$TOP/examples/rollouts.jsonl" \
    > judged.jsonl || fail "jq"
cp "$TOP/examples/verl/3.jsonl" step_10.jsonl

man_examples "$TOP/man/papo-advantage.1" > examples.txt
step -o examples.txt "at least 6 papo-advantage examples found" \
    [ "$(grep -c papo-advantage examples.txt)" -ge 6 ]
run_examples examples.txt

# what they made
for f in adv.jsonl grpo.jsonl papo05.jsonl paper.jsonl rloo.jsonl control.jsonl; do
	step "$f: not 256 records" [ "$(wc -l < $f)" -eq 256 ]
done
# the shards hold the single run's records
cat adv.0 adv.1 adv.2 adv.3 | sort > shards.sorted
step "the shards differ from one run" eval 'sort adv.jsonl | cmp -s - shards.sorted'
exit 0
