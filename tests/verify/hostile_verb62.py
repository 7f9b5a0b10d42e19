#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_verb62.py: a last statement whose verb says the opposite of
the question's, in English (issue 26, session 50).

To "How much in dollars does she make every day?", "Janet spends $18
per day.", "Janet loses $18 per day.", "She pays $18 a day." and "She
owes $18 a day." were rewarded: the opposites of answer_contra.c knew
"earn" against "spend" only, and "make" as no family at all.  Now
"make" is of the family of "earn", and spending, losing, paying and
owing are its opposites (not "paid": "She gets paid $18 a day." is
earned).  A question that names both ("... after she pays $5 for
feed?") asks neither against the other, and a statement that names
both ("She makes $18 after she pays for feed.") is read as before.
The same in the MGSM languages: "Elle dépense 18 $ par jour.", "Ella
pierde 18 dólares al día.", "Она тратит 18 долларов в день.",
"她每天花费18美元。", "彼女は毎日18ドル払います。" to their "how much does
she earn" were rewarded (answer_contra.c's wide[] and the forms of
other languages in ASCII); pay as a noun ("Su paga diaria es de 18
dólares.", "Tom's pay is $18 a day.") and pay to her ("Le pagan 18
dólares al día.", "Ей платят 18 долларов в день.") are earned.

usage: hostile_verb62.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): make, earn, made, both,
pay; fr, es, ru, de, it, pt, zh, ja.
"""
import sys

import verify_run

KINDS = (
    ("make", "Janet's ducks lay 16 eggs per day. She eats 3 and bakes with "
     "4. She sells the rest for ${a} per egg. How much in dollars does she "
     "make every day?", lambda v: v // 9,
     ("Janet makes ${v} every day.", "She makes ${v} a day.",
      "She gets paid ${v} per day.", "So she earns ${v} every day."),
     ("Janet spends ${v} every day.", "Janet loses ${v} every day.",
      "She pays ${v} a day.", "She owes ${v} every day.",
      "So she spent ${v}.")),
    ("earn", "Tom works 3 hours a day for ${a} an hour. How much does Tom "
     "earn in a day?", lambda v: v // 3,
     ("Tom earns ${v} in a day.", "So Tom makes ${v} a day.",
      "Tom is paid ${v} a day."),
     ("Tom spends ${v} in a day.", "Tom pays ${v} a day.",
      "So Tom loses ${v} a day.", "Tom owes ${v}.")),
    ("made", "Ann sold 6 cakes for ${a} each. How much money has she made?",
     lambda v: v // 6,
     ("She has made ${v}.", "Ann made ${v}.", "So Ann earned ${v}."),
     ("She has spent ${v}.", "Ann paid ${v}.", "So Ann lost ${v}.",
      "Ann owed ${v}.")),
    ("both", "Ann sold 6 cakes for ${a} each and pays $5 for flour. How "
     "much money does she make before she pays for the flour?",
     lambda v: v // 6,
     ("She makes ${v} before she pays for the flour.",
      "Ann makes ${v}."),
     ("She makes about ${v}.", "She might make ${v}.")),
    ("pay", "Tom works 3 hours a day for ${a} an hour. How much does Tom "
     "earn in a day?", lambda v: v // 3,
     ("Tom's pay is ${v} a day.", "Tom gets paid ${v} a day.",
      "So Tom is paid ${v} a day."),
     ("You pay ${v} a day.", "Tom is paying ${v} a day.")),
)

# (kind, problem of {a} eggs, rights of {v}, twins of {v}): the
# question's earning against spending, losing and paying
LANGS = (
    ("fr", "Les canes de Janet pondent {a} œufs par jour. Elle en mange "
     "trois et en utilise quatre pour des muffins. Elle vend le reste 2 $ "
     "l'œuf. Combien de dollars gagne-t-elle chaque jour ?",
     ("Elle gagne {v} $ par jour.", "Janet gagne donc {v} $ chaque jour.",
      "Sa paie quotidienne est de {v} $."),
     ("Elle dépense {v} $ par jour.", "Elle perd {v} $ par jour.",
      "Elle paie {v} $ par jour.", "Janet a dépensé {v} $.")),
    ("es", "Los patos de Janet ponen {a} huevos por día. Come tres y usa "
     "cuatro para magdalenas. Vende el resto a $2 por huevo. ¿Cuánto "
     "dinero gana en dólares todos los días?",
     ("Ella gana {v} dólares al día.", "Su paga diaria es de {v} dólares.",
      "Le pagan {v} dólares al día."),
     ("Ella gasta {v} dólares al día.", "Ella pierde {v} dólares al día.",
      "Ella paga {v} dólares al día.", "Janet gastó {v} dólares.")),
    ("ru", "Утки Джанет несут {a} яиц в день. Три она съедает, четыре "
     "идут на кексы. Остаток она продаёт по 2 доллара за яйцо. Сколько "
     "долларов она зарабатывает каждый день?",
     ("Она зарабатывает {v} долларов в день.",
      "Ей платят {v} долларов в день."),
     ("Она тратит {v} долларов в день.", "Она теряет {v} долларов в день.",
      "Она платит {v} долларов в день.", "Джанет потратила {v} долларов.")),
    ("de", "Janets Enten legen {a} Eier pro Tag. Sie isst drei und backt "
     "mit vier Muffins. Den Rest verkauft sie für 2 $ pro Ei. Wie viel "
     "Dollar verdient sie täglich?",
     ("Sie verdient täglich {v} $.", "Janet verdient {v} $ pro Tag."),
     ("Sie verliert täglich {v} $.", "Sie zahlt {v} $ pro Tag.",
      "Sie hat {v} $ ausgegeben.")),
    ("it", "Le anatre di Janet depongono {a} uova al giorno. Ne mangia tre "
     "e ne usa quattro per i muffin. Vende il resto a 2 $ l'uovo. Quanti "
     "dollari guadagna ogni giorno?",
     ("Lei guadagna {v} dollari al giorno.",
      "Janet guadagna {v} $ ogni giorno."),
     ("Lei spende {v} dollari al giorno.", "Lei perde {v} dollari al giorno.",
      "Lei paga {v} dollari al giorno.")),
    ("pt", "Os patos de Janet põem {a} ovos por dia. Ela come três e usa "
     "quatro para muffins. Vende o resto a $2 por ovo. Quantos dólares "
     "ela ganha todos os dias?",
     ("Ela ganha {v} dólares por dia.", "Janet ganha ${v} todos os dias."),
     ("Ela gasta {v} dólares por dia.", "Ela perde {v} dólares por dia.",
      "Ela paga {v} dólares por dia.", "Janet gastou ${v}.")),
    ("zh", "珍妮特的鸭子每天下{a}个蛋。她每天早上吃三个，用四个给朋友烤松饼。她以每个"
     "2美元的价格出售剩下的鸭蛋。她每天在农贸市场上赚多少美元？",
     ("她每天赚{v}美元。", "所以她每天能赚{v}美元。"),
     ("她每天花费{v}美元。", "她每天损失{v}美元。", "她每天支付{v}美元。",
      "她每天花了{v}美元。")),
    ("ja", "ジャネットのアヒルは1日に{a}個の卵を産みます。3個を食べ、4個をマフィン"
     "に使います。残りを1個2ドルで売ります。彼女は毎日何ドル稼ぎますか？",
     ("彼女は毎日{v}ドル稼ぎます。", "彼女は毎日{v}ドル稼いでいます。"),
     ("彼女は毎日{v}ドル払います。", "彼女は毎日{v}ドル損します。")),
)


def work(v):
    return "%d - 3 - 4 = %d\n%d × 2 = %d\n\n" % (v // 2 + 7, v // 2,
                                               v // 2, v)


def langs(add):
    for kind, prob, rights, twins in LANGS:
        verify_run.kind_forms(add, kind, (18, 26, 40), prob, rights, twins,
                              a_of=lambda v: v // 2 + 7, work=work)


def verb(add):
    for kind, prob, a_of, rights, twins in KINDS:
        verify_run.kind_forms(add, kind, (18, 36, 54), prob, rights, twins,
                              a_of=a_of)


def main():
    verify_run.usage("hostile_verb62")
    return verify_run.run_kinds("hostile_verb62",
                                verify_run.kind_rows([verb, langs]), width=8)


if __name__ == "__main__":
    sys.exit(main())
