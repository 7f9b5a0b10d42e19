#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-chat-messages.sh: records of a chat, {"messages": [{"role",
# "content"}, ...], "answer", "reward"} (chat datasets and evaluation
# logs written as OpenAI messages).  No default field reads them: the
# tools said only that 'response' (or 'group') is missing.  They now
# name the form and, when the last message is the assistant's, the
# three --field that read it (papo(7) INPUT FORMATS, run here from the
# page); a chat whose last message is another's (a prompt awaiting its
# reply, a tool's result) is said to hold no response, and no field is
# offered that would read an earlier turn as the response.  Fixture
# tests/frameworks/chat-messages/ (by hand); the generator below
# writes chats of 0 to 3 example turns, ending on any role.
set -u
. "$TOP/tests/lib.sh"
command -v python3 > /dev/null || fail "python3 is not installed"
fw=$TOP/tests/frameworks/chat-messages

for t in verify advantage; do
	case $t in verify) m= ;; *) m="-m grpo" ;; esac
	papo-$t $m "$fw"/rollouts.jsonl > /dev/null 2> err.$t
	echo $? > rc.$t
	step -o err.$t "papo-$t stops (65)" [ "$(cat rc.$t)" -eq 65 ]
	step -o err.$t "papo-$t names the form, file and line" grep -q \
	    "^papo-$t: .*rollouts.jsonl:1: .*this is a chat's messages, the last the assistant's" \
	    err.$t
done
papo-judge --dry-run -m m "$fw"/rollouts.jsonl > /dev/null 2> err.judge
step -o err.judge "papo-judge names the form too" grep -q \
    "rollouts.jsonl:1: field 'problem' is missing.*this is a chat's messages, the last the assistant's" \
    err.judge
fields=$(chat_fields)
step "papo(7) holds the fields" [ -n "$fields" ]
step -o err.verify "the message offers papo(7)'s fields" \
    grep -qF -- "$fields" err.verify
eval "papo-verify $fields \"\$fw\"/rollouts.jsonl" > v.jsonl 2> v.err
step -o v.err "papo-verify reads them with the fields" \
    [ "$(jq -c '[.r_out, .reward]' v.jsonl | tr -d '\n')" = \
    '[1,1][0,0][1,1][0,0]' ]
eval "papo-advantage -m grpo $fields v.jsonl" > a.jsonl 2> a.err
eval "papo-stats -f tsv -m responses,groups,accuracy $fields a.jsonl" \
    > st.tsv 2> st.err
step -o st.err "two groups of two" [ "$(sed -n 2p st.tsv | cut -f2-4)" = \
    "$(printf '4\t2\t0.5')" ]
papo-verify "$fw"/prompts.jsonl > /dev/null 2> p.err
step -o p.err "a chat ending on the user's turn holds no response" \
    grep -q "this is a chat's messages, whose last is no assistant's" p.err
step -o p.err "and no field is offered" \
    sh -c '! grep -q "messages\[role=assistant\]" p.err'

# chats with example turns, ending on each role: the offered fields
# read the last turn, the assistant's, and are offered for no other
cat > gen.py <<'PY'
import json, random, sys
rnd = random.Random(int(sys.argv[1]))
out, want = open("chats.jsonl", "w"), open("want.txt", "w")
for i in range(40):
    m = []
    if rnd.random() < 0.5:
        m.append({"role": "system", "content": "Box the answer."})
    for k in range(rnd.randint(0, 3)):
        m.append({"role": "user", "content": "ex %d: %d + %d?" % (k, k, k)})
        m.append({"role": "assistant", "content": "\\boxed{%d}" % (2 * k)})
    a, b = rnd.randint(1, 50), rnd.randint(1, 50)
    m.append({"role": "user", "content": "%d + %d?" % (a, b)})
    end = rnd.choice(["assistant", "assistant", "user", "tool", "none"])
    if end != "none" and end != "user":
        m.append({"role": end, "content": "\\boxed{%d}" % (a + b + (i % 2))})
    out.write(json.dumps({"messages": m, "answer": str(a + b)}) + "\n")
    want.write("%s\n" % (("offered %d" % (1 - i % 2)) if end == "assistant"
                         else "none"))
PY
bad=0
for seed in 1 2; do
	python3 gen.py $seed || fail "gen.py $seed"
	n=0
	while IFS= read -r line; do
		n=$((n + 1))
		printf '%s\n' "$line" > one.jsonl
		papo-verify one.jsonl > /dev/null 2> one.err
		w=$(sed -n ${n}p want.txt)
		if grep -qF -- "$fields" one.err; then
			eval "papo-verify $fields one.jsonl" > one.v 2> /dev/null
			got="offered $(jq .r_out one.v)"
		elif grep -q "whose last is no assistant's" one.err; then
			got=none
		else
			got="other: $(cat one.err)"
		fi
		[ "$got" = "$w" ] || { bad=$((bad + 1)); echo "$seed:$n: $got, want $w"; }
	done < chats.jsonl
done > gen.log
step -o gen.log "80 generated chats: fields offered only for an assistant's last turn, and read it" \
    [ $bad -eq 0 ]
steps_end
