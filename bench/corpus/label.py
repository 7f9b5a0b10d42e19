#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""label.py: label the corpus by mathematics, independently of papo.

usage: label.py [-s] RAW.jsonl HAND.tsv OUT.jsonl [DISAGREE.tsv]

Two checkers written for this corpus (no papo code) read every response:
  A  the final answer the response states (an <answer> tag that ends it,
     a JSON "answer" field, the last \\boxed{}, "【答案】", "the answer
     is", "Answer:", "A:", "####", or a reply that is one value alone),
     compared with the reference by value (numbers, fractions, roots, pi,
     exponents through sympy; letters for multiple choice, a reply that is
     the letter alone, and in records whose lang is pt "Resposta: D" or a
     reply that opens with the letter);
  B  the last value written in the response (the last number, or the last
     option letter in parentheses for multiple choice; after </think> as
     A), compared the same way.
The label is, in order: the hand decision in HAND.tsv (id, label, why);
a human label where the source has one (ProcessBench's annotators); the
upstream's own label (the benchmark's checker) where checker A agrees; both checkers where they agree and the
source has no label.  Any other record is a disagreement: it is written to
DISAGREE.tsv for a hand decision and left out of OUT.jsonl until decided.
With -s the problem and response are left out of OUT.jsonl (a source whose
licence does not let the repository keep them: build.py rebuilds them).
"""
import json
import re
import sys

import warnings

import sympy

warnings.filterwarnings("ignore")

NUM = r"-?\d[\d,]*(?:\.\d+)?|-?\.\d+"
# LaTeX's grouping comma, "20,\\!000" or "180{,}000" (round 34)
GROUP = r"(?<=\d)(?:,\\!|\{,\})(?=\d{3})"
# "the answer is" in the languages of MGSM
ANSWER_IS = (r"(?:答案是|答案为|答えは|Die Antwort (?:ist|lautet)|La respuesta es|"
             r"La réponse est|Ответ\s*[:–-]?|Jibu ni|సమాధానం|คำตอบคือ|উত্তর(?: হল)?)"
             r"\s*([^\n]*)")


def boxed(t):
    i = max(t.rfind("\\boxed{"), t.rfind("\\boxed {"))
    if i < 0:
        return None
    j = t.index("{", i) + 1
    depth, k = 1, j
    while k < len(t) and depth:
        if t[k] == "{":
            depth += 1
        elif t[k] == "}":
            depth -= 1
        k += 1
    return t[j:k - 1] if depth == 0 else None


def json_answer(t):
    m = re.findall(r'"answer"\s*:\s*("(?:[^"\\]|\\.)*"|-?[\d.]+)', t)
    if not m:
        return None
    try:
        v = json.loads(m[-1])
    except ValueError:
        v = m[-1].strip('"')
    return str(v)


# Portuguese multiple choice (ENEM): "Resposta: D.", or a reply that is the
# letter itself, "D. produzir padrões de conduta." (round 14; read only in
# records whose lang is pt, so no earlier label moves)
PT_MC = (r"Resposta:\s*\(?([A-E])\b",
         r"[Rr]esposta (?:correta )?é (?:a )?(?:letra |alternativa )?\(?([A-E])\b",
         r"\A\s*\(?([A-E])(?:[.)](?:\s|$)|\s*\Z)")

# a reply that is one option letter and nothing else (" D", "(B)"): round 30's
# AGIEval GAOKAO replies after "答案是"; in no earlier record outside ENEM,
# whose Portuguese rows read it the same, so no earlier label moves
BARE_LETTER = r"\A\s*\(?([A-J])\)?\s*\Z"

def bare_value(t):
    """A reply that is one value and nothing else ("8.", "$-\\frac{1}{2}$.",
    "-10"): round 30's BIG-Bench Hard and AGIEval replies after "A:" or
    "答案是".  No word of two letters outside a LaTeX command."""
    m = re.fullmatch(r"\s*\$*\s*([^\n$]{1,60}?)\s*\$*\s*[.。]?\s*", t)
    if not m or re.search(r"(?<![\\a-zA-Z])[a-zA-Z]{2,}", m.group(1)):
        return None
    return m.group(1)


def stated(t, mc, lang=""):
    t = t.split("</think>")[-1]
    if mc:
        for pat in (PT_MC if lang == "pt" else ()) + (r"【答案】[:：\s]*([A-J])",
                    r"(?m)^(?:ANSWER|答案)\s*[:：]\s*([A-J])\s*$",
                    r"answer is:?\s*\(?([A-J])\)",
                    r"answer is:?\s*\(?([A-J])\b", r"\\boxed\{\(?([A-J])\)?\}",
                    r"[Oo]ption\s*\(?([A-J])\)", r"(?m)^\(?([A-J])\)",
                    BARE_LETTER):
            m = re.findall(pat, t)
            if m:
                return m[-1]
        return None
    # an answer tag that ends the reply, as the r1_zero prompt asks for
    # (round 38)
    m = re.search(r"<answer>((?:(?!<answer>).)*?)</answer>\s*\Z", t, re.S)
    if m and boxed(m.group(1)) is None:
        return m.group(1).strip()
    for f in (json_answer, boxed):
        v = f(t)
        if v is not None:
            return v
    for pat in (r"【答案】([^\n<]*)", r"[Tt]he (?:final )?answer is:?\s*([^\n]*)",
                r"Answer:\s*([^\n]*)", ANSWER_IS, r"(?m)^A:\s*([^\n]*)", r"####\s*([^\n]*)"):
        m = re.findall(pat, t)
        if m:
            return m[-1]
    return bare_value(t)


def last_value(t, mc, lang=""):
    t = t.split("</think>")[-1]
    if mc and lang == "pt":
        # the last option letter standing alone ("D." or "(D)")
        m = re.findall(r"\(([A-E])\)|\b([A-E])(?:[.)](?=\s|$)|\s*\Z)", t)
        return "".join(m[-1]) if m else None
    if mc:
        m = re.findall(r"\(([A-J])\)|【答案】[:：\s]*([A-J])|\b([A-J])\)", t)
        if not m:
            m = re.findall(BARE_LETTER, t)
        return "".join(m[-1]) if m else None
    m = re.findall(NUM, re.sub(GROUP, ",", t))
    return m[-1] if m else None


def latex_to_py(s):
    s = s.replace("\\left", "").replace("\\right", "").replace("\\!", "")
    s = s.replace("\\dfrac", "\\frac").replace("\\tfrac", "\\frac")
    s = re.sub(r"\\text\{[^}]*\}", "", s)
    s = s.replace("^\\circ", "").replace("^{\\circ}", "").replace("\\%", "")
    s = s.replace("$", "").replace("\\,", "").replace(" ", "")
    for _ in range(5):
        s = re.sub(r"\\frac\{([^{}]*)\}\{([^{}]*)\}", r"((\1)/(\2))", s)
        s = re.sub(r"\\frac(\d)(\d)", r"((\1)/(\2))", s)
        s = re.sub(r"\\sqrt\[(\d+)\]\{([^{}]*)\}", r"((\2)**(1/(\1)))", s)
        s = re.sub(r"\\sqrt\{([^{}]*)\}", r"sqrt(\1)", s)
        s = re.sub(r"\\sqrt(\d)", r"sqrt(\1)", s)
    s = s.replace("\\pi", "pi").replace("\\cdot", "*").replace("\\times", "*")
    s = s.replace("{", "(").replace("}", ")").replace("^", "**")
    return s


def value(s):
    s = s.strip().rstrip(".。।!").strip()
    s = re.sub(r"^\\?\$|\\?\$$", "", s)
    s = re.sub(GROUP, ",", s)
    s = re.sub(r"(?<=\d)[ \u00a0\u202f](?=\d{3}\b)", "", s)
    m = re.match(r"(" + NUM + r")\s*(?:です|人|টি|。|।)", s)
    if m:
        s = m.group(1)
    s = re.sub(r"(?<=\d),(?=\d{3}\b)", "", s)
    m = re.fullmatch(r"\s*(" + NUM + r")\s*(%|[a-zA-Z ]*)?", s)
    if m:
        return sympy.Rational(m.group(1).replace(",", ""))
    py = latex_to_py(s)
    if re.search(r"[\\a-oq-zA-Z]", py.replace("sqrt", "").replace("pi", "")):
        return None
    try:
        return sympy.sympify(py)
    except Exception:
        return None


def norm(s):
    s = s.replace("\\dfrac", "\\frac").replace("\\left", "").replace("\\right", "")
    return re.sub(r"[\s$.。।]|\\!|\\,", "", s).lower()


def same(pred, ref, mc):
    if pred is None:
        return False
    if mc:
        return pred.strip().upper() == ref.strip().upper()
    if norm(pred) == norm(ref):
        return True
    a, b = value(pred), value(ref)
    if a is None or b is None:
        return False
    try:
        return bool(sympy.simplify(a - b) == 0)
    except Exception:
        return False


def main():
    args = sys.argv[1:]
    strip = args[:1] == ["-s"]
    if strip:
        args = args[1:]
    raw, hand_path, out_path = args[:3]
    dis_path = args[3] if len(args) > 3 else None
    hand = {}
    with open(hand_path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            rid, lab, why = line.rstrip("\n").split("\t", 2)
            hand[rid] = (int(lab), why)
    out, dis = [], []
    for line in open(raw, encoding="utf-8"):
        r = json.loads(line)
        mc = r["kind"] == "multiple-choice"
        a = same(stated(r["response"], mc, r["lang"]), r["answer"], mc)
        b = same(last_value(r["response"], mc, r["lang"]), r["answer"], mc)
        if r["kind"] == "think" and "</think>" not in r["response"]:
            a = b = False  # reasoning cut off before it closed: no answer
        up = r["up_label"]
        if r["id"] in hand:
            lab, by = hand[r["id"]][0], "hand"
        elif up is not None and r["source"].startswith("processbench"):
            lab, by = up, "human"
        elif up is not None and up == int(a):
            lab, by = up, "upstream"
        elif up is None and a == b:
            lab, by = int(a), "checkers"
        else:
            dis.append((r, a, b))
            continue
        keep = ("id", "source", "lang", "kind", "model", "problem",
                "response", "answer")
        o = {k: r[k] for k in keep if not (strip and k in ("problem", "response"))}
        o["label"], o["label_by"] = lab, by
        out.append(o)
    with open(out_path, "w", encoding="utf-8") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    if dis_path:
        with open(dis_path, "w", encoding="utf-8") as f:
            for r, a, b in dis:
                f.write("\t".join([r["id"], str(r["up_label"]), str(int(a)), str(int(b)),
                                   json.dumps(r["answer"], ensure_ascii=False),
                                   json.dumps(r["response"][-300:], ensure_ascii=False)]) + "\n")
    print(f"{len(out)} labelled, {len(dis)} to decide by hand", file=sys.stderr)


if __name__ == "__main__":
    main()
