#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-verl-v1-outputs.sh: a verl v1 agent loop with several outputs
# for one rollout.  verl-project/verl @ 1dda039 (2026-08-22): records
# are keyed {uid}_{session}_{index} (ppo/v1/agent_loop_tq.py), index
# the agent loop's output, sorted by the key;
# compute_advantage_for_multi_trajectories in ppo/v1/utils.py counts
# each {uid}_{session} once, by its highest index (int(), the first on
# a tie), and gives its other outputs the same advantage.  --preset
# verl read every output as a response of the group (a group of 3
# where verl has 2); round 14 refused a later output (65).  Now
# papo-advantage and papo-stats read the dump as verl does: what they
# give on it is what they give on each rollout's last output alone
# (the expected side, made here by jq and Python, never by papo), the
# advantage written into every output of the rollout.  Fixture
# tests/frameworks/verl-v1-multi/ (by hand: two prompts, two rollouts
# each, one rollout of the first with two outputs); the generator
# below makes sessions of 1 to 12 outputs (_10 after _9), in verl's
# order and shuffled, big enough for -S to spill.
set -u
. "$TOP/tests/lib.sh"
command -v python3 > /dev/null || fail "python3 is not installed"
f=$TOP/tests/frameworks/verl-v1-multi/rollout_data/3.jsonl

# each rollout's last output (highest index as a number), key _S_0
jq -c -s 'group_by(.uid | sub("_[0-9]+$"; ""))
    | map(max_by(.uid | split("_")[-1] | tonumber)
    | .uid |= sub("_[0-9]+$"; "_0"))[]' "$f" > last.jsonl ||
    fail "jq failed"
papo-advantage --preset verl -m grpo "$f" > a.jsonl 2> a.err
step -o a.err "papo-advantage reads several outputs a rollout" [ $? -eq 0 ]
step -o a.err "no note of a group too big" [ ! -s a.err ]
step -o a.jsonl "two groups of two rollouts, as verl's GRPO" jq -e -s '
    .[0].adv == .[1].adv and .[0].adv > 0 and (del(.[0]) |
    group_by(.uid | split("_")[0]) | length == 2 and
    all(length == 2 and (map(.adv) | add | fabs < 1e-9)))' a.jsonl
papo-advantage --preset verl -m grpo last.jsonl > b.jsonl 2> b.err ||
    fail "papo-advantage on the last outputs failed"
step -o a.jsonl "the advantages are those of the last outputs alone" \
    [ "$(jq -r '.adv' a.jsonl | sed -n '2,$p')" = \
    "$(jq -r '.adv' b.jsonl)" ]
papo-stats --preset verl -f jsonl "$f" > s.jsonl 2> s.err
step -o s.err "papo-stats reads it" [ $? -eq 0 ]
papo-stats --preset verl -f jsonl last.jsonl > t.jsonl 2> /dev/null
step -o s.jsonl "papo-stats counts 4 responses, as on the last outputs" \
    jq -e -s --slurpfile t t.jsonl '.[0].responses == 4 and . == $t' \
    s.jsonl
# --group-size counts records: a later output under it stops
for t in papo-advantage papo-stats; do
	$t --preset verl $([ $t = papo-stats ] || echo -m grpo) \
	    --group-size 2 "$f" > /dev/null 2> gs.err
	step -o gs.err "$t --group-size: a later output stops (65)" \
	    [ $? -eq 65 ]
	step -o gs.err "$t --group-size: naming the line" grep -q \
	    "3.jsonl:2: a later output or turn of a rollout (field 'uid')" gs.err
done
papo-verify -q --preset verl "$f" > v.jsonl 2> v.err
step -o v.err "papo-verify scores every output" [ $? -eq 0 ]
step -o v.jsonl "five verdicts" [ "$(jq -r .verify v.jsonl | wc -l)" -eq 5 ]
papo-advantage --preset verl --field group=uid -m grpo "$f" > g.jsonl \
    2> g.err
step -o g.err "--field group=uid reads each record as it is" grep -q \
    "each of its 5 groups has one record" g.err

# generated: 3 steps of 6 prompts, 2 to 4 rollouts, 1 to 12 outputs
# each (the reward of the last copied to the others, as verl does), a
# long text so that -S 64K spills; last.py keeps each rollout's last
# (its key ending _0, as papo(7) of round 14 said)
cat > gen.py <<'PY'
import json, random, sys, uuid
rnd = random.Random(int(sys.argv[1]))
pad = "x" * 300
for step in (1, 2, 3):
    recs = []
    for p in range(6):
        uid = str(uuid.UUID(int=rnd.getrandbits(128)))
        for s in range(rnd.randint(2, 4)):
            n = rnd.choice([1, 1, 2, 3, 12])
            score = float(rnd.random() < 0.5)
            for i in range(n):
                recs.append({"input": "Q%d %s" % (p, pad),
                    "output": "out %d %d %s" % (s, i, pad), "gts": "1",
                    "score": score, "step": step,
                    "uid": "%s_%d_%d" % (uid, s, i)})
    recs.sort(key=lambda r: [r["uid"].rsplit("_", 2)[0]] +
              [int(x) for x in r["uid"].rsplit("_", 2)[1:]])
    if sys.argv[2] == "shuffled":
        rnd.shuffle(recs)
    for r in recs:
        print(json.dumps(r))
PY
cat > last.py <<'PY'
import json, sys
best = {}
for i, line in enumerate(open(sys.argv[1])):
    r = json.loads(line)
    head, idx = r["uid"].rsplit("_", 1)
    if head not in best or best[head][0] < int(idx):
        best[head] = (int(idx), i, r)
for head, (idx, i, r) in sorted(best.items(), key=lambda x: x[1][1]):
    r["uid"] = head + "_0"
    print(json.dumps(r))
PY
# the expected advantage of every record of a dump: its rollout's last
# output's (tests/frameworks/want_adv.py uid-head: the runs that do not
# carry them)
bad=0
: > bad.txt
for seed in 1 2 3 4; do
	for order in sorted shuffled; do
		python3 gen.py "$seed" "$order" > d.jsonl
		python3 last.py d.jsonl > l.jsonl
		papo-advantage --preset verl -m grpo l.jsonl > la.jsonl \
		    2> /dev/null || fail "papo-advantage on l.jsonl failed"
		runs=
		for m in "" "-S 64K" "--contiguous"; do
			[ "$m" = --contiguous ] && [ $order = shuffled ] &&
			    continue
			case $m in
			"") k=plain ;;
			-S*) k=spill ;;
			*) k=contiguous ;;
			esac
			# shellcheck disable=SC2086
			papo-advantage --preset verl -m grpo $m d.jsonl \
			    > da-$k.jsonl 2> da.err
			runs="$runs $k=da-$k.jsonl"
		done
		# shellcheck disable=SC2086
		python3 "$TOP/tests/frameworks/want_adv.py" uid-head la.jsonl d.jsonl $runs > runs-bad.txt
		while read -r m; do
			bad=$((bad + 1))
			echo "seed $seed $order '$m'" >> bad.txt
		done < runs-bad.txt
		if [ $order = sorted ]; then
			papo-stats --preset verl -f jsonl d.jsonl > ds.jsonl \
			    2> /dev/null
			papo-stats --preset verl -f jsonl l.jsonl > ls.jsonl \
			    2> /dev/null
			cmp -s ds.jsonl ls.jsonl || { bad=$((bad + 1))
			    echo "seed $seed stats" >> bad.txt; }
		fi
	done
done
step -o bad.txt "generated: each output takes its rollout's last's" \
    [ "$bad" -eq 0 ]
# -S spilled (the input is over 64K)
step "the generated dump is bigger than -S 64K" \
    [ "$(wc -c < d.jsonl)" -gt 131072 ]

# papo-stats reads a rollout's outputs together: a shuffled dump stops
python3 gen.py 1 shuffled > sh.jsonl
papo-stats --preset verl sh.jsonl > sh.out 2> sh.err
step -o sh.err "papo-stats stops at a rollout's outputs apart (65)" \
    [ $? -eq 65 ]
step -o sh.err "naming the line" grep -q \
    "sh.jsonl:[0-9]*: field 'uid' names a rollout whose outputs came" sh.err
steps_end
