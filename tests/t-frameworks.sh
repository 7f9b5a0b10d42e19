#!/bin/sh
# SPDX-License-Identifier: MIT
# t-frameworks.sh: each framework's rollout dumps, as its writer lays them
# out (tests/frameworks/, LAYOUTS.md says where each comes from), through
# papo-verify --preset P | papo-advantage --preset P | papo-stats --preset P,
# records handed on through standard input as a pipe would: per step, the
# responses, the groups and the accuracy of tests/frameworks/expected.tsv,
# exactly.  Also: what a preset writes and keeps, suspicious groups, the
# step taken from file names, and files that are not JSONL.
set -u
. "$TOP/tests/lib.sh"
fw="$TOP/tests/frameworks"

# expected SAMPLE: "step responses groups right" a line per step
expected() {
	awk -F '\t' -v s="$1" '$1 == s {
		st = $2; sub(/^run-/, "", st)
		if (!(st in n)) order[k++] = st
		n[st] += $5; g[st]++; r[st] += $6
	} END { for (i = 0; i < k; i++) print order[i], n[order[i]], g[order[i]], r[order[i]] }' \
	    "$fw/expected.tsv"
}

# check SAMPLE PRESET GROUPSIZE FILES...: the pipeline, then the numbers
check() {
	s=$1 p=$2 gs=$3
	shift 3
	papo-verify -q --preset "$p" "$@" > "$s.v" 2> "$s.err" ||
	    fail "$s: papo-verify: $(cat "$s.err")"
	step "$s: nothing verified" [ "$(wc -l < "$s.v")" -gt 0 ]
	papo-advantage --preset "$p" -m grpo --group-size "$gs" < "$s.v" \
	    > "$s.a" 2> "$s.err" || fail "$s: papo-advantage: $(cat "$s.err")"
	papo-stats --preset "$p" --group-size "$gs" -f tsv \
	    -m responses,groups,accuracy < "$s.a" > "$s.tsv" 2> "$s.err" ||
	    fail "$s: papo-stats: $(cat "$s.err")"
	expected "$s" > "$s.want"
	step "$s: no expected rows" [ -s "$s.want" ]
	# the same steps, and per step the same counts and accuracy
	awk 'NR == FNR { want[$1] = $2 " " $3 " " $4; n++; next }
	    FNR == 1 { next }
	    {
		if (!($1 in want)) { print "unexpected step " $1; bad = 1; next }
		split(want[$1], w, " ")
		if ($2 != w[1] || $3 != w[2]) {
			print "step " $1 ": " $2 " responses, " $3 " groups; want " w[1] ", " w[2]
			bad = 1
		}
		d = $4 - w[3] / w[1]; if (d < 0) d = -d
		if (d > 1e-12) { print "step " $1 ": accuracy " $4 ", want " w[3] / w[1]; bad = 1 }
		seen++
	    }
	    END { if (seen != n) { print seen " steps of " n; bad = 1 } exit bad }' \
	    "$s.want" "$s.tsv" > "$s.diff" || fail "$s: $(cat "$s.diff")"
}

check verl verl 4 "$fw"/verl/rollout_data/*.jsonl
check verl-val verl 4 "$fw"/verl/validation_data/*.jsonl
check papo-fork verl 4 "$fw"/papo-fork/rollout_data/*.jsonl
check trl trl 4 "$fw"/trl/completions/*.jsonl
check roll roll 4 "$fw"/roll/rollout_dump/*.jsonl
check nemo-rl nemo-rl 2 "$fw"/nemo-rl/logs/exp_001/train_data_step*.jsonl
check nemo-rl-val nemo-rl 2 "$fw"/nemo-rl/logs/exp_001/val_data_step*.jsonl
check slime slime 2 "$fw"/slime/rollout_data/*.jsonl
check areal areal 4 $(find "$fw/areal" -name '*.jsonl' | sort)
check skyrl skyrl 4 "$fw"/skyrl/dumped_evals/*/*.jsonl
check prime-rl prime-rl 2 "$fw"/prime-rl/rollouts/*/train/all/traces.jsonl
check verifiers verifiers 2 "$fw"/verifiers/outputs/evals/*/*/results.jsonl
# a JSON array a step (Open-Reasoner-Zero), pretty-printed JSON an
# episode a file (rLLM)
check orz orz 4 "$fw"/orz/orz_ckpt/debug_orz_7b_ppo/iter*_generation_results.json
check rllm rllm 4 $(find "$fw/rllm" -name 'episode_*.json' | sort)

# Open-Reasoner-Zero's evaluation file: re-scored, step from its name
papo-verify -q --preset orz "$fw"/orz/orz_ckpt/debug_orz_7b_ppo/eval_output_iter2_*.jsonl \
    > orz-eval.v || fail "orz eval"
jq -s -e 'length == 4 and all(.step == 2 and
    ((.verify == "equal") == .iscorrect))' orz-eval.v > /dev/null ||
    fail "orz eval: $(cat orz-eval.v)"
# lm-evaluation-harness samples: papo-verify agrees with exact_match
papo-verify -q --preset lm-eval "$fw"/lm-eval/output/*/samples_*.jsonl \
    > lm.v || fail "lm-eval"
jq -s -e 'length == 6 and all((.verify == "equal") == (.exact_match == 1))' \
    lm.v > /dev/null || fail "lm-eval: verdicts differ from exact_match"
want=$(awk -F '\t' '$1 == "lm-eval" { n += $5; r += $6 } END { printf "%.17g", r / n }' \
    "$fw/expected.tsv")
papo-advantage --preset lm-eval -m grpo < lm.v |
    papo-stats --preset lm-eval -f tsv -m responses,accuracy > lm.tsv ||
    fail "lm-eval: papo-stats"
awk -F '\t' -v w="$want" 'NR == 2 && $2 == 6 && ($3 - w) ^ 2 < 1e-20 { ok = 1 }
    END { exit !ok }' lm.tsv || fail "lm-eval: $(cat lm.tsv), want accuracy $want"

# lighteval's details (converted from Parquet) with papo(7)'s recipe
papo-verify -q --field group=doc.query --field problem=doc.query \
    --field response='model_response.text[0]' \
    --field answer='doc.choices[0]' --field acc=metric.extractive_match \
    "$fw"/lighteval/details/*/*/*/details_*.jsonl > le.v ||
    fail "lighteval: $(cat le.v)"
jq -s -e 'length == 4 and all((.verify == "equal") ==
    (.metric.extractive_match == 1))' le.v > /dev/null ||
    fail "lighteval: verdicts differ from its metric"

# dumps that are not JSON name the command that converts them into
# records under papo's own names; the command works
conv() {	# conv FILE WHAT: run the command of the message on FILE
	papo-verify -q "$1" > out 2> err
	step -o err "$1: exit status 65" [ $? = 65 ]
	step -o out "$1: no output" [ ! -s out ]
	step -o err "$1: the message" grep -q "$2" err
	sed -n "s/.*\(python3 -c '[^']*'\).*/\1/p" err > cmd
	step -o err "$1: no command" [ -s cmd ]
}
conv "$fw"/easyr1/checkpoints/easy_r1/qwen2_5_7b/generations.log "EasyR1's generations.log"
sh -c "$(cat cmd) \"\$1\"" sh "$fw"/easyr1/checkpoints/easy_r1/qwen2_5_7b/generations.log \
    > easyr1.jsonl || fail "easyr1: the command failed"
papo-verify -q easyr1.jsonl > easyr1.v || fail "easyr1: $(cat easyr1.jsonl)"
jq -s -e 'length == 3 and all((.verify == "equal") == (.reward == 1))' \
    easyr1.v > /dev/null || fail "easyr1: $(cat easyr1.v)"
first=$(ls "$fw"/areal-0.4/dump/0/*.txt)
conv "$first" "AReaL's text dump"
sh -c "$(cat cmd) \"\$@\"" sh "$fw"/areal-0.4/dump/*/*.txt > areal04.jsonl ||
    fail "areal 0.4: the command failed"
papo-advantage -m grpo areal04.jsonl > areal04.a || fail "areal 0.4: $(cat areal04.jsonl)"
papo-stats -f tsv -m responses,groups,accuracy areal04.a > areal04.tsv
printf 'step\tresponses\tgroups\taccuracy\n0\t4\t1\t0.5\n1\t4\t1\t0.5\n' \
    > areal04.want
step -o areal04.tsv "areal 0.4: the table" cmp -s areal04.want areal04.tsv
conv "$fw"/magic/oat-buffer_step00010.pkl "oat's replay buffer"
mkdir -p stub/oat
: > stub/oat/__init__.py
printf 'import dataclasses\n@dataclasses.dataclass\nclass TransitionData:\n    prompt: str\n    prompt_ids: list\n    response: str\n    response_ids: list\n    response_logprobs: list\n    rewards: list\n    loss_mask: bool = True\n    info: dict = None\n' \
    > stub/oat/types.py
PYTHONPATH=stub sh -c "$(cat cmd) \"\$1\"" sh "$fw"/magic/oat-buffer_step00010.pkl \
    > oat.jsonl || fail "oat: the command failed"
papo-verify -q oat.jsonl > oat.v || fail "oat: $(cat oat.jsonl)"
jq -s -e 'length == 4 and all((.verify == "equal") == (.reward == 1))' \
    oat.v > /dev/null || fail "oat: $(cat oat.v)"

# verifiers' run folders are steps that are strings: --plot puts them in
# the order their files were written, and its axis says which is which
for d in "$fw"/verifiers/outputs/evals/*/*/; do
	r=$(basename "$d")
	mkdir -p vf/$r
	papo-verify -q --preset verifiers "${d%/}/results.jsonl" |
	    papo-advantage --preset verifiers -m grpo > vf/$r/results.jsonl ||
	    fail "verifiers run $r"
done
touch -d '2026-01-03 00:00' vf/78f109f7/results.jsonl
touch -d '2026-01-02 00:00' vf/ee83e75b/results.jsonl
papo-stats --preset verifiers -m accuracy -p vf.svg -f none \
    vf/*/results.jsonl 2> vf.err || fail "verifiers --plot: $(cat vf.err)"
step "verifiers: the run folders not ordered by time" \
    grep -q 'step: run folders in the order written (1 = ee83e75b, 2 = 78f109f7)' vf.svg
touch -d '2026-01-04 00:00' vf/ee83e75b/results.jsonl
papo-stats --preset verifiers -m accuracy -p vf.svg -f none vf/*/results.jsonl &&
    grep -q '(1 = 78f109f7, 2 = ee83e75b)' vf.svg ||
    fail "verifiers: the order does not follow the times"

# skyrl's metrics file beside its records is said to be skipped
grep -q 'aggregated_results.jsonl: skipped: not records' skyrl.err 2>/dev/null ||
    papo-verify -q --preset skyrl "$fw"/skyrl/dumped_evals/*/*.jsonl > /dev/null 2> sky.err
step "skyrl: aggregated_results.jsonl not said to be skipped" \
    grep -q 'aggregated_results.jsonl: skipped: not records' sky.err

# papo's fields under papo's names: verl's score and pred stay as verl
# wrote them; the step from a file name goes into the records
# (jq -s: every record; jq -e alone looks at the last one)
jq -s -e 'length == 36 and all(has("r_out") and has("papo_pred") and
    (.score == 1.0 or .score == -1.0) and (.pred | type == "string"))' \
    verl.v > /dev/null || fail "verl: papo wrote over verl's fields"
jq -s -e 'length == 18 and all(.step == 1 or .step == 2 or .step == 3)' \
    nemo-rl.v > /dev/null ||
    fail "nemo-rl: no step from the file name in the records"
# verl's own pred (math_dapo) is read where papo-verify's is not there
jq -c 'del(.papo_pred)' verl.a | papo-stats --preset verl -f tsv \
    -m top_answer_share > vp.tsv 2> vp.err || fail "verl pred: $(cat vp.err)"
step -o vp.tsv "verl's pred not read" \
    [ "$(awk -F '\t' 'NR > 1 && $2 != "-" && $2 != ""' vp.tsv | wc -l)" = 3 ]
# lengths reach the reward-hacking watch: prime-rl's token counts, and
# verl's response characters / 4 under --estimate-length
papo-stats --preset prime-rl -f tsv -m length_mean < prime-rl.a > pl.tsv ||
    fail "prime-rl lengths"
step -o pl.tsv "prime-rl: no lengths" \
    [ "$(awk -F '\t' 'NR > 1 && $2 > 0' pl.tsv | wc -l)" = 3 ]
papo-stats --preset verl -f tsv -m length_mean < verl.a > vl.tsv ||
    fail "verl lengths"
step -o vl.tsv "verl: lengths without --estimate-length" \
    [ "$(awk -F '\t' 'NR > 1 && $2 != ""' vl.tsv | wc -l)" = 0 ]
papo-stats --preset verl --estimate-length -f tsv -m length_mean \
    < verl.a > vl.tsv || fail "verl --estimate-length"
step -o vl.tsv "verl --estimate-length" \
    [ "$(awk -F '\t' 'NR > 1 && $2 > 0' vl.tsv | wc -l)" = 3 ]
# the PAPO fork's reward_prm is the process reward: PAPO with no more options
papo-advantage --preset verl --group-size 4 < papo-fork.v > pf.a 2> pf.err ||
    fail "papo-fork: papo mode: $(cat pf.err)"
jq -s -e 'map(select(.acc == true)) | length > 0 and
    all(.adv_proc != null) and any(.adv_proc != 0)' pf.a > /dev/null ||
    fail "papo-fork: no process advantage from reward_prm"

# a prompt sampled twice in a step is reported, not merged in silence
papo-advantage --preset verl -m grpo < verl.v > /dev/null 2> dup.err ||
    fail "verl without --group-size: $(cat dup.err)"
step -o dup.err "the doubled group was not reported" \
    grep -q '^papo-advantage: step 1: group ".*"\.\.\. (first at <stdin>:[0-9]*) has 8 records, most groups of its step 4 (a prompt sampled twice? --group-size 4 splits it)$' dup.err
papo-advantage --preset verl -m grpo --strict-groups < verl.v > strict.out 2> strict.err
step -o strict.err "--strict-groups: exit status" [ $? = 65 ]
step -o strict.err "--strict-groups" \
    eval '[ ! -s strict.out ] && grep -q -- '\''--strict-groups'\'' strict.err'
# one key over two files is reported too
papo-advantage -m grpo "$fw"/verifiers/outputs/evals/*/*/results.jsonl \
    --field group=example_id --field r_out=reward > /dev/null 2> two.err
step -o two.err "a group over two files was not reported" \
    grep -q 'has records in .*results.jsonl and .*results.jsonl' two.err

# the step from the file name needs a file name (or a step field)
papo-advantage --preset nemo-rl -m grpo < "$fw"/nemo-rl/logs/exp_001/train_data_step1.jsonl \
    > /dev/null 2> nostep.err
step -o nostep.err "no step: exit status" [ $? = 65 ]
step -o nostep.err "no step" \
    grep -q "<stdin>:1: no field 'step', and standard input has no file name" nostep.err

# files that are not JSONL say what they are and how to convert them
for f in trl-completions_00010.parquet:'a Parquet file' slime-0.pt:'a zip archive' \
    openrlhf-generated_samples_2.table.json:'a wandb table'; do
	papo-verify -q "$fw/magic/${f%%:*}" > out 2> err
	step -o err "${f%%:*}: exit status" [ $? = 65 ]
	step -o err "${f%%:*}" eval '[ ! -s out ] && grep -q "${f#*:}" err'
done
step -o err "no conversion command" grep -q "python3 -c" err
# verl's dump gzipped is read as it is, as zcat would give it
papo-verify -q --preset verl "$fw/magic/verl-1.jsonl.gz" > gz.out ||
    fail "verl-1.jsonl.gz: status $?"
gzip -dc "$fw/magic/verl-1.jsonl.gz" > gz.jsonl
papo-verify -q --preset verl gz.jsonl > plain.out || fail "verl-1.jsonl"
step "verl-1.jsonl.gz: not what zcat gives" cmp -s gz.out plain.out
# a byte order mark is skipped
papo-verify -q --preset verl "$fw/magic/verl-1-bom.jsonl" > bom.out ||
    fail "a UTF-8 byte order mark"
jq -s -e 'length == 1 and all(.verify != null)' bom.out > /dev/null ||
    fail "BOM: $(cat bom.out)"
exit 0
