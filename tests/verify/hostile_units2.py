#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_units2.py: words and symbols outside the math after a value
(issue 26: "units and scale words outside the math are read"): a scale
word is its factor, a unit letter is its unit, a temperature is its
scale.

usage: hostile_units2.py PAPO_VERIFY [--list]

Main rewarded "उत्तर 42 लाख है।" against the reference 42: the Hindi
scale word was dropped.  For each scale word of each language
papo-verify(1) lists (lakh and crore in English, Hindi, Bengali and
Telugu; Thai พัน, หมื่น, แสน, ล้าน; Swahili elfu and milioni; 万, 億,
亿, 萬 in Chinese and Japanese, 만 and 억 in Korean; mille, mila,
milioni, millions, milhões, Millionen, тысяч, миллионов; Ukrainian,
Polish, Arabic, Indonesian, Vietnamese and Turkish ones; "Mio.",
"Mrd.", "млн"; "k", "M", "bn") and each place a value is read (an answer phrase of the
language, a box then the word, the word inside the box, a JSON string,
a bold number):

 - scale-dropped: the reference is the count alone (42): rewarding
   "42 lakh" is the worst error; exits 1 when any is rewarded;
 - scale-read: the reference is the product (4200000): the answer is
   right, a refusal is lost signal (counted, the test bounds it);
 - scale-variable: "42k" where the problem names k (or M) alone, a
   variable or a point: a product, never 42000;
 - unit-other, unit-same: a unit symbol on the response's side
   ("\\boxed{5 m}", "Answer: 42 h", "The mass is 5000 g."), against a
   reference in another dimension or of another size (never rewarded)
   and the same quantity (lost when refused);
 - temp-other, temp-same: temperatures (300 K is not 300 °C, and
   27 °C is not 300 K either: 26.85 °C is), in the listed languages'
   words for degrees Celsius, and a bare reference where the problem
   asks a scale ("in degrees Celsius?": 27 K is not 27);
 - control-*: the same responses with no scale word or unit against
   the bare count: rewarded before and after.

Prints a count per family and the summary line the t-*.sh test reads:
"hostile_units2: N variants (M controls), K wrong, L lost".
Exits 1 when a variant of a "-dropped"/"-other" family is rewarded or a
control is not.  --list writes the variants (JSONL).
"""
import sys

import verify_run

# (language, scale word, its power of ten)
SCALES = [
    ("en", "hundred", 2), ("en", "thousand", 3), ("en", "million", 6),
    ("en", "billion", 9),
    ("en", "lakh", 5), ("en", "crore", 7),
    ("hi", "हज़ार", 3), ("hi", "हजार", 3), ("hi", "लाख", 5),
    ("hi", "करोड़", 7),
    ("bn", "হাজার", 3), ("bn", "লক্ষ", 5), ("bn", "লাখ", 5),
    ("bn", "কোটি", 7),
    ("te", "వేల", 3), ("te", "లక్ష", 5), ("te", "కోటి", 7),
    ("th", "พัน", 3), ("th", "หมื่น", 4), ("th", "แสน", 5),
    ("th", "ล้าน", 6),
    ("sw", "elfu", 3), ("sw", "milioni", 6),
    ("zh", "万", 4), ("zh", "亿", 8), ("zh", "萬", 4), ("zh", "億", 8),
    ("ja", "万", 4), ("ja", "億", 8),
    ("ko", "만", 4), ("ko", "억", 8),
    ("fr", "mille", 3), ("fr", "millions", 6),
    ("it", "mila", 3), ("it", "milioni", 6),
    ("pt", "mil", 3), ("pt", "milhões", 6),
    ("de", "Tausend", 3), ("de", "Millionen", 6),
    ("es", "mil", 3), ("es", "millones", 6),
    ("ru", "тысяч", 3), ("ru", "миллионов", 6),
    ("uk", "тисяч", 3), ("uk", "тисячі", 3), ("uk", "мільйонів", 6),
    ("uk", "мільйони", 6),
    ("pl", "tysięcy", 3), ("pl", "miliony", 6), ("pl", "milionów", 6),
    ("ar", "ألف", 3), ("ar", "مليون", 6), ("ar", "ملايين", 6),
    ("id", "ribu", 3), ("id", "juta", 6), ("id", "miliar", 9),
    ("vi", "nghìn", 3), ("vi", "triệu", 6), ("vi", "tỷ", 9),
    ("tr", "bin", 3), ("tr", "milyon", 6),
    ("de", "Mio.", 6), ("de", "Mrd.", 9), ("ru", "млн", 6),
    ("ru", "Тысячи", 3), ("ru", "Миллионов", 6), ("uk", "Мільйони", 6),
    ("fr", "Millions", 6), ("en", "Lakh", 5),
    ("en", "k", 3), ("en", "M", 6), ("en", "bn", 9),
]

# answer phrases, {v} the value, {w} the scale word ({s} a space in
# the languages that write one)
PHRASES = {
    "en": ["The answer is {v}{s}{w}.", "Answer: {v}{s}{w}"],
    "hi": ["उत्तर {v} {w} है।", "अतः उत्तर {v} {w} है।"],
    "bn": ["উত্তর হল {v} {w}।"],
    "te": ["సమాధానం {v} {w}."],
    "th": ["คำตอบคือ {v} {w}", "คำตอบคือ {v}{w}"],
    "sw": ["Jibu ni {v} {w}."],
    "zh": ["答案是{v}{w}。", "所以答案为{v}{w}。"],
    "ja": ["答えは{v}{w}です。"],
    "ko": ["답은 {v}{w}입니다."],
    "fr": ["La réponse est {v} {w}."],
    "it": ["La risposta è {v} {w}."],
    "pt": ["A resposta é {v} {w}."],
    "de": ["Die Antwort ist {v} {w}."],
    "es": ["La respuesta es {v} {w}."],
    "ru": ["Ответ: {v} {w}."],
    "uk": ["Відповідь: {v} {w}."],
    "pl": ["Odpowiedź to {v} {w}."],
    "ar": ["الإجابة هي {v} {w}."],
    "id": ["Jawabannya adalah {v} {w}."],
    "vi": ["Đáp án là {v} {w}."],
    "tr": ["Cevap {v} {w}."],
}

# places common to every language: a box then the word, the word in
# the box, a JSON string
COMMON = ["\\boxed{{{v}}} {w}", "\\boxed{{{v} \\text{{ {w}}}}}",
          '{{"answer": "{v} {w}"}}', "**{v} {w}**", "The total is **{v} {w}**."]

VALUES = [42, 7, 125]


def spaced(lang, w):
    """The space between a value and w: none for "k", "M", "bn" glued
    in English's first phrase, a space for the others."""
    return "" if lang == "en" and w in ("k", "M", "bn") else " "


# a problem that names no letter alone, and ones that name k or M as
# a variable or a point (then "42k" is 42 times k)
EARN = "A company sells lamps. How much does it earn?"
NAMED = {"k": "Let k be the number of lamps. Find the total.",
         "M": "Point M is the midpoint of AB. Find the total.",
         "bn": "Let b and n be the counts. Find the total."}


SHARED = ("mil", "mila", "bin")


def scale_rows():
    for lang, w, e in SCALES:
        forms = PHRASES[lang] + COMMON
        p = ""
        if lang == "en" and w in ("k", "M", "bn"):
            forms, p = PHRASES[lang], EARN
        for f in forms:
            for v in VALUES:
                r = f.format(v=v, w=w, s=spaced(lang, w))
                yield "scale-dropped", str(v), p, r
                # a word another language writes with another meaning
                # (mil, mila, bin) is read only in its language's line:
                # in a form of no language it is no value
                # (hostile_units37)
                if w in SHARED and f not in PHRASES[lang]:
                    continue
                yield "scale-read", str(v * 10 ** e), p, r
                if p:
                    yield "scale-variable", str(v * 10 ** e), NAMED[w], r
                bare = f.replace("{s}{w}", "").replace(" {w}", "")
                bare = bare.replace("{w}", "").replace("\\text{{}}", "")
                yield "control-scale", str(v), "", bare.format(v=v)


# unit symbols on the response's side: (response, right reference,
# wrong reference, problem)
HOURS = "A tap fills the tank. How many hours does it take?"
UNITS = [
    ("\\boxed{{{v} m}}", "{v} \\text{{ m}}", "{v} \\text{{ km}}", ""),
    ("\\boxed{{{v} h}}", "{v} \\text{{ h}}", "{v} \\text{{ min}}", ""),
    ("\\boxed{{{v}000 g}}", "{v} \\text{{ kg}}", "{v} \\text{{ g}}", ""),
    ("\\boxed{{{v} \\text{{ g}}}}", "{v} \\text{{ g}}", "{v} \\text{{ kg}}",
     ""),
    ("Answer: {v} h", "{v}", None, HOURS),
    ("Answer: {v} min", "{v}", None, HOURS),
    ("The mass is {v}000 g.", "{v} \\text{{ kg}}", "{v} \\text{{ g}}", ""),
    ("The distance is {v} km.", "{v}000 \\text{{ m}}", "{v} \\text{{ m}}",
     ""),
]


def unit_rows():
    for r, right, wrong, p in UNITS:
        for v in VALUES:
            resp = r.format(v=v)
            if "min" in r and p:    # minutes where hours are asked
                yield "unit-other", right.format(v=v), p, resp
                continue
            yield "unit-same", right.format(v=v), p, resp
            if wrong:
                yield "unit-other", wrong.format(v=v), p, resp


# temperatures: the response's words for degrees Celsius, per language
CELSIUS = [
    "The temperature is {v} °C.", "The temperature is {v}°C.",
    "The temperature is {v} degrees Celsius.",
    "\\boxed{{{v}^\\circ \\text{{C}}}}",
    "Die Temperatur beträgt {v} °C.", "Ответ: {v} градусов Цельсия.",
    "答案是{v}摄氏度。", "温度は{v}℃です。", "La température est de {v} °C.",
]


def temp_rows():
    for r in CELSIUS:
        for v in (300, 27, 100):
            resp = r.format(v=v)
            yield "temp-other", "%d \\text{ K}" % v, "", resp
            yield "temp-other", "%d \\text{ K}" % (v + 273), "", resp
            yield "temp-same", "%.2f \\text{ K}" % (v + 273.15), "", resp
    for v in (300, 350):
        resp = "The temperature is %d K." % v
        yield "temp-other", "%d^\\circ \\text{C}" % v, "", resp
        yield "temp-other", "%d^\\circ \\text{C}" % (v - 273), "", resp
        yield "temp-same", "%.2f^\\circ \\text{C}" % (v - 273.15), "", resp
    for v in (32, 212):
        resp = "The temperature is %d °F." % v
        yield "temp-other", "%d^\\circ \\text{C}" % v, "", resp
        yield ("temp-same", "%d^\\circ \\text{C}" % ((v - 32) * 5 // 9),
               "", resp)


# a bare reference where the problem asks a temperature scale: the
# response's other scale with the same number is another temperature
ASKED_TEMP = [
    ("What is its temperature in degrees Celsius?", 27,
     "The temperature is {v} K.", 300.15, "The temperature is {v} °C."),
    ("What is its temperature, in kelvin?", 300,
     "The temperature is {v} °C.", 26.85, "The temperature is {v} K."),
    ("What is the temperature in degrees Fahrenheit?", 212,
     "The temperature is {v} °C.", 100, "The temperature is {v} °F."),
]


def asked_temp_rows():
    for q, ref, other, conv, same in ASKED_TEMP:
        p = "A gas is heated. " + q
        yield "temp-other", str(ref), p, other.format(v=ref)
        yield "temp-same", str(ref), p, other.format(v=conv)
        yield "temp-same", str(ref), p, same.format(v=ref)


def rows():
    yield from scale_rows()
    yield from unit_rows()
    yield from temp_rows()
    yield from asked_temp_rows()


# the families whose variants are never to be rewarded; the others'
# (a right reading: -read, -same) are lost signal when refused
WRONG = ("dropped", "other", "variable")


def to_reward(v):
    """A control, or a right reading of the value."""
    return v["family"].split("-")[1] not in WRONG


def tally(f):
    """What a family's line counts: lost right answers, or wrong ones."""
    return "lost" if f.endswith("-read") or f.endswith("-same") else "wrong"


def main():
    verify_run.usage("hostile_units2")
    vs = [verify_run.record(f, (a, p) if p else a, r)
          for f, a, p, r in rows()]
    return verify_run.run("hostile_units2", vs, group=lambda v: v["family"],
                          right=to_reward, width=14,
                          lost=lambda v: not verify_run.is_control(v),
                          counted=verify_run.is_control,
                          miss="control not rewarded", tally=tally)


if __name__ == "__main__":
    sys.exit(main())
