#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_eurobox.py: an answer phrase of Spanish, French, German,
Italian, Portuguese, Russian or Swahili before a box, with a word between
the phrase and the box that papo-verify has no reason to recognise:
"La respuesta es casi \\boxed{42}.", "La risposta è tipo \\boxed{42}.",
"Jibu la mwisho ni karibu \\boxed{42}." (issue 26).  Without the box the
phrase's sentence is read word by word (answer_euro.c's tables,
Swahili's nouns before the number); with it, a determiner before the
answer's name ("La", "El", "la" of "Jibu la mwisho") let any word stand
there.

usage: hostile_eurobox.py PAPO_VERIFY [--list]

Controls: the same phrases with nothing between (the box plain, in $ or
\\( \\)), after a connective, with and without the problem: all must be
rewarded.  Variants: each word of hostile_euro.py's lists for the
language (doubts, hearsay, approximations, bounds, asides, negations,
modals), the words of the other languages and made-up ones, and for
Swahili its bounds, doubts and a noun no table holds, put between the
phrase and the box: none may be rewarded.  Seeded.

Prints each failure and a count per family; exits 1 when any variant is
rewarded or any control is not.  --list writes the records instead.
"""
import random
import sys

import hostile_euro
import verify_run

# Per language: answer phrases that end right before the box (| where
# the word goes).
PHRASES = {
    "es": ["La respuesta es |", "Por lo tanto, la respuesta final es |",
           "El resultado es |", "Entonces la respuesta es |"],
    "fr": ["La réponse est |", "Donc, la réponse finale est |",
           "Le résultat est |"],
    "de": ["Die Antwort ist |", "Also lautet die Antwort |",
           "Das Ergebnis ist |"],
    "it": ["La risposta è |", "Quindi, la risposta finale è |",
           "Il risultato è |"],
    "pt": ["A resposta é |", "Portanto, a resposta final é |",
           "O resultado é |"],
    "ru": ["Ответ: |", "Итак, ответ равен |"],
    "sw": ["Jibu la mwisho ni |", "Jibu ni |",
           "Kwa hiyo, jibu la mwisho ni |", "Jibu sahihi ni |"],
}

SW_WORDS = ["zaidi ya", "chini ya", "karibu", "kama", "hadi", "juu ya",
            "takriban", "labda", "pengine", "mtoto", "kiasi cha",
            "isiyozidi", "kasoro", "si"]

BOXES = ["\\boxed{V}", "$\\boxed{V}$", "\\(\\boxed{V}\\)"]


def words_of(lang):
    if lang == "sw":
        return SW_WORDS
    return hostile_euro.LANGS[lang][2]


def variants():
    rng = random.Random(2613)
    out = []

    def add(family, lang, prob, resp, want):
        out.append({"family": family, "lang": lang, "answer": "42",
                    "problem": prob, "want": want, "response": resp})

    for lang, phrases in PHRASES.items():
        prob = hostile_euro.LANGS[lang][0] if lang != "sw" else \
            "Juma ana machungwa 30 na ananunua 12 zaidi. Ana machungwa " \
            "mangapi sasa?"
        others = hostile_euro.foreign(lang) if lang != "sw" else \
            [w for v in hostile_euro.LANGS.values() for w in v[2][:4]]
        for ph in phrases:
            for box in BOXES:
                plain = ph.replace(" |", " ") + box.replace("V", "42") + "."
                add("control", lang, prob, "30 + 12 = 42.\n" + plain, 1)
                add("control", lang, "", "30 + 12 = 42.\n" + plain, 1)
            for w in words_of(lang):
                box = rng.choice(BOXES).replace("V", "42")
                add(lang + "-word", lang, rng.choice([prob, ""]),
                    "30 + 12 = 42.\n" + ph.replace("|", w + " ") + box +
                    ".", 0)
            for w in rng.sample(others, 8) + hostile_euro.ODD[:6]:
                box = rng.choice(BOXES).replace("V", "42")
                add(lang + "-foreign", lang, rng.choice([prob, ""]),
                    "30 + 12 = 42.\n" + ph.replace("|", w + " ") + box +
                    ".", 0)
    return out


def main():
    verify_run.usage("hostile_eurobox")
    return verify_run.run("hostile_eurobox", variants(),
                          lambda v: v["family"], lambda v: v["want"] == 1,
                          width=10)


if __name__ == "__main__":
    sys.exit(main())
