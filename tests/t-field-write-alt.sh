#!/bin/sh
# SPDX-License-Identifier: MIT
# t-field-write-alt.sh: a field a tool writes is written at its path's
# first alternative (papo(7)), whichever alternative the record holds:
# --field adv='a|b' on a record with "b" adds "a" and leaves "b" as it
# was.  papo-advantage once wrote over "b", the user's own data changed
# in silence (lib/json_path.c papo_json_slot_found).
set -u
. "$TOP/tests/lib.sh"
scratch t-field-write-alt

printf '%s\n' '{"group":"p","r_out":1,"b":7}' '{"group":"p","r_out":0,"b":7}' \
    > in.jsonl
papo-advantage --mode grpo --field 'adv=a|b' in.jsonl > adv.jsonl ||
    fail "papo-advantage exited $?"
step -o adv.jsonl "papo-advantage keeps the second alternative's value" \
    test "$(jq -s 'map(.b) | unique == [7]' adv.jsonl)" = true
step -o adv.jsonl "papo-advantage writes the first alternative" \
    test "$(jq -s 'map(.a | type) | unique == ["number"]' adv.jsonl)" = true
step -o adv.jsonl "the advantages written are GRPO's" \
    test "$(jq -s 'map(.a > 0) == [true, false]' adv.jsonl)" = true

# the same path given twice over: the first alternative is there
printf '%s\n' '{"group":"p","r_out":1,"a":0,"b":7}' \
    '{"group":"p","r_out":0,"a":0,"b":7}' > both.jsonl
papo-advantage --mode grpo --field 'adv=a|b' both.jsonl > both-out.jsonl ||
    fail "papo-advantage exited $?"
step -o both-out.jsonl "with both present the first is written, once" \
    test "$(jq -c -s 'map([.b, (keys | length), (.a != 0)])' both-out.jsonl)" \
    = '[[7,6,true],[7,6,true]]'

printf '%s\n' '{"answer":"4","response":"The answer is 4.","y":"keep"}' \
    > v.jsonl
papo-verify -q --field 'r_out=x|y' v.jsonl > v-out.jsonl ||
    fail "papo-verify exited $?"
step -o v-out.jsonl "papo-verify keeps the second alternative's value" \
    test "$(jq -c '[.y, .x]' v-out.jsonl)" = '["keep",1]'
exit 0
