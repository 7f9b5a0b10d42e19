#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_recall29.py: issue 26's lost signal, round 29 (h28-recall17):
units, scale words and money outside the math, each right form with
wrong twins (another unit, another value, another scale, a doubt) that
must stay refused.

usage: hostile_recall29.py PAPO_VERIFY [--list]

Kinds (the group of each variant; "-right" a right answer, lost when
refused; "-twin" a twin of another unit, value or scale, or one that
doubts or bounds, and "-wrong" the right one against another
reference: never rewarded):
  dur      a compound duration ("2 h 15 min", "2 hours and 15
           minutes", "1 h 30") against minutes the problem asks or a
           reference in minutes or hours; twins "2 min 15 s", "2 h 16
           min", "about 2 h 15 min".
  durx     the same in other languages (de "2 Std. 15 Min.", fr "2 h
           15", zh "2小时15分钟", ja "2時間15分", ru "2 ч 15 мин").
  money    a currency with its word or sign ("42 dollars", "$42.00",
           "USD 42", "42 元", "42 ₹", "R$ 42,00", "42 zł") where the
           problem asks that currency; twins "42 cents", "42 euros",
           "$42.50", "42 thousand dollars".
  pct      a fraction or decimal against a percent reference ("0.25"
           for "25\\%"); twins "0.25\\%", "2.5", "0.26".
  conv     a convertible unit ("1.5 km" for "1500 m", in prose, after a
           box, in a bold, in a JSON string); twins "1.5 m", "1500 km",
           "**1.5 km?**", "about 1.5 km".
  temp     kelvin and Celsius are different numbers ("300 K" is not
           "300 °C").
Prints a count per kind and the summary line the t-*.sh test reads:
"hostile_recall29: N variants (M right), K wrong, L lost, H known
holes".  Exits 1 when a twin or a wrong-reference variant is rewarded
that is no known hole (KNOWN: none left).
"""
import sys

import verify_run

# (hours, minutes)
DURS = [(2, 15), (1, 30), (3, 45)]

DUR_P = "A train leaves at noon and travels {km} km. " \
        "How many minutes does the trip take?"
DUR_RIGHT = ["The trip takes {h} h {m} min.",
             "It takes {h} hours and {m} minutes.",
             "The answer is {h} h {m} min.",
             "\\boxed{{{h} \\text{{ h }} {m} \\text{{ min}}}}",
             "**{h} hours {m} minutes**", "**{h} h {m}**",
             "Answer: {h} hours and {m} minutes",
             '{{"answer": "{h} h {m} min"}}',
             "The trip takes {h} h {m}.",
             "It takes {h} hrs. {m} min."]
DUR_TWINS = ["The trip takes {h} min {m} s.",
             "It takes {h} minutes and {m} seconds.",
             "The trip takes {h} h {n} min.",
             "The trip takes about {h} h {m} min.",
             "It takes at most {h} hours and {m} minutes.",
             "The trip takes {h} h {m} min or {h} h {n} min.",
             "The trip takes {h} h {m} min?",
             "It takes {h} days and {m} hours.",
             "The trip takes {h} h {m} s.",
             "**{h} hours {m} minutes?**", "**{h} h {m} min or so**",
             "**{h} min {m} s**", '{{"answer": "{h} min {m} s"}}',
             '{{"answer": "about {h} h {m} min"}}']


def dur(add):
    for h, m in DURS:
        t = h * 60 + m
        p = DUR_P.format(km=t)
        for r in DUR_RIGHT:
            r = r.format(h=h, m=m)
            add("dur-right", str(t), p, r)
            add("dur-right", "%d \\text{ minutes}" % t, "", r)
            add("dur-right", "%g \\text{ hours}" % (t / 60), "", r)
            add("dur-wrong", str(t + 1), p, r)
            add("dur-wrong", "%d \\text{ minutes}" % (t + 1), "", r)
            add("dur-wrong", "%d \\text{ hours}" % h, "", r)
            add("dur-wrong", "%d \\text{ seconds}" % t, "", r)
            add("dur-wrong", str(m), p, r)     # a part is no answer
            add("dur-wrong", str(h), p, r)
        for r in DUR_TWINS:
            r = r.format(h=h, m=m, n=m + 1)
            add("dur-twin", str(t), p, r)
            add("dur-twin", "%d \\text{ minutes}" % t, "", r)


# (problem asking minutes, response with {h} and {m})
DURX = [("Wie viele Minuten dauert die Fahrt?",
         ["Die Fahrt dauert {h} Std. {m} Min.",
          "Antwort: {h} Stunden und {m} Minuten",
          "Die Fahrt dauert {h} Stunden {m} Minuten."]),
        ("Combien de minutes dure le trajet ?",
         ["Le trajet dure {h} h {m}.", "Réponse : {h} h {m} min",
          "Le trajet dure {h} heures et {m} minutes."]),
        ("这段旅程需要多少分钟？",
         ["这段旅程需要{h}小时{m}分钟。", "答案：{h}小时{m}分钟"]),
        ("旅行は何分かかりますか？",
         ["旅行は{h}時間{m}分かかります。", "答え：{h}時間{m}分"]),
        ("Сколько минут длится поездка?",
         ["Поездка длится {h} ч {m} мин.",
          "Ответ: {h} часа {m} минут"])]
DURX_TWINS = [("Die Fahrt dauert {h} Min. {m} Sek.",
               "Die Fahrt dauert etwa {h} Std. {m} Min."),
              ("Le trajet dure {h} min {m} s.",
               "Le trajet dure environ {h} h {m}."),
              ("这段旅程需要{h}分钟{m}秒。", "这段旅程大约需要{h}小时{m}分钟。"),
              ("旅行は{h}分{m}秒かかります。", "旅行は約{h}時間{m}分かかります。"),
              ("Поездка длится {h} мин {m} с.",
               "Поездка длится около {h} ч {m} мин.")]


def durx(add):
    for h, m in DURS:
        t = h * 60 + m
        for (p, rs), tw in zip(DURX, DURX_TWINS):
            for r in rs:
                r = r.format(h=h, m=m)
                add("durx-right", str(t), p, r)
                add("durx-right", "%d \\text{ minutes}" % t, p, r)
                add("durx-wrong", str(t + 1), p, r)
                add("durx-wrong", "%d \\text{ seconds}" % t, p, r)
                add("durx-wrong", str(m), p, r)
                add("durx-wrong", str(h), p, r)
            for r in tw:
                add("durx-twin", str(t), p, r.format(h=h, m=m))
                r = rs[0].format(h=h, m=m + 1)
                add("durx-twin", str(t), p, r)


# (problem, right forms, twins of another unit or scale)
MONEY = [("Each pen costs 6 dollars. She buys 7 pens. "
          "How many dollars does she pay?",
          ["She pays {v} dollars.", "The answer is ${v}.00.",
           "Answer: USD {v}", "She pays \\${v}.", "\\boxed{{\\${v}}}",
           "\\boxed{{{v}}} dollars", '{{"answer": "${v}.00"}}',
           "The total cost is US${v}."],
          ["She pays {v} cents.", "She pays {v} euros.",
           "She pays {v} thousand dollars.", "She pays ${v}.50.",
           "She pays about {v} dollars.", "She pays {v}¢.",
           "Answer: EUR {v}", "She pays ${v}k.", "Answer: USD {v}.50",
           "Answer: about USD {v}", "Answer: USD {v} or USD {u}",
           "Answer: GBP {v}", "Answer: USD {v}?", "She pays {v} ₹.",
           "She pays {v} €.", "She pays ₹{v}.", "She pays €{v}.",
           "She pays £{v}.", "She pays EUR {v}.", "She pays Rs. {v}."]),
         ("每支笔6元，她买了7支。她一共付了多少元？",
          ["她一共付了{v}元。", "答案：{v} 元", "她一共付了{v}元钱。"],
          ["她一共付了{v}角。", "她一共付了{v}万元。", "她一共付了{v}美元。",
           "她一共付了大约{v}元。", "她一共付了{v}分。", "她一共付了{v}美元钱。",
           "她一共付了大约{v}元钱。", "她一共付了{v}万元钱。",
           "她一共付了{v}元钱吗？"]),
         ("Each pen costs 6 rupees. She buys 7 pens. "
          "How many rupees does she pay?",
          ["She pays {v} ₹.", "She pays ₹{v}.", "She pays {v} rupees.",
           "The answer is Rs. {v}."],
          ["She pays {v} paise.", "She pays ₹{v} lakh.",
           "She pays {v} dollars.", "She pays about ₹{v}.",
           "She pays {v} €.", "She pays {v} £.", "She pays {v} $.",
           "She pays {v} ₹ or {u} ₹.", "The answer is Rs. {v}.50.",
           "The answer is Rs. {v} or Rs. {u}.",
           "The answer is Rs. {v} lakh.",
           "The answer is Rs. {v}. No, it is Rs. {u}."]),
         ("Cada caneta custa 6 reais. Ela compra 7 canetas. "
          "Quantos reais ela paga?",
          ["Ela paga R$ {v},00.", "Resposta: R$ {v}",
           "Ela paga {v} reais."],
          ["Ela paga {v} centavos.", "Ela paga R$ {v},50.",
           "Ela paga cerca de R$ {v},00.", "Ela paga US$ {v}.",
           "Ela paga {v} pesos.", "Ela paga {v} euros.",
           "Resposta: US$ {v}", "Resposta: {v} euros"]),
         ("Każdy długopis kosztuje 6 zł. Kupuje 7 długopisów. "
          "Ile złotych płaci?",
          ["Płaci {v} zł.", "Odpowiedź: {v} zł", "Płaci {v} złotych."],
          ["Płaci {v} gr.", "Płaci około {v} zł.", "Płaci {v} tys. zł.",
           "Płaci {v} euro.", "Płaci {v} dolarów.", "Odpowiedź: {v} euro",
           "Odpowiedź: {v} $", "Odpowiedź: {v} gr"])]


def money(add):
    v = 42
    for p, rs, tw in MONEY:
        for r in rs:
            r = r.format(v=v)
            add("money-right", str(v), p, r)
            add("money-wrong", str(v + 1), p, r)
            add("money-wrong", str(v * 100), p, r)
        for r in tw:
            add("money-twin", str(v), p, r.format(v=v, u=v + 1))


PCT_P = "A bag holds 4 marbles, one red. What percent of them are red?"
PCT = ["\\boxed{{{d}}}", "The answer is {d}.", "Answer: {d}",
       "\\boxed{{\\frac{{{n}}}{{{q}}}}}", "The probability is {d}."]
PCT_TWINS = ["\\boxed{{{d}\\%}}", "The answer is {d}%.",
             "\\boxed{{{x}}}", "The answer is about {d}.",
             "\\boxed{{{d} \\text{{ or }} {e}}}"]


def pct(add):
    for n, q in ((1, 4), (3, 8), (1, 5)):
        d = "%g" % (n / q)
        e = "%g" % (n / q + 0.01)
        ref = "%g\\%%" % (100 * n / q)
        for t in PCT:
            r = t.format(d=d, n=n, q=q)
            add("pct-right", ref, PCT_P, r)
            add("pct-right", ref, "", r)
            add("pct-wrong", "%g\\%%" % (100 * n / q + 1), PCT_P, r)
        for t in PCT_TWINS:
            r = t.format(d=d, e=e, x="%g" % (10 * n / q))
            add("pct-twin", ref, PCT_P, r)
            add("pct-twin", ref, "", r)


CONV = [("1500 \\text{ m}", "1.5 km", "1.5 m", "1500 km"),
        ("2500 \\text{ g}", "2.5 kg", "2.5 g", "2500 kg"),
        ("90 \\text{ minutes}", "1.5 hours", "1.5 minutes", "90 hours"),
        ("3000 \\text{ mL}", "3 L", "3 mL", "3000 L")]
CONV_T = ["The distance is {x}.", "\\boxed{{{n}}} {u}",
          '{{"answer": "{x}"}}', "Answer: {x}", "**{x}**"]


CONV_DOUBT = ["**{x}?**", "The distance is about {x}.",
              '{{"answer": "about {x}"}}', "**{x} or so**"]


def conv(add):
    for ref, right, *twins in CONV:
        for t in CONV_DOUBT:
            add("conv-twin", ref, "", t.format(x=right))
        for t in CONV_T:
            n, u = right.split(" ", 1)
            add("conv-right", ref, "", t.format(x=right, n=n, u=u))
            for w in twins:
                n, u = w.split(" ", 1)
                add("conv-twin", ref, "", t.format(x=w, n=n, u=u))


TEMPS = ["The temperature is {v} K.", "The temperature is {v} °C.",
         "\\boxed{{{v}}} K", "\\boxed{{{v}}} °C", '{{"answer": "{v} K"}}']


def temp(add):
    for v in (300, 27):
        for t in TEMPS:
            r = t.format(v=v)
            other = ("%d^\\circ\\text{C}" % v if "K" in t
                     else "%d \\text{ K}" % v)
            same = ("%d \\text{ K}" % v if "K" in t
                    else "%d^\\circ\\text{C}" % v)
            add("temp-right", same, "", r)
            add("temp-twin", other, "", r)


# (family, response) of the known holes: none ("She pays Rs. 42." where
# dollars are asked is refused: the full stop of a currency's
# abbreviation before its amount ends no sentence, h30-known)
KNOWN = []
known = verify_run.known_by(KNOWN)


def rows():
    out = []

    def add(f, a, p, r):
        v = {"family": f, "answer": a, "response": r}
        if p:
            v["problem"] = p
        out.append(v)
    for g in (dur, durx, money, pct, conv, temp):
        g(add)
    return out


def main():
    verify_run.usage("hostile_recall29")
    return verify_run.run_kinds("hostile_recall29", rows(), known=known,
                                width=8, digits=5)

if __name__ == "__main__":
    sys.exit(main())
