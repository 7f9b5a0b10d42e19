#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_subunits.py: a currency's subunits are units of their
currency (issue 26): a problem that asks an amount in a subunit ("How
many paise?", "Combien de centimes ?", "Сколько копеек?", "¿Cuántos
centavos?", "Wie viele Cent?", "Ile groszy?", "多少分钱？", "多少角钱？",
"何銭？") answered

 - wrongcur: in another currency ("42 dollars" where paise are asked,
   the reference 4200 or 42): never rewarded;
 - wrongamt: in the subunit, another amount ("42 paise" against 4200),
   or in the main unit, the subunit's amount ("42 rupees" against 42):
   never rewarded;
 - right: in the main unit converted ("42 rupees", "₹42" against 4200;
   "$0.42" against 42 cents), in the subunit asked, or bare: rewarded;
 - near: what only looks like a subunit ("42 per cent" where a percent
   is asked, "42分" where minutes are asked, "三分之二"): rewarded.

usage: hostile_subunits.py PAPO_VERIFY [--list]

Measured on main (cdab7c3f): 57 of 339 variants rewarded (fr 15, ru
12, pl 12, ja 9, zh 9: a subunit no unit), 54 of 141 controls lost (the
main unit converted, a subunit of another spelling).  Now: none
rewarded, every control.
"""
import sys

import verify_run

VALUES = ["42", "17", "305"]

# (language, problem, the subunit's form, the main unit's forms, the
# other currencies' forms, subunits a main unit holds, statement)
ROWS = [
    ("en", "How many paise does it cost?", ["{v} paise"],
     ["{v} rupees", "₹{v}", "Rs. {v}"], ["{v} dollars", "{v} euros"], 100,
     "The answer is {x}."),
    ("en", "How many cents does it cost?", ["{v} cents", "{v}¢"],
     ["{v} dollars", "${v}"], ["{v} rupees", "₹{v}", "{v} yen"], 100,
     "The answer is {x}."),
    ("en", "How many pence does it cost?", ["{v} pence"],
     ["£{v}", "{v} pounds sterling"], ["{v} euros", "{v} dollars"], 100,
     "The answer is {x}."),
    ("en", "How many kopecks does it cost?", ["{v} kopecks"],
     ["{v} rubles", "{v} ₽"], ["{v} dollars", "{v} euros"], 100,
     "The answer is {x}."),
    ("fr", "Combien de centimes coûte-t-il ?", ["{v} centimes"],
     ["{v} euros", "{v} €"], ["{v} dollars", "{v} roupies", "{v} $"], 100,
     "La réponse est {x}."),
    ("es", "¿Cuántos centavos cuesta?", ["{v} centavos"],
     ["{v} pesos"], ["{v} euros", "{v} dólares", "{v} rublos"], 100,
     "La respuesta es {x}."),
    ("es", "¿Cuántos céntimos cuesta?", ["{v} céntimos"],
     ["{v} euros", "{v} €"], ["{v} dólares", "{v} rublos"], 100,
     "La respuesta es {x}."),
    ("ru", "Сколько копеек стоит?", ["{v} копеек", "{v} коп"],
     ["{v} рублей", "{v} ₽"], ["{v} долларов", "{v} евро"], 100,
     "Ответ: {x}."),
    ("de", "Wie viele Cent kostet es?", ["{v} Cent"],
     ["{v} Euro", "{v} €"], ["{v} Rubel", "{v} Franken"], 100,
     "Die Antwort ist {x}."),
    ("pl", "Ile groszy kosztuje?", ["{v} groszy"],
     ["{v} złotych", "{v} zł"], ["{v} euro", "{v} dolarów"], 100,
     "\\boxed{{{x}}}"),
    ("zh", "多少分钱？", ["{v}分", "{v}分钱"], ["{v}元"],
     ["{v}美元", "{v}欧元"], 100, "答案是{x}。"),
    ("zh", "多少角钱？", ["{v}角钱"], ["{v}元"], ["{v}美元", "{v}日元"], 10,
     "答案是{x}。"),
    ("ja", "何銭ですか？", ["{v}銭"], ["{v}円"], ["{v}ドル", "{v}ユーロ"], 100,
     "答えは{x}です。"),
]

# what only looks like a subunit: (problem, reference, response)
NEAR = [
    ("What percent of the class passed?", "{v}",
     "The answer is {v} per cent."),
    ("What percent of the class passed?", "{v}",
     "The answer is {v} percent."),
    ("多少分钟？", "{v}", "答案是{v}分。"),
    ("这个角是多少度？", "{v}", "答案是{v}度。"),
    ("How many points did she score?", "{v}", "The answer is {v}."),
    ("多少分钱？", "{v}", "答案是{v}分钱。"),
    ("How many cents does it cost?", "{v}", "\\boxed{{{v}}}"),
]


def fill(stmt, form, v):
    return stmt.format(x=form.format(v=v))


def sub_rows(c, k, v):
    o = verify_run.other(v)
    for lang, p, sub, main, others, f, stmt in ROWS:
        big = str(int(v) * f)
        for m in main:
            k.add("right-" + lang, (big, p), fill(stmt, m, v))
            c.add("wrongamt-" + lang, (v, p), fill(stmt, m, v))
        for s in sub:
            k.add("right-" + lang, (v, p), fill(stmt, s, v))
            c.add("wrongamt-" + lang, (big, p), fill(stmt, s, v))
            c.add("wrongamt-" + lang, (v, p), fill(stmt, s, o))
        for x in others:
            c.add("wrongcur-" + lang, (big, p), fill(stmt, x, v))
            c.add("wrongcur-" + lang, (v, p), fill(stmt, x, v))
    for p, ref, r in NEAR:
        k.add("near", (ref.format(v=v), p), r.format(v=v))
    k.add("near", ("\\frac{2}{3}", "多少分之几？"), "所以概率是三分之二。")


def rows():
    c, k = verify_run.Cases(), verify_run.Cases()
    for v in VALUES:
        sub_rows(c, k, v)
    return c.out, k.out


KNOWN = []


def main():
    verify_run.usage("hostile_subunits")
    out, ctl = rows()
    return verify_run.run("hostile_subunits", verify_run.records(out, ctl),
                          known=verify_run.known_by(KNOWN))


if __name__ == "__main__":
    sys.exit(main())
