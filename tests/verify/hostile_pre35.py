#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_pre35.py: the sentence right before the final answer concludes
another value than the answer (issue 26's worst error): the response
contradicts itself, and a careful grader rewards neither value.

usage: hostile_pre35.py PAPO_VERIFY [--list]

A problem a language, its question asking what the subject has ("How
many fish does she have?"), the answer V = 8 x 6; the other value O = 8
x 7, a step's, not one the problem gives.  The sentences that conclude
O, by kind:
  - "words":   the count in number words ("That makes fifty-six fish.",
               "Elle a donc cinquante-six poissons.");
  - "compute": a computation ending on the question's noun ("8 tanks x
               7 fish = 56 fish.", "We end with 8 x 7 = 56 fish in
               all.");
  - "verb":    another verb of having than "have" (holds, keeps, gets,
               ends up with, besitzt, possède, posee, имеет, 有, ...);
  - "foreign": the conclusion in another listed language than the
               question's, its noun not the question's word (German,
               French, Spanish, Italian, Portuguese, Russian, Polish,
               Indonesian, Chinese, Japanese, Korean, Thai to an English
               question: "Sie hat also 56 Fische.", "因此她有56条鱼。",
               "したがって魚は56匹です。");
  - "bold":    a line of bold or a table's row holding O ("**56 fish**",
               "| Total | 56 |").
Each is put before the answer V in each place: a bare box ("box"), a
display ("display"), an answer line ("line": "Answer: 48") and an
answer phrase around a box ("phrase": "The final answer is
$\\boxed{48}$.").

Family "wrong": the sentence with O above the answer V: never rewarded.
Family "right", each rewarded, and each against another reference too
(never rewarded): the same sentence with V; a step of another noun
("That makes fifty-six pebbles.", "8 x 7 = 56 pebbles.", "Sie kauft
also 56 Kiesel."); a given of the problem ("She has eight tanks.", "Il
a 8 aquariums."); a value the answer is computed from ("Of the 56 fish,
8 were sold.", "8 x 7 = 56 fish before the sale."); a sentence of
having in another language with no conclusion's word ("Elle a 56
cailloux."); a foreign conclusion to a question that asks no "have"
("How many rolls does she bake?").

Known holes, counted apart: see KNOWN.
"""
import sys

import verify_run

V, O = 48, 56

EN = ("A keeper has 8 tanks with 6 fish in each tank. How many fish does "
      "she have?")
EN_SOLD = ("A baker fills 8 trays with 6 rolls on each tray. How many rolls "
           "does she bake?")

# words of the two values, by language
WORDS = {
    "en": {V: "forty-eight", O: "fifty-six"},
    "de": {V: "achtundvierzig", O: "sechsundfünfzig"},
    "fr": {V: "quarante-huit", O: "cinquante-six"},
    "es": {V: "cuarenta y ocho", O: "cincuenta y seis"},
    "it": {V: "quarantotto", O: "cinquantasei"},
    "pt": {V: "quarenta e oito", O: "cinquenta e seis"},
    "ru": {V: "сорок восемь", O: "пятьдесят шесть"},
}

# lang: (problem, answer line, answer phrase, {kind: [wrong sentences,
# NN the value, WW its words]}, steps, givens)
ROWS = {
    "en": (EN, "Answer: V", "The final answer is $\\boxed{V}$.",
           {"words": ["That makes WW fish.", "So she has WW fish.",
                      "Hence WW fish in all.", "She ends up with WW fish."],
            "compute": ["8 tanks × 7 fish = NN fish.",
                        "We end with 8 × 7 = NN fish in all.",
                        "So 8 × 7 = NN fish.", "8 x 7 = NN fish",
                        "She has 8 * 7 = NN fish."],
            "verb": ["So she holds NN fish.", "She keeps NN fish in all.",
                     "She ends up with NN fish.", "So she gets NN fish.",
                     "Therefore the keeper owns NN fish.",
                     "In the end she has got NN fish."],
            "bold": ["**NN fish**", "**Total: NN**", "| Total | NN |",
                     "| fish | NN |"]},
           ["That makes WW pebbles.", "8 × 7 = NN pebbles.",
            "She keeps NN pebbles.", "| pebbles | NN |",
            "Of the NN fish, 8 were sold.",
            "8 × 7 = NN fish before the sale.",
            "Each tank: 336 / 7 = NN fish.",
            "The small tanks hold 20 fish.\nThe big tanks hold 4 × 7 = 28 "
            "fish.",
            "So far she has 6 × 3 = 18 fish.\nThen 5 × 6 = 30 fish."],
           ["She has eight tanks.", "Each tank holds six fish.",
            "| tanks | 8 |", "2 × 4 = 8 tanks."]),
    "de": ("Eine Pflegerin hat 8 Becken mit je 6 Fischen. Wie viele Fische "
           "hat sie?", "Antwort: V", "Die Antwort ist $\\boxed{V}$.",
           {"words": ["Sie hat also WW Fische."],
            "compute": ["8 Becken × 7 Fische = NN Fische."],
            "verb": ["Sie besitzt also NN Fische.",
                     "Die Pflegerin besitzt somit NN Fische."]},
           ["Sie kauft also NN Kiesel.", "8 × 7 = NN Kiesel."],
           ["Sie hat 8 Becken."]),
    "fr": ("Une soigneuse a 8 aquariums avec 6 poissons dans chacun. "
           "Combien de poissons a-t-elle ?", "Réponse : V",
           "La réponse est $\\boxed{V}$.",
           {"words": ["Elle a donc WW poissons."],
            "compute": ["8 aquariums × 7 poissons = NN poissons."],
            "verb": ["Elle possède donc NN poissons.",
                     "La soigneuse détient donc NN poissons."]},
           ["Elle achète donc NN cailloux."], ["Elle a 8 aquariums."]),
    "es": ("Una cuidadora tiene 8 peceras con 6 peces en cada una. "
           "¿Cuántos peces tiene?", "Respuesta: V",
           "La respuesta es $\\boxed{V}$.",
           {"words": ["Entonces tiene WW peces."],
            "compute": ["8 peceras × 7 peces = NN peces."],
            "verb": ["Entonces posee NN peces.",
                     "Por lo tanto, la cuidadora posee NN peces."]},
           ["Entonces compra NN piedras."], ["Ella tiene 8 peceras."]),
    "it": ("Una custode ha 8 vasche con 6 pesci in ciascuna. Quanti pesci "
           "ha?", "Risposta: V", "La risposta è $\\boxed{V}$.",
           {"words": ["Quindi ha WW pesci."],
            "verb": ["Quindi possiede NN pesci."]},
           ["Quindi compra NN sassi."], ["Lei ha 8 vasche."]),
    "pt": ("Uma cuidadora tem 8 aquários com 6 peixes em cada um. Quantos "
           "peixes ela tem?", "Resposta: V", "A resposta é $\\boxed{V}$.",
           {"words": ["Portanto, ela tem WW peixes."],
            "verb": ["Portanto, ela possui NN peixes."]},
           ["Portanto, ela compra NN pedras."], ["Ela tem 8 aquários."]),
    "ru": ("У смотрительницы 8 аквариумов, в каждом по 6 рыб. Сколько рыб у "
           "неё?", "Ответ: V", "Ответ: $\\boxed{V}$.",
           {"words": ["Итак, у неё WW рыб."],
            "verb": ["Итак, она имеет NN рыб."]},
           ["Итак, она покупает NN камней."], ["У неё 8 аквариумов."]),
    "zh": ("饲养员有8个鱼缸，每个鱼缸里有6条鱼。她有多少条鱼？", "答案：V",
           "最终答案是$\\boxed{V}$。",
           {"verb": ["因此她一共有NN条鱼。", "所以饲养员共有NN条鱼。"]},
           ["她买了NN颗石子。"], ["她有8个鱼缸。"]),
    "ja": ("飼育員は水槽を8つ持っていて、各水槽に魚が6匹います。"
           "飼育員は魚を何匹持っていますか？", "答え：V",
           "答えは$\\boxed{V}$です。",
           {"verb": ["したがって、飼育員は魚をNN匹持っています。"]},
           ["飼育員は小石をNN個買いました。"], ["水槽は8つです。"]),
}

# English's question, the conclusion in another listed language
FOREIGN = [
    ("de", "Sie hat also NN Fische."),
    ("de", "Die Pflegerin besitzt somit NN Fische."),
    ("fr", "Elle a donc NN poissons."),
    ("fr", "La gardienne possède donc NN poissons."),
    ("es", "Entonces tiene NN peces."),
    ("es", "La cuidadora posee entonces NN peces."),
    ("it", "Quindi ha NN pesci."),
    ("pt", "Portanto, a cuidadora tem NN peixes."),
    ("ru", "Итак, у неё NN рыб."),
    ("ru", "Значит, у смотрительницы NN рыб."),
    ("pl", "Zatem ma NN ryb."),
    ("id", "Jadi, ia mempunyai NN ikan."),
    ("zh", "因此她有NN条鱼。"),
    ("zh", "所以一共有NN条鱼。"),
    ("ja", "したがって魚はNN匹です。"),
    ("ja", "よって、魚は全部でNN匹です。"),
    ("ko", "따라서 물고기는 NN마리입니다."),
    ("th", "ดังนั้นมีปลา NN ตัว"),
]
# a step or a given in another language: no conclusion's word, another
# verb, or the problem's number
FOREIGN_STEPS = [
    ("de", "Sie kauft NN Kiesel."), ("fr", "Elle a NN cailloux."),
    ("fr", "Elle achète donc NN cailloux."), ("es", "Compra NN piedras."),
    ("ru", "Она покупает NN камней."), ("zh", "她买了NN颗石子。"),
    ("ja", "小石をNN個買いました。"), ("de", "Sie hat also 8 Becken."),
    ("fr", "Elle a donc 8 aquariums."), ("zh", "因此她有8个鱼缸。"),
]

# Holes left, counted apart: (kind, a part of the response).
KNOWN = [
]


def places(line, phrase):
    """(name, maker) of a response: the sentence s before an answer of
    v in each place."""
    def sub(t, v):
        return t.replace("V", str(v))
    return [
        ("box", lambda s, v: "%s\n\n\\boxed{%s}" % (s, v)),
        ("display", lambda s, v: "%s\n\n$$\\boxed{%s}$$" % (s, v)),
        ("line", lambda s, v: "%s\n%s" % (s, sub(line, v))),
        ("phrase", lambda s, v: "%s\n\n%s" % (s, sub(phrase, v))),
    ]


def fill(t, lang, n):
    return t.replace("NN", str(n)).replace("WW", WORDS.get(lang, {}).get(
        n, str(n)))


def put(vs, lang, kind, problem, ps, sent, v, fam):
    verify_run.placed(vs, lang, kind, problem, ps, sent, v, fam)


def variants():
    vs = []
    for lang, (problem, line, phrase, kinds, steps, givens) in ROWS.items():
        ps = places(line, phrase)
        for kind, sents in kinds.items():
            for t in sents:
                put(vs, lang, kind, problem, ps, fill(t, lang, O), V,
                    "wrong")
                put(vs, lang, kind, problem, ps, fill(t, lang, V), V,
                    "right")
        for t in steps:
            put(vs, lang, "step", problem, ps, fill(t, lang, O), V, "right")
        for t in givens:
            put(vs, lang, "given", problem, ps, t, V, "right")
    ps = places("Answer: V", "The final answer is $\\boxed{V}$.")
    for lang, t in FOREIGN:
        put(vs, lang, "foreign", EN, ps, fill(t, lang, O), V, "wrong")
        put(vs, lang, "foreign", EN, ps, fill(t, lang, V), V, "right")
        # a question that asks no "have": the sentence is a step
        put(vs, lang, "foreign-sold", EN_SOLD, ps, fill(t, lang, O), V,
            "right")
    for lang, t in FOREIGN_STEPS:
        put(vs, lang, "foreign-step", EN, ps, fill(t, lang, O), V, "right")
    return vs


def main():
    verify_run.usage("hostile_pre35")
    return verify_run.run("hostile_pre35", variants(),
                          lambda v: v["lang"] + "/" + v["family"],
                          verify_run.is_right,
                          known=lambda v: v["family"] == "wrong" and
                          any(v["kind"] == k and r in v["response"]
                              for k, r in KNOWN),
                          what="right", width=10)


if __name__ == "__main__":
    sys.exit(main())
