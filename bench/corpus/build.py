#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""build.py: rebuild the real-response corpus (tests/verify/corpus/) from the sources.

usage: build.py MIRROR_DIR SHARED_DATA_DIR OUT.jsonl [NOLICENCE.jsonl]
       build.py --new MIRROR_DIR OUT.jsonl
       build.py --new13 MIRROR_DIR OUT.jsonl
       build.py --new14 MIRROR_DIR OUT.jsonl
       build.py --new26 MIRROR_DIR OUT.jsonl
       build.py --new30 MIRROR_DIR OUT.jsonl
       build.py --new33 MIRROR_DIR OUT.jsonl
       build.py --new34 MIRROR_DIR OUT.jsonl
       build.py --new34b MIRROR_DIR OUT.jsonl
       build.py --new35 MIRROR_DIR OUT.jsonl
       build.py --new36 MIRROR_DIR OUT.jsonl
       build.py --new37 MIRROR_DIR OUT.jsonl
       build.py --new38 MIRROR_DIR OUT.jsonl
       build.py --new39 MIRROR_DIR OUT.jsonl

With --new only the sources added in round 12 (NEW below) are written, with
--new13 those of round 13 (NEW13), with --new14 those of round 14
(NEW14), with --new26 those of round 26 (NEW26), with --new30 those of round 30
(NEW30), with --new33 those of round 33 (NEW33): they were labelled apart and appended to
the corpus, as a full rebuild writes them last.  With --new34 round 34's
sources (NEW34), whose repository grants no licence: they are never in the
corpus, only their labels (think-labels.jsonl), and agreement-corpus.sh
rebuilds them this way; with --new34b round 34's sources the corpus keeps
(NEW34B, MathCoder's); with --new35 round 35's (NEW35: cross-lingual
prompting, Qwen3 on MGSM, zero-shot CoT, s1.1 language forcing), which
grant no licence either: only their labels are kept (s63-labels.jsonl);
with --new36 round 36's (NEW36: Plan-and-Solve, Language Shapes
Reasoning, KSM's HRM8K, the 2026 Gaokao, simple-evals-ru), kept the same
way (s64-labels.jsonl); with --new37 round 37's (NEW37: the GSM8K paper's
example solutions, MATH-Vision's CoT runs, Cumulative Reasoning's GPT-4,
Reasoning Boundary's BigGSM, LLaDA, MR-GSM8K), kept the same way
(s66-labels.jsonl); with --new38 round 38's (NEW38: GRPO rollouts of a
CS336 assignment, simpleRL-reason, a self-correction study, university
mathematics marked by hand, another CS336 assignment's evaluations),
kept the same way (s66b-labels.jsonl); with --new39 round 39's (NEW39:
GRPO rollouts of Qwen3-4B on GSM8K with and without a Python tool,
RealCritic's solutions of ten models, Thought Anchors' R1 distills),
kept the same way (s67-labels.jsonl).

MIRROR_DIR holds bare git snapshots named owner+name/repo (as the fetch tool
leaves them); every source is read at the commit recorded in SOURCES below
with `git show`, so the output is the same wherever it is run.  SHARED_DATA_DIR
is ../shared/data (the rollouts gathered for issue 12).  Writes one record per
response: id, source, lang, kind, model, problem, response, answer (the
reference), up_label (the upstream's own correctness label, or null) and
up_pred (the upstream's extracted answer, or null).  Labels are decided
afterwards by label.py.  Sampling is even per source with a fixed seed.
Sources whose repository grants no licence to redistribute (mCoT) are
written to NOLICENCE.jsonl when it is given: the repository keeps only their
ids and labels, and this script rebuilds their responses.
"""
import csv
import hashlib
import io
import json
import os
import random
import re
import subprocess
import sys
import zipfile

SEED = 26


def show(mirror, repo, commit, path):
    d = os.path.join(mirror, repo.replace("/", "+"), "repo")
    return subprocess.run(["git", "-C", d, "show", f"{commit}:{path}"],
                          check=True, stdout=subprocess.PIPE).stdout


def sample(rows, n, tag):
    rng = random.Random(f"{SEED}:{tag}")
    rows = list(rows)
    if len(rows) <= n:
        return rows
    idx = sorted(rng.sample(range(len(rows)), n))
    return [rows[i] for i in idx]


def rec(out, rid, source, lang, kind, model, problem, response, answer,
        up_label, up_pred):
    out.append({"id": rid, "source": source, "lang": lang, "kind": kind,
                "model": model, "problem": problem, "response": response,
                "answer": answer, "up_label": up_label, "up_pred": up_pred})


ZE = ("yuchenlin/ZeroEval", "570c6269a2e4930ee06a17e713fece1ba52cf1dd")
ZE_MODELS = ["gpt-4o-mini-2024-07-18", "claude-3-haiku-20240307",
             "gemma-2-2b-it", "Meta-Llama-3-8B-Instruct",
             "Phi-3.5-mini-instruct", "Qwen2-7B-Instruct", "Yi-1.5-9B-Chat",
             "o1-mini-2024-09-12", "gemini-1.5-flash",
             "Meta-Llama-3.1-8B-Instruct", "deepseek-v2.5-0908",
             "reka-core-20240501"]


def zeroeval_model(m, out, task, model, n, must=False):
    """n sampled records of one ZeroEval result file (none if it is
    absent, unless must)."""
    try:
        raw = show(m, *ZE, f"result_dirs/{task}/{model}.json")
    except subprocess.CalledProcessError:
        if must:
            raise
        return
    src = f"zeroeval-{task}-{model}"
    for r in sample(json.loads(raw), n, src):
        ans = str(r["answer"])
        if task == "gsm":
            ans = ans.lstrip("#").strip().replace(",", "")
        resp = r["output"][0] if r.get("output") else None
        if not resp:
            continue
        rec(out, f"{src}-{r['id']}", src, "en", "json-answer", model,
            r.get("question") or r.get("problem"), resp, ans, None, None)


def zeroeval(m, out):
    for task in ("gsm", "math-l5"):
        for model in ZE_MODELS:
            zeroeval_model(m, out, task, model, 80)


RR = ("Tebmer/Rereading-LLM-Reasoning", "0dbad50be663c2ea8c46334c2f9a086980d3e318")
RR_FILES = [
    ("text-davinci-003", "gsm", "results/gsm_topp1.0_temp0.0_majority1_20230828_141934.jsonl"),
    ("gpt-3.5-turbo", "gsm", "results/gsm_topp1.0_temp0.0_majority1_20230828_1157.jsonl"),
    ("gpt-4o-mini-2024-07-18", "gsm", "results/gsm_gpt-4o-mini-2024-07-18_topp1.0_temp0.0_majority1_readtimes1_20240926_221724.jsonl"),
    ("gpt-4o-mini-2024-07-18", "svamp", "results/svamp_gpt-4o-mini-2024-07-18_topp1.0_temp0.0_majority1_readtimes1_20240926_223003.jsonl"),
]


def num(x):
    if isinstance(x, float) and x == int(x):
        return str(int(x))
    return str(x)


def rereading(m, out):
    for model, task, path in RR_FILES:
        rows = [json.loads(l) for l in show(m, *RR, path).decode().splitlines() if l.strip()]
        src = f"rereading-{task}-{model}"
        for r in sample(rows, 150, src):
            for mode in ("vanilla", "cot"):
                g = r[mode]
                rec(out, f"{src}-{r['id']}-{mode}", src, "en", "cot", model,
                    r["input"], g["generation"][0], num(r["target"]),
                    int(g["score"]), num(g["answer"]))


MP = ("TIGER-AI-Lab/MMLU-Pro", "f418b116db00b065c2aea046518d8fcf74d39872")
MP_MODELS = ["Llama-2-7b-hf", "Mistral-7B-v0.1", "gemma-7b", "Yi-6B",
             "Qwen1.5-7B-Chat", "Phi-3-mini-4k-instruct",
             "Meta-Llama-3_1-8B-Instruct", "gemini-1.5-flash-002"]


def mmlupro(m, out):
    for model in MP_MODELS:
        raw = show(m, *MP, f"eval_results/model_outputs_{model}_5shots.zip")
        z = zipfile.ZipFile(io.BytesIO(raw))
        rows = json.loads(z.read(z.namelist()[0]))
        rows = [r for r in rows if r["category"] == "math"]
        src = f"mmlupro-math-{model}"
        for r in sample(rows, 90, src):
            opts = "\n".join(f"({chr(65 + i)}) {o}" for i, o in enumerate(r["options"]))
            pred = r.get("pred")
            rec(out, f"{src}-{r['question_id']}", src, "en", "multiple-choice",
                model, r["question"] + "\n" + opts, r.get("model_outputs", r.get("generated_text")),
                r["answer"], int(pred == r["answer"]), pred)


TORA = ("microsoft/ToRA", "213c1c995038c73fab10343814df7a42f990f026")


def tora(m, out):
    for model in ("tora-70b-v1.0", "tora-code-34b-v1.0"):
        path = f"src/outputs/llm-agents/{model}/gsm8k/test_tora_-1_seed0_t0.0_s0_e1319.jsonl"
        rows = [json.loads(l) for l in show(m, *TORA, path).decode().splitlines() if l.strip()]
        src = f"tora-gsm8k-{model}"
        for r in sample(rows, 150, src):
            rec(out, f"{src}-{r['idx']}", src, "en", "tool-integrated", model,
                r["question"], r["code"][0], str(r["gt"]).replace(",", ""),
                None, r["pred"][0])


GK = ("OpenLMLab/GAOKAO-Bench", "6dbb24f8d8439041e5431c4c184a582182a6ce9c")


def gaokao(m, out):
    for part in ("Math_I", "Math_II"):
        path = f"Results/gpt_4_0314_obj/gpt-4-0314_2010-2022_{part}_MCQs.json"
        rows = json.loads(show(m, *GK, path))["example"]
        src = f"gaokao-{part.lower().replace('_', '')}-mcq-gpt-4-0314"
        for r in rows:
            if len(r["standard_answer"]) != 1:
                continue
            ma = r.get("model_answer") or []
            rec(out, f"{src}-{r['year']}-{r['index']}", src, "zh",
                "multiple-choice", "gpt-4-0314", r["question"],
                r["model_output"], r["standard_answer"][0],
                int(ma == r["standard_answer"]), "".join(ma) or None)


MCOT = ("laihuiyuan/mCoT", "20e9a862ad00d70f0f2adefe87ab433d465236f5")
MCOT_LANGS = ["bn", "de", "en", "es", "fr", "ja", "ru", "sw", "te", "th", "zh"]


def mcot_outputs(m, out, bench, langs):
    """mCoT-7B's outputs on one benchmark (mgsm or msvamp), 120 sampled a
    language."""
    for lang in langs:
        path = f"outputs/mcot_ft_{bench}_{lang}.json"
        rows = [json.loads(l) for l in show(m, *MCOT, path).decode().splitlines() if l.strip()]
        src = f"mcot-{bench}-{lang}"
        for i, r in sample(list(enumerate(rows)), 120, src):
            q = r["question"].split("\n", 1)[-1].rsplit("\nAnswer:", 1)[0]
            rec(out, f"{src}-{i}", src, lang, "cot", "mCoT-7B (Mistral-7B fine-tuned)",
                q, r["response"], num(r["answer"]), int(bool(r["result"])),
                num(r["prediction"]) if r["prediction"] is not None else None)


def mcot(m, out):
    mcot_outputs(m, out, "mgsm", MCOT_LANGS)


MCOT_SVAMP_LANGS = ["bn", "de", "en", "es", "fr", "ja", "ru", "sw", "th", "zh"]


def mcot_msvamp(m, out):
    """Round 14: the same model on MSVAMP (1,000 problems a language, ten
    languages, no Telugu), 120 sampled a language."""
    mcot_outputs(m, out, "msvamp", MCOT_SVAMP_LANGS)


POT = ("wenhuchen/Program-of-Thoughts", "850399c3eff8c37458a9d642c4a98df287f50f3a")


def pot(m, out):
    path = "outputs/aqua_gpt4_s0_e-1_03_31_22_24.jsonl"
    rows = [json.loads(l) for l in show(m, *POT, path).decode().splitlines() if l.strip()]
    src = "pot-aqua-gpt-4"
    for i, r in enumerate(rows):
        rec(out, f"{src}-{i}", src, "en", "multiple-choice", "gpt-4 (2023-03)",
            r["question"] + "\n" + "\n".join(r["options"]), r["rationale"],
            r["answer"], None, None)


TQA = ("wenhuchen/TheoremQA", "585c960f647b3cae8b37ff71fd9dac45ce4b4e91")


def theoremqa(m, out):
    ref = {r["id"]: r for r in json.loads(show(m, *TQA, "theoremqa_test.json"))}
    for name, model in (("GPT4", "gpt-4"), ("ChatGPT", "gpt-3.5-turbo"),
                        ("alpaca", "alpaca")):
        rows = json.loads(show(m, *TQA, f"error_analysis/{name}_errors.json"))
        src = f"theoremqa-errors-{model}"
        for i, r in enumerate(rows):
            q = ref.get(r["id"])
            if q is None or q["Answer_type"] not in ("integer", "float"):
                continue
            rec(out, f"{src}-{i}", src, "en", "cot", model, q["Question"],
                r["rationale"], str(q["Answer"]), 0, None)


PPG = ("lupantech/PromptPG", "7cf61b1bec07222fc24b4f5a1410911f77c2d2c9")


def promptpg(m, out):
    probs = json.loads(show(m, *PPG, "data/tabmwp/problems_test1k.json"))
    res = json.loads(show(m, *PPG, "results/gpt3/exp4_test_TQ-SA_2_seed_2.json"))["results"]
    rows = [(pid, r) for pid, r in res.items()
            if pid in probs and not probs[pid].get("choices")]
    src = "promptpg-tabmwp-text-davinci-002"
    for pid, r in sample(rows, 200, src):
        q = probs[pid]
        prob = q["question"] + "\n" + q["table"]
        rec(out, f"{src}-{pid}", src, "en", "cot", "text-davinci-002", prob,
            r["output"].replace("\\n", "\n"), r["answer"], int(r["true_false"]),
            r.get("prediction"))


MV = ("lupantech/MathVista", "53d525874bdde205128e6b160b7357a88277d479")
MV_FILES = [("gpt-4", "gpt4/output_gpt4_2shot_solution.json"),
            ("claude-2", "claude/output_claude_2shot_solution.json"),
            ("gpt-3.5-turbo", "chatgpt/output_chatgpt_2shot_solution.json"),
            ("bard", "bard/output_bard.json"),
            ("llava-llama-2-13b", "llava/output_llava_llama_2_13b.json"),
            ("minigpt4-llama2", "minigpt4/output_minigpt4_llama2.json"),
            ("mplug-owl-7b", "mplugowl/output_mplugowl_7b_ft.json"),
            ("instructblip-vicuna-13b", "instruct_blip2/output_instruct_blip2_vicuna_13b.json"),
            ("llama-adapter-v2", "llama_adapter_v2/output_llama_adapter_v2.json"),
            ("idefics-9b-instruct", "idefics/output_idefics_9b_instruct.json")]


def mathvista(m, out):
    for model, path in MV_FILES:
        rows = [r for r in json.loads(show(m, *MV, "results/" + path)).values()
                if r["question_type"] == "free_form" and r.get("response")]
        src = f"mathvista-{model}"
        for r in sample(rows, 50, src):
            rec(out, f"{src}-{r['pid']}", src, "en", "multimodal", model,
                r["question"], r["response"], str(r["answer"]),
                int(bool(r["true_false"])), r.get("extraction"))


def shared(d, out):
    def load(name):
        with open(os.path.join(d, "rollouts", name), encoding="utf-8") as f:
            return [json.loads(l) for l in f if l.strip()]
    rows = load("qwen25math_math100_n8.jsonl")
    src = "qwen25math-math100"
    for r in sample(rows, 200, src):
        rec(out, f"{src}-{r['id']}", src, "en", "cot", "unnamed (Qwen2.5-Math example)",
            r["problem"], r["response"], r["answer"], r["label"], r["meta"].get("pred"))
    rows = load("gsm8k_gpt3_4per.jsonl")
    src = "openai-gsm8k-gpt3"
    for r in sample(rows, 300, src):
        rec(out, f"{src}-{r['id']}", src, "en", "cot", "GPT-3 (6B/175B)",
            r["problem"], r["response"], r["answer"], r["label"], None)
    for sub in ("gsm8k", "math", "olympiadbench"):
        rows = [r for r in load(f"processbench_{sub}.jsonl") if r["answer"] is not None]
        src = f"processbench-{sub}"
        for r in sample(rows, 200, src):
            rec(out, f"{src}-{r['id']}", src, "en", "cot",
                r["meta"].get("generator"), r["problem"], r["response"],
                r["answer"], r["label"], None)


GK_MORE = [("Physics", 64), ("Chemistry", 124), ("Biology", 150),
           ("History", 130), ("Political_Science", 130)]


def gaokao_more(m, out):
    """GAOKAO-Bench's other MCQs with a one-letter reference (Chinese,
    GPT-4): science in full, history and political science sampled."""
    for part, n in GK_MORE:
        path = f"Results/gpt_4_0314_obj/gpt-4-0314_2010-2022_{part}_MCQs.json"
        rows = json.loads(show(m, *GK, path))["example"]
        rows = [r for r in rows if len(r["standard_answer"]) == 1
                and len(r["standard_answer"][0]) == 1]
        src = f"gaokao-{part.lower().replace('_', '')}-mcq-gpt-4-0314"
        for r in sample(rows, n, src):
            ma = r.get("model_answer") or []
            rec(out, f"{src}-{r['year']}-{r['index']}", src, "zh",
                "multiple-choice", "gpt-4-0314", r["question"],
                r["model_output"], r["standard_answer"][0],
                int(ma == r["standard_answer"]), "".join(ma) or None)


ES = ("modelscope/evalscope", "fde259d2a32ab8a4cdb3af44dc8b18f504f1e277")
ES_TASKS = [("gsm8k_main", "gsm8k", "en", "cot"),
            ("gpqa_diamond_default", "gpqa-diamond", "en", "multiple-choice"),
            ("iquiz_IQ", "iquiz-iq", "zh", "multiple-choice"),
            ("iquiz_EQ", "iquiz-eq", "zh", "multiple-choice")]


def evalscope(m, out):
    """evalscope's example reviews: Qwen's API models, every record."""
    for model in ("qwen-plus", "qwen3-max"):
        for fname, task, lang, kind in ES_TASKS:
            path = f"examples/viz/{model}/reviews/{model}/{fname}.jsonl"
            src = f"evalscope-{task}-{model}"
            for line in show(m, *ES, path).decode().split("\n"):
                if not line.strip():
                    continue
                r = json.loads(line)
                msg = r["messages"]
                q = msg[0]["content"]
                if task == "gsm8k":
                    q = q.rsplit("\n\n", 1)[-1]
                sc = r["sample_score"]["score"]
                rec(out, f"{src}-{r['index']}", src, lang, kind, model, q,
                    msg[-1]["content"], str(r["target"]),
                    int(sc["value"]["acc"] == 1.0), sc.get("extracted_prediction"))


ZE_MORE = {"math-l5": ["o1-preview-2024-09-12", "Qwen2.5-72B-Instruct",
                       "claude-3-5-sonnet-20240620", "gpt-4o-2024-08-06"],
           "gsm": ["claude-3-5-sonnet-20240620", "Mistral-Large-2"]}


def zeroeval_more(m, out):
    """ZeroEval's other models (60 a model): a reasoning model, Qwen2.5."""
    for task, models in ZE_MORE.items():
        for model in models:
            zeroeval_model(m, out, task, model, 60, must=True)


NEW = (gaokao_more, evalscope, zeroeval_more)

FC = ("veronica320/Faithful-COT", "301784317c99cf348cfad92a1b3e8810900e095b")
FC_MODELS = [("gpt-4", "gpt4_COT"), ("gpt-3.5-turbo", "gpt-3.5-turbo_COT")]


def faithfulcot(m, out):
    """Faithful-COT's chain-of-thought baselines on GSM8K's test set
    (200 a model): GPT-4's and GPT-3.5's answers, many ending in a plain
    sentence ("Josey needs 6 pints of gasoline."); the reference is the
    test set's "#### n" (data/GSM8K/test.jsonl, matched by id)."""
    test = {}
    for line in show(m, *FC, "data/GSM8K/test.jsonl").decode().split("\n"):
        if line.strip():
            r = json.loads(line)
            test[r["id"]] = r
    for model, run in FC_MODELS:
        path = f"output_dir/GSM8K/test/{run}/predictions.jsonl"
        rows = [json.loads(x) for x in show(m, *FC, path).decode().split("\n")
                if x.strip()]
        rows = [r for r in rows if r["id"] in test and r.get("completion")]
        src = f"faithfulcot-gsm8k-{model}"
        for r in sample(rows, 200, src):
            t = test[r["id"]]
            ref = t["answer"].rsplit("####", 1)[-1].strip().replace(",", "")
            rec(out, f"{src}-{r['id']}", src, "en", "cot", model,
                t["question"], r["completion"], ref, None, r.get("answer"))


NEW13 = (faithfulcot,)

ENEM = ("piresramon/gpt-4-enem", "cbba7fdd735845bb45ac80d5090baae1b949d782")
ENEM_RUNS = [(e, n, t) for e in ("gpt-4-0314", "gpt-3.5-turbo-0301",
                                 "code-davinci-002")
             for n, t in ((0, "enem"), (3, "enem"), (3, "enem_cot"))]


def enem(m, out):
    """Round 14: ENEM 2022 (Brazil's national exam, in Portuguese, five
    options) answered by three OpenAI models, zero-shot, three-shot and
    three-shot with chain of thought: every question of every report."""
    qs = {q["id"]: q for q in json.loads(show(m, *ENEM, "data/enem/2022.json"))}
    for eng, n, task in ENEM_RUNS:
        path = f"reports/engine={eng}_numfewshot={n}_task={task}_2022.json"
        src = f"enem2022-{eng}-{'cot' if task == 'enem_cot' else f'{n}shot'}"
        for r in json.loads(show(m, *ENEM, path)):
            q = qs[r["id"]]
            opts = "\n".join(f"({chr(65 + i)}) {o}" for i, o in enumerate(q["options"]))
            gold = r["gold"].strip().rstrip(".")
            rec(out, f"{src}-{r['id']}", src, "pt", "multiple-choice", eng,
                ((q.get("context") or "") + "\n" + q["question"]).strip() + "\n" + opts,
                r["response"], gold, int(r["pred"].strip() == r["gold"].strip()),
                r["pred"].strip().rstrip(".") if len(r["pred"]) < 4 else None)


NEW14 = (enem,)


VF = "PrimeIntellect-ai/verifiers"
# (commit that added the file, run folder): vf-eval's saved results of the
# math_python environment (five MATH problems, a Python tool, the answer
# boxed); every run the repository ever held, removed from it since
VF_RUNS = [
    ("f853c1f623797976ac5b8df9cc52c15c664da6cd", "math-python--gpt-4.1-mini/578769a7"),
    ("8043f5b9bbbc4fa743b25ff7dc3253fe3f979444", "math-python--gpt-4.1-mini/dbaac595"),
    ("8043f5b9bbbc4fa743b25ff7dc3253fe3f979444", "math-python--gpt-5-nano/cb7a1799"),
    ("c7fa50cc5678992e9dd5a294f5cb42d65e6a301a", "math-python--gpt-4.1-mini/25f52552"),
    ("c7fa50cc5678992e9dd5a294f5cb42d65e6a301a", "math-python--gpt-4.1-mini/49a7458f"),
    ("c7fa50cc5678992e9dd5a294f5cb42d65e6a301a", "math-python--gpt-4.1-mini/6b596d7f"),
    ("c7fa50cc5678992e9dd5a294f5cb42d65e6a301a", "math-python--gpt-4.1-mini/6bcfbfcb"),
    ("c7fa50cc5678992e9dd5a294f5cb42d65e6a301a", "math-python--gpt-4.1-mini/976454fe"),
    ("c7fa50cc5678992e9dd5a294f5cb42d65e6a301a", "math-python--gpt-4.1-mini/97cb0229"),
]


def vf_mathpython(m, out):
    """Round 26: tool-use transcripts (verifiers' math_python environment,
    vf-eval -s): the response is the last assistant message, as
    papo-verify's verifiers format reads it; the upstream label its
    correct_answer_reward_func."""
    for commit, run in VF_RUNS:
        model = run.split("--", 1)[1].split("/")[0]
        path = f"environments/math_python/outputs/evals/{run}/results.jsonl"
        src = f"verifiers-mathpython-{model}"
        for i, line in enumerate(show(m, VF, commit, path).decode().splitlines()):
            r = json.loads(line)
            said = [x for x in r["completion"] if x.get("role") == "assistant"]
            user = [x for x in r["prompt"] if x.get("role") == "user"]
            if not said or not said[-1].get("content"):
                continue
            rec(out, f"{src}-{run.split('/')[1]}-{i}", src, "en",
                "tool-integrated", model, user[-1]["content"],
                said[-1]["content"], str(r["answer"]),
                int(float(r["correct_answer_reward_func"]) == 1.0), None)


GYM = "NVIDIA-NeMo/Gym"
# (commit, file): NeMo Gym's example rollouts of its math environments and
# agents (Responses API records), every version the history holds that
# gives a reference; a record seen in an earlier version is kept once
GYM_FILES = [
    ("584831acf46f6ec373c066755151715f3a415255", "resources_servers/math_with_judge/data/example_rollouts_terminus_2.jsonl"),
    ("3845c61fddafb20d4e2083dcbbde89bf8740ea6e", "environments/simple_strands_math/data/example_rollouts.jsonl"),
    ("f850003736a43c72b97a7d37048d68cfc4762f4e", "environments/simple_strands_math/data/example_rollouts.jsonl"),
    ("50b460cc2920ca33c0ed06bb830e35d1c89f9295", "environments/simple_strands_math/data/example_rollouts.jsonl"),
    ("5484c0a463f7378d9a47e135db0456da20524a0c", "responses_api_agents/openclaw_agent/data/example_compute_math_openclaw_rollouts.jsonl"),
    ("a00bac5845c68150d8a3264c7f797a5035c520ff", "responses_api_agents/claude_code_agent/data/example_math_rollouts.jsonl"),
    ("4fb73c0a95387ffad9c58f00b32b8c8af9e66a56", "responses_api_agents/hermes_agent/data/example_math_rollouts.jsonl"),
    ("42d9b6aaf98ea96e94e14d5e6ebe0878d1ad9f57", "nemo_gym/resources_servers/math_with_judge/data/example_rollouts.jsonl"),
    ("3be21c2cf865bd5112659359c4773af1135a228f", "resources_servers/library_judge_math/data/example_rollouts.jsonl"),
]


def gym_text(d):
    """The problem (the last user message) and the response (the last
    assistant message's text) of one NeMo Gym rollout."""
    inp = d["responses_create_params"]["input"]
    q = [m for m in inp if m.get("role") == "user"][-1]["content"]
    if isinstance(q, list):
        q = " ".join(x.get("text", "") for x in q)
    said = [o for o in d["response"].get("output") or []
            if o.get("type") == "message" and o.get("role") == "assistant"]
    t = "".join(x.get("text", "") for x in said[-1]["content"]) if said else ""
    return q, t


def nemogym(m, out):
    """Round 26: NeMo Gym's math rollouts (agents in a terminal, with
    tools, or plain): the upstream label is its reward."""
    seen = set()
    for commit, path in GYM_FILES:
        env = path.split("/data/")[0].split("/")[-1].replace("_", "-")
        for i, line in enumerate(show(m, GYM, commit, path).decode().splitlines()):
            d = json.loads(line)
            q, t = gym_text(d)
            if not t.strip() or (q, t) in seen:
                continue
            seen.add((q, t))
            model = d["response"].get("model") or "unnamed"
            src = f"nemogym-{env}"
            rec(out, f"{src}-{commit[:8]}-{i}", src, "en", "tool-integrated"
                if "agent" in path or "strands" in path or "terminus" in path
                else "cot", model, q, t, str(d["expected_answer"]),
                int(float(d["reward"]) == 1.0), d.get("extracted_answer"))


NS = ("NVIDIA/NeMo-Skills", [
    ("e7d0bb1a78cd458c98463e06679069a14509aa0b", "output-rs0"),
    ("e7d0bb1a78cd458c98463e06679069a14509aa0b", "output-rs1"),
    ("e7d0bb1a78cd458c98463e06679069a14509aa0b", "output-rs2"),
    ("b6c3fff9a7f49d53aa60d44777a335caf518cbba", "output-greedy"),
    ("b6c3fff9a7f49d53aa60d44777a335caf518cbba", "output-rs1"),
    ("b6c3fff9a7f49d53aa60d44777a335caf518cbba", "output-rs2"),
])


def nemoskills(m, out):
    """Round 26: NeMo-Skills' test generations on MATH's training problems
    (tests/data/score_rm_inputs, greedy and three samplings, in the
    versions its history holds), each distinct response once; the upstream
    label is symbolic_correct where the file has it."""
    seen = set()
    for commit, name in NS[1]:
        path = f"tests/data/score_rm_inputs/{name}.jsonl"
        for i, line in enumerate(show(m, NS[0], commit, path).decode().splitlines()):
            r = json.loads(line)
            if (r["problem"], r["generation"]) in seen:
                continue
            seen.add((r["problem"], r["generation"]))
            up = r.get("symbolic_correct")
            src = "nemoskills-math-train"
            rec(out, f"{src}-{commit[:8]}-{name}-{i}", src, "en", "cot",
                "unnamed (NeMo-Skills test data)", r["problem"],
                r["generation"], str(r["expected_answer"]),
                None if up is None else int(str(up) == "True"),
                r.get("predicted_answer"))


GYM_THINK = ("b9bd68548444eb58793260405cee123cc67c4b4f",
             "resources_servers/ns_tools/data/example_rollouts.jsonl")


def nemogym_think(m, out):
    """Round 26: NeMo Gym's ns_tools rollouts: Nemotron-3-Nano's replies
    on AIME 2025 with a Python tool, each message its reasoning closed by
    </think> and then the answer (the template opens <think>)."""
    commit, path = GYM_THINK
    for i, line in enumerate(show(m, GYM, commit, path).decode().splitlines()):
        d = json.loads(line)
        q, t = gym_text(d)
        src = "nemogym-ns-tools-think"
        rec(out, f"{src}-{commit[:8]}-{i}", src, "en", "tool-integrated",
            d["response"].get("model"), q, t, str(d["expected_answer"]),
            int(float(d["reward"]) == 1.0), None)


NEW26 = (vf_mathpython, nemogym, nemoskills, nemogym_think)


ZE_30 = {"gsm": ["Athene-70B", "Meta-Llama-3-70B-Instruct",
                 "Mixtral-8x7B-Instruct-v0.1", "claude-3-opus-20240229",
                 "command-r-plus", "gpt-3.5-turbo-0125"],
         "math-l5": ["Qwen2.5-7B-Instruct", "gpt-4-0314", "gemma-2-27b-it",
                     "Phi-3-mini-4k-instruct", "chatgpt-4o-latest-24-09-07",
                     "gemini-1.5-pro"]}


def zeroeval_30(m, out):
    """Round 30: ZeroEval's models not yet drawn (50 a model)."""
    for task, models in ZE_30.items():
        for model in models:
            zeroeval_model(m, out, task, model, 50, must=True)


MP_30 = ["mathstral-7B", "DeepSeek-Coder-V2", "Mixtral-8x7B-Instruct-v0.1",
         "Qwen1.5-72B-Chat", "jamba-1.5-large", "gemini-1.5-pro-002"]


def mmlupro_30(m, out):
    """Round 30: MMLU-Pro's math answers of six more models (60 a model)."""
    for model in MP_30:
        raw = show(m, *MP, f"eval_results/model_outputs_{model}_5shots.zip")
        z = zipfile.ZipFile(io.BytesIO(raw))
        rows = json.loads(z.read(z.namelist()[0]))
        rows = [r for r in rows if isinstance(r, dict) and r["category"] == "math"]
        src = f"mmlupro-math-{model}"
        for r in sample(rows, 60, src):
            opts = "\n".join(f"({chr(65 + i)}) {o}" for i, o in enumerate(r["options"]))
            pred = r.get("pred")
            rec(out, f"{src}-{r['question_id']}", src, "en", "multiple-choice",
                model, r["question"] + "\n" + opts,
                r.get("model_outputs", r.get("generated_text")),
                r["answer"], int(pred == r["answer"]), pred)


MV_30 = [("gpt-4-0shot", "gpt4/output_gpt4.json"),
         ("claude-2-0shot", "claude/output_claude.json"),
         ("gpt-3.5-turbo-0shot", "chatgpt/output_chatgpt.json"),
         ("llavar", "llavar/output_llavar.json")]


def mathvista_30(m, out):
    """Round 30: MathVista's zero-shot runs of GPT-4, Claude-2 and
    ChatGPT (the hint and the question, no image) and LLaVAR (40
    free-form questions each); true_false is a string in these files."""
    for model, path in MV_30:
        rows = [r for r in json.loads(show(m, *MV, "results/" + path)).values()
                if r["question_type"] == "free_form" and r.get("response")]
        src = f"mathvista-{model}"
        for r in sample(rows, 40, src):
            rec(out, f"{src}-{r['pid']}", src, "en", "multimodal",
                model.replace("-0shot", ""), r["question"], r["response"],
                str(r["answer"]), int(str(r["true_false"]) == "True"),
                r.get("extraction"))


BBH = ("suzgunmirac/BIG-Bench-Hard", "9ee07bd481feebf959a6b59d61ea57bdcf30964d")
BBH_RUNS = [("multistep_arithmetic_two", "cot", 80),
            ("multistep_arithmetic_two", "direct", 60),
            ("object_counting", "cot", 80),
            ("object_counting", "direct", 60),
            ("penguins_in_a_table", "cot", 80)]


def bbh(m, out):
    """Round 30: BIG-Bench Hard's code-davinci-002 outputs, three-shot,
    chain of thought ("... So the answer is -219.") and direct (the bare
    value): the problem is the last "Q:" of the prompt, the reference
    the target (a letter for the penguins' options); no upstream label
    per record."""
    for task, mode, n in BBH_RUNS:
        path = (f"code-davinci-002-outputs/code-davinci-002-{mode}/"
                f"{task}_few_shot_template_0-255000.json")
        rows = json.loads(show(m, *BBH, path))["outputs"]
        src = f"bbh-{task.replace('_', '-')}-code-davinci-002-{mode}"
        mc = task == "penguins_in_a_table"
        for i, r in sample(list(enumerate(rows)), n, src):
            q = r["input"].rsplit("\n\nQ: ", 1)[-1].rsplit("\nA:", 1)[0]
            rec(out, f"{src}-{i}", src, "en",
                "multiple-choice" if mc else "cot", "code-davinci-002", q,
                r["prediction"], r["target"].strip("()"), None, None)


AGI = "ruixiangcui/AGIEval"
AGI_OUT = "faac3067bcb5bfb10da4f745e0279c8fb5fe79a0"
AGI_RUNS = [  # (task, output file, data commit, data file, lang, kind, n)
    ("gaokao-mathqa", "gaokao/mathqa", AGI_OUT, "data/gaokao/splits/test/mathqa.jsonl",
     "zh", "multiple-choice", 80),
    ("gaokao-mathcloze", "gaokao/mathcloze", AGI_OUT,
     "data/gaokao/splits/test/mathcloze.jsonl", "zh", "cot", 121),
    ("sat-math", "sat/math", "0491f8fe761d0d75810fcd3214e5d647c7c888c2",
     "data/sat/splits/test/math.jsonl", "en", "multiple-choice", 80),
]


def agieval(m, out):
    """Round 30: AGIEval's text-davinci-003 few-shot outputs (removed from
    the repository since): GAOKAO mathematics in Chinese, multiple choice
    (the reply a letter after "答案是") and fill-in (the reply a value),
    and SAT mathematics (an explanation, then "The answer is therefore
    B"); the problem and reference are the test split's line line_idx."""
    for task, name, dcommit, dpath, lang, kind, n in AGI_RUNS:
        data = [json.loads(x) for x in show(m, AGI, dcommit, dpath).decode().splitlines()
                if x.strip()]
        path = f"output/davinci-003/few_shot/{name}_samples.0.jsonl"
        rows = [json.loads(x) for x in show(m, AGI, AGI_OUT, path).decode().splitlines()
                if x.strip()]
        src = f"agieval-{task}-text-davinci-003"
        for r in sample(rows, n, src):
            q = data[r["line_idx"]]
            prob = q["question"] + ("\n" + " ".join(q["options"]) if q.get("options") else "")
            ref = q["label"] if kind == "multiple-choice" else q["answer"]
            rec(out, f"{src}-{r['line_idx']}", src, lang, kind, "text-davinci-003",
                prob, r["choices"][0]["text"], str(ref), None, None)


TQT = ("TIGER-AI-Lab/TheoremQA", "acfc9686aa9b49f3c8f189364a9a9ee9c53da039")
TQT_RUNS = [("Mistral-7B-v0.1", "Mistral_7B_v0.1_5shots_mistral"),
            ("Mistral-7B-v0.2", "Mistral_7B_Base_V0.2_5shots_mistral"),
            ("internlm2-20b", "internlm2_20b_5shots_short"),
            ("internlm2-math-20b", "internlm2_math_20b_5shots_short")]


def theoremqa_tiger(m, out):
    """Round 30: TheoremQA's five-shot runs of base models (Mistral-7B,
    InternLM2-20B and its math model), questions with an integer answer
    (joined by question text to theoremqa_test.json), 60 a model; many
    run on into problems of their own."""
    ref = {r["Question"]: r for r in json.loads(show(m, *TQT, "theoremqa_test.json"))}
    for model, name in TQT_RUNS:
        rows = [json.loads(x) for x in show(m, *TQT, f"outputs/{name}.jsonl").decode().splitlines()
                if x.strip()]
        rows = [(i, r) for i, r in enumerate(rows) if r["question"] in ref
                and ref[r["question"]]["Answer_type"] == "integer"]
        src = f"theoremqa-{model}-5shot"
        for i, r in sample(rows, 60, src):
            q = ref[r["question"]]
            rec(out, f"{src}-{i}", src, "en", "cot", model, r["question"],
                r["solution"], str(q["Answer"]), None, r.get("pred"))


PB = ("QwenLM/ProcessBench", "ee5ae00f2d32205df00655cf9ebbc3caddce0646")
OMR = ("KbsdJames/omni-math-rule", "4793415ef37d31c9cdb4e5b82dbe172f76f8cf08")


def processbench_omnimath(m, out):
    """Round 30: ProcessBench's Omni-MATH subset (eight instruct models,
    olympiad problems, the annotators' final_answer_correct), whose
    dataset gives no reference: joined by problem text (white space
    folded) to Omni-MATH's rule-checkable subset, omni_math_rule.jsonl;
    200 of the 649 that join."""
    key = lambda t: " ".join(t.split())
    ref = {}
    for line in show(m, *OMR, "omni_math_rule.jsonl").decode().splitlines():
        if line.strip():
            r = json.loads(line)
            ref[key(r["problem"])] = r
    rows = [r for r in json.loads(show(m, *PB, "dataset/omnimath.json"))
            if key(r["problem"]) in ref]
    src = "processbench-omnimath"
    for r in sample(rows, 200, src):
        rec(out, f"{src}-{r['id']}", src, "en", "cot", r["generator"],
            r["problem"], "\n\n".join(r["steps"]),
            str(ref[key(r["problem"])]["answer"]),
            int(bool(r["final_answer_correct"])), None)


NEW30 = (zeroeval_30, mmlupro_30, mathvista_30, bbh, agieval, theoremqa_tiger,
         processbench_omnimath)


MP_33_MATH = ["Llama-2-13b-hf", "Llama-2-70b-hf", "Meta-Llama-3-8B",
              "Meta-Llama-3-70B", "Meta-Llama-3_1-8B", "Meta-Llama-3_1-70B",
              "Meta-Llama-3_1-70B-Instruct", "Mistral-7B-Instruct-v0.1",
              "Mistral-7B-Instruct-v0.2", "Mistral-7B-v0.2-hf",
              "Mixtral-8x7B-v0.1", "Qwen1.5-110B", "Yi-34B", "Yi-6b-Chat",
              "c4ai-command-r-v01"]
MP_33_OTHER = [
    ("physics", ["gemini-1.5-pro-002", "gemini-1.5-flash-002",
                 "Meta-Llama-3_1-70B-Instruct", "Qwen1.5-72B-Chat",
                 "mathstral-7B", "jamba-1.5-large", "DeepSeek-Coder-V2",
                 "Phi-3-mini-4k-instruct"]),
    ("chemistry", ["Mixtral-8x7B-Instruct-v0.1", "Qwen1.5-7B-Chat",
                   "Meta-Llama-3_1-8B-Instruct", "c4ai-command-r-v01",
                   "Yi-6b-Chat", "Mistral-7B-Instruct-v0.2",
                   "Meta-Llama-3-70B", "Qwen1.5-110B"]),
    ("engineering", ["gemini-1.5-pro-002", "Meta-Llama-3_1-70B-Instruct",
                     "Qwen1.5-72B-Chat", "Mixtral-8x7B-Instruct-v0.1",
                     "Llama-2-70b-hf", "Yi-34B"]),
]


def mmlupro_rows(m, model):
    raw = show(m, *MP, f"eval_results/model_outputs_{model}_5shots.zip")
    z = zipfile.ZipFile(io.BytesIO(raw))
    return [r for r in json.loads(z.read(z.namelist()[0]))
            if isinstance(r, dict)]


def mmlupro_cat(out, rows, cat, model, n):
    src = f"mmlupro-{cat}-{model}"
    for r in sample([r for r in rows if r["category"] == cat], n, src):
        opts = "\n".join(f"({chr(65 + i)}) {o}" for i, o in enumerate(r["options"]))
        pred = r.get("pred")
        rec(out, f"{src}-{r['question_id']}", src, "en", "multiple-choice",
            model, r["question"] + "\n" + opts,
            r.get("model_outputs", r.get("generated_text")),
            r["answer"], int(pred == r["answer"]), pred)


def mmlupro_33(m, out):
    """Round 33: MMLU-Pro's math answers of the 15 models no round drew (60
    a model), and its physics and chemistry answers (computations with ten
    options) of 8 models each and engineering answers of 6 (50 a model)."""
    cache = {}
    for model in MP_33_MATH:
        cache[model] = mmlupro_rows(m, model)
        mmlupro_cat(out, cache[model], "math", model, 60)
    for cat, models in MP_33_OTHER:
        for model in models:
            rows = cache.get(model) or mmlupro_rows(m, model)
            mmlupro_cat(out, rows, cat, model, 50)


NEW33 = (mmlupro_33,)


TI = "thaotnguyen/thinking-llms-interp"
TI_RUNS = [  # (commit, result file, reasoning model, benchmark, records)
    ("0c6c09b9c98ec710d774a173f68d2d1ceb51bd2b", "hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json",
     "DeepSeek-R1-Distill-Qwen-1.5B", "gsm8k", 100),
    ("048705fb4491bb421c6be81b253ad6499164ea40", "hybrid-2/results/benchmark_results_qwen2.5-14b_gsm8k.json",
     "DeepSeek-R1-Distill-Qwen-14B", "gsm8k", 100),
    ("0c6c09b9c98ec710d774a173f68d2d1ceb51bd2b",
     "hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json",
     "DeepSeek-R1-Distill-Qwen-32B", "gsm8k", 100),
    ("0c6c09b9c98ec710d774a173f68d2d1ceb51bd2b", "hybrid/results/benchmark_results_qwen2.5-32b_gsm8k.json",
     "QwQ-32B", "gsm8k", 100),
    ("0c6c09b9c98ec710d774a173f68d2d1ceb51bd2b", "hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json",
     "DeepSeek-R1-Distill-Llama-8B", "gsm8k", 100),
    ("0c6c09b9c98ec710d774a173f68d2d1ceb51bd2b", "hybrid/results/benchmark_results_qwen2.5-14b_math500.json",
     "DeepSeek-R1-Distill-Qwen-14B", "math500", 100),
    ("0c6c09b9c98ec710d774a173f68d2d1ceb51bd2b", "hybrid/results/benchmark_results_llama-3.1-8b_aime.json",
     "DeepSeek-R1-Distill-Llama-8B", "aime", 20),
    ("0c6c09b9c98ec710d774a173f68d2d1ceb51bd2b", "hybrid/results/benchmark_results_qwen2.5-32b_math500.json",
     "QwQ-32B", "math500", 18),
]


def thinkinterp(m, out):
    """Round 34: reasoning models' replies (the thinking_model of the
    "Base Models Know How to Reason" experiments: greedy, the prompt opens
    <think>, so a reply is the reasoning, </think>, then the answer, or a
    reasoning cut off at the token limit) on GSM8K (the reference after
    "####"), MATH-500 and AIME; no licence upstream, so only ids and
    labels are kept; no upstream label per record."""
    for commit, path, model, bench, n in TI_RUNS:
        rows = json.loads(show(m, TI, commit, path))["tasks"]
        src = f"thinkinterp-{bench}-{model}"
        for i, r in sample(list(enumerate(rows)), n, src):
            ref = r["correct_answer"]
            if bench == "gsm8k":
                ref = ref.rsplit("####", 1)[1].strip().replace(",", "")
            rec(out, f"{src}-{i}", src, "en", "think", model, r["question"],
                r["model_answers"]["thinking_model"], str(ref), None, None)


MC = ("mathllm/MathCoder", "d6c91fbd8c02ad9f9669423f4ff331dc1605d126")
MC_RUNS = [  # (model, dataset, run; split: the run's -correct and -wrong files)
    ("MathCoder-CL-7b", "SVAMP", "20230917-2306", True),
    ("MathCoder-CL-7b", "mathematics", "20230917-2303", True),
    ("MathCoder-CL-13b", "SVAMP", "20230918-0026", True),
    ("MathCoder-CL-13b", "mathematics", "20230917-2308", True),
    ("MathCoder-CL-34b", "GSM8K", "20230916-1730", True),
    ("MathCoder-CL-34b", "SVAMP", "20230918-1753", False),
    ("MathCoder-CL-34b", "mathematics", "20230915-1754", False),
    ("MathCoder-L-7b", "GSM8K", "20230916-1751", True),
    ("MathCoder-L-7b", "SVAMP", "20230917-2303", True),
    ("MathCoder-L-7b", "mathematics", "20230917-2314", True),
    ("MathCoder-L-13b", "GSM8K", "20230916-1348", True),
    ("MathCoder-L-13b", "SVAMP", "20230917-2307", True),
    ("MathCoder-L-13b", "mathematics", "20230917-2337", True),
    ("MathCoder-L-70b", "GSM8K", "20230919-0351", True),
    ("MathCoder-L-70b", "SVAMP", "20230918-2240", True),
    ("MathCoder-L-70b", "mathematics", "20230918-2031", True),
]
MC_FENCE = {"code": "```python\n%s\n```", "execution": "```output\n%s\n```"}


def mathcoder(m, out):
    """Round 34: MathCoder's tool-integrated solutions (its text, code and
    the code's execution as blocks, the last block the answer it gives),
    40 a model and dataset (not its simuleq runs: their problems ask for
    two unknowns, their reference is one); the blocks are joined by a blank line, code
    fenced ```python and its execution ```output (ToRA's fences); the
    upstream's label is the file a record is in (-correct, -wrong), none
    for the two runs kept whole."""
    for model, data, run, split in MC_RUNS:
        base = f"outs/{model}/{data}/{data}_test_result-{run}"
        parts = [("c", 1, "-correct"), ("w", 0, "-wrong")] if split else [("r", None, "")]
        rows = []
        for tag, lab, suf in parts:
            lines = show(m, *MC, base + suf + ".jsonl").decode().splitlines()
            rows += [(f"{tag}{i}", lab, json.loads(x)) for i, x in enumerate(lines) if x.strip()]
        src = f"mathcoder-{data.lower()}-{model}"
        for key, lab, r in sample(rows, 40, src):
            blocks = [b for b in r["debug_result"] if b["role"] in ("text", "code", "execution")]
            resp = "\n\n".join(MC_FENCE.get(b["role"], "%s") % b["content"] for b in blocks)
            user = [x for x in r["messages"] if x["role"] == "user"][0]["content"][0]["content"]
            rec(out, f"{src}-{key}", src, "en", "tool-integrated", model, user, resp,
                num(r["ground_truth"]["answer"]), lab, r["completion"])


NEW34 = (thinkinterp,)
NEW34B = (mathcoder,)


# Round 35 (session 63): four repositories that grant no licence, so only
# ids and labels are kept (s63-labels.jsonl).  Each draws with its own
# random.Random(63) in the order below, one draw after another (the
# sampling of session 63's first conversion, so its records are the ones
# rebuilt, byte for byte), and keeps its ids.

CLP = ("LightChen233/cross-lingual-prompting", "affd839ba89745cf181a405395a1b410c41871d5")
CLP_RUNS = [("de", "de", 70), ("es", "es", 70), ("fr", "fr", 70), ("ja", "ja", 70),
            ("ru", "ru", 70), ("zh", "zh", 70), ("th", "zh", 30), ("te", "ja", 30),
            ("sw", "fr", 30), ("bn", "ru", 30), ("bn", "en", 30), ("sw", "en", 30)]


def clp(m, out):
    """Round 35: ChatGPT's (gpt-3.5-turbo) cross-lingual prompting on MGSM
    (CLSP runs: a first turn understands the question of language q, a
    second reasons in language r and ends "Answer: 18" or its localized
    form); the response is the last assistant turn; no upstream label."""
    rng = random.Random(63)
    for q, r_, n in CLP_RUNS:
        path = f"mgsm/output/clsp/{q}/{r_}.jsonl"
        rows = [json.loads(x) for x in show(m, *CLP, path).decode().splitlines() if x.strip()]
        src = f"clp-mgsm-{q}-{r_}-gpt-3.5-turbo"
        for i in sorted(rng.sample(range(len(rows)), n)):
            r = rows[i]
            rec(out, f"clp-{q}-{r_}-{i}", src, r_, "cot", "gpt-3.5-turbo",
                r["origin"]["text"], r["message"][-1]["content"],
                str(r["origin"]["answer"]), None, None)


def boxes(s):
    """Every \\boxed{...} of s (the first conversion's scan, kept as it
    is: the Qwen3 draw filters on it)."""
    out, pos = [], 0
    while True:
        i = s.find("\\boxed", pos)
        if i < 0:
            return out
        j = s.find("{", i)
        if j < 0:
            return out
        depth = 0
        for k in range(j, len(s)):
            if s[k] == "{":
                depth += 1
            elif s[k] == "}":
                depth -= 1
                if depth == 0:
                    out.append(s[j + 1:k])
                    break
        else:
            return out
        pos = k


ALF = ("alfred-leong/multilingual-reasoning", "a7a9c6454faa1c20ccdfe14be06490419380288e")
ALF_RUNS = [  # (file under data/exp_v2/, response key, lang, model, records)
    ("qwen3-1_7b/mgsm_deprecated/english/english_responses.jsonl", "english_response",
     "en", "Qwen3-1.7B", 75),
    ("qwen3-8b/mgsm_deprecated/english/english_responses.jsonl", "english_response",
     "en", "Qwen3-8B", 75),
    ("qwen3-1_7b/mgsm_deprecated/translated/translated_ja_responses.jsonl",
     "translated_response", "ja", "Qwen3-1.7B", 40),
    ("qwen3-1_7b/mgsm_deprecated/translated/translated_bn_responses.jsonl",
     "translated_response", "bn", "Qwen3-1.7B", 40),
    ("qwen3-1_7b/mgsm_deprecated/translated/translated_sw_responses.jsonl",
     "translated_response", "sw", "Qwen3-1.7B", 40),
]


def qwen3mgsm(m, out):
    """Round 35: Qwen3-1.7B's and Qwen3-8B's thinking replies (<think>,
    the reasoning, </think>, a solution ending in a box) to MGSM's English
    questions, and Qwen3-1.7B's English replies machine-translated by
    TranslateGemma-27B into ja, bn, sw (the think block a one-line stub;
    replies with no box, cut off in translation, not drawn); the problem
    of a translated reply is the native question of train_<lang>.jsonl
    with its question_index; up_pred the repository's extracted answer."""
    rng = random.Random(63)
    for path, key, lang, model, n in ALF_RUNS:
        rows = [json.loads(x) for x in show(m, *ALF, "data/exp_v2/" + path).decode().splitlines()
                if x.strip()]
        qs = {}
        if key == "translated_response":
            rows = [r for r in rows if boxes(r[key])]
            for x in show(m, *ALF, f"data/exp_v2/mgsm/train_{lang}.jsonl").decode().splitlines():
                if x.strip():
                    q = json.loads(x)
                    qs[q["question_index"]] = q["question"]
        src = f"qwen3mgsm-{lang}-{model}"
        name = model if lang == "en" else \
            f"{model} (English reply machine-translated by translategemma-27b-it)"
        for i in sorted(rng.sample(range(len(rows)), n)):
            r = rows[i]
            prob = r["english_question"] if lang == "en" else qs[r["question_index"]]
            pred = r["english_answer"] if lang == "en" else r["translated_answer"]
            rec(out, f"alf-{model}-{lang}-{r['question_index']}", src, lang, "think",
                name, prob, r[key], r["ground_truth"], None, pred)


ZSC = ("kojima-takeshi188/zero_shot_cot", "5ef330fcdeec0cd26aee27943504f91f8ec1c33c")
ZSC_REC = re.compile(r"^(\d+)(?:st|nd|rd|th) data\n1_th_sampling\nQ: (.*?)\nA: (.*?)\n"
                     r"pred_before :(.*?)\npred_after :(.*?)\n.*?GT : (.*?)\n", re.S)


def zeroshotcot(m, out):
    """Round 35: text-davinci-002's zero-shot chain of thought (the log's
    model 'gpt3-xl'), AQuA and GSM8K: the response is the log's "A:" block,
    the prompt's "Let's think step by step." and the model's reasoning,
    then the answer trigger ("Therefore, among A through E, the answer is",
    "Therefore, the answer (arabic numerals) is") and its continuation;
    the reference the "GT :" line, up_pred the log's pred_after (its
    first value after the trigger); no upstream label per record."""
    rng = random.Random(63)
    for ds, n in (("aqua", 110), ("gsm8k", 110)):
        log = show(m, *ZSC, f"log/{ds}_zero_shot_cot.log").decode()
        recs = []
        for b in re.split(r"\*{25}\n(?=\d+(?:st|nd|rd|th) data)", log):
            x = ZSC_REC.search(b)
            if x:
                recs.append(x.groups())
        src = f"zeroshotcot-{ds}-text-davinci-002"
        for num_, q, a, _, pa, gt in rng.sample(recs, n):
            rec(out, f"kojima-{ds}-{int(num_)}", src, "en",
                "multiple-choice" if ds == "aqua" else "cot", "text-davinci-002",
                q, a.rstrip("\n"), gt.strip(), None, pa.strip() or None)


S1 = ("protimroy/crosslingual-test-time-scaling", "2b21a157e072b9ec29825642099cab247c00e6bd")
S1_LANGS = ["bn", "de", "en", "es", "fr", "ja", "ru", "sw", "th", "zh"]


def s1lf(m, out):
    """Round 35: s1.1-14B on MGSM with language forcing (Yong et al. 2025,
    "Crosslingual Reasoning through Test-Time Scaling": the system prompt
    has it think and answer in the question's language, 8000 thinking
    tokens): the response is the decoded sequence after
    "<|im_start|>assistant\\n", "<|im_start|>think" and the reasoning, then
    "<|im_start|>answer" and the answer where it got that far; no te (the
    file is a missing blob), no upstream label (lm-eval's samples are in
    Git LFS)."""
    rng = random.Random(63)
    for lang in S1_LANGS:
        path = f"experiments/language_forcing/artifacts/14B_NxN/{lang}/s1_infer_8000_{lang}.jsonl"
        rows = [json.loads(x) for x in show(m, *S1, path).decode().splitlines() if x.strip()]
        src = f"s1lf-mgsm-{lang}-s1.1-14B"
        for i in sorted(rng.sample(range(len(rows)), 40)):
            r = rows[i]
            o = r["output"]
            k = o.find("<|im_start|>assistant\n")
            resp = o[k + len("<|im_start|>assistant\n"):] if k >= 0 else o
            rec(out, f"s1lf-{lang}-{i}", src, lang, "cot", "s1.1-14B", r["prompt"],
                resp, str(r["gold_answer"]), None, None)


NEW35 = (clp, qwen3mgsm, zeroshotcot, s1lf)


# Round 36 (session 64): five repositories, labels only (s64-labels.jsonl):
# two grant no licence, and the other three are kept the same way, to keep
# the round uniform.  Each source draws with random.Random(64) afresh
# (gaokao2026's once over its whole pool), the sampling of session 64's
# first conversion, so its records are the ones rebuilt, byte for byte,
# and keeps its ids.  S64_UNJUDGED names the records that conversion left
# unjudged, whose reference cannot decide them: they are not written.

S64_UNJUDGED = {
    # options B and E both "6 kmph", the reference E, the reply "(B)"
    "ps-davinci003-aqua-en-temp_124",
    # options A and C both "8.75", the reference C, the reply "(A) 8.75"
    "ps-davinci003-aqua-en-temp_117",
    # the reference "\\frac{x-3}{4}" for a definite integral's value
    "ksm-qwen2.5-14b-instruct-ksm-ko-0003",
}


def drawn(rows, n, seed):
    """n of rows, in their order, drawn by random.Random(seed) (64, 66,
    68 and 70: rounds 36, 37, 38 and 39); all of them if there are no
    more than n."""
    if len(rows) <= n:
        return list(rows)
    idx = sorted(random.Random(seed).sample(range(len(rows)), n))
    return [rows[i] for i in idx]


S64_EN = set("the of and to is we that for with this so are be by which "
             "from as it then".split())
S64_DE = set("der die das und ist nicht ein eine von zu mit dem den wir also "
             "sind auf für".split())
S64_ES = set("el la de que los las por para es una con del se lo como "
             "entonces tenemos su al".split())


def s64_lang(t, lang):
    """The language a response is written in, from its letters with the
    mathematics taken out (session 64's first conversion's reading, kept
    as it is): Hangul, kana, Han, Thai, Cyrillic, or Latin told apart by
    English, Spanish and German words; lang where there is no letter."""
    if "assistant" in t[:2500]:
        t = t[t.index("assistant") + 9:]
    t = re.sub(r"\$\$.*?\$\$|\$[^$]*\$|\\\[.*?\\\]|\\\(.*?\\\)", " ", t,
               flags=re.S)
    t = re.sub(r"\\[a-zA-Z]+", " ", t)
    c = dict.fromkeys(("ko", "kana", "han", "th", "ru", "latin"), 0)
    for ch in t:
        o = ord(ch)
        if 0xAC00 <= o <= 0xD7A3 or 0x1100 <= o <= 0x11FF:
            c["ko"] += 1
        elif 0x3040 <= o <= 0x30FF:
            c["kana"] += 1
        elif 0x4E00 <= o <= 0x9FFF:
            c["han"] += 1
        elif 0x0E00 <= o <= 0x0E7F:
            c["th"] += 1
        elif 0x0400 <= o <= 0x04FF:
            c["ru"] += 1
        elif ch.isascii() and ch.isalpha():
            c["latin"] += 1
    if not sum(c.values()):
        return lang
    ja = c["kana"] > 0.1 * (c["han"] + 1)
    score = {"ko": c["ko"] * 2.5,
             "ja": (c["kana"] + (c["han"] if ja else 0)) * 2.5,
             "zh": (0 if ja else c["han"]) * 2.5,
             "th": c["th"], "ru": c["ru"], "latin": c["latin"]}
    best = max(score, key=score.get)
    if best != "latin":
        return best
    words = re.findall(r"[a-záéíóúñ]+", t.lower())
    sc = {"en": sum(w in S64_EN for w in words),
          "es": sum(w in S64_ES for w in words),
          "de": sum(w in S64_DE for w in words)}
    return max(sc, key=lambda k: (sc[k], k == "en"))


def s64_rec(out, rid, src, lang, kind, model, problem, response, answer,
            up_pred=None):
    if rid not in S64_UNJUDGED:
        rec(out, rid, src, s64_lang(response, lang), kind, model, problem,
            response, answer, None, up_pred)


def s64_csv(m, repo, path):
    """The rows of a CSV file as dicts, its embedded \\r\\n kept."""
    csv.field_size_limit(1 << 30)
    text = show(m, *repo, path).decode()
    return list(csv.DictReader(io.StringIO(text, newline="")))


PANDS = ("AGI-Edgerunners/Plan-and-Solve-Prompting",
         "9d5a176f5b4de1011d426009ab6398dc76046e88")
PANDS_RUNS = [("AQuA", "AQuA-zero_shot-305", 100),
              ("GSM8K", "gsm8k-zero_shot-305", 100),
              ("SVAMP", "SVAMP-zero_shot-307", 60),
              ("MultiArith", "MultiArith-zero_shot-302", 25),
              ("AddSub", "AddSub-zero_shot-301", 25),
              ("SingleEq", "SingleEq-zeri_shot-301", 25)]


def pands(m, out):
    """Round 36: text-davinci-003 with Plan-and-Solve's PS+ zero-shot
    prompt on AQuA (five options), GSM8K, SVAMP, MultiArith, AddSub and
    SingleEq: the response is the "chain-of-thought" (variables, a plan,
    the calculation, "Answer: ..."); the reference a letter, or a number
    (18.0 written 18); up_pred the repository's extracted "pred"."""
    for bench, name, n in PANDS_RUNS:
        path = f"generated_result/{name}-text-davinci-003.json"
        b = bench.lower()
        for x in drawn(json.loads(show(m, *PANDS, path)), n, 64):
            s64_rec(out, f"ps-davinci003-{b}-en-{x['ID']}",
                    f"pands-{b}-text-davinci-003", "en",
                    "multiple-choice" if b == "aqua" else "cot",
                    "text-davinci-003", x["question"], x["chain-of-thought"],
                    num(x["answer"]), str(x["pred"]))


LSR = ("bowenyu066/language-shapes-reasoning",
       "9cf81be3ce556f16998fc76ecb101b96afcdebc3")
LSR_MMATH = [("chatgpt-5.1", "ja", 90), ("gemini-2.5", "th", 90),
             ("deepseek-v3.2", "es", 70), ("chatgpt-5.1", "zh", 50),
             ("gemini-2.5", "ja", 50)]
LSR_GSM8K = [("qwen3-8b", "zh_direct", "qwen3-8b", 4096, 70),
             ("llama-3.1-8b", "zh_zh_translate_then_solve",
              "translate-llama-3.1-8b", 1024, 60)]


def lsr(m, out):
    """Round 36: "Language Shapes Reasoning": MMATH's problems (MATH-500,
    AIME 2024 and 2025, CNMO) asked in ja, th, es or zh of GPT-5.1, Gemini
    2.5 and DeepSeek-V3.2 (direct answer, 8192 tokens), and GSM8K in
    Chinese of Qwen3-8B (its think block empty) and of Llama-3.1-8B told
    to translate the question in its head and solve it: the response is
    raw_output (GSM8K's begins with the decoded chat prompt, "user",
    the question, "assistant"), the reference gold, the problem the
    question of the same id in data/processed; up_pred the CSV's pred."""
    def qs(path):
        rows = show(m, *LSR, "data/processed/" + path).decode().splitlines()
        return {q["id"]: q["question"] for q in map(json.loads, rows)}
    for model, lang, n in LSR_MMATH:
        q = qs(f"mmath/mmath_{lang}.jsonl")
        path = f"results/mmath/mmath_{model}_{lang}_direct_maxtok8192.csv"
        for r in drawn(s64_csv(m, LSR, path), n, 64):
            s64_rec(out, f"lsr-{model}-mmath-{lang}-{r['id']}",
                    f"lsr-mmath-{lang}-{model}", lang, "cot", model,
                    q[r["id"]], r["raw_output"], r["gold"], r["pred"])
    q = qs("gsm8k/gsm8k_zh_test.jsonl")
    for model, mode, name, tok, n in LSR_GSM8K:
        path = f"results/gsm8k/gsm8k_{model}_{mode}_maxtok{tok}.csv"
        for r in drawn(s64_csv(m, LSR, path), n, 64):
            s64_rec(out, f"lsr-{model}-gsm8kzh-{mode}-{r['id']}",
                    f"lsr-gsm8k-zh-{name}", "zh", "cot", model,
                    q[r["id"]], r["raw_output"], r["gold"], r["pred"])


KSM = ("guijinSON/KSM", "4f12a86827c8a48f3a7d7b5454e9d67e8dbbdf7d")
KSM_RUNS = [("ko", "gpt-4o", "MMMLU", 90),
            ("ko", "Qwen_Qwen2.5-72B-Instruct", "GSM8K", 80),
            ("ko", "meta-llama_Llama-3.1-70B-Instruct", "MATH", 70),
            ("ko", "Qwen_Qwen2.5-14B-Instruct", "KSM", 60),
            ("ko", "Qwen_Qwen2.5-7B-Instruct", "OMNI_MATH", 50),
            ("ko", "meta-llama_Llama-3.2-1B-Instruct", "GSM8K", 50),
            ("en", "Qwen_Qwen2.5-32B-Instruct", "MMMLU", 50)]


def ksm(m, out):
    """Round 36: HRM8K (the KSM paper's Korean benchmark: GSM8K, MATH,
    Omni-MATH, MMMLU's mathematics translated, and KSM's olympiad
    problems) answered by GPT-4o, Qwen2.5 and Llama 3 in Korean, and
    MMMLU in English by Qwen2.5-32B, from the commit before the results
    were deleted: the response is solution, the reference answer (for
    MMMLU the number of the right option, its options numbered "1. ..."
    in the question), the problem question; id suffix the CSV row."""
    for lang, model, bench, n in KSM_RUNS:
        rows = s64_csv(m, KSM, f"{lang}_results/{model}/{bench}.csv")
        name = model.split("_")[-1].lower()
        b = bench.lower()
        src = f"ksm-{b.replace('_', '')}-{lang}-{name}"
        for i in drawn(range(len(rows)), n, 64):
            r = rows[i]
            s64_rec(out, f"ksm-{name}-{b}-{lang}-{i:04d}", src, lang,
                    "multiple-choice" if b == "mmmlu" else "cot",
                    model.replace("_", "/", 1), r["question"], r["solution"],
                    r["answer"])


GAOKAO26 = ("iamyb/llm-gaokao-math-eval",
            "7b58eaf4574046c73e49cd75590dd4e30bfe3adf")


def gaokao2026(m, out):
    """Round 36: 2026's Gaokao, National Paper I, its single-choice,
    multiple-choice and fill-in items, answered by twenty local models
    (Qwen3.5, 3.6 and 3.8 quantized, Gemma 4, DeepSeek-V4-Flash, ...):
    140 of the cases of every result file under eval/results (a file
    the same byte for byte as one before it read once), drawn at once;
    the response is the case's response (not its reasoning_content),
    the reference expected, the problem the prompt's question (its
    instruction lines dropped, its options kept); one drawn case with
    no response is not written; one source a model."""
    d = os.path.join(m, GAOKAO26[0].replace("/", "+"), "repo")
    names = subprocess.run(["git", "-C", d, "ls-tree", "-r", "--name-only",
                            "-z", GAOKAO26[1]], check=True,
                           stdout=subprocess.PIPE).stdout.decode()
    seen, pool = set(), []
    for f in sorted(x for x in names.split("\0")
                    if x.startswith("eval/results") and x.endswith(".json")):
        t = show(m, *GAOKAO26, f)
        h = hashlib.md5(t).hexdigest()
        if h in seen:
            continue
        seen.add(h)
        j = json.loads(t)
        run = re.sub(r".*quanguo1", "", f)[:-5] or "_0"
        tag = hashlib.md5(f.encode()).hexdigest()[:6] + run
        for k, c in j["task_states"]["cases"].items():
            pool.append((j["model_name"], tag, k, c))
    for model, tag, k, c in drawn(pool, 140, 64):
        if not isinstance(c["response"], str):
            continue
        name = re.sub("[^a-z0-9.]+", "-", model.lower())
        prob = c["prompt"].split("\n\n", 1)[1].rsplit("\n\n请将答案放在", 1)[0]
        mc = re.fullmatch(r"[A-D]+", c["expected"])
        s64_rec(out, f"gaokao-{name}-{tag}-{k}", f"gaokao2026-{name}", "zh",
                "multiple-choice" if mc else "cot", model, prob,
                c["response"], c["expected"])


SER = ("kuk/simple-evals-ru", "5fb1507eafd70be92ff3379440c13ee5272963ce")
SER_RUNS = [("mgsm", "17_yandexgpt_5_pro", "YandexGPT 5 Pro", 60),
            ("math", "17_yandexgpt_5_pro", "YandexGPT 5 Pro", 50),
            ("mgsm", "22_vikhr", "Vikhr", 40),
            ("math", "18_cotype_nano", "Cotype Nano", 40),
            ("mgsm", "07_yandexgpt_4_lite", "YandexGPT 4 Lite", 30)]


def simpleevalsru(m, out):
    """Round 36: simple-evals-ru, OpenAI's simple-evals run on Russian
    models (YandexGPT 5 Pro and 4 Lite, Vikhr, Cotype Nano) with its
    English MGSM and MATH-500 prompts ("... on the last line by itself
    in the format of "Answer:"): many reply in Russian, "Ответ: 3"; the
    response is the result line's answer, the problem and reference the
    benchmark's problem and target (joined by id); up_pred its pred."""
    bench = {}
    for b in ("mgsm", "math"):
        rows = show(m, *SER, f"data/benches/{b}.jsonl").decode()
        for j in map(json.loads, rows.splitlines()):
            bench[b, j["id"]] = j
    for b, f, model, n in SER_RUNS:
        rows = show(m, *SER, f"data/results/{b}/{f}.jsonl").decode()
        name = f.split("_", 1)[1].replace("_", "-")
        for r in drawn([json.loads(x) for x in rows.splitlines()], n, 64):
            q = bench[b, r["id"]]
            s64_rec(out, f"ser-{name}-{b}-{r['id']}",
                    f"simpleevals-ru-{b}-{name}", "en", "cot", model,
                    q["problem"], r["answer"], q["target"], r.get("pred"))


NEW36 = (pands, lsr, ksm, gaokao2026, simpleevalsru)


# Round 37 (session 66): six repositories, labels only (s66-labels.jsonl):
# three grant no licence, and the other three are kept the same way.  Each
# source draws with random.Random(66) afresh.


GSMEX = ("openai/grade-school-math", "3101c7d5072418e28b9008a6636bde82a006892c")


def gsmex(m, out):
    """Round 37: the GSM8K paper's example solutions, GPT-3 6B and 175B
    after fine-tuning and after verification (calculator annotations
    "<<3+4=7>>", a last line "A: 18"); up_label the repository's
    is_correct."""
    path = "grade_school_math/data/example_model_solutions.jsonl"
    rows = []
    for i, line in enumerate(show(m, *GSMEX, path).decode().splitlines()):
        d = json.loads(line)
        ref = d["ground_truth"].rsplit("A:", 1)[1].strip()
        for k in ("6b_finetuning", "6b_verification", "175b_finetuning",
                  "175b_verification"):
            rows.append((i, k, d["question"], ref, d[k]))
    for i, k, q, ref, x in drawn(rows, 300, 66):
        rec(out, f"gsmex-{k}-{i}", f"gsmex-{k}", "en", "cot",
            "gpt-3-" + k.split("_")[0], q, x["solution"], ref,
            1 if x["is_correct"] else 0, None)


MATHV = ("mathllm/MATH-V", "a1f5cc3add200c0cd080fad463e500f44ef1fb41")
MATHV_RUNS = [("closed-source/GPT/GPT4-CoT (Text Only)", "gpt-4", 130),
              ("closed-source/GPT/ChatGPT3.5-CoT (Text+Image Caption)",
               "gpt-3.5-turbo", 110),
              ("closed-source/Gemini/Gemini-Pro-CoT", "gemini-pro", 110),
              ("closed-source/Qwen/Qwen-VL-Max-CoT", "qwen-vl-max", 110),
              ("open-source/Internlm/InternLM-XComposer2-VL-CoT",
               "internlm-xcomposer2-vl", 90)]


def mathv(m, out):
    """Round 37: MATH-Vision's chain-of-thought runs (competition
    problems drawn as figures; the text models read the question and
    its options alone): options written "(A) ..." under the question;
    up_label the repository's "correct" (its checker compares the
    letter only)."""
    ref = {}
    for line in show(m, *MATHV, "data/test.jsonl").decode().splitlines():
        d = json.loads(line)
        ref[str(d["id"])] = d
    for path, model, n in MATHV_RUNS:
        text = show(m, *MATHV, f"outputs/{path}.jsonl").decode()
        rows = [json.loads(x) for x in text.splitlines() if x.strip()]
        for d in drawn(rows, n, 66):
            q = ref[str(d["id"])]
            prob = q["question"]
            if q.get("options"):
                prob += "\n" + "\n".join(
                    f"({chr(65 + i)}) {o}" for i, o in
                    enumerate(q["options"]))
            rec(out, f"mathv-{model}-{d['id']}", f"mathv-{model}", "en",
                "multiple-choice" if q.get("options") else "cot", model,
                prob, d.get("response") or "", str(q["answer"]),
                1 if d.get("correct") else 0, d.get("model_answer"))


CR = ("iiis-ai/cumulative-reasoning",
      "26c939b54b72f9a083a7594347d665c660a3023c")
CR_RUNS = ["complex-cot", "php", "cr-4shot", "cr-4shot-php"]


def crmath(m, out):
    """Round 37: Cumulative Reasoning's GPT-4 runs on MATH (complex CoT,
    progressive hints, cumulative reasoning; the PHP runs' responses
    indented four spaces by the prompt's template); up_label the
    repository's correctness (Correct or Wrong; Unknown left out)."""
    for run in CR_RUNS:
        path = f"MATH/results/results-math-{run}-gpt-4.jsonl"
        rows = []
        for i, line in enumerate(show(m, *CR, path).decode().splitlines()):
            d = json.loads(line)
            if d.get("correctness") in ("Correct", "Wrong"):
                rows.append((i, d))
        for i, d in drawn(rows, 75, 66):
            rec(out, f"cr-{run}-{i}", f"cr-{run}-gpt-4", "en", "cot",
                "gpt-4", d["problem_content"], d["final_solution"],
                d["ground_truth_answer"],
                1 if d["correctness"] == "Correct" else 0,
                d.get("final_answer"))


RB = ("LightChen233/reasoning-boundary",
      "ee1f1fccbebf50b2ece8a3d20e3fdae0d3bda6b4")
RB_RUNS = [("gpt35-CoT", "gpt-3.5-turbo"), ("gpt35-LtM", "gpt-3.5-turbo"),
           ("gpt35-complex", "gpt-3.5-turbo"),
           ("gpt35-marp", "gpt-3.5-turbo"), ("gpt4o-CoT", "gpt-4o"),
           ("gpt4o-marp", "gpt-4o"), ("o1-CoT", "o1-preview")]


def biggsm(m, out):
    """Round 37: Reasoning Boundary's BigGSM (GSM8K with large numbers)
    answered by GPT-3.5 (CoT, least-to-most, complex CoT, MARP), GPT-4o
    and o1: the response is the chat's last assistant message, the
    reference the "#### N" of its origin; no upstream label."""
    for run, model in RB_RUNS:
        path = f"experiments/RBF/mathematical-reasoning/{run}.jsonl"
        rows = []
        for line in show(m, *RB, path).decode().splitlines():
            d = json.loads(line)
            said = [x for x in d["pred"] if x.get("role") == "assistant"]
            if not said:
                continue
            c = said[-1]["content"]
            if isinstance(c, list):
                c = "".join(x.get("text", "") for x in c)
            o = str(d["origin"])
            a = re.search(r"####\s*(-?[\d,.]+)", o)
            q = re.search(r"'question':\s*(['\"])(.*?)\1,\s*'answer'",
                          o, re.S)
            if a and q:
                rows.append((d["index"], q.group(2), c,
                             a.group(1).replace(",", "").rstrip(".")))
        for i, q, c, a in drawn(rows, 55, 66):
            rec(out, f"biggsm-{run}-{i}", f"biggsm-{run}", "en", "cot",
                model, q.replace("\\n", "\n"), c, a, None, None)


LLADA = ("Aien68668/Implementation-and-Optimization-of-Large-Language-"
         "Diffusion-Models-for-Dialogue-Systems",
         "6b80868352095dfc6a5195e7fc7ae0af0573a0ad")


def llada(m, out):
    """Round 37: LLaDA, a diffusion language model, on GSM8K and
    MATH-500 (generated_answer, ground_truth); no upstream label."""
    for bench, n in (("gsm8k", 150), ("math500", 150)):
        path = f"out/LLDA_{bench}_test_nothink.res"
        rows = json.loads(show(m, *LLADA, path))
        for i, d in drawn(list(enumerate(rows)), n, 66):
            rec(out, f"llada-{bench}-{i}", f"llada-{bench}", "en", "cot",
                "llada-8b", d.get("problem", ""),
                d.get("generated_answer") or "", str(d["ground_truth"]),
                None, None)


MRGSM = ("dvlab-research/MR-GSM8K", "3f666d60dd5f2fe31d619c528076bac54f4a13b7")


def mrgsm(m, out):
    """Round 37: MR-GSM8K's graded solutions (MetaMath-style, "Step N:
    ...", "Step 4: #### 2.8") on GSM8K and its reversed questions, the
    programs left out; up_label the repository's answer correctness."""
    seen, rows = set(), []
    for f in ("Claude", "GPT3_5", "llama2_70b"):
        path = f"eval_results/gpt4-grading/{f}_eval_results.json"
        for d in json.loads(show(m, *MRGSM, path)):
            if d.get("question_type") == "POT" or d["uuid"] in seen:
                continue
            seen.add(d["uuid"])
            rows.append(d)
    for d in drawn(rows, 200, 66):
        rec(out, f"mrgsm-{d['uuid']}", f"mrgsm-{d['question_type']}", "en",
            "cot", "metamath", d["question"],
            "\n".join(d["model_output_steps"]), str(d["ground_truth_answer"]),
            1 if d["model_output_answer_correctness"] == "correct" else 0,
            None)


NEW37 = (gsmex, mathv, crmath, biggsm, llada, mrgsm)


# Round 38 (session 66): five repositories, labels only (s66b-labels.jsonl;
# none grants a licence but simpleRL-reason, kept alike).  Each source
# draws with random.Random(68) afresh.


def tree(m, repo, commit, under):
    """The paths under a folder at a commit, in git's order."""
    d = os.path.join(m, repo.replace("/", "+"), "repo")
    out = subprocess.run(["git", "-C", d, "ls-tree", "-r", "--name-only",
                          commit, under], check=True,
                         stdout=subprocess.PIPE).stdout.decode()
    return out.splitlines()


A5 = ("ShibukiZero/assignment5-alignment",
      "3e6f913f388ad0fa65647bb01b0628a58e1045aa")


def grpo(m, out):
    """Round 38: GRPO's sampled rollouts of Qwen2.5-Math-1.5B on MATH
    (a CS336 assignment's runs: baselines, normalisations, off-policy
    sweeps, clipping, the r1_zero prompt and the question alone), as the
    trainer dumped them: the problem is the prompt as sent (r1_zero's
    ends "Assistant: <think>"), the responses open inside it and close
    "</think> <answer> ... </answer>"; up_label the run's answer_reward
    (its grader's).  100 step files drawn, then 400 rollouts of
    theirs."""
    paths = [x for x in tree(m, *A5, "artifacts/experiments/ch7")
             if x.endswith("/sample_rollouts.jsonl")]
    rows = []
    for path in drawn(paths, 100, 68):
        run = path.split("/")[3] + "/" + path.split("/")[5]
        step = path.split("/")[6].replace("grpo_step_", "")
        for line in show(m, *A5, path).decode().splitlines():
            d = json.loads(line)
            rows.append((run, step, d))
    for run, step, d in drawn(rows, 400, 68):
        think = "<think>" in d.get("prompt", "")
        name = run.replace("/", "-")
        rec(out, f"grpo-{name}-{step}-{d['question_index']}-"
            f"{d['rollout_index']}", f"grpo-{run.split('/')[0]}", "en",
            "think" if think and "</think>" in d["response"] else "cot",
            "qwen2.5-math-1.5b-grpo",
            d.get("prompt") or d["question"], d["response"],
            d["ground_truth"], 1 if d["answer_reward"] >= 1 else 0, None)


SRL = ("hkust-nlp/simpleRL-reason", "cf1c7858bfc145a27aa733e75d930d34f0d318a6")


def simplerl(m, out):
    """Round 38: simpleRL-reason's majority-vote example, eight sampled
    replies to each of 100 MATH problems (Qwen2.5-Math's evaluation
    format, a box); up_label its checker's score."""
    path = ("examples/simplelr_math_eval/data/eval_rm_maj_example/"
            "math_cot_100.jsonl")
    rows = []
    for line in show(m, *SRL, path).decode().splitlines():
        d = json.loads(line)
        for k, resp in enumerate(d["code"]):
            rows.append((d, k, resp))
    for d, k, resp in drawn(rows, 200, 68):
        rec(out, f"simplerl-math-{d['idx']}-{k}", "simplerl-math-cot",
            "en", "cot", "qwen2.5-math", d["question"], resp, d["gt"],
            1 if d["score"][k] else 0, str(d["pred"][k]))


ALGO = ("StanchPillow55/Algoverse-Self-Correction-Classification",
        "1e32ba51cc16d9043c3f58b043975c45726d790c")
ALGO_RUNS = [("gpt-4o-mini", "fullscale_gpt-4o-mini_gsm8k_20250916T023606Z"),
             ("claude-3-haiku", "fullscale_claude-haiku_gsm8k_20250916T065436Z"),
             ("claude-3-sonnet",
              "fullscale_claude-sonnet_gsm8k_20250916T090130Z")]


def algoverse(m, out):
    """Round 38: a self-correction study's GSM8K runs (gpt-4o-mini,
    Claude 3 Haiku and Sonnet): each problem's first reply; the
    reference the "#### N" of its problem in data/gsm8k/test_1k.jsonl
    (joined by id); up_label the run's is_correct of that turn."""
    ref = {}
    for line in show(m, *ALGO, "data/gsm8k/test_1k.jsonl").decode(
            ).splitlines():
        d = json.loads(line)
        ref[str(d["id"])] = d
    for model, run in ALGO_RUNS:
        rows = [json.loads(x) for x in show(m, *ALGO, f"runs/{run}/"
                "traces.jsonl").decode().splitlines() if x.strip()]
        for d in drawn(rows, 100, 68):
            q = ref[str(d["problem_id"])]
            a = q["answer"].rsplit("####", 1)[1].strip().replace(",", "")
            t = d["turns"][0]
            rec(out, f"algo-{model}-{d['problem_id']}", f"algo-gsm8k-{model}",
                "en", "cot", model, q["question"], t["response_text"], a,
                1 if t["is_correct"] else 0, None)


SLM = ("Chen-Yuanmeng/Score-LLMs-in-Mathematics",
       "d93a9d279953d30443bbb80f7585268c38561713")


def scorellm(m, out):
    """Round 38: university mathematics (calculus, linear algebra, ...)
    answered by Qwen, Llama, DeepSeek and Mathstral models, three runs
    each, marked 0 to 100 by hand: a mark of 100 is up_label 1, 0 is 0,
    a partial mark is left out; many replies end with a confidence."""
    rows = []
    for path in tree(m, *SLM, "answers/answer_data"):
        if not path.endswith(".json"):
            continue
        for d in json.loads(show(m, *SLM, path)):
            if str(d.get("mark")) in ("100", "0"):
                rows.append(d)
    for d in drawn(rows, 200, 68):
        rec(out, f"slm-{d['model']}-{d['unique_ID']}-{d['occurrence']}",
            f"scorellm-{d['model'].lower()}", "en", "cot", d["model"],
            d["question_in_English"], d["model_output"], d["answer"],
            1 if str(d["mark"]) == "100" else 0, None)


DLK = ("donglinkang2021/cs336-assignment5-alignment",
       "1474a43693c419f2a19f517ae08bde9c1460d731")
DLK_RUNS = [("qwen2.5-math-1.5b", "gsm8k_local", 100),
            ("qwen2.5-math-1.5b", "math500_hf", 100),
            ("qwen2.5-math-1.5b-inst", "math500_hf", 100)]


def dlk(m, out):
    """Round 38: another CS336 assignment's zero-shot evaluations of
    Qwen2.5-Math-1.5B, base and instruct, with the r1_zero prompt (the
    problem: the prompt as sent, ending "Assistant: <think>"); the
    reference the last box of the stored solution (GSM8K's "#### N");
    no upstream label (its grader compared the whole solution)."""
    for model, bench, n in DLK_RUNS:
        path = f"outputs/{model}/{bench}/results.jsonl"
        rows = [json.loads(x) for x in show(m, *DLK, path).decode(
                ).splitlines() if x.strip()]
        for i, d in drawn(list(enumerate(rows)), n, 68):
            gt = d["ground_truth"]
            if "####" in gt:
                a = gt.rsplit("####", 1)[1].strip().replace(",", "")
            else:
                b = boxes(gt)
                if not b:
                    continue
                a = b[-1]
            rec(out, f"dlk-{model}-{bench}-{i}", f"dlk-{bench}-{model}",
                "en", "think" if "<think>" in d["prompt"] and "</think>" in
                d["response"] else "cot",
                model, d["prompt"], d["response"], a, None, None)


NEW38 = (grpo, simplerl, algoverse, scorellm, dlk)


# Round 39 (session 67): three repositories never read before, each
# with a licence (Apache-2.0, MIT, MIT), kept as labels only like the
# rounds before; each source draws with random.Random(70) afresh.


LSRL = ("ZheyuAqaZhang/NLP-LSRL4KE", "29e933bbff988ac33cf5e404749c22bea0f0a913")


def lsrl_label(r):
    """The rollout's correct_fn: 1 right, -1 wrong, -1.25 no box found
    (not judged)."""
    c = r["correct_fn"]
    return 1 if c == 1 else 0 if c == -1 else None


def lsrl(m, out):
    """Round 39: GRPO rollouts of Qwen3-4B-Instruct-2507 on GSM8K's
    training set, from the LSRL examples in an "E2GRPO" course project,
    eight to a question: lsrl_examples/log_rl.log.jsonl (chain of
    thought, system prompt "Let's think step by step and output the
    final answer in \\boxed{}." written without a raw string, so the
    model saw a backspace for "\\b"; from iteration ~15 on the policy
    stops boxing) and lsrl_examples/log_rl_code.log.jsonl (the same
    model told it may run one line of Python in <python></python>; the
    harness appended "Execution Result: ..." after each call, so the
    response is the model's text with the tool's output spliced in).
    The problem is the question alone (the chat template and system
    prompt are not stored); the reference GSM8K's number after ####;
    up_label the rollout's correct_fn (math_verify on the first
    \\boxed{}): 1 right, -1 wrong, and None where it found no box
    (-1.25)."""
    runs = (("log_rl", "Q", "A", "cot", 250),
            ("log_rl_code", "question", "std", "tool", 150))
    for name, qk, ak, kind, n in runs:
        path = f"lsrl_examples/{name}.log.jsonl"
        rows = []
        for line in show(m, *LSRL, path).decode().splitlines():
            if not line.strip():
                continue
            d = json.loads(line)
            for k, resp in enumerate(d["anss"]):
                rows.append((d, k, resp))
        tag = "gsm8k" if kind == "cot" else "gsm8k-pytool"
        for d, k, resp in drawn(rows, n, 70):
            rec(out, f"lsrl-{tag}-{d['iter']}-{k}", f"lsrl-{tag}", "en",
                kind, "qwen3-4b-instruct-2507-grpo", d["Q"][qk], resp,
                str(d["Q"][ak]), lsrl_label(d["rewards"][k]), None)


RC = ("tangzhy/RealCritic", "0fbc04a15c127e405744105107f7a7a1d7bdb480")
RC_MATH_MC = {"elementary_mathematics", "high_school_mathematics",
              "high_school_statistics", "college_mathematics",
              "abstract_algebra"}
RC_BENCH = [("gsm8k", 60), ("math", 60), ("college_math", 60),
            ("minerva_math", 60), ("olympiadbench", 60)]


def realcritic(m, out):
    """Round 39: RealCritic's solutions to be critiqued
    (data/mix_data/*/test.jsonl), half right and half wrong, written
    by ten models from Qwen1.5-0.5B-Chat and Qwen2-Math-1.5B-Instruct
    to Qwen2.5-Math-72B-Instruct, Llama-3.1-8B/70B-Instruct and
    DeepSeek-Math-7B-Instruct with Qwen2.5-Math's evaluation prompts:
    GSM8K, MATH, College Math, Minerva Math and OlympiadBench (answer
    boxed), and MMLU-STEM's mathematics subjects (elementary, high
    school, college mathematics, high school statistics, abstract
    algebra) with four lettered options in the question ("Answer
    Choices: (A) ..."), the reference a letter.  The response is
    "reasoning", the reference "gt" as the harness stores it (some
    College Math references carry doubled backslashes); up_label the
    harness's previous_score, up_pred its "pred"."""
    for bench, n in RC_BENCH + [("mmlu_stem", 200)]:
        path = f"data/mix_data/{bench}/test.jsonl"
        rows = []
        for line in show(m, *RC, path).decode().splitlines():
            if not line.strip():
                continue
            d = json.loads(line)
            if bench == "mmlu_stem" and d.get("type") not in RC_MATH_MC:
                continue
            if not d["reasoning"].strip() or not str(d["gt"]).strip():
                continue
            rows.append(d)
        for d in drawn(rows, n, 70):
            score = str(d["previous_score"]).strip("[]").strip()
            label = 1 if score == "True" else 0 if score == "False" else None
            src = "rc-mmlu-math" if bench == "mmlu_stem" else f"rc-{bench}"
            rec(out, f"rc-{bench}-{d['idx']}", src, "en",
                "mc" if bench == "mmlu_stem" else "cot", d["model"],
                d["question"], d["reasoning"], str(d["gt"]), label,
                None if d.get("pred") is None else str(d["pred"]))


TA = ("manncodes/thought-anchors", "a15a5250254b4a6b4667baddb076ad9a53bafe0f")
TA_DIR = "frontend/src/app/data"


def thoughtanchors(m, out):
    """Round 39: Thought Anchors' base solutions (the demo's data, in a
    copy of the project): DeepSeek-R1-Distill-Qwen-14B and
    DeepSeek-R1-Distill-Llama-8B, one right and one wrong solution to
    each of ten MATH problems, sampled from a prompt that ends
    "Solution: \\n<think>\\n", so the response ("solution") opens
    inside the think block and closes it; the problem is the prompt as
    sent, the reference the gt_answer of the folder's problem.json
    (QwQ-32B's one folder is a coding problem, without gt_answer, and
    is left out); up_label the repository's is_correct, up_pred its
    extracted "answer".  Only 40 records: a small source."""
    rows = []
    for p in tree(m, *TA, TA_DIR):
        if not p.endswith("/problem.json"):
            continue
        q = json.loads(show(m, *TA, p))
        if "gt_answer" not in q:
            continue
        d = json.loads(show(m, *TA, p[:-len("problem.json")] +
                            "base_solution.json"))
        parts = p.split("/")
        rows.append((parts[-4], parts[-3], parts[-2], q, d))
    for model, split, prob, q, d in drawn(rows, 200, 70):
        resp = d["solution"]
        kind = "think" if "</think>" in resp else "cot"
        ok = d.get("is_correct")
        rec(out, f"ta-{model}-{split.split('_')[0]}-{prob}",
            f"ta-math-{model}", "en", kind, model, d["prompt"], resp,
            str(q["gt_answer"]), None if ok is None else int(bool(ok)),
            None if d.get("answer") is None else str(d["answer"]))


NEW39 = (lsrl, realcritic, thoughtanchors)


def main():
    if sys.argv[1] in ("--new", "--new13", "--new14", "--new26", "--new30",
                       "--new33", "--new34", "--new34b", "--new35",
                       "--new36", "--new37", "--new38", "--new39"):
        # only the sources added in round 12 (or 13), to append to the
        # corpus
        out = []
        for f in {"--new": NEW, "--new13": NEW13,
                  "--new26": NEW26, "--new30": NEW30,
                  "--new33": NEW33, "--new34": NEW34,
                  "--new34b": NEW34B, "--new35": NEW35,
                  "--new36": NEW36,
                  "--new37": NEW37,
                  "--new38": NEW38,
                  "--new39": NEW39}.get(sys.argv[1], NEW14):
            f(sys.argv[2], out)
        write(sys.argv[3], out)
        return
    mirror, shared_dir, path = sys.argv[1:4]
    if len(sys.argv) > 4:
        nol = []
        mcot(mirror, nol)
        mcot_msvamp(mirror, nol)
        write(sys.argv[4], nol)
    out = []
    zeroeval(mirror, out)
    rereading(mirror, out)
    mmlupro(mirror, out)
    tora(mirror, out)
    gaokao(mirror, out)
    pot(mirror, out)
    theoremqa(mirror, out)
    promptpg(mirror, out)
    mathvista(mirror, out)
    shared(shared_dir, out)
    for f in NEW + NEW13 + NEW14 + NEW26 + NEW30 + NEW33 + NEW34B:
        f(mirror, out)
    write(path, out)


def write(path, out):
    ids = set()
    with open(path, "w", encoding="utf-8") as f:
        for r in out:
            if r["id"] in ids:
                sys.exit(f"build.py: duplicate id '{r['id']}'")
            ids.add(r["id"])
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(out)} records", file=sys.stderr)


if __name__ == "__main__":
    main()
