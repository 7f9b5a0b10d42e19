#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon3-pandas.sh: TRL's completions tables turned into JSON with
# pandas, as a new user does who has pandas at hand and not the command
# papo-verify prints for Parquet.  huggingface/trl @ f2cd57710
# (2026-07-24), trl/trainer/grpo_trainer.py GRPOTrainer.log writes
# completions/completions_{step:05d}.parquet from a DataFrame of step,
# prompt, completion, one column a reward function, the extra columns
# and advantage.  pd.read_parquet(f).to_json(out) writes it by column,
# its default ({"step": {"0": 10, "1": 10}, "prompt": {...}}), and
# papo-verify said "field 'completion' must be a string, not object";
# orient="table" gave "field 'completion' is missing; the record's keys
# are schema, data".  Both are now named, with the jq(1) line that makes
# records, which the tools then read.  Records made up.
set -u
. "$TOP/tests/lib.sh"

p='"0": "What is 2+2?", "1": "What is 2+2?"'
printf '%s\n' "{\"step\": {\"0\": 10, \"1\": 10}, \"prompt\": {$p}, \"completion\": {\"0\": \"So \\\\boxed{4}\", \"1\": \"So \\\\boxed{5}\"}, \"solution\": {\"0\": \"4\", \"1\": \"4\"}, \"accuracy_reward\": {\"0\": 1.0, \"1\": 0.0}, \"advantage\": {\"0\": 0.7, \"1\": -0.7}}" \
    > completions_00010.json

papo-verify --preset trl completions_00010.json > c.out 2> c.err
step -o c.err "a table by column stops papo-verify (65)" [ $? -eq 65 ]
step -o c.err "it is named, with the jq line" \
    grep -qxF "papo-verify: completions_00010.json: a pandas table by column ({\"col\": {\"0\": v, ...}}: DataFrame.to_json's default), not records one after another; convert it: jq -c 'to_entries as \$c | (\$c[0].value | keys_unsorted[]) as \$i | reduce \$c[] as \$f ({}; .[\$f.key] = \$f.value[\$i])' completions_00010.json > completions_00010.json.jsonl (or to_json(orient=\"records\", lines=True))" c.err
# the line it gives, then the README's pipeline
jq -c 'to_entries as $c | ($c[0].value | keys_unsorted[]) as $i | reduce $c[] as $f ({}; .[$f.key] = $f.value[$i])' \
    completions_00010.json > completions_00010.json.jsonl
papo-verify -q --preset trl completions_00010.json.jsonl > v.jsonl 2> v.err ||
    fail "the converted table: $(cat v.err)"
step -o v.jsonl "converted: two records, right and wrong" \
    jq -e -s 'map(.verify) == ["equal", "not_equal"] and
        map(.step) == [10, 10]' v.jsonl
papo-advantage -q --preset trl -m grpo < v.jsonl > a.jsonl 2> a.err ||
    fail "papo-advantage: $(cat a.err)"
step -o a.jsonl "converted: one group, advantages of opposite signs" \
    jq -e -s '.[0].adv > 0 and .[1].adv < 0' a.jsonl

# orient="table", pretty-printed
cat > completions_00020.json <<'EOF'
{
  "schema": {
    "fields": [{"name": "index", "type": "integer"}, {"name": "step", "type": "integer"}],
    "primaryKey": ["index"],
    "pandas_version": "1.4.0"
  },
  "data": [
    {"index": 0, "step": 20, "prompt": "What is 3+3?", "completion": "\\boxed{6}", "solution": "6"}
  ]
}
EOF
papo-verify --preset trl completions_00020.json > t.out 2> t.err
step -o t.err "a table with its schema stops papo-verify (65)" [ $? -eq 65 ]
step -o t.err "it is named, with the jq line" \
    grep -qxF "papo-verify: completions_00020.json: a pandas table (to_json(orient=\"table\")), not records one after another; convert it: jq -c '.data[] | del(.index)' completions_00020.json > completions_00020.json.jsonl" t.err
jq -c '.data[] | del(.index)' completions_00020.json > t.jsonl
papo-verify -q --preset trl t.jsonl > tv.jsonl 2> tv.err ||
    fail "the converted table: $(cat tv.err)"
step -o tv.jsonl "converted: the record is read" \
    jq -e '.verify == "equal" and .step == 20' tv.jsonl

# a record whose first member is an object keyed "0" and "1", one a
# line: records, read as before (the table is one object of columns)
printf '%s\n' '{"scores": {"0": 1.0, "1": 0.5}, "response": "\\boxed{4}", "answer": "4"}' \
    '{"scores": {"0": 0.0}, "response": "\\boxed{5}", "answer": "4"}' > rec.jsonl
papo-verify -q rec.jsonl > r.jsonl 2> r.err
step -o r.err "JSONL records beginning so: read (exit 0)" [ $? -eq 0 ]
step -o r.jsonl "both records written" \
    jq -e -s 'map(.verify) == ["equal", "not_equal"]' r.jsonl
