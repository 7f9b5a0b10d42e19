#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_phrase72.py: a last statement that opens on the question's
own phrase and its number before the value ("So in 5 days the store
sells 60 books.") in nine languages (issue 26, session 55).

Lost on session 54's binary, every language: the statement's first
number was read as its value ("no answer found", or "3 hours" against
180 for "In 3 hours the car travels 180 miles.").  answer_prose.c
problem_opening now takes the longest run of the problem's own words
that opens the statement (after a connective: "So", "Vậy", "Yani",
"所以") and holds a number, and reads the statement after it;
answer_find.c reads the words between that number and the value in
every script (a Hindi "लगभग", approximately, there was rewarded by the
first draft: only ASCII words were read between two numbers).

usage: hostile_phrase72.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): en, de, es, fr, ru, zh, ja,
vi, tr, hi, sw.
"""
import sys

import verify_run

# (kind, problem with {a} the daily count, rights, twins); the value is
# 5 * a: v and a_of below
ROWS = [
    ("en", "A store sells {a} books every day. How many books does the "
     "store sell in 5 days?",
     ["So in 5 days the store sells {v} books.",
      "In 5 days the store sells {v} books.",
      "Therefore, in 5 days, the store sells {v} books.",
      "In 5 days, the store sells {v} books."],
     ["So in 5 days the store probably sells {v} books.",
      "So in 5 days the store sells about {v} books.",
      "So in 5 days the store does not sell {v} books.",
      "So in 6 days the store sells {v} books.",
      "So in 5 days the store sells {v} books per day.",
      "In 5 days the store sells {v} books, or maybe {u}.",
      "Tom says in 5 days the store sells {v} books.",
      "In 5 days, 3 stores sell {v} books."]),
    ("de", "Eine Buchhandlung verkauft jeden Tag {a} Bücher. Wie viele "
     "Bücher verkauft die Buchhandlung in 5 Tagen?",
     ["Also verkauft die Buchhandlung in 5 Tagen {v} Bücher.",
      "In 5 Tagen verkauft die Buchhandlung {v} Bücher."],
     ["Also verkauft die Buchhandlung in 6 Tagen {v} Bücher.",
      "Also verkauft die Buchhandlung in 5 Tagen etwa {v} Bücher.",
      "Also verkauft die Buchhandlung in 5 Tagen nicht {v} Bücher."]),
    ("es", "Una tienda vende {a} libros cada día. ¿Cuántos libros vende "
     "la tienda en 5 días?",
     ["Por lo tanto, en 5 días la tienda vende {v} libros.",
      "En 5 días la tienda vende {v} libros."],
     ["En 6 días la tienda vende {v} libros.",
      "En 5 días la tienda vende unos {v} libros."]),
    ("ru", "Магазин продаёт {a} книг каждый день. Сколько книг продаст "
     "магазин за 5 дней?",
     ["Итак, за 5 дней магазин продаст {v} книг."],
     ["За 5 дней магазин продаст около {v} книг.",
      "За 6 дней магазин продаст {v} книг."]),
    ("zh", "商店每天卖{a}本书。商店5天卖多少本书？",
     ["所以商店5天卖{v}本书。", "商店5天卖{v}本书。"],
     ["所以商店6天卖{v}本书。", "所以商店5天大约卖{v}本书。",
      "所以商店5天不卖{v}本书。"]),
    ("ja", "店は毎日{a}冊の本を売ります。店は5日間で何冊の本を売りますか？",
     ["したがって、店は5日間で{v}冊の本を売ります。",
      "店は5日間で{v}冊の本を売ります。"],
     ["店は5日間で約{v}冊の本を売ります。",
      "店は6日間で{v}冊の本を売ります。"]),
    ("vi", "Cửa hàng bán {a} quyển sách mỗi ngày. Hỏi trong 5 ngày cửa "
     "hàng bán được bao nhiêu quyển sách?",
     ["Vậy trong 5 ngày cửa hàng bán được {v} quyển sách."],
     ["Vậy trong 5 ngày cửa hàng bán được khoảng {v} quyển sách.",
      "Vậy trong 6 ngày cửa hàng bán được {v} quyển sách.",
      "Vậy trong 5 ngày cửa hàng không bán được {v} quyển sách."]),
    ("tr", "Bir mağaza her gün {a} kitap satıyor. Mağaza 5 günde kaç "
     "kitap satar?",
     ["Mağaza 5 günde {v} kitap satar.",
      "Yani mağaza 5 günde {v} kitap satıyor."],
     ["Mağaza 5 günde {v} kitap satmaz.",
      "Mağaza 6 günde {v} kitap satar.",
      "Mağaza 5 günde yaklaşık {v} kitap satar."]),
    ("hi", "दुकान हर दिन {a} किताबें बेचती है। दुकान 5 दिनों में कितनी "
     "किताबें बेचती है?",
     ["इसलिए, दुकान 5 दिनों में {v} किताबें बेचती है।",
      "दुकान 5 दिनों में {v} किताबें बेचती है।"],
     ["दुकान 5 दिनों में लगभग {v} किताबें बेचती है।",
      "दुकान 6 दिनों में {v} किताबें बेचती है।",
      "दुकान 5 दिनों में शायद {v} किताबें बेचती है।"]),
    ("sw", "Duka linauza vitabu {a} kila siku. Duka linauza vitabu "
     "vingapi katika siku 5?",
     ["Kwa hiyo, katika siku 5 duka linauza vitabu {v}.",
      "Katika siku 5 duka linauza vitabu {v}."],
     ["Katika siku 6 duka linauza vitabu {v}.",
      "Katika siku 5 duka linauza takriban vitabu {v}."]),
]

CAR = ("A car travels {a} miles per hour. How far does the car travel in "
       "3 hours?")


def kinds(add):
    for kind, problem, rights, twins in ROWS:
        verify_run.kind_forms(add, kind, (60, 85), problem, rights, twins,
                              a_of=lambda v: v // 5)
    verify_run.kind_forms(
        add, "en", (180, 150), CAR,
        ["In 3 hours the car travels {v} miles.",
         "So in 3 hours, the car travels {v} miles.",
         "In 3 hours, the car travels {v} miles."],
        ["In 3 hours the car travels nearly {v} miles.",
         "In 4 hours the car travels {v} miles.",
         "In 3 hours the car travels {v} miles per hour."],
        a_of=lambda v: v // 3)


def main():
    verify_run.usage("hostile_phrase72")
    return verify_run.run_kinds(
        "hostile_phrase72", verify_run.kind_rows([kinds]), width=8)


if __name__ == "__main__":
    sys.exit(main())
