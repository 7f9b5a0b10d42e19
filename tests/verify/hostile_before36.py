#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_before36.py: the sentence right before a bare box (an answer
alone in its statement) that nothing recognises: a shrug, a give-up,
a non-sentence or made-up words, in each of the 21 listed languages
(issue 26).  The box after such a sentence is no answer it commits to.

usage: hostile_before36.py PAPO_VERIFY [--list]

Each round draws the problem's two numbers (shelves and books on each)
and writes a sentence, then the box: on the same line, on the next, or
after a blank line.  Family LANG-shrug: a shrug or a give-up of that
language ("Peu importe.", "Egal.", "无所谓。"); LANG-noise: made-up
words in its letters, seeded ("Qbaku xdore."); none is rewarded.  The
rule reads three words at most (ten characters of a dense script): the
few longer shrugs here ("Total shot in the dark.") are refused by the
doubt rows, not by it.
Their right twins (family right-KIND, rewarded): the work that gives
the value ("9 × 14 = 126."), a conclusion or lead row ("Therefore:",
"Donc,", "所以"), the problem's words restated ("Count every book on
every shelf."), a heading ("**Final Answer**", "### Answer"), a closing
</think> or a code block's end.  Every response also stands against
another reference (family wrong, never rewarded).

Prints each variant that gets the wrong reward (or a right one that
does not) and a count per family; exits 1 when any does.  --list
writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

PROBLEM = ("A library has {a} shelves with {b} books on each shelf. How "
           "many books does the library have?")

# shrugs and give-ups, phrasings of this file's own
SHRUG = {
    "en": ["Whatever.", "Meh.", "No clue whatsoever.", "Beats me.",
           "This is hopeless.", "Total shot in the dark.", "Who knows."],
    "zh": ["无所谓。", "随便吧。", "懒得想了。", "听天由命吧。"],
    "ja": ["どうでもいい。", "もう無理。", "適当に書きます。", "さっぱりだ。"],
    "ko": ["몰라요.", "그냥 찍었어요.", "모르겠다."],
    "fr": ["Peu importe.", "Bof.", "Aucune idée du tout.", "Tant pis."],
    "de": ["Egal.", "Keinen Schimmer.", "Wer weiß.", "Schwer zu sagen."],
    "es": ["Ni idea.", "Me rindo.", "Da igual.", "Quién sabe."],
    "it": ["Boh.", "Lascio perdere.", "Chissà.", "Non saprei proprio."],
    "pt": ["Sei lá.", "Tanto faz.", "Desisto.", "Vai saber."],
    "ru": ["Без понятия.", "Сдаюсь.", "Кто знает.", "Неважно."],
    "uk": ["Гадки не маю.", "Здаюся.", "Байдуже."],
    "pl": ["Nie mam pojęcia.", "Poddaję się.", "Wszystko jedno."],
    "tr": ["Hiçbir fikrim yok.", "Pes ediyorum.", "Boş ver."],
    "th": ["ไม่รู้สิ", "ช่างมัน", "ยอมแพ้"],
    "bn": ["জানি না।", "হাল ছেড়ে দিলাম।"],
    "hi": ["पता नहीं।", "मैं हार मानता हूँ।"],
    "te": ["తెలియదు.", "వదిలేస్తున్నాను."],
    "sw": ["Sijui kabisa.", "Nimekata tamaa.", "Potelea mbali."],
    "ar": ["لا أدري.", "أستسلم.", "لا يهم."],
    "id": ["Entahlah.", "Saya menyerah.", "Terserah."],
    "vi": ["Chịu thôi.", "Không biết nữa.", "Kệ đi."],
}

# letters to make up words from, per script
LETTERS = {
    "latin": "bdfgklmnprstvz", "vowels": "aeiou",
    "cyr": "бвгдклмнпрст", "cyrv": "аеиоу",
    "zh": "蓝猫跑云石雪灯门河", "ja": "ぬめろへそぽけ",
    "ko": "굴뭄삭텁혼", "th": "กขคงจฉ", "ar": "بتثجحخ",
    "hi": "कखगघच", "bn": "কখগঘচ", "te": "కఖగఘచ",
}
SCRIPT = {"zh": "zh", "ja": "ja", "ko": "ko", "th": "th", "ar": "ar",
          "hi": "hi", "bn": "bn", "te": "te", "ru": "cyr", "uk": "cyr"}

# what a bare box may follow: (kind, sentence; {a}, {b}, {v} filled)
RIGHT = [
    ("work", "{a} × {b} = {v}."),
    ("work", "Multiply: $ {a} \\times {b} = {v} $."),
    ("work", "So {a} shelves hold {v} books."),
    ("lead", "Therefore:"),
    ("lead", "So the final answer is:"),
    ("lead", "Putting it together:"),  # lost at main too: held
    ("lead", "Thus,"),
    ("lead", "Donc,"),
    ("lead", "Daher:"),
    ("lead", "所以"),
    ("lead", "因此，"),
    ("lead", "Итак,"),
    ("lead", "Por lo tanto,"),
    ("restate", "Count every book on every shelf."),
    ("restate", "We want the books the library has."),
    ("heading", "**Final Answer**"),
    ("heading", "### Answer"),
    ("think", "Let me multiply the numbers.\n</think>"),
    ("code", "```python\nprint({a} * {b})\n```"),
]
SEPS = [" ", "\n", "\n\n"]


def made_up(rng, lang):
    """Two or three made-up words in lang's letters."""
    sc = SCRIPT.get(lang)
    if sc is None or sc == "cyr":
        c, v = (LETTERS["cyr"], LETTERS["cyrv"]) if sc else \
            (LETTERS["latin"], LETTERS["vowels"])
        words = ["".join(rng.choice(c) + rng.choice(v)
                         for _ in range(rng.randint(2, 3)))
                 for _ in range(rng.randint(2, 3))]
        # "q" and "x" start no row word of any listed language's
        s = " ".join("qx"[i % 2] + w for i, w in enumerate(words))
        return s[0].upper() + s[1:] + "."
    letters = LETTERS[sc]
    s = "".join(rng.choice(letters) for _ in range(rng.randint(3, 5)))
    return s + ("。" if sc in ("zh", "ja") else ".")


def variants(rng):
    vs = []
    for _ in range(6):
        for lang in sorted(SHRUG):
            a, b = rng.randint(3, 12), rng.randint(13, 29)
            v = a * b
            problem = PROBLEM.format(a=a, b=b)
            for fam, say in (("shrug", rng.choice(SHRUG[lang])),
                             ("noise", made_up(rng, lang))):
                r = say + rng.choice(SEPS) + "\\boxed{%d}" % v
                verify_run.add(vs, lang, lang + "-" + fam, str(v), r,
                               problem)
    for _ in range(4):
        for kind, say in RIGHT:
            a, b = rng.randint(3, 12), rng.randint(13, 29)
            v = a * b
            sep = "\n" if kind in ("heading", "think", "code") else \
                rng.choice(SEPS)
            r = say.format(a=a, b=b, v=v) + sep + "\\boxed{%d}" % v
            verify_run.right(vs, kind, str(v), r, PROBLEM.format(a=a, b=b),
                             fam="right-" + kind, wrong=str(v + 7))
    return vs


def main():
    verify_run.usage("hostile_before36")
    return verify_run.run("hostile_before36", variants(random.Random(3629)),
                          group=verify_run.family,
                          right=lambda v: v["family"].startswith("right"),
                          what="right ones", width=14, lost=held)


def held(v):
    """A right one lost at main already, counted apart: a label whose
    word no row reads ("Putting it together:", "Daher:") is refused
    before the sentence is asked (the label's reading, not this
    one's)."""
    return v["response"].startswith(("Putting it together:", "Daher:"))


if __name__ == "__main__":
    sys.exit(main())
