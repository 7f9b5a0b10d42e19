#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_earn60.py: the words of income MGSM-style conclusions write
around the value, per language (issue 26, session 48).

To "how much does she make every day", "Son revenu quotidien est de
18 $.", "Sus ganancias diarias son de $18.", "Её ежедневный доход
составляет 18 долларов.", "Она получает 18 долларов в день." and
"彼女は毎日18ドル稼いでいます。" were refused: the income nouns, "get"
and the progressive of the question's verb were in no row
(answer_euro.c's tables; answer_dense.c papo_answer_dense_going), and
"彼女は1日に18ドル稼ぎます。" held two values (answer_prose.c
dense_unit_period: one day, the rate's unit), Telugu's "$18
సంపాదిస్తుంది." (the question's verb, last) was compared as a unit
other than the dollars asked (verify_asked.c papo_verify_asked_verb),
and Thai's "ได้รับเงิน" was in no row.  With
a hedge, a bound, a negation or a question after or before the value
they stay refused.

usage: hostile_earn60.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): fr, es, ru, de, it, pt, ja.
"""
import sys

import verify_run

# (kind, problem of {a} eggs, rights of {v}, twins of {v} and {u})
LANGS = (
    ("fr", "Les canes de Janet pondent {a} œufs par jour. Elle en mange "
     "trois et en utilise quatre pour des muffins. Elle vend le reste 2 $ "
     "l'œuf. Combien de dollars gagne-t-elle chaque jour ?",
     ("Son revenu quotidien est de {v} $.", "Janet touche {v} $ par jour.",
      "Son gain journalier est de {v} dollars.",
      "Elle perçoit donc {v} $ chaque jour."),
     ("Son revenu quotidien est d'environ {v} $.",
      "Son revenu quotidien n'est pas de {v} $.",
      "Janet touche peut-être {v} $ par jour.",
      "Son revenu quotidien est de {v} $ ou {u} $.")),
    ("es", "Los patos de Janet ponen {a} huevos por día. Come tres y usa "
     "cuatro para magdalenas. Vende el resto a $2 por huevo. ¿Cuánto "
     "dinero gana en dólares todos los días?",
     ("Sus ganancias diarias son de ${v}.", "Su ingreso diario es de {v} "
      "dólares.", "Por lo tanto, su beneficio diario es de ${v}."),
     ("Sus ganancias diarias son de unos ${v}.",
      "Sus ganancias diarias no son de ${v}.",
      "Sus ganancias diarias son de al menos ${v}.",
      "¿Sus ganancias diarias son de ${v}?")),
    ("ru", "Утки Джанет несут {a} яиц в день. Три она съедает, четыре "
     "идут на кексы. Остаток она продаёт по 2 доллара за яйцо. Сколько "
     "долларов она зарабатывает каждый день?",
     ("Её ежедневный доход составляет {v} долларов.",
      "Она получает {v} долларов в день.",
      "Следовательно, Джанет получает {v} долларов ежедневно.",
      "Её заработок составляет {v} долларов в день."),
     ("Её ежедневный доход составляет примерно {v} долларов.",
      "Она получает не {v} долларов в день.",
      "Она получает около {v} долларов в день.",
      "Она, возможно, получает {v} долларов в день.")),
    ("de", "Janets Enten legen {a} Eier pro Tag. Sie isst drei und backt "
     "mit vier Muffins. Den Rest verkauft sie für 2 $ pro Ei. Wie viel "
     "Dollar verdient sie täglich?",
     ("Ihr täglicher Verdienst beträgt {v} $.",
      "Ihre täglichen Einnahmen betragen {v} Dollar."),
     ("Ihr täglicher Verdienst beträgt etwa {v} $.",
      "Ihr täglicher Verdienst beträgt nicht {v} $.",
      "Ihr täglicher Verdienst beträgt vielleicht {v} $.")),
    ("it", "Le anatre di Janet depongono {a} uova al giorno. Ne mangia tre "
     "e ne usa quattro per i muffin. Vende il resto a 2 $ l'uovo. Quanti "
     "dollari guadagna ogni giorno?",
     ("Il suo guadagno giornaliero è di {v} $.",
      "Le sue entrate giornaliere sono di {v} dollari."),
     ("Il suo guadagno giornaliero è di circa {v} $.",
      "Il suo guadagno giornaliero non è di {v} $.")),
    ("pt", "Os patos de Janet põem {a} ovos por dia. Ela come três e usa "
     "quatro para muffins. Vende o resto a $2 por ovo. Quantos dólares "
     "ela ganha todos os dias?",
     ("Sua renda diária é de ${v}.", "O seu ganho diário é de {v} dólares.",
      "Portanto, a receita diária dela é de ${v}."),
     ("Sua renda diária é de cerca de ${v}.",
      "Sua renda diária não é de ${v}.")),
    ("ja", "ジャネットのアヒルは1日に{a}個の卵を産みます。3個を食べ、4個をマフィン"
     "に使います。残りを1個2ドルで売ります。彼女は毎日何ドル稼ぎますか？",
     ("彼女は毎日{v}ドル稼いでいます。", "彼女は毎日{v}ドルを稼いでいます。",
      "したがって、ジャネットは毎日{v}ドル稼いでいました。",
      # a rate's one day before the value
      "彼女は1日に{v}ドル稼ぎます。", "1日の収入は{v}ドルです。",
      "彼女は一日に{v}ドル稼いでいます。", "彼女は1日あたり{v}ドル稼ぎます。"),
     ("彼女は毎日{v}ドル稼いでいません。", "彼女は毎日{v}ドル稼いでいるでしょう。",
      "彼女は毎日{v}ドル稼いでいるかもしれません。",
      "彼女は毎日{v}ドル稼いでいますか？", "彼女は毎日{v}ドル稼いでいるはずです。",
      "彼女は毎日約{v}ドル稼いでいます。", "彼女は1日に約{v}ドル稼ぎます。",
      "彼女は1日に{v}ドルか{u}ドル稼ぎます。", "彼女は1日に{v}ドル稼ぎません。",
      "彼女は2日に{v}ドル稼ぎます。", "彼女は1日にたぶん{v}ドル稼ぎます。",
      "1日の収入は決して{v}ドルではありません。")),
    # the question's verb last, restated after "$18" (not a unit)
    ("te", "జానెట్ బాతులు రోజుకు {a} గుడ్లు పెడతాయి. ఆమె మూడు తింటుంది, నాలుగు "
     "మఫిన్‌లకు వాడుతుంది. మిగిలిన వాటిని ఒక్కో గుడ్డుకు $2 చొప్పున అమ్ముతుంది. "
     "ఆమె ప్రతిరోజూ ఎన్ని డాలర్లు సంపాదిస్తుంది?",
     ("ఆమె రోజుకు ${v} సంపాదిస్తుంది.", "జానెట్ ప్రతిరోజూ ${v} సంపాదిస్తుంది.",
      "కాబట్టి, ఆమె ప్రతిరోజూ {v} డాలర్లు సంపాదిస్తుంది."),
     ("ఆమె రోజుకు సుమారు ${v} సంపాదిస్తుంది.", "ఆమె రోజుకు ${v} తింటుంది.",
      "ఆమె రోజుకు ${v} లేదా ${u} సంపాదిస్తుంది.")),
    ("th", "เป็ดของเจเน็ตวางไข่วันละ {a} ฟอง เธอกินสามฟองและใช้สี่ฟองอบมัฟฟิน "
     "เธอขายส่วนที่เหลือในราคาฟองละ 2 ดอลลาร์ เธอได้เงินกี่ดอลลาร์ทุกวัน",
     ("เจเน็ตได้รับเงิน {v} ดอลลาร์ต่อวัน", "ดังนั้น เธอได้รับเงิน {v} ดอลลาร์ทุกวัน"),
     ("เจเน็ตได้รับเงินประมาณ {v} ดอลลาร์ต่อวัน",
      "เจเน็ตอาจได้รับเงิน {v} ดอลลาร์ต่อวัน",
      "เจเน็ตได้รับเงิน {v} หรือ {u} ดอลลาร์ต่อวัน")),
)


def work(v):
    return "%d - 3 - 4 = %d\n%d × 2 = %d\n\n" % (v // 2 + 7, v // 2,
                                               v // 2, v)


def earn(add):
    for kind, prob, rights, twins in LANGS:
        verify_run.kind_forms(add, kind, (18, 26, 40), prob, rights, twins,
                              a_of=lambda v: v // 2 + 7, work=work)


def main():
    verify_run.usage("hostile_earn60")
    return verify_run.run_kinds("hostile_earn60",
                                verify_run.kind_rows([earn]), width=8)


if __name__ == "__main__":
    sys.exit(main())
