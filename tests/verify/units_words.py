#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# units_words.py: cases for t-verify-units-words.sh (JSONL on standard
# output, verify_wanted's form): a value with a unit word in each
# language papo-verify reads, after that language's answer phrase, in a
# box and in JSON, against a reference in English units: the same unit
# (or a convertible one) is rewarded, another unit never; a word that is
# no unit papo knows is dropped against a bare reference and refused
# against one with a unit.
import json
import sys

# language: (answer phrase before the value, sentence end,
#            {english unit: the language's word})
LANGS = {
    "zh": ("答案是", "。", {"minutes": "分钟", "hours": "小时",
                          "km": "公里", "kg": "千克", "g": "克",
                          "m": "米", "cm": "厘米", "seconds": "秒"}),
    "zh-tw": ("答案是", "。", {"minutes": "分鐘", "hours": "小時",
                             "tonnes": "噸"}),
    "ja": ("答えは", "です。", {"minutes": "分", "hours": "時間",
                             "m": "メートル", "kg": "キログラム"}),
    "ko": ("답은 ", "입니다.", {"minutes": "분", "hours": "시간",
                             "m": "미터", "kg": "킬로그램"}),
    "ru": ("Ответ: ", ".", {"minutes": "минут", "hours": "часов",
                           "km": "км", "kg": "кг", "m": "метров",
                           "seconds": "секунд", "days": "дней"}),
    "de": ("Die Antwort ist ", ".", {"minutes": "Minuten",
                                    "hours": "Stunden", "km": "Kilometer",
                                    "kg": "Kilogramm", "days": "Tage"}),
    "fr": ("La réponse est ", ".", {"hours": "heures", "m": "mètres",
                                   "km": "kilomètres", "days": "jours",
                                   "g": "grammes"}),
    "es": ("La respuesta es ", ".", {"minutes": "minutos",
                                    "hours": "horas", "km": "kilómetros",
                                    "days": "días", "kg": "kilogramos"}),
    "it": ("La risposta è ", ".", {"minutes": "minuti", "hours": "ore",
                                  "km": "chilometri", "days": "giorni"}),
    "pt": ("A resposta é ", ".", {"minutes": "minutos", "hours": "horas",
                                 "km": "quilômetros", "days": "dias"}),
    "th": ("คำตอบคือ ", "", {"minutes": "นาที", "hours": "ชั่วโมง",
                           "km": "กิโลเมตร"}),
    "bn": ("উত্তর হল ", "।", {"minutes": "মিনিট", "hours": "ঘণ্টা",
                             "km": "কিলোমিটার"}),
}
# a reference in another unit of the same dimension, with its value for 5
SAME = {"minutes": ("300 \\text{ seconds}", "seconds"),
        "hours": ("300 \\text{ minutes}", "minutes"),
        "km": ("5000 \\text{ m}", "m"), "kg": ("5000 \\text{ g}", "g"),
        "m": ("500 \\text{ cm}", "cm"), "cm": ("50 \\text{ mm}", "mm"),
        "g": ("5000 \\text{ mg}", "mg"), "seconds": None,
        "days": ("120 \\text{ hours}", "hours"), "tonnes": None}
# a reference of another dimension or size, written with the value 5
OTHER = {"minutes": "hours", "hours": "minutes", "km": "kg", "kg": "km",
         "g": "kg", "m": "km", "cm": "m", "seconds": "minutes",
         "days": "hours", "tonnes": "kg"}


def case(name, answer, response, want, problem=None):
    c = {"case": name, "answer": answer, "response": response,
         "want_r": want}
    if problem is not None:
        c["problem"] = problem
    return json.dumps(c, ensure_ascii=False)


out = []
for lang, (phrase, end, words) in sorted(LANGS.items()):
    for unit, word in sorted(words.items()):
        sp = "" if lang in ("zh", "zh-tw", "ja", "ko") else " "
        said = phrase + "5" + sp + word + end
        out.append(case(lang + " " + unit + " same", "5 \\text{ " + unit +
                        "}", said, 1))
        if SAME.get(unit):
            out.append(case(lang + " " + unit + " converted", SAME[unit][0],
                            said, 1))
        out.append(case(lang + " " + unit + " other", "5 \\text{ " +
                        OTHER[unit] + "}", said, 0))
        out.append(case(lang + " " + unit + " bare", "5", said, 1))
        out.append(case(lang + " " + unit + " boxed other",
                        "5 \\text{ " + OTHER[unit] + "}",
                        "\\boxed{5}" + sp + word, 0))
        out.append(case(lang + " " + unit + " json other",
                        "5 \\text{ " + OTHER[unit] + "}",
                        '{"answer": "5 ' + word + '"}', 0))
# words that are no unit papo knows, after the value, ending the clause
# (English: units papo names but does not size; other scripts: any
# word in a sentence of a language that script writes; an English
# counted noun, "5 apples", is dropped on both sides)
CYRILLIC = ["саженей", "яблок"]
UNKNOWN = ["stone", "furlongs", "ms", "mmol", "kHz", "knots", "leagues",
           "саженей", "里", "斤", "яблок"]
for w in UNKNOWN:
    out.append(case("unknown " + w + " against kg", "5 \\text{ kg}",
                    "The answer is 5 " + w + ".", 0))
    out.append(case("unknown " + w + " boxed against km", "5 \\text{ km}",
                    "\\boxed{5 \\text{ " + w + "}}", 0))
    if w != "ms":   # read as m s, a product of units
        # a word of another script than Latin is no noun of an English
        # sentence (hostile_red16): recognised in its own language's
        out.append(case("unknown " + w + " against bare", "5",
                        "The answer is 5 " + w + ".",
                        0 if w in CYRILLIC else 1))
    if w in CYRILLIC:
        # in its own language a noun a row lists ("яблок") or the
        # problem's ("саженей": a noun's shape alone is no noun)
        out.append(case("unknown " + w + " in Russian against bare", "5",
                        "Ответ: 5 " + w + ".", 1,
                        "Сколько %s в колодце?" % w))
out.append(case("English counted noun against bare", "5",
                "The answer is 5 apples.", 1))
out.append(case("same unknown word both sides", "5 \\text{ apples}",
                "The answer is 5 apples.", 1))
out.append(case("plural and singular", "1 \\text{ apple}",
                "The answer is 1 apples.", 1))
out.append(case("other unknown words", "5 \\text{ bytes}",
                "\\boxed{5 \\text{ bits}}", 0))
# scale words: 5 of them is 5 times the power of ten, never 5
SCALES = [("zh", "答案是5{}。", "万", 4), ("zh", "答案是5{}。", "亿", 8),
          ("zh", "答案是5{}。", "千", 3), ("zh", "答案是5{}。", "百", 2),
          ("ja", "答えは5{}です。", "万", 4), ("ko", "답은 5{}입니다.", "만", 4),
          ("de", "Die Antwort ist 5 {}.", "Millionen", 6),
          ("fr", "La réponse est 5 {}.", "millions", 6),
          ("es", "La respuesta es 5 {}.", "mil", 3),
          ("es", "La respuesta es 5 {}.", "millones", 6),
          ("pt", "A resposta é 5 {}.", "milhões", 6),
          ("ru", "Ответ: 5 {}.", "тысяч", 3), ("ru", "Ответ: 5 {}.", "млн", 6),
          ("en", "The answer is 5 {}.", "lakh", 5),
          ("en", "The answer is 5 {}.", "crore", 7),
          ("bn", "উত্তর হল 5 {}।", "লক্ষ", 5),
          ("th", "คำตอบคือ 5 {}", "ล้าน", 6)]
for lang, tpl, word, exp in SCALES:
    said = tpl.format(word)
    out.append(case(lang + " scale " + word, "5" + "0" * exp, said, 1))
    out.append(case(lang + " scale " + word + " as 5", "5", said, 0))
out.append(case("zh scale and unit", "50000 \\text{ yuan}", "答案是5万元。",
                1))
out.append(case("per mille", "0.005", "The answer is 5‰.", 1))
out.append(case("per mille as 5", "5", "The answer is 5‰.", 0))
# counters of Chinese, Japanese and Korean that are units: compared as
# the English units are (a convertible one rewarded, another unit never);
# the imperial ones and weeks are rows of units_foreign.c too
DENSE_UNITS = [("答案是3000米。", "3 \\text{ km}", 1),
               ("答案是3千米。", "3000 \\text{ m}", 1),
               ("答案是3千米。", "3 \\text{ m}", 0),
               ("答案是120分钟。", "2 \\text{ hours}", 1),
               ("答案是2分钟。", "2 \\text{ hours}", 0),
               ("\\boxed{2分钟}", "2小时", 0),
               ("\\boxed{120分钟}", "2小时", 1),
               ("答案是3英尺。", "3 \\text{ ft}", 1),
               ("答案是3英寸。", "3 \\text{ ft}", 0),
               ("答案是3英里。", "3 \\text{ mi}", 1),
               ("答案是3英里。", "3 \\text{ km}", 0),
               ("答案是5磅。", "5 \\text{ lb}", 1),
               ("答案是5磅。", "5 \\text{ kg}", 0),
               ("答案是20平方米。", "20 \\text{ m^2}", 1),
               ("答案是20米。", "20 \\text{ m^2}", 0),
               ("答えは2週間です。", "2 \\text{ weeks}", 1),
               ("答えは2週間です。", "2 \\text{ days}", 0),
               ("答えは12インチです。", "12 \\text{ in}", 1),
               ("답은 3피트입니다.", "3 \\text{ ft}", 1),
               ("답은 3마일입니다.", "3 \\text{ ft}", 0)]
for resp, ref, want in DENSE_UNITS:
    out.append(case("dense unit " + resp + " against " + ref, ref, resp,
                    want))
sys.stdout.write("\n".join(out) + "\n")
