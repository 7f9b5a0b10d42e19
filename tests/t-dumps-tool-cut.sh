#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-tool-cut.sh: a tool-calling rollout that stopped before the
# model's final answer (issue 26).  A trainer's chat completion can end
# on a tool's result (the loop hit its turn limit, TRL's and verifiers'
# GRPO hand it over so) or on an assistant turn that calls a tool (its
# text said before the tool answered); papo-verify read the last
# assistant message wherever it lay ([role=assistant]) and rewarded a
# \boxed{42} in it: r_out 1 on a conversation with no final answer.
# Now a response read from a chat's message is cut off (no_answer, the
# --explain reason of the other cut marks) when that message is a
# tool's result, calls a tool (tool_calls, function_call, a <tool_call>
# tag), or a tool's result follows it in its list; a conversation whose
# last assistant turn is final (earlier calls and results answered) is
# read as before: those controls are rewarded.
#
# The generator takes a real record of each framework's fixture
# (verifiers' results.jsonl, prime-rl's and verifiers v1's traces.jsonl
# nodes, NeMo-RL's message log, papo(7)'s chat messages, TRL's
# conversational completion: tests/frameworks/chat_records.py builds
# them) and puts in its chat a drawn conversation:
# 0 to 2 answered calls, then an ending (a call in any of its shapes,
# one or more tool results in any tool role, or a final turn whose
# call member is absent, null, empty or an empty list written as text),
# each chat's answer drawn; it says what each record's verdict must be.
set -u
. "$TOP/tests/lib.sh"
command -v python3 > /dev/null || fail "python3 is not installed"
fw=$TOP/tests/frameworks
fields=$(chat_fields)
[ -n "$fields" ] || fail "papo(7) holds no chat fields"

cat > gen.py <<'PY'
import json, os, random, sys
sys.path.insert(0, os.path.join(os.environ["TOP"], "tests", "frameworks"))
import chat_records
seed = int(sys.argv[1])
fw = sys.argv[2]
rnd = random.Random(seed)
BASE = chat_records.bases(fw)
CALL_SHAPES = ["openai", "flat", "function_call", "tag", "two"]
RESULT_ROLES = ["tool", "function", "ipython", "observation"]
FINALS = ["So the answer is \\boxed{%s}.", "The answer is \\boxed{%s}.",
          "Therefore, the final answer is \\boxed{%s}."]

def call(shape, k):
    if shape == "flat":         # verifiers v1, vLLM's parsed calls
        return {"tool_calls": [{"id": "c%d" % k, "name": "calc",
                                "arguments": "{\"e\": \"6*7\"}"}]}
    if shape == "function_call":
        return {"function_call": {"name": "calc",
                                  "arguments": "{\"e\": \"6*7\"}"}}
    fn = {"id": "c%d" % k, "type": "function",
          "function": {"name": "calc", "arguments": "{\"e\": \"6*7\"}"}}
    if shape == "two":
        return {"tool_calls": [fn, dict(fn, id="d%d" % k)]}
    return {"tool_calls": [fn]}

def asst(text, shape=None, k=0):
    m = {"role": "assistant", "content": text}
    if shape == "tag":
        m["content"] = text + ("\n<tool_call>\n{\"name\": \"calc\", "
                               "\"arguments\": {\"e\": \"6*7\"}}\n"
                               "</tool_call>")
    elif shape is not None:
        m.update(call(shape, k))
    return m

def result(n, k, role=None):
    m = {"role": role or rnd.choice(RESULT_ROLES), "content": str(n)}
    if m["role"] == "tool" and rnd.random() < 0.7:
        m["tool_call_id"] = "c%d" % k
    return m

def conversation(n, ending):
    msgs = []
    for k in range(rnd.randint(0, 2)):
        msgs.append(asst("Let me compute it.",
                         rnd.choice(["openai", "flat", "tag"]), k))
        msgs.append(result(n, k, "tool"))
    text = rnd.choice(FINALS) % n
    k = len(msgs)
    if ending == "call":
        msgs.append(asst(text, rnd.choice(CALL_SHAPES), k))
    elif ending == "result":
        msgs.append(asst(text, rnd.choice([None, "openai", "flat"]), k))
        for r in range(rnd.randint(1, 2)):
            msgs.append(result(n, k + r))
    else:
        m = asst(text)
        pick = rnd.random()
        if pick < 0.25:
            m["tool_calls"] = []
        elif pick < 0.5:
            m["tool_calls"] = None
        elif pick < 0.6:
            m["function_call"] = None
        elif pick < 0.7:        # kept as text by a table's writer
            m["tool_calls"] = rnd.choice(["[]", "", "null"])
        msgs.append(m)
    return msgs

def record(frame, n, msgs):
    if frame == "nemo-rl" and rnd.random() < 0.5:
        # a train log's environment reply
        msgs = msgs + [{"role": "environment",
                        "content": "Environment: correct"}]
    return chat_records.record(BASE, frame, n, msgs)

frame = sys.argv[3]
with open("in.jsonl", "w") as out, open("want.txt", "w") as want:
    for i in range(60):
        ending = ["call", "result", "final"][i % 3]
        n = rnd.randint(2, 99999)
        out.write(json.dumps(record(frame, n, conversation(n, ending)))
                  + "\n")
        want.write("%s\n" % ("equal" if ending == "final" else "cut"))
PY

seed=${PAPO_TEST_SEED:-$(od -An -N2 -tu2 /dev/urandom | tr -d ' ')}
for frame in verifiers prime-rl verifiers-traces nemo-rl chat trl; do
	python3 gen.py "$seed" "$fw" "$frame" || fail "gen.py $frame"
	opt=$(python3 "$fw/chat_records.py" options "$frame" "$fields") ||
	    fail "chat_records.py options $frame"
	eval "papo-verify --explain $opt in.jsonl" > out.$frame.jsonl \
	    2> err.$frame
	step -o err.$frame "$frame: papo-verify reads the chats" [ $? -eq 0 ]
	chat_cut_check out.$frame.jsonl $frame "$seed"
	step -o bad.$frame.txt "$frame: a cut chat has no answer, a finished one is read" \
	    [ ! -s bad.$frame.txt ]
	step "$frame: 20 finished chats rewarded" [ "$(grep -c '^equal' \
	    got.$frame.txt)" -eq 20 ]
done
steps_end
