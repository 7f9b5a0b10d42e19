#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-nemo-gym-tool-cut.sh: a NeMo Gym row whose agent stopped
# before its final answer.  NeMo Gym's agents put every turn's items in
# the Responses API's response.output (reasoning, message, function_call,
# function_call_output), and /verify gets the row as it is.  papo-verify
# --serve read the output_text of every message, joined, whatever came
# after: an agent that said "\boxed{42}" and then called a tool (its
# turn limit reached before the tool answered, or after) was rewarded 1,
# as a chat ending on a call or a tool's result was before
# t-dumps-tool-cut.sh.  Now an item other than a message or reasoning
# after the last message (a call, its output, any other tool item) leaves
# no response: no_answer, reward 0; a row whose last message comes after
# its calls is read as before (the controls, rewarded).  And the user's
# turn given as parts (input_text) was no problem: it is read as its
# text.
#
# The generator draws rows: 0 to 2 answered calls (a message or not,
# the call, its output, reasoning here and there), then the final message
# with the answer, then an ending: nothing, a call, a call and its output,
# or another tool item; it says what each row's reward must be.
set -u
. "$TOP/tests/lib.sh"
command -v python3 > /dev/null || fail "python3 is not installed"

cat > gen.py <<'PY'
import json, random, sys
rnd = random.Random(int(sys.argv[1]))

def message(text):
    return {"type": "message", "role": "assistant", "status": "completed",
            "content": [{"type": "output_text", "text": text,
                         "annotations": []}]}

def call(k):
    return {"type": "function_call", "call_id": "c%d" % k,
            "name": "calc", "arguments": "{\"e\": \"6*7\"}"}

def output(k, n):
    return {"type": "function_call_output", "call_id": "c%d" % k,
            "output": str(n)}

def reasoning():
    return {"type": "reasoning", "summary": [{"type": "summary_text",
                                              "text": "I should check."}]}

ENDINGS = ["none", "call", "call+output", "other"]
with open("rows.jsonl", "w") as rows, open("want.txt", "w") as want:
    for i in range(40):
        n = rnd.randint(2, 99999)
        out = []
        for k in range(rnd.randint(0, 2)):
            if rnd.random() < 0.5:
                out.append(message("Let me compute it."))
            out += [call(k), output(k, n)]
            if rnd.random() < 0.3:
                out.append(reasoning())
        out.append(message(rnd.choice([
            "So the answer is \\boxed{%s}.", "The answer is \\boxed{%s}.",
            "\\boxed{%s}"]) % n))
        ending = ENDINGS[i % 4]
        if ending == "call":
            out.append(call(9))
        elif ending == "call+output":
            out += [call(9), output(9, n)]
        elif ending == "other":
            out.append({"type": "web_search_call", "id": "w1",
                        "status": "completed"})
        if ending != "none" and rnd.random() < 0.3:
            out.append(reasoning())
        rows.write(json.dumps({
            "responses_create_params": {"input": [
                {"role": "user", "content": "What is 6 x 7?"}]},
            "response": {"id": "r%d" % i, "output": out},
            "expected_answer": str(n)}) + "\n")
        want.write("%d\n" % (1 if ending == "none" else 0))
PY

seed=${PAPO_TEST_SEED:-$(od -An -N2 -tu2 /dev/urandom | tr -d ' ')}
python3 gen.py "$seed" || fail "gen.py"
serve_verify serve.err
while IFS= read -r row; do
	printf '%s' "$row" | curl -s -H 'Content-Type: application/json' \
	    --data-binary @- "$url/verify" | jq -r '.reward'
done < rows.jsonl > got.txt
paste -d' ' want.txt got.txt | awk -v s="$seed" '$1 != $2 {
    print "seed " s ", row " NR ": want " $1 ", got " $2; b++ }
    END { exit b > 0 }' > bad.txt
step -o bad.txt "a row that ends on a tool's item has no answer, a finished one is read" \
    [ ! -s bad.txt ]
step -o got.txt "the 10 finished rows rewarded" [ "$(grep -c '^1$' got.txt)" -eq 10 ]

# the user's turn as input_text parts (the Responses API's input): its
# problem read as a string's is (the cases that need it: t-serve-problem)
cat "$TOP/tests/verify/kinds-options.jsonl" \
    "$TOP/tests/serve/problem-cases.jsonl" > cases.jsonl
papo-verify -q cases.jsonl | jq -c '.r_out // 0' > want.cli
: > parts.got
while IFS= read -r rec; do
	printf '%s\n' "$rec" | jq -c '{
	    responses_create_params: {input: [{role: "user", content: [
	        {type: "input_text", text: (.problem // "")}]}]},
	    expected_answer: .answer,
	    response: {id: "resp_1", output: [{type: "message",
	        role: "assistant", content: [{type: "output_text",
	        text: .response}]}]}}' |
	    curl -s -H 'Content-Type: application/json' --data-binary @- \
	    "$url/verify" | jq -c '.reward' >> parts.got
done < cases.jsonl
step -o parts.got "the problem given as parts: the command line's rewards" \
    cmp -s parts.got want.cli
steps_end
