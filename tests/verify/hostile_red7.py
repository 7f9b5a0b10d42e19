#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_red7.py: a seventh red team's adversarial responses to
papo-verify (issue 26, round 17), in shapes none of the other
hostile_*.py generators write:

 - far: long real right responses (tests/verify/corpus/corpus.jsonl,
   label 1, English chains of thought) whose answer is disowned far from
   it: a closing "Summary" or "TL;DR" that restates another value, a
   table of results whose last row differs, a "Verification" that finds
   a mismatch and says so only by numbers ("Check: 2 * 42 = 84 ≠ 86"),
   a closing line in another register ("lol idk", "¯\\_(ツ)_/¯", "🤷",
   "(?)", "!?"), a closing restatement in another language;
 - struct: the answer in markup that does not commit it: one list item
   of several options (markdown or LaTeX itemize/enumerate), a
   blockquote of someone else's words, a "Step N:" a later step
   corrects, an HTML comment, an image's alt text, a link's text, a
   footnote's definition;
 - num: the value in another numeric form that is not equal: scientific
   notation with another exponent, a thousands separator read as a
   decimal one (de's 1.000), a repeating decimal, a mixed number with a
   wrong whole part, a percentage against a fraction off by 100,
   degrees against radians, one sign of a "±" answer;
 - agent: agent and tool-use transcripts: a boxed answer, then a
   <tool_call>, a ```python block or an "Observation:" that computes
   another value, a final_answer(...) call with another value than the
   box;
 - mc: right multiple-choice responses of the corpus (en, pt, zh)
   closing on a shrug, a "(?)" or a guess in their language ("sei lá",
   "随便猜的");
 - bold: a bold answer in the last paragraph (the bold-number finder's
   form) followed by a chat's doubt ("idk", "lol", "🤷", "(?)", "!?"),
   a question, a check failed by numbers ("Check: 2 * 42 = 84 ≠
   86"), a finding at odds with the problem ("That contradicts the
   premise.") or a later step: main rewarded 428 of these 540.

usage: hostile_red7.py PAPO_VERIFY [--list]

Every variant is labelled by construction: the reference equals the
value disowned (or is not equal to the form stated), so a reward is a
wrong reward.  Controls: the same shapes with the value committed (a
summary restating it, a table whose last row is it, a check that
passes, a closing "Hope this helps!"; the equal numeric form; a
final_answer(...) with the same value); each must be rewarded.
Lost signal: the same shapes committed that papo-verify refuses (a
"TL;DR:" restating the value, a results table whose last row is it, a
check with a tick, "I hope this helps! 😊", final_answer(42) alone)
are counted apart ("lost: N of M"), not failures.  Seeded: the same
variants every run.  Prints each variant rewarded and each control
refused, a count per family; exits 1 when any is.  --list writes the
variants (JSONL).
"""
import json
import os
import random
import re
import subprocess
import sys

import verify_run

TOP = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
CORPUS = os.path.join(TOP, "tests", "verify", "corpus", "corpus.jsonl")

# (a) far from the answer: appended after a right response ({v} its
# value, {o} another, {w} 2v, {x} 2v + 2)
FAR = {
    "summary": ["\n\n## Summary\n\nThe result is {o}.",
                "\n\n**Summary:** {o}",
                "\n\n---\n\n### Summary\n- Method: direct counting\n- "
                "Result: {o}",
                "\n\nTL;DR: {o}.", "\n\nIn short: {o}.",
                "\n\n**Recap:** the total comes to {o}.",
                "\n\nBottom line: {o}", "\n\nKey result: {o}",
                "\n\nTo summarize, the value is {o}."],
    "table": ["\n\n| Step | Value |\n|---|---|\n| 1 | {v} |\n| 2 | {o} |",
              "\n\n| Attempt | Result |\n|---|---|\n| first | {v} |\n"
              "| corrected | {o} |",
              "\n\nResults:\n\n| Method | Answer |\n|:--|--:|\n"
              "| A | {v} |\n| B | {o} |\n| Final | {o} |"],
    "check": ["\n\nCheck: 2 * {v} = {w} ≠ {x}",
              "\n\nVerification: {v} × 2 = {w} ≠ {x}.",
              "\n\n**Verification:** {w} / 2 = {v}, but {x} / 2 = {o1} "
              "≠ {v}.",
              "\n\nCheck: {v} + {v} = {w} ≠ {x} ✗",
              "\n\nSanity check: {w} vs {x} → mismatch.",
              "\n\nCheck: 2·{v} = {w} (expected {x})"],
    "register": ["\n\nlol idk", "\n\n¯\\_(ツ)_/¯", " 🤷", "\n\n🤷‍♂️",
                 " (?)", "!?", "\n\nidk tbh", "\n\nor not lol",
                 "\n\nwho knows 🙃", "\n\n...or something like that",
                 "\n\njk", "\n\n(just guessing)", " 🤔",
                 "\n\nmeh, close enough?", "\n\nno idea honestly"],
    "odds": ["\n\nThat contradicts the premise.",
             "\n\nThis is impossible, since the total is only {o}.",
             "\n\nThe two results are inconsistent, so something is off.",
             "\n\nContradiction: the counts do not add up to {x}.",
             "\n\nBut {v} does not match the given total of {x}.",
             "\n\nStep 99: subtract the overlap: {o}."],
    "switch": ["\n\nZusammenfassung: Das Ergebnis ist {o}.",
               "\n\nRésumé : le résultat est {o}.",
               "\n\nResumen: el resultado es {o}.",
               "\n\n总结：结果是{o}。", "\n\nまとめ：答えは{o}です。",
               "\n\nИтог: {o}.", "\n\nRiepilogo: il risultato è {o}.",
               "\n\nResumo: o resultado é {o}."],
}
FAR_KEPT = ["\n\n## Summary\n\nThe result is {v}.", "\n\n**Summary:** {v}",
            "\n\nHope this helps!"]
# the same committed, refused on main (lost signal, counted apart)
FAR_LOST = ["\n\nTL;DR: {v}.",
            "\n\n| Step | Value |\n|---|---|\n| 1 | {o} |\n| 2 | {v} |",
            "\n\nCheck: 2 * {v} = {w} ✓", "\n\nI hope this helps! 😊",
            "\n\nVerification: {w} / 2 = {v}. ✓",
            "\n\nHope this helps! 👍"]

# a bold answer in the last paragraph (the bold-number finder), then a
# closing that disowns it ({v} the value, {o} another)
BOLD = ["The product is **{v}**", "So there are **{v}** apples",
        "Therefore, the total is **{v}**", "**{v}**",
        "The minimum possible number of handshakes is **{v}**"]
BOLD_TAIL = [" idk", ". idk tbh", ". lol", " (?)", "!?", ". 🤷", " 🤷",
             ".\n🤔", ". 😅", ". ¯\\_(ツ)_/¯", ". jk", ". no idea honestly",
             ".\n\nCheck: 2 * {v} = {w} ≠ {x}",
             ".\n\nVerification: {v} × 2 = {w} ≠ {x}.",
             ".\n\nCheck: 2·{v} = {w} (expected {x})", ". Who knows.",
             " (just guessing)", ". Dunno.", " (??)", ". Or is it?",
             ". Double-check: {w} / 2 = {o}.",
             ". Double-check: $\\frac{{{w}}}{{2}} = {o}$.",
             ". As a check, {w} / 2 = {o}.",
             ". Indeed {w} / 2 = {o} + 0 = {o}.",
             ".\n\nCheck: {w} / 2 = {o}.",
             ".\n\nVerification: {w} ÷ 2 = \\${o}.",
             ". That contradicts the premise.",
             ". This is impossible since there are only {o} in all.",
             ", which contradicts the given total of {o}.",
             ". The two counts are inconsistent.",
             "\nStep 9: subtract one to get {o}",
             "\n\n**Step 5:** Correct the double count: {o}."]
BOLD_KEPT = ["", ".", ". I hope this helps!",
             ". This approach counts each case once.",
             ". Double-check: {w} / 2 = {v}.",
             ". Indeed {w} / 2 = {v} + 0 = {v}.",
             ".\n\nCheck: 2 * {v} = {w}.",
             ".\n\nVerification: {w} ÷ 2 = {v}."]

# (b) structure that holds the answer without committing it
STRUCT = [
    "The answer could be one of:\n\n- \\boxed{V}\n- \\boxed{O}",
    "Possible answers:\n1. V\n2. O",
    "Options:\n- (A) V\n- (B) O\n\nI cannot decide between them.",
    "\\begin{itemize}\n\\item $V$\n\\item $O$\n\\end{itemize}",
    "Candidates:\n\\begin{enumerate}\n\\item \\boxed{V}\n\\item \\boxed{O}"
    "\n\\end{enumerate}",
    "A classmate wrote:\n\n> The answer is V.\n\nI have not checked it.",
    "The book's key says:\n\n> **Answer:** \\boxed{V}\n\nBut my own "
    "computation disagrees.",
    "> Final answer: V\n\n(quoted from the forum; unverified)",
    "Step 3: So the answer is V.\nStep 4: Correct for the double count: "
    "V - 1 = O.",
    "Step 1: Add: \\boxed{V}.\nStep 2: Subtract the overlap, giving O.",
    "Step 2: The total is V.\nStep 3: But we counted one twice, so the "
    "total is O.",
    "<!-- The answer is V. -->\nI could not finish the computation.",
    "<!-- \\boxed{V} -->",
    "The answer is hidden below.\n<!--\nFinal answer: V\n-->",
    "![The answer is V](plot.png)",
    "See the figure: ![\\boxed{V}](result.png)",
    "[The answer is V](https://example.com/wrong-answers)",
    "Some people say [\\boxed{V}](https://example.com).",
    "The answer is O.[^1]\n\n[^1]: An earlier draft had V.",
    "The answer is O.[^note]\n\n[^note]: \\boxed{V} was the first guess.",
    "Computed below.\n\n[^1]: Final answer: V",
]
STRUCT_KEPT = [
    "Step 1: Add the parts.\nStep 2: The total is \\boxed{V}.",
]
STRUCT_LOST = [
    "The answer is:\n\n- \\boxed{V}",
    "Step 3: So the answer is V.\nStep 4: Check: it satisfies the "
    "conditions.",
    "> **Final answer:** \\boxed{V}",
    "The answer is V.[^1]\n\n[^1]: Computed by direct counting.",
]

# (c) numeric forms: (reference, response) pairs not equal, and equal
NUM = [
    ("4.2\\times10^{5}", "\\boxed{4.2\\times10^{4}}"),
    ("420000", "\\boxed{4.2 \\times 10^{4}}"),
    ("0.0042", "The answer is $4.2 \\times 10^{-4}$."),
    ("3.1e-3", "\\boxed{3.1\\times10^{-2}}"),
    ("6.02\\times10^{23}", "\\boxed{6.02\\times10^{22}}"),
    ("1.5e6", "The answer is 1.5e5."),
    ("1", "Die Antwort ist 1.000."),
    ("1", "Die Antwort ist \\boxed{1.000}."),
    ("1.5", "Die Antwort ist 1.500."),
    ("2.5", "La respuesta es 2.500."),
    ("1000", "La réponse est 1,000."),
    ("1.5", "La risposta è 1.500."),
    ("0.3", "\\boxed{0.\\overline{3}}"),
    ("0.34", "\\boxed{0.\\overline{34}}"),
    ("1/3", "\\boxed{0.\\overline{33}4}"),
    ("34/99", "\\boxed{0.3\\overline{4}}"),
    ("0.16", "\\boxed{0.1\\overline{6}}"),
    ("7/2", "\\boxed{2\\frac{1}{2}}"),
    ("7/2", "The answer is 2 1/2."),
    ("11/4", "\\boxed{3\\tfrac{3}{4}}"),
    ("\\frac{13}{5}", "\\boxed{3\\frac{3}{5}}"),
    ("-7/2", "\\boxed{-2\\frac{1}{2}}"),
    ("0.25", "\\boxed{25}"),
    ("0.25", "The answer is 25."),
    ("25\\%", "\\boxed{0.25\\%}"),
    ("1/4", "\\boxed{25}"),
    ("40\\%", "\\boxed{0.4\\%}"),
    ("0.4", "\\boxed{40}"),
    ("\\frac{\\pi}{6}", "\\boxed{60^\\circ}"),
    ("30^\\circ", "\\boxed{\\frac{\\pi}{3}}"),
    ("\\frac{\\pi}{3}", "\\boxed{30^{\\circ}}"),
    ("45^\\circ", "\\boxed{\\frac{\\pi}{2}}"),
    ("\\pi", "\\boxed{90^\\circ}"),
    ("0.5", "\\boxed{-0.5}"),
    ("\\pm 3", "\\boxed{3}"),
    ("\\pm 3", "The answer is $x = 3$."),
    ("x=\\pm 2", "\\boxed{x = -2}"),
    ("\\pm\\sqrt{2}", "\\boxed{\\sqrt{2}}"),
    ("3", "\\boxed{\\pm 3}"),
    ("3, -3", "\\boxed{3}"),
]
NUM_KEPT = [
    ("4.2\\times10^{5}", "\\boxed{420000}"),
    ("420000", "\\boxed{4.2 \\times 10^{5}}"),
    ("0.0042", "The answer is $4.2 \\times 10^{-3}$."),
    ("1.5", "Die Antwort ist 1,5."),
    ("1/3", "\\boxed{0.\\overline{3}}"),
    ("34/99", "\\boxed{0.\\overline{34}}"),
    ("1/6", "\\boxed{0.1\\overline{6}}"),
    ("7/2", "\\boxed{3\\frac{1}{2}}"),
    ("11/4", "\\boxed{2\\tfrac{3}{4}}"),
    ("0.25", "\\boxed{25\\%}"),
    ("25\\%", "\\boxed{0.25}"),
    ("\\frac{\\pi}{3}", "\\boxed{60^\\circ}"),
    ("0", "\\boxed{-0}"),
    ("\\pm 3", "\\boxed{\\pm 3}"),
    ("\\pm 3", "\\boxed{3, -3}"),
]

# (d) agent transcripts after a boxed or stated answer
AGENT = [
    "\\boxed{V}\n\n<tool_call>\n{\"name\": \"python\", \"arguments\": "
    "{\"code\": \"print(O)\"}}\n</tool_call>",
    "The answer is \\boxed{V}.\n\n<tool_call>{\"name\": \"calculator\", "
    "\"arguments\": {\"expression\": \"V + 1\"}}</tool_call>",
    "So the answer is V.\n\n```python\nresult = O\nprint(result)\n```",
    "\\boxed{V}\n\n```python\nprint(V - 1)\n```\n```output\nO\n```",
    "Answer: V\n\nObservation: O",
    "Final answer: \\boxed{V}\nObservation: the calculator returned O.",
    "Thought: the answer is V.\nAction: calculator[V+1]\nObservation: O",
    "\\boxed{V}\n\nfinal_answer(O)",
    "The answer is \\boxed{V}.\n\n```python\nfinal_answer(O)\n```",
    "\\boxed{V}\n\nCode:\n```py\nfinal_answer(\"O\")\n```<end_code>",
    "Thought: I think it is V.\nCode:\n```py\nx = O\nfinal_answer(x)\n"
    "```",
    "\\boxed{V}\n\n{\"tool\": \"submit\", \"answer\": O}",
    "The answer is V.\n\n<|python_tag|>print(O)",
    "\\boxed{V}\n\n<function_call>submit_answer(O)</function_call>",
    "Answer: V\n\n<tool_response>\nO\n</tool_response>",
]
AGENT_KEPT = [
    "\\boxed{V}\n\n```python\nprint(V)\n```\n```output\nV\n```\n\nThe "
    "answer is \\boxed{V}.",
    "```python\nprint(6 * 7)\n```\n```output\nV\n```\n\nThe answer is "
    "\\boxed{V}.",
]
AGENT_LOST = [
    "final_answer(V)",
    "Thought: the answer is V.\nCode:\n```py\nfinal_answer(V)\n```",
]

# a closing after a right multiple-choice response, per language
MC = {"en": [" (?)", " (??)", " (!?)", "\n\nidk", "\n\nlol",
             "\n\njust a guess", "\n\nI picked one at random.", " 🤷"],
      "pt": [" (?)", " (??)", "\n\nsei lá", "\n\nkkkk chutei",
             "\n\nnão tenho ideia", "\n\nchute", " 🤷"],
      "zh": [" (?)", "\n\n随便猜的", "\n\n不确定", "\n\n瞎猜的",
             "\n\n也不知道对不对", " 🤷"]}

VALUES = ["42", "17", "128", "2024"]


def fill(t, v, o):
    t = re.sub(r"(?<![A-Za-z])V(?![A-Za-z])", lambda m: v, t)
    return re.sub(r"(?<![A-Za-z])O(?![A-Za-z])", lambda m: o, t)


def other(rng, v):
    x = int(v) + rng.choice([1, 2, 3, 5, 10, -1, -2])
    return str(x if x != int(v) else x + 1)


def rewarded(pv, rs):
    """The records of rs that papo-verify (pv) rewards as they are."""
    inp = "".join(json.dumps({"response": r["response"], "answer":
                              r["answer"], "problem": r["problem"]}) + "\n"
                  for r in rs)
    p = subprocess.run([pv, "-q"], input=inp.encode(), capture_output=True)
    if p.returncode != 0:
        sys.exit("hostile_red7: papo-verify exited %d" % p.returncode)
    out = [json.loads(x) for x in p.stdout.decode().splitlines()]
    return [r for r, o in zip(rs, out) if o.get("r_out") == 1]


def bases(pv):
    """Right English chains of thought of the corpus with an integer
    reference that papo-verify (pv) rewards as they are, a seeded 150;
    right multiple-choice responses (en, pt, zh), a seeded 150."""
    cot, mc = [], []
    with open(CORPUS, encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            if r["label"] != 1:
                continue
            if (r["lang"] == "en" and r["kind"] == "cot"
                    and re.fullmatch(r"[0-9]+", r["answer"])
                    and len(r["response"]) > 600):
                cot.append(r)
            elif r["kind"] == "multiple-choice" and r["lang"] in MC:
                mc.append(r)
    rng = random.Random(26017)
    cot = rewarded(pv, rng.sample(cot, 200))[:150]
    mc = rewarded(pv, rng.sample(mc, 200))[:150]
    return cot, mc


def choices(ms, rng):
    """Right multiple-choice responses with a closing that disowns
    the letter in their language; controls: a line break after."""
    rows, ctl = [], []
    for r in ms:
        for t in rng.sample(MC[r["lang"]], 3):
            rows.append(("mc", r["answer"], r["response"] + t, r["problem"]))
        ctl.append(("mc", r["answer"], r["response"] + "\n", r["problem"]))
    return rows, ctl


def nums(v, o):
    return {"v": v, "o": o, "w": str(2 * int(v)), "x": str(2 * int(v) + 2),
            "o1": str(int(v) + 1)}


def far(bs, rng):
    """Right responses of the corpus, disowned far from the answer; the
    controls committed (rows), the lost ones (refused on main)."""
    rows, ctl, lost = [], [], []
    for r in bs:
        v = r["answer"]
        d = nums(v, other(rng, v))
        for fam, ts in FAR.items():
            for t in rng.sample(ts, min(len(ts), 3)):
                rows.append(("far-" + fam, v, r["response"] + t.format(**d),
                             r["problem"]))
        for t in rng.sample(FAR_KEPT, 2):
            ctl.append(("far", v, r["response"] + t.format(**d),
                        r["problem"]))
        for t in rng.sample(FAR_LOST, 2):
            lost.append(("far", v, r["response"] + t.format(**d),
                         r["problem"]))
    return rows, ctl, lost


def simple(rng):
    rows, ctl, lost = [], [], []
    for v in VALUES:
        o = other(rng, v)
        d = nums(v, o)
        for s in BOLD:
            for t in BOLD_TAIL:
                rows.append(("bold", v, s.format(**d) + t.format(**d), ""))
            for t in BOLD_KEPT:
                ctl.append(("bold", v, s.format(**d) + t.format(**d), ""))
        for fam, ts, ks, ls in (("struct", STRUCT, STRUCT_KEPT, STRUCT_LOST),
                                ("agent", AGENT, AGENT_KEPT, AGENT_LOST)):
            rows.extend((fam, v, fill(t, v, o), "") for t in ts)
            ctl.extend((fam, v, fill(t, v, o), "") for t in ks)
            lost.extend((fam, v, fill(t, v, o), "") for t in ls)
    for lead in ("", "We compute step by step.\n\n"):
        for ref, resp in NUM:
            rows.append(("num", ref, lead + resp, ""))
        for ref, resp in NUM_KEPT:
            ctl.append(("num", ref, lead + resp, ""))
    return rows, ctl, lost


# Holes left, counted apart (not failures) and capped by
# tests/t-verify-red7.sh (main rewarded 484 of the variants above; the
# kinds closed are not listed):
#  (bold-after closed: a sentence after a bold answer that fails a check
#  by another value with no word, "**42**. Double-check: 84 / 2 = 41.":
#  the bold rule keeps words and values after its sentence because real
#  responses comment there, "This approach demonstrates how to think
#  about the problem.", processbench math-985, but an equation there is
#  recognised as a restatement only when its result is the answer's
#  value, and in a note "Check: ..." also when the answer is one of its
#  terms, "Check: 2 * 42 = 84")
#  (said, red6's: a bold answer's own sentence saying whose it is,
#  "**42** is what the key says", closed by reading the words after a
#  bold value's noun, hostile_red8's attrib)
# Lost signal (the controls of *_LOST, committed answers refused on
# main and here, second worst): printed as "lost", capped by the test.
KNOWN = []


known = verify_run.known_by(KNOWN)


def main():
    verify_run.usage("hostile_red7")
    rng = random.Random(26017)
    bs, ms = bases(sys.argv[1])
    rows, ctl, lost = far(bs, rng)
    r2, c2, l2 = simple(rng)
    r3, c3 = choices(ms, rng)
    r2 += r3
    c2 += c3
    vs = [verify_run.record(pre + f, a, r, p or None)
          for pre, rs in (("", rows + r2), ("control-", ctl + c2),
                          ("lost-", lost + l2)) for f, a, r, p in rs]
    out = verify_run.verdicts("hostile_red7", vs, "--list" in sys.argv[1:])
    if out is None:
        return 0
    lost, vs, out = verify_run.apart(
        vs, out, lambda v, _: v["family"].startswith("lost-"))
    print("lost: %d of %d committed answers refused" %
          (sum(1 for _, o in lost if o.get("r_out") != 1), len(lost)))
    return verify_run.score("hostile_red7", vs, out, lambda v: v["family"],
                            verify_run.is_control,
                            known, width=16)


if __name__ == "__main__":
    sys.exit(main())
