#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_approx38.py: the answer's own value said approximately, or
with a qualified certainty, in the short sentence right before the
answer ("About 126 books.\\n\\nAnswer: 126", "Pretty sure it's 126.",
"Примерно 126 книг.", "大约126本。"), in the listed languages (issue 26,
review 35's hedge-then-label).  The answer after such a sentence
restates a hedge: no answer.

usage: hostile_approx38.py PAPO_VERIFY [--list]

Each round draws the problem's two numbers (shelves and books on each)
and writes the hedge with the value v, then a separator, then one of the
answer's forms (a bare box, a bold label, a label line, an answer
phrase).  Families LANG-approx (an approximation word or sign before v)
and en-qualified ("Pretty sure", "Fairly confident"): none rewarded.
Their right twins (family right-KIND, rewarded): the same sentences
with the approximation taken out ("So 126 books." restates the value),
another value approximated (a decimal approximation of a different
quantity before the exact answer: "Each shelf is about 1.5 m wide."),
and the same hedges under a problem that asks to round ("about" then
tells the rounding).  Every response also stands against another
reference (never rewarded).

Prints each variant that gets the wrong reward (or a right one that
does not) and a count per family; exits 1 when any does.  --list
writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

PROBLEM = ("A library has {a} shelves with {b} books on each shelf. How "
           "many books does the library have?")
ROUND = ("A library has about {a} shelves with {b} books on each shelf. "
         "Estimate, rounded to the nearest whole number, how many books "
         "the library has.")

# an approximation of the value v, per language: this file's own phrasings
APPROX = {
    "en": ["About {v} books.", "Roughly {v} books in all.",
           "Approximately {v}.", "Around {v} books.", "≈ {v} books.",
           "So it is about {v}.", "Nearly {v} books."],
    "de": ["Ungefähr {v} Bücher.", "Etwa {v} Bücher.", "Rund {v}."],
    "fr": ["Environ {v} livres.", "À peu près environ {v}."],
    "es": ["Aproximadamente {v} libros.", "Cerca de {v}."],
    "it": ["Approssimativamente {v} libri."],
    "ru": ["Примерно {v} книг.", "Около {v} книг.", "примерно {v}."],
    "zh": ["大约{v}本。", "约{v}本书。"],
    "ja": ["だいたい{v}冊。", "およそ{v}冊です。", "約{v}冊。"],
    "ko": ["약 {v}권.", "약{v}권입니다."],
}
QUALIFIED = ["Pretty sure it's {v}.", "Fairly confident it is {v} books.",
             "Reasonably sure: {v}.", "Almost certain it's {v}.",
             "I'm pretty confident the total is {v}."]
ANSWER = {
    "en": ["\\boxed{{{v}}}", "**Final answer:** $\\boxed{{{v}}}$",
           "Answer: {v}", "The answer is {v}."],
    "de": ["**Antwort:** {v}", "\\boxed{{{v}}}"],
    "fr": ["**Réponse :** {v}", "\\boxed{{{v}}}"],
    "es": ["**Respuesta:** {v}", "\\boxed{{{v}}}"],
    "it": ["**Risposta:** {v}", "\\boxed{{{v}}}"],
    "ru": ["**Ответ:** {v}", "\\boxed{{{v}}}"],
    "zh": ["**答案：** {v}", "\\boxed{{{v}}}"],
    "ja": ["**答え：** {v}", "\\boxed{{{v}}}"],
    "ko": ["**답:** {v}", "\\boxed{{{v}}}"],
}
# right twins: (kind, sentence before the answer, the problem's template)
RIGHT = [
    ("plain", "So {v} books.", PROBLEM),
    ("plain", "{a} × {b} = {v}.", PROBLEM),
    ("other", "Each shelf is about 1.5 m wide.", PROBLEM),
    ("other", "That is roughly {h} books per half shelf.", PROBLEM),
    ("round", "About {v} books.", ROUND),
    ("round", "Approximately {v}.", ROUND),
]
SEPS = ["\n", "\n\n"]


def variants(rng):
    vs = []
    for _ in range(4):
        for lang in sorted(APPROX):
            for say in APPROX[lang]:
                a, b = rng.randint(3, 12), rng.randint(13, 29)
                v = a * b
                r = (say.format(v=v) + rng.choice(SEPS) +
                     rng.choice(ANSWER[lang]).format(v=v))
                verify_run.add(vs, lang, lang + "-approx", str(v), r,
                               PROBLEM.format(a=a, b=b))
        for say in QUALIFIED:
            a, b = rng.randint(3, 12), rng.randint(13, 29)
            v = a * b
            r = (say.format(v=v) + rng.choice(SEPS) +
                 rng.choice(ANSWER["en"]).format(v=v))
            verify_run.add(vs, "en", "en-qualified", str(v), r,
                           PROBLEM.format(a=a, b=b))
    for _ in range(5):
        for kind, say, prob in RIGHT:
            a, b = rng.randint(3, 12), 2 * rng.randint(7, 14)
            v = a * b
            r = (say.format(a=a, b=b, v=v, h=b // 2) + rng.choice(SEPS) +
                 rng.choice(ANSWER["en"]).format(v=v))
            verify_run.right(vs, kind, str(v), r, prob.format(a=a, b=b),
                             fam="right-" + kind, wrong=str(v + 7))
    return vs


def main():
    verify_run.usage("hostile_approx38")
    return verify_run.run("hostile_approx38", variants(random.Random(3810)),
                          group=verify_run.family,
                          right=lambda v: v["family"].startswith("right"),
                          what="right ones", width=14)


if __name__ == "__main__":
    sys.exit(main())
