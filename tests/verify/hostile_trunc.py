#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_trunc.py: truncation, adversarial round 16 (issue 26:
"Truncation is never rewarded").  Real responses of the labelled
corpus (tests/verify/corpus/corpus.jsonl: right ones papo-verify
rewards whole) are cut, and records are marked cut off the ways the
frameworks' dump writers mark them:

 - box: cut at every byte inside the last \\boxed{...} (inside its
   \\frac{, after "\\boxed{4" of 42, the closing brace missing), the
   reference the answer's, and the visible digits when they are a
   prefix of the answer's ("\\boxed{4" against 4);
 - bold: cut at every byte inside the last **...** that holds the
   answer;
 - json: cut at every byte from a JSON answer's "answer" key to the
   brace closing its object (inside the string, after it);
 - utf8: cut inside a multi-byte UTF-8 sequence after the last box's
   opener (the line then holds a partial character);
 - phrase: cut right after a final answer phrase ("Final Answer:",
   "the final answer is", "答案是"), the answer given earlier;
 - think: a response inside an unclosed <think> (the reasoning and its
   box, the closing tag cut: "<think>...\\boxed{8}", "...</thi");
 - tag: cut at every byte inside <answer>...</answer> after a closed
   <think>;
 - unit: a value followed by a unit word cut mid-word ("42 kilom");
 - delim: a statement of the value cut before its unit's closing
   delimiter (a bold, a box, "$", "\\(", "\\[", "$$", a quote, a star,
   an answer tag, backticks), against the value and against the digits
   seen ("The final answer is \"4" against 4);
 - heading: the reasoning before the last line stating the answer
   (the value in it), then an answer's heading with nothing after it
   ("**Final Answer:**", "## Final Answer", "所以", "Antwort:");
 - dangling: a value followed by a word that wants what follows it
   ("The answer is 42 per", "**42** its", "\\(42\\) for");
 - mark-*: the whole response (rewarded unmarked) in a record whose
   dump says it was cut off: a finish reason or stop reason at a
   length limit at the root, in lists, beside the response in nested
   objects (vLLM's outputs[0], OpenAI's choices[0]), a truncated flag
   beside the response, rLLM's termination_reason, in each preset's
   own layout (--preset verl, trl, slime, skyrl, orz, rllm,
   verifiers, areal and the default); and a length field at
   --max-length (slime's response_length, verifiers' token_usage, the
   default's length, a --field length=).

usage: hostile_trunc.py PAPO_VERIFY [--list]

A variant is wrong when rewarded: each is cut before its answer is
complete, or marked cut.  Controls: the same records uncut and
unmarked, and marked with a value no row reads as a cut ("stop",
false); each must be rewarded.  Holes left are listed in KNOWN and
counted apart; tests/t-verify-hostile-trunc.sh caps them.  Prints each
variant rewarded and each control refused, a count per family; exits
1 when any is.  --list writes the variants (JSONL).
"""
import json
import os
import re
import sys

import verify_run

CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                      "corpus", "corpus.jsonl")
PER_KIND = 40		# records of each corpus kind taken
STEP = 1		# every byte offset inside an answer's span

KNOWN = []


def corpus():
    """The corpus's right responses, a stride of each kind's."""
    rows, per = [], {}
    with open(CORPUS, encoding="utf-8") as f:
        recs = [json.loads(x) for x in f]
    for r in recs:
        if r["label"] != 1 or "\\boxed{\\boxed" in r["response"]:
            continue
        per.setdefault(r["kind"], []).append(r)
    for k in sorted(per):
        rs = per[k]
        stride = max(1, len(rs) // (PER_KIND * 4))
        rows.extend(rs[::stride][:PER_KIND * 4])
    return rows


def box_span(s):
    """(opener, end) of the last \\boxed{...}: the index of "\\boxed{"
    and the index after its closing brace; None when not closed."""
    o = s.rfind("\\boxed{")
    if o < 0:
        return None
    depth, i = 0, o + 6
    while i < len(s):
        if s[i] == "{":
            depth += 1
        elif s[i] == "}":
            depth -= 1
            if depth == 0:
                return o, i + 1
        i += 1
    return None


def cut_box(r, add):
    sp = box_span(r["response"])
    if sp is None:
        return
    s, a = r["response"], r["answer"]
    for k in range(sp[0] + 7, sp[1], STEP):
        add("box", a, s[:k], r)
        seen = s[sp[0] + 7:k]
        if re.fullmatch(r"-?\d+", seen) and a.startswith(seen) and \
                seen != a:
            add("box-prefix", seen, s[:k], r)


def cut_bold(r, add):
    s, a = r["response"], r["answer"]
    c = s.rfind("**")
    o = s.rfind("**", 0, c) if c > 0 else -1
    if o < 0 or a not in s[o:c]:
        return
    for k in range(o + 2, c + 1, STEP):
        if k < o + 2 + s[o + 2:c].find(a) + len(a):
            add("bold", a, s[:k], r)


def cut_json(r, add):
    s, a = r["response"], r["answer"]
    m = None
    for m in re.finditer(r'"answer"\s*:\s*"', s):
        pass
    if m is None:
        return
    end = s.find("}", m.end())
    if end < 0:
        return
    for k in range(m.end(), end, STEP):
        add("json", a, s[:k], r)


def cut_utf8(r, add):
    s, a = r["response"], r["answer"]
    sp = box_span(s)
    b = s.encode()
    start = len(s[:sp[0]].encode()) if sp else max(0, len(b) - 80)
    for k in range(start, len(b)):
        if 0x80 <= b[k] < 0xc0:		# a continuation byte
            add("utf8", a, b[:k].decode("utf-8", "surrogateescape"), r)


PHRASES = ("Final Answer:", "final answer is", "Final answer:",
           "The answer is", "the answer is", "答案是", "resposta é")


def cut_phrase(r, add):
    s, a = r["response"], r["answer"]
    for p in PHRASES:
        i = s.rfind(p)
        if i >= 0 and a in s[:i]:
            add("phrase", a, s[:i + len(p)], r)
            add("phrase", a, s[:i + len(p)] + " ", r)
            add("phrase", a, s[:i + len(p)] + " $", r)
            add("phrase", a, s[:i + len(p)] + " \\(", r)


def cut_think(r, add):
    s, a = r["response"], r["answer"]
    if box_span(s) is None or "</think>" in s:
        return  # a reply that closes its own reasoning is not cut
    t = "<think>\n" + s + "\n</think>\n\nThe answer is $\\boxed{%s}$." % a
    c = t.find("</think>")
    for k in sorted({c, c + 1, c + 3, c + 7, len(t) - 3}):
        add("think", a, t[:k], r)
    add("think", a, "<think>\n" + s, r)


def cut_tag(r, add):
    s, a = r["response"], r["answer"]
    if not re.fullmatch(r"[-0-9./]+", a):
        return
    t = "<think>\n" + s[:200] + "\n</think>\n<answer>" + a + "</answer>"
    o = t.find("<answer>")
    for k in range(o + 8, len(t), STEP):
        add("tag", a, t[:k], r)


UNITS = ("kilometers", "centimeters", "minutes", "dollars", "degrees",
         "hours", "meters", "apples", "quilómetros", "公里")
# the cuts of UNITS that are words or units whole: not cut
WHOLE = {"kilo", "kilometer", "cent", "centimeter", "m", "mi", "min",
         "minute", "d", "do", "dollar", "deg", "degree", "h", "ho",
         "hour", "meter", "me", "apple", "quilómetro", "k", "c"}


def cut_unit(r, add):
    a = r["answer"]
    if not re.fullmatch(r"\d+", a):
        return
    for u in UNITS:
        for k in range(1, len(u)):
            if u[:k] in WHOLE or re.search(r"(?i)\b%s\b" % re.escape(u[:k]),
                                           r.get("problem") or ""):
                continue    # a word whole, or one the problem writes
            add("unit", a, "So the total is %s %s" % (a, u[:k]), r)


# words that want what follows them, a response cut right after one
DANGLING = ("per", "a", "an", "the", "of", "from", "to", "at", "by", "for",
            "on", "as", "into", "than", "with", "its", "their", "our",
            "your", "my", "every", "between", "through", "including")
OPENERS = ("So the total is %s %s", "The answer is %s %s",
           "Final answer: %s %s", "The answer is $\\boxed{%s}$ %s",
           "Therefore, %s %s", "**%s** %s", "The answer is \\(%s\\) %s",
           "So the total is %s apples %s")


def cut_dangling(r, add):
    a = r["answer"]
    if not re.fullmatch(r"\d+", a) or int(a) % 4:
        return
    for o in OPENERS:
        for w in DANGLING:
            add("dangling", a, o % (a, w), r)


# statements of the value, its delimited unit between [[ and ]]: a cut
# before the unit's closing delimiter leaves it open (not "$42$": its
# cut "$42" is a currency's, whole)
DELIMITED = ("So the total is [[**%s apples**]].", "**Final Answer:** [[**%s**]]",
             "The answer is [[$\\boxed{%s}$]].",
             "The answer is [[\\(\\boxed{%s}\\)]].",
             "Therefore\n[[\\[\n\\boxed{%s}\n\\]]]\n",
             "The answer is [[\\(%s\\)]].",
             "答案是[[\\boxed{%s}]]。", "Die Antwort ist [[$\\boxed{%s}$]].",
             "La respuesta es [[**%s**]].", "<answer>[[%s</answer>]]",
             "Answer: [[\\boxed{\\frac{%s}{1}}]]",
             "The answer is [[\\boxed{%s\\text{ apples}}]].",
             "The answer is [[`%s`]].", "The final answer is [[\"%s\"]].",
             "{\"answer\": [[\"%s\"}]]", "The answer is [[*%s*]].",
             "The answer is [[__%s__]].", "The answer is [[\\textbf{%s}]].",
             "The answer is [[(%s)]].", "答案：[[**%s**]]",
             "The answer is [[\\(\\mathbf{%s}\\)]].",
             "So the answer is [[$$\\frac{%s}{1}$$]]")


def cut_delim(r, add):
    a = r["answer"]
    if not re.fullmatch(r"\d+", a) or int(a) % 3:
        return
    for t in DELIMITED:
        t = t % a
        i, j = t.index("[["), t.index("]]")
        full = t.replace("[[", "").replace("]]", "")
        # a math span's closing "$" alone missing after a whole box or
        # expression ("$\\boxed{42}") is a cut after a complete answer
        end = j - 2
        while t[i + 2] == "$" and full[end - 1] == "$":
            end -= 1
        for k in range(i + 1, end):
            add("delim", a, full[:k], r)
            seen = re.sub(r"\D", "", full[i:k])
            if seen and seen != a and a.startswith(seen):
                add("delim-prefix", seen, full[:k], r)


# an answer's heading with nothing after it
HEADINGS = ("Final answer", "**Final Answer**", "**Final Answer:**",
            "## Final Answer", "### Final Answer:", "Answer —", "Answer -",
            "所以", "因此：", "最终答案：", "**答案**", "Réponse finale :",
            "**Respuesta final:**", "Antwort:", "Ответ —", "Resposta final",
            "Therefore,", "So the answer is", "In conclusion", "Result:")


def cut_heading(r, add):
    s, a = r["response"], r["answer"]
    i = s.rfind(a)
    if i < 0:
        return
    pre = s[:s.rfind("\n", 0, i) + 1].rstrip()
    if a not in pre:
        return
    for h in HEADINGS:
        add("heading", a, pre + "\n\n" + h, r)
        add("heading", a, pre + " " + h + " ", r)


CUTTERS = (cut_box, cut_bold, cut_json, cut_utf8, cut_phrase, cut_think,
           cut_tag, cut_unit, cut_dangling, cut_delim, cut_heading)


# Marks of a cut, each a function of the response giving (preset, the
# record's fields other than family and answer's own, answer key).
def marks():
    L = "length"
    return [
        ("root-finish", None, lambda s: {"response": s,
                                         "finish_reason": L}),
        ("root-finish-list", None, lambda s: {"response": s,
                                              "finish_reason": [L]}),
        ("root-stop-max", None, lambda s: {"response": s,
                                           "stop_reason": "max_tokens"}),
        ("root-truncated", None, lambda s: {"response": s,
                                            "truncated": True}),
        ("root-is-truncated", None, lambda s: {"response": s,
                                               "is_truncated": True}),
        ("meta-truncated", None, lambda s: {"response": s,
                                            "meta": {"truncated": True}}),
        ("info-is-truncated", None, lambda s: {
            "response": s, "info": {"is_truncated": True}}),
        ("extra-finish", None, lambda s: {
            "response": s, "extra_info": {"finish_reason": L}}),
        ("vllm-outputs", ["--field", "response=outputs[0].text"],
         lambda s: {"outputs": [{"text": s, "finish_reason": L,
                                 "stop_reason": None}]}),
        ("openai-choices", ["--field",
                            "response=choices[0].message.content"],
         lambda s: {"choices": [{"message": {"content": s},
                                 "finish_reason": L}]}),
        ("nested-truncated", ["--field", "response=output.text"],
         lambda s: {"output": {"text": s, "truncated": True}}),
        ("verl", ["--preset", "verl"], lambda s: {
            "input": "q", "output": s, "finish_reason": L, "step": 1}),
        ("verl-extra", ["--preset", "verl"], lambda s: {
            "input": "q", "output": s, "step": 1,
            "reward_extra_info": {"finish_reason": L}}),
        ("trl", ["--preset", "trl"], lambda s: {
            "prompt": "q", "completion": s, "is_truncated": True}),
        ("slime", ["--preset", "slime"], lambda s: {
            "prompt": "q", "response": s, "status": "truncated",
            "response_length": 8192}),
        ("slime-upper", ["--preset", "slime"], lambda s: {
            "prompt": "q", "response": s, "status": "TRUNCATED"}),
        ("skyrl", ["--preset", "skyrl"], lambda s: {
            "input_prompt": "q", "output_response": s,
            "stop_reason": L}),
        ("orz", ["--preset", "orz"], lambda s: {
            "prompt": "q", "outputs": {"response": s, "stop_reason": L,
                                       "iscorrect": True}}),
        ("rllm", ["--preset", "rllm"], lambda s: {
            "task_hash": "h", "episode_id": "e",
            "termination_reason": "max_response_length_exceeded",
            "trajectories": [{"steps": [{"model_response": s}]}]}),
        ("rllm-step", ["--preset", "rllm"], lambda s: {
            "task_hash": "h", "episode_id": "e",
            "termination_reason": "env_done",
            "trajectories": [{"steps": [{"model_response": s,
                                         "model_output": {
                                             "finish_reason": L}}]}]}),
        ("verifiers", ["--preset", "verifiers"], lambda s: {
            "prompt": "q", "completion": s, "is_truncated": True}),
        ("verifiers-state", ["--preset", "verifiers"], lambda s: {
            "prompt": "q", "completion": s,
            "state": {"is_truncated": True}}),
        ("areal", ["--preset", "areal"], lambda s: {
            "prompt": "q", "completion": s, "stop_reason": L}),
        # a length at the limit, where the preset knows the length
        ("maxlen-slime", ["--preset", "slime", "--max-length", "8192"],
         lambda s: {"prompt": "q", "response": s,
                    "response_length": 8192}),
        ("maxlen-verifiers", ["--preset", "verifiers", "--max-length",
                              "4096"],
         lambda s: {"prompt": "q", "completion": s,
                    "token_usage": {"output_tokens": 4097}}),
        ("maxlen-default", ["--max-length", "2048"],
         lambda s: {"response": s, "length": 2048.0}),
        ("maxlen-field", ["--field", "length=meta.n_tokens",
                          "--max-length", "1024"],
         lambda s: {"response": s, "meta": {"n_tokens": 1024}}),
    ]


def unmark(rec):
    """The record's cut marks made "no cut" (a control): a finish or
    stop reason "stop", a truncation flag false, rLLM's env_done."""
    if isinstance(rec, dict):
        out = {}
        for k, v in rec.items():
            if k in ("finish_reason", "stop_reason") and v is not None:
                out[k] = ["stop"] if isinstance(v, list) else "stop"
            elif k in ("truncated", "is_truncated"):
                out[k] = False
            elif k == "status":
                out[k] = "completed"
            elif k == "termination_reason":
                out[k] = "env_done"
            elif k in ("response_length", "output_tokens", "length",
                       "n_tokens"):
                out[k] = v - 1000
            else:
                out[k] = unmark(v)
        return out
    if isinstance(rec, list):
        return [unmark(x) for x in rec]
    return rec


def put_problem(rec, p):
    """rec with each string "q" (a prompt's place) made the problem p."""
    if isinstance(rec, dict):
        return {k: put_problem(v, p) for k, v in rec.items()}
    if isinstance(rec, list):
        return [put_problem(x, p) for x in rec]
    return p if rec == "q" else rec


def answer_key(args):
    """The key the reference is written under for a preset (args)."""
    if args and args[0] == "--preset" and args[1] in ("slime",
                                                      "verifiers"):
        return {"slime": "label", "verifiers": "answer"}[args[1]]
    if args and args[0] == "--preset":
        return {"verl": "gts", "trl": "solution", "slime": "label",
                "skyrl": None, "orz": "answer", "rllm": None,
                "verifiers": "answer", "areal": "answer"}[args[1]]
    return "answer"


def with_answer(rec, args, a, prob):
    k = answer_key(args)
    if not args or args[0] in ("--field", "--max-length"):
        rec["problem"] = prob
    if k is not None and args and args[1] == "areal":
        return rec, ["--field", "answer=answer"]
    if k is not None:
        rec[k] = a
        return rec, []
    if args[1] == "skyrl":
        rec["env_extras"] = {"reward_model": {"ground_truth": a}}
    else:
        rec["task"] = {"question": prob, "ground_truth": a}
    return rec, []


def whole_rewarded(rows):
    """The corpus rows papo-verify rewards whole and unmarked."""
    recs = [{"response": r["response"], "answer": r["answer"],
             "problem": r["problem"]} for r in rows]
    return [r for r, o in zip(rows, verify_run.judge("hostile_trunc", recs,
                                                     keep=True))
            if o.get("r_out") == 1]


def build(rows):
    vs, seen = [], set()

    def add(fam, a, resp, r, args=(), rec=None, ctl=False):
        key = (fam, a, resp, tuple(args), ctl)
        if key in seen:
            return
        seen.add(key)
        if rec is None:
            rec = {"response": resp, "answer": a, "problem": r["problem"]}
        vs.append({"family": ("control-" if ctl else "") + fam,
                   "answer": a, "response": resp, "args": list(args),
                   "rec": rec})
    for r in rows:
        for c in CUTTERS:
            c(r, add)
        add("whole", r["answer"], r["response"], r, ctl=True)
    for r in rows[::3]:
        for fam, args, mk in marks():
            for ctl in (False, True):
                rec = put_problem(mk(r["response"]), r["problem"])
                if ctl:
                    rec = unmark(rec)
                rec, extra = with_answer(rec, args, r["answer"],
                                          r["problem"])
                if args and args[1] == "areal":
                    rec["answer"] = r["answer"]
                add("mark-" + fam, r["answer"], r["response"], r,
                    list(args or []) + extra, rec, ctl)
    return vs


def main():
    verify_run.usage("hostile_trunc")
    vs = build(whole_rewarded(corpus()))
    # -k: a record cut inside a UTF-8 sequence is refused, not rewarded
    return verify_run.run("hostile_trunc", vs,
                          known=verify_run.known_by(KNOWN), keep=True,
                          width=22)


if __name__ == "__main__":
    sys.exit(main())
