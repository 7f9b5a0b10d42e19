#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_closing164.py: a unit or a currency's sign written beside the
answer's number in the response's last sentence, where the reader that
found the number dropped it: "The answer is 208 (in square meters).",
"**(C) \u20ac48**", "**25** degrees Fahrenheit", "a 650-gram total",
"\\boxed{3} \u2014 that is, 3 minutes.", "36 cups per cake" where the
cakes' total is asked, "35 bushels+", and the units papo did not size
before (tablespoons, teaspoons, milliseconds): the quantity written is
compared, another one is another answer (issue 26, session 70: the units
pass of session 69 left them rewarded).

On 18a5e4bb each of these rewarded the number alone.  The keep kind
holds right answers whose last sentence writes the number again with
another unit or in another role ("5 hours after 5 days", "\\sqrt{5}
meters", "6 pairs of shoes", "-3 degrees Celsius", a count over the
asked span): never refused for it.

usage: hostile_closing164.py PAPO_VERIFY [--list]

Kinds: paren, sign, bold, hyphen, aside, measure, words, tongue, times,
keep (families KIND-right, rewarded; KIND-wrong, the same against another
value; KIND-twin, never rewarded).
"""
import sys

import verify_run

ZINC = ("Maria takes one zinc tablet every day. Each tablet contains 65 "
        "milligrams of zinc, and she takes them for 10 days. How many "
        "milligrams of zinc does she take in total?")
HOURS = ("A train travels 180 miles at a constant speed of 60 miles per "
         "hour. How many hours does the trip take?")
FEET = ("A rectangular room is 16 feet long and 13 feet wide. How many "
        "square feet of carpet are needed to cover the floor?")
TEMP = ("In the morning the temperature was 18 degrees Celsius. By noon it "
        "had risen by 7 degrees Celsius. What was the temperature at noon, "
        "in degrees Celsius?")
BOOKS = ("Jen buys 6 books that cost $8 each. How many dollars does she "
         "spend?")

# (problem, value, work, right units, wrong units)
ROWS = [
    (ZINC, "650", "10 \u00d7 65 = 650.", ["milligrams", "mg"],
     ["grams", "kilograms", "g"]),
    (HOURS, "3", "180 / 60 = 3.", ["hours", "h"],
     ["minutes", "days", "seconds"]),
    (FEET, "208", "16 \u00d7 13 = 208.", ["square feet", "sq ft"],
     ["square meters", "square yards", "feet"]),
    (TEMP, "25", "18 + 7 = 25.", ["degrees Celsius", "\u00b0C"],
     ["degrees Fahrenheit", "\u00b0F", "kelvin"]),
]


def rows_of(add, kind, forms, rows=ROWS):
    for prob, val, work, rights, wrongs in rows:
        for form in forms:
            for u in rights:
                r = work + "\n\n" + form.format(v=val, u=u)
                add(kind + "-right", val, prob, r)
                add(kind + "-wrong", verify_run.other(val), prob, r)
            for u in wrongs:
                add(kind + "-twin", val, prob,
                    work + "\n\n" + form.format(v=val, u=u))


def paren(add):
    """A unit in parentheses after an answer phrase's value."""
    rows_of(add, "paren", ["The answer is {v} (in {u}).",
                           "Final answer: {v} ({u})"])


def bold(add):
    """A bold number, its unit after the bold, or an option's letter
    and the value in bold."""
    rows_of(add, "bold", ["**{v}** {u}", "**(C) {v} {u}**",
                          "Answer: **{v}** {u}"])


def aside(add):
    """A box, then the value again with its unit."""
    rows_of(add, "aside", ["\\boxed{{{v}}} \u2014 that is, {v} {u}.",
                           "So the result is $\\boxed{{{v}}}$, i.e. {v} {u}."])


def hyphen(add):
    """The value and its unit joined into an adjective."""
    rows = [(ZINC, "650", "10 \u00d7 65 = 650.", ["milligram"],
             ["gram", "kilogram"]),
            (HOURS, "3", "180 / 60 = 3.", ["hour"], ["minute", "day"])]
    rows_of(add, "hyphen", ["The answer is a {v}-{u} total."], rows)


def sign(add):
    """A currency's sign before the value where dollars are asked."""
    for form in ["**(C) {s}{v}**", "The answer is **{s}{v}**.",
                 "Final answer: (B) {s}{v}"]:
        r = "6 \u00d7 8 = 48.\n\n" + form.format(s="$", v="48")
        add("sign-right", "48", BOOKS, r)
        add("sign-wrong", "49", BOOKS, r)
        for s in ["\u20ac", "\u00a3", "\u00a5", "\u20b9"]:
            add("sign-twin", "48", BOOKS,
                "6 \u00d7 8 = 48.\n\n" + form.format(s=s, v="48"))
    # the same amount in cents is the same quantity
    add("sign-right", "48", BOOKS, "6 \u00d7 8 = 48.\n\n**(C) 4800 \u00a2**")


def measure(add):
    """Spoons and milliseconds, sized: another unit is another
    quantity, the same quantity in them is the answer."""
    cups = ("A cookie recipe needs 2 cups of flour per batch. Lily makes "
            "3 batches. How many cups of flour does she need?")
    secs = ("A 30-second video clip is played 3 times in a row. How many "
            "seconds does it play in total?")
    forms = ["### Final Answer\n\n**{v} {u}**",
             "### Final Answer\n\\[\n\\boxed{{{v}}} \\text{{ {u}}}\n\\]",
             "| Step | Value |\n|---|---|\n| Result | {v} {u} |"]
    for form in forms:
        for prob, work, val, right, wrongs, conv in [
                (cups, "2 \u00d7 3 = 6.", "6", "cups",
                 ["tablespoons", "teaspoons", "tbsp"], ("96", "tablespoons")),
                (secs, "30 \u00d7 3 = 90.", "90", "seconds",
                 ["milliseconds", "ms"], ("90000", "milliseconds"))]:
            r = work + "\n\n" + form.format(v=val, u=right)
            add("measure-right", val, prob, r)
            add("measure-wrong", verify_run.other(val), prob, r)
            add("measure-right", val, prob,
                work + "\n\n" + form.format(v=conv[0], u=conv[1]))
            for u in wrongs:
                add("measure-twin", val, prob,
                    work + "\n\n" + form.format(v=val, u=u))


def words(add):
    """Words after the number that make it another quantity: a plus (at
    least), a rate over a thing the question asks the total of, a
    measure's word cut off at the end."""
    flour = ("A bakery uses 4 cups of flour for each cake. How many cups of "
             "flour are needed for 9 cakes?")
    per_cake = ("A bakery needs 36 cups of flour for 9 cakes. How many cups "
                "of flour does it use for each cake?")
    tickets = ("Four concert tickets cost $48. How much does one ticket "
               "cost, in dollars?")
    work = "4 \u00d7 9 = 36.\n\n"
    for form in ["Final answer: **{t}**", "### Answer\n\n{t}",
                 "The answer is {t}."]:
        add("words-right", "36", flour, work + form.format(t="36 cups"))
        add("words-wrong", "37", flour, work + form.format(t="36 cups"))
        for t in ["36 cups per cake", "36 cups per batch", "36 cups+"]:
            add("words-twin", "36", flour, work + form.format(t=t))
        add("words-right", "4", per_cake,
            "36 / 9 = 4.\n\n" + form.format(t="4 cups per cake"))
        add("words-right", "12", tickets,
            "48 / 4 = 12.\n\n" + form.format(t="12 dollars per ticket"))
    for t in ["36 cu", "36 sq", "36 cubic"]:
        add("words-twin", "36", flour, work + "Answer: " + t)


def tongue(add):
    """Temperatures and weeks in other languages' words: sized and
    compared (25 degr\u00e9s Fahrenheit is not the 25 degrees Celsius
    asked; 14 \u5468 are 98 days; \u5468\u5c81 are years of age)."""
    for right, twin, conv in [
            ("La r\u00e9ponse est {v} degr\u00e9s {s}.", None, None),
            ("Die Antwort ist {v} Grad {s}.", None, None),
            ("La respuesta es {v} grados {s}.", None, None),
            ("La risposta \u00e8 {v} gradi {s}.", None, None),
            ("A resposta \u00e9 {v} graus {s}.", None, None)]:
        add("tongue-right", "25", TEMP, "18 + 7 = 25.\n\n" +
            right.format(v="25", s="Celsius"))
        add("tongue-wrong", "26", TEMP, "18 + 7 = 25.\n\n" +
            right.format(v="25", s="Celsius"))
        add("tongue-twin", "25", TEMP, "18 + 7 = 25.\n\n" +
            right.format(v="25", s="Fahrenheit"))
        add("tongue-right", "25", TEMP, "18 + 7 = 25 \u00b0C = 77 \u00b0F."
            "\n\n" + right.format(v="77", s="Fahrenheit"))
    add("tongue-twin", "25", TEMP, "18 + 7 = 25.\n\n\u041e\u0442\u0432"
        "\u0435\u0442: 25 \u0433\u0440\u0430\u0434\u0443\u0441\u043e"
        "\u0432 \u043f\u043e \u0424\u0430\u0440\u0435\u043d\u0433"
        "\u0435\u0439\u0442\u0443.")
    plant = ("\u4e00\u682a\u690d\u7269\u6bcf\u5929\u957f3\u5398\u7c73"
             "\u3002\u957f42\u5398\u7c73\u9700\u8981\u591a\u5c11\u5929"
             "\uff1f")
    for unit, val, fam in [("\u5929", "14", "right"),
                           ("\u5468", "2", "right"),
                           ("\u5468", "14", "twin"),
                           ("\u9031", "14", "twin"),
                           ("\u661f\u671f", "14", "twin")]:
        add("tongue-" + fam, "14", plant, "42 / 3 = 14\u3002\n\n\u6240"
            "\u4ee5\u7b54\u6848\u662f $\\boxed{%s}$ %s\u3002" % (val, unit))
    age = "\u5c0f\u660e\u4eca\u5e74\u591a\u5c11\u5c81\uff1f"
    add("tongue-right", "14", age, "\u6240\u4ee5\u5c0f\u660e\u4eca\u5e74 "
        "$\\boxed{14}$ \u5468\u5c81\u3002")


def times(add):
    """A word of "times" after the number (\u500d, \ubc30,
    \u0e40\u0e17\u0e48\u0e32): a multiple, no count, unless the problem
    asks one."""
    apples = [
        ("\u30c8\u30e0\u306f\u308a\u3093\u3054\u30925\u500b\u6301\u3063"
         "\u3066\u3044\u3066\u3001\u3055\u3089\u306b7\u500b\u8cb7\u3044"
         "\u307e\u3057\u305f\u3002\u30c8\u30e0\u306f\u4eca\u308a\u3093"
         "\u3054\u3092\u4f55\u500b\u6301\u3063\u3066\u3044\u307e\u3059"
         "\u304b\uff1f",
         "\u7b54\u3048\u306f12\u500b\u3067\u3059\u3002",
         "\u7b54\u3048\u306f12\u500d\u3067\u3059\u3002"),
        ("\u5c0f\u660e\u67095\u4e2a\u82f9\u679c\uff0c\u53c8\u4e70\u4e86"
         "7\u4e2a\u3002\u5c0f\u660e\u4e00\u5171\u6709\u591a\u5c11\u4e2a"
         "\u82f9\u679c\uff1f",
         "\u7b54\u6848\u662f12\u4e2a\u3002",
         "\u7b54\u6848\u662f12\u500d\u3002"),
        ("\ud1b0\uc740 \uc0ac\uacfc 5\uac1c\ub97c \uac00\uc9c0\uace0 "
         "\uc788\uace0 7\uac1c\ub97c \ub354 \uc0c0\uc2b5\ub2c8\ub2e4. "
         "\uc0ac\uacfc\ub294 \ubaa8\ub450 \uba87 \uac1c\uc785\ub2c8"
         "\uae4c?",
         "\uc815\ub2f5\uc740 12\uac1c\uc785\ub2c8\ub2e4.",
         "\uc815\ub2f5\uc740 12\ubc30\uc785\ub2c8\ub2e4."),
    ]
    for prob, right, twin in apples:
        add("times-right", "12", prob, "5 + 7 = 12\n\n" + right)
        add("times-wrong", "13", prob, "5 + 7 = 12\n\n" + right)
        add("times-twin", "12", prob, "5 + 7 = 12\n\n" + twin)
    # a multiple asked: 何倍 ("how many times")
    asked = ("\u5927\u304d\u3044\u7bb1\u306b\u306f12\u500b\u3001\u5c0f"
             "\u3055\u3044\u7bb1\u306b\u306f4\u500b\u5165\u308a\u307e"
             "\u3059\u3002\u5927\u304d\u3044\u7bb1\u306f\u5c0f\u3055\u3044"
             "\u7bb1\u306e\u4f55\u500d\u3067\u3059\u304b\uff1f")
    add("times-right", "3", asked, "12 \u00f7 4 = 3\n\n\u7b54\u3048\u306f"
        "3\u500d\u3067\u3059\u3002")


def keep(add):
    """Right answers whose last sentence writes the number again, in
    another role or as a count the question asks over a span."""
    bobby = ("Bobby takes a 30 min lunch and two 15 minute breaks per day. "
             "After 5 days, how many hours do his lunches and breaks add "
             "up to?")
    hike = ("Soledad will hike 9,300 miles in June, walking twice a day and "
            "covering 125 miles each time. How many more miles per day "
            "must she hike?")
    cold = ("The temperature was 2 degrees Celsius. It dropped 8 degrees "
            "Celsius overnight and then rose 3 degrees Celsius. What was "
            "the temperature, in degrees Celsius, in the morning?")
    tank = ("A tank is filled at 20 pi cubic meters per hour and its level "
            "rises 4 meters per hour. What is its radius, in meters?")
    ways = ("In how many ways can 5 students be selected from a group of 6 "
            "students?")
    angle = ("The sun starts at 32 degrees and moves 5 degrees an hour for "
             "10 hours. How many degrees will there be from the ground to "
             "the sun?")
    shoes = ("Jessica saves $500 a month for shoes that cost $1,000 a pair. "
             "How many pairs of shoes can she buy in a year?")
    for prob, ans, r in [
            (bobby, "5", "300 minutes is 5 hours.\n\nBobby's lunches and "
             "breaks add up to 5 hours after 5 days."),
            (hike, "60", "9300 / 30 = 310 and 310 - 250 = 60.\n\n#### 60"
             "\n\nShe must hike 60 more miles (60 miles)."),
            (cold, "-3", "2 - 8 + 3 = -3.\n\nThe temperature in the morning "
             "was -3 degrees Celsius."),
            (tank, "\\sqrt{5}", "4r^2 = 20, so r^2 = 5.\n\nSo, the radius "
             "of the tank is $\\boxed{\\sqrt{5}}$ meters."),
            (ways, "6", "C(6,5) = 6.\nThere are $\\boxed{6}$ ways to select "
             "5 students from a group of 6 students."),
            (angle, "82", "32 + 50 = 82.\n\nThe sun is at an angle of 82 "
             "degrees. \\boxed{82}"),
            (shoes, "6", "6000 / 1000 = 6.\n\n<answer>6 pairs of "
             "shoes</answer>"),
            (BOOKS, "4500", "2700 + 1800 = 4500.\n\nThe answer is $4.5K."),
    ]:
        add("keep-right", ans, prob, r)


def main():
    verify_run.usage("hostile_closing164")
    return verify_run.run_kinds(
        "hostile_closing164", verify_run.kind_rows(
            [paren, bold, aside, hyphen, sign, measure, words, tongue, times,
             keep]), width=8)


if __name__ == "__main__":
    sys.exit(main())
