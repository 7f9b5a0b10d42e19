#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_time60.py: a trip's duration as MGSM-style conclusions state
it, per language (issue 26, session 48).

To "how many hours did the train travel", half the right conclusions of
a probe were refused: "Le trajet a duré 3 heures.", "Die Fahrt dauerte
3 Stunden.", "El tren tardó 3 horas.", "Поездка заняла 3 часа." (the
verbs and nouns of a trip's time in no table of answer_euro.c),
"電車は3時間走った。" (the question's verb in its plain past:
answer_dense.c papo_answer_dense_going), "かかった時間は", "걸린 시간은"
(answer_open.c opens[]), "3시간 동안" (answer_dense.c spans_for[],
answer_rows.c), and Chinese's textbook "180 ÷ 60 = 3（小时）", read as
"3(" and then "hours" (answer_number.c glued: a dense letter after the
parenthesis is the value's unit aside; answer_rest.c rest_aside).  The
same statements with a bound, a hedge, a negation or another value stay
refused.

usage: hostile_time60.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): zh, ja, ko, fr, de, es, ru,
it, pt.
"""
import sys

import verify_run

# (kind, problem of {a} km at 60 km/h, rights of {v} hours, twins of
# {v} and {u})
LANGS = (
    ("zh", "一列火车以每小时60公里的速度行驶了{a}公里。火车行驶了多少小时？",
     ("行驶时间 = {a} ÷ 60 = {v}（小时）", "答：火车行驶了{v}（小时）。",
      "所以火车行驶了{v}小时。", "因此，所需时间为{v}(小时)。"),
     ("行驶时间 = {a} ÷ 60 = {v}（小时左右）", "火车大约行驶了{v}（小时）。",
      "行驶时间 = {a} ÷ 60 = {v}（小时）或{u}（小时）",
      "火车行驶了{v}（分钟）。")),
    ("ja", "電車は時速60キロで{a}キロ走りました。電車は何時間走りましたか？",
     ("電車は{v}時間走った。", "よって、かかった時間は{v}時間です。",
      "走行時間は{v}時間です。", "所要時間は{v}時間です。"),
     ("電車は{v}時間走らなかった。", "電車は約{v}時間走った。",
      "かかった時間は{v}時間くらいです。", "電車は{v}時間走ったかもしれない。")),
    ("ko", "기차가 시속 60킬로미터로 {a}킬로미터를 달렸습니다. 기차는 몇 시간 "
     "달렸습니까?",
     ("기차는 {v}시간 동안 달렸습니다.", "걸린 시간은 {v}시간입니다."),
     ("기차는 약 {v}시간 동안 달렸습니다.", "걸린 시간은 {v}시간 이상입니다.",
      "기차는 {v}시간 동안 달렸습니까?")),
    ("fr", "Un train roule à 60 km/h sur {a} km. Combien d'heures le train "
     "a-t-il roulé ?",
     ("Le trajet a duré {v} heures.", "La durée du trajet est de {v} heures.",
      "Le train a donc roulé pendant {v} heures.", "Le voyage dure {v} heures."),
     ("Le trajet a duré environ {v} heures.",
      "Le trajet n'a pas duré {v} heures.",
      "Le trajet a duré plus de {v} heures.",
      "Le trajet a duré {v} ou {u} heures.")),
    ("de", "Ein Zug fährt mit 60 km/h eine Strecke von {a} km. Wie viele "
     "Stunden ist der Zug gefahren?",
     ("Die Fahrt dauerte {v} Stunden.", "Der Zug brauchte {v} Stunden.",
      "Die Fahrzeit beträgt {v} Stunden.", "Die Reise dauert {v} Stunden."),
     ("Die Fahrt dauerte etwa {v} Stunden.",
      "Die Fahrt dauerte nicht {v} Stunden.",
      "Der Zug brauchte mindestens {v} Stunden.",
      "Die Fahrt dauerte vielleicht {v} Stunden.")),
    ("es", "Un tren viaja a 60 km/h durante {a} km. ¿Cuántas horas viajó el "
     "tren?",
     ("El viaje duró {v} horas.", "El tren tardó {v} horas.",
      "Así, el tren estuvo viajando {v} horas.",
      "El trayecto dura {v} horas."),
     ("El viaje duró unas {v} horas.", "El viaje no duró {v} horas.",
      "El tren tardó casi {v} horas.", "El tren tardó {v} o {u} horas.")),
    ("ru", "Поезд ехал со скоростью 60 км/ч и проехал {a} км. Сколько часов "
     "ехал поезд?",
     ("Поездка заняла {v} часа.", "Время в пути составляет {v} часа.",
      "Поезд был в пути {v} часа.",
      "Следовательно, поезд ехал в течение {v} часов."),
     ("Поездка заняла около {v} часов.", "Поездка заняла не {v} часа.",
      "Поездка заняла более {v} часов.",
      "Поездка, возможно, заняла {v} часа.")),
    ("it", "Un treno viaggia a 60 km/h per {a} km. Per quante ore ha "
     "viaggiato il treno?",
     ("Il viaggio è durato {v} ore.", "Il treno ha impiegato {v} ore.",
      "Il tragitto dura {v} ore."),
     ("Il viaggio è durato circa {v} ore.",
      "Il viaggio non è durato {v} ore.")),
    ("pt", "Um trem viaja a 60 km/h por {a} km. Quantas horas o trem "
     "viajou?",
     ("A viagem durou {v} horas.", "O trem levou {v} horas.",
      "O percurso demorou {v} horas."),
     ("A viagem durou cerca de {v} horas.",
      "A viagem não durou {v} horas.")),
)


def work(v):
    return "%d ÷ 60 = %d\n\n" % (60 * v, v)


def times(add):
    for kind, prob, rights, twins in LANGS:
        for v in (3, 5, 7):
            p = prob.format(a=60 * v)
            for t in rights:
                r = work(v) + t.format(v=v, a=60 * v)
                add(kind + "-right", str(v), p, r)
                add(kind + "-wrong", str(v + 1), p, r)
            for t in twins:
                add(kind + "-twin", str(v), p, work(v) + t.format(
                    v=v, u=v + 1, a=60 * v))


def main():
    verify_run.usage("hostile_time60")
    return verify_run.run_kinds("hostile_time60",
                                verify_run.kind_rows([times]), width=8)


if __name__ == "__main__":
    sys.exit(main())
