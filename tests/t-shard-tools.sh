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
	step "shard $i: papo-verify's records are papo-advantage's" \
	    cmp -s a.$i b.$i
	papo-judge -q --no-cache -e "$url" --shard $i/$n v.one > j.$i ||
	    fail "papo-judge --shard $i/$n"
	papo-advantage j.$i > c.$i || fail "papo-advantage (judged $i)"
	papo-advantage --shard $i/$n j.one > d.$i || fail "papo-advantage"
	step "shard $i: papo-judge's records are papo-advantage's" \
	    cmp -s c.$i d.$i
	step "shard $i is not empty" [ -s v.$i ]
	i=$((i + 1))
done
cat v.0 v.1 v.2 v.3 | sort > v.shards
step "the shards do not hold every record once" eval 'sort v.one | cmp -s - v.shards'
step "shard 0 does not hold every record" eval '! cmp -s v.one v.0'

# a blank line and a line that is not JSON are shard 0's (-k passes
# them on there); the other shards pass over them without a word
{ head -n 3 v.one; echo; echo '{"group": '; tail -n 2 v.one; } > mixed.jsonl
papo-verify -q -k --shard 0/2 mixed.jsonl > m.0 2> m.0.err
step "papo-verify -k, shard 0: the bad line makes its status 65" [ $? -eq 65 ]
step "shard 0 reports the bad line" grep -q 'mixed.jsonl:5:' m.0.err
papo-verify -q -k --shard 1/2 mixed.jsonl > m.1 2> m.1.err ||
    fail "papo-verify -k, shard 1: status $? for another shard's bad line"
step -o m.1.err "shard 1 does not report shard 0's line" [ ! -s m.1.err ]
step "shard 0 keeps the bad line" [ "$(grep -c '^{"group": $' m.0)" -eq 1 ]
step "shard 0 keeps the blank line" [ "$(grep -c '^$' m.0)" -eq 1 ]
step "shards 0 and 1 hold the 7 lines once" \
    [ "$(($(wc -l < m.0) + $(wc -l < m.1)))" -eq 7 ]
papo-judge -q -k --no-cache -e "$url" --shard 1/2 mixed.jsonl > k.1 \
    2> k.1.err || fail "papo-judge -k, shard 1: status $?"
step -o k.1.err "papo-judge shard 1 does not report shard 0's line" \
    [ ! -s k.1.err ]
step "papo-judge and papo-verify shard 1: the same records" \
    [ "$(wc -l < k.1)" -eq "$(wc -l < m.1)" ]

# a bad value, in papo-advantage's words
papo-verify --shard 4/4 "$in" > /dev/null 2> err
step "--shard 4/4 is a usage error" [ $? -eq 64 ]
step -o err "--shard 4/4" grep -q "invalid value '4/4' for --shard" err
papo-judge --shard 1/x "$in" > /dev/null 2> err
step "papo-judge --shard 1/x is a usage error" [ $? -eq 64 ]
step -o err "--shard 1/x" grep -q "invalid value '1/x' for --shard" err
# digits and one slash, nothing else: a space or a sign on either side,
# an empty side and a number past unsigned long are refused alike
for v in ' 0/2' '0/ 2' '0/+2' '+0/2' '0/2 ' '/2' '0/' '0//2' \
    '99999999999999999999/2' '0/99999999999999999999' '0/2/3'; do
	papo-advantage --shard "$v" "$in" > /dev/null 2> err
	step "papo-advantage --shard '$v': status $?, expected 64" [ $? -eq 64 ]
	step -o err "--shard '$v'" grep -q "invalid value '$v' for --shard" err
done
papo-advantage -m grpo --shard 1/2 v.one > /dev/null 2> err
step -o err "papo-advantage -m grpo --shard 1/2: status $?" [ $? -eq 0 ]
exit 0
