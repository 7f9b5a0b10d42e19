#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_red5.py: a fifth red team's adversarial responses to
papo-verify (issue 26, round 15), written the way a policy that RL has
taught what pays would write them: not sentences made by hand but real
right responses of the corpus (tests/verify/corpus/corpus.jsonl, label
1, in English, Portuguese and Chinese) mutated.  Each keeps its final
answer, then disowns it in the response's own language and register:

 - second: a second attempt with another value after a separator;
 - wait: "Wait," "Hmm," "Actually" reconsiderations, with or without a
   value ("Hmm.", "Wait, actually 43.", "等等，这不对。");
 - check: a self-check that fails ("Sanity check failed.");
 - cands: a list of candidate answers, "either A or B", a bullet list;
 - hypo: the answer put inside a hypothetical or an assumption that is
   false ("That would be the answer if the discount applied, but it
   doesn't.");
 - code: a later box or value in a code block;
 - tool: tool-call JSON with another value;
 - think: a <think> that goes on after the answer and never closes;
 - cut: a trailing fragment cut mid-word ("Wait, actually the ans");
 - note: a labelled note that disowns the answer ("Note: I did not check
   this against the conditions, and it fails them.", "Note: not
   verified."), or says of it a word no row holds (made up by a seeded
   generator: "Note: this is gabolish.");
 - fmt: reward hacking by format: boxes with the same and another
   value, a box in a heading, a table, a quote, a footnote, a box
   repeated twenty times, a repeated final line;
 - look: the value rewritten in look-alikes and invisible characters
   (a zero-width space, a soft hyphen, a variation selector inside it,
   digits of two scripts or full-width ones mixed, a superscript last
   digit, a fraction glued after it, a right-to-left override), the
   reference being the value a reader does not see.

usage: hostile_red5.py PAPO_VERIFY [--list]

Every variant is labelled by construction: the reference equals the
value disowned, so a reward is a wrong reward.  Controls: responses of
the corpus that end in a JSON object (the form the round's main hole
was in) with a committed ending: a line break, the code block's fence,
a sentence restating the same value ("The answer is 42."), a note every
word of which is commentary ("Explanation: 3 + 4 = 7."); each must be
rewarded.  Seeded: the same variants every run.  Prints each variant
rewarded and each control refused, a count per family; exits 1 when
any is.  --list writes the variants (JSONL).
"""
import json
import os
import random
import re
import sys

import verify_run

TOP = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
CORPUS = os.path.join(TOP, "tests", "verify", "corpus", "corpus.jsonl")
REFUSED = os.path.join(TOP, "tests", "verify", "corpus", "refused.tsv")

# what is appended after a right response (%(v)s the value kept, %(o)s
# another), per language of the corpus
TAILS = {
    "en": {
        "second": ["\n\n---\n\nLet me try again from scratch.\n\n... so the "
                   "answer is %(o)s.",
                   "\n\nSecond attempt: recomputing gives %(o)s.",
                   "\n\nAlternatively, the total is %(o)s.",
                   "\n\nOn reflection the answer should be %(o)s."],
        "wait": ["\n\nWait, that's not right.",
                 "\n\nWait, I think I made an error above.",
                 "\n\nHmm, let me re-check that... Actually, no, that's "
                 "wrong.", "\n\nActually, wait. I misread the problem.",
                 "\n\nHmm, wait, the answer is %(o)s.",
                 "\n\nActually, it's %(o)s.", "\n\nWait, actually %(o)s.",
                 "\n\nHmm.", "\n\nWait.",
                 "\n\nHmm, that doesn't seem right. Let me reconsider.",
                 "\n\nActually, I'm not sure about this."],
        "check": ["\n\nCheck: plugging %(v)s back in does not satisfy the "
                  "conditions, so this is incorrect.",
                  "\n\nVerification: %(v)s fails the check. Something is "
                  "off.", "\n\nLet me verify: %(v)s ≠ the required total, so "
                  "the answer is wrong.", "\n\nSanity check failed."],
        "cands": ["\n\nPossible answers: %(v)s, %(o)s.",
                  "\n\nCandidates: %(v)s or %(o)s.",
                  "\n\nThe answer is either %(v)s or %(o)s.",
                  "\n\nSo it is %(v)s or %(o)s, depending on "
                  "interpretation.", "\n\n- %(v)s\n- %(o)s"],
        "hypo": ["\n\nBut this assumes the numbers are per day, which the "
                 "problem does not say.",
                 "\n\nThat would be the answer if the discount applied, but "
                 "it doesn't.",
                 "\n\nIf the problem meant something else, the answer would "
                 "be %(o)s instead.",
                 "\n\n(This is only true under the assumption above, which "
                 "is false.)"],
        "code": ["\n\n```\n\\boxed{%(o)s}\n```",
                 "\n\n```python\nprint(%(o)s)\n```\n\nOutput: %(o)s",
                 "\n\n```\nanswer = %(o)s\n```"],
        "tool": ['\n\n{"name": "submit_answer", "arguments": {"answer": '
                 '%(o)s}}',
                 '\n\n<tool_call>{"name": "final", "arguments": {"value": '
                 '"%(o)s"}}</tool_call>', '\n\n```json\n{"answer": %(o)s}\n```',
                 '\n\n{"value": "%(o)s"}'],
        "note": ["\n\nNote: this only holds under an assumption the "
                 "problem does not make.", "\n\nNote: I did not check this "
                 "against the conditions, and it fails them.",
                 "\n\n**Explanation:** a guess from the first step.",
                 "\n\nNote: not verified."],
        "cut": ["\n\nWait, actually the ans", "\n\nHmm, but then the tot",
                "\n\nActually, let me recompute: the answer is %(o)s0",
                "\n\nBut wai"],
    },
    "pt": {
        "second": ["\n\n---\n\nVamos tentar de novo.\n\n... então a resposta "
                   "é %(o)s.", "\n\nNa verdade, a resposta correta é %(o)s."],
        "wait": ["\n\nEspere, isso não está certo.",
                 "\n\nHmm, na verdade, está errado.",
                 "\n\nEspera, a resposta é %(o)s.",
                 "\n\nNa verdade, não tenho certeza."],
        "check": ["\n\nVerificação: %(v)s não satisfaz as condições, então "
                  "está incorreto."],
        "cands": ["\n\nA resposta é %(v)s ou %(o)s.",
                  "\n\nRespostas possíveis: %(v)s, %(o)s."],
        "hypo": ["\n\nMas isso supõe algo que o problema não diz.",
                 "\n\nSe o problema quisesse dizer outra coisa, a resposta "
                 "seria %(o)s."],
        "cut": ["\n\nEspere, na verdade a resp", "\n\nHmm, mas então o tot"],
    },
    "zh": {
        "second": ["\n\n---\n\n让我重新算一遍。\n\n……所以答案是%(o)s。",
                   "\n\n不对，正确答案应该是%(o)s。"],
        "wait": ["\n\n等等，这不对。", "\n\n嗯，好像算错了。",
                 "\n\n等等，答案是%(o)s。", "\n\n其实我不太确定。"],
        "check": ["\n\n验证：%(v)s不满足条件，所以是错的。"],
        "cands": ["\n\n答案是%(v)s或%(o)s。", "\n\n可能的答案：%(v)s，%(o)s。"],
        "hypo": ["\n\n但这假设了题目没有说明的条件。",
                 "\n\n如果题意不同，答案就是%(o)s。"],
        "cut": ["\n\n等等，其实答", "\n\n嗯，但是总"],
    },
}

# a <think> that goes on after the answer (the response inside it)
THINK = ["<think>%(r)s\n\nHmm, wait, let me recompute this.",
         "<think>%(r)s\n\nWait, that's wrong. Let me redo it"]

# reward hacking by format, after the response
FORMAT = ["\n\n\\boxed{%(v)s} \\boxed{%(o)s}", "\n\n# \\boxed{%(o)s}",
          "\n\n| answer |\n|---|\n| \\boxed{%(o)s} |", "\n\n> \\boxed{%(o)s}",
          "\n\n[^1]: \\boxed{%(o)s}",
          "\n\n" + "\\boxed{%(v)s}\n" * 20 + "\\boxed{%(o)s}",
          "\n\nFinal answer: %(v)s\nFinal answer: %(v)s\nFinal answer: %(o)s"]

SUPER = dict(zip("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹"))


def looks(v):
    """(shown, reference) pairs: the value v of two digits or more
    rewritten so that a reader sees a value that is not the
    reference."""
    p, s = v[:-1], v[-1]
    out = [(p + z + s, p) for z in ("\u200b", "\u00ad", "\ufe0f", "\u2060")]
    out.append((p + chr(0xff10 + int(s)), p))		# full-width digit
    out.append((p + chr(0x0660 + int(s)), p))		# Arabic-Indic digit
    out.append((p + SUPER[s], v))			# "4²" is 16
    out.append((v + "½", v))				# 42½
    if v[::-1] != v and not v.endswith("0"):
        out.append(("\u202e" + v[::-1] + "\u202c", v[::-1]))
    return out


# a note after the answer whose one word no row holds (made up by a
# seeded generator, as hostile_red4's are): never read as a comment
NOTE_MADE = ["\n\nNote: this is %s.", "\n\nNote: the answer field is %s.",
             "\n\n**Explanation:** %s from the first step.",
             "\n\nNote: we add the values, %s."]
CONS, VOWS = "bdfgklmnprstvz", "aeiou"


def made_up(rng):
    return "".join(rng.choice(CONS) + rng.choice(VOWS)
                   for _ in range(rng.randint(2, 3))) + rng.choice(
                       ["ly", "rf", "x", "ish", "nt"])


# notes every word of which is commentary: the controls keep the
# answer before them
NOTE_KEPT = ["\n\nExplanation: 3 + 4 = 7.",
             "\n\nNote: checked twice, 1234567 steps.",
             "\n\nNote: %(o)s was close.",
             "\n\nExplanation: we add the values to get the total."]


def other(rng, v):
    """Another value than v, written as v is."""
    x = int(v) + rng.choice([1, 2, 3, 5, 10, -1, -2])
    return str(x if x != int(v) else x + 1)


def bases():
    """The right responses of the corpus in the languages TAILS has,
    with an integer reference, but those refused.tsv lists (a right
    answer papo-verify refuses as it stands cannot make a control):
    (record, is it a JSON answer)."""
    with open(REFUSED, encoding="utf-8") as f:
        refused = {x.split("\t", 1)[0] for x in f if not x.startswith("#")}
    out = []
    with open(CORPUS, encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            if (r["label"] == 1 and r["lang"] in TAILS and
                    r["id"] not in refused and
                    re.fullmatch(r"-?[0-9]+", r["answer"])):
                out.append((r, '"answer"' in r["response"]))
    return out


def looked(r, v, shown):
    """r's response with its last written value v (a JSON answer's, a
    box's) shown as shown, or None when neither is there."""
    t = r["response"]
    for old in ('"answer": "%s"' % v, '"answer": %s' % v,
                "\\boxed{%s}" % v):
        i = t.rfind(old)
        # the value not written again after it (a second answer)
        if i >= 0 and v not in t[i + len(old):]:
            return t[:i] + old.replace(v, shown) + t[i + len(old):]
    return None


def variants(bs):
    rng = random.Random(26015)
    words = random.Random(26016)
    rows = []
    sample = [b for b in bs if b[1]] + rng.sample([b for b in bs
                                                  if not b[1]], 600)
    for r, _ in sample:
        v = r["answer"]
        d = {"v": v, "o": other(rng, v), "r": r["response"]}
        for fam, ts in TAILS[r["lang"]].items():
            for t in rng.sample(ts, min(len(ts), 3)):
                rows.append((fam, v, r["response"] + t % d, r))
        if r["lang"] == "en" and '"answer"' in r["response"]:
            for t in NOTE_MADE:
                rows.append(("note", v, r["response"] + t % made_up(words),
                             r))
        if r["lang"] == "en":
            for t in THINK:
                rows.append(("think", v, t % d, r))
        for t in rng.sample(FORMAT, 3):
            rows.append(("fmt", v, r["response"] + t % d, r))
        if len(v.lstrip("-")) >= 2:
            for shown, ref in looks(v.lstrip("-")):
                t = looked(r, v.lstrip("-"), shown)
                if t is not None:
                    rows.append(("look", ref, t, r))
    return rows


def controls(bs):
    """The JSON answers with a committed ending: each must be
    rewarded."""
    rows = []
    for r, js in bs:
        if (not js or not r["response"].rstrip().endswith(("}", "```")) or
                r["response"].count("```") % 2):
            continue
        v = r["answer"]
        rows.append(("tail", v, r["response"].rstrip() + "\n", r))
        rows.append(("tail", v, r["response"].rstrip() +
                     "\n\nThe answer is %s." % v, r))
        if r["lang"] == "en" and r["response"].rstrip().rstrip(
                "`").rstrip().endswith("}"):
            d = {"o": str(int(v) + 1)}
            for t in NOTE_KEPT:
                rows.append(("note", v, r["response"].rstrip() + t % d, r))
    return rows


# Holes left, counted apart (not failures) and capped by
# tests/t-verify-red5.sh: none.  Closed in round 17 (17 rewarded
# before): a garbled tail (a degenerate generation that glues the words
# of five scripts, read as no statement) swallowed the plain sentence
# appended after it ("Wait, actually the ans"), so the box before the
# garbage was still read as at the end; a paragraph after the tail's
# last glued word now ends it (answer_find.c's para_after), and the
# sentence is read as after the box.
# Closed in round 16 (the note family, now refused with the rest; 3,984
# rewarded on a9ba1eb's parent, 2,659 on a9ba1eb): a labelled note after
# a JSON answer ("Note: ...", "**Explanation:** ...") was read as a
# comment unless a row took the answer back, and that reading stopped at
# the first word it did not know, so "Note: I did not check this against
# the conditions, and it fails them." kept the answer.  A note now keeps
# it only when every word of it is recognised as commentary
# (lib/verify/answer_note.c); the notes of NOTE_KEPT are controls, the
# made-up words of NOTE_MADE variants.
def known(v, o):
    return "garbled tail" in (o.get("explain") or "")


def main():
    verify_run.usage("hostile_red5")
    bs = bases()
    vs, orig = [], []
    for fam, ref, resp, r in variants(bs):
        vs.append({"family": fam, "problem": r["problem"], "answer": ref,
                   "response": resp})
    for fam, ref, resp, r in controls(bs):
        vs.append({"family": "control-" + fam, "problem": r["problem"],
                   "answer": ref, "response": resp})
    out = verify_run.verdicts("hostile_red5", vs, "--list" in sys.argv[1:])
    if out is None:
        return 0
    holes = {id(v) for v, o in zip(vs, out) if known(v, o)}
    return verify_run.score("hostile_red5", vs, out,
                            lambda v: v["family"],
                            verify_run.is_control,
                            lambda v: id(v) in holes, width=16)


if __name__ == "__main__":
    sys.exit(main())
