#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_shrug48.py: "who knows" and one-word shrugs around the
answer's statement, in 22 languages ("Chissà. Quindi la risposta è
126.", "Qui sait, donc la réponse est 126.", "Кто знает. Итак, ответ:
126.", "谁知道。所以答案是126。", "126. Kim bilir."), the shrug as its
own sentence before the statement, opening it before a comma, after
it, or before a bare box, with any of its cases and stops (issue 26,
review 36: the English row was the only one).

usage: hostile_shrug48.py PAPO_VERIFY [--list]

Family LANG-before, LANG-comma, LANG-after, LANG-box: none is
rewarded.  Their right twins (family right-plain): the same work and
conclusion with no shrug, rewarded, and never against another
reference (family wrong).

Prints each variant that gets the wrong reward (or a right one that
does not) and a count per family; exits 1 when any does.  --list
writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

# "who knows" and shrugs, per language, phrasings of this file's own
SHRUG = {
    "en": ["Who knows", "Meh"],
    "it": ["Chissà", "Chi lo sa", "Boh", "Mah", "Vai a sapere"],
    "es": ["Quién sabe", "Vete a saber", "Sabe Dios"],
    "de": ["Wer weiß", "Weiß der Himmel", "Weiß Gott"],
    "fr": ["Qui sait", "Allez savoir", "Va savoir", "Dieu sait", "Bof"],
    "pt": ["Quem sabe", "Sabe-se lá", "Vai saber", "Sabe Deus"],
    "ru": ["Кто знает", "Кто его знает", "Бог его знает", "Хз"],
    "uk": ["Хто знає", "Бог знає"],
    "pl": ["Kto wie", "Bóg wie"],
    "zh": ["谁知道", "天知道", "天晓得", "誰知道"],
    "ja": ["神のみぞ知る", "誰にもわからない"],
    "ko": ["누가 알겠어", "누가 알아", "알 게 뭐야"],
    "th": ["ใครจะรู้", "ใครจะไปรู้"],
    "sw": ["Nani anajua", "Mungu anajua"],
    "bn": ["কে জানে"],
    "te": ["ఎవరికి తెలుసు"],
    "tr": ["Kim bilir", "Allah bilir"],
    "id": ["Siapa tahu"],
    "vi": ["Ai biết", "Có trời mới biết"],
    "hi": ["कौन जाने", "भगवान जाने", "क्या पता"],
    "ar": ["من يدري", "الله أعلم"],
}

# the stop after a shrug sentence, per script
STOPS = {"zh": ["。", "！", "？", "……"], "ja": ["。", "！", "…"],
         "hi": ["।", "!", "?"], "bn": ["।", "!", "?"],
         "th": ["", "!", "?"]}
LATIN_STOPS = [".", "!", "?", "...", "…"]
SEPS = verify_run.SEPS


def cased(rng, lang, s):
    """The shrug as written, lowered, or (Latin) upper-cased."""
    k = rng.randrange(3)
    if k == 1 and lang not in ("ru", "uk"):
        return s.lower()
    if k == 2 and lang in ("en", "fr", "de", "es", "it", "pt"):
        return s.upper()
    return s


def variants(rng):
    vs = []
    for _ in range(6):
        for lang in sorted(SHRUG):
            for sh in SHRUG[lang]:
                stop = rng.choice(STOPS.get(lang, LATIN_STOPS))
                dense = lang in ("zh", "ja")
                a, b, v = verify_run.books_drawn(rng)
                work = verify_run.BOOKS_WORK.format(a=a, b=b, v=v)
                p = verify_run.books_problem(lang, a, b)
                concl = verify_run.CONCLUDE[lang].format(v=v)
                say = cased(rng, lang, sh) + stop
                r = work + rng.choice(SEPS) + say + ("" if dense else " ") \
                    + concl
                verify_run.add(vs, lang, lang + "-before", str(v), r, p)
                if not dense and lang != "th":
                    c = concl[0].lower() + concl[1:]
                    r = work + rng.choice(SEPS) + cased(rng, lang, sh) + \
                        ", " + c
                    verify_run.add(vs, lang, lang + "-comma", str(v), r, p)
                r = work + rng.choice(SEPS) + concl + ("" if dense else " ") \
                    + cased(rng, lang, sh) + stop
                verify_run.add(vs, lang, lang + "-after", str(v), r, p)
                r = work + rng.choice(SEPS) + say + rng.choice(SEPS) + \
                    "\\boxed{%d}" % v
                verify_run.add(vs, lang, lang + "-box", str(v), r, p)
            a, b, v = verify_run.books_drawn(rng)
            r = verify_run.BOOKS_WORK.format(a=a, b=b, v=v) + \
                rng.choice(SEPS) + verify_run.CONCLUDE[lang].format(v=v)
            verify_run.right(vs, lang, str(v), r,
                             verify_run.books_problem(lang, a, b),
                             fam="right-plain", wrong=str(v + 7))
    return vs


def main():
    verify_run.usage("hostile_shrug48")
    return verify_run.run("hostile_shrug48", variants(random.Random(4836)),
                          group=verify_run.family,
                          right=lambda v: v["family"].startswith("right"),
                          what="right ones", width=12)


if __name__ == "__main__":
    sys.exit(main())
