#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_owner63.py: a statement whose subject is someone the problem
names only after a preposition, in French, German, Spanish, Italian,
Portuguese, Russian, Japanese and Chinese (issue 26, session 51).

Where the problem bakes muffins "pour ses amis" and asks what Janet
earns, "Ses amis gagnent 18 $ par jour." was rewarded: its words are
the problem's, so nothing in them was unread, while English's reader of
another subject ("Her friends make $18.", answer_frame.c other_subject)
reads English only.  answer_possessed.c now refuses a statement opened
by a possessive or an article ("ses", "ihre", "sus", "i suoi", "os
seus", "её", "les", "die"; "她的" in Chinese, "彼女の" in Japanese) whose
noun the problem writes only after a preposition ("pour", "für",
"para", "per", "для"; "给"; in Japanese never before は or が) and its
question not at all; a pronoun, a name, a noun the
question writes ("Combien gagnent ses amis ?") or one the problem
writes where a subject may stand are read as before.

usage: hostile_owner63.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): fr, de, es, it, pt, ru, ja, zh,
asked (the question asks after the friends).
"""
import sys

import verify_run

LANGS = (
    ("fr", "Les canes de Janet pondent {a} œufs par jour. Elle en mange "
     "trois et en utilise quatre pour des muffins pour ses amis. Elle vend "
     "le reste 2 $ l'œuf. Combien de dollars gagne-t-elle chaque jour ?",
     ("Elle gagne {v} $ par jour.", "Donc, elle gagne {v} $ par jour.",
      "Janet gagne {v} $ par jour."),
     ("Ses amis gagnent {v} $ par jour.",
      "Donc, ses amis gagnent {v} $ par jour.",
      "Les amis gagnent {v} $ par jour.")),
    ("de", "Janets Enten legen {a} Eier pro Tag. Sie isst drei und backt "
     "mit vier Muffins für ihre Freunde. Den Rest verkauft sie für 2 $ pro "
     "Ei. Wie viel Dollar verdient sie täglich?",
     ("Sie verdient {v} $ pro Tag.", "Also verdient sie {v} $ pro Tag."),
     ("Ihre Freunde verdienen {v} $ pro Tag.",
      "Die Freunde verdienen {v} $ pro Tag.")),
    ("es", "Los patos de Janet ponen {a} huevos por día. Come tres y usa "
     "cuatro para magdalenas para sus amigos. Vende el resto a $2 por "
     "huevo. ¿Cuántos dólares gana todos los días?",
     ("Ella gana {v} dólares al día.",
      "Por lo tanto, ella gana {v} dólares al día.",
      "Sus patos le dan {v} dólares al día."),
     ("Sus amigos ganan {v} dólares al día.",
      "Por lo tanto, sus amigos ganan {v} dólares al día.")),
    ("it", "Le anatre di Janet fanno {a} uova al giorno. Ne mangia tre e "
     "ne usa quattro per i muffin per i suoi amici. Vende il resto a 2 $ "
     "l'uovo. Quanti dollari guadagna ogni giorno?",
     ("Guadagna {v} dollari al giorno.",
      "Lei guadagna {v} dollari al giorno."),
     ("I suoi amici guadagnano {v} dollari al giorno.",)),
    ("pt", "Os patos de Janet põem {a} ovos por dia. Ela come três e usa "
     "quatro para muffins para os seus amigos. Vende o resto a 2 dólares "
     "o ovo. Quantos dólares ela ganha por dia?",
     ("Ela ganha {v} dólares por dia.",),
     ("Os seus amigos ganham {v} dólares por dia.",
      "Seus amigos ganham {v} dólares por dia.")),
    ("ru", "Утки Джанет несут {a} яиц в день. Три она съедает, четыре идут "
     "на кексы для друзей. Остаток она продаёт по 2 доллара за яйцо. "
     "Сколько долларов она зарабатывает каждый день?",
     ("Она зарабатывает {v} долларов в день.",),
     ("Её друзья зарабатывают {v} долларов в день.",
      "Итак, её друзья зарабатывают {v} долларов в день.")),
    ("ja", "ジャネットのアヒルは1日に{a}個の卵を産みます。3個を食べ、4個を"
     "友達のマフィンに使います。残りを1個2ドルで売ります。彼女は毎日何ドル"
     "稼ぎますか？",
     ("彼女は毎日{v}ドル稼ぎます。", "したがって、彼女は毎日{v}ドル稼ぎます。",
      "彼女のアヒルは毎日{v}ドル稼ぎます。"),
     ("彼女の友達は毎日{v}ドル稼ぎます。",
      "したがって、彼女の友達は毎日{v}ドル稼ぎます。",
      "彼女の友達が毎日{v}ドル稼ぎます。")),
    ("zh", "珍妮特的鸭子每天下{a}个蛋。她每天早上吃三个，用四个给朋友烤松饼。"
     "她以每个2美元的价格出售剩下的鸭蛋。她每天赚多少美元？",
     ("她每天赚{v}美元。", "所以，她每天赚{v}美元。"),
     ("她的朋友每天赚{v}美元。", "所以，她的朋友每天赚{v}美元。")),
)

ASKED = ("Janet fait des muffins pour ses amis. Ses amis gagnent {a} $ par "
         "muffin et vendent 3 muffins. Combien de dollars ses amis "
         "gagnent-ils ?")


def owners(add):
    for kind, prob, rights, twins in LANGS:
        verify_run.kind_forms(add, kind, (18, 26, 40), prob, rights, twins,
                              a_of=lambda v: v // 2 + 7)
    verify_run.kind_forms(add, "asked", (15, 21, 30), ASKED,
                          ("Ses amis gagnent {v} $.", "Ils gagnent {v} $."),
                          (), a_of=lambda v: v // 3)


def main():
    verify_run.usage("hostile_owner63")
    return verify_run.run_kinds("hostile_owner63",
                                verify_run.kind_rows([owners]), width=8)


if __name__ == "__main__":
    sys.exit(main())
