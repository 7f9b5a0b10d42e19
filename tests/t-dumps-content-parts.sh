#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-content-parts.sh: a chat message's content written as a list
# of parts.  verifiers' messages (MessageContent: a string or a list of
# parts), OpenAI's chat and Responses APIs and Anthropic's blocks put a
# message's text in parts, [{"type": "text", "text": "..."}], beside
# images, audio, a model's thinking, a refusal or a tool's call; a
# vision environment's prompt is such a list.  papo-verify stopped the
# run at the first such response (exit 65: "must be a string, not
# array"), whatever the preset.  Now a list whose every part is of a
# type papo recognises is read as its text parts joined by newlines
# (the others give nothing: an answer said only in a thinking part is
# no answer); a list holding a part of any other type still stops the
# run, naming file and line; a tool's call among the parts cuts the
# response off (t-dumps-tool-cut.sh).  The problem given as parts is
# read the same, and papo-judge reads both so (it stopped at a vision
# prompt's parts).
#
# The generator takes a real record of each framework's fixture
# (tests/frameworks/chat_records.py) and puts in its chat a final turn
# whose content is drawn parts: the answer right or wrong, in one text
# part or split over two, with images, thinking or a refusal around
# it; or its answer only in a thinking part; or a tool_use part.
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
frame = sys.argv[3]
rnd = random.Random(seed * 17 + sum(map(ord, frame)))
BASE = chat_records.bases(fw)
FINALS = ["So the answer is \\boxed{%s}.", "The answer is \\boxed{%s}.",
          "Therefore, the final answer is \\boxed{%s}.", "\\boxed{%s}"]
IMAGE = {"type": "image_url", "image_url": {"url": "data:image/png;"
                                            "base64,iVBORw0KGgo="}}
AROUND = [IMAGE, {"type": "thinking", "thinking": "6 x 7 is 42."},
          {"type": "refusal", "refusal": ""},
          {"type": "input_audio", "input_audio": {"data": "UklGRg==",
                                                  "format": "wav"}}]

def text(s):
    return {"type": rnd.choice(["text", "text", "output_text"]), "text": s}

def parts(n, kind):
    final = rnd.choice(FINALS)
    if kind == "thinking":      # the answer only in the model's thinking
        return [{"type": "thinking", "thinking": final % n},
                text("I am not sure.")]
    if kind == "tool":          # the turn calls a tool: cut off
        return [text(final % n), {"type": "tool_use", "id": "t1",
                                  "name": "calc", "input": {"e": "6*7"}}]
    v = n if kind == "equal" else n + rnd.randint(1, 9)
    if rnd.random() < 0.5:
        body = [text(final % v)]
    else:                       # split over two text parts
        body = [text("Let me work it out: 6 x 7."), text(final % v)]
    if rnd.random() < 0.5:
        body.insert(0, rnd.choice(AROUND))
    return body

def conversation(n, kind):
    return [{"role": "assistant", "content": parts(n, kind)}]

KINDS = ["equal", "not_equal", "thinking", "tool"]
with open("in.jsonl", "w") as out, open("want.txt", "w") as want:
    for i in range(60):
        kind = KINDS[i % 4]
        n = rnd.randint(2, 99999)
        r = chat_records.record(BASE, frame, n, conversation(n, kind))
        if frame == "verifiers" and i % 2 == 0:
            # a vision environment's prompt: its user turn as parts
            r["prompt"][-1]["content"] = [IMAGE, text("What is 6 x 7?")]
        out.write(json.dumps(r) + "\n")
        want.write({"equal": "equal", "not_equal": "not_equal"}.get(
            kind, "none") + "\n")
PY

seed=${PAPO_TEST_SEED:-$(od -An -N2 -tu2 /dev/urandom | tr -d ' ')}
check() {
	jq -r 'if .verify == "equal" and .r_out == 1 then "equal"
	    elif .verify == "not_equal" and .r_out == 0 then "not_equal"
	    elif .verify == "no_answer" and .r_out == 0 then "none"
	    else "other \(.r_out) \(.verify) \(.explain)" end' "$1" \
	    > got.$2.txt
	paste -d' ' want.txt got.$2.txt | awk -v s="$seed" \
	    '$1 != $2 { print "seed " s ", record " NR ": want " $0; b++ }
	    END { exit b > 0 }' > bad.$2.txt
}
for frame in verifiers prime-rl verifiers-traces nemo-rl chat trl; do
	python3 gen.py "$seed" "$fw" "$frame" || fail "gen.py $frame"
	opt=$(python3 "$fw/chat_records.py" options "$frame" "$fields") ||
	    fail "chat_records.py options $frame"
	eval "papo-verify --explain $opt in.jsonl" > out.$frame.jsonl \
	    2> err.$frame
	step -o err.$frame "$frame: papo-verify reads content given as parts" \
	    [ $? -eq 0 ]
	check out.$frame.jsonl $frame
	step -o bad.$frame.txt "$frame: the text parts read, thinking and tool calls not" \
	    [ ! -s bad.$frame.txt ]
	step "$frame: 15 right answers rewarded" [ "$(grep -c '^equal' \
	    got.$frame.txt)" -eq 15 ]
done

# papo-judge reads the response and the problem (a vision prompt's
# parts) the same: it stopped at the first such record
python3 gen.py "$seed" "$fw" verifiers || fail "gen.py verifiers"
start_standin
papo-verify --preset verifiers in.jsonl 2> /dev/null |
    papo-judge --preset verifiers -e "$url" > judged.jsonl 2> err.judge
st=$?
stop_standin
step -o err.judge "papo-judge judges responses and problems given as parts" \
    [ $st -eq 0 ]
step "every right answer judged" [ "$(jq -r 'select(.r_out == 1 and
    .r_proc != null) | 1' judged.jsonl | wc -l)" -eq 15 ]

# a part of a type papo does not know is no text: the run stops at it,
# naming file and line, as before
python3 gen.py 1 "$fw" chat || fail "gen.py chat"
sed -n 1,2p in.jsonl > parts.jsonl
head -1 in.jsonl | jq -c '.messages[-1].content += [{"type": "x_custom",
    "text": "\\boxed{1}"}]' >> parts.jsonl
eval "papo-verify $fields parts.jsonl" > out.unknown.jsonl 2> err.unknown
st=$?
step -o err.unknown "a part of an unknown type stops the run (65)" [ $st -eq 65 ]
step -o err.unknown "naming file, line and the part" grep -q \
    "^papo-verify: parts.jsonl:3: .* part [0-9]* is of type .x_custom." err.unknown
step "the records before it written" [ "$(wc -l < out.unknown.jsonl)" -eq 2 ]
steps_end
