#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-user-turn.sh: a chat that ends on the user's turn has no
# response to reward.  verifiers' multi-turn environments append their
# reply as the user's turn and stop at max_turns after it (so do
# prime-rl's and verifiers v1's trace nodes); a chat dataset's or an
# evaluation log's messages can end on a user's follow-up.  papo-verify
# read the last assistant message wherever it lay ([role=assistant],
# [from=gpt], [sampled=true]) and rewarded a \boxed{N} in it, and a path
# by position (messages[-1]) read the user's own text as the response.
# Now a response read from a chat's message is cut off (no_answer, the
# --explain reason of the other cut marks) when a user's or a system's
# turn follows it in its list, or when the message is not in a role of
# the policy's (the user's text is never the answer), as a tool's
# result after it is (t-dumps-tool-cut.sh); a conversation whose last
# word is the policy's (earlier feedback turns answered, NeMo-RL's
# "environment" reply after every turn) is read as before: those
# controls are rewarded.
#
# The generator takes a real record of each framework's fixture
# (tests/frameworks/chat_records.py builds them) and puts in its chat a
# drawn conversation: 0 to 2 answered rounds (an
# answer, maybe wrong, and the user's or environment's feedback), the
# final answer, then an ending: nothing (or NeMo-RL's environment
# reply), or 1 to 3 turns of the user (or ShareGPT's human, or a
# system's), their text drawn (feedback, a new question, an empty
# turn, a user quoting the right answer in a box); where a selection
# of a list of messages reads the response, a third of the chats hold
# no policy turn at all (the selection finds nothing: no answer, not a
# missing field; a prime-rl trace with no sampled node is another
# matter, t-dumps-prime-rl-empty.sh); it says what each record's
# verdict must be.
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
from chat_records import message as msg
seed = int(sys.argv[1])
fw = sys.argv[2]
frame = sys.argv[3]
rnd = random.Random(seed * 31 + sum(map(ord, frame)))
BASE = chat_records.bases(fw)
FINALS = ["So the answer is \\boxed{%s}.", "The answer is \\boxed{%s}.",
          "Therefore, the final answer is \\boxed{%s}.", "\\boxed{%s}",
          "Let me recheck: yes.\n\nThe answer is %s."]
FEEDBACK = ["Are you sure? Please check again.", "That is not right.",
            "Try again.", "Incorrect. You have 1 attempt left.",
            "Please double-check your arithmetic."]
ENDINGS = ["Are you sure?", "Correct!", "", "Now, what is 6 x 8?",
           "Thanks. Can you explain the second step?",
           "So the answer is \\boxed{%s}.", "Is it \\boxed{%s}?",
           "Environment: max turns reached."]

def conversation(n, ending):
    if ending == "silent":      # the policy never spoke
        return [msg(frame, rnd.choice(["user", "system"]),
                    rnd.choice(FEEDBACK)) for k in range(rnd.randint(1, 3))]
    msgs = []
    other = "environment" if frame == "nemo-rl" else "user"
    for k in range(rnd.randint(0, 2)):
        wrong = n + rnd.randint(1, 9)
        msgs.append(msg(frame, "assistant", rnd.choice(FINALS) % wrong))
        msgs.append(msg(frame, other, rnd.choice(FEEDBACK)))
    msgs.append(msg(frame, "assistant", rnd.choice(FINALS) % n))
    if ending == "final":
        if frame == "nemo-rl":
            msgs.append(msg(frame, "environment",
                            "Environment: correct"))
        return msgs
    if frame == "nemo-rl":
        msgs.append(msg(frame, "environment", "Environment: correct"))
    for k in range(rnd.randint(1, 3)):
        role = "user" if rnd.random() < 0.8 else "system"
        text = rnd.choice(ENDINGS)
        msgs.append(msg(frame, role, text % n if "%s" in text else text))
    return msgs

def record(n, msgs):
    return chat_records.record(BASE, frame, n, msgs)

with open("in.jsonl", "w") as out, open("want.txt", "w") as want:
    # a chat in which the policy has no turn, where a selection reads
    # the response ([role=assistant], [from=gpt], [sampled=true])
    silent = frame in ("chat", "sharegpt", "trl", "chat-last")
    for i in range(60):
        ending = (["user", "final", "silent"] if silent else
                  ["user", "final"])[i % (3 if silent else 2)]
        n = rnd.randint(2, 99999)
        out.write(json.dumps(record(n, conversation(n, ending))) + "\n")
        want.write("%s\n" % ("equal" if ending == "final" else "cut"))
PY

seed=${PAPO_TEST_SEED:-$(od -An -N2 -tu2 /dev/urandom | tr -d ' ')}
for frame in verifiers prime-rl verifiers-traces nemo-rl chat chat-last \
    sharegpt trl; do
	python3 gen.py "$seed" "$fw" "$frame" || fail "gen.py $frame"
	opt=$(python3 "$fw/chat_records.py" options "$frame" "$fields") ||
	    fail "chat_records.py options $frame"
	eval "papo-verify --explain $opt in.jsonl" > out.$frame.jsonl \
	    2> err.$frame
	step -o err.$frame "$frame: papo-verify reads the chats" [ $? -eq 0 ]
	chat_cut_check out.$frame.jsonl $frame "$seed"
	step -o bad.$frame.txt "$frame: a chat ending on the user's turn has no answer, a finished one is read" \
	    [ ! -s bad.$frame.txt ]
	step "$frame: every finished chat rewarded" [ "$(grep -c '^equal' \
	    got.$frame.txt)" -eq "$(grep -c '^equal' want.txt)" ]
done
steps_end
