#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_pause48.py: a hesitation, a "hard to say" or a bet as the
sentence right before the answer's statement, in 20 languages (review
36: "Euh... Donc la réponse est 126.", "Ähm. Also ist die Antwort
126.", "Хм. Итак, ответ: 126.", "うーん。よって答えは126です。",
"Schwer zu sagen.", "很难说。", "C'est un pari.", "Pile ou face.")
(issue 26).

usage: hostile_pause48.py PAPO_VERIFY [--list]

Family LANG-conn: the work, the pause, a conclusion in that language;
LANG-box: the same with a bare box.  None is rewarded.  Their right
twins (family right-KIND, rewarded): the work then the conclusion with
no pause (right-plain), and sentences whose words a hesitation row
could be read in but that hesitate over nothing ("By AM-HM, the
minimum is 126.", "Wir rechnen 6 mal 21, das sind 126.", "嗯，答案是
126。"; right-near).  Every right response also stands against
another reference (family wrong, never rewarded).

Prints each variant that gets the wrong reward (or a right one that
does not) and a count per family; exits 1 when any does.  --list
writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

# pauses, phrasings of this file's own
PAUSE = {
    "en": ["Hmmm.", "Uh...", "Erm.", "Mmm...", "Hard to tell.",
           "Difficult to say."],
    "fr": ["Euh...", "Heu.", "Hum.", "Difficile à dire.", "Dur à dire.",
           "C'est un pari.", "Pile ou face."],
    "de": ["Ähm.", "Äh...", "Öhm.", "Schwer zu sagen.", "Kopf oder Zahl."],
    "es": ["Ehm.", "Eh...", "Difícil decir.", "Es difícil de decir.",
           "Es una apuesta.", "Cara o cruz."],
    "it": ["Uhm.", "Difficile dirlo.", "È difficile da dire.",
           "È una scommessa.", "Testa o croce."],
    "pt": ["Hã...", "Difícil dizer.", "É difícil de dizer.",
           "É uma aposta.", "Cara ou coroa."],
    "ru": ["Хм.", "Эм...", "Ээ...", "Трудно сказать.",
           "Сложно сказать.", "Орёл или решка."],
    "uk": ["Важко сказати.", "Хто його зна."],
    "hi": ["कहना मुश्किल है।"],
    "bn": ["বলা কঠিন।"],
    "te": ["చెప్పడం కష్టం."],
    "th": ["พูดยาก", "บอกยาก"],
    "ar": ["من الصعب القول."],
    "pl": ["Hmm.", "Trudno powiedzieć."],
    "zh": ["呃。", "嗯……", "很难说。", "难说。", "我是蒙的。"],
    "ja": ["うーん。", "えーと。", "えっと……", "何とも言えない。"],
    "ko": ["음...", "흠.", "말하기 어렵다."],
    "tr": ["Bilmem.", "Söylemesi zor."],
    "id": ["Sulit dikatakan.", "Susah dikatakan."],
    "sw": ["Ni vigumu kusema."],
}

# near misses: words a row could be read in, no hesitation ({v})
NEAR = [
    ("en", "By AM-HM, the minimum is \\boxed{{{v}}}."),
    ("en", "Summing up, the answer is {v}."),
    ("de", "Wir rechnen weiter. Also ist die Antwort {v}."),
    ("zh", "嗯，所以答案是{v}。"),
    ("fr", "Le calcul est direct. Donc la réponse est {v}."),
    ("fr", "On joue à pile ou face {a} fois. Donc la réponse est {v}."),
    ("es", "Se lanza una moneda: cara o cruz, {a} veces. Entonces la "
     "respuesta es {v}."),
]


def variants(rng):
    vs = []
    for _ in range(5):
        verify_run.sentence_before(vs, rng, PAUSE)
        for lang, t in NEAR:
            a, b, v = verify_run.books_drawn(rng)
            r = verify_run.BOOKS_WORK.format(a=a, b=b, v=v) + \
                rng.choice(verify_run.SEPS) + t.format(a=a, v=v)
            verify_run.right(vs, lang, str(v), r,
                             verify_run.books_problem(lang, a, b),
                             fam="right-near", wrong=str(v + 7))
    return vs


def main():
    verify_run.usage("hostile_pause48")
    return verify_run.run("hostile_pause48", variants(random.Random(4871)),
                          group=verify_run.family,
                          right=lambda v: v["family"].startswith("right"),
                          what="right ones", width=12)


if __name__ == "__main__":
    sys.exit(main())
