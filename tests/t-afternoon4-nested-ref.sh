#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon4-nested-ref.sh: the reference only in a nested dict, as a
# new user's dumps hold it: verl's dataset rows joined to responses
# (reward_model.ground_truth, extra_info.answer: verl's
# examples/data_preprocess/gsm8k.py), SkyRL's env_extras three objects
# deep, a verifiers environment's info.answer.  papo-verify listed the
# top-level keys only and said "--field answer=KEY", and offered
# "--preset slime" for any record with prompt and response, though
# slime's preset reads the reference from 'label', which they lack.
# Now the path that holds it is named, and a preset only when it would
# find the reference; with the dump's own outcome (a score), the
# warning that nothing was re-scored names the path too.  Records made
# up in those layouts.
set -u
. "$TOP/tests/lib.sh"

# verl's dataset row (data_source, prompt, ability, reward_model,
# extra_info) with a response beside it; no outcome of its own
printf '%s\n' \
    '{"data_source": "openai/gsm8k", "prompt": [{"role": "user", "content": "What is 6*7?"}], "ability": "math", "reward_model": {"style": "rule", "ground_truth": "42"}, "extra_info": {"split": "train", "index": 0, "answer": "6*7 = 42\n#### 42", "question": "What is 6*7?"}, "response": "So \\boxed{42}.", "step": 1}' \
    > rows.jsonl
papo-verify rows.jsonl > /dev/null 2> r.err
step -o r.err "a reference in reward_model: exit 65" [ $? -eq 65 ]
step -o r.err "the path that holds it is named" \
    grep -qF "map it with --field answer=KEY (--field answer=reward_model.ground_truth?)" r.err
step -o r.err "no preset offered that would not find it" \
    sh -c '! grep -q -- "--preset" r.err'
papo-verify --field answer=reward_model.ground_truth rows.jsonl > r.out 2> r2.err
step -o r2.err "the named path re-scores it" \
    jq -e '.verify == "equal" and .r_out == 1' r.out

# SkyRL's env_extras, three objects deep, without the preset
printf '%s\n' '{"input_prompt": "What is 6*7?", "output_response": "\\boxed{42}", "env_extras": {"reward_spec": {"ground_truth": "42"}}, "step": 1}' > sky.jsonl
papo-verify --field response=output_response sky.jsonl > /dev/null 2> s.err
step -o s.err "three objects deep: env_extras.reward_spec.ground_truth named" \
    grep -qF "(--field answer=env_extras.reward_spec.ground_truth?)" s.err

# a verifiers environment's info.answer, and a null one passed over
printf '%s\n' '{"example_id": 0, "prompt": "What is 6*7?", "completion": "\\boxed{42}", "info": {"answer": null, "expected_answer": "42"}, "step": 3}' > vf.jsonl
papo-verify --field response=completion vf.jsonl > /dev/null 2> v.err
step -o v.err "a null answer passed over for info.expected_answer" \
    grep -qF "(--field answer=info.expected_answer?)" v.err

# slime's key is there: slime's preset offered, 'label' named
printf '%s\n' '{"prompt": "What is 6*7?", "response": "\\boxed{42}", "label": "42", "step": 1}' > sl.jsonl
papo-verify sl.jsonl > /dev/null 2> sl.err
step -o sl.err "'label' there: --field answer=label, or --preset slime" \
    grep -qF "map it with --field answer=KEY (--field answer=label?), or --preset slime" sl.err

# the dump's own outcome beside it (verl's score): a warning, exit 0,
# naming the path to re-score with
printf '%s\n' '{"input": "What is 6*7?", "output": "\\boxed{41}", "score": 1.0, "step": 1, "reward_model": {"ground_truth": "42"}}' > sc.jsonl
papo-verify --preset verl sc.jsonl > sc.out 2> sc.err
step -o sc.err "with a score: exit 0" [ $? -eq 0 ]
step -o sc.err "with a score: nothing re-scored, and the path to do it named" \
    grep -qF "nothing was re-scored; r_out is null and the tools after this one use the dump's own outcome ('acc' or 'score'); to re-score, --field answer=reward_model.ground_truth?" sc.err
papo-verify --preset verl --field answer=reward_model.ground_truth sc.jsonl > sc2.out 2> /dev/null
step -o sc2.out "re-scored, the score's 1 is a wrong answer" \
    jq -e '.verify == "not_equal" and .r_out == 0' sc2.out
# nothing to guess: the message as before, no guess
printf '%s\n' '{"input": "What is 6*7?", "output": "\\boxed{42}", "score": 1.0, "step": 1}' > ns.jsonl
papo-verify --preset verl ns.jsonl > /dev/null 2> ns.err
step -o ns.err "no key to guess: no re-score hint" \
    sh -c 'grep -q "nothing was re-scored" ns.err && ! grep -q "to re-score" ns.err'
