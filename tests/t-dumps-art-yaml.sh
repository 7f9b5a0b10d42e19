#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-art-yaml.sh: ART's trajectory groups.  OpenPipe/ART @ 779559f
# (src/art/local/backend.py LocalBackend._log,
# src/art/utils/trajectory_logging.py) writes a step's groups to
# trajectories/SPLIT/STEP.yaml with yaml.dump: a list of groups, each
# its trajectories, each its messages_and_choices (messages, and the
# model's choices holding theirs) and its reward.  A user who gave the
# file to papo got "invalid JSON at column 1: a record must be a JSON
# object" (the folder: "holds no .jsonl file"), nothing said of what it
# is or how to read it.  Now every tool names it and prints the command
# that makes a record a trajectory (papo(7), INPUT FORMATS), whose
# records the chat fields read.  The dump below is written by hand in
# yaml.dump's layout (keys sorted, two groups of three).
set -u
. "$TOP/tests/lib.sh"
mkdir -p trajectories/train
cat > trajectories/train/0003.yaml <<'YAML'
- metadata: {}
  trajectories:
  - logs: []
    messages_and_choices:
    - content: Answer in a box.
      role: system
    - content: What is 6 x 7?
      role: user
    - finish_reason: stop
      index: 0
      message:
        content: So the answer is \boxed{42}.
        refusal: null
        role: assistant
        tool_calls: null
    metadata: {}
    metrics: {}
    reward: 1.0
  - logs: []
    messages_and_choices:
    - content: Answer in a box.
      role: system
    - content: What is 6 x 7?
      role: user
    - finish_reason: stop
      index: 0
      message:
        content: So the answer is \boxed{43}.
        role: assistant
    metadata: {}
    metrics: {}
    reward: 0.0
  - logs: []
    messages_and_choices:
    - content: What is 6 x 7?
      role: user
    - finish_reason: tool_calls
      index: 0
      message:
        content: Let me multiply.
        role: assistant
        tool_calls:
        - function:
            arguments: '{"a": 6, "b": 7}'
            name: multiply
          id: c1
          type: function
    - content: '42'
      role: tool
      tool_call_id: c1
    - finish_reason: stop
      index: 0
      message:
        content: The product is \boxed{42}.
        role: assistant
    metadata: {}
    metrics: {}
    reward: 1.0
- metadata: {}
  trajectories:
  - logs: []
    messages_and_choices:
    - content: What is 5 + 8?
      role: user
    - finish_reason: stop
      index: 0
      message:
        content: \boxed{13}
        role: assistant
    metadata: {}
    metrics: {}
    reward: 1.0
  - logs: []
    messages_and_choices:
    - content: What is 5 + 8?
      role: user
    - finish_reason: length
      index: 0
      message:
        content: Let me think about 5 + 8 step by
        role: assistant
    metadata: {}
    metrics: {}
    reward: 0.0
  - logs: []
    messages_and_choices:
    - content: What is 5 + 8?
      role: user
    - finish_reason: stop
      index: 0
      message:
        content: \boxed{13}
        role: assistant
    metadata: {}
    metrics: {}
    reward: 1.0
YAML

for tool in papo-verify papo-advantage papo-stats; do
	$tool trajectories/train/0003.yaml > /dev/null 2> err.$tool
	st=$?
	step -o err.$tool "$tool stops (65)" [ $st -eq 65 ]
	step -o err.$tool "$tool names ART's YAML" grep -q \
	    "^$tool: trajectories/train/0003.yaml: ART's trajectory groups" \
	    err.$tool
done
sed -n 's/.*trajectory, its chat as messages: \(python3 .*\) DIR\/\*\.yaml > rollouts\.jsonl.*/\1/p' \
    err.papo-stats > convert.sh
step -o err.papo-stats "the message holds the command" [ -s convert.sh ]
if python3 -c 'import yaml' 2> /dev/null; then
	sh -c "$(cat convert.sh) trajectories/train/*.yaml" > rollouts.jsonl \
	    2> conv.err
	step -o conv.err "the command makes a record a trajectory" \
	    [ "$(wc -l < rollouts.jsonl)" -eq 6 ]
	papo-advantage -m grpo --field response='messages[role=assistant].content' \
	    rollouts.jsonl 2> a.err | papo-stats -f tsv > s.tsv 2> s.err
	step -o s.err "the chat fields read them: step 3, 6 in 2 groups" \
	    [ "$(cut -f1-4 s.tsv | sed -n 2p)" = "$(printf '3\t6\t2\t0.6666666666666666')" ]
else
	echo "python3 has no yaml module: the command not run"
fi
steps_end
