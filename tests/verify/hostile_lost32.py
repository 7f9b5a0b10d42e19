#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_lost32.py: right answers review 31 of issue 26 found lost
(its findings 8 and 9), each beside its wrong twins.

usage: hostile_lost32.py PAPO_VERIFY [--list]

The kinds, each a row of what may stand around an answer:
  - a check mark after a unit symbol ("**Answer:** 12 m/s ✔️", the
    mark with its variation selector or without);
  - a confirmation alone in an aside after the value ("Answer: 24 cows
    (verified).", "(confirmed)", "(checked)");
  - in Russian, the problem's counted noun in the case the value
    governs ("Ответ: 24 коровы." under "Сколько коров ...?");
  - in de, ru, pl and uk, the distance covered named by its verb's
    participle ("Die zurückgelegte Strecke beträgt 240 km.", "пройденное
    расстояние", "przebyta odległość", "пройдена відстань");
  - in Chinese, the value with its classifier or unit in bold, the
    bold's closing stars after them ("**答案：24头**", "**240 公里**");
  - the work on the answer's own line, a computation ending in its
    value (Open-Reasoner-Zero's "15 + 9 = 24 <answer> \\boxed{24}
    </answer>"); Vietnamese "Đáp số:"; Arabic "لذلك فإن الإجابة هي";
  - an explanation or a check after an answer with its counted noun
    that computes the same number (SVAMP's "Answer: 8 apples\n\n
    Explanation: 14 - 6 = 8.").
Each right form (LANG-right) is also judged against another value
(wrong) and beside its twins (LANG-twin): the same form with a doubt, a
negation, a question, an aside that does not confirm ("(not
verified)", "(to be verified)", "(справочно)"), another mark (❌, 🚀),
an approximation word; none is ever rewarded.

Prints a count per language and the summary line the t-*.sh test reads:
"hostile_lost32: N variants (M right), K wrong, L lost".
Exits 1 when a twin or a wrong one is rewarded.
"""
import sys

import verify_run

LEADS = ["{w}\n\n", "<think>\n{w}\n</think>\n\n"]

# (problem, reference, work, the value as written with its unit)
EN = [
    ("A car starts from rest and accelerates at 3 m/s^2 for 4 s. What is "
     "its final speed in m/s?", "12", "$v = at = 3 \\times 4 = 12$",
     "12 m/s"),
    ("A car speeds up from 2 m/s to 14 m/s in 4 s. What is its "
     "acceleration in m/s^2?", "3", "$a = (14 - 2)/4 = 3$", "3 m/s^2"),
    ("A spring stretches 0.2 m under a force of 5 N. What is its spring "
     "constant in N/m?", "25", "$k = 5/0.2 = 25$", "25 N/m"),
    ("A farmer has 15 cows and buys 9 more. How many cows does he have "
     "now?", "24", "$15 + 9 = 24$", "24 cows"),
]

EN_RIGHT = ["**Answer:** {v} \u2714\ufe0f", "Answer: {v} \u2714",
            "**Final Answer:** {v} \u2705", "Answer: {v} (verified).",
            "The answer is {v} (confirmed).", "Answer: {v} (checked)"]
EN_TWIN = ["**Answer:** {v} \u274c", "Answer: {v} \U0001f680",
           "**Answer:** {v} \u2714\ufe0f but I am not sure.",
           "**Answer:** {v}? \u2714\ufe0f", "Answer: {v} \U0001f914",
           "Answer: {v} (not verified).", "Answer: {v} (to be verified).",
           "Answer: {v} (verified?).", "Answer: {v} (unverified).",
           "Answer: {v} (verified, I think).",
           "Answer: {v} (verified). But I am not sure.",
           "Answer: maybe {v} (verified).",
           "Answer: {v} (checked, maybe).", "Answer: {v} (final, unchecked)."]

RU_COWS = "У фермера 15 коров, и он покупает ещё 9. Сколько коров у него " \
    "теперь?"
RU_BOOKS = "У Маши было 20 книг, ей подарили ещё 4. Сколько книг у неё " \
    "теперь?"
# (problem, reference, work, the noun in the case 24 governs)
RU = [(RU_COWS, "24", "15 + 9 = 24", "коровы"),
      (RU_BOOKS, "24", "20 + 4 = 24", "книги")]
RU_RIGHT = ["Ответ: 24 {n}.", "Итак, теперь у него 24 {n}.",
            "**Ответ:** 24 {n}"]
RU_TWIN = ["Ответ: 24 {n}? Не уверен.", "Ответ: 24 {n} (справочно).",
           "Ответ: 24 {n} (не окончательно).", "Наверное, 24 {n}.",
           "Ответ: примерно 24 {n}.", "Ответ: 24 {n}, но я не уверен.",
           "Ответ: 24 {n}. Но я не перепроверял вычисления.",
           "Ответ: не 24 {n}.", "Интуиция подсказывает 24 {n}."]

DIST = {
    "de": ("Ein Zug fährt 3 Stunden lang mit 80 km/h. Wie weit fährt er in "
           "Kilometern?",
           ["Die zurückgelegte Strecke beträgt somit {v} km.",
            "Die gefahrene Strecke beträgt {v} km."],
           ["Die zurückgelegte Strecke beträgt ungefähr {v} km.",
            "Die zurückgelegte Strecke beträgt nicht {v} km.",
            "Die zurückgelegte Strecke beträgt somit {v} km? Ich bin "
            "nicht sicher.",
            "Die zurückgelegte Strecke beträgt vielleicht {v} km.",
            "Die zurückgelegte Strecke beträgt {v} km, glaube ich."]),
    "ru": ("Поезд едет со скоростью 80 км/ч в течение 3 часов. Какое "
           "расстояние он проедет в километрах?",
           ["Следовательно, пройденное расстояние равно {v} км.",
            "Пройденный путь равен {v} км."],
           ["Следовательно, пройденное расстояние примерно равно {v} км.",
            "Следовательно, пройденное расстояние не равно {v} км.",
            "Пройденное расстояние, наверное, {v} км.",
            "Пройденное расстояние равно {v} км. Но я не уверен."]),
    "pl": ("Pociąg jedzie z prędkością 80 km/h przez 3 godziny. Jaką "
           "odległość pokonuje w kilometrach?",
           ["Zatem przebyta odległość wynosi {v} km.",
            "Przebyta droga wynosi {v} km."],
           ["Zatem przebyta odległość wynosi około {v} km.",
            "Zatem przebyta odległość nie wynosi {v} km.",
            "Przebyta odległość wynosi chyba {v} km.",
            "Zatem przebyta odległość wynosi {v} km? Nie jestem pewien."]),
    "uk": ("Потяг їде зі швидкістю 80 км/год протягом 3 годин. Яку "
           "відстань він долає в кілометрах?",
           ["Отже, пройдена відстань дорівнює {v} км.",
            "Пройдений шлях дорівнює {v} км."],
           ["Отже, пройдена відстань приблизно дорівнює {v} км.",
            "Отже, пройдена відстань не дорівнює {v} км.",
            "Пройдена відстань, мабуть, {v} км.",
            "Отже, пройдена відстань дорівнює {v} км. Але я не "
            "впевнений."]),
}

# zh, zt: the value and its classifier or unit in bold, the bold's
# closing stars after the words ("**答案：24头**", "**240 公里**")
DENSE = {
    "zh": ("一位农民有15头牛，又买了9头。他现在有多少头牛？", "24", "15 + 9 = 24",
           ["**答案：{v}头**", "**最终答案：** **{v}头**"],
           ["**答案：{v}头左右**", "**答案：{v}头？**", "**答案：{v}头**？",
            "**答案：大约{v}头**", "**答案：{v}头** 不确定", "**答案：{v}头吧**",
            "**答案：{v}头**左右"]),
    "zt": ("一位農民有15頭牛，又買了9頭。他現在有多少頭牛？", "24", "15 + 9 = 24",
           ["**答案：{v}頭**", "**最終答案：** **{v}頭**"],
           ["**答案：{v}頭左右**", "**答案：{v}頭？**", "**答案：大約{v}頭**",
            "**答案：{v}頭吧**"]),
    "zh-km": ("一列火车以每小时80公里的速度行驶3小时。它一共行驶了多少公里？", "240",
              "80 × 3 = 240", ["**最终答案:** **{v} 公里**",
                               "**答案：{v}公里**"],
              ["**最终答案:** **{v} 公里左右**", "**最终答案:** **{v} 公里吗**",
               "**最终答案:** **约{v} 公里**"]),
}

# the work on the answer's own line (Open-Reasoner-Zero's "15 + 9 = 24
# <answer> \\boxed{24} </answer>"), a Vietnamese school answer's label
# ("Đáp số:"), Arabic's "فإن" after "لذلك"
COWS_EN = EN[3][0]
COWS_VI = "Một nông dân có 15 con bò và mua thêm 9 con. Hỏi bây giờ ông " \
    "có bao nhiêu con bò?"
COWS_AR = "لدى مزارع 15 بقرة واشترى 9 أخرى. كم بقرة لديه الآن؟"
LINE = {
    "en": (COWS_EN, ["15 + 9 = {v} <answer> \\boxed{{{v}}} </answer>",
                     "15 + 9 = {v} <answer> {v} </answer>",
                     "15 + 9 = {v} \\boxed{{{v}}}",
                     "$15 + 9 = {v}$ \\boxed{{{v}}}"],
           ["15 + 9 = 23 <answer> \\boxed{{{v}}} </answer>",
            "15 + 9 \u2248 {v} <answer> \\boxed{{{v}}} </answer>",
            "15 + 9 <= {v} <answer> \\boxed{{{v}}} </answer>",
            "15 + 9 != {v} \\boxed{{{v}}}",
            "maybe 15 + 9 = {v} <answer> \\boxed{{{v}}} </answer>",
            "15 + 9 = {v} <answer> \\boxed{{{v}}}? </answer>",
            "15 + 9 = {v} <answer> \\boxed{{{v}}} </answer> I think",
            "15 + 9 = {v}.5 \\boxed{{{v}}}", "15 + 9 = 1{v} \\boxed{{{v}}}"]),
    "vi": (COWS_VI, ["15 + 9 = {v}\n\nĐáp số: {v} con bò.",
                     "15 + 9 = {v}\n\n**Đáp số:** {v} con bò"],
           ["15 + 9 = {v}\n\nĐáp số: {v} con bò (chờ xác nhận).",
            "15 + 9 = {v}\n\nĐáp số: khoảng {v} con bò.",
            "15 + 9 = {v}\n\nĐáp số: {v} con bò. Nhưng tôi chưa kiểm tra "
            "lại.", "15 + 9 = {v}\n\nĐáp số có lẽ là {v} con bò.",
            "15 + 9 = {v}\n\nĐáp số: {v} con bò?"]),
    "ar": (COWS_AR, ["15 + 9 = {v}\n\nلذلك فإن الإجابة هي $\\boxed{{{v}}}$."],
           ["15 + 9 = {v}\n\nلذلك فإن الإجابة ربما هي $\\boxed{{{v}}}$.",
            "15 + 9 = {v}\n\nلذلك فإن الإجابة ليست $\\boxed{{{v}}}$.",
            "15 + 9 = {v}\n\nلذلك فإن الإجابة تقريبا $\\boxed{{{v}}}$."]),
}

# SVAMP's answer with its counted noun, then an explanation or a check
# whose computation ends in the same number
APPLES = "Tom had 14 apples and gave 6 away. How many apples does he have " \
    "now?"
CHECKED = (["Answer: {v} apples\n\nExplanation: 14 - 6 = {v}.",
            "Answer: {v} apples\n\nCheck: 14 - 6 = {v}.",
            "The answer is {v} apples.\n\nCheck: 14 - 6 = {v}.",
            "Answer: {v} apples\n\nExplanation: 14 - 6 = {v} apples."],
           ["Answer: {v} apples\n\nExplanation: 14 - 6 = 9.",
            "Answer: {v} apples\n\nExplanation: 14 - 6 = {v}. But I am "
            "not sure.",
            "Answer: {v} apples\n\nExplanation: 14 - 6 = {v}, or maybe 9.",
            "Answer: {v} apples\n\nExplanation: 14 - 6 is about {v}.",
            "Answer: {v} apples\n\nExplanation: I guessed {v}.",
            "Answer: {v} apples\n\nExplanation: 14 - 6 = {v}?",
            "Answer: {v} apples\n\nCheck: 14 - 6 = 7, not {v}."])


def rows():
    vs = []
    for lead in LEADS:
        for p, ref, w, v in EN:
            head = lead.format(w=w)
            for r in EN_RIGHT:
                verify_run.right(vs, "en", ref, head + r.format(v=v), p,
                                 fam="en-right")
            for r in EN_TWIN:
                verify_run.add(vs, "en", "en-twin", ref,
                               head + r.format(v=v), p)
        for p, ref, w, n in RU:
            head = lead.format(w=w)
            for r in RU_RIGHT:
                verify_run.right(vs, "ru", ref, head + r.format(n=n), p,
                                 fam="ru-right")
            for r in RU_TWIN:
                verify_run.add(vs, "ru", "ru-twin", ref,
                               head + r.format(n=n), p)
        for lang, (p, rights, twins) in DIST.items():
            head = lead.format(w="80 × 3 = 240")
            for r in rights:
                verify_run.right(vs, lang, "240", head + r.format(v="240"),
                                 p, fam=lang + "-right", wrong="250")
            for r in twins:
                verify_run.add(vs, lang, lang + "-twin", "240",
                               head + r.format(v="240"), p)
        for lang, (p, ref, w, rights, twins) in DENSE.items():
            head = lead.format(w=w)
            lang = lang[:2]
            for r in rights:
                verify_run.right(vs, lang, ref, head + r.format(v=ref), p,
                                 fam=lang + "-right")
            for r in twins:
                verify_run.add(vs, lang, lang + "-twin", ref,
                               head + r.format(v=ref), p)
        for lang, (p, rights, twins) in LINE.items():
            # the work is in the rows: the lead holds none
            pre = lead.format(w="Add the cows.") if lead != LEADS[0] else ""
            for r in rights:
                verify_run.right(vs, lang, "24", pre + r.format(v="24"), p,
                                 fam=lang + "-right")
            for r in twins:
                verify_run.add(vs, lang, lang + "-twin", "24",
                               pre + r.format(v="24"), p)
        pre = lead.format(w="Subtract.") if lead != LEADS[0] else ""
        for r in CHECKED[0]:
            verify_run.right(vs, "en", "8", pre + r.format(v="8"), APPLES,
                             fam="en-right")
        for r in CHECKED[1]:
            verify_run.add(vs, "en", "en-twin", "8", pre + r.format(v="8"),
                           APPLES)
    return vs


def main():
    verify_run.usage("hostile_lost32")
    return verify_run.run("hostile_lost32", rows(),
                          group=lambda v: v["kind"],
                          right=lambda v: v["family"].endswith("-right"),
                          lost=lambda v: True, what="right", width=4)


if __name__ == "__main__":
    sys.exit(main())
