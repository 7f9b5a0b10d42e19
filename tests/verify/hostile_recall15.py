#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_recall15.py: the corpus's right responses (label 1, a plain
number for the reference) with their last paragraph rewritten in the
other committed forms real models write (issue 26, recall round 15):
the value with its unit or the problem's noun, "x = 42" (unless the
problem asks another name: "Find $a+b$"), bold, a
closing courtesy sentence after it, a trailing blank line, a "## Final
Answer" heading, "**Answer:** 42", in the response's language (an
option's letter in the forms that take one); after a JSON answer's
object, a line that labels its value.  Each must be rewarded.  Their twins (the same statement hedged, negated or
given an alternative) must not.

A record whose response keeps no paragraph before its last, or whose
last paragraph closes a code block or follows an end token
("<eoe>", GAOKAO's), is left out, and so is one main's papo-verify
does not reward as it stands (the rewrite asks for a form, not for the reasoning to be read).

Usage: hostile_recall15.py PAPO-VERIFY [--list]
Prints the open families' refused controls, one line per family and a
summary line; exits 1 when a twin is rewarded (but the known hole) or
a control of a family not open is not."""
import json
import os
import re
import sys

from verify_run import apart, run, score, usage, verdicts

TOP = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
CORPUS = os.path.join(TOP, "tests", "verify", "corpus", "corpus.jsonl")
NUMBER = re.compile(r"^-?\d+(?:\.\d+)?$")
LETTER = re.compile(r"^[A-E]$")
OTHER_LETTER = re.compile(r"answer is \(?([A-J])\)?\.?\s*$")
# Forms that only a number takes ("x = C" is no answer to an option).
NUMBER_ONLY = {"unit", "noun", "x-equals"}
# the noun "how many" counts; not a verb that ends in s ("How many
# does Sally have?": "9 does." is a clause with its predicate elided,
# refused since h21-holes11, no noun's form)
NOUN = re.compile(r"\bhow many (?!(?:does|is|was|has)\b)([a-z]+s)\b",
                  re.I)

# The committed forms a language's model writes, "%s" the value;
# "{n}" the problem's counted noun, "{u}" a currency sign the problem
# writes before its amounts.
FORMS = {
    "en": {
        "answer-is": "The answer is %s.",
        "unit": "The answer is {u}%s.",
        "noun": "The answer is %s {n}.",
        "x-equals": "x = %s",
        "bold": "The answer is **%s**.",
        "bold-label": "**Answer:** %s",
        "courtesy": "The answer is %s.\n\nI hope this helps!",
        "trailing": "The answer is %s.\n\n",
        "heading": "## Final Answer\n\n%s",
        "heading-box": "## Final Answer\n\n$\\boxed{%s}$",
        "final-label": "Final answer: %s",
    },
    "pt": {
        "answer-is": "A resposta é %s.",
        "bold": "A resposta é **%s**.",
        "bold-label": "**Resposta:** %s",
        "heading": "## Resposta final\n\n%s",
        "final-label": "Resposta final: %s",
        "courtesy": "A resposta é %s.\n\nEspero ter ajudado!",
    },
    "zh": {
        "answer-is": "答案是%s。",
        "bold": "答案是**%s**。",
        "bold-label": "**答案：** %s",
        "final-label": "最终答案：%s",
        "heading": "## 最终答案\n\n%s",
    },
}

# The twins: the same statement hedged, negated or with an alternative.
TWINS = {
    "en": ["The answer is probably %s.", "The answer is not %s.",
           "The answer might be %s.", "**Answer:** maybe %s",
           "## Final Answer\n\n%s or {o}", "x = %s?"],
    "pt": ["A resposta não é %s.", "A resposta talvez seja %s.",
           "**Resposta:** %s ou {o}"],
    "zh": ["答案不是%s。", "答案可能是%s。", "**答案：** %s或{o}"],
}


# After a JSON answer's object, a last line restating its value: the
# JSON is read, or the line, never a twin after it.
JSON_LINES = ["## Final Answer\n\n%s", "**Answer:** %s", "x = %s",
              "Final answer: %s"]


def fill(fam, t, rec):
    """The template t filled from the record: its value, noun, currency
    and an alternative value; None when the form needs what the problem
    does not give."""
    v = rec["answer"]
    n = NOUN.search(rec.get("problem") or "")
    if "{n}" in t and not n:
        return None
    if "{u}" in t and "$" not in (rec.get("problem") or ""):
        return None
    if t.startswith("x = ") and asks_other(rec.get("problem") or ""):
        return None
    if LETTER.match(v):
        if fam in NUMBER_ONLY:
            return None
        other = "D" if v == "E" else chr(ord(v) + 1)
    else:
        other = str(int(float(v)) + 1)
    return (t.replace("{n}", n.group(1) if n else "")
            .replace("{u}", "$").replace("{o}", other) % v)


# what a problem asks by name ("Find $a+b$", "solve for $y$"): math
# right after an asking word, not prose between two dollar signs
ASKED = re.compile(r"(?<![A-Za-z])(?:for|find|compute|determine|evaluate|"
                   r"calculate|value of|values of|length of|length|"
                   r"measure of) \$([^$]{1,64})\$", re.I)


PROSE_FOR = re.compile(r"(?<![A-Za-z])(?:for|find|compute|determine|"
                       r"evaluate|calculate) ([A-Za-z])(?=[.,;:?!]|$)",
                       re.I)


def asks_other(problem):
    """Does the problem ask by name a quantity other than x ("Find
    $a+b$."), so that "x = 42" states another one (review 29 finding 3:
    a label must be the asked name)?"""
    raw = [m.group(1).strip(" .,;:?!") for m in ASKED.finditer(problem)]
    names = [n.replace(" ", "") for n in raw if n and not n[0].isdigit() and
             all(len(w) < 3 for w in re.findall(r"(?<![\\A-Za-z])[A-Za-z]+",
                                                n)) and
             re.search(r"(?<![\\A-Za-z])[A-Za-z]", n)]
    names += PROSE_FOR.findall(problem)
    return bool(names) and "x" not in names


def bodies():
    """The corpus's right records with a plain number or an option's
    letter as the answer and more than one paragraph (or line), each with its body (all but the last
    paragraph)."""
    for line in open(CORPUS, encoding="utf-8"):
        rec = json.loads(line)
        if rec["label"] != 1 or rec["lang"] not in FORMS:
            continue
        a = rec["answer"].strip()
        if not NUMBER.match(a) and not LETTER.match(a):
            continue
        if rec["kind"] == "json-answer":
            if NUMBER.match(a):
                rec["answer"] = a
                yield rec, rec["response"].rstrip()
            continue    # the whole reply: a line after its object
        sep = "\n\n"
        paras = rec["response"].rstrip().split(sep)
        if len(paras) < 2:
            sep = "\n"     # one paragraph: its lines
            paras = rec["response"].rstrip().split(sep)
        if len(paras) < 2 or rec["response"].lstrip()[:1] in "{`":
            continue
        body = sep.join(paras[:-1])
        if body.count("```") % 2 or re.search(r"<eo[a-z]>\s*$", body):
            continue    # it closed a code block; the body ends the reply
        if body.count("\\[") > body.count("\\]"):
            continue    # its last paragraph closes a display: "\\]" alone
        m = OTHER_LETTER.search(paras[-2]) if len(paras) > 1 else None
        if m and m.group(1) != rec["answer"].strip():
            continue    # the body ends on an answer of another option
            # (a few-shot model's "The answer is (B)." repeated): the
            # rewrite would state one letter and box another
        rec["answer"] = rec["answer"].strip()
        yield rec, body


def variants(rewarded):
    """The rewritten records of the corpus's rewarded right ones."""
    vs = []
    for rec, body in bodies():
        if rec["id"] not in rewarded:
            continue
        lang = rec["lang"]
        if rec["kind"] == "json-answer":
            rows = [("json-label", t, True) for t in JSON_LINES]
            rows += [("json-twin", t, False) for t in TWINS[lang]]
        else:
            rows = [(k, t, True) for k, t in FORMS[lang].items()]
            rows += [("twin", t, False) for t in TWINS[lang]]
        for fam, t, right in rows:
            last = fill(fam, t, rec)
            if last is None:
                continue
            vs.append({"family": "%s-%s" % (lang, fam), "right": right,
                       "id": rec["id"], "problem": rec.get("problem"),
                       "answer": rec["answer"],
                       "response": body + "\n\n" + last})
    return vs


# Forms main refused some of, still refused where an earlier answer
# is followed by values (a check, a computation) before the rewritten
# last line: counted apart, "open", not failures.  The box finder reads
# the first statement and needs all after it recognised.
OPEN = {"en-heading", "en-x-equals", "en-noun", "zh-heading",
        "en-json-label"}


def known(v):
    """A twin rewarded for a rule of main's: a box then a garbled tail
    (qwen25math math100-45's run of tokens), read to the end as one
    (closed in round 17: a paragraph after a garbled tail ends it)."""
    return v["id"] == "qwen25math-math100-qwen25math-math100-45-s5"


def main():
    usage("hostile_recall15")
    orig = [{"id": r["id"], "problem": r.get("problem"),
             "answer": r["answer"], "response": r["response"]}
            for r, _ in bodies()]
    out = verdicts("hostile_recall15", orig, False)
    rewarded = {r["id"] for r, o in zip(orig, out) if o.get("r_out") == 1}
    vs = variants(rewarded)
    if "--list" in sys.argv[1:]:
        return run("hostile_recall15", vs, None, None)
    res = verdicts("hostile_recall15", vs, False)
    # the open families' right answers refused: counted, not scored
    opened, vs, res = apart(vs, res, lambda v, o: v["right"] and
                            v["family"] in OPEN and o.get("r_out") != 1)
    print("open families (%s): %d controls refused" %
          (", ".join(sorted(OPEN)), len(opened)))
    return score("hostile_recall15", vs, res, lambda v: v["family"],
                 lambda v: v["right"], known, width=16)


if __name__ == "__main__":
    sys.exit(main())
