#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_after.py: what follows a value, in forms the other generators
do not write (issue 26, round 10): "5-ish", "\\boxed{5} \\quad
\\text{(tentative)}", "<answer>5</answer> <confidence>low</confidence>",
{"answer": 5, "confidence": 0.2}, a random emoji or symbol after the
value, a box followed by a parenthetical in twelve languages, a
self-grading line ("Confidence: 40%").

usage: hostile_after.py PAPO_VERIFY [--list]

Random but seeded (the same variants every run).  No variant may be
rewarded; the near misses (a unit, a restatement, "(simplified)",
"\\quad \\text{cm}", "confidence": "high", "<answer>5</answer></s>")
must all be.  Prints each variant rewarded and each near miss refused,
a count per family; exits 1 when any is.  --list writes the variants
(JSONL) instead of running them.
"""
import json
import random
import sys

import verify_run

VALUES = ["5", "12", "-3", "0.25", "\\frac{3}{4}"]

# Unicode blocks papo cannot read after a value: emoji and pictographs,
# dingbats, miscellaneous symbols, supplemental symbols, transport,
# private use; drawn from at random
BLOCKS = [(0x1F300, 0x1F5FF), (0x1F600, 0x1F64F), (0x1F680, 0x1F6FF),
          (0x1F900, 0x1F9FF), (0x2600, 0x26FF), (0x2700, 0x27BF),
          (0x1FA70, 0x1FAFF), (0xE000, 0xF8FF)]
MARKS = ["\u203d", "\u2049", "\u2753", "\u274c", "\u2717", "\ufe0f",
         "\u0338", "\u20e0"]

SUFFIXES = ["-ish", "ish", "-odd", "-something", "-plus", " -ish"]

# the box, then a space command, then \text{...}: what the text says
QUAD = ["\\quad", "\\qquad", "\\;", "\\,", "~", "\\ "]
QUAD_TEXT = ["(tentative)", "(unverified)", "(a guess)", "(coin flip)",
             "(not checked)", "(rough)", "(probably)", "(if n is odd)",
             "(pending)", "(to be confirmed)", "(best effort)",
             "(low confidence)", "(maybe)", "(my hunch)", "(unsure)",
             "(work in progress)", "(draft)", "(from memory)"]

# a parenthetical after a box, per language: words no row recognises
PARENS = {
    "en": ["(coin flip)", "(best guess)", "(from memory)",
           "(unverified)", "(needs checking)", "(70% sure)",
           "(rough)", "(gut feeling)"],
    "de": ["(ungeprüft)", "(geschätzt)", "(Bauchgefühl)",
           "(ohne Gewähr)", "(vorläufig)"],
    "fr": ["(à vérifier)", "(au pif)", "(non vérifié)", "(provisoire)",
           "(à la louche)"],
    "es": ["(sin verificar)", "(a ojo)", "(provisional)",
           "(sin comprobar)", "(a bote pronto)"],
    "it": ["(da verificare)", "(a occhio)", "(provvisorio)",
           "(non controllato)"],
    "pt": ["(não verificado)", "(a olho)", "(provisório)",
           "(sem conferir)"],
    "ru": ["(не проверено)", "(наугад)", "(примерно)", "(черновик)",
           "(на глаз)"],
    "zh": ["（未验证）", "（大概）", "（估计）", "（凭感觉）", "（待核实）"],
    "ja": ["（未確認）", "（たぶん）", "（推測）", "（要確認）"],
    "ko": ["(확인 안 됨)", "(대충)", "(추측)", "(미확인)"],
    "sw": ["(haijathibitishwa)", "(kwa kukisia)", "(takriban)"],
    "th": ["(ยังไม่ตรวจ)", "(โดยประมาณ)", "(เดา)"],
}

TAGS = ["<confidence>low</confidence>", "<confidence>0.3</confidence>",
        "<certainty>medium</certainty>", "<note>may be wrong</note>",
        "<verification>fail</verification>", "<self_check>unsure",
        "<status>draft</status>", "<caveat>untested</caveat>",
        "<review>needed</review>", "<flag>uncertain</flag>",
        "<doubt/>", "<guess>true</guess>"]
TAG_JOIN = [" ", "\n", "", "\n\n"]

KEYS = ['"confidence": 0.2', '"confidence": "low"', '"confidence": 0.85',
        '"confidence": "medium"', '"certainty": "low"',
        '"certainty": 0.5', '"probability": 0.6', '"score": 0.4',
        '"verified": false', '"is_correct": false', '"checked": false',
        '"status": "unsure"', '"status": "draft"', '"status": "guess"',
        '"notes": "may be wrong"', '"note": "not sure about this"',
        '"self_confidence": 40', '"confidence_level": "low"',
        '"comment": "probably off by one"', '"warning": "unverified"']

GRADES = ["Confidence: 40%", "Certainty: low", "Confidence level: medium",
          "Confidence: 0.3", "Self-assessed confidence: 55%",
          "(70% sure)", "Probability correct: 0.6", "Certainty: 2/5",
          "Confidence — low.", "Sicherheit: gering", "Confiance : faible",
          "置信度：低", "Уверенность: низкая"]

# after a comma, a remark no row opens
COMMA = ["fingers crossed", "modulo arithmetic slips", "gut feeling only",
         "give or take", "unless I slipped", "barring typos",
         "roughly speaking", "touch wood", "on a good day", "my best shot",
         "no guarantees", "if memory serves"]

# a reason whose words are not recognised
REASONS = ["because I am not sure", "since whatever, I guess",
           "because it feels right", "since my hunch says so",
           "because the vibes check out", "weil ich rate",
           "car je devine", "porque supongo", "because who knows"]

LEADS = ["The answer is ", "So the final answer is ", "Therefore ",
         "Hence the result is ", "Final answer: "]


def rand_symbol(rng):
    if rng.random() < 0.2:
        return rng.choice(MARKS)
    lo, hi = rng.choice(BLOCKS)
    return chr(rng.randint(lo, hi))


def boxed(v):
    return "\\boxed{%s}" % v


def variants():
    rng = random.Random(26010)
    cases = verify_run.Cases()
    add = cases.add

    for v in VALUES:
        plain = v if "\\" not in v else "$%s$" % v
        for lead in LEADS:
            if v[0].isdigit():
                for suf in SUFFIXES:
                    add("suffix", v, lead + v + suf + rng.choice(["", "."]))
            for _ in range(12):
                sym = rand_symbol(rng)
                add("symbol", v, lead + plain + " " + sym)
                add("symbol", v, lead + boxed(v) + " " + sym +
                    rng.choice(["", "."]))
                add("symbol", v, lead + plain + rng.choice(["", "."]) + sym)
            for q in QUAD:
                for t in rng.sample(QUAD_TEXT, 6):
                    add("quad", v, lead + boxed(v) + " " + q + " \\text{" +
                        t + "}")
        for lang, ps in PARENS.items():
            for p in ps:
                for sep in [" ", "  ", " \\quad "]:
                    add("paren-" + lang, v, boxed(v) + sep + p)
                    add("paren-" + lang, v, "$" + boxed(v) + "$" + sep + p)
        for t in TAGS:
            for j in TAG_JOIN:
                add("tag", v, "<answer>" + v + "</answer>" + j + t)
                add("tag", v, t + j + "<answer>" + v + "</answer>" + j + t)
        for k in KEYS:
            jv = v if v[0].isdigit() or v[0] == "-" else json.dumps(v)
            add("json", v, "{\"answer\": %s, %s}" % (jv, k))
            add("json", v, "```json\n{\"final_answer\": %s, %s}\n```" %
                (jv, k))
            kk, vv = k.split(": ", 1)
            add("yaml", v, "```yaml\nanswer: %s\n%s: %s\n```" %
                (v, kk.strip('"'), vv.strip('"')))
        for cm in COMMA:
            add("comma", v, "So " + boxed(v) + ", " + cm + ".")
            add("comma", v, "We get $" + boxed(v) + "$, " + cm + ".")
        for rs in REASONS:
            add("reason", v, "The answer is " + plain + " " + rs + ".")
        for g in GRADES:
            add("grade", v, "The answer is " + boxed(v) + ".\n" + g)
            add("grade", v, "Final answer: " + v + "\n\n" + g)
    return cases.out


def controls():
    """Near misses that must stay rewarded: (answer, response, problem)."""
    c = [("5", "The answer is \\boxed{5} \\quad \\text{cm}.",
          "How long is the rod, in cm?"),
         ("5", "The answer is \\boxed{5} (five).", None),
         ("5", "So the answer is \\boxed{5} (simplified).", None),
         ("5", "<answer>5</answer></s>", None),
         ("5", "<answer>5</answer>", None),
         ("5", "<think>2 + 3 = 5</think>\n<answer>5</answer>", None),
         ("5", "{\"answer\": 5, \"confidence\": \"high\"}", None),
         ("5", "{\"answer\": 5, \"confidence\": 1.0}", None),
         ("5", "{\"answer\": 5, \"confidence\": \"100%\"}", None),
         ("5", "{\"answer\": 5, \"verified\": true}", None),
         ("5", "{\"reasoning\": \"2 + 3 = 5\", \"answer\": 5}", None),
         ("5", "```yaml\nanswer: 5\nconfidence: high\n```", None),
         ("5", "We get \\boxed{5} apples.", None),
         ("5", "The answer is 5 apples.", "How many apples?"),
         ("5", "Thus the answer is $\\boxed{5}$.", None),
         ("5", "\\boxed{5} \\quad \\blacksquare", None),
         ("7", "The answer is 7-day.", None),
         ("12", "The answer is 12 since there are 3 boxes of 4.",
          "There are 3 boxes of 4 pens. How many pens?")]
    return c


def main():
    verify_run.usage("hostile_after")
    vs = verify_run.records(variants())
    vs += [verify_run.record("control", a, r, p) for a, r, p in controls()]
    return verify_run.run("hostile_after", vs,
                          lambda v: v["family"].split("-")[0],
                          lambda v: v["family"] == "control",
                          what="near misses")

if __name__ == "__main__":
    sys.exit(main())
