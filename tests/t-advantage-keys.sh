#!/bin/sh
# SPDX-License-Identifier: MIT
# t-advantage-keys.sh: what makes a group, the same in papo-advantage and
# papo-stats: a null group is a missing one (an error in papo-advantage,
# no group in papo-stats), not one group of every such record of a
# step; group values that are lists or objects are compared as
# canonical JSON (spacing, key order, escapes and a number's spelling
# do not make two groups); a step that is a number beyond a double is
# refused by both tools with the same message.
set -u
. "$TOP/tests/lib.sh"

# a null group: refused, named, nothing written
printf '%s\n' '{"group":"a","step":1,"r_out":1}' \
    '{"group":"a","step":1,"r_out":0}' \
    '{"group":null,"step":1,"r_out":1}' \
    '{"group":null,"step":1,"r_out":0}' > null.jsonl
papo-advantage -m grpo null.jsonl > out 2> err
rc=$?
step -o err "null group: status 65, not $rc" [ $rc -eq 65 ]
grep -qx "papo-advantage: null.jsonl:3: field 'group' is null: a record \
without a group (give it one, or --blocks N)" err ||
    fail "null group: $(cat err)"
step -o out "null group: nothing written" [ ! -s out ]
# -k: the record passes through untouched, the rest is computed
papo-advantage -k -m grpo null.jsonl > out 2> err
step "null group -k: status 65" [ $? -eq 65 ]
step -o out "null group -k: the others scored" [ "$(grep -c '"adv":' out)" -eq 2 ]
step -o out "null group -k: passed through" \
    grep -q '{"group":null,"step":1,"r_out":1}$' out
# papo-stats: no group, as a missing one (no group counted for them)
printf '%s\n' '{"group":"a","step":1,"r_out":1,"adv":1}' \
    '{"group":"a","step":1,"r_out":0,"adv":-1}' \
    '{"group":null,"step":1,"r_out":1,"adv":0}' \
    '{"group":null,"step":1,"r_out":0,"adv":0}' > snull.jsonl
sed 's/"group":null,//' snull.jsonl > smiss.jsonl
papo-stats -f jsonl snull.jsonl > a.out 2> err || fail "stats null: $(cat err)"
papo-stats -f jsonl smiss.jsonl > b.out 2> err || fail "stats missing: $(cat err)"
step -o b.out "stats: a null group as a missing one" cmp -s a.out b.out

# lists and objects as keys: one group however they are written
printf '%s\n' '{"group":{"q":"x","k":[1, 2]},"step":1,"r_out":1}' \
    '{"group":{"k":[1,2.0],"q":"\u0078"},"step":1,"r_out":0}' \
    '{"group":{"k":[1,2],"q":"y"},"step":1,"r_out":1}' \
    '{"group":{ "k" : [ 1 , 2 ] , "q" : "y" },"step":1,"r_out":0}' \
    > obj.jsonl
papo-advantage -m grpo --strict-groups obj.jsonl > out 2> err ||
    fail "object keys: $(cat err)"
n1=$(grep -c '"adv":0.70710' out) n2=$(grep -c '"adv":-0.70710' out)
step -o out "object keys: two groups of two" [ "$n1 $n2" = "2 2" ]
step -o err "object keys: nothing said" [ ! -s err ]
papo-advantage -m grpo -S 64K obj.jsonl > out2 2> err || fail "-S: $(cat err)"
step "object keys: -S the same" cmp -s out out2
# papo-stats counts the same two groups: every group mixed, none all
# right or all wrong
papo-advantage -m grpo obj.jsonl > adv.jsonl 2> err || fail "adv: $(cat err)"
papo-stats -f jsonl -m groups,zero_ratio adv.jsonl > st.out 2> err ||
    fail "stats objects: $(cat err)"
step -o st.out "stats objects" grep -q '"groups":2\b' st.out
# a different value is another group
printf '%s\n' '{"group":[1,2],"step":1,"r_out":1}' \
    '{"group":[2,1],"step":1,"r_out":0}' > list.jsonl
papo-advantage -m grpo list.jsonl > out 2> err || fail "lists: $(cat err)"
step -o out "lists: one group" eval "! grep -q '0\.70710' out"

# a step beyond a double: one rule for both tools
printf '%s\n' '{"group":"a","step":1e400,"r_out":1,"adv":1}' > big.jsonl
papo-advantage -m grpo big.jsonl > out 2> err
step "1e400 step: status 65" [ $? -eq 65 ]
msg="big.jsonl:1: field 'step' is out of range: 1e400 is beyond the largest"
step -o err "1e400 step: said" grep -qF "papo-advantage: $msg" err
papo-stats big.jsonl > out 2> err
step "1e400 step, papo-stats: status 65" [ $? -eq 65 ]
step -o err "1e400 step, papo-stats: said" grep -qF "papo-stats: $msg" err
exit 0
