#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_left63.py: a count of another noun with words after it
("She has 18 eggs left.", "She sells 18 eggs every day.") where the
problem asks dollars or another noun (issue 26, session 51).

A noun after a value was kept (as "18 \\text{ eggs}") only where it
ended the clause, so "She has 18 eggs." was compared as eggs and not
equal to "How much in dollars does she make?", while "She has 18 eggs
left." was read as a bare 18 and rewarded.  answer_prose.c's word_after
now keeps the noun when a word of no noun phrase closes it ("left",
"remaining", "now", "every", "a day", "in total", "are"; not "of": "9
values of n" may count the noun after it, nor a noun that makes a
compound, "18 egg cartons"), in English and, by a row of words that
close a noun phrase, in the other European MGSM languages ("Elle vend
18 œufs par jour.", "Она продаёт 18 яиц в день.").  Beside it, a question that asks "how many
aren't allergic" read "aren't allergic" as its noun and refused "So 20
kids." (verify_asked.c: a negated auxiliary ends the noun, as the
auxiliary does).

usage: hostile_left63.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): money, count, neg (English);
fr, de, es, it, pt, ru (a money question and a count question each).
"""
import sys

import verify_run

CLOSERS = ("left", "remaining", "now", "left over", "in total",
           "every day", "each day", "a day", "altogether")

MONEY = ("Janet's ducks lay {a} eggs per day. She eats 3 and bakes with 4. "
         "She sells the rest for $2 per egg. How much in dollars does she "
         "make every day at the farmers' market?")
COUNT = ("Tom had {a} apples and 12 pears. He gave away 12 apples. How many "
         "apples does Tom have left?")
NEG = ("Nine of the kids in Gina's class are allergic to dairy, 6 are "
       "allergic to peanuts and 3 are allergic to both. If there are {a} "
       "kids in her class, how many {neg} allergic to anything?")


def money(add):
    twins = ["She has {v} eggs %s." % c for c in CLOSERS] + [
        "So {v} eggs are left.", "The answer is {v} eggs in total.",
        "She sells {v} eggs every day.", "She sells {v} eggs a day.",
        "\\boxed{{{v}}} eggs are left."]
    rights = ("She makes ${v} every day.", "She has {v} dollars left.",
              "She makes {v} dollars a day.", "The answer is {v}.")
    verify_run.kind_forms(add, "money", (18, 26, 40), MONEY, rights, twins,
                          a_of=lambda v: v // 2 + 7)


def count(add):
    twins = ["Tom has {v} pears %s." % c for c in CLOSERS] + [
        "So {v} pears are left.", "The answer is {v} pears in total."]
    rights = ["Tom has {v} apples %s." % c for c in CLOSERS[:3] +
              CLOSERS[4:5] + CLOSERS[-1:]] + [
        "So {v} apples are left.", "The answer is {v} apples in total.",
        "Tom has {v} apples.", "Tom has {v} left."]
    verify_run.kind_forms(add, "count", (18, 26, 40), COUNT, rights, twins,
                          a_of=lambda v: v + 12)


def neg(add):
    for q in ("aren't", "are not", "aren’t", "don't seem to be"):
        verify_run.kind_forms(
            add, "neg", (20, 31), NEG.replace("{neg}", q),
            ("So {v} kids.", "The answer is {v} kids.", "So {v} kids in "
             "her class."), (), a_of=lambda v: v + 12)


# (kind, a money question, its rights, twins: a count of eggs with a
# closer after it; a count question, its rights)
EURO = (
    ("fr", "Les canes de Janet pondent {a} œufs par jour. Elle en mange "
     "trois et en utilise quatre. Elle vend le reste 2 $ l'œuf. Combien de "
     "dollars gagne-t-elle chaque jour ?",
     ("Elle gagne {v} $ par jour.", "Elle gagne {v} dollars par jour."),
     ("Elle vend {v} œufs par jour.", "Elle vend {v} œufs chaque jour."),
     "Les canes de Janet pondent {a} œufs par jour. Elle en mange trois et "
     "en utilise quatre. Combien d'œufs vend-elle chaque jour ?",
     ("Elle vend {v} œufs par jour.", "Elle vend {v} œufs chaque jour.",
      "La réponse est {v} œufs par jour.")),
    ("de", "Janets Enten legen {a} Eier pro Tag. Sie isst drei und backt "
     "mit vier. Den Rest verkauft sie für 2 $ pro Ei. Wie viel Dollar "
     "verdient sie täglich?",
     ("Sie verdient {v} $ pro Tag.", "Sie verdient {v} Dollar pro Tag."),
     ("Sie verkauft {v} Eier pro Tag.", "Sie hat noch {v} Eier übrig.",
      "Sie verkauft {v} Eier jeden Tag."),
     "Janets Enten legen {a} Eier pro Tag. Sie isst drei und backt mit "
     "vier. Wie viele Eier verkauft sie pro Tag?",
     ("Sie verkauft {v} Eier pro Tag.", "Sie hat noch {v} Eier übrig.",
      "Die Antwort ist {v} Eier pro Tag.")),
    ("es", "Los patos de Janet ponen {a} huevos por día. Come tres y usa "
     "cuatro. Vende el resto a $2 por huevo. ¿Cuántos dólares gana todos "
     "los días?",
     ("Ella gana {v} dólares al día.", "Gana ${v} al día."),
     ("Ella vende {v} huevos al día.", "Vende {v} huevos cada día."),
     "Los patos de Janet ponen {a} huevos por día. Come tres y usa "
     "cuatro. ¿Cuántos huevos vende al día?",
     ("Ella vende {v} huevos al día.", "Vende {v} huevos cada día.",
      "La respuesta es {v} huevos al día.")),
    ("it", "Le anatre di Janet fanno {a} uova al giorno. Ne mangia tre e "
     "ne usa quattro. Vende il resto a 2 $ l'uovo. Quanti dollari guadagna "
     "ogni giorno?",
     ("Guadagna {v} dollari al giorno.",),
     ("Vende {v} uova al giorno.", "Vende {v} uova ogni giorno."),
     "Le anatre di Janet fanno {a} uova al giorno. Ne mangia tre e ne usa "
     "quattro. Quante uova vende ogni giorno?",
     ("Vende {v} uova al giorno.", "Vende {v} uova ogni giorno.",
      "La risposta è {v} uova al giorno.")),
    ("pt", "Os patos de Janet põem {a} ovos por dia. Ela come três e usa "
     "quatro. Vende o resto a 2 dólares o ovo. Quantos dólares ela ganha "
     "por dia?",
     ("Ela ganha {v} dólares por dia.",),
     ("Ela vende {v} ovos por dia.", "Ela vende {v} ovos cada dia."),
     "Os patos de Janet põem {a} ovos por dia. Ela come três e usa quatro. "
     "Quantos ovos ela vende por dia?",
     ("Ela vende {v} ovos por dia.", "Ela vende {v} ovos cada dia.",
      "A resposta é {v} ovos por dia.")),
    ("ru", "Утки Джанет несут {a} яиц в день. Три она съедает, четыре идут "
     "на кексы. Остаток она продаёт по 2 доллара за яйцо. Сколько "
     "долларов она зарабатывает каждый день?",
     ("Она зарабатывает {v} долларов в день.",),
     ("Она продаёт {v} яиц в день.", "Она продаёт {v} яиц каждый день."),
     "Утки Джанет несут {a} яиц в день. Три она съедает, четыре идут на "
     "кексы. Сколько яиц она продаёт каждый день?",
     ("Она продаёт {v} яиц в день.", "Она продаёт {v} яиц каждый день.",
      "Ответ: {v} яиц в день.")),
)


def euro(add):
    for kind, prob, rights, twins, cprob, crights in EURO:
        verify_run.kind_forms(add, kind, (18, 26), prob, rights, twins,
                              a_of=lambda v: v + 7)
        verify_run.kind_forms(add, kind, (18, 26), cprob, crights, (),
                              a_of=lambda v: v + 7)


def main():
    verify_run.usage("hostile_left63")
    return verify_run.run_kinds("hostile_left63",
                                verify_run.kind_rows([money, count, neg,
                                                      euro]),
                                width=8)


if __name__ == "__main__":
    sys.exit(main())
