#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-replies.sh: every reply of tests/judge/replies.txt,
# replies-round19.txt, replies-round21.txt, replies-round23.txt,
# replies-round24.txt and replies-round25.txt (realistic judge
# replies: long analyses, quoted formulas and boxes, refusals,
# truncation, the three shipped rubrics' formats, verdicts in prose)
# goes through papo-judge end to end: the stand-in sends it back
# verbatim ([[say=]], with its finish reason), and the record must get
# the reading the file expects, a score or the error; --keep-reply full
# keeps each reply whole, and every error's message quotes the reply.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-replies

# one record per case, grouped by rubric: the reply rides in the
# problem (the response would lose a <think> block), the expected
# reading in the record
python3 - "$TOP/tests/judge/replies.txt" \
    "$TOP/tests/judge/replies-round19.txt" \
    "$TOP/tests/judge/replies-round21.txt" \
    "$TOP/tests/judge/replies-round23.txt" \
    "$TOP/tests/judge/replies-round24.txt" \
    "$TOP/tests/judge/replies-round25.txt" \
    "$TOP/tests/judge/replies-round70.txt" <<'PY' || fail "cannot read the replies"
import json, sys
cases = []
for path in sys.argv[1:]:
    cur, body = None, None
    for line in open(path, encoding="utf-8").read().split("\n"):
        if line.startswith("=== "):
            if cur:
                cur["reply"] = "\n".join(body).removesuffix("\n")
                cases.append(cur)
            cur, body = {"name": line[4:], "finish": "stop"}, None
        elif cur is None:
            continue
        elif body is not None:
            body.append(line)
        elif line == "---":
            body = []
        elif ": " in line and not line.startswith("#"):
            k, v = line.split(": ", 1)
            cur[k] = v
    cur["reply"] = "\n".join(body)
    cases.append(cur)
    # the file's last line ends with a newline that is not the reply's
    cases[-1]["reply"] = cases[-1]["reply"].removesuffix("\n")
# a chat template's token rides in the prompt defused (papo_judge_defuse:
# a word joiner after its '<' or '['), so the stand-in cannot send it
# back: those replies are read by check_rubric's replies_file alone
defused = ("<|", "<\uff5c", "<s>", "</s>", "[INST]", "[/INST]",
    "<start_of_turn>", "<end_of_turn>", "<bos>", "<eos>")
cases = [c for c in cases if not any(t in c["reply"] for t in defused)]
# nor can a reply that ends in ']' (the directive's "]]" would take it)
cases = [c for c in cases if not c["reply"].endswith("]")]
for c in cases:
    if "]]" in c["reply"]:
        sys.exit("%s: a reply may not hold ]]" % c["name"])
    with open(c["rubric"] + ".jsonl", "a", encoding="utf-8") as f:
        f.write(json.dumps({"name": c["name"], "expect": c["expect"],
            "problem": "[[say=%s]] [[finish=%s]]" % (c["reply"], c["finish"]),
            "solution": "s", "answer": "a", "response": "r",
            "reply": c["reply"]}) + "\n")
print(len(cases), file=open("count", "w"))
PY
step -o count "only replies" [ "$(cat count)" -ge 40 ]

start_standin
# 1-5, 0-10 and named-1-5: the scales of tests/judge/rubrics/, by their
# files
for rub in 3-tier 5-tier answer-equivalence 1-5 0-10 named-1-5; do
	step "no reply for rubric $rub" [ -s $rub.jsonl ]
	file=$rub
	[ -f "$TOP/tests/judge/rubrics/$rub.yaml" ] &&
	    file=$TOP/tests/judge/rubrics/$rub.yaml
	papo-judge -q --no-cache -e "$url" -r "$file" --select all \
	    --keep-reply full $rub.jsonl > $rub.out 2> $rub.err
	st=$?
	step -o $rub.err "$rub: exit status $st, expected 75" [ $st -eq 75 ]
	step "$rub: records lost" \
	    [ "$(wc -l < $rub.out)" -eq "$(wc -l < $rub.jsonl)" ]
	out=r_proc rep=judge
	[ $rub = answer-equivalence ] && out=r_out rep=judge_answer
	jq -r --arg o $out --arg r $rep '
	    (if .[$r].error then .[$r].error else (.[$o] | tostring) end) as $got
	    | select($got != .expect)
	    | "\(.name): read as \($got), expected \(.expect)"' \
	    $rub.out > $rub.wrong || fail "$rub: output is not JSON"
	[ -s $rub.wrong ] && fail "$rub: misread:
$(cat $rub.wrong)"
	# the reply kept whole, byte for byte; every reply without a score
	# quoted in its message, so that a rubric can be debugged from the
	# output alone
	jq -r --arg r $rep '
	    select(.[$r].reply != .reply or (.[$r].error and
		(.[$r].message | test("; the reply: \"[^\"]") | not)))
	    | "\(.name): \(.[$r])"' $rub.out > $rub.wrong ||
	    fail "$rub: output is not JSON"
	[ -s $rub.wrong ] && fail "$rub: reply not kept or not quoted:
$(cat $rub.wrong)"
done
exit 0
