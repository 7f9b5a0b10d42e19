#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_after29.py: a word after the value that papo-verify does not
read as its noun or unit (issue 26; h36-known29's finds and review 29
finding 5), each hostile form beside its right twin, in English,
German, French, Spanish, Portuguese, Italian and Russian:

 - verb: a verb of failing, breaking or exceeding after the value, to
   the end of its sentence ("So $x = 42$ fails.", "The answer is 42
   fails.", "\\\\boxed{42} fails.", "Also $x = 42$ scheitert.", "Donc
   $x = 42$ ne marche pas."), with the problem (x + 1 = 43) and
   without: the sentence says 42 fails, not that 42 is the answer;
 - subject: the value a relative clause says does not work ("The value
   that does not work is 42.", "Der Wert, der nicht funktioniert, ist
   42."): the value that fails is not the one asked;
 - fitting: "\\\\boxed{42} marbles fail to fit." says 42 marbles do
   not fit, no answer (a mathematician reads no committed value there);
 - each: a per-item word after the value where the problem asks the
   total of three or four pens priced each and no share ("The total is
   $\\\\boxed{18.90}$ each.", "They cost \\\\$18.90 each."): a price per
   pen of 18.90 is not the total 18.90;
 - currency: a currency sign or name other than the problem's dollars
   ("They cost €18.90.", "The total is 18.90 euros."): 18.90 euros is
   not 18.90 dollars.

The twins, right and to be rewarded: the value alone, the noun it
counts ("\\\\boxed{42} books.", with no problem a plural no row reads
is the noun), a verb that says it does what is asked ("So $x = 42$
satisfies the equation.", "The value that works is 42."), the total in
dollars ("They cost \\\\$18.90 in total.", "The total is \\\\$18.90.").

Not here (arguable, review 29 finding 6): "The answer is (J) 0.42"
against J with no options anywhere.  Known (counted apart, capped by
tests/t-verify-hostile-after29.sh): review 29 finding 5 as written,
"They cost \\$18.90 each." and "They cost €18.90." under "How much do 3
pens at \\$6.30 cost?", a total asked with no word of totals.

usage: hostile_after29.py PAPO_VERIFY [--list]

On main (7b080085): see the comment above KNOWN.
"""
import sys

import verify_run

VALUES = ["42", "7", "315", "96"]

# the verbs of failing, breaking and exceeding, third person, with what
# opens a statement of the value and an answer phrase, by language
LANGS = {
    "en": ("So", "The answer is",
           ["fails", "flunks", "violates it", "misses", "breaks it",
            "exceeds it", "contradicts it", "does not work",
            "doesn't work", "is wrong", "is incorrect",
            "does not satisfy it", "fails the check"]),
    "de": ("Also", "Die Antwort ist",
           ["scheitert", "versagt", "ist falsch", "funktioniert nicht",
            "passt nicht", "erfüllt sie nicht"]),
    "fr": ("Donc", "La réponse est",
           ["échoue", "est faux", "ne marche pas", "ne convient pas",
            "ne fonctionne pas"]),
    "es": ("Entonces", "La respuesta es",
           ["falla", "es incorrecto", "no funciona", "no cumple"]),
    "pt": ("Então", "A resposta é",
           ["falha", "está errado", "não funciona", "não serve"]),
    "it": ("Quindi", "La risposta è",
           ["fallisce", "è sbagliato", "non funziona", "non va bene"]),
    "ru": ("Итак,", "Ответ:",
           ["не подходит", "неверно", "не работает", "ошибочно"]),
}

SUBJECT = {
    "en": ["The value that does not work is {v}.",
           "The value that fails is {v}.",
           "The only value that doesn't work is {v}.",
           "The value for which it fails is {v}."],
    "de": ["Der Wert, der nicht funktioniert, ist {v}.",
           "Der Wert, der scheitert, ist {v}."],
    "fr": ["La valeur qui ne marche pas est {v}.",
           "La valeur qui échoue est {v}."],
    "es": ["El valor que no funciona es {v}.",
           "El valor que falla es {v}."],
    "pt": ["O valor que não funciona é {v}.",
           "O valor que falha é {v}."],
    "it": ["Il valore che non funziona è {v}.",
           "Il valore che fallisce è {v}."],
    "ru": ["Значение, которое не подходит, равно {v}."],
}

FITTING = ["\\boxed{{{v}}} marbles fail to fit.",
           "So {v} marbles fail to fit in the box.",
           "\\boxed{{{v}}} fails to fit."]

TWINS = ["\\boxed{{{v}}}.",
         "So $x = {v}$ satisfies the equation.",
         "The answer is {v}.", "So $x = {v}$.",
         "The value that works is {v}."]

PENS = [("6.30", 3), ("4.25", 4), ("12.10", 3)]

EACH = ["The total is $\\boxed{{{t}}}$ each.",
        "They cost \\${t} each.",
        "The total is \\${t} each.",
        "So each pen costs \\${t}.",
        "The answer is \\${t} per pen."]

CURRENCY = ["They cost €{t}.", "The total is €{t}.",
            "The total is {t} euros.", "They cost £{t}.",
            "The total is $\\boxed{{€{t}}}$."]

MONEY_TWINS = ["The total is $\\boxed{{{t}}}$.",
               "They cost \\${t} in total.", "The total is \\${t}.",
               "The three pens cost \\${t} altogether.",
               "The total is {t} dollars."]


def problem(v):
    return "Find the value of x such that x + 1 = %d." % (int(v) + 1)


def verb_rows(c, k, v):
    p = problem(v)
    for lang, (so, ans, verbs) in LANGS.items():
        for w in verbs:
            for f in ("%s $x = {v}$ {w}." % so, "%s {v} {w}." % ans,
                      "\\boxed{{{v}}} {w}."):
                r = f.format(v=v, w=w)
                c.add("verb-" + lang, v, r)
                c.add("verb-" + lang, (v, p), r)
        for f in SUBJECT[lang]:
            c.add("subject-" + lang, v, f.format(v=v))
            c.add("subject-" + lang, (v, p), f.format(v=v))
    for f in FITTING:
        c.add("fitting", v, f.format(v=v))
    k.add("verb", v, "\\boxed{%s} books." % v)
    for t in TWINS:
        k.add("verb", v, t.format(v=v))
        k.add("verb", (v, p), t.format(v=v))


def money_rows(c, k):
    for price, n in PENS:
        t = "%.2f" % (float(price) * n)
        words = {3: "Three", 4: "Four"}[n]
        p = ("%s pens cost \\$%s each. How much do the %s pens cost in "
             "total, in dollars?" % (words, price, words.lower()))
        pre = "%d × %s = %s.\n\n" % (n, price, t)
        for f in EACH:
            c.add("each", (t, p), pre + f.format(t=t))
        for f in CURRENCY:
            c.add("currency", (t, p), pre + f.format(t=t))
        for f in MONEY_TWINS:
            k.add("money", (t, p), pre + f.format(t=t))


# review 29 finding 5's problem, a total asked with no word of totals,
# and h37-part30's: the problem's currency (its sign), then the forms
# that give a share or another currency (never rewarded) and those that
# give the total in the problem's currency (controls)
IMPLICIT = [
    ("How much do %d pens at \\$%s cost?", "\\$",
     ["They cost \\${t} each.", "They cost €{t}.", "They cost £{t}.",
      "They cost {t} euros.", "The pens cost €{t} in all."],
     ["They cost \\${t}.", "They cost {t} dollars."]),
    ("How much will %d tickets at €%s cost?", "€",
     ["They cost €{t} each.", "They cost \\${t}.", "They cost {t} dollars.",
      "The tickets cost ¥{t}."],
     ["They cost €{t}.", "They cost {t} euros.", "They cost {t} €."]),
    ("What do %d books at £%s cost?", "£",
     ["They cost £{t} each.", "They cost €{t}.", "They cost \\${t}."],
     ["They cost £{t}.", "They cost {t} pounds."]),
]


def implicit_rows(c, k):
    for price, n in PENS:
        t = "%.2f" % (float(price) * n)
        for q, _, twins, rights in IMPLICIT:
            p = q % (n, price)
            for f in twins:
                c.add("implicit", (t, p), "Computing step by step.\n\n" +
                      f.format(t=t))
            for f in rights:
                k.add("money", (t, p), "Computing step by step.\n\n" +
                      f.format(t=t))


def rows():
    c, k = verify_run.Cases(), verify_run.Cases()
    for v in VALUES:
        verb_rows(c, k, v)
    money_rows(c, k)
    implicit_rows(c, k)
    return c.out, k.out


# Main (7b080085) rewards 130 of the 1,122 hostile variants wrongly
# (every control rewarded):
#  - verb-en (104 of 312): a verb of failing after the value ("So $x =
#    42$ fails.", "The answer is 42 misses.", "\\boxed{42} breaks
#    it.") read as its noun.  Closed: the verbs of failing are rows
#    that disown the value (answer_rows.c: fails, fail, flunks,
#    violates, defies, does not work), 104 -> 40; a word no row reads,
#    then an object pronoun ("\\boxed{42} exceeds it.") with no
#    problem, is a verb (answer_find.c, object_next), 40 -> 36;
#    "misses" and "breaks", nouns too, right after the value but for
#    the problem's own word (answer_rest.c, noun_verbs in rest_noun),
#    36 -> 4 ("\\boxed{42} misses." with no problem left).  The
#    other languages' verbs are refused on main already;
#  - subject-en (16 of 32): "The value that does not work is 42.", "The
#    value that fails is 42.": a description whose relative ("that",
#    "which", "it") fails, or does not work, satisfy, hold, solve, fit
#    or apply, names another value than the one asked (answer_open.c,
#    desc_negation), 16 -> 0 ("The number of days Sam did not work is
#    6." is read as before);
#  - fitting (4 of 12): "\\boxed{42} fails to fit.": closed with the
#    rows, 4 -> 0;
#  - each (6 of 15): "The total is $\\boxed{18.90}$ each." where the
#    problem asks the total of three pens: a share word after the value
#    makes it a share whatever the subject names (answer_frame.c,
#    share_for_total, papo_frame_share_after; answer_find.c,
#    rest_known), 6 -> 0;
#  - currency (0 of 15): refused on main already.
# Known, 10: review 29 finding 5 as written, a problem that asks a total
# with no word of totals ("How much do 3 pens at \\$6.30 cost?"): "They
# cost \\$18.90 each.", "They cost €18.90." (nothing read a total asked
# there, nor the problem's currency against the response's), 6.  Closed
# (h37-part30, with 30 more twins in three currencies, 36 of 36
# rewarded before): a question of what a count of two or more things
# costs is a total asked (answer_frame.c, several_asked in
# total_asked), and a response's money of a currency none of the
# problem's amounts is written in is another unit, not equal
# (verify_unit.c, papo_verify_other_currency), 36 -> 0.  Left, 4:
# "\\boxed{42} misses." with no problem: "misses" is a noun too, and
# no row may hold it ("Bobby's lunches and breaks add up to:
# \\boxed{5 hours}", ProcessBench gsm8k-242, is right), and with no
# problem a box's word alone stays its noun (hostile_red26's known).
KNOWN = [("verb-en", r"^\\boxed\{\d+\} misses\.$")]


def main():
    verify_run.usage("hostile_after29")
    out, ctl = rows()
    return verify_run.run("hostile_after29", verify_run.records(out, ctl),
                          known=verify_run.known_by(KNOWN))


if __name__ == "__main__":
    sys.exit(main())
