#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_caveat48.py: a sentence right before the answer's statement
that says the work may be wrong, in 16 languages, in the forms review
36 found rewarded: a modal with a word of error ("Ça pourrait être
faux.", "Esto podría estar mal.", "Potrebbe essere sbagliato.", "Isso
pode estar errado."), a fear of having erred ("Me temo que me
equivoqué.", "Temo di aver sbagliato.", "Ich fürchte, ich habe mich
verrechnet."), a likely error ("Je me suis sûrement trompé."), a
disclaimer of guarantee ("Sans garantie.", "Без гарантий.",
"仅供参考。", "保証はできません。") (issue 26).

usage: hostile_caveat48.py PAPO_VERIFY [--list]

Family LANG-conn: the work, the caveat, a conclusion in that language;
LANG-box: the same with a bare box.  None is rewarded.  Their right
twins (family right-KIND, rewarded): the work then the conclusion with
no caveat (right-plain), and a sentence with a word of error or of
guarantee that says no doubt of the work ("Le calcul est garanti.",
"Aucune erreur dans le calcul."; right-sure).  Every right response
also stands against another reference (family wrong, never rewarded).

Prints each variant that gets the wrong reward (or a right one that
does not) and a count per family; exits 1 when any does.  --list
writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

# caveats, phrasings of this file's own
CAVEAT = {
    "fr": ["Ça pourrait être faux.", "Le résultat pourrait être faux.",
           "Je me suis sûrement trompé.", "Je crains de m'être trompé.",
           "Sans garantie.", "Résultat sans garantie."],
    "de": ["Ich fürchte, ich habe mich verrechnet.",
           "Das Ergebnis könnte falsch sein.", "Ohne Gewähr.",
           "Mit Vorsicht zu genießen.", "Alle Angaben ohne Garantie."],
    "es": ["Esto podría estar mal.", "Me temo que me equivoqué.",
           "Temo que esté mal.", "Sin garantías.",
           "Tómalo con pinzas.", "Quizá me equivoqué."],
    "it": ["Potrebbe essere sbagliato.", "Temo di aver sbagliato.",
           "Il calcolo potrebbe essere errato.", "Senza garanzie.",
           "Prendilo con le pinze."],
    "pt": ["Isso pode estar errado.", "Pode ter algum erro.",
           "Receio ter errado.", "Sem garantias.",
           "O cálculo pode estar errado."],
    "ru": ["Боюсь, я ошибся.", "Без гарантий.", "Не гарантирую.",
           "Это может быть ошибкой."],
    "uk": ["Без гарантій.", "Можливо, я помилився."],
    "pl": ["Bez gwarancji.", "Może być błąd."],
    "zh": ["仅供参考。", "不保证正确。", "不敢保证对。", "可能有错。"],
    "ja": ["保証はできません。", "参考程度にしてください。",
           "間違っているかもしれない。"],
    "ko": ["보장할 수 없다.", "장담 못 한다.", "계산이 틀렸을지도 모른다."],
    "id": ["Tanpa jaminan.", "Mungkin ada kesalahan."],
    "vi": ["Không đảm bảo.", "Có thể tôi nhầm."],
    "tr": ["Garanti edemem.", "Yanlış olabilir."],
    "sw": ["Huenda nimekosea."],
    "en": ["This might be wrong.", "No guarantees.",
           "Take this with a grain of salt."],
}

# sentences with a word of error or guarantee that doubt nothing
SURE = [
    ("fr", "Le calcul est garanti."),
    ("fr", "Aucune erreur dans le calcul."),
    ("it", "Nessun errore."),
]
# (not "No hay ningún error.", "Kein Fehler.", "No mistakes here.": a
# short sentence that negates before a statement is refused, main and
# now, lest it be "Ich weiß es nicht."; lost, not wrong)


def variants(rng):
    vs = []
    for _ in range(5):
        verify_run.sentence_before(vs, rng, CAVEAT)
        for lang, t in SURE:
            a, b, v = verify_run.books_drawn(rng)
            r = verify_run.BOOKS_WORK.format(a=a, b=b, v=v) + \
                rng.choice(verify_run.SEPS) + t + \
                rng.choice(verify_run.SEPS) + \
                verify_run.CONCLUDE[lang].format(v=v)
            verify_run.right(vs, lang, str(v), r,
                             verify_run.books_problem(lang, a, b),
                             fam="right-sure", wrong=str(v + 7))
    return vs


def main():
    verify_run.usage("hostile_caveat48")
    return verify_run.run("hostile_caveat48", variants(random.Random(4863)),
                          group=verify_run.family,
                          right=lambda v: v["family"].startswith("right"),
                          what="right ones", width=12)


if __name__ == "__main__":
    sys.exit(main())
