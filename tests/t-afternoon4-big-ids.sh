#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon4-big-ids.sh: group ids that are integers past 2^53, as a
# new user's own trainer writes them (time.time_ns() + a counter, a
# 64-bit hash of the prompt, a snowflake id).  papo read a group number
# by value as a double, so 1700000000000000001 and 1700000000000000002
# were one group: two prompts' responses normalised together, silently.
# An integer written out now keeps its digits (1e16 and
# 10000000000000000 stay one group, 1 and 1.0 too), in papo-advantage's
# three engines, papo-stats and every tool's --shard.  Records made up.
set -u
. "$TOP/tests/lib.sh"

# two prompts, ids one apart: one right and one wrong answer to the
# first, two right answers to the second
q='"input": "What is 2+2?", "gts": "4", "step": 1'
printf '%s\n' \
    "{\"uid\": 1700000000000000001, $q, \"output\": \"\\\\boxed{4}\"}" \
    "{\"uid\": 1700000000000000001, $q, \"output\": \"\\\\boxed{5}\"}" \
    "{\"uid\": 1700000000000000002, $q, \"output\": \"\\\\boxed{4}\"}" \
    "{\"uid\": 1700000000000000002, $q, \"output\": \"\\\\boxed{4}\"}" \
    > ns.jsonl
papo-verify -q --preset verl ns.jsonl > v.jsonl 2> v.err ||
    fail "papo-verify: $(cat v.err)"
for how in gather contiguous spill; do
	case $how in
	gather) opt= ;;
	contiguous) opt=--contiguous ;;
	spill) opt='-S 1M' ;;
	esac
	# shellcheck disable=SC2086
	papo-advantage --preset verl -m grpo $opt v.jsonl > a.$how 2> a.err ||
	    fail "papo-advantage $opt: $(cat a.err)"
	step -o a.$how "$how: the ids one apart are two groups" \
	    jq -e -s 'map(.adv) | .[0] > 0 and .[1] < 0 and .[2] == 0 and .[3] == 0' a.$how
done
papo-stats --preset verl -f jsonl -m groups,all_correct_ratio v.jsonl \
    > s.jsonl 2> /dev/null
step -o s.jsonl "papo-stats counts two groups, one all correct" \
    jq -e '.groups == 2 and .all_correct_ratio == 0.5' s.jsonl
# --shard: every record in exactly one shard, a group never cut
papo-advantage --preset verl -m grpo --shard 0/2 v.jsonl > sh.0 &&
    papo-advantage --preset verl -m grpo --shard 1/2 v.jsonl > sh.1 ||
    fail "papo-advantage --shard"
step "the shards hold the four records once" \
    [ "$(cat sh.0 sh.1 | wc -l)" -eq 4 ]
step "the shards' advantages are the single run's" \
    sh -c 'cat sh.0 sh.1 | jq -c "[.uid|tostring, .output, .adv]" | sort > sh.all &&
	jq -c "[.uid|tostring, .output, .adv]" a.gather | sort | cmp -s - sh.all'

# one value written two ways is still one group: 1e16 and its digits,
# 1 and 1.0
printf '%s\n' '{"group": 1e16, "r_out": 1}' \
    '{"group": 10000000000000000, "r_out": 0}' \
    '{"group": 1, "r_out": 1}' '{"group": 1.0, "r_out": 0}' > same.jsonl
papo-advantage -m grpo same.jsonl > same.out 2> same.err ||
    fail "papo-advantage: $(cat same.err)"
step -o same.out "1e16 and 10000000000000000 are one group, 1 and 1.0 one" \
    jq -e -s 'map(.adv) | .[0] > 0 and .[1] < 0 and .[2] > 0 and .[3] < 0' same.out
step -o same.err "nothing said of them" [ ! -s same.err ]
# a 64-bit hash past 2^63, negative too
printf '%s\n' '{"group": -9223372036854775807, "r_out": 1}' \
    '{"group": -9223372036854775807, "r_out": 0}' \
    '{"group": -9223372036854775806, "r_out": 1}' \
    '{"group": -9223372036854775806, "r_out": 1}' > h.jsonl
papo-advantage -m grpo h.jsonl > h.out 2> /dev/null ||
    fail "papo-advantage on 64-bit hashes"
step -o h.out "negative 64-bit hashes one apart are two groups" \
    jq -e -s 'map(.adv) | .[0] > 0 and .[1] < 0 and .[2] == 0 and .[3] == 0' h.out
