#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-verl-v1.sh: verl's v1 trainer (trainer.use_v1, true by default
# at verl-project/verl 1dda039, 2026-08-22) dumps a "uid" with every
# record: verl/trainer/ppo/v1/trainer_base.py _log_rollout_data and
# _validate write the TransferQueue key "{uid}_{session}_{index}"
# (verl/trainer/ppo/v1/agent_loop_tq.py: the prompt's uuid4, the
# sample of rollout.n, the agent loop's output), records sorted by it.
# The group is the prompt's uid, the key without its "_N_N" tail, as
# verl's GRPO reads it (v1/utils.py).  --preset verl grouped by the
# whole key: every group one record, every advantage wrong.
# tests/frameworks/verl-v1/ is written by hand in that layout (one
# prompt sampled twice in step 1: its input names two groups); the
# generator below writes such dumps with random sizes and repeats.
set -u
. "$TOP/tests/lib.sh"
command -v python3 > /dev/null || fail "python3 is not installed"
fw=$TOP/tests/frameworks/verl-v1

# GRPO as verl computes it, from each record's r_out and the uid's head
# (r - mean) / (std + 1e-6), std unbiased: the expected advantages
cat > grpo.py <<'PY'
import json, re, statistics, sys
recs = [json.loads(l) for l in open(sys.argv[1])]
groups = {}
for r in recs:
    m = re.fullmatch(r"(.*)_[0-9]+_[0-9]+", r["uid"])
    groups.setdefault((r["step"], m.group(1) if m else r["uid"]), []).append(r)
bad = 0
for g in groups.values():
    xs = [float(r["r_out"]) for r in g]
    mu = sum(xs) / len(xs)
    sd = statistics.stdev(xs) if len(xs) > 1 else 0.0
    for r, x in zip(g, xs):
        want = (x - mu) / (sd + 1e-6) if len(xs) > 1 else 0.0
        if abs(r["adv"] - want) > 1e-6:
            bad += 1
print(len(groups), bad)
PY

pipeline() {
	papo-verify -q --preset verl "$@" |
	    papo-advantage --preset verl -m grpo > adv.jsonl 2> adv.err
}

pipeline "$fw"/rollout_data/1.jsonl "$fw"/rollout_data/2.jsonl
step -o adv.err "the hand-written v1 dump goes through" [ -s adv.jsonl ]
want=$(jq -r '"\(.step) \(.uid | sub("_[0-9]+_[0-9]+$"; ""))"' \
    "$fw"/rollout_data/*.jsonl | sort -u | wc -l)
step -o adv.jsonl "a group a uid, each advantage verl's GRPO" \
    [ "$(python3 grpo.py adv.jsonl)" = "$want 0" ]
step -o adv.err "no group of one is reported" \
    sh -c '! grep -q "has one record" adv.err'
papo-stats --preset verl adv.jsonl > st.tsv 2> st.err
step -o st.tsv "papo-stats counts the uids' groups" [ "$(awk -F'\t' \
    'NR > 1 { n += $3 } END { print n }' st.tsv)" -eq "$want" ]
# the input names fewer groups: the prompt sampled twice in step 1
step "the fixture repeats a prompt under two uids" [ "$(jq -c \
    '[.step, .input]' "$fw"/rollout_data/*.jsonl | sort -u |
    wc -l)" -lt "$want" ]

# --shard splits by the same group: the shards together are the whole
papo-verify -q --preset verl "$fw"/rollout_data/*.jsonl > v.jsonl
for i in 0 1 2; do
	papo-advantage --preset verl -m grpo --shard $i/3 v.jsonl
done > sh.jsonl 2> sh.err
papo-advantage --preset verl -m grpo v.jsonl > whole.jsonl
step -o sh.err "three shards give each record its whole-run advantage" \
    [ "$(jq -c '[.uid, .adv]' sh.jsonl | sort)" = \
    "$(jq -c '[.uid, .adv]' whole.jsonl | sort)" ]

# the validation dump: reward and acc after step, then uid
pipeline "$fw"/validation_data/0.jsonl
step -o adv.err "the v1 validation dump: a group a uid" \
    [ "$(python3 grpo.py adv.jsonl)" = "2 0" ]

# generated dumps: 1 to 6 prompts, some sampled twice, rollout.n 2 to
# 6, scores at random; a key without the tail (another agent loop
# manager's) is its own group, taken whole
cat > gen.py <<'PY'
import json, random, sys, uuid
rnd = random.Random(int(sys.argv[1]))
probs = [("What is %d + %d?" % (a, b), str(a + b))
         for a, b in [(rnd.randint(2, 90), rnd.randint(2, 90)) for _ in range(6)]]
rows = []
for k in range(rnd.randint(1, 6)):
    q, a = rnd.choice(probs)
    uid = str(uuid.UUID(int=rnd.getrandbits(128), version=4))
    bare = rnd.random() < 0.15
    for s in range(rnd.randint(2, 6)):
        ok = rnd.random() < 0.5
        v = a if ok else str(int(a) + 1)
        rows.append((uid if bare else "%s_%d_0" % (uid, s), q, v, a, ok))
rows.sort(key=lambda r: r[0])
for key, q, v, a, ok in rows:
    print(json.dumps({"input": "user\n%s\nassistant\n" % q,
        "output": "So the sum is \\boxed{%s}." % v, "gts": a,
        "score": 1.0 if ok else 0.0, "step": 1, "uid": key},
        ensure_ascii=False))
PY
bad=0
for seed in 1 2 3 4 5 6 7 8 9 10 11 12; do
	mkdir -p "g$seed"
	python3 gen.py "$seed" > "g$seed/1.jsonl"
	pipeline "g$seed/1.jsonl"
	n=$(jq -r '.uid | sub("_[0-9]+_[0-9]+$"; "")' "g$seed/1.jsonl" |
	    sort -u | wc -l)
	[ "$(python3 grpo.py adv.jsonl)" = "$n 0" ] || {
		bad=$((bad + 1))
		cp adv.jsonl bad.jsonl
	}
done
step -o bad.jsonl "generated v1 dumps: a group a uid" [ "$bad" -eq 0 ]

# the pattern of --field: one {} in it, else a usage error
printf '%s\n' '{"uid":"a_0_0","response":"x","reward":1}' > one.jsonl
papo-advantage --field 'group=uid~_#_#' --field reward=reward one.jsonl \
    > /dev/null 2> e.txt
step -o e.txt "a pattern without {} is refused (64)" [ $? -eq 64 ]
step -o e.txt "... saying what a pattern holds" \
    grep -q "a ~PATTERN holds one {}" e.txt
steps_end
