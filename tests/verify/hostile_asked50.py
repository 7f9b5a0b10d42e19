#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_asked50.py: hostile_asked.py's kind in Thai, Swahili, Bengali
Telugu and Russian: a bare reference, a question that asks a unit, and a
response that states the reference's number in another unit of the same
kind (issue 26, session 38: Thai glues the unit after กี่ to the words
after it, "ใช้เวลากี่ชั่วโมงในการทำงานนี้", so no unit was read as asked
and "คำตอบคือ 3 นาที" was rewarded for 3 hours; Russian asked "в часах",
"в рублях" unread, and read "в день", per day, as "in days"); and a
unit named in a note or an instruction of the question ("（单位：小时）",
"以小时为单位", "（単位：時間）", "시간 단위로", "(ঘণ্টায়)", "(గంటల్లో)",
"Gib die Antwort in Stunden an.", rewarded before in another unit); a
currency asked and another answered in Bengali, Telugu and Swahili
(taka, rupees, shillings: no unit words before).

usage: hostile_asked50.py PAPO_VERIFY [--list]

Families: LANG-other, the number in the other unit (never rewarded);
control-LANG, the number in the unit asked, and alone (rewarded).
Exits 1 when an "other" is rewarded or a control is not.  --list writes
the variants (JSONL).
"""
import sys

import verify_run

# questions ({u}: the unit asked), units (asked, other), the answer forms
# ({v}, {u}), and the forms of the controls
LANGS = {
    "th": (["ใช้เวลากี่{u}ในการทำงานนี้", "งานนี้ใช้เวลากี่{u}",
            "ต้องใช้เวลาทั้งหมดกี่{u}จึงจะเสร็จ",
            "ระยะทางทั้งหมดกี่{u}จากบ้านถึงโรงเรียน"],
           [("ชั่วโมง", "นาที"), ("วัน", "ชั่วโมง"),
            ("กิโลกรัม", "กรัม"), ("กิโลเมตร", "เมตร")],
           ["คำตอบคือ {v} {u}", "ดังนั้น งานนี้ใช้เวลา {v} {u}",
            "คำตอบคือ \\boxed{{{v}}} {u}", "คำตอบ: {v} {u}"],
           ["คำตอบคือ {v} {u}", "คำตอบคือ {v}", "คำตอบ: {v} {u}"]),
    "sw": (["Kazi hii inachukua {u} ngapi?",
            "Inachukua {u} ngapi kumaliza kazi?"],
           [("saa", "dakika"), ("siku", "saa")],
           ["Jibu ni {u} {v}.", "Kwa hiyo, kazi inachukua {u} {v}.",
            "Jibu ni \\boxed{{{v}}} {u}."],
           ["Jibu ni {u} {v}.", "Jibu ni {v}."]),
    "bn": (["কাজটি করতে কত {u} লাগে?"],
           [("ঘণ্টা", "মিনিট"), ("দিন", "ঘণ্টা")],
           ["উত্তর হল {v} {u}।", "সুতরাং, কাজটি করতে {v} {u} লাগে।"],
           ["উত্তর হল {v} {u}।", "উত্তর হল {v}।"]),
    # Russian's "в" and a unit in the prepositional plural asks it ("в
    # часах"); "в день" is a rate's "per day", no unit asked
    "ru": (["Сколько времени занимает работа, в {u}?",
            "Сколько времени нужно, чтобы закончить работу, в {u}?"],
           [("часах", "минуты"), ("минутах", "секунды"),
            ("днях", "часа"), ("долларах", "рубля"), ("рублях", "доллара")],
           ["Ответ: {v} {u}.", "Итак, работа занимает {v} {u}.",
            "Ответ: \\boxed{{{v}}} {u}."],
           ["Ответ: {v}."]),
    "te": (["ఈ పనికి ఎన్ని {u} పడుతుంది?"],
           [("గంటలు", "నిమిషాలు"), ("రోజులు", "గంటలు")],
           ["సమాధానం {v} {u}.", "కాబట్టి, ఈ పనికి {v} {u} పడుతుంది."],
           ["సమాధానం {v} {u}.", "సమాధానం {v}."]),
}


# The unit named in a note of the question's own or an instruction
# ("（单位：小时）", "以小时为单位", "（単位：時間）", "시간 단위로",
# "(ঘণ্টায়)", "(గంటల్లో)", "Gib die Antwort in Stunden an."): rewarded
# before in another unit.
NOTES = {
    "zh-note": (["完成这项工作需要多长时间（单位：{u}）？",
                 "完成这项工作需要多长时间？（以{u}为单位）",
                 "完成这项工作需要多长时间？单位：{u}"],
                [("小时", "分钟"), ("天", "小时"), ("千米", "米")],
                ["答案是{v}{u}。", "答：{v}{u}"], ["答案是{v}{u}。"]),
    "ja-note": (["この作業にかかる時間を求めよ（単位：{u}）。"],
                [("時間", "分"), ("分", "秒")],
                ["答えは{v}{u}です。"], ["答えは{v}{u}です。"]),
    "ko-note": (["이 작업에 걸리는 시간을 {u} 단위로 구하시오."],
                [("시간", "분"), ("분", "초")],
                ["답은 {v}{u}입니다."], ["답은 {v}{u}입니다."]),
    "bn-note": (["কাজটি করতে কত সময় লাগে ({u}য়)?"],
                [("ঘণ্টা", "মিনিট")],
                ["উত্তর হল {v} {u}।"], ["উত্তর হল {v} {u}।"]),
    "te-note": (["ఈ పనికి ఎంత సమయం పడుతుంది ({u}ల్లో)?"],
                [("గంట", "నిమిషాలు")],
                ["సమాధానం {v} {u}."], ["సమాధానం {v}."]),
    "de-note": (["Wie lange dauert die Arbeit? Gib die Antwort in {u} an."],
                [("Stunden", "Minuten"), ("Tagen", "Stunden")],
                ["Die Antwort ist {v} {u}."], ["Die Antwort ist {v}."]),
}


# A currency asked and another one answered (Bengali's taka and dollar,
# Telugu's rupees and dollars, Swahili's shillings and dollars written
# before the count: rewarded before, no word of them a unit), and the
# same in the languages that read them already.
MONEY = {
    "bn-money": (["তিনি কত {u} দেন?"], [("টাকা", "ডলার")],
                 ["উত্তর হল {v} {u}।"], ["উত্তর হল {v} {u}।"]),
    "te-money": (["ఆమె ఎన్ని {u} చెల్లిస్తుంది?"],
                 [("రూపాయలు", "డాలర్లు")],
                 ["సమాధానం {v} {u}."], ["సమాధానం {v} {u}."]),
    "sw-money": (["Analipa {u} ngapi?"], [("shilingi", "dola")],
                 ["Jibu ni {u} {v}."], ["Jibu ni {u} {v}."]),
    "zh-money": (["她一共要付多少{u}？"], [("美元", "元"), ("元", "美元")],
                 ["答案是{v}{u}。"], ["答案是{v}{u}。"]),
    "ru-money": (["Сколько {u} она платит?"], [("рублей", "долларов")],
                 ["Ответ: {v} {u}."], ["Ответ: {v} {u}."]),
    "es-money": (["¿Cuántos {u} paga?"], [("dólares", "euros")],
                 ["La respuesta es {v} {u}."],
                 ["La respuesta es {v} {u}."]),
}


def per_day(vs):
    """Russian's "в день" (per day) asks no unit: a count of dollars
    answers "Сколько долларов она зарабатывает в день?" (not equal
    before: read as "in days")."""
    for v in (3, 12, 45):
        for q in ("Она продаёт {a} чашек в день по 2 доллара. Сколько "
                  "долларов она зарабатывает в день?",
                  "Он работает {a} часов в неделю. Сколько долларов он "
                  "получает в неделю, если час стоит 2 доллара?"):
            p = q.format(a=v)
            for r in ("Итак, она зарабатывает {w} долларов.",
                      "Ответ: {w} долларов.", "Ответ: {w}."):
                verify_run.add(vs, "ru", "control-ru", str(2 * v),
                               "%d × 2 = %d.\n\n" % (v, 2 * v) +
                               r.format(w=2 * v), p)


def variants():
    vs = []
    per_day(vs)
    table = dict(LANGS, **NOTES, **MONEY)
    for lang in sorted(table):
        qs, pairs, forms, controls = table[lang]
        for q in qs:
            for asked, other in pairs:
                p = q.format(u=asked)
                for v in (3, 12, 45):
                    work = "%d / 1 = %d\n\n" % (v, v)
                    for f in forms:
                        verify_run.add(vs, lang, lang + "-other", str(v),
                                       work + f.format(v=v, u=other), p)
                    for f in controls:
                        verify_run.add(vs, lang, "control-" + lang,
                                       str(v),
                                       work + f.format(v=v, u=asked), p)
    return vs


def main():
    verify_run.usage("hostile_asked50")
    return verify_run.run("hostile_asked50", variants(), width=10)


if __name__ == "__main__":
    sys.exit(main())
