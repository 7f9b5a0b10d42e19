#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_euro.py: a last statement in Spanish, French, German, Italian,
Portuguese or Russian that does not name the answer, with a word before
its value papo-verify has no reason to recognise (issue 26, round 13):
"Juan tiene más o menos 42 manzanas.", "Итак, у Марии якобы 42 яблока.",
"Marie a soi-disant 42 pommes.", "Вероятно, у Маши 42 яблока."

usage: hostile_euro.py PAPO_VERIFY [--list]

Controls: right last statements of each language, in the forms real
ones take (the lighteval cases "Donc, il a déjà 79 g de cire." and "Le
coût final est donc de 100 - 30 = 70", "Logo, há 25 alunos ao todo.",
verify-kinds' "Die Länge beträgt $3{,}75$ m.", and statements of a
problem's own words after a worked step), each with and without its
problem, and the 58 statements of MGSM's human-written exemplars
(tests/verify/euro-mgsm.jsonl): all must be rewarded.  Variants: the same statements with a
word or phrase put at each place before the value (marked | in the
templates): a doubt adverb of the statement's language, hearsay
(supuestamente, soi-disant, angeblich, якобы), an approximation or a
bound, an aside ("creo", "je suppose"), a word of another language, a
made-up word, a mark of hesitation or irony ("¿", "…", "~"), and whole
ironic or questioning frames ("Claro, como si ...", "Ну да, конечно,
...").  A probability problem's controls ("Итак, вероятность равна 0.5.",
"Also ist die Wahrscheinlichkeit 0.5.": a noun that starts as a doubt
adverb does, which main's doubt list refused) must be rewarded, and the
adverb itself put before the value must not.  A statement after a label
("Fazit: ", "Итог: ") is a control; after a doubt as its label
("Angeblich: ") a variant.  With no problem, a name inside a clause
("Entonces Juan tiene 42 manzanas.") is a control, a capitalised doubt
before or after it ("Entonces Supuestamente Juan tiene") a variant.  Labelled by construction: the answer is always right and no
variant may be rewarded.  Seeded: the same variants every run.

Prints each failure and a count per family; exits 1 when any variant is
rewarded or any control is not.  --list writes the records instead.
"""
import json
import os
import random
import re
import sys

import verify_run

WORK = "30 + 12 = 42.\n"

# Per language: the problem, the statements (| where a word may be put,
# V the value), the words put there, the frames (S the statement).
LANGS = {
    "es": ("Juan tiene 30 manzanas y compra 12 más. ¿Cuántas manzanas "
           "tiene Juan ahora?",
           ["Entonces,| Juan| tiene| V manzanas.",
            "Por lo tanto,| Juan| tiene| V manzanas en total.",
            "Así que| Juan| tiene| ahora V manzanas.",
            "Juan| tiene| V manzanas."],
           ["más o menos", "supuestamente", "quizás", "tal vez",
            "probablemente", "posiblemente", "aparentemente",
            "presuntamente", "aproximadamente", "unos", "alrededor de",
            "cerca de", "casi", "como", "tipo", "igual", "seguramente",
            "acaso", "creo que", "al parecer", "según parece",
            "en teoría", "hasta", "más de", "menos de", "al menos",
            "por lo menos", "sobre", "ni idea,", "no", "nunca",
            "jamás", "debería tener", "podría tener", "tendría"],
           ["Claro, como si {S}", "¿{S}?", "Bueno, digamos que {S}",
            "Si no me equivoco, {S}"]),
    "fr": ("Marie a 30 pommes et en achète 12. Combien de pommes Marie "
           "a-t-elle ?",
           ["Donc,| Marie| a| V pommes.",
            "Ainsi,| Marie| a| V pommes au total.",
            "Marie| a| donc| V pommes."],
           ["environ", "soi-disant", "peut-être", "probablement",
            "sans doute", "apparemment", "à peu près", "presque",
            "dans les", "près de", "autour de", "au moins", "plus de",
            "moins de", "quelque", "genre", "vraisemblablement",
            "je suppose", "je crois", "il paraît", "en théorie",
            "jusqu'à", "pas", "n'a que", "aurait", "devrait avoir",
            "pourrait avoir", "grosso modo"],
           ["Bien sûr, comme si {S}", "{S} ?", "Disons que {S}",
            "Sauf erreur, {S}"]),
    "de": ("Maria hat 30 Äpfel und kauft 12 dazu. Wie viele Äpfel hat "
           "Maria jetzt?",
           ["Also| hat| Maria| jetzt| V Äpfel.",
            "Somit| hat| Maria| insgesamt| V Äpfel.",
            "Maria| hat| V Äpfel."],
           ["ungefähr", "angeblich", "vielleicht", "wahrscheinlich",
            "vermutlich", "etwa", "rund", "circa", "fast", "knapp",
            "so um die", "mindestens", "höchstens", "über", "unter",
            "bis zu", "wohl", "eventuell", "möglicherweise",
            "anscheinend", "scheinbar", "glaube ich", "denke ich",
            "sozusagen", "theoretisch", "nicht", "kaum", "dürfte",
            "könnte", "sollte", "gut"],
           ["Ja klar, als ob {S}", "{S}?", "Sagen wir mal, {S}",
            "Wenn ich mich nicht irre, {S}"]),
    "it": ("Luca ha 30 mele e ne compra 12. Quante mele ha Luca adesso?",
           ["Quindi| Luca| ha| V mele.",
            "Dunque| Luca| ha| in totale V mele.",
            "Luca| ha| V mele."],
           ["forse", "circa", "probabilmente", "presumibilmente",
            "pressappoco", "quasi", "più o meno", "all'incirca",
            "intorno a", "sui", "almeno", "più di", "meno di",
            "tipo", "magari", "sembra", "credo", "suppongo",
            "a quanto pare", "non", "avrebbe", "dovrebbe avere",
            "potrebbe avere", "in teoria", "cosiddetto"],
           ["Certo, come se {S}", "{S}?", "Diciamo che {S}",
            "Se non sbaglio, {S}"]),
    "pt": ("O João tem 30 alunos e recebe mais 12. Quantos alunos o "
           "João tem agora?",
           ["Logo,| o João| tem| V alunos.",
            "Portanto,| o João| tem| V alunos ao todo.",
            "O João| tem| agora| V alunos."],
           ["uns", "talvez", "provavelmente", "possivelmente",
            "supostamente", "aparentemente", "aproximadamente",
            "cerca de", "por volta de", "quase", "mais ou menos",
            "pelo menos", "mais de", "menos de", "até", "tipo",
            "acho que", "creio que", "parece que", "não", "nunca",
            "teria", "deveria ter", "poderia ter", "em tese",
            "pelo visto"],
           ["Claro, como se {S}", "{S}?", "Digamos que {S}",
            "Se não me engano, {S}"]),
    "ru": ("У Марии было 30 яблок, и она купила ещё 12. Сколько яблок "
           "теперь у Марии?",
           ["Итак,| у Марии| теперь| V яблока.",
            "Значит,| у Марии| всего| V яблока.",
            "Таким образом,| у Марии| V яблока."],
           ["якобы", "вероятно", "наверное", "возможно", "примерно",
            "около", "приблизительно", "где-то", "почти", "порядка",
            "вроде", "вроде бы", "будто", "кажется", "по-видимому",
            "видимо", "не менее", "более", "менее", "не больше",
            "до", "свыше", "может быть", "как бы", "не", "никак не",
            "по идее", "судя по всему", "якобы бы"],
           ["Ну да, конечно, {S}", "{S}?", "Допустим, {S}",
            "Если я не ошибаюсь, {S}"]),
}

# Words of no language papo-verify reads, and marks of hesitation.
ODD = ["zzz", "blorf", "quux", "~", "≈", "…", "¿", "🤔", "lol", "idk",
       "maybe", "perhaps", "about", "around", "over", "roughly", "like",
       "大概", "อาจ"]

# Right last statements as real responses write them (the lighteval
# cases, the multilingual records of the test suite), without problem.
REAL = [
    ("fr", "donc 353 g - 79 g = 274 g. Donc, il a| déjà| 79 g de cire.",
     "79"),
    ("fr", "La réduction est de 100 * 0,30 = 30 $. Le coût final| est| "
     "donc| de| 100 - 30 = 70", "70"),
    ("pt", "Logo,| há| 25 alunos ao todo.", "25"),
    ("de", "Die Länge| beträgt| $3{,}75$ m.", "3.75"),
    ("fr", "Ainsi,| il y a| 25 élèves au total.", "25"),
    ("es", "Así que| hay| 25 estudiantes en total.", "25"),
    ("ru", "Итак,| всего| 25 учеников.", "25"),
    ("fr", "Cette probabilité| est égale à| $0{,}4$.", "0.4"),
]


# A probability problem: its noun starts as a doubt adverb does
# ("вероятность", "вероятно"; "Wahrscheinlichkeit", "wahrscheinlich"):
# the noun is no doubt, the adverb is one.
PROB = {
    "ru": ("Монету бросают один раз. Найдите вероятность того, что "
           "выпадет орёл.", "Итак,| вероятность| равна| 0.5.",
           ["вероятно", "возможно", "наверное", "примерно", "якобы"]),
    "de": ("Eine Münze wird einmal geworfen. Wie groß ist die "
           "Wahrscheinlichkeit für Kopf?",
           "Also| ist| die Wahrscheinlichkeit| 0.5.",
           ["wahrscheinlich", "möglicherweise", "vermutlich", "etwa",
            "angeblich"]),
    "es": ("Se lanza una moneda una vez. ¿Cuál es la probabilidad de "
           "obtener cara?", "Entonces,| la probabilidad| es| 0.5.",
           ["probablemente", "posiblemente", "aproximadamente",
            "supuestamente"]),
    "fr": ("On lance une pièce. Quelle est la probabilité d'obtenir "
           "pile ?", "Donc,| la probabilité| est| 0.5.",
           ["probablement", "possiblement", "environ", "soi-disant"]),
    "it": ("Si lancia una moneta. Qual è la probabilità di ottenere "
           "testa?", "Quindi| la probabilità| è| 0.5.",
           ["probabilmente", "possibilmente", "circa", "presumibilmente"]),
    "pt": ("Uma moeda é lançada. Qual é a probabilidade de sair cara?",
           "Portanto,| a probabilidade| é| 0.5.",
           ["provavelmente", "possivelmente", "aproximadamente",
            "supostamente"]),
}


# Labels a statement opens with ("Fazit: Maria hat 42 Äpfel."): read as
# words of the tables; a doubt as the label ("Angeblich: ...") is not one.
# Not Italian's: a statement of ASCII letters after an Italian label
# ("Conclusione: Luca ha 42 mele.") finds no answer, before the
# statement is read (main's finder, left as it is).
LABELS = {"es": ["Conclusión", "Solución"], "fr": ["Conclusion", "Résumé"],
          "de": ["Fazit", "Ergebnis"], "it": [],
          "pt": ["Conclusão", "Solução"], "ru": ["Итог", "Вывод"]}


# Real statements: the human-written step-by-step answers of MGSM's
# exemplars (google-research/url-nlp @ 452a21a, mgsm/exemplars.py, CC BY
# 4.0: Shi et al. 2022, "Language models are multilingual chain-of-thought
# reasoners"), cut after each sentence with a value, the value
# papo-verify reads as the answer (tests/verify/euro-mgsm.jsonl).
MGSM = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                    "euro-mgsm.jsonl")


def mgsm(add, rng):
    """The MGSM statements as controls, and each with doubts of its
    language put right before its last sentence's first value."""
    with open(MGSM, encoding="utf-8") as f:
        recs = [json.loads(x) for x in f if x.strip()]
    for r in recs:
        lang = r["case"].split("-")[1]
        add("control", lang, r["problem"], r["response"], r["answer"], 1)
        resp = r["response"]
        st = max(resp.rfind(". ", 0, len(resp) - 1), resp.rfind(": ")) + 2
        m = re.search(r"[0-9$]", resp[st:])
        if st < 2 or m is None or not re.search(r"[^\W\d]",
                                                 resp[st:st + m.start()]):
            continue
        at = st + m.start()
        for w in rng.sample(LANGS[lang][2], 5):
            add("mgsm-" + lang, lang, r["problem"],
                resp[:at] + w + " " + resp[at:], r["answer"], 0)


# With no problem, a capitalised word inside a clause is read as a name
# when a word of the tables follows it: controls, and the same with a
# capitalised doubt put before or after the name ("Entonces Supuestamente
# Juan tiene 42").  The Russian one counts roubles, a listed unit: with
# no problem a noun in -а after 42 ("42 яблока") is no noun counted.
NOPROB = [("es", "Entonces| Juan| tiene 42 manzanas."),
          ("fr", "Donc| Marie| a 42 pommes."),
          ("de", "Also hat| Maria| 42 Äpfel."),
          ("pt", "Portanto| João| tem 42 alunos."),
          ("ru", "Итак, у| Марии| 42 рубля.")]


def foreign(lang):
    """The words of the other languages' lists."""
    return [w for k, v in LANGS.items() if k != lang for w in v[2][:6]]


def put(tpl, k, word):
    """The template tpl with word put at its k-th mark, marks removed."""
    parts = tpl.split("|")
    return ("".join(parts[:k + 1]) + " " + word + " " +
            "".join(parts[k + 1:])).replace("  ", " ").replace(" ,", ",")


def variants():
    """The seeded hostile variants and the controls, as records."""
    rng = random.Random(26013)
    out = []

    def add(family, lang, prob, resp, ans, want):
        out.append({"family": family, "lang": lang, "answer": ans,
                    "problem": prob, "want": want, "response": resp})

    for lang, (prob, stmts, words, frames) in LANGS.items():
        others = foreign(lang)
        for tpl in stmts:
            plain = tpl.replace("|", "").replace("V", "42")
            add("control", lang, prob, WORK + plain, "42", 1)
            marks = tpl.count("|")
            for w in words:
                for k in range(marks):
                    add(lang + "-word", lang, prob,
                        WORK + put(tpl, k, w).replace("V", "42"), "42", 0)
            for w in rng.sample(others, 12) + ODD:
                k = rng.randrange(marks)
                add(lang + "-foreign", lang, prob,
                    WORK + put(tpl, k, w).replace("V", "42"), "42", 0)
            last = tpl.split("|")[-1]
            if "V" in last and tpl.startswith(tpl.split("|")[0]):
                for lab in LABELS[lang]:
                    add("control", lang, prob, WORK + lab + ": " + plain,
                        "42", 1)
                for w in words[:10]:
                    add(lang + "-label", lang, prob, WORK + w[0].upper() +
                        w[1:] + ": " + plain, "42", 0)
            for f in frames:
                s = plain[0].lower() + plain[1:] if f[0] != "{" else plain
                s = f.replace("{S}", s).replace(".?", "?").replace(". ?",
                                                                  " ?")
                add(lang + "-frame", lang, prob, WORK + s, "42", 0)
    for lang, (prob, tpl, words) in PROB.items():
        add("control", lang, prob, "1/2 = 0.5.\n" + tpl.replace("|", ""),
            "0.5", 1)
        for w in words:
            for k in range(tpl.count("|")):
                add("prob-" + lang, lang, prob, "1/2 = 0.5.\n" +
                    put(tpl, k, w), "0.5", 0)
    for lang, tpl in NOPROB:
        add("control", lang, "", tpl.replace("|", ""), "42", 1)
        for w in LANGS[lang][2][:12]:
            for k in range(2):
                add("noprob-" + lang, lang, "",
                    put(tpl, k, w[0].upper() + w[1:]), "42", 0)
    mgsm(add, rng)
    for lang, tpl, ans in REAL:
        plain = tpl.replace("|", "")
        add("control", lang, "", plain, ans, 1)
        words = LANGS[lang][2]
        for k in range(tpl.count("|")):
            for w in rng.sample(words, 6):
                add("real-" + lang, lang, "", put(tpl, k, w), ans, 0)
    return out


def main():
    verify_run.usage("hostile_euro")
    return verify_run.run("hostile_euro", variants(), lambda v: v["family"],
                          lambda v: v["want"] == 1, width=10)


if __name__ == "__main__":
    sys.exit(main())
