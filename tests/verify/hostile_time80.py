#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_time80.py: a last statement of the time a trip takes, with a
verb of taking or needing the question does not write, or the
problem's noun with a case ending glued, in eight languages (issue 26,
session 56).

Lost on session 55's binary though they answer "how many hours does it
take": "Cela prend 3 heures.", "Le train met 3 heures." (fr), "Le toma
3 horas.", "El tren tardará 3 horas." (es), "一共要花3小时。", "需要用时
3小时。" (zh), a statement that opens on its count and ends on a verb
of needing ("3時間必要です。", "3시간이 필요합니다.": answer_said.c
read each character against the problem's, not answer_dense.c's
endings), "Treni inahitaji saa 3." (sw: a verb of needing lent by
the problem's "Itachukua", answer_open.c's classes of Swahili roots),
"ট্রেনটির 3 ঘণ্টা লাগবে।" (bn: the problem's "ট্রেন" with its
classifier and genitive glued), "రైలుకు 3 గంటలు పడుతుంది." (te: "రైలు"
with its dative; answer_open.c indic_case_lent).  Their negations,
hedges and questions stay refused.

usage: hostile_time80.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): one a language.
"""
import sys

import verify_run

# (kind, problem of a train at 60 an hour over {a} km, rights of {v}
# hours, twins)
LANGS = (
    ("fr", "Un train roule à 60 km par heure. Combien d'heures lui "
     "faut-il pour {a} km ?",
     ["Cela prend {v} heures.", "Le train met {v} heures.",
      "Le trajet prendra {v} heures."],
     ["Cela prend environ {v} heures.", "Cela ne prend pas {v} heures.",
      "Cela prend peut-être {v} heures.", "Cela prend-il {v} heures ?"]),
    ("es", "Un tren va a 60 km por hora. ¿Cuántas horas tarda en "
     "recorrer {a} km?",
     ["Le toma {v} horas.", "El tren tardará {v} horas."],
     ["Le toma unas {v} horas.", "No le toma {v} horas.",
      "Quizás le toma {v} horas."]),
    ("zh", "火车每小时行驶60公里。行驶{a}公里需要几个小时？",
     ["一共要花{v}小时。", "需要用时{v}小时。", "火车要花{v}个小时。"],
     ["一共要花大约{v}小时。", "不需要用时{v}小时。", "可能要花{v}小时。",
      "要花{v}小时吗？"]),
    ("ja", "電車は時速60kmで走ります。{a}km走るのに何時間かかりますか？",
     ["{v}時間必要です。", "よって、{v}時間必要です。"],
     ["{v}時間必要ですか？", "約{v}時間必要です。", "{v}時間必要でしょう。",
      "{v}時間必要ではありません。"]),
    ("ko", "기차는 시속 60km로 달립니다. {a}km를 가는 데 몇 시간이 "
     "걸립니까?",
     ["{v}시간이 필요합니다.", "따라서 {v}시간이 필요합니다."],
     ["{v}시간이 필요하지 않습니다.", "약 {v}시간이 필요합니다.",
      "{v}시간이 필요합니까?"]),
    ("sw", "Treni inasafiri km 60 kwa saa. Itachukua saa ngapi kusafiri "
     "km {a}?",
     ["Treni inahitaji saa {v}.", "Kwa hiyo, treni itahitaji saa {v}."],
     ["Treni inahitaji karibu saa {v}.", "Treni haihitaji saa {v}.",
      "Labda treni inahitaji saa {v}."]),
    ("bn", "একটি ট্রেন ঘণ্টায় 60 কিমি যায়। {a} কিমি যেতে কত ঘণ্টা লাগবে?",
     ["ট্রেনটির {v} ঘণ্টা লাগবে।", "সুতরাং, ট্রেনটির {v} ঘণ্টা লাগবে।"],
     ["ট্রেনটির প্রায় {v} ঘণ্টা লাগবে।", "ট্রেনটির {v} ঘণ্টা লাগবে না।",
      "ট্রেনটির {v} ঘণ্টা লাগবে কি?"]),
    ("te", "ఒక రైలు గంటకు 60 కి.మీ. వెళ్తుంది. {a} కి.మీ. వెళ్లడానికి ఎన్ని "
     "గంటలు పడుతుంది?",
     ["రైలుకు {v} గంటలు పడుతుంది.", "కాబట్టి, రైలుకు {v} గంటలు పడుతుంది."],
     ["రైలుకు సుమారు {v} గంటలు పడుతుంది.", "రైలుకు {v} గంటలు పట్టదు.",
      "రైలుకు {v} గంటలు పడుతుందా?"]),
)


def main():
    verify_run.usage("hostile_time80")
    return verify_run.run_langs(
        "hostile_time80", LANGS, (3, 5), a_of=lambda v: 60 * v,
        work=lambda v: "%d / 60 = %d.\n\n" % (60 * v, v))


if __name__ == "__main__":
    sys.exit(main())
