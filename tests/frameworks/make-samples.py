#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""make-samples.py: write a sample rollout dump for each RL framework.

Each sample under tests/frameworks/NAME/ has the file layout, keys,
nesting, types, record order and JSON encoding that the framework's own
dump writer produces (LAYOUTS.md names the writer, its file and the
commit read).  The text in them is real: problems, model responses,
reference answers and correctness labels come from ../shared/data
(rollouts/qwen25math_math100_n8.jsonl and rollouts/gsm8k_gpt3_4per.jsonl,
see SOURCES.md there).  What the data does not have is made up here,
deterministically, and said so in LAYOUTS.md: token ids and token counts
(no tokenizer: a word-piece stand-in), log-probabilities, timestamps,
ids and the process scores of the PAPO fork.

The framework's own stored verdict is the one a naive checker gives
(exact string match of the last \\boxed{} or "A:" answer against the
reference), so each sample holds right answers the framework scored
wrong (12 \\frac{3}{5} against 12\\frac{3}{5}, 3250 against 3,250); the
upstream labels, which papo-verify reproduces on every record used here,
are the truth EXPECTED.md and expected.tsv are computed from.  The PAPO
fork's stored verdict is the label (its LLM fallback catches those), and
AReaL and NeMo-RL store the label (their dumps carry no reference, so
papo cannot re-score them).

Every sample has several steps, a prompt that appears twice in one step
(two groups, as DAPO-Math-17k repeats its prompts), and a prompt that
comes back in a later step.

Only the standard library is used, and the output is the same on every
run.  Binary formats (TRL's Parquet, slime's torch zip) cannot be written
exactly without their libraries: for those the sample holds the JSONL
that the conversion command in LAYOUTS.md prints, and
tests/frameworks/magic/ holds small files with the right first bytes for
format detection.

usage: python3 tests/frameworks/make-samples.py [SHARED_DATA_DIR]
"""
import collections
import gzip
import hashlib
import io
import json
import math
import os
import pickle
import re
import shutil
import struct
import sys
import zipfile
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
    HERE, "..", "..", "..", "shared", "data")

# Chat templates, written out: the Qwen2.5 template with the
# Qwen2.5-Math system prompt the responses were sampled with, and
# Qwen2.5's default system prompt where a framework's recipe gives none.
IM_START, IM_END = "<|im_start|>", "<|im_end|>"
QWEN_MATH_SYSTEM = ("Please reason step by step, and put your final answer "
                    "within \\boxed{}.")
QWEN_DEFAULT_SYSTEM = ("You are Qwen, created by Alibaba Cloud. You are a "
                       "helpful assistant.")
SPECIAL_IDS = {"<|endoftext|>": 151643, IM_START: 151644, IM_END: 151645}


def chat(system, user):
    """The chat-templated prompt with its special tokens."""
    return ("%ssystem\n%s%s\n%suser\n%s%s\n%sassistant\n"
            % (IM_START, system, IM_END, IM_START, user, IM_END, IM_START))


def strip_special(text):
    """What a tokenizer's decode(..., skip_special_tokens=True) leaves."""
    for tok in SPECIAL_IDS:
        text = text.replace(tok, "")
    return text


# ---------------------------------------------------------------- data

def load(name):
    groups = collections.OrderedDict()
    with open(os.path.join(DATA, "rollouts", name), encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            groups.setdefault(r["group"], []).append(r)
    return groups


MATH = load("qwen25math_math100_n8.jsonl")
GSM = load("gsm8k_gpt3_4per.jsonl")


def last_boxed(text):
    i = text.rfind("\\boxed")
    if i < 0:
        return None
    j = text.find("{", i)
    if j < 0:
        return None
    depth = 0
    for k in range(j, len(text)):
        if text[k] == "{":
            depth += 1
        elif text[k] == "}":
            depth -= 1
            if depth == 0:
                return text[j + 1:k]
    return None


def last_a_line(text):
    m = re.findall(r"A:\s*(.*)", text)
    return m[-1].strip() if m else None


def naive_pred(r):
    """The naive checker's extracted answer (None: nothing found)."""
    if r["group"].startswith("gsm8k"):
        return last_a_line(r["response"])
    return last_boxed(r["response"])


def naive_ok(r):
    return naive_pred(r) == r["answer"]


# ----------------------------------------------- made-up token material

PIECE = re.compile(r" ?\w+| ?[^\w\s]|\s+")


def pieces(text):
    """Word pieces standing in for a tokenizer's tokens."""
    out = []
    pos = 0
    specials = re.compile("|".join(re.escape(t) for t in SPECIAL_IDS))
    for m in specials.finditer(text):
        out += PIECE.findall(text[pos:m.start()])
        out.append(m.group(0))
        pos = m.end()
    out += PIECE.findall(text[pos:])
    return out


def token_ids(text):
    return [SPECIAL_IDS.get(p, zlib.crc32(p.encode("utf-8")) % 151000 + 100)
            for p in pieces(text)]


def ntok(text):
    return len(pieces(text))


def logprobs(text, salt):
    """Made-up sampling log-probabilities, exact binary fractions."""
    return [-(zlib.crc32(("%s/%d/%s" % (salt, i, p)).encode("utf-8")) % 29)
            / 16.0 for i, p in enumerate(pieces(text))]


def f32(x):
    """x rounded to float32, as tensor.tolist() gives it back."""
    return struct.unpack("<f", struct.pack("<f", x))[0]


def uid(*parts):
    """A stable made-up 32-hex id."""
    return hashlib.sha1("/".join(map(str, parts)).encode()).hexdigest()[:32]


def uuid4ish(*parts):
    h = uid(*parts)
    return "%s-%s-4%s-a%s-%s" % (h[:8], h[8:12], h[13:16], h[17:20], h[20:32])


# ------------------------------------------------------------- plans
#
# A plan is a list of steps; a step is a list of (problem group, half).
# The math problems have 8 responses each: half 0 is responses 0-3,
# half 1 responses 4-7 (groups of 4).  The GSM8K problems have 4: half 0
# is responses 0-1, half 1 responses 2-3 (groups of 2).  Every plan has
# problem 1 twice in its first step (two groups of the same prompt) and
# problem 2 again in its last step.

def plan(ids):
    p = ids
    return [[(p[0], 0), (p[1], 0), (p[0], 1)],
            [(p[2], 0), (p[3], 0), (p[4], 0)],
            [(p[5], 0), (p[1], 1), (p[6], 0)]]


def mname(n):
    return "qwen25math-math100-%d" % n


def gname(n):
    return "gsm8k-test-%d" % n


PLANS = {
    "verl": plan([mname(i) for i in (17, 37, 58, 24, 3, 70, 98)]),
    "papo-fork": plan([mname(i) for i in (58, 98, 6, 53, 84, 17, 37)]),
    "trl": plan([mname(i) for i in (70, 59, 17, 98, 85, 6, 81)]),
    "roll": plan([mname(i) for i in (98, 24, 70, 37, 3, 58, 92)]),
    "slime": plan([gname(i) for i in (610, 249, 21, 829, 51, 819, 82)]),
    "areal": plan([mname(i) for i in (6, 53, 98, 58, 85, 70, 37)]),
    "skyrl": plan([mname(i) for i in (92, 76, 58, 17, 3, 37, 98)]),
    "nemo-rl": plan([gname(i) for i in (819, 610, 28, 997, 21, 419, 140)]),
    "prime-rl": plan([gname(i) for i in (28, 819, 249, 51, 610, 82, 997)]),
    "verifiers": plan([gname(i) for i in (140, 610, 819, 419, 68, 642,
                                          133)])[:2],
    "orz": plan([mname(i) for i in (24, 92, 3, 81, 59, 17, 85)]),
    "rllm": plan([mname(i) for i in (37, 70, 76, 98, 6, 58, 53)]),
}


def members(group, half):
    rs = (MATH if group.startswith("qwen") else GSM)[group]
    n = len(rs) // 2
    return rs[half * n:(half + 1) * n]


# --------------------------------------------------------- bookkeeping
#
# Every sample records, per step and per true group (problem, half),
# its key in the dump and its records' true labels and stored verdicts;
# expected.tsv and EXPECTED.md are written from that.

EXPECT = []     # (sample, step, key, true group, n, right, stored right)
NOTES = {}


def expect(sample, step, key, group, half, stored):
    rs = members(group, half)
    EXPECT.append((sample, str(step), key, "%s/%d" % (group, half),
                   len(rs), sum(r["label"] for r in rs), sum(stored)))


def write_text(path, text, mode="w"):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, mode, encoding="utf-8", newline="\n") as f:
        f.write(text)


def key_of(text):
    """A short stand-in for a long text key in expected.tsv."""
    return "sha1:" + hashlib.sha1(text.encode("utf-8")).hexdigest()[:12]


# ----------------------------------------------------------------- verl
#
# verl/trainer/ppo/ray_trainer.py _write_generations (called through
# _dump_generations from _log_rollout_data): DIR/{global_steps}.jsonl,
# one json.dumps(entry, ensure_ascii=False, default=str) line per
# response, keys input, output, gts, score, step, then the reward
# function's extra keys.  The batch was reordered by _balance_batch
# before, and the prompt and response were decoded with
# skip_special_tokens=True.


def balance_order(seqlens, k=2):
    """An order like verl's _balance_batch: k equal-size partitions of
    similar total workload (24576*s + s*s), each sorted by workload and
    laid out smallest at both ends (even positions, then odd reversed).
    verl partitions by Karmarkar-Karp; a greedy split stands in for it,
    which moves the same records apart."""
    n = len(seqlens)
    work = [24576 * s + s * s for s in seqlens]
    parts = [[] for _ in range(k)]
    sums = [0] * k
    for i in sorted(range(n), key=lambda i: (-work[i], i)):
        j = min((j for j in range(k) if len(parts[j]) < n // k),
                key=lambda j: (sums[j], j))
        parts[j].append(i)
        sums[j] += work[i]
    order = []
    for p in parts:
        p.sort(key=lambda i: (work[i], i))
        order += p[::2] + p[1::2][::-1]
    return order


def verl_dump(path, step, rows, extra_keys):
    """rows: dicts with input, output, gts, score and the extra keys."""
    seq = [ntok(r["input"]) + ntok(r["output"]) + 1 for r in rows]
    lines = []
    for i in balance_order(seq):
        r = rows[i]
        entry = {"input": r["input"], "output": r["output"],
                 "gts": r["gts"], "score": r["score"], "step": step}
        for k in extra_keys:
            entry[k] = r[k]
        lines.append(json.dumps(entry, ensure_ascii=False) + "\n")
    write_text(path, "".join(lines))


def make_verl():
    name = "verl"
    for s, step in enumerate(PLANS[name], start=1):
        rows = []
        for group, half in step:
            stored = []
            for r in members(group, half):
                pred = naive_pred(r)
                ok = naive_ok(r)
                stored.append(ok)
                rows.append({
                    "input": strip_special(chat(QWEN_MATH_SYSTEM,
                                                r["problem"])),
                    "output": r["response"], "gts": r["answer"],
                    # a custom reward function returning a dict like
                    # verl's math_dapo: score 1.0 / -1.0, acc, pred
                    "score": 1.0 if ok else -1.0, "acc": ok,
                    "pred": pred if pred is not None else "[INVALID]"})
            prompt = strip_special(chat(QWEN_MATH_SYSTEM,
                                        members(group, half)[0]["problem"]))
            expect(name, s, key_of(prompt), group, half, stored)
        verl_dump(os.path.join(HERE, name, "rollout_data", "%d.jsonl" % s),
                  s, rows, ("acc", "pred"))


# verl's validation (RayPPOTrainer._validate -> _dump_generations when
# trainer.validation_data_dir is set): DIR/{global_steps}.jsonl, step 0
# the validation before training; the same writer, with "reward" (the
# score) after step and the reward function's extras after it; the
# batch is repeated val_kwargs.n times, interleaved, and not balanced.

def make_verl_val():
    name = "verl-val"
    for s, half in ((0, 0), (2, 1)):
        lines = []
        for g in (mname(3), mname(24), mname(92)):
            rs = members(g, half)
            prompt = strip_special(chat(QWEN_MATH_SYSTEM, rs[0]["problem"]))
            for r in rs:
                sc = float(r["label"])
                lines.append(json.dumps({
                    "input": prompt, "output": r["response"],
                    "gts": r["answer"], "score": sc, "step": s,
                    "reward": sc, "acc": sc}, ensure_ascii=False) + "\n")
            expect(name, s, key_of(prompt), g, half,
                   [r["label"] == 1 for r in rs])
        write_text(os.path.join(HERE, "verl", "validation_data",
                                "%d.jsonl" % s), "".join(lines))


# ---------------------------------------------------------- PAPO fork
#
# tanzelin430/PAPO verl/verl/trainer/ppo/ray_trainer.py
# _dump_generations: the same layout as verl; the fork's reward function
# (numina_math_process route with USE_DUAL_OBJECTIVE) returns score,
# acc, reward_prm, llm_corrected, in that order.

PAPO_PREFIX = ("You are a knowledgeable math assistant. Answer the "
               "following questions and think step by step.")


def papo_prm(r):
    """A made-up judge tier for a correct response: 1.0 or 0.5."""
    return 0.5 if zlib.crc32(r["id"].encode()) % 3 == 0 else 1.0


def make_papo():
    name = "papo-fork"
    for s, step in enumerate(PLANS[name], start=1):
        rows = []
        for group, half in step:
            stored = []
            for r in members(group, half):
                rule = naive_ok(r)
                corrected = (not rule) and r["label"] == 1
                right = rule or corrected
                stored.append(right)
                rows.append({
                    "input": "%s %s Please output the final answer within "
                             "\\boxed{}." % (PAPO_PREFIX, r["problem"]),
                    "output": r["response"], "gts": r["answer"],
                    "score": 1.0 if right else 0.0, "acc": right,
                    "reward_prm": papo_prm(r) if right else 0.0,
                    "llm_corrected": 1.0 if corrected else 0.0})
            prompt = rows[-1]["input"]
            expect(name, s, key_of(prompt), group, half, stored)
        verl_dump(os.path.join(HERE, name, "rollout_data", "%d.jsonl" % s),
                  s, rows, ("acc", "reward_prm", "llm_corrected"))


# ---------------------------------------------------------------- TRL
#
# trl/trainer/grpo_trainer.py GRPOTrainer.log: with log_completions,
# OUTPUT_DIR/completions/completions_{global_step:05d}.parquet (pandas
# to_parquet) with columns step, prompt, completion, one per reward
# function, the columns reward functions log with log_extra (sorted),
# advantage.  The sample holds what the conversion command prints.

def trl_advantages(rewards):
    n = len(rewards)
    mean = sum(rewards) / n
    std = math.sqrt(sum((x - mean) ** 2 for x in rewards) / (n - 1))
    return [f32((x - mean) / (std + 1e-4)) for x in rewards]


def make_trl():
    name = "trl"
    for s, step in enumerate(PLANS[name], start=1):
        gstep = 10 * s          # logging_steps defaults to 10 in GRPOConfig
        lines = []
        for group, half in step:
            rs = members(group, half)
            rewards = [1.0 if naive_ok(r) else 0.0 for r in rs]
            prompt = strip_special(chat(QWEN_MATH_SYSTEM, rs[0]["problem"]))
            for r, rew, adv in zip(rs, rewards, trl_advantages(rewards)):
                lines.append(json.dumps({
                    "step": gstep, "prompt": prompt,
                    "completion": r["response"], "boxed_match": rew,
                    "solution": r["answer"], "advantage": adv},
                    ensure_ascii=False) + "\n")
            expect(name, gstep, key_of(prompt), group, half,
                   [x == 1.0 for x in rewards])
        write_text(os.path.join(HERE, name, "completions",
                                "completions_%05d.jsonl" % gstep),
                   "".join(lines))


# --------------------------------------------------------------- ROLL
#
# roll/pipeline/rlvr/utils.py dump_rollout_to_specific_path ->
# write_to_json_process: DIR/rollout_dump_data.step_{global_step}.jsonl,
# ONE line: json.dumps(dict of lists, ensure_ascii=False), the columns of
# COLUMMNS_CONFIG that the batch has, in the batch's key order.

def make_roll():
    name = "roll"
    row_id = 1000
    for s, step in enumerate(PLANS[name]):          # global_step from 0
        cols = collections.OrderedDict((k, []) for k in (
            "id", "source", "difficulty", "prompt", "messages",
            "ground_truth", "case_type", "test_case_function", "test_cases",
            "tag", "domain", "responses", "scores", "sampling_params",
            "global_step"))
        meta = json.dumps({"global_step": s, "collect_unfinished": False,
                           "generation_config": {
                               "temperature": 0.99, "top_p": 0.99,
                               "top_k": 100, "num_beams": 1,
                               "max_new_tokens": 4096,
                               "num_return_sequences": 4}})
        for group, half in step:
            rs = members(group, half)
            row_id += 1
            stored = []
            for r in rs:
                ok = naive_ok(r)
                stored.append(ok)
                cols["id"].append(str(row_id))
                cols["source"].append("math")
                cols["difficulty"].append("")
                cols["prompt"].append(r["problem"])
                cols["messages"].append(json.dumps([
                    {"role": "system", "content": QWEN_MATH_SYSTEM},
                    {"role": "user", "content": r["problem"]}]))
                cols["ground_truth"].append(r["answer"])
                cols["case_type"].append("")
                cols["test_case_function"].append("")
                cols["test_cases"].append("")
                cols["tag"].append("math_rule")
                cols["domain"].append("math_rule")
                cols["responses"].append(r["response"])
                cols["scores"].append(1.0 if ok else 0.0)
                cols["sampling_params"].append(meta)
                cols["global_step"].append(s)
            expect(name, s, "id=%d" % row_id, group, half, stored)
        write_text(os.path.join(HERE, name, "rollout_dump",
                                "rollout_dump_data.step_%d.jsonl" % s),
                   json.dumps(cols, ensure_ascii=False) + "\n")


# ------------------------------------------------------------- NeMo-RL
#
# nemo_rl/algorithms/grpo.py grpo_train -> Logger.log_batched_dict_as_jsonl
# (nemo_rl/utils/logger.py): LOG_DIR/train_data_step{N}.jsonl, one line
# per sample: every value a one-element slice of the batch (lists of one
# element, token arrays [[...]]) plus "idx", json.dumps(..., default=str)
# with ASCII escapes.

NEMO_PROMPT = ("Think step-by-step to solve the following problem. Output "
               "your answer inside of \\\\boxed{} tags.:\n%s\n\n"
               "Let's think step-by-step")


def nemo_adv(rewards):
    """Leave-one-out baseline over the group, divided by the group's
    standard deviation when it is not zero (grpo_math_1B.yaml)."""
    n = len(rewards)
    mean = sum(rewards) / n
    std = math.sqrt(sum((x - mean) ** 2 for x in rewards) / (n - 1))
    out = []
    for x in rewards:
        base = (sum(rewards) - x) / (n - 1)
        a = x - base
        if std > 0:
            a = a / (std + 1e-6)
        out.append(f32(a))
    return out


def make_nemo():
    name = "nemo-rl"
    for s, step in enumerate(PLANS[name], start=1):
        samples = []
        for group, half in step:
            rs = members(group, half)
            rewards = [float(r["label"]) for r in rs]
            prompt = chat(QWEN_DEFAULT_SYSTEM, NEMO_PROMPT % rs[0]["problem"])
            for r, adv in zip(rs, nemo_adv(rewards)):
                env = ("Environment: correct" if r["label"]
                       else "Environment: incorrect")
                p_ids = token_ids(prompt)
                a_ids = token_ids(r["response"]) + [SPECIAL_IDS[IM_END]]
                e_ids = token_ids(env)
                lp = logprobs(r["response"], r["id"]) + [-0.0625]
                samples.append((prompt, r, env, p_ids, a_ids, e_ids, lp,
                                float(r["label"]), adv))
            expect(name, s, key_of(prompt), group, half,
                   [r["label"] == 1 for r in rs])
        width = max(len(x[3]) + len(x[4]) + len(x[5]) for x in samples)
        lines = []
        for i, (prompt, r, env, p_ids, a_ids, e_ids, lp, rew,
                adv) in enumerate(samples):
            n = len(p_ids) + len(a_ids) + len(e_ids)
            pad = width - n
            ids = p_ids + a_ids + e_ids + [SPECIAL_IDS["<|endoftext|>"]] * pad
            mask = [0] * len(p_ids) + [1] * len(a_ids) + [0] * (len(e_ids)
                                                              + pad)
            glp = [0.0] * len(p_ids) + lp + [0.0] * (len(e_ids) + pad)
            plp = ([0.0] + logprobs(prompt, "p" + r["id"])[1:] + lp
                   + logprobs(env, "e" + r["id"]) + [0.0] * pad)
            rec = {
                "content": [[prompt, r["response"], env]],
                "rewards": [rew],
                "input_lengths": [n],
                "token_ids": [ids],
                "token_loss_mask": [mask],
                "sample_loss_mask": [1.0],
                "advantages": [[adv] * width],
                "generation_logprobs": [glp],
                "prev_logprobs": [plp],
                "idx": i,
            }
            lines.append(json.dumps(rec) + "\n")
        write_text(os.path.join(HERE, name, "logs", "exp_001",
                                "train_data_step%d.jsonl" % s),
                   "".join(lines))


# NeMo-RL's validation (nemo_rl/algorithms/grpo.py validate): after the
# rollouts, LOG_DIR/val_data_step{N}.jsonl through the same
# log_batched_dict_as_jsonl, with only "content", a one-element list of
# the message log as get_keys_from_message_log(..., ["role", "content"])
# leaves it (message objects, not strings), "rewards" and "idx".  Step 0
# is the validation before training; val_num_generations_per_prompt
# responses to each prompt, one after the other.

def make_nemo_val():
    name = "nemo-rl-val"
    probs = [gname(i) for i in (140, 419, 610)]
    for s, half in ((0, 0), (2, 1)):
        lines = []
        for group in probs:
            rs = members(group, half)
            prompt = chat(QWEN_DEFAULT_SYSTEM, NEMO_PROMPT % rs[0]["problem"])
            for r in rs:
                env = ("Environment: correct" if r["label"]
                       else "Environment: incorrect")
                log = [{"role": "user", "content": prompt},
                       {"role": "assistant", "content": r["response"]},
                       {"role": "environment", "content": env}]
                lines.append(json.dumps({"content": [log],
                                         "rewards": [float(r["label"])],
                                         "idx": len(lines)}) + "\n")
            expect(name, s, key_of(prompt), group, half,
                   [r["label"] == 1 for r in rs])
        write_text(os.path.join(HERE, "nemo-rl", "logs", "exp_001",
                                "val_data_step%d.jsonl" % s),
                   "".join(lines))


# ---------------------------------------------------------------- slime
#
# slime/observability/rollout_data_utils.py save_debug_rollout_data:
# torch.save({"rollout_id": N, "samples": [Sample.to_dict(), ...]},
# DUMP/rollout_data/{N}.pt).  The sample holds what the conversion
# command prints: one Sample.to_dict() per line, rollout_data/{N}.jsonl.

def make_slime():
    name = "slime"
    group_index = 0
    index = 0
    for s, step in enumerate(PLANS[name]):          # rollout_id from 0
        lines = []
        for group, half in step:
            rs = members(group, half)
            prompt = chat(QWEN_DEFAULT_SYSTEM, rs[0]["problem"])
            stored = []
            for r in rs:
                ok = naive_ok(r)
                stored.append(ok)
                resp_ids = token_ids(r["response"]) + [SPECIAL_IDS[IM_END]]
                p_ids = token_ids(prompt)
                rec = collections.OrderedDict([
                    ("group_index", group_index), ("index", index),
                    ("rollout_id", None), ("prompt", prompt),
                    ("tokens", p_ids + resp_ids),
                    ("multimodal_inputs", None),
                    ("multimodal_train_inputs", None),
                    ("multimodal_train_input_id", None),
                    ("apply_chat_template_kwargs", {}),
                    ("response", r["response"]),
                    ("response_length", len(resp_ids)),
                    ("label", r["answer"]), ("reward", 1 if ok else 0),
                    ("loss_mask", [1] * len(resp_ids)),
                    ("weight_versions", [str(s)] * 1),
                    ("rollout_log_probs",
                     logprobs(r["response"], r["id"]) + [-0.0625]),
                    ("rollout_top_p_token_ids", None),
                    ("rollout_top_p_token_offsets", None),
                    ("rollout_routed_experts", None),
                    ("remove_sample", False), ("teacher_log_probs", None),
                    ("status", "completed"), ("metadata", {}),
                    ("generate_function_path", None),
                    ("custom_rm_path", None), ("train_metadata", None),
                    ("session_id", None), ("non_generation_time", 0.0),
                    ("spec_info", {"spec_accept_token_num": 0,
                                   "spec_draft_token_num": 0,
                                   "spec_verify_ct": 0,
                                   "completion_token_num": len(resp_ids)}),
                    ("prefix_cache_info", {"cached_tokens": 0,
                                           "total_prompt_tokens":
                                               len(p_ids)}),
                ])
                index += 1
                lines.append(json.dumps(rec, ensure_ascii=False) + "\n")
            expect(name, s, "group_index=%d" % group_index, group, half,
                   stored)
            group_index += 1
        write_text(os.path.join(HERE, name, "rollout_data", "%d.jsonl" % s),
                   "".join(lines))


# ---------------------------------------------------------------- AReaL
#
# areal/infra/workflow_executor.py WorkflowExecutor._dump_trajectory:
# {fileroot}/logs/{user}/{experiment}/{trial}/rollout/{tail_version}/
# {task_id}.jsonl, one file per task (one prompt group), appended,
# json.dumps(record) with ASCII escapes; prompt and completion decoded
# with special tokens kept.

def make_areal():
    name = "areal"
    base = os.path.join(HERE, name, "logs", "root", "math-grpo", "trial0",
                        "rollout")
    if os.path.isdir(base):
        shutil.rmtree(base)
    task_id = 0
    for s, step in enumerate(PLANS[name]):          # weight version from 0
        for g, (group, half) in enumerate(step):
            rs = members(group, half)
            prompt = chat(QWEN_MATH_SYSTEM, rs[0]["problem"])
            # one group of the last step was started under the previous
            # weights: head_version < tail_version
            head = s - 1 if (s == 2 and g == 2) else s
            lines = []
            for i, r in enumerate(rs):
                plen = ntok(prompt)
                comp = r["response"] + IM_END
                lines.append(json.dumps({
                    "task_id": task_id, "sample_idx": i,
                    "seqlen": plen + ntok(comp), "prompt_len": plen,
                    "head_version": head, "tail_version": s,
                    "reward": float(r["label"]), "prompt": prompt,
                    "completion": comp}) + "\n")
            write_text(os.path.join(base, str(s), "%d.jsonl" % task_id),
                       "".join(lines))
            expect(name, s, "task_id=%d" % task_id, group, half,
                   [r["label"] == 1 for r in rs])
            task_id += 1


# ---------------------------------------------------------------- SkyRL
#
# skyrl/train/utils/trainer_utils.py dump_per_dataset_eval_results
# (called by skyrl/train/evaluate.py evaluate):
# EXPORT/dumped_evals/global_step_{N}_evals/{data_source}.jsonl and
# aggregated_results.jsonl beside it, json.dumps(..., ensure_ascii=False);
# prompt and response decoded with special tokens kept; score is the
# token-level reward list of the non-batched generator.

def make_skyrl():
    name = "skyrl"
    for s, step in enumerate(PLANS[name]):
        gstep = 5 * s           # eval_before_train, then eval_interval 5
        lines = []
        scores_by_group = []
        for group, half in step:
            rs = members(group, half)
            prompt = chat(QWEN_MATH_SYSTEM, rs[0]["problem"])
            stored = []
            for r in rs:
                ok = naive_ok(r)
                stored.append(ok)
                out = r["response"] + IM_END
                score = [0.0] * ntok(out)
                score[-1] = 1.0 if ok else -1.0
                lines.append(json.dumps({
                    "input_prompt": prompt, "output_response": out,
                    "score": score, "stop_reason": "stop",
                    "env_class": "aime",
                    "env_extras": {
                        "data_source": "math",
                        "ability": "MATH",
                        "reward_model": {"ground_truth": r["answer"],
                                         "style": "rule-lighteval/MATH_v2"},
                        "extra_info": {"index": uuid4ish(group)}},
                    "data_source": "math"}, ensure_ascii=False) + "\n")
            scores_by_group.append([1.0 if x else -1.0 for x in stored])
            expect(name, gstep, key_of(prompt), group, half, stored)
        d = os.path.join(HERE, name, "dumped_evals",
                         "global_step_%d_evals" % gstep)
        write_text(os.path.join(d, "math.jsonl"), "".join(lines))
        flat = [x for g in scores_by_group for x in g]
        avg = sum(flat) / len(flat)
        passn = sum(1 for g in scores_by_group if max(g) > 0) / len(
            scores_by_group)
        pos = [x for x in flat if x > 0]
        metrics = collections.OrderedDict([
            ("eval/math/avg_score", avg), ("eval/math/pass_at_4", passn),
            ("eval/math/mean_positive_reward",
             sum(pos) / len(pos) if pos else 0.0),
            ("eval/all/avg_score", avg), ("eval/all/pass_at_4", passn),
            ("eval/all/mean_positive_reward",
             sum(pos) / len(pos) if pos else 0.0)])
        write_text(os.path.join(d, "aggregated_results.jsonl"),
                   json.dumps(metrics, ensure_ascii=False) + "\n")


# ------------------------------------------------------------- prime-rl
#
# src/prime_rl/monitors/file.py FileMonitor.log_episodes:
# OUTPUT/rollouts/step_{N}/{train|eval}/{all|effective}/traces.jsonl,
# orjson.dumps(episode.to_record()) + "\n" (compact, UTF-8 kept);
# Episode.to_record is verifiers/v1/episode.py: model_dump(mode="json",
# exclude_none=True) without the nodes' tensor fields.

GSM_SYSTEM = ("Solve the grade-school math problem. Reason step by step, "
              "then give the final answer as a single number on the last "
              "line, prefixed with '#### ' (e.g. '#### 42').")
T0 = 1767225600.0       # 2026-01-01T00:00:00Z, made-up clock


def compact(obj):
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def prime_episode(s, gid, idx, r, k, adv):
    prompt = "%s\n\n%s" % (GSM_SYSTEM, r["problem"])
    data = collections.OrderedDict([
        ("idx", idx), ("prompt", prompt), ("network_allow", ["*"]),
        ("network_block", []), ("artifacts", []), ("timeout", {}),
        ("resources", {}), ("answer", r["answer"])])
    task = {"type": "GSM8KTask", "data": data,
            "key": uid("key", idx)[:16], "hash": uid("hash", idx)[:16]}
    t = T0 + 600 * s + 7 * k
    user_text = "%suser\n%s%s\n" % (IM_START, prompt, IM_END)
    scaffold = IM_START + "assistant\n"
    u_ids = token_ids(user_text)
    c_ids = token_ids(r["response"]) + [SPECIAL_IDS[IM_END]]
    s_ids = token_ids(scaffold)
    lp = logprobs(r["response"], r["id"]) + [-0.0625]
    reward = 1.0 if naive_ok(r) else 0.0
    user = collections.OrderedDict([
        ("message", {"role": "user", "content": prompt}),
        ("sampled", False), ("timestamp", t + 0.25),
        ("token_ids", u_ids), ("mask", [False] * len(u_ids)),
        ("is_content", []), ("logprobs", [])])
    asst = collections.OrderedDict([
        ("parent", 0),
        ("message", {"role": "assistant", "content": r["response"]}),
        ("sampled", True), ("timestamp", t + 3.5),
        ("token_ids", s_ids + c_ids),
        ("mask", [False] * len(s_ids) + [True] * len(c_ids)),
        ("is_content", []), ("logprobs", lp)])
    if adv is not None:
        asst["advantages"] = [adv] * len(lp)
    trace = collections.OrderedDict([
        ("version", 1), ("id", uid("trace", r["id"], s)),
        ("verifiers", {"version": "0.3.1.dev59",
                       "commit": "a60a606ecc4d309247edf9ff92c3eabca362781f"}),
        ("task", task),
        ("agent", {"config": {"model": "Qwen/Qwen3-4B-Instruct-2507",
                              "timeout": {}, "retries": {}},
                   "name": "agent", "trainable": True}),
        ("tools", []), ("nodes", [user, asst]),
        ("calls", [{"node": 1, "model": "Qwen/Qwen3-4B-Instruct-2507",
                    "endpoint": "/chat/completions", "finish_reason": "stop",
                    "usage": {"prompt_tokens": len(u_ids),
                              "completion_tokens": len(c_ids)},
                    "time": {"start": t + 0.25, "end": t + 3.5}}]),
        ("request_rewrites", []), ("response_rewrites", []),
        ("rewards", {"correct": {"score": reward, "weight": 1.0}}),
        ("metrics", {}), ("info", {}), ("extra_usage", []),
        ("is_completed", True), ("ok", True),
        ("stop_condition", "max_turns"), ("errors", []),
        ("timing", {"start": t,
                    "boot": {"start": t, "end": t + 0.125},
                    "setup": {"start": t + 0.125, "end": t + 0.25},
                    "agent": {"start": t + 0.25, "end": t + 3.5,
                              "model": {"duration": 3.25},
                              "harness": {"duration": 0.0}},
                    "finalize": {"start": t + 3.5, "end": t + 3.5},
                    "scoring": {"start": t + 3.5, "end": t + 4.0}})])
    ep = collections.OrderedDict([
        ("id", uid("episode", r["id"], s)),
        ("env", {"id": "gsm8k", "name": "gsm8k"}),
        ("task", task), ("group", {"id": gid}),
        ("run", {"type": "train", "id": "run-0001", "name": "gsm8k-grpo",
                 "work": {"type": "train", "step": s,
                          "policy": {"start": s - 1, "end": s - 1}}}),
        ("ok", True), ("errors", []), ("traces", [trace])])
    return ep, reward


def make_prime():
    name = "prime-rl"
    for s, step in enumerate(PLANS[name], start=1):  # progress.step from 1
        effective = []
        arrivals = []
        for g, (group, half) in enumerate(step):
            rs = members(group, half)
            gid = uuid4ish("group", s, group, half)
            idx = int(group.rsplit("-", 1)[1])
            eps = [prime_episode(s, gid, idx, r, 4 * g + k, None)
                   for k, r in enumerate(rs)]
            rewards = [rw for _, rw in eps]
            mean = sum(rewards) / len(rewards)
            advs = [f32(x - mean) for x in rewards]
            effective += [prime_episode(s, gid, idx, r, 4 * g + k, a)[0]
                          for k, (r, a) in enumerate(zip(rs, advs))]
            arrivals += [(k, g, ep) for k, (ep, _) in enumerate(eps)]
            expect(name, s, "group.id=" + gid, group, half,
                   [x == 1.0 for x in rewards])
        # the "all" cohort is written as episodes arrive: interleaved
        arrivals.sort(key=lambda x: (x[0], -x[1]))
        d = os.path.join(HERE, name, "rollouts", "step_%d" % s, "train")
        write_text(os.path.join(d, "all", "traces.jsonl"),
                   "".join(compact(ep) + "\n" for _, _, ep in arrivals))
        write_text(os.path.join(d, "effective", "traces.jsonl"),
                   "".join(compact(ep) + "\n" for ep in effective))


# ------------------------------------------------------------ verifiers
#
# verifiers/legacy/utils/save_utils.py save_outputs (vf-eval -s):
# ./outputs/evals/{env_id}--{model with / as --}/{uuid8}/results.jsonl,
# json.dumps(output, default=make_serializable) with ASCII escapes,
# appended one finished group at a time.  No step: each run is a folder.

def make_verifiers():
    name = "verifiers"
    base = os.path.join(HERE, name, "outputs", "evals",
                        "gsm8k--Qwen--Qwen3-4B-Instruct-2507")
    if os.path.isdir(base):
        shutil.rmtree(base)
    for s, step in enumerate(PLANS[name]):
        run = uid("run", s)[:8]
        groups = []
        for e, (group, half) in enumerate(step):
            rs = members(group, half)
            recs = []
            for k, r in enumerate(rs):
                ok = 1.0 if naive_ok(r) else 0.0
                t = T0 + 900 * s + 11 * e + k
                pt = ntok(GSM_SYSTEM) + ntok(r["problem"]) + 12
                ct = ntok(r["response"]) + 1
                out = collections.OrderedDict([
                    ("example_id", e),
                    ("prompt", [{"role": "system", "content": GSM_SYSTEM},
                                {"role": "user", "content": r["problem"]}]),
                    ("completion", [{"role": "assistant",
                                     "content": r["response"]}]),
                    ("answer", r["answer"]),
                    ("reward", ok), ("error", None),
                    ("timing", collections.OrderedDict([
                        ("start_time", t),
                        ("setup", {"start": t, "end": t,
                                   "duration": 0.0}),
                        ("generation", {"start": t + 0.0625,
                                        "end": t + 2.5625,
                                        "duration": 2.5}),
                        ("scoring", {"start": t + 2.5625, "end": t + 2.625,
                                     "duration": 0.0625}),
                        ("model", {"spans": [{"start": t + 0.0625,
                                              "end": t + 2.5625,
                                              "duration": 2.5}],
                                   "duration": 2.5}),
                        ("env", {"spans": [], "duration": 0.0}),
                        ("total", 2.5625),
                        ("overhead", 0.0)])),
                    ("is_completed", True), ("is_truncated", False),
                    ("stop_condition", "max_turns_reached"),
                    ("metrics", {"correct_answer": ok}),
                    ("tool_defs", None),
                    ("token_usage", {"input_tokens": float(pt),
                                     "output_tokens": float(ct)}),
                    ("correct_answer", ok)])
                recs.append(json.dumps(out) + "\n")
            groups.append(recs)
            expect(name, "run-%s" % run, "example_id=%d" % e, group, half,
                   [naive_ok(r) for r in rs])
        # groups are appended as they finish, not by example_id
        order = [1, 2, 0] if s == 0 else [2, 0, 1]
        write_text(os.path.join(base, run, "results.jsonl"),
                   "".join("".join(groups[i]) for i in order))


# ---------------------------------------------------- magic-byte files
#
# Small files with the first bytes of the binary formats, for format
# detection only.  None is a full, loadable file of that format.

def make_magic():
    d = os.path.join(HERE, "magic")
    os.makedirs(d, exist_ok=True)
    # Parquet: "PAR1", column data, the footer, its length (4 bytes, LE),
    # "PAR1" again.  The footer here is not a valid Thrift FileMetaData.
    body = b"PAR1" + b"\x15\x00" * 8
    footer = b"\x19\x1c" + b"\x00" * 14
    with open(os.path.join(d, "trl-completions_00010.parquet"), "wb") as f:
        f.write(body + footer + struct.pack("<I", len(footer)) + b"PAR1")
    # torch.save (zip serialization): a ZIP archive whose entries sit
    # under one folder: data.pkl (pickle protocol 2), byteorder, version.
    buf = io.BytesIO()
    payload = {"rollout_id": 0, "samples": [{"group_index": 0, "index": 0,
                                             "response": "\\boxed{1}",
                                             "label": "1", "reward": 1}]}
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as z:
        for name, data in (("0/data.pkl", pickle.dumps(payload, protocol=2)),
                           ("0/byteorder", b"little"),
                           ("0/version", b"3\n")):
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            z.writestr(info, data)
    with open(os.path.join(d, "slime-0.pt"), "wb") as f:
        f.write(buf.getvalue())
    # gzip and a UTF-8 BOM in front of a real verl line
    with open(os.path.join(HERE, "verl", "rollout_data", "1.jsonl"),
              "rb") as f:
        line = f.readline()
    with open(os.path.join(d, "verl-1.jsonl.gz"), "wb") as f:
        with gzip.GzipFile(filename="", mode="wb", fileobj=f,
                           mtime=0) as z:
            z.write(line)
    with open(os.path.join(d, "verl-1-bom.jsonl"), "wb") as f:
        f.write(b"\xef\xbb\xbf" + line)
    # OpenRLHF's wandb table: a JSON object with columns and data
    rows = [[s, strip_special(chat(QWEN_MATH_SYSTEM, r["problem"]))
             + r["response"], float(r["label"])]
            for s, r in enumerate((MATH[mname(17)][0], MATH[mname(58)][1]),
                                  start=1)]
    with open(os.path.join(d, "openrlhf-generated_samples_2.table.json"),
              "w", encoding="utf-8") as f:
        json.dump({"columns": ["global_step", "text", "reward"],
                   "data": rows}, f)


# ---------------------------------------------------- Open-Reasoner-Zero
#
# Open-Reasoner-Zero/Open-Reasoner-Zero playground/orz_7b_ppo.py
# CustomRewardTrainer.custom_reward_fn -> dump_results:
# SAVE_PATH/iter{global_step}_generation_results.json, ONE JSON array per
# step, json.dump(list, ensure_ascii=False, indent=2) of dict(prompt,
# score, outputs); outputs is generate_vllm's dict(response, iscorrect,
# stop_reason, final_answer) plus repeat_score and
# reflection_pattern_score.  score is 1.0 for a correct response that
# stopped, else 0.0 (use_grpo off, the default).  No reference answer.
# The evaluation (eval) writes eval_output_iter{N}_{file}{acc:.4f}.jsonl,
# one json.dumps(dict(prompt, output, final_answer, answer, iscorrect),
# ensure_ascii=False) line per prompt.

ORZ_PROMPT = ("A conversation between User and Assistant. The User asks a "
              "question, and the Assistant solves it. The Assistant first "
              "thinks about the reasoning process in the mind and then "
              "provides the User with the answer. The reasoning process is "
              "enclosed within <think> </think> and answer is enclosed "
              "within <answer> </answer> tags, respectively, i.e., <think> "
              "reasoning process here </think> <answer> answer here "
              "</answer>. User: You must put your answer inside <answer> "
              "</answer> tags, i.e., <answer> answer here </answer>. And "
              "your final answer will be extracted automatically by the "
              "\\boxed{} tag.\n%s\nAssistant: <think>")


def orz_final(response):
    m = re.findall(r"<answer>.*?(\\boxed{.*}).*?</answer>", response,
                   re.DOTALL)
    return m[-1] if m else ""


def make_orz():
    name = "orz"
    d = os.path.join(HERE, name, "orz_ckpt", "debug_orz_7b_ppo")
    for s, step in enumerate(PLANS[name], start=1):
        saved = []
        for group, half in step:
            rs = members(group, half)
            prompt = ORZ_PROMPT % rs[0]["problem"]
            for r in rs:
                ok = r["label"] == 1
                saved.append(dict(prompt=prompt, score=1.0 if ok else 0.0,
                                  outputs=dict(
                                      response=r["response"], iscorrect=ok,
                                      stop_reason="stop",
                                      final_answer=orz_final(r["response"]),
                                      repeat_score=0.0,
                                      reflection_pattern_score=0)))
            expect(name, s, key_of(prompt), group, half,
                   [r["label"] == 1 for r in rs])
        write_text(os.path.join(d, "iter%d_generation_results.json" % s),
                   json.dumps(saved, ensure_ascii=False, indent=2))
    # the evaluation of step 2: one greedy response per prompt
    lines, right = [], 0
    for g in (mname(3), mname(17), mname(37), mname(53)):
        r = MATH[g][0]
        right += r["label"]
        lines.append(json.dumps(dict(
            prompt=ORZ_PROMPT % r["problem"], output=r["response"],
            final_answer=orz_final(r["response"]), answer=r["answer"],
            iscorrect=r["label"] == 1), ensure_ascii=False) + "\n")
    write_text(os.path.join(d, "eval_output_iter2_math500%.4f.jsonl"
                            % (right / 4)), "".join(lines))


# ---------------------------------------------------------------- rLLM
#
# rllm-org/rllm rllm/utils/episode_logger.py EpisodeLogger.log_episode
# (the trainer's episode_log_dir): BASE/episodes/{mode}_step_{step}_epoch_
# {epoch}/episode_hash{task_hash}_id{episode id, ':' and '/' as '_'}.json,
# one episode a file, json.dumps(episode_data, indent=2, default=str) +
# "\n" (ASCII).  task_hash: sha256 of json.dumps(task, sort_keys=True)
# [:8]; episode ids are "{task_id}:{rollout}".  One trajectory of one
# step for a single-turn math workflow; is_correct and the rewards from
# the math reward (1.0 / 0.0).

def rllm_hash(task):
    return hashlib.sha256(json.dumps(task, sort_keys=True, default=str)
                          .encode("utf-8")).hexdigest()[:8]


def make_rllm():
    name = "rllm"
    base = os.path.join(HERE, name, "logs", "episodes")
    for s, step in enumerate(PLANS[name], start=1):
        d = os.path.join(base, "train_step_%d_epoch_0" % s)
        for gi, (group, half) in enumerate(step):
            rs = members(group, half)
            task = {"question": rs[0]["problem"],
                    "ground_truth": rs[0]["answer"], "data_source": "math"}
            th = rllm_hash(task)
            task_id = uuid4ish(name, s, gi)
            for k, r in enumerate(rs):
                ok = r["label"] == 1
                rew = 1.0 if ok else 0.0
                ep_id = "%s:%d" % (task_id, k)
                msgs = [{"role": "user", "content": rs[0]["problem"]},
                        {"role": "assistant", "content": r["response"]}]
                ep = {
                    "training_step": s, "epoch": 0, "episode_id": ep_id,
                    "session_id": None, "task": task, "task_hash": th,
                    "is_correct": ok, "termination_reason": "env_done",
                    "metrics": {"solver_acc": rew}, "metadata": {},
                    "timing": {},
                    "trajectories": [{
                        "name": "solver", "uid": uuid4ish(name, ep_id),
                        "reward": rew, "num_steps": 1, "timing": {},
                        "steps": [{
                            "observation": rs[0]["problem"], "thought": "",
                            "action": r["response"], "reward": rew,
                            "done": True, "model_response": r["response"],
                            "chat_completions": msgs, "timing": {}}]}],
                }
                fn = "episode_hash%s_id%s.json" % (
                    th, ep_id.replace(":", "_").replace("/", "_"))
                write_text(os.path.join(d, fn),
                           json.dumps(ep, indent=2, default=str) + "\n")
            expect(name, s, "task_hash=" + th, group, half,
                   [r["label"] == 1 for r in rs])


# ------------------------------------------------ lm-evaluation-harness
#
# EleutherAI/lm-evaluation-harness lm_eval/evaluator.py (log_samples)
# and lm_eval/loggers/evaluation_tracker.py save_results_samples:
# OUTPUT/{model}/samples_{task}_{date_id}.jsonl, one json.dumps(sample,
# ensure_ascii=False) line per document: doc_id, doc, target (str),
# arguments {gen_args_0: {arg_0: prompt, arg_1: generation kwargs}},
# resps [[text]], filtered_resps [answer], filter, metrics [names],
# doc_hash, prompt_hash, target_hash, then each metric's value.

def make_lmeval():
    name = "lm-eval"
    lines = []
    for i, g in enumerate((mname(3), mname(6), mname(17), mname(37),
                           mname(53), mname(58))):
        r = MATH[g][1]
        doc = {"problem": r["problem"], "answer": r["answer"]}
        prompt = "Problem:\n%s\n\nSolution:" % r["problem"]
        em = 1.0 if r["label"] == 1 else 0.0
        sample = {
            "doc_id": i, "doc": doc, "target": r["answer"],
            "arguments": {"gen_args_0": {"arg_0": prompt, "arg_1": {
                "until": ["Problem:"], "do_sample": False,
                "temperature": 0.0}}},
            "resps": [[r["response"]]],
            "filtered_resps": [last_boxed(r["response"]) or "[invalidanswer]"],
            "filter": "none", "metrics": ["exact_match"],
            "doc_hash": hashlib.sha256(json.dumps(doc, indent=2,
                                                  ensure_ascii=False)
                                       .encode()).hexdigest(),
            "prompt_hash": hashlib.sha256(prompt.encode()).hexdigest(),
            "target_hash": hashlib.sha256(r["answer"].encode()).hexdigest(),
            "exact_match": em,
        }
        lines.append(json.dumps(sample, ensure_ascii=False) + "\n")
        EXPECT.append((name, "-", "doc_id=%d" % i, "%s/r1" % g, 1,
                       r["label"], r["label"]))
    write_text(os.path.join(HERE, name, "output", "Qwen__Qwen2.5-Math-7B",
                            "samples_minerva_math_algebra_"
                            "2026-11-27T12-00-00.000000.jsonl"),
               "".join(lines))


# lighteval (huggingface/lighteval src/lighteval/logging/
# evaluation_tracker.py save_details): OUTPUT/details/{model}/{date_id}/
# details_{task}_{date_id}.parquet, Dataset.from_list(asdict(Detail))
# with its columns sorted: doc (query, choices, gold_index, ...), metric
# {name: value}, model_response (text: [str], ...).  The sample holds
# what the Parquet conversion command prints (nested columns as JSON).

def make_lighteval():
    lines = []
    for g in (mname(24), mname(70), mname(81), mname(92)):
        r = MATH[g][3]
        query = ("Solve the following math problem efficiently and "
                 "clearly.  The last line of your response should be of "
                 "the following format: 'Therefore, the final answer is: "
                 "$\\boxed{ANSWER}$. I hope it is correct' (without "
                 "quotes) where ANSWER is just the final number or "
                 "expression that solves the problem. Think step by step "
                 "before answering.\n\n%s" % r["problem"])
        rec = {"doc": {"query": query, "choices": [r["answer"]],
                       "gold_index": 0, "instruction": None,
                       "specific": None, "task_name": "math_500"},
               "metric": {"extractive_match": float(r["label"])},
               "model_response": {"input": query, "text": [r["response"]],
                                  "text_post_processed": None,
                                  "truncated_tokens_count": 0,
                                  "padded_tokens_count": 0}}
        lines.append(json.dumps(rec, ensure_ascii=False) + "\n")
    write_text(os.path.join(HERE, "lighteval", "details", "Qwen",
                            "Qwen2.5-Math-7B", "2026-11-27T12-00-00",
                            "details_math_500_2026-11-27T12-00-00.jsonl"),
               "".join(lines))


# ------------------------------------------------ dumps that are not JSON
#
# EasyR1 (hiyouga/EasyR1 verl/utils/logger/gen_logger.py
# FileGenerationLogger.log): SAVE_CHECKPOINT_PATH/generations.log, text,
# "[prompt] {inp}\n[output] {out}\n[ground_truth] {lab}\n[score] {score}
# \n\n" per validation sample (val_generations_to_log of them a step),
# appended.  AReaL before 1.0 (inclusionAI/AReaL v0.4.0
# areal/workflow/rlvr.py RLVRWorkflow.arun_episode): DUMP_DIR/{version}/
# {qid}.txt, per sample "idx: {i+1} / {n}, seqlen: {sl}, reward is {r}."
# then the prompt and the completion, each after a line "prompt is " /
# "sequence is: " and wrapped in colorama's YELLOW + DIM ... RESET_ALL.
# oat (sail-sg/oat oat/learners/base.py): SAVE_PATH/buffer_step{NNNNN}.pkl,
# pd.to_pickle((processed_prompts, refs, [rank's list of TransitionData])).

def make_text_dumps():
    d = os.path.join(HERE, "easyr1", "checkpoints", "easy_r1", "qwen2_5_7b")
    out = []
    for g in (mname(3), mname(17), mname(58)):
        r = MATH[g][2]
        inp = strip_special(chat(QWEN_MATH_SYSTEM, r["problem"]))
        out.append("[prompt] %s\n[output] %s\n[ground_truth] %s\n[score] "
                   "%s\n\n" % (inp, r["response"], r["answer"],
                               float(r["label"])))
    write_text(os.path.join(d, "generations.log"), "".join(out))
    y, dim, reset = "\x1b[33m", "\x1b[2m", "\x1b[0m"
    for version, g in ((0, mname(6)), (1, mname(70))):
        rs = members(g, 0)
        prompt = chat(QWEN_MATH_SYSTEM, rs[0]["problem"])
        text = ""
        for i, r in enumerate(rs):
            text += "\n".join([
                "idx: %d / %d, seqlen: %d, reward is %s." % (
                    i + 1, len(rs), ntok(prompt) + ntok(r["response"]) + 1,
                    float(r["label"])),
                "prompt is \n%s%s%s%s" % (y, dim, prompt, reset),
                "sequence is: \n%s%s%s%s" % (y, dim, r["response"] + IM_END,
                                             reset)]) + "\n"
        write_text(os.path.join(HERE, "areal-0.4", "dump", str(version),
                                "%s.txt" % uid("areal-0.4", g)), text)
    # oat: its TransitionData, pickled under oat.types as oat writes it
    import types
    import dataclasses
    mod = types.ModuleType("oat.types")

    @dataclasses.dataclass
    class TransitionData:
        prompt: str
        prompt_ids: list
        response: str
        response_ids: list
        response_logprobs: list
        rewards: list
        loss_mask: bool = True
        info: dict = None
    TransitionData.__module__ = "oat.types"
    TransitionData.__qualname__ = "TransitionData"
    mod.TransitionData = TransitionData
    sys.modules["oat"] = types.ModuleType("oat")
    sys.modules["oat.types"] = mod
    rs = members(mname(98), 0)
    prompt = chat(QWEN_MATH_SYSTEM, rs[0]["problem"])
    buf = [[TransitionData(prompt, token_ids(prompt), r["response"],
                           token_ids(r["response"]),
                           logprobs(r["response"], r["id"]),
                           [0.0] * (ntok(r["response"]) - 1)
                           + [float(r["label"])])
            for r in rs[:2]],
           [TransitionData(prompt, token_ids(prompt), r["response"],
                           token_ids(r["response"]),
                           logprobs(r["response"], r["id"]),
                           [0.0] * (ntok(r["response"]) - 1)
                           + [float(r["label"])])
            for r in rs[2:]]]
    with open(os.path.join(HERE, "magic", "oat-buffer_step00010.pkl"),
              "wb") as f:
        f.write(pickle.dumps(([prompt], [rs[0]["answer"]], buf), protocol=4))


# -------------------------------------------------------- expectations

def write_expected():
    rows = sorted(EXPECT, key=lambda x: (x[0], stepkey(x[1]), x[3]))
    with open(os.path.join(HERE, "expected.tsv"), "w", encoding="utf-8",
              newline="\n") as f:
        f.write("# sample\tstep\tkey\ttrue_group\tsize\tright\t"
                "stored_right\n")
        for r in rows:
            f.write("\t".join(map(str, r)) + "\n")


SAMPLE_DIRS = collections.OrderedDict([
    ("verl", "verl/rollout_data/{1,2,3}.jsonl"),
    ("verl-val", "verl/validation_data/{0,2}.jsonl"),
    ("papo-fork", "papo-fork/rollout_data/{1,2,3}.jsonl"),
    ("trl", "trl/completions/completions_000{10,20,30}.jsonl (converted)"),
    ("roll", "roll/rollout_dump/rollout_dump_data.step_{0,1,2}.jsonl"),
    ("nemo-rl", "nemo-rl/logs/exp_001/train_data_step{1,2,3}.jsonl"),
    ("nemo-rl-val", "nemo-rl/logs/exp_001/val_data_step{0,2}.jsonl"),
    ("slime", "slime/rollout_data/{0,1,2}.jsonl (converted)"),
    ("areal", "areal/logs/root/math-grpo/trial0/rollout/{0,1,2}/"
              "{task_id}.jsonl"),
    ("skyrl", "skyrl/dumped_evals/global_step_{0,5,10}_evals/math.jsonl"),
    ("prime-rl", "prime-rl/rollouts/step_{1,2,3}/train/"
                 "{all,effective}/traces.jsonl"),
    ("verifiers", "verifiers/outputs/evals/gsm8k--Qwen--Qwen3-4B-"
                  "Instruct-2507/{RUN}/results.jsonl"),
    ("orz", "orz/orz_ckpt/debug_orz_7b_ppo/iter{1,2,3}_generation_results"
            ".json (JSON arrays)"),
    ("rllm", "rllm/logs/episodes/train_step_{1,2,3}_epoch_0/episode_hash"
             "{HASH}_id{TASK}_{K}.json (pretty-printed, one a file)"),
    ("lm-eval", "lm-eval/output/Qwen__Qwen2.5-Math-7B/samples_minerva_math_"
                "algebra_{DATE}.jsonl (no step)"),
])


def write_expected_md():
    out = ["# Expected results for the framework samples", "",
           "Generated by make-samples.py (do not edit by hand); the same",
           "numbers are in expected.tsv, one row per true group:",
           "sample, step, the group's key in the dump (sha1:... is the",
           "first 12 hex digits of the SHA-1 of the UTF-8 prompt text the",
           "dump groups by), the true group (source problem / half),",
           "its size, how many of its responses are right by the upstream",
           "labels, and how many the framework's own stored verdict counts",
           "right.  papo-verify agrees with the labels on every response",
           "used here.", "",
           "A key that holds two true groups in one step is a prompt the",
           "dump repeats with no group id of its own: only the framework's",
           "group size (or record order, where LAYOUTS.md says it is",
           "contiguous) tells them apart.", ""]
    by = collections.OrderedDict()
    for e in EXPECT:
        by.setdefault(e[0], collections.OrderedDict()).setdefault(
            e[1], []).append(e)
    for sample, steps in by.items():
        out += ["## " + sample, "", "Files: `%s`" % SAMPLE_DIRS[sample], "",
                "| step | records | true groups (sizes) | keys with more "
                "than one true group | right (labels) | accuracy | "
                "stored right | stored accuracy |",
                "|---|---|---|---|---|---|---|---|"]
        for step, es in steps.items():
            n = sum(e[4] for e in es)
            right = sum(e[5] for e in es)
            stored = sum(e[6] for e in es)
            keys = collections.Counter(e[2] for e in es)
            multi = ", ".join("%s x%d" % (k, c) for k, c in keys.items()
                              if c > 1) or "none"
            out.append("| %s | %d | %d (%s) | %s | %d | %.6f | %d | %.6f |"
                       % (step, n, len(es),
                          " ".join(str(e[4]) for e in es), multi, right,
                          right / n, stored, stored / n))
        out.append("")
    write_text(os.path.join(HERE, "EXPECTED.md"), "\n".join(out))


def stepkey(s):
    m = re.search(r"\d+$", s)
    return (0, int(m.group(0))) if m and s.isdigit() else (1, s)


def main():
    for fn in (make_verl, make_verl_val, make_papo, make_trl, make_roll,
               make_nemo, make_nemo_val, make_slime, make_areal, make_skyrl, make_prime,
               make_verifiers, make_orz, make_rllm, make_lmeval,
               make_lighteval, make_magic, make_text_dumps):
        fn()
    write_expected()
    write_expected_md()
    print("wrote %d groups in %d samples" % (
        len(EXPECT), len({e[0] for e in EXPECT})))


if __name__ == "__main__":
    main()
