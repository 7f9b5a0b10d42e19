#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_unl34.py: a short sentence in a language papo-verify has no
rows for, right before a bare box, is not a statement it recognises
(issue 26): "Resultatet er derfor 54.\\n\\n\\boxed{56}" (Danish: the
result is therefore 54) states another value, and the box under it is
no answer.  A short sentence is a listed language's when the words it
recognises (one listed language's rows, the problem's words) outweigh
those it does not, two words at least, the value's noun after it left
out; the answer statements of a language close to a listed one
(Catalan's, Galician's) are not, though a word or two is shared.

Variants (never rewarded), in 26 languages with no rows: Scandinavian
(Danish, Swedish, Norwegian, Icelandic), Romance neighbours of listed
ones (Catalan, Galician, Romanian), Baltic (Lithuanian, Latvian),
Finno-Ugric (Finnish, Estonian, Hungarian), Slavic (Croatian,
Slovenian, Slovak, Czech, Bulgarian), Malay, Tagalog, Afrikaans, Dutch,
Albanian, Azerbaijani, Basque, Welsh, each stating the result in two
phrasings:

 - other: the sentence states another value, then a bare box of the
   reference (after a blank line, a line, "$...$", or after the work);
 - same: the same sentence stating the box's own value.  Right by
   mathematics, refused by the rule: a sentence papo cannot read may
   deny or doubt the value it names ("Svaret er ikke 56."), so what it
   says of the box is not read, whichever value it names (the
   languages with no rows are no answer: papo-verify(1)).

The controls (rewarded): the same statement of the box's value in the
listed languages, short sentences of English work before a box that
name other values ("Multiply 8 by 7.", "Each crate holds 7 apples."),
and a listed language's statement of the box's value with a noun the
rows do not hold after it, under an English problem ("Il y a donc 56
pommes.").

usage: hostile_unl34.py PAPO_VERIFY [--list]

Measured on main (62525afa): 384 of 600 variants rewarded (other 200,
same 184; 48 of them the holes known now), every control rewarded.
Now: none rewarded but the 48 known holes (Malay's statement, read as
Indonesian: its frame "maka ... ialah" is Indonesian's rows but for
its answer's name; a value amid a Hungarian or Welsh statement whose
one word before it no row holds; Catalan's and Galician's "En total
..."), every control rewarded.
"""
import sys

import verify_run

PROBLEM = ("A shop packs 8 crates with 7 apples in each crate. How many "
           "apples does the shop pack?")

# lang: two phrasings of "the result is therefore {v}" / "in total we
# get {v}"
UNLISTED = {
    "da": ("Resultatet er derfor {v}.", "I alt får vi {v}."),
    "sv": ("Resultatet blir därför {v}.", "Totalt får vi {v}."),
    "no": ("Det gir oss {v} til sammen.", "Resultatet blir altså {v}."),
    "is": ("Niðurstaðan er því {v}.", "Samtals fáum við {v}."),
    "ca": ("El resultat és, doncs, {v}.", "En total obtenim {v}."),
    "gl": ("O resultado é, xa que logo, {v}.", "En total temos {v}."),
    "ro": ("Rezultatul este deci {v}.", "În total obținem {v}."),
    "lt": ("Taigi rezultatas yra {v}.", "Iš viso gauname {v}."),
    "lv": ("Tātad rezultāts ir {v}.", "Kopā iegūstam {v}."),
    "fi": ("Tulos on siis {v}.", "Yhteensä saamme {v}."),
    "et": ("Tulemus on seega {v}.", "Kokku saame {v}."),
    "hu": ("Az eredmény tehát {v}.", "Összesen {v} jön ki."),
    "hr": ("Rezultat je dakle {v}.", "Ukupno dobivamo {v}."),
    "sl": ("Rezultat je torej {v}.", "Skupaj dobimo {v}."),
    "sk": ("Výsledok je teda {v}.", "Spolu dostaneme {v}."),
    "cs": ("Výsledek je tedy {v}.", "Celkem dostaneme {v}."),
    "bg": ("Следователно резултатът е {v}.", "Общо получаваме {v}."),
    "ms": ("Maka jawapan akhirnya ialah {v}.",
           "Jumlah keseluruhannya ialah {v}."),
    "tl": ("Kaya ang resulta ay {v}.", "Sa kabuuan, {v} ang nakuha natin."),
    "af": ("Die resultaat is dus {v}.", "Altesaam kry ons {v}."),
    "nl": ("Het resultaat is dus {v}.", "In totaal krijgen we {v}."),
    "sq": ("Rezultati është pra {v}.", "Gjithsej marrim {v}."),
    "az": ("Nəticə belə {v} olur.", "Cəmi {v} alırıq."),
    "eu": ("Emaitza, beraz, {v} da.", "Guztira {v} lortzen dugu."),
    "cy": ("Felly, y canlyniad yw {v}.", "Cawn {v} i gyd."),
}

# the same statement in listed languages: rewarded
LISTED = {
    "en": "So the result is {v}.",
    "fr": "Le résultat est donc {v}.",
    "de": "Das Ergebnis ist also {v}.",
    "es": "Por lo tanto, el resultado es {v}.",
    "it": "Quindi il risultato è {v}.",
    "pt": "Portanto, o resultado é {v}.",
    "ru": "Итак, результат равен {v}.",
    "uk": "Отже, результат дорівнює {v}.",
    "pl": "Zatem wynik wynosi {v}.",
    "id": "Jadi, hasilnya adalah {v}.",
    "vi": "Vậy kết quả là {v}.",
    "sw": "Kwa hiyo, jibu ni {v}.",
    "tr": "Dolayısıyla sonuç {v} olur.",
    "zh": "所以结果是{v}。",
    "ja": "したがって、結果は{v}です。",
    "ar": "إذن النتيجة هي {v}.",
    "hi": "अतः परिणाम {v} है।",
}

# English work before a box naming other values, and a listed
# language's statement with a noun after the value: rewarded
WORK = [
    "Multiply 8 by 7.",
    "Each crate holds 7 apples.",
    "There are 8 crates.",
    "Add up 8 groups of 7.",
    "We multiply 8 crates by 7 apples.",
]
NOUN = [
    "Il y a donc {v} pommes.",
    "Also packt der Laden {v} Äpfel.",
    "Entonces hay {v} manzanas.",
    "Quindi ci sono {v} mele.",
    "Итак, всего {v} яблок.",
]

BOXES = ["{s}\n\n\\boxed{{{v}}}", "{s}\n\\boxed{{{v}}}",
         "{s}\n\n$\\boxed{{{v}}}$", "8 × 7 = {v}\n\n{s}\n\n\\boxed{{{v}}}"]
VALUES = ["56", "135"]

# the holes left: Malay's statement, read as Indonesian (its "maka ...
# ialah"); a value in the middle of a statement whose one word before
# it no row holds (Hungarian's "Összesen 54 jön ki.", Welsh's "Cawn 54
# i gyd."); Catalan's and Galician's "En total ..." ("en", "total" are
# rows of listed languages: their verb alone is not)
KNOWN = [("other|same", "jawapan akhirnya ialah"),
         ("other|same", r"^(Összesen|Cawn) \d+ "),
         ("other|same", r"^En total (obtenim|temos) ")]


def rows():
    out, ctl = [], []
    for v in VALUES:
        w = str(int(v) - 2)
        for lang, stmts in sorted(UNLISTED.items()):
            for t in stmts:
                for i, b in enumerate(BOXES):
                    if i >= 2 and t is stmts[1]:
                        continue  # the other placements: one phrasing
                    out.append(("other", v, (b.format(s=t.format(v=w), v=v),
                                             PROBLEM)))
                    out.append(("same", v, (b.format(s=t.format(v=v), v=v),
                                            PROBLEM)))
        for lang, t in sorted(LISTED.items()):
            for b in BOXES[:2]:
                ctl.append(("listed", v, (b.format(s=t.format(v=v), v=v),
                                          PROBLEM)))
        for t in NOUN:
            ctl.append(("noun", v, (BOXES[0].format(s=t.format(v=v), v=v),
                                    PROBLEM)))
    for t in WORK:
        for b in BOXES[:2]:
            ctl.append(("work", "56", (b.format(s=t, v="56"), PROBLEM)))
    return out, ctl


def main():
    verify_run.usage("hostile_unl34")
    out, ctl = rows()
    return verify_run.run("hostile_unl34", verify_run.records(out, ctl),
                          known=verify_run.known_by(KNOWN))


if __name__ == "__main__":
    sys.exit(main())
