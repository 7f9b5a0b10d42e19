#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-nemo-rl-eval.sh: NeMo-RL's evaluation dump, and any file that
# is one object holding its records in a list.  NVIDIA-NeMo/RL @ 7ea279a
# (2026-08-22): nemo_rl/evals/eval.py _save_evaluation_data_to_json
# (eval.save_path) writes SAVE_PATH/evaluation_data.json,
# json.dump({"evaluation_data": [{prompt, response, reward, message_log,
# extra_env_info, sample_index}, ...]}, indent=2), message_log and
# extra_env_info Python str()s.  papo read the file as one record and
# said only that the response (or group, or, under --preset nemo-rl, the
# step) is missing, offering --field response=KEY, which no key
# satisfies; the tools now name the layout, the jq command that makes
# its records and the fields that read them.  Fixture
# tests/frameworks/nemo-rl-eval/ written by hand in that layout (two
# GSM8K problems, num_tests_per_prompt 4); the generic form is generated
# below under several list names.
set -u
. "$TOP/tests/lib.sh"
command -v jq > /dev/null || fail "jq is not installed (make deps)"
f=$TOP/tests/frameworks/nemo-rl-eval/results/eval_output/evaluation_data.json
n=$(jq '.evaluation_data | length' "$f") || fail "jq cannot read $f"

# every tool, plain and under the preset, names the layout and the file
for t in verify advantage stats; do
	for p in "" "--preset nemo-rl"; do
		# shellcheck disable=SC2086
		papo-$t $p "$f" > $t.out 2> $t.err
		rc=$?
		if [ "$t$p" != stats ]; then
			step -o $t.err "papo-$t $p refuses it (65)" [ $rc -eq 65 ]
		fi
		step -o $t.err "papo-$t $p names the line and the layout" \
		    grep -q "evaluation_data.json:1: .*NeMo-RL's evaluation dump" \
		    $t.err
		step -o $t.err "papo-$t $p gives the jq command on the file" \
		    grep -qF "jq -c '.evaluation_data[]' $f > records.jsonl" \
		    $t.err
	done
done

# any list name, any record: one object holding the records in a list
i=0
for k in data results samples rows outputs_v2; do
	i=$((i + 1))
	python3 - "$k" "$i" > wrap$i.json <<'PY' || fail "python3 failed"
import json, random, sys
k, seed = sys.argv[1], int(sys.argv[2])
rnd = random.Random(seed)
recs = []
for g in range(rnd.randint(1, 3)):
    for s in range(rnd.randint(2, 4)):
        x = rnd.randint(2, 99)
        recs.append({"group": "p%d" % g, "problem": "What is %d + 1?" % x,
                     "answer": str(x + 1), "response": "\\boxed{%d}" % (x + rnd.randint(0, 1))})
top = {k: recs}
if seed % 2:
    top = {"meta": {"n": len(recs)}, k: recs}
print(json.dumps(top, indent=rnd.choice([None, 2, 4])))
PY
	papo-verify wrap$i.json > w.out 2> w.err
	step -o w.err "'$k' ($i): papo-verify refuses it (65)" [ $? -eq 65 ]
	step -o w.err "'$k' ($i): it names the list and the jq command" \
	    grep -qF "holding its records in the list '$k'" w.err
	cmd=$(sed -n "s/.*\(jq -c '[^']*'\) [^ ]* > records.jsonl.*/\1/p" w.err)
	[ -n "$cmd" ] || continue
	eval "$cmd" wrap$i.json > r$i.jsonl || fail "$cmd failed"
	papo-verify r$i.jsonl > rv$i.jsonl 2> rv.err
	step -o rv.err "'$k' ($i): its records are read" [ $? -eq 0 ]
	step -o rv$i.jsonl "'$k' ($i): a verdict each" [ "$(jq -r .verify \
	    rv$i.jsonl | grep -c equal)" -eq "$(jq ".$k | length" wrap$i.json)" ]
done
# a record with a list of objects that are no records is not named one
printf '{"prompt": "x", "messages": [{"role": "user", "content": "x"}]}\n' \
    > chat.jsonl
papo-verify chat.jsonl > /dev/null 2> c.err
step -o c.err "a list of other objects is not called the records" \
    sh -c '! grep -q "holding its records" c.err'
# what the message says, done
papo-verify "$f" > /dev/null 2> v.err
sed -n "s/.*\(jq -c '[^']*'\) [^ ]* > records.jsonl.*/\1/p" v.err > jq.txt
fields=$(sed -n 's/.*read with \(\(--field [^ ]* *\)*\).*/\1/p' v.err)
[ -n "$fields" ] || fail "no --field recipe in: $(cat v.err)"
eval "$(cat jq.txt)" '"$f"' > records.jsonl ||
    fail "the command failed: $(cat jq.txt)"
step -o records.jsonl "the command makes a record of each" \
    [ "$(wc -l < records.jsonl)" -eq "$n" ]
# shellcheck disable=SC2086
papo-verify $fields records.jsonl > v.jsonl 2> v2.err
step -o v2.err "papo-verify reads the records" [ $? -eq 0 ]
# shellcheck disable=SC2086
papo-advantage -m grpo $fields v.jsonl > a.jsonl 2> a.err
step -o a.err "papo-advantage -m grpo reads them" [ $? -eq 0 ]
# shellcheck disable=SC2086
papo-stats -f jsonl $fields a.jsonl > s.json 2> s.err
step -o s.err "papo-stats reads them" [ $? -eq 0 ]
# groups and rewards from the dump itself (num_tests_per_prompt a prompt)
jq -r '.evaluation_data[] | "\(.sample_index) \(.reward)"' "$f" > want.txt
jq -r '"\(.sample_index) \(.reward)"' a.jsonl > got.txt
step -o got.txt "each record its reward" cmp -s got.txt want.txt
# (prompts hold newlines: compared as JSON strings)
ng=$(jq '[.evaluation_data[].prompt] | unique | length' "$f")
step -o a.jsonl "a group a prompt, advantages of both signs in each" [ \
    "$(jq -c '[.prompt, .adv > 0]' a.jsonl | sort -u | wc -l)" -eq $((ng * 2)) ]
step -o s.json "papo-stats counts the dump's groups" \
    jq -e --argjson g "$ng" '.groups == $g' s.json
acc=$(jq '[.evaluation_data[].reward] | add / length' "$f")
step -o s.json "papo-stats' accuracy is the dump's" \
    jq -e --argjson a "$acc" '.accuracy == $a' s.json

steps_end
