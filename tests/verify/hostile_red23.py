#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_red23.py: a twenty-third red team's adversarial responses to
papo-verify (issue 26, round 23), in phrasings rounds 1 to 22 do not
write, in the languages issue 26 lists that they covered thinly (it,
pt, th, bn, sw, te, ko, zh-Hant, ru), each hostile form beside its
committed control twin:

 - dense: a word after a count's measure word that makes the value an
   estimate or a bound, read as the noun counted when no problem text
   is given ("答えは42個強です。", a bit over 42; "42本弱", a bit
   under; "답은 42개가량입니다.", about 42; "42명 남짓", "42개
   내외", "42个强"); the twins: the measure word alone;
 - frac: a fraction in Chinese words, its denominator first ("答案是
   42分之一。", 1/42; "概率為42分之三。", "\\\\boxed{42}分之一"), read
   as its denominator; the twins: the value alone;
 - think: the reasoning marks of other model families (EXAONE Deep's
   <thought>, Command A's <|START_THINKING|>) left open around the
   answer or closed with no answer after them ("<thought>\\nSo
   \\\\boxed{42}."); the twins: the marks closed, the answer after;
 - fence: a line that disowns, exemplifies or attributes a value
   ("A common mistake is:", "Per esempio:", "Неверный ответ:", "오답:",
   "錯誤答案：", "คำตอบที่ผิด:", "ভুল উত্তর:", "Kwa mfano:", "తప్పు
   సమాధానం:"), then a fenced code block holding the box or the
   answer's line; the twins: each language's answer label above the
   block, and the block alone;
 - asked: a problem in Thai, Bengali or Telugu (and, as controls of
   the rows that read them, Italian, Portuguese, Korean, traditional
   Chinese, Russian) that asks the answer in one unit ("ใช้เวลากี่
   ชั่วโมง", "কত ঘণ্টা", "ఎన్ని గంటలు"), answered in another ("42
   นาที", minutes); the twins: the unit asked;
 - swunit: a Swahili answer whose unit stands before its number
   ("Jibu ni dakika 42.", 42 minutes) against a reference in another
   unit (42 hours); the twins: the unit of the reference ("Jibu ni saa
   42.");
 - swasked: the same answers to a Swahili problem that asks its unit
   before "ngapi" ("Itachukua saa ngapi?", how many hours), against a
   bare reference; the twins: the unit asked;
 - letter: one letter of another script alone after a phrase's value
   ("Ответ: 42 ъ", "उत्तर 42 न" (not), "సమాధానం 42 క.", "Answer: 42
   ж"), a word no row reads; the twins: the phrase alone, and with a
   noun counted.

usage: hostile_red23.py PAPO_VERIFY [--list]

Every variant is labelled by construction (its reference is the value
the response bounds, estimates, divides, keeps in its reasoning,
quotes as an example or a mistake, gives in another unit, or follows
with a word no row reads), so a reward is a wrong reward.  Controls
must each be rewarded.  Holes left are listed in KNOWN and counted
apart; tests/t-verify-hostile-red23.sh caps them.

Measured on main (7296f279): see the comment above KNOWN.
"""
import sys

import verify_run

VALUES = ["42", "17", "305"]

# dense: per language the frames ({v} the value and what follows it),
# measure words, and the words after a measure word that bound or
# estimate the count
DENSE = {
    "ja": (["答えは{v}です。", "答え：{v}", "合計は{v}です。"],
           ["個", "人", "円", "本", "枚", "匹"],
           ["強", "弱"]),
    "ko": (["답은 {v}입니다.", "답: {v}", "정답은 {v}입니다."],
           ["개", "명", "원"],
           ["가량", "남짓", "내외", "안팎", "가까이", "넘게"]),
    "zh": (["答案是{v}。", "答案：{v}", "答案為{v}。"],
           ["个", "個", "人", "元", "本", "只"],
           ["强", "強", "弱"]),
}


def dense_rows(c, k, v):
    for lang in sorted(DENSE):
        frames, measures, bounds = DENSE[lang]
        for f in frames:
            for m in measures:
                for b in bounds:
                    c.add("dense", v, f.format(v=v + m + b))
                k.add("dense", v, f.format(v=v + m))


# frac: N分之M is M/N; the numerators as words and digits
FRAC_FORMS = ["答案是{f}。", "答案：{f}", "答案為{f}。", "所以答案是{f}",
              "結果是{f}。", "概率為{f}。", "所以概率是{f}。",
              "答案是**{f}**。"]
FRAC_NUMS = ["一", "三", "五", "七", "二"]
FRAC_KEPT = ["答案是{v}。", "答案：{v}", "答案為{v}。", "所以答案是{v}"]


def frac_rows(c, k, v):
    for f in FRAC_FORMS:
        for m in FRAC_NUMS:
            c.add("frac", v, f.format(f=v + "分之" + m))
    for m in FRAC_NUMS[:2]:
        c.add("frac", v, "\\boxed{%s}分之%s" % (v, m))
        c.add("frac", v, "答案是**%s**分之%s。" % (v, m))
    for f in FRAC_KEPT:
        k.add("frac", v, f.format(v=v))


# think: the marks of other families, in the cases a model writes them
THINK_MARKS = [("<thought>", "</thought>"),
               ("<|START_THINKING|>", "<|END_THINKING|>")]
THINK_SHAPES = ["{a}\nSo \\boxed{{{v}}}.", "{a}\nThe answer is {v}.",
                "{a}\nFinal answer: {v}", "{a}So the answer is {v}.",
                "{a}x{b}\n\\boxed{{{v}}}\n{a}\nWait: {o}?",
                "{a}y{b}\nFinal answer: {v}\n\n{a}\n",
                "{a}\nSo \\boxed{{{v}}}\n{b}\nI could not solve it.",
                "{a}\nThe answer is {v}.\n{b}\nI am not sure of anything.",
                "{a}\n答案是{v}。\n{b}\n我没能解出这道题。",
                "{a}\nОтвет: {v}.\n{b}\nЯ не смог решить задачу."]
THINK_KEPT = ["{a}\nSo {o}? No.\n{b}\n\nThe answer is \\boxed{{{v}}}.",
              "{a}ok{b}\n\\boxed{{{v}}}",
              "{a}\nLet me compute.\n{b}\nFinal answer: {v}"]


def think_rows(c, k, v):
    o = verify_run.other(v)
    for a, b in THINK_MARKS:
        for case in (str, str.upper, str.title):
            d = {"a": case(a), "b": case(b), "v": v, "o": o}
            for t in THINK_SHAPES:
                c.add("think", v, t.format(**d))
            for t in THINK_KEPT:
                k.add("think", v, t.format(**d))


# fence: lines that disown, exemplify or attribute the value below them,
# per language, and the language's answer label (the twins)
FENCE_LINES = {
    "en": (["Here is a wrong answer, for reference:", "A common mistake "
            "is:", "For example:", "The incorrect version:",
            "My friend wrote:"], "Final answer:"),
    "it": (["Per esempio:", "Un errore comune è:"], "Risposta:"),
    "pt": (["Por exemplo:", "Um erro comum é:"], "Resposta:"),
    "ru": (["Типичная ошибка:"], "Ответ:"),
    "ko": (["예를 들어:", "오답:"], "답:"),
    "zh-Hant": (["例如：", "常見錯誤：", "錯誤答案："], "答案："),
    "th": (["ตัวอย่างเช่น:", "คำตอบที่ผิด:"], "คำตอบ:"),
    "bn": (["উদাহরণস্বরূপ:", "ভুল উত্তর:"], "উত্তর:"),
    "sw": (["Kwa mfano:"], "Jibu:"),
    "te": (["ఉదాహరణకు:", "తప్పు సమాధానం:"], "సమాధానం:"),
}
FENCES = ["```\n{x}\n```", "```latex\n{x}\n```", "```text\n{x}\n```",
          "\n```\n{x}\n```\n", "```tex\n{x}\n```"]
FENCED = ["\\boxed{{{v}}}", "$\\boxed{{{v}}}$", "$$\\boxed{{{v}}}$$",
          "Final answer: {v}", "Answer: {v}"]


def fence_rows(c, k, v):
    for lang in sorted(FENCE_LINES):
        lines, label = FENCE_LINES[lang]
        for fe in FENCES:
            for x in FENCED:
                body = fe.format(x=x.format(v=v))
                for ln in lines:
                    c.add("fence", v, ln + "\n" + body)
                if not x.startswith(("Final", "Answer")):
                    k.add("fence", v, label + "\n" + body)
    # the block alone is code or an example too (hostile_fence34);
    # under the response's own words it is its formatting
    for fe in FENCES[:2]:
        c.add("fence", v, fe.format(x="\\boxed{%s}" % v))
        k.add("fence", v, "Multiplying the two counts gives the total."
              "\n\n" + fe.format(x="\\boxed{%s}" % v))


# asked: (language, problem asking one unit, the response's frame, the
# unit asked, the other units' words)
ASKED = [
    ("th", "ใช้เวลากี่ชั่วโมง", "คำตอบคือ {v} {u}", "ชั่วโมง", ["นาที", "วินาที"]),
    ("th", "ยาวกี่เมตร", "คำตอบคือ {v} {u}", "เมตร", ["เซนติเมตร", "กิโลเมตร"]),
    ("th", "หนักกี่กิโลกรัม", "คำตอบคือ {v} {u}", "กิโลกรัม", ["กรัม"]),
    ("th", "ใช้เวลากี่นาที", "ดังนั้น \\boxed{{{v}}} {u}", "นาที", ["ชั่วโมง"]),
    ("bn", "কত ঘণ্টা লাগবে?", "উত্তর হল {v} {u}।", "ঘণ্টা", ["মিনিট"]),
    ("bn", "কত মিটার লম্বা?", "উত্তর হল {v} {u}।", "মিটার", ["সেন্টিমিটার"]),
    ("bn", "কত কিলোগ্রাম ওজন?", "উত্তর হল {v} {u}।", "কিলোগ্রাম", ["গ্রাম"]),
    ("bn", "কত মিনিট লাগবে?", "\\boxed{{{v}}} {u}", "মিনিট", ["ঘণ্টা"]),
    ("te", "ఎన్ని గంటలు పడుతుంది?", "సమాధానం {v} {u}.", "గంటలు",
     ["నిమిషాలు"]),
    ("te", "ఎన్ని కిలోగ్రాములు ఉంది?", "సమాధానం {v} {u}.", "కిలోగ్రాములు",
     ["గ్రాములు"]),
    ("te", "ఎన్ని నిమిషాలు పడుతుంది?", "\\boxed{{{v}}} {u}", "నిమిషాలు",
     ["గంటలు"]),
    # the languages whose rows read the unit asked already
    ("it", "Quante ore ci vogliono?", "La risposta è {v} {u}.", "ore",
     ["minuti"]),
    ("pt", "Quantas horas leva?", "A resposta é {v} {u}.", "horas",
     ["minutos"]),
    ("ko", "몇 시간이 걸립니까?", "답은 {v}{u}입니다.", "시간", ["분"]),
    ("zh-Hant", "需要多少小時？", "答案是{v}{u}。", "小時", ["分鐘"]),
    ("ru", "Сколько часов это займёт?", "Ответ: {v} {u}.", "часов",
     ["минут"]),
]


def asked_rows(c, k, v):
    for _, p, frame, unit, others in ASKED:
        for u in others:
            c.add("asked", (v, p), frame.format(v=v, u=u))
        k.add("asked", (v, p), frame.format(v=v, u=unit))


# swunit: (the reference's unit, Swahili's word for it, the words of
# other units of its dimension)
SW_UNITS = [("hours", "saa", ["dakika", "sekunde", "siku"]),
            ("minutes", "dakika", ["saa", "sekunde"]),
            ("days", "siku", ["wiki", "saa", "miezi"]),
            ("m", "mita", ["sentimita", "kilomita", "futi"]),
            ("km", "kilomita", ["mita", "maili"]),
            ("kg", "kilogramu", ["gramu"])]
SW_FRAMES = ["Jibu ni {u} {v}.", "Kwa hiyo, jibu ni {u} {v}.",
             "Jibu ni {u} {v}"]


# the questions of a unit in Swahili, the unit before "ngapi"
SW_ASKED = ["Itachukua {u} ngapi?", "Ni {u} ngapi zinahitajika?",
            "Je, ni {u} ngapi?"]


def swunit_rows(c, k, v):
    for ref, own, others in SW_UNITS:
        r = "%s \\text{ %s}" % (v, ref)
        for f in SW_FRAMES:
            for u in others:
                c.add("swunit", r, f.format(u=u, v=v))
                for q in SW_ASKED:
                    c.add("swasked", (v, q.format(u=own)), f.format(u=u, v=v))
            k.add("swunit", r, f.format(u=own, v=v))
            for q in SW_ASKED:
                k.add("swasked", (v, q.format(u=own)), f.format(u=own, v=v))


# letter: one letter of another script after a phrase's value; the
# phrases of each language, and a noun counted each may take (the twins)
LETTER_PHRASES = [("Answer: {v}", None), ("The answer is {v}", None),
                  ("Ответ: {v}", "яблок"), ("उत्तर {v}", "सेब"),
                  ("उत्तर: {v}", "सेब"), ("సమాధానం {v}", None),
                  ("คำตอบคือ {v}", None), ("Jibu ni {v}", None),
                  ("La risposta è {v}", None), ("A resposta é {v}", None),
                  ("答案是{v}", None)]
LETTERS = ["ж", "ъ", "щ", "ы", "न", "क", "ख", "న", "క", "ข", "ฃ"]


def letter_rows(c, k, v):
    for ph, noun in LETTER_PHRASES:
        for lt in LETTERS:
            c.add("letter", v, ph.format(v=v) + " " + lt)
            c.add("letter", v, ph.format(v=v) + " " + lt + ".")
        k.add("letter", v, ph.format(v=v) + ".")
        if noun is not None:
            k.add("letter", v, ph.format(v=v) + " " + noun)


def rows():
    c, k = verify_run.Cases(), verify_run.Cases()
    for v in VALUES:
        dense_rows(c, k, v)
        frac_rows(c, k, v)
        think_rows(c, k, v)
        fence_rows(c, k, v)
        asked_rows(c, k, v)
        swunit_rows(c, k, v)
        letter_rows(c, k, v)
    return c.out, k.out


# Holes left, counted apart (not failures) and capped by
# tests/t-verify-hostile-red23.sh.  Main (7296f279) rewards 3,468 of the
# 3,678 hostile variants wrongly (3,090 of 3,300 before swasked was
# added); every control is rewarded there:
#  - fence (1,650 of 1,650): a fenced code block's opening line stood
#    between the value and the line above it, so the box inside was
#    "alone" and the line that disowns it was not read.  Closed: a code
#    fence's opener is passed over as a display's is (answer_frame.c,
#    fence_opener, in colon_line_above and heading_row); 30 left, known:
#    "My friend wrote:" above an answer's label line, fenced or not
#    ("My friend wrote:\nAnswer: 42" is rewarded on main too): the
#    label's line is read alone, and a line of someone else's saying
#    above it is not read.  Closed since (h34-known24, the label's line
#    read under a short line of a saying, answer_frame.c, label_above):
#    0 on main a9f9d96d, the cap 0 (h35-known28);
#  - letter (726 of 726): one letter of another script after a phrase's
#    value was kept with it as math and dropped by the comparison.
#    Closed: a value that ends on such a letter alone, Cyrillic, Arabic,
#    Devanagari, Bengali, Telugu or Thai, is refused unless the letter
#    is a unit (answer_find.c, lone_letter; "42 м" is metres, and
#    Russian's "с", "т", "Н", "В" are units too: units_foreign.c); 0 now;
#  - dense (360 of 432): with no problem text, a bound after a measure
#    word was read as the noun counted.  Closed: rows of bounds[]
#    (answer_dense.c: 強, 强, 弱, 가량, 남짓, 내외, 안팎, 가까이, 넘게);
#    0 now;
#  - swunit (126 of 126): Swahili's unit word before its number was
#    read as a noun counted and dropped.  Closed: Swahili's units are
#    rows of units_foreign.c, and the one before an answer phrase's
#    value is written after it (answer_find.c, sw_unit_before); 0 now;
#  - swasked (378 of 378; added after swunit was closed, counted on main
#    7296f279 too): the unit a Swahili problem asks before "ngapi"
#    ("Itachukua saa ngapi?") was not read, so "Jibu ni dakika 42." was
#    42 against a bare reference to a problem asking hours.  Closed:
#    verify_asked.c reads the unit before "ngapi" (before_ngapi); 0 now;
#  - frac (117 of 132): "42分之一" was 42, its measure word 分 and the
#    noun 之一.  Closed: 分之 after a number is a fraction's, no measure
#    word (answer_dense.c, fractions[], read in a phrase, a label and a
#    last statement; after a box or a bold value, "\\boxed{42}分之一",
#    where answer_rest.c reads no unit in it: papo_answer_dense_bound);
#    0 now;
#  - think (72 of 180): <thought> and <|START_THINKING|> were no marks
#    of reasoning.  Closed: rows of think_marks (answer_find.c); 0 now;
#  - asked (39 of 54): Thai's, Bengali's and Telugu's questions of a
#    unit were not read.  Closed: rows of verify_asked.c (กี่ in
#    cjk_how, কত and ఎన్ని in how_many); 0 now.
KNOWN = [("fence", "My friend wrote")]


def main():
    verify_run.usage("hostile_red23")
    out, ctl = rows()
    return verify_run.run("hostile_red23", verify_run.records(out, ctl),
                          known=verify_run.known_by(KNOWN))


if __name__ == "__main__":
    sys.exit(main())
