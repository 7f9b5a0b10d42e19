#!/bin/sh
# SPDX-License-Identifier: MIT
# t-shard-tools.sh: papo-verify --shard and papo-judge --shard split a
# file as papo-advantage --shard and papo-stats --shard do (by group
# key hash, no group cut), so that shard I of each stage holds the same
# records; lines of no group (blank, not JSON) go to shard 0 only.
set -u
. "$TOP/tests/lib.sh"
in=$TOP/examples/rollouts.jsonl
n=4

papo-verify -q "$in" > v.one || fail "papo-verify"
papo-advantage -m grpo v.one > a.one || fail "papo-advantage"
start_standin
papo-judge -q --no-cache -e "$url" v.one > j.one || fail "papo-judge"
i=0
while [ $i -lt $n ]; do
	papo-verify -q --shard $i/$n "$in" > v.$i || fail "papo-verify --shard $i/$n"
	papo-advantage -m grpo v.$i > a.$i || fail "papo-advantage (shard $i)"
	papo-advantage -m grpo --shard $i/$n v.one > b.$i ||
	    fail "papo-advantage --shard $i/$n"
	cmp -s a.$i b.$i ||
	    fail "shard $i: papo-verify's records differ from papo-advantage's"
	papo-judge -q --no-cache -e "$url" --shard $i/$n v.one > j.$i ||
	    fail "papo-judge --shard $i/$n"
	papo-advantage j.$i > c.$i || fail "papo-advantage (judged $i)"
	papo-advantage --shard $i/$n j.one > d.$i || fail "papo-advantage"
	cmp -s c.$i d.$i ||
	    fail "shard $i: papo-judge's records differ from papo-advantage's"
	[ -s v.$i ] || fail "shard $i is empty"
	i=$((i + 1))
done
cat v.0 v.1 v.2 v.3 | sort > v.shards
sort v.one | cmp -s - v.shards || fail "the shards do not hold every record once"
cmp -s v.one v.0 && fail "shard 0 holds every record"

# a blank line and a line that is not JSON are shard 0's (-k passes
# them on there); the other shards pass over them without a word
{ head -n 3 v.one; echo; echo '{"group": '; tail -n 2 v.one; } > mixed.jsonl
papo-verify -q -k --shard 0/2 mixed.jsonl > m.0 2> m.0.err
[ $? -eq 65 ] || fail "papo-verify -k, shard 0: the bad line is not its status"
grep -q 'mixed.jsonl:5:' m.0.err || fail "shard 0 did not report the bad line"
papo-verify -q -k --shard 1/2 mixed.jsonl > m.1 2> m.1.err ||
    fail "papo-verify -k, shard 1: status $? for another shard's bad line"
[ -s m.1.err ] && fail "shard 1 reported shard 0's line: $(cat m.1.err)"
[ "$(grep -c '^{"group": $' m.0)" -eq 1 ] || fail "shard 0 lost the bad line"
[ "$(grep -c '^$' m.0)" -eq 1 ] || fail "shard 0 lost the blank line"
[ "$(($(wc -l < m.0) + $(wc -l < m.1)))" -eq 7 ] ||
    fail "shards 0 and 1 do not hold the 7 lines once"
papo-judge -q -k --no-cache -e "$url" --shard 1/2 mixed.jsonl > k.1 \
    2> k.1.err || fail "papo-judge -k, shard 1: status $?"
[ -s k.1.err ] && fail "papo-judge shard 1 reported shard 0's line"
[ "$(wc -l < k.1)" -eq "$(wc -l < m.1)" ] ||
    fail "papo-judge and papo-verify shard 1 differ in records"

# a bad value, in papo-advantage's words
papo-verify --shard 4/4 "$in" > /dev/null 2> err
[ $? -eq 64 ] || fail "--shard 4/4 is not a usage error"
grep -q "invalid value '4/4' for --shard" err || fail "--shard 4/4: $(cat err)"
papo-judge --shard 1/x "$in" > /dev/null 2> err
[ $? -eq 64 ] || fail "papo-judge --shard 1/x is not a usage error"
grep -q "invalid value '1/x' for --shard" err || fail "--shard 1/x: $(cat err)"
exit 0
