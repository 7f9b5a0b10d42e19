#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-hostile2.sh: papo-judge against judge replies and servers it
# had not met before round 12.  The server is a stand-in
# (tests/judge/hostile-server.py on loopback: it runs no model) that
# answers each record from its case: new models' reply styles (gpt-oss
# harmony channels, with and without their tokens; Qwen3 <think>;
# DeepSeek-R1 and vLLM reasoning fields; Llama chat template turns; the
# templates of round 13 (Llama 4, Command R/A, Gemma, Granite, <answer>
# blocks: read by rows, a user's turn or a cut header not); JSON
# mode; tool calls; a refusal; logprobs) and hostile transport (choices
# that disagree, an error in a 200, chunked transfer cut mid-JSON, a
# body of 100 MB, invalid UTF-8, duplicate keys, 429 with Retry-After,
# a 503 storm, a server that never answers, connection resets
# mid-batch).  Every record comes out, in order; a verdict is read only
# where papo-rubric(5) says, every other record has no score and the
# error named; memory stays bounded under the 100 MB body.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-hostile2

# cases.json for the stand-in, and want.tsv: case, r_proc, judge.error
python3 - <<'PY'
import json
C, W = {}, []
def m(content, **kw):
    d = {"role": "assistant", "content": content}
    d.update(kw)
    return d
def case(name, score, error, **c):
    C[name] = c
    W.append((name, json.dumps(score), json.dumps(error)))
H = "<|channel|>analysis<|message|>"
F = "<|start|>assistant<|channel|>final<|message|>"
# -- gpt-oss (harmony): only the final channel is read --
case("h_final", 1, None, msg=m(H + "Check. Score: 0<|end|>" + F +
    "Score: 1<|return|>"))
case("h_final_bare", 0, None, msg=m(H + "Ok.<|end|>" + F + "Score: 0"))
case("h_only_analysis", None, "no_score", msg=m(H + "Fine. Score: 1<|end|>"))
case("h_analysis_cut", None, "no_score", msg=m(H + "Right.\nScore: 1"))
case("h_cut_length", None, "truncated", finish="length",
    msg=m(H + "Ok.<|end|>" + F + "Score: 1"))
case("h_after_final", None, "no_score", msg=m(F + "Score: 1<|end|>"
    "<|start|>assistant<|channel|>analysis<|message|>wait, wrong"))
case("h_commentary", None, "no_score", msg=m("<|channel|>commentary "
    "to=functions.grade<|message|>{\"score\": 1}<|call|>"))
case("h_stripped", 1, None, msg=m("analysisThe total is 12, right. "
    "Score: 0 at first glance.assistantfinalScore: 1"))
case("h_stripped_nofinal", None, "no_score",
    msg=m("analysisThe answer is right. Score: 1"))
# -- Qwen3: <think> --
case("q_think", 1, None, msg=m("<think>\nScore: 0 maybe\n</think>\n\n"
    "Score: 1"))
case("q_unclosed", None, "no_score", msg=m("<think>\nLooks right.\nScore: 1"))
case("q_empty_think", 0, None, msg=m("<think>\n\n</think>\n\nScore: 0"))
case("q_think_after", None, "no_score", msg=m("<think>a</think>\nScore: 1\n"
    "<think>Wait, that is wrong.</think>"))
# -- other models' reasoning blocks: Magistral, Command A, Seed-OSS --
case("mg_unclosed", None, "no_score", msg=m("[THINK]Looks right.\nScore: 1"))
case("mg_closed", 1, None, msg=m("[THINK]Score: 0?[/THINK]\nScore: 1"))
case("ca_unclosed", None, "no_score",
    msg=m("<|START_THINKING|>Right.\nScore: 1"))
case("seed_unclosed", None, "no_score",
    msg=m("<seed:think>Right.\nScore: 1"))
# -- DeepSeek-R1 and vLLM's reasoning parser: the reasoning is not read --
case("r1_empty", None, "no_score", msg=m("",
    reasoning_content="The answer is right. Score: 1"))
case("r1_null", None, "no_content", msg=m(None, reasoning_content="Score: 1"))
case("r1_both", 0, None, msg=m("Score: 0", reasoning_content="Score: 1"))
case("vllm_reasoning", 1, None, msg=m("Score: 1", reasoning="Score: 0?"))
# -- chat template tokens --
case("l_eot", 1, None, msg=m("Score: 1<|eot_id|>"))
case("l_next_turn", None, "no_score", msg=m("Score: 1<|eot_id|>"
    "<|start_header_id|>assistant<|end_header_id|>\n\nActually no."))
case("qw_next_turn", None, "no_score", msg=m("Score: 1<|im_end|>\n"
    "<|im_start|>assistant\nScore: 1"))
case("ds_eos", 1, None, msg=m("Score: 1<\uff5cend\u2581of\u2581sentence\uff5c>"))
case("hermes_call", None, "no_score", msg=m("<tool_call>\n{\"name\": "
    "\"grade\", \"arguments\": {\"score\": 0}}\n</tool_call>\nScore: 1"))
case("m_inst", None, "no_score", msg=m("Score: 1</s>[INST] Sure? [/INST]"))
case("g_turn", None, "no_score", msg=m("Score: 1<end_of_turn>\n"
    "<start_of_turn>user\nno"))
# -- round 13: templates left in the reply, read by rows --
case("l4_turn", 1, None, msg=m("<|header_start|>assistant<|header_end|>"
    "\n\nScore: 1<|eot|>"))
case("cmdr_turn", 0, None, msg=m("<|START_OF_TURN_TOKEN|><|CHATBOT_TOKEN|>"
    "<|START_THINKING|>ok<|END_THINKING|><|START_RESPONSE|>Score: 0"
    "<|END_RESPONSE|><|END_OF_TURN_TOKEN|>"))
case("hy_answer", 1, None, msg=m("<think>\nScore: 0?\n</think>\n<answer>\n"
    "Score: 1\n</answer>"))
case("gemma_turn", 1, None, msg=m("<start_of_turn>model\nScore: 1"
    "<end_of_turn>"))
case("granite_turn", 0, None, msg=m("<|start_of_role|>assistant"
    "<|end_of_role|>Score: 0<|end_of_text|>"))
case("answer_open", None, "no_score", msg=m("<answer>\nScore: 1\n"))
case("user_turn", None, "no_score", msg=m("<|im_start|>user\nScore: 1"
    "<|im_end|>"))
case("l3_header_cut", None, "no_score", msg=m("<|start_header_id|>"
    "assistant\n\nScore: 1"))
case("l4_second", None, "no_score", msg=m("<|header_start|>assistant"
    "<|header_end|>\n\nScore: 1<|eot|><|header_start|>assistant"
    "<|header_end|>\n\nScore: 0"))
case("mark_inside", None, "no_score", msg=m("Score: <|im_start|>1"))
# -- JSON mode / structured outputs: read by key rows (one score key,
# commentary keys), anything else no score --
# "ok" after the score key: a justification of a word no row holds
# (refused since "The work is okay." hedges), so no score
for i, j in enumerate(['{"score": 1, "reasoning": "ok, maybe 0"}',
        '{"score": true}', '{"score": 1, "score": 0}', '{"score": 1',
        '{"score": 1, "confidence": 0.9}', '{"score": 1, "rating": 1}',
        '{"reasoning": "Score: 0", "score": 1}', '{"score": "1 or 0"}',
        '{"score": 1, "reasoning": "ok"}']):
    case("json%d" % i, None, "no_score", msg=m(j))
for i, j in enumerate(['{"score": 1}', '{ "score" : 1 }',
        '{"reasoning": "ok", "score": 1}', '{"score": "1"}',
        '{"score": 1.0}', '```json\n{"score": 1}\n```']):
    case("json_read%d" % i, 1, None, msg=m(j))
# -- tool calls, refusals, logprobs --
call = [{"id": "c1", "type": "function", "function": {"name": "grade",
    "arguments": "{\"score\":1}"}}]
case("tool", None, "tool_call", msg=m(None, tool_calls=call),
    finish="tool_calls")
case("tool_beside", None, "tool_call", msg=m("Score: 0", tool_calls=call))
case("tool_empty", 1, None, msg=m("Score: 1", tool_calls=[]))
case("refusal", None, "refusal", msg=m("Score: 1",
    refusal="I cannot grade this."))
case("refusal_only", None, "refusal", msg=m(None, refusal="No."))
case("refusal_null", 1, None, msg=m("Score: 1", refusal=None))
case("logprobs", 1, None, choice={"index": 0, "finish_reason": "stop",
    "message": m("Score: 1"), "logprobs": {"content": [{"token": "0",
    "logprob": -0.1, "top_logprobs": [{"token": "1", "logprob": -2}]}]}})
case("f_length", None, "truncated", msg=m("Score: 1"), finish="length")
case("f_filter", None, "content_filter", msg=m("Score: 1"),
    finish="content_filter")
# -- a hostile server --
ok = {"msg": m("Score: 1")}
case("two", None, "choices", body={"model": "m", "choices": [
    {"index": 0, "finish_reason": "stop", "message": m("Score: 1")},
    {"index": 1, "finish_reason": "stop", "message": m("Score: 0")}]})
case("err200", None, "http_500", body={"error": {"message": "internal",
    "type": "server_error", "code": 500}})
case("chunkcut", None, "dropped", how="chunkcut", msg=m("Score: 1"))
case("short", None, "dropped", how="short", msg=m("Score: 1"))
case("gzip", None, "bad_reply", how="gzip", msg=m("Score: 1"))
case("drip", None, "timeout", how="drip", msg=m("Score: 1"))
case("parts", None, "no_content", msg=m([{"type": "text",
    "text": "Score: 1"}]))
case("surrogate", None, "no_score", raw='{"model":"m","choices":[{"index"'
    ':0,"finish_reason":"stop","message":{"content":"Score: 1\\ud800"}}]}')
case("badutf", None, "bad_reply", raw='{"model":"m","choices":[{"index":0,'
    '"finish_reason":"stop","message":{"content":"Score: 1 \xff\xfe"}}]}')
case("dupcontent", None, "bad_reply", raw='{"model":"m","choices":[{"index"'
    ':0,"finish_reason":"stop","message":{"content":"Score: 1","content":'
    '"Score: 0"}}]}')
case("dupchoices", None, "bad_reply", raw='{"model":"m","choices":[{"index"'
    ':0,"message":{"content":"Score: 1"}}],"choices":[{"index":0,'
    '"message":{"content":"Score: 0"}}]}')
case("trailing", None, "bad_reply", raw='{"model":"m","choices":[{"index"'
    ':0,"message":{"content":"Score: 1"}}]}{"choices":[]}')
case("r429", 1, None, first=1, ok=ok, status=429,
    headers={"Retry-After": "1"}, body={"error": {"message": "slow down",
    "code": 429}})
for i, ra in enumerate(["999999", "Wed, 21 Oct 2099 07:28:00 GMT", "-5",
        "abc", "1e9", "0"]):
    case("ra%d" % i, 1, None, first=1, ok=ok, status=429,
        headers={"Retry-After": ra}, body={"error": {"message": "wait",
        "code": 429}})
case("r503_storm", None, "http_503", status=503, body={"error":
    {"message": "overloaded", "code": 503}})
case("r503_then_ok", 1, None, first=2, ok=ok, status=503,
    body={"error": {"message": "overloaded", "code": 503}})
case("hang", None, "timeout", how="hang")
for i in range(8):
    case("reset%d" % i, 1, None, first=1, ok=ok, how="reset")
case("reset_always", None, "dropped", how="reset")
# transport failures in a row across records make papo-judge stop (the
# judge is dead, papo-judge(1)): each is set between three replies
net = [w for w in W if "how" in C[w[0]] or "status" in C[w[0]]]
rest = [w for w in W if w not in net]
W = []
while net or rest:
    W += net[:1] + rest[:3]
    net, rest = net[1:], rest[3:]
# the 100 MB bodies, in a run of their own with a timeout no busy
# machine reaches
case("huge", None, "too_big", how="huge")
case("chunkhuge", None, "too_big", how="chunkhuge")
json.dump(C, open("cases.json", "w"))
with open("want.tsv", "w") as f:
    for w in W:
        f.write("\t".join(w) + "\n")
for name, ws in (("in.jsonl", W[:-2]), ("big.jsonl", W[-2:])):
    with open(name, "w") as f:
        for w in ws:
            f.write(json.dumps({"id": w[0], "problem": "[[case=%s]]" % w[0],
                "solution": "s", "response": "r"}) + "\n")
PY
n=$(wc -l < in.jsonl)
python3 "$TOP/tests/judge/hostile-server.py" port cases.json log.txt \
    2> srv.err &
pids="$pids $!"
wait_port port $! "the stand-in server"
url="http://127.0.0.1:$(cat port)/v1"

/usr/bin/time -f '%M' -o rss.txt papo-judge -e "$url" -m m --select all \
    --concurrency 2 --retries 0 --timeout 600 --no-cache big.jsonl \
    > big.out 2> big.err
st=$?
step -o big.err "100 MB bodies: exit status $st, expected 75" [ $st -eq 75 ]
papo-judge -e "$url" -m m --select all \
    --concurrency 4 --retries 2 --backoff 0.05 --backoff-max 2 \
    --timeout 3 --no-cache in.jsonl > out.jsonl 2> err.txt
st=$?
cat big.out >> out.jsonl
n=$((n + 2))
step -o err.txt "exit status $st, expected 75 (records without a score)" \
    [ $st -eq 75 ]
step -o err.txt "all $n records out" \
    [ "$(wc -l < out.jsonl)" -eq "$n" ]
step -o err.txt "records out of order" \
    [ "$(jq -r .id out.jsonl)" = "$(cut -f1 want.tsv)" ]
jq -r '[.id, (.r_proc | tojson), (.judge.error | tojson)] | @tsv' \
    out.jsonl > got.tsv
paste want.tsv got.tsv | awk -F'\t' '$1 != $4 || $2 != $5 || $3 != $6 {
	print $1 ": score " $5 ", error " $6 " (expected " $2 ", " $3 ")"
	bad = 1 } END { exit bad }' > diff.txt
step -o diff.txt "replies misread or misreported" [ ! -s diff.txt ]
step "too few cases" [ "$n" -ge 60 ]

# every record without a score has a message saying why
step -o out.jsonl "a record without a score has no message" \
    [ "$(jq -c 'select(.r_proc == null and
	(.judge.message // "") == "")' out.jsonl | wc -l)" -eq 0 ]
msg() {
	jq -r --arg id "$1" 'select(.id == $id) | .judge.message' out.jsonl
}
step "reasoning never closed: not said" \
    eval 'msg mg_unclosed | grep -q "never closes it"'
step "harmony without a final channel: not said" \
    eval 'msg h_only_analysis | grep -q "no final channel (harmony)"'
step "JSON mode: not said" eval 'msg json1 | grep -q "is a JSON object"'
step "invalid UTF-8: not said" eval 'msg badutf | grep -q "invalid UTF-8"'
step "a duplicate key: not said" \
    eval "msg dupcontent | grep -q \"key 'content' more than once\""
step "a refusal: not said" eval 'msg refusal | grep -q "judge declined"'
step "a tool call: not said" eval 'msg tool | grep -q "calls a tool"'
step "reasoning only: not said" \
    eval 'msg r1_null | grep -q "only reasoning"'
step "content as a list: not said" \
    eval 'msg parts | grep -q "content is not a string"'
step "the 100 MB body: not said" \
    eval 'msg huge | grep -q "longer than the 67108864 bytes"'
step "the 503 storm: not said" \
    eval 'msg r503_storm | grep -q "gave up after 3 attempts"'
# the 100 MB body is cut at 64 MiB: memory stays bounded (a sanitizer
# build's shadow and quarantine are not papo-judge's: not measured)
rss=$(tail -n 1 rss.txt)
sanitized papo-judge ||
    step "max RSS ${rss} KiB over 200 MiB" [ "$rss" -lt 204800 ]
# retries: the 429 and the resets asked again and read; the storm
# asked 3 times, no more
step -o log.txt "the 429 was not asked again" \
    [ "$(grep -c '^r429$' log.txt)" -eq 2 ]
step -o log.txt "the 503 storm was asked 3 times" \
    [ "$(grep -c '^r503_storm$' log.txt)" -eq 3 ]
step -o log.txt "a reset record asked twice" \
    [ "$(grep -c '^reset3$' log.txt)" -eq 2 ]
exit 0
