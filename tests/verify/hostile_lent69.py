#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_lent69.py: a former value dated by an adverb a problem's word
lends by its stem, a verb opposite to German's question of earning, and
a Chinese rate over no span of time (issue 26, session 54).

Rewarded on session 53's binary though the value is not the one asked:

- a former value: "Sie verdiente früher 18 Dollar pro Tag." where the
  problem writes "Frühstück" ("früher" was read as that word's,
  answer_euro.c lent(): a word of five letters or more is the problem's
  by its first four; the adverbs that date a value, in German, French,
  Spanish, Portuguese and Russian, are never lent; the other languages'
  rows here stay refused);
- a conditional or an imperfect lent by the stem of the problem's
  present: "Ganaría 18 dólares al día.", "Ella ganaba ...", "Elle
  gagnait ...", "Guadagnava ..." (answer_euro.c ended_past: such a word
  is the problem's only whole, or as a noun whose plural the problem
  writes, "panadería"); a price where a rate of the question's span is
  asked: "Она зарабатывает 18 долларов за яйцо." (answer_rest.c: "за"
  and the problem's words after a value, where the question asks "в
  день"; "за книгу" stays the question's words where it asks no rate);
- the opposite verb: "Sie verliert 18 Dollar pro Tag." to MGSM's "Wie
  viel Dollar nimmt sie täglich auf dem Bauernmarkt ein?" (answer_contra.c:
  "nimmt", "einnehmen", "eingenommen", "Einnahmen" are of earning);
- a rate over no span: "她每个蛋赚18美元。" (per egg) to "她每天...赚多少美元？"
  (answer_belief.c papo_answer_span_other: 每 or 毎 before the value with
  no span of time where the question names one).

usage: hostile_lent69.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): dated, cond, opposite, each.
"""
import sys

import verify_run

DE = ("Janets Enten legen 16 Eier pro Tag. Sie isst jeden Morgen drei "
      "zum Frühstück und backt jeden Tag mit vier Muffins für ihre "
      "Freunde. Den Rest verkauft sie täglich auf dem Bauernmarkt für {a} $ "
      "pro frischem Entenei. Wie viel Dollar nimmt sie täglich auf dem "
      "Bauernmarkt ein?")
FR = ("Les canes de Janet pondent 16 œufs par jour. Elle en mange trois au "
      "petit-déjeuner chaque matin et en utilise quatre pour faire des "
      "muffins pour ses amis chaque jour. Elle vend le reste au marché "
      "fermier quotidiennement pour {a} $ par œuf de cane frais. Combien "
      "gagne-t-elle en dollars chaque jour au marché fermier ?")
ES = ("Los patos de Janet ponen 16 huevos por día. Come tres en el "
      "desayuno todas las mañanas y hornea magdalenas para sus amigos todos "
      "los días con cuatro. Vende el resto en el mercado de agricultores "
      "diariamente a {a} $ por huevo fresco de pato. ¿Cuánto gana en "
      "dólares todos los días en el mercado de agricultores?")
RU = ("Утки Джанет несут 16 яиц в день. Три она съедает на завтрак каждое "
      "утро, а из четырёх печёт маффины для друзей. Остаток она продаёт "
      "на фермерском рынке по {a} $ за яйцо. Сколько долларов она "
      "зарабатывает в день на фермерском рынке?")


a_of = verify_run.egg_price


def dated(add):
    verify_run.kind_forms(
        add, "dated", (18, 27), DE,
        ["Sie verdient {v} Dollar pro Tag.",
         "Sie nimmt täglich {v} Dollar ein."],
        ["Sie verdiente früher {v} Dollar pro Tag.",
         "Früher verdiente sie {v} Dollar pro Tag.",
         "Sie verdiente damals {v} Dollar pro Tag."], a_of=a_of)
    verify_run.kind_forms(
        add, "dated", (18, 27), FR,
        ["Elle gagne {v} $ par jour."],
        ["Autrefois, elle gagnait {v} $ par jour.",
         "Elle gagnait auparavant {v} $ par jour."], a_of=a_of)
    verify_run.kind_forms(
        add, "dated", (18, 27), ES,
        ["Gana {v} dólares al día."],
        ["Antes ganaba {v} dólares al día.",
         "Anteriormente ganaba {v} dólares al día."], a_of=a_of)
    verify_run.kind_forms(
        add, "dated", (18, 27), RU,
        ["Она зарабатывает {v} долларов в день."],
        ["Раньше она зарабатывала {v} долларов в день."], a_of=a_of)


IT = ("Le anatre di Janet depongono 16 uova al giorno. Ne mangia tre a "
      "colazione ogni mattina e ne usa quattro per preparare muffin per i "
      "suoi amici ogni giorno. Vende il resto al mercato contadino ogni "
      "giorno a {a} $ per ogni uovo fresco d'anatra. Quanti dollari "
      "guadagna ogni giorno al mercato contadino?")


def cond(add):
    verify_run.kind_forms(
        add, "cond", (18, 27), ES,
        ["Ella gana {v} dólares al día.",
         "Gana {v} dólares todos los días en el mercado de agricultores."],
        ["Ganaría {v} dólares al día.", "Ella ganaría {v} dólares al día.",
         "Ella ganaba {v} dólares al día."], a_of=a_of)
    verify_run.kind_forms(
        add, "cond", (18, 27), FR,
        ["Elle gagne {v} $ par jour."],
        ["Elle gagnait {v} $ par jour."], a_of=a_of)
    verify_run.kind_forms(
        add, "cond", (18, 27), IT,
        ["Guadagna {v} dollari ogni giorno al mercato contadino."],
        ["Guadagnava {v} dollari al giorno."], a_of=a_of)
    verify_run.kind_forms(
        add, "cond", (18, 27), RU,
        ["Она зарабатывает {v} долларов в день.",
         "Она зарабатывает {v} долларов за день."],
        ["Она зарабатывает {v} долларов за яйцо."], a_of=a_of)
    for v in (18, 27):
        p = ("Hay 3 panaderías en el pueblo y cada una vende %d panes. "
             "¿Cuántos panes vende una panadería?" % v)
        add("cond-right", str(v), p, "La panadería vende %d panes." % v)
        add("cond-wrong", str(v + 1), p, "La panadería vende %d panes." % v)
        p = ("Анна купила книгу за %d долларов и ручку за 3 доллара. "
             "Сколько она заплатила за книгу?" % v)
        add("cond-right", str(v), p,
            "Она заплатила %d долларов за книгу." % v)


def opposite(add):
    verify_run.kind_forms(
        add, "opposite", (18, 27), DE,
        ["Sie nimmt {v} Dollar ein.", "Sie verdient {v} Dollar am Tag.",
         "Ihre Einnahmen betragen {v} Dollar pro Tag."],
        ["Sie verliert {v} Dollar pro Tag.",
         "Sie verliert täglich {v} Dollar.",
         "Janet verliert also {v} Dollar am Tag."], a_of=a_of)


ZH = ("珍妮特的鸭子每天下16个蛋。她每天早上吃三个作早餐，每天用四个给朋友烤"
      "松饼。剩下的她每天在农贸市场以每个{a}美元的价格出售。她每天在农贸市场"
      "赚多少美元？")
JA = ("ジャネットのアヒルは1日に16個の卵を産みます。彼女は毎朝3個を朝食に"
      "食べ、毎日4個で友人のためにマフィンを焼きます。残りを農産物直売所で"
      "1個{a}ドルで毎日売ります。彼女は毎日農産物直売所でいくら稼ぎますか？")


def each(add):
    verify_run.kind_forms(
        add, "each", (18, 27), ZH,
        ["她每天赚{v}美元。", "所以她每天在农贸市场赚{v}美元。", "答案是{v}。"],
        ["她每个蛋赚{v}美元。", "她每只鸭子赚{v}美元。", "所以她每人赚{v}美元。"],
        a_of=a_of)
    verify_run.kind_forms(
        add, "each", (18, 27), JA,
        ["彼女は毎日{v}ドル稼ぎます。", "答えは{v}ドルです。"],
        ["毎個{v}ドル稼ぎます。"], a_of=a_of)


def main():
    verify_run.usage("hostile_lent69")
    return verify_run.run_kinds(
        "hostile_lent69", verify_run.kind_rows([dated, cond, opposite,
                                                each]),
        width=8)


if __name__ == "__main__":
    sys.exit(main())
