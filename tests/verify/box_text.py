#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""box_text.py: a box whose content is a value and then a \\text{} of one
or two words (issue 26).  The words are read as the same words in prose
after the box are: a unit, a plural noun, the problem's noun, a word of
another script are the value's noun (want_r 1); a word no row reads as a
noun ("not", "never", "nope", "wrong", "false", "lol") is no answer
(want_r 0: the reference is the boxed value, so a reward is a wrong
reward).  Writes JSONL with response, answer, problem, want_r, case.

usage: box_text.py [SEED]
"""
import json
import random
import sys

NOT_NOUNS = ["not", "never", "nope", "no", "wrong", "false", "nah", "lol",
             "idk", "not really", "or not", "is wrong", "nicht", "non",
             "faux", "falsch", "errado", "nein", "kinda", "sorta"]
NOUNS = ["apples", "marbles", "students", "dollars", "pages", "boxes"]
UNITS = ["cm", "m", "km", "kg", "g", "hours", "minutes", "seconds", "mL",
         "km/h", "m^2"]
FOREIGN = ["яблок", "manzanas", "Äpfel", "pommes"]
WRAPS = ["\\boxed{%s}", "$\\boxed{%s}$", "The answer is $\\boxed{%s}$.",
         "Therefore, the final answer is \\(\\boxed{%s}\\).",
         "**Final Answer**\n\n\\[\n\\boxed{%s}\n\\]"]


def main():
    rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 26)
    out = []
    for i in range(400):
        v = str(rng.choice([2, 7, 12, 42, 150, 3600]))
        w = rng.choice(WRAPS)
        kind = rng.choice(["not", "not", "noun", "unit", "problem",
                           "foreign"])
        problem = None
        if kind == "not":
            word, want = rng.choice(NOT_NOUNS), 0
        elif kind == "noun":
            word, want = rng.choice(NOUNS), 1
        elif kind == "unit":
            word, want = rng.choice(UNITS), 1
        elif kind == "problem":
            word, want = rng.choice(["sheep", "fish", "deer"]), 1
            problem = "How many %s are there in all?" % word
        else:
            word, want = rng.choice(FOREIGN), 1
        space = rng.choice([" ", "", "~"])
        body = "%s%s\\text{%s%s}" % (v, " " if space == " " else "",
                                     rng.choice([" ", ""]), word)
        rec = {"response": w % body, "answer": v, "want_r": want,
               "case": "%s-%d" % (kind, i)}
        if problem is not None:
            rec["problem"] = problem
        out.append(rec)
    for r in out:
        print(json.dumps(r, ensure_ascii=False))


if __name__ == "__main__":
    main()
