#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-slime-compact.sh: slime's compact rollouts, several training
# samples of one rollout execution.  THUDM/slime @ 624b824 (2026-08-21):
# a rollout function may give a prompt's rollout as a list of samples
# (the fanout of slime/rollout/_fanout_test_helpers.py, the branches of
# an agent session in slime/agent/trajectory.py); RolloutManager checks
# that they share Sample.rollout_id (validate_rollout_id_annotated),
# flattens them into a row, saves them with save_debug_rollout_data,
# and counts each rollout once (its loss reducer, its steps split by
# rollout id).  --preset slime read each sample as a response: a group
# of 4 rollouts with 8 samples was 8 responses, the accuracy that of
# the samples (0.375 where the rollouts' is 0.417), papo-advantage
# said "a prompt sampled twice? --group-size 7 splits it", and under
# --group-size 4 (a trainer's n_samples_per_prompt) cut the groups in
# the wrong places, in silence.  Now a rollout's samples count once, by
# the last, whose advantage each takes (as verl v1's outputs); under
# --group-size, which counts records, a later sample stops, named.
# Dumps written by tests/frameworks/slime-compact/make-dump.py; the
# expected numbers are the generator's (its rollouts and their
# answers) and papo's on each rollout's last sample alone (jq).
set -u
. "$TOP/tests/lib.sh"
command -v python3 > /dev/null || fail "python3 is not installed"
command -v jq > /dev/null || fail "jq is not installed (make deps)"
gen=$TOP/tests/frameworks/slime-compact/make-dump.py

for kind in fanout agent plain; do
for seed in 1 2 3; do
	d=$kind$seed/rollout_data
	: > want
	for s in 1 2 3; do
		python3 "$gen" "$d" $s $kind $((seed + 1)) 4 $seed |
		    awk -v s=$s '{ n[s] += $2; g[s]++; r[s] += $3 }
		    END { printf "%s %d %d %.12f\n", s, n[s], g[s],
		    r[s] / n[s] }' >> want ||
		    fail "make-dump.py $kind $s"
	done
	v="($kind, seed $seed)"
	papo-verify -q --preset slime "$d" > v.jsonl 2> v.err
	step -o v.err "$v papo-verify: exit 0" [ $? -eq 0 ]
	step "$v papo-verify: every sample verified" [ "$(wc -l < v.jsonl)" \
	    -eq "$(cat "$d"/*.jsonl | wc -l)" ]
	papo-advantage --preset slime -m grpo v.jsonl > a.jsonl 2> a.err
	step -o a.err "$v papo-advantage: exit 0, nothing said" \
	    [ $? -eq 0 ] && [ ! -s a.err ]
	papo-stats --preset slime -f tsv -m responses,groups,accuracy \
	    a.jsonl > s.tsv 2> s.err
	step -o s.err "$v papo-stats: exit 0" [ $? -eq 0 ]
	nlater=$(($(wc -l < a.jsonl) - $(awk '{ n += $2 } END { print n }' want)))
	if [ $nlater -gt 0 ]; then
		step -o s.err "$v papo-stats: the earlier samples said" grep -q \
		    "^papo-stats: $nlater records* .* a rollout's earlier outputs* or turns* (field 'rollout_id'): each rollout is one response, counted by its last" s.err
	else
		step -o s.err "$v papo-stats: nothing said" [ ! -s s.err ]
	fi
	awk 'NR > 1 { printf "%s %s %s %.12f\n", $1, $2, $3, $4 }' s.tsv > got
	step -o got "$v a rollout a response: the rollouts' counts and accuracy" \
	    cmp -s got want
	# the rows of samples of one rollout_id (a null one a row of its own)
	rows='reduce .[] as $r ([]; if (.[-1] != null and $r.rollout_id !=
	    null and .[-1][0].rollout_id == $r.rollout_id) then .[:-1] +
	    [.[-1] + [$r]] else . + [[$r]] end)'
	# each rollout's last sample alone
	jq -c -s "$rows | map(.[-1])[]" v.jsonl > last.jsonl ||
	    fail "jq failed"
	papo-advantage --preset slime -m grpo last.jsonl > b.jsonl \
	    2> /dev/null || fail "papo-advantage on the last samples failed"
	step "$v a rollout's samples share one advantage" [ "$(jq -s \
	    "$rows | map(map(.adv) | unique | length == 1) | all" a.jsonl)" \
	    = true ]
	step "$v the advantages are those of the last samples alone" \
	    [ "$(jq -c -s "$rows | map(.[-1].adv)" a.jsonl)" = \
	    "$(jq -c -s 'map(.adv)' b.jsonl)" ]
	# a pipe, --contiguous and -S spilling: the same records
	cat v.jsonl | papo-advantage --preset slime -m grpo > p.jsonl 2> /dev/null
	step "$v a pipe: the same" cmp -s a.jsonl p.jsonl
	papo-advantage --preset slime -m grpo --contiguous v.jsonl > c.jsonl \
	    2> /dev/null
	step "$v --contiguous: the same" cmp -s a.jsonl c.jsonl
	papo-advantage --preset slime -m grpo -S 4K -T . v.jsonl > x.jsonl \
	    2> /dev/null
	step "$v -S 4K (spilled): the same" cmp -s a.jsonl x.jsonl
	# shards: papo-advantage's in shard order hold the run's records,
	# papo-stats' partials merge into the single run's rows
	for i in 0 1 2; do
		papo-advantage --preset slime -m grpo --shard $i/3 v.jsonl \
		    > ad.$i 2> /dev/null
		papo-stats --preset slime --shard $i/3 -f partial a.jsonl \
		    > p.$i 2> /dev/null
	done
	step "$v papo-advantage --shard I/3: the run's records" \
	    [ "$(cat ad.0 ad.1 ad.2 | sort)" = "$(sort a.jsonl)" ]
	papo-stats --merge -f tsv -m responses,groups,accuracy p.0 p.1 p.2 \
	    > m.tsv 2> /dev/null
	step "$v papo-stats --shard, --merge: the single run's rows" \
	    cmp -s m.tsv s.tsv
	# --group-size counts records: a later sample stops, named
	papo-advantage --preset slime -m grpo --group-size 4 v.jsonl \
	    > /dev/null 2> gs.err
	rc=$?
	if [ $kind = plain ]; then
		step -o gs.err "$v --group-size 4: one sample a rollout, read" \
		    [ $rc -eq 0 ]
	else
		step -o gs.err "$v --group-size 4: a later sample stops (65)" \
		    [ $rc -eq 65 ]
		step -o gs.err "$v --group-size 4: named" grep -q \
		    "a later output or turn of a rollout (field 'rollout_id')" gs.err
	fi
	# --field group= renames the group: every sample a response again
	papo-stats --preset slime --field group=group_index -f tsv \
	    -m responses a.jsonl > r.tsv 2> /dev/null
	step "$v --field group=group_index: every sample counted" \
	    [ "$(awk 'NR > 1 { n += $2 } END { print n }' r.tsv)" -eq \
	    "$(wc -l < a.jsonl)" ]
	rm -rf "$kind$seed"
done
done

# --dump-details DIR writes DIR/train_data/N.pt beside DIR/rollout_data/
# N.pt (slime/observability/train_data_utils.py save_debug_train_data:
# {"format_version": 2, "rollout_id", "rank", "samples": [...],
# "dp_shards", ...}, a sample the trainer's tensors and ids, no text);
# converted with papo(7)'s command, the folder given whole, papo-verify
# stopped at train_data/1.jsonl offering --field response=KEY and
# papo-stats counted its samples as responses of no group (36 a step
# where there are 12): now the preset skips train_data/, said so
d=details/rollout_data
for s in 1 2; do
	python3 "$gen" "$d" $s fanout 3 4 5 > /dev/null || fail "make-dump.py"
	mkdir -p details/train_data
	python3 - "$d/$s.jsonl" > details/train_data/$s.jsonl <<'PY' ||
import json, sys
for i, line in enumerate(open(sys.argv[1])):
    s = json.loads(line)
    print(json.dumps({"data_parallel_rank": i % 2, "rollout_position": i,
                      "sample_index": s["index"], "tokens": "tensor([1, 2])",
                      "response_lengths": s["response_length"],
                      "rewards": 0.5, "raw_reward": s["reward"],
                      "truncated": 0, "rollout_ids": s["rollout_id"],
                      "loss_masks": [1, 1], "advantages": "tensor([0.5])"}))
PY
	    fail "train_data $s"
done
papo-verify -q --preset slime details > dv.jsonl 2> dv.err
step -o dv.err "--dump-details' folder: papo-verify exit 0" [ $? -eq 0 ]
step -o dv.err "train_data/ said skipped" [ "$(grep -c \
    'train_data/[12].jsonl: skipped: not records' dv.err)" -eq 2 ]
step "the rollout records only" [ "$(wc -l < dv.jsonl)" -eq \
    "$(cat "$d"/*.jsonl | wc -l)" ]
papo-stats --preset slime -f tsv -m responses,groups details > ds.tsv 2> ds.err
papo-stats --preset slime -f tsv -m responses,groups "$d" > dr.tsv 2> /dev/null
step -o ds.tsv "papo-stats on the folder: the rollouts' rows" cmp -s ds.tsv dr.tsv
