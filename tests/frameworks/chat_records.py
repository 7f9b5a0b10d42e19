# SPDX-License-Identifier: MIT
# chat_records.py: a framework's record built around a drawn chat, for
# the generators of the tests that put a conversation in a real record
# of each framework's fixture (tests/t-dumps-tool-cut.sh,
# tests/t-dumps-user-turn.sh): verifiers'
# results.jsonl, prime-rl's and verifiers v1's traces.jsonl nodes,
# NeMo-RL's message log, papo(7)'s chat messages, ShareGPT's
# conversations and TRL's conversational completion.  A generator
# imports it with its folder on sys.path:
#
#     sys.path.insert(0, os.path.join(os.environ["TOP"],
#                                     "tests", "frameworks"))
#     import chat_records
#
# Nothing here draws a random number: what a test draws stays in its
# own generator, so that a seed gives the same records as it did.
import copy, json, os

HERE = os.path.dirname(os.path.abspath(__file__))

# where each base record is read from, under tests/frameworks/
PATHS = {
    "verifiers": "verifiers/outputs/evals/gsm8k--Qwen--"
                 "Qwen3-4B-Instruct-2507/ee83e75b/results.jsonl",
    "traces": "prime-rl/rollouts/step_2/train/effective/traces.jsonl",
    "nemo": "nemo-rl/logs/exp_001/val_data_step0.jsonl",
    "chat": "chat-messages/rollouts.jsonl",
}

# the frames record() builds
FRAMES = ("verifiers", "prime-rl", "verifiers-traces", "nemo-rl", "chat",
          "chat-last", "sharegpt", "trl")


def first(path):
    """The first record of a JSONL file."""
    with open(path) as f:
        return json.loads(f.readline())


def bases(fw=HERE):
    """The base record of each fixture, read from fw (tests/frameworks)."""
    return {k: first(os.path.join(fw, p)) for k, p in PATHS.items()}


def message(frame, role, text):
    """One chat message: ShareGPT's from/value (user is human, assistant
    is gpt), else role/content."""
    if frame == "sharegpt":
        return {"from": {"user": "human", "assistant": "gpt"}.get(role,
                role), "value": text}
    return {"role": role, "content": text}


def record(base, frame, n, msgs):
    """A record of frame whose chat is msgs (after the fixture's prompt)
    and whose reference is n; base is what bases() returned, copied, never
    changed.  The policy's turns of a trace are its sampled nodes."""
    if frame == "verifiers":
        r = copy.deepcopy(base["verifiers"])
        r["completion"], r["answer"] = msgs, str(n)
    elif frame in ("prime-rl", "verifiers-traces"):
        r = copy.deepcopy(base["traces"])
        nodes = r["traces"][0]["nodes"][:1]
        for m in msgs:
            nodes.append({"message": m,
                          "sampled": m["role"] == "assistant"})
        r["traces"][0]["nodes"] = nodes
        r["task"]["data"]["answer"] = str(n)
    elif frame == "nemo-rl":
        r = copy.deepcopy(base["nemo"])
        r["content"][0] = r["content"][0][:1] + msgs
        r["answer"] = str(n)
    elif frame in ("chat", "chat-last"):
        r = copy.deepcopy(base["chat"])
        r["messages"] = r["messages"][:-1] + msgs
        r["answer"] = str(n)
    elif frame == "sharegpt":
        r = {"conversations": [message(frame, "user", "What is 6 x 7?")]
             + msgs, "answer": str(n)}
    elif frame == "trl":        # TRL's conversational completion
        r = {"prompt": [{"role": "user", "content": "What is 6 x 7?"}],
             "completion": msgs, "solution": str(n), "step": 1}
    else:
        raise ValueError("no frame %r" % frame)
    return r



def options(frame, chat_fields):
    """papo-verify's options for frame's records, as a shell evals them;
    chat_fields are papo(7)'s --field options of a chat (the test reads
    them from the man page, so that the page and the tests agree)."""
    return {
        "verifiers": "--preset verifiers",
        "prime-rl": "--preset prime-rl",
        "verifiers-traces": "--preset verifiers",
        "nemo-rl": "--preset nemo-rl --field answer=answer",
        "chat": chat_fields,
        "chat-last": "--field response='messages[-1].content'",
        "sharegpt": "--field response='conversations[from=gpt].value'",
        "trl": "--preset trl "
               "--field response='completion[role=assistant].content'",
    }[frame]


if __name__ == "__main__":
    # "chat_records.py options FRAME CHAT_FIELDS": the options, for a
    # shell test to eval
    import sys
    if len(sys.argv) != 4 or sys.argv[1] != "options":
        sys.exit("usage: chat_records.py options FRAME CHAT_FIELDS")
    print(options(sys.argv[2], sys.argv[3]))
