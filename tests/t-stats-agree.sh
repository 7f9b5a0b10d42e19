#!/bin/sh
# SPDX-License-Identifier: MIT
# t-stats-agree.sh: papo-stats gives the same rows whatever the thread
# count and the order of its files, and agrees with an independent
# Python implementation (bench/stats_ref.py, and a two-pass check of
# the reward-hacking metrics here) on real responses (the example
# rollouts, so that the test needs nothing outside the tree).
set -u
. "$TOP/tests/lib.sh"
# the shell tests share one directory: work in a fresh one of our own,
# so that no other test's files (part.*, step-*.jsonl) meet our globs
dir=t-stats-agree.d
rm -rf $dir && mkdir $dir && cd $dir || fail "cannot make $dir"

# the example rollouts (32 prompts x 8 real responses, 4 steps) four
# times over as 16 steps, each copy interleaved with the others, with
# r_out, a judge-like r_proc on correct responses and lengths
jq -c '. as $r | range(0; 4) as $k | $r | .step += 4 * $k' \
    "$TOP/examples/rollouts.jsonl" > copies.jsonl &&
    jq -c -f "$TOP/tests/stats/judged.jq" copies.jsonl > judged.jsonl ||
    fail "jq"
# the final answers papo-verify extracts (pred), r_out left as judged.jq
# made it
papo-verify --field r_out=verified judged.jsonl > roll.jsonl 2> err.txt ||
    fail "papo-verify: $(cat err.txt)"
papo-advantage roll.jsonl > papo.jsonl || fail "papo-advantage papo"
papo-advantage --mode grpo roll.jsonl > grpo.jsonl || fail "papo-advantage grpo"

for run in papo grpo; do
	# threads: byte for byte the same output
	for j in 1 2 3 8; do
		papo-stats -j $j -f jsonl $run.jsonl > $run.j$j.jsonl 2> err.txt ||
		    fail "$run -j $j: $(cat err.txt)"
	done
	for j in 2 3 8; do
		step "$run: -j $j differs from -j 1" \
		    cmp -s $run.j1.jsonl $run.j$j.jsonl
	done
	step "$run: not 16 rows" [ "$(wc -l < $run.j1.jsonl)" -eq 16 ]
	# an independent implementation of the same definitions, with
	# Welford's running moments where papo-stats sums exactly: the two
	# agree to rounding (1e-12 relative; 1e-15 absolute for metrics
	# that are zero up to rounding, such as process_mean)
	python3 "$TOP/bench/stats_ref.py" $run.jsonl > $run.ref.jsonl ||
	    fail "stats_ref.py $run"
	# stats_ref.py knows the metrics of papo-stats(1), and takes
	# process_active_ratio from r_proc: the same as papo-stats for PAPO
	# records (A_proc is computed exactly when that rule holds), but
	# papo-stats follows the mode's own process advantage, none in grpo
	drop='del(.length_correct_mean, .length_wrong_mean, .proc_length_corr,
	    .top_answer_share, .top_answer_group_share)'
	[ $run = grpo ] && drop="$drop | del(.process_active_ratio)"
	jq -c "$drop" $run.ref.jsonl > $run.ref4.jsonl &&
	    jq -c "$drop" $run.j1.jsonl > $run.j14.jsonl || fail "jq $run"
	python3 "$TOP/bench/stats_cmp.py" --rel 1e-12 --abs 1e-15 \
	    $run.ref4.jsonl $run.j14.jsonl > cmp.txt 2>&1 ||
	    fail "$run: $(cat cmp.txt)"
done
step "grpo has a process-active ratio, but no process advantage" \
    jq -e -s 'all(.process_active_ratio == null)' grpo.j1.jsonl > /dev/null

# the reward-hacking watch, against a plain two-pass computation in
# Python (statistics.correlation; answers counted per step and group)
step "the reward-hacking metrics" python3 - papo.jsonl papo.j1.jsonl <<'EOF'
import json, math, statistics, sys
from collections import defaultdict
recs = [json.loads(l) for l in open(sys.argv[1])]
got = {r["step"]: r for r in map(json.loads, open(sys.argv[2]))}
steps = defaultdict(list)
for r in recs:
    steps[r["step"]].append(r)
def close(a, b):
    if a is None or b is None:
        return a is b
    return math.isclose(a, b, rel_tol=1e-12, abs_tol=1e-15)
checked = 0
for s, rs in steps.items():
    c = [r for r in rs if r["r_out"] == 1]
    w = [r for r in rs if r["r_out"] == 0]
    want = {
        "length_correct_mean": statistics.fmean(r["length"] for r in c) if c else None,
        "length_wrong_mean": statistics.fmean(r["length"] for r in w) if w else None,
    }
    pairs = [(r["r_proc"], r["length"]) for r in c if "r_proc" in r]
    xs, ys = [p[0] for p in pairs], [p[1] for p in pairs]
    if len(pairs) >= 2 and len(set(xs)) > 1 and len(set(ys)) > 1:
        want["proc_length_corr"] = statistics.correlation(xs, ys)
    else:
        want["proc_length_corr"] = None
    resp, grp = defaultdict(int), defaultdict(set)
    for r in rs:
        if r.get("pred") is not None:
            resp[r["pred"]] += 1
            grp[r["pred"]].add(r["group"])
    answered = sum(resp.values())
    groups = len({r["group"] for r in rs if r.get("pred") is not None})
    if answered:
        top = max(resp, key=lambda a: (len(grp[a]), resp[a]))
        want["top_answer_share"] = resp[top] / answered
        want["top_answer_group_share"] = len(grp[top]) / groups
    else:
        want["top_answer_share"] = want["top_answer_group_share"] = None
    for k, v in want.items():
        assert close(got[s][k], v), (s, k, got[s][k], v)
        checked += v is not None
assert checked >= 16 * 4, checked
EOF

# one file per step, given in reverse order: the same rows
steps=
for s in $(seq 0 15); do
	jq -c "select(.step == $s)" papo.jsonl > step-$s.jsonl ||
	    fail "jq split"
	steps="step-$s.jsonl $steps"
done
papo-stats -f jsonl $steps > split.jsonl 2> err.txt ||
    fail "split files: $(cat err.txt)"
step "file order changed the rows" cmp -s papo.j1.jsonl split.jsonl
papo-stats -f jsonl --run 'all=step-*.jsonl' > run.jsonl 2> err.txt ||
    fail "--run: $(cat err.txt)"
sed 's/^{"run":"all",/{/' run.jsonl > run-stripped.jsonl
step "--run glob changed the rows" cmp -s papo.j1.jsonl run-stripped.jsonl

# the metrics the paper reads should move the right way: PAPO's process
# advantage ranks all-correct groups, so its zero ratio is never above
# the ORM baseline's, and below it over the run
step "zero ratios" python3 - papo.j1.jsonl grpo.j1.jsonl <<'EOF'
import json, sys
p = [json.loads(l) for l in open(sys.argv[1])]
g = [json.loads(l) for l in open(sys.argv[2])]
assert sum(a["zero_ratio"] for a in p) < sum(b["zero_ratio"] for b in g)
for a, b in zip(p, g):
    assert a["zero_ratio"] <= b["zero_ratio"], (a["step"], a["zero_ratio"], b["zero_ratio"])
    assert b["process_mean"] is None and a["process_std"] is not None
    assert a["accuracy"] == b["accuracy"]
EOF
exit 0
