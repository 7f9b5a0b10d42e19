#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_rate163.py: a rate over another span of time than the one the
question asks ("\\boxed{20} pages per week" where pages a day are asked),
and a temperature on another scale written in words inside a box
("\\boxed{25 degrees Fahrenheit}" where Celsius is asked): another
answer, whatever reader found the value (issue 26, session 70: the
units pass of session 69 left 48 such variants rewarded).

On 18a5e4bb the span after a box, a bold number, a made-up option's
letter or a Chinese box was dropped or not compared, and so was a span
in TeX's text inside the box ("pages" is no unit, so its words were an
annotation); "degrees Fahrenheit" read word by word made an angle of the
scale, and the value was compared alone.

usage: hostile_rate163.py PAPO_VERIFY [--list]

Kinds: span, zh, temp (families KIND-right, rewarded; KIND-wrong, the
same against another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

# (problem, value, noun, the span asked, other spans)
RATES = [
    ("Lena reads a 140-page book in one week, reading the same number of "
     "pages each day. How many pages does she read per day?", "20",
     "pages", "day", ["week", "hour", "month"]),
    ("Carl earns $120 for an 8-hour shift. How many dollars does he earn "
     "per hour?", "15", "dollars", "hour", ["day", "week", "minute"]),
    ("A pump moves 600 liters of water in 20 minutes. How many liters does "
     "it pump each minute?", "30", "liters", "minute", ["hour", "second"]),
    ("A farm sells 840 eggs in a week, the same number each day. How many "
     "eggs does it sell every day?", "120", "eggs", "day", ["week",
                                                             "year"]),
]
SPAN_FORMS = [
    "\\boxed{{{v}}} {n} per {s}",
    "\\boxed{{{v}}} {n} a {s}",
    "\\boxed{{{v} \\text{{ {n} per {s}}}}}",
    "**{v}** {n} per {s}",
    "**{v} {n} per {s}**",
    "Therefore, the total is $\\boxed{{{v}}}$ {n} per {s}.",
    "The correct choice is (B) {v} {n} per {s}.",
    "The answer is {v} {n} per {s}.",
    "### Final Answer\n\\[\n\\boxed{{{v}}} \\text{{ {n} per {s}}}\n\\]",
]
# the asked span once more beside another: no one span is named, and the
# value is the asked one's
BOTH = [
    "\\boxed{{{v}}} {n} per {s} ({w} {n} per {o})",
    "So she gets {v} {n} per {s}, which is {w} {n} per {o}.\n\n"
    "\\boxed{{{v}}}",
]


def article(s):
    return "an" if s[0] in "aeiouh" and s != "year" else "a"


def span(add):
    for prob, val, noun, asked, others in RATES:
        work = "We divide the total evenly.\n\n"
        for form in SPAN_FORMS:
            r = work + form.format(v=val, n=noun, s=asked).replace(
                " a hour", " an hour")
            add("span-right", val, prob, r)
            add("span-wrong", verify_run.other(val), prob, r)
            for o in others:
                t = work + form.format(v=val, n=noun, s=o)
                add("span-twin", val, prob,
                    t.replace(" a hour", " an hour").replace(
                        " a minute", " a minute"))
        for form in BOTH:
            r = work + form.format(v=val, n=noun, s=asked,
                                   w=str(int(val) * 7), o=others[0])
            add("span-right", val, prob, r)


ZH = [
    ("莉娜一周读完一本140页的书，每天读的页数相同。她每天读多少页？", "20",
     "页", "每天", ["每周", "每小时"]),
    ("卡尔8小时挣120美元。他每小时挣多少美元？", "15", "美元", "每小时",
     ["每天", "每周"]),
]
ZH_FORMS = ["所以答案是 $\\boxed{{{v}}}$ {n}{s}。",
            "因此，她{s}读 $\\boxed{{{v}}}$ {n}。"]


def zh(add):
    for prob, val, noun, asked, others in ZH:
        for form in ZH_FORMS:
            r = "计算如下。\n\n" + form.format(v=val, n=noun, s=asked)
            add("zh-right", val, prob, r)
            add("zh-wrong", verify_run.other(val), prob, r)
            for o in others:
                add("zh-twin", val, prob,
                    "计算如下。\n\n" + form.format(v=val, n=noun, s=o))


TEMPS = [
    ("In the morning the temperature was 18 degrees Celsius. By noon it "
     "had risen by 7 degrees Celsius. What was the temperature at noon, "
     "in degrees Celsius?", "25", "Celsius", "77", "Fahrenheit"),
    ("An oven is preheated to 350 degrees Fahrenheit. The recipe says to "
     "raise it by 25 degrees Fahrenheit. What is the new temperature in "
     "degrees Fahrenheit?", "375", "Fahrenheit", None, "Celsius"),
]
TEMP_FORMS = ["\\boxed{{{v} degrees {s}}}", "\\boxed{{{v} {s} degrees}}",
              "\\boxed{{{v} degrees {l}}}", "\\boxed{{{v} deg {s}}}"]


def temp(add):
    """A scale's word with a degree word, in plain words inside the
    box: one temperature, compared on its scale (77 degrees Fahrenheit
    is 25 degrees Celsius)."""
    for prob, val, scale, conv, other in TEMPS:
        work = "We add the rise.\n\n"
        for form in TEMP_FORMS:
            r = work + form.format(v=val, s=scale, l=scale.lower())
            add("temp-right", val, prob, r)
            add("temp-wrong", verify_run.other(val), prob, r)
            add("temp-twin", val, prob,
                work + form.format(v=val, s=other, l=other.lower()))
            if conv is not None:
                add("temp-right", val, prob,
                    work + form.format(v=conv, s=other, l=other.lower()))


def main():
    verify_run.usage("hostile_rate163")
    return verify_run.run_kinds(
        "hostile_rate163", verify_run.kind_rows([span, zh, temp]), width=6)


if __name__ == "__main__":
    sys.exit(main())
