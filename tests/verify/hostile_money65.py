#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_money65.py: an amount in another currency or another unit of
the problem's, another's amount, and number words in a last statement
(issue 26, session 53).

Rewarded on session 52's binary though the amount is not the one asked:

- another currency where the problem writes its prices after the
  amount or in its own language's word: "Она зарабатывает 18 евро в
  день." to a problem of "2 $" asking "в долларах", "她每天赚18欧元。"
  to one of "2 美元" (verify_unit.c problem_money read a '$' after an
  amount as math, and no currency's word of another language);
- a part of the problem's currency where its question names no unit:
  "She makes 18 cents every day." to "... for $2 per egg. How much does
  she make?" (the reference is in the problem's one whole unit of
  money, verify_unit.c told_money; 1800 cents is right);
- another's amount in Chinese: "她的朋友每天赚18美元。" where the
  problem writes "为自己的朋友" (answer_possessed.c: the reflexive
  possessive 自己的 is an owner the problem's noun may stand after).

元 and 块 alone stay the yuan's ("她每天能赚18元。" to a problem in
美元 is not 18, as where the question asks 美元).  And lost: a last
statement of number words with no function word the language reader
knew: "Elle
gagne dix-huit dollars.", "Gana dieciocho dólares al día.", "Sie
verdient achtzehn Dollar." (answer_words.c foreign_sentence knows
pronouns and the words of a rate; a problem in the language lends it,
papo_answer_spelled_for).

usage: hostile_money65.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): currency, cents, owner,
words.
"""
import sys

import verify_run

CURRENCY = (
    ("Утки Дженет несут по {a} яиц в день. Она продаёт каждое яйцо по "
     "2 $. Сколько в долларах она зарабатывает каждый день?",
     ["Она зарабатывает {v} долларов в день.", "Ответ: {v} долларов."],
     ["Она зарабатывает {v} евро в день.", "Ответ: {v} евро.",
      "Она зарабатывает {v} € в день."]),
    ("Les canes de Janet pondent {a} œufs par jour. Elle vend chaque œuf "
     "2 $. Combien gagne-t-elle chaque jour ?",
     ["Elle gagne {v} $ par jour.", "Elle gagne {v} dollars par jour."],
     ["Elle gagne {v} euros par jour.", "Elle gagne {v} € par jour."]),
    ("珍妮特的鸭子每天下 {a} 颗蛋。每颗鸭蛋卖 2 美元。她每天赚多少钱？",
     ["她每天赚{v}美元。", "答案是{v}美元。"],
     ["她每天赚{v}欧元。", "她每天赚{v}日元。", "答案是{v}欧元。",
      "她每天能赚{v}元。", "她每天赚{v}块钱。"]),
    ("Janets Enten legen {a} Eier pro Tag. Sie verkauft jedes Ei für "
     "2 $. Wie viel nimmt sie täglich ein?",
     ["Sie nimmt täglich {v} $ ein.", "Sie verdient {v} Dollar pro Tag."],
     ["Sie verdient {v} Euro pro Tag.", "Sie nimmt täglich {v} € ein."]),
)

CENTS = ("Janet's ducks lay {a} eggs per day. She sells them for $2 each "
         "after eating seven. How much does she make every day?")


def currency(add):
    for prob, rights, twins in CURRENCY:
        verify_run.kind_forms(add, "currency", (18, 26), prob, rights,
                              twins, a_of=lambda v: v // 2 + 7)


def cents(add):
    verify_run.kind_forms(
        add, "cents", (18, 26, 40), CENTS,
        ["She makes ${v} every day.", "\\boxed{{{v}}}",
         "She makes {v} dollars every day.", "\\boxed{{\\${v}}}"],
        ["She makes {v} cents every day.",
         "\\boxed{{{v} \\text{{ cents}}}}", "The answer is {v} cents.",
         "She makes {v} pence every day.",
         "She makes {v}¢ every day."],
        a_of=lambda v: v // 2 + 7)
    for v in (18, 26):
        p = CENTS.format(a=v // 2 + 7)
        for t in ("She makes {c} cents every day.",
                  "\\boxed{{{c} \\text{{ cents}}}}"):
            add("cents-right", str(v), p, t.format(c=v * 100))
            add("cents-wrong", str(v + 1), p, t.format(c=v * 100))


OWNER = ("珍妮特的鸭子每天下 {a} 颗蛋。她每天用 4 颗为自己的朋友做松饼，剩下的"
         "每颗卖 2 美元。她每天赚多少美元？")


def owner(add):
    verify_run.kind_forms(
        add, "owner", (18, 26), OWNER,
        ["她每天赚{v}美元。", "她的收入是{v}美元。", "所以她每天赚{v}美元。"],
        ["她的朋友每天赚{v}美元。", "所以，她的朋友每天赚{v}美元。",
         "她的朋友赚了{v}美元。"],
        a_of=lambda v: v // 2 + 4)


WORDS = {
    18: ("dix-huit", "dieciocho", "achtzehn", "diciotto"),
    20: ("vingt", "veinte", "zwanzig", "venti"),
    26: ("vingt-six", "veintiséis", "sechsundzwanzig", "ventisei"),
}
WORDS_P = (
    "Les canes de Janet pondent {a} œufs par jour et elle vend chaque œuf "
    "2 $. Combien gagne-t-elle par jour ?",
    "Los patos de Janet ponen {a} huevos por día y vende cada huevo a "
    "$2. ¿Cuánto gana al día?",
    "Janets Enten legen {a} Eier pro Tag, und sie verkauft jedes Ei für "
    "2 $. Wie viel verdient sie pro Tag?",
    "Le anatre di Janet depongono {a} uova al giorno e lei vende ogni "
    "uovo a 2 $. Quanto guadagna al giorno?",
)
WORDS_R = (
    ("Elle gagne {w} dollars.", "Elle gagne {w} dollars par jour.",
     "Donc elle gagne {w} dollars."),
    ("Gana {w} dólares.", "Gana {w} dólares al día.",
     "Ella gana {w} dólares."),
    ("Sie verdient {w} Dollar.", "Sie verdient {w} Dollar pro Tag.",
     "Insgesamt verdient sie {w} Dollar."),
    ("Lei guadagna {w} dollari.", "Quindi guadagna {w} dollari al giorno.",
     "Quindi lei guadagna {w} dollari."),
)
WORDS_T = (
    ("Elle gagne peut-être {w} dollars.", "Elle ne gagne pas {w} dollars.",
     "Elle gagne {w} euros."),
    ("Quizás gana {w} dólares.", "No gana {w} dólares.",
     "Gana {w} euros."),
    ("Sie verdient vielleicht {w} Dollar.",
     "Sie verdient nicht {w} Dollar.", "Sie verdient {w} Euro."),
    ("Forse guadagna {w} dollari.", "Non guadagna {w} dollari.",
     "Guadagna {w} euro."),
)


def words(add):
    for k, prob in enumerate(WORDS_P):
        for v, ws in WORDS.items():
            p = prob.format(a=v // 2)
            for t in WORDS_R[k]:
                r = t.format(w=ws[k])
                add("words-right", str(v), p, r)
                add("words-wrong", str(v + 1), p, r)
            for t in WORDS_T[k]:
                add("words-twin", str(v), p, t.format(w=ws[k]))


def main():
    verify_run.usage("hostile_money65")
    return verify_run.run_kinds(
        "hostile_money65",
        verify_run.kind_rows([currency, cents, owner, words]), width=8)


if __name__ == "__main__":
    sys.exit(main())
