#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-roll-agentic.sh: ROLL's agentic pipeline dump.  alibaba/ROLL @
# 8eb27cc (2026-08-19): roll/pipeline/agentic/utils.py
# dump_rollout_trajectories writes the env manager's COLUMMNS_CONFIG
# columns (agent_native_env_manager.py: trajectory_data, messages, tools,
# exp_name; json.dumps texts) and global_step through the RLVR writer,
# to the same rollout_dump_data.step_N.jsonl name: a line of columns
# whose rewards, groups and messages are JSON inside strings.
# --preset roll said only that 'responses' (or 'id') is missing, and
# offered --field response=KEY, which no key satisfies; the tools now
# name the layout and papo(7) the jq command that converts it, whose
# records papo reads.  Fixture tests/frameworks/roll-agentic/ written by
# hand in that layout (two tasks, four trajectories each).
set -u
. "$TOP/tests/lib.sh"
command -v mandoc > /dev/null || fail "mandoc is not installed (make deps)"
f=$TOP/tests/frameworks/roll-agentic/rollout_dump/rollout_dump_data.step_5.jsonl

for t in verify advantage; do
	papo-$t --preset roll "$f" > $t.out 2> $t.err
	step -o $t.err "papo-$t refuses it (65)" [ $? -eq 65 ]
	step -o $t.err "papo-$t names the file, the line and the layout" \
	    grep -q "rollout_dump_data.step_5.jsonl:1: .*ROLL's agentic dump (dump_rollout_trajectories).*papo(7), INPUT FORMATS" $t.err
	step -o $t.out "papo-$t writes no record" [ ! -s $t.out ]
done
papo-verify "$f" > /dev/null 2> d.err
step -o d.err "without a preset too" grep -q "ROLL's agentic dump" d.err

# the command papo(7) gives, as mandoc renders it
MANWIDTH=1000 mandoc -Tascii -Owidth=1000 "$TOP/man/papo.7" | col -bx |
    awk '/ROLL.s agentic pipeline writes/ { on = 1 }
	on && /^ *jq -c / { sub(/^ */, ""); print; exit }' > cmd.sh
step -o cmd.sh "papo(7) gives a jq command" grep -q '^jq -c ' cmd.sh
sed "s|FILE > FILE.records.jsonl|\"\$1\" > recs.jsonl|" cmd.sh > conv.sh
sh conv.sh "$f" 2> conv.err
step -o conv.err "it converts the dump" [ -s recs.jsonl ]
papo-advantage -m grpo recs.jsonl > a.jsonl 2> a.err
step -o a.err "papo-advantage reads the records" [ -s a.jsonl ]
# the groups and rewards, from the dump by python (ROLL's traj_group_id)
python3 - "$f" > want.txt <<'PY'
import json, sys
d = json.loads(open(sys.argv[1]).readline())
for s in d["trajectory_data"]:
    t = json.loads(s)
    e = t["env_info"]
    print("%s_%s_%s_%s %g" % (e["tag"], e["group_id"], e["episode_id"], e["seed"],
          t["reward_info"]["episode_reward"]))
PY
jq -r '"\(.group) \(.reward)"' a.jsonl > got.txt
step -o got.txt "each record its trajectory's group and reward" \
    cmp -s got.txt want.txt
step -o a.jsonl "two groups of four, advantages of both signs" [ "$(jq -r \
    '"\(.group) \(.adv > 0)"' a.jsonl | sort | uniq -c | awk \
    '{ print $1 }' | sort -u)" = 2 ]
steps_end
