#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_diff67.py: a difference stated where the quantity is asked, a
minus sign before a currency's sign or written U+2212, and an age in
months where years are meant (issue 26, session 53).

Rewarded on session 52's binary though the value is not the one asked:

- a difference: "Tom is 18 years older.", "Tom has 18 more apples.",
  "The pole is 18 m taller.", "Tom is \\\\boxed{18} years older." to "How
  old is Tom?", "How many apples does Tom have?", "How tall is the
  pole?" (the comparative was a word of the problem's, read as such;
  answer_belief.c papo_answer_difference_other: a comparative among the
  three words after the value where the question asks no difference,
  neither that word nor "more", "fewer", "less", "difference" or
  "than"; "18 more cupcakes" answers "How many does she still
  need?"; in German, French, Spanish, Italian and Portuguese too, and
  Chinese's 比 with 多, 大 and their kin before the value:
  "汤姆比安多18个苹果。", papo_answer_difference_before);
- a negative amount read positive: "Her profit is -$18.", "Her profit
  is −18." (answer_number.c minus_before: a minus right before the
  currency's sign, and U+2212, sign the number);
- an age in months: "Tom is 18 months old." to "How old is Tom?" where
  the problem writes no unit of time (verify_unit.c told_age: an age
  is in years; 216 months is right);
- another sum of money named as the subject: "Her revenue is $18.",
  "The cost is $18." to "How much profit does she make?"
  (answer_belief.c papo_answer_money_noun_other: where the question
  names a sum's noun, the subject's must be of its meaning; the
  problem's words were read as recognised);
- a rate where the question asks what it gives over a span of two or
  more units: "He reads 18 pages per hour." to "How many pages does he
  read in 2 hours?" (answer_frame.c span_total_asked: such a question
  asks a total, as "in total" does; not a span in a premise before the
  asking word, nor a question of an average or a speed);
- a count where a percent is asked: "She sells 18 eggs." to "What
  percent of the eggs does she sell?" (verify.c: a noun after the
  value does not answer papo_verify_asked_percent's phrases, in
  English, French, German, Spanish, Portuguese, Italian, Russian,
  Chinese and Japanese).

usage: hostile_diff67.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): diff, minus, age, sum,
span, percent.
"""
import sys

import verify_run

OLD = ("Tom is {a} years older than his sister, who is 12. How old is "
       "Tom?")
APPLES = ("Ann has 12 apples and Tom has {a} more than Ann. How many apples "
          "does Tom have?")
POLE = "A tree is 12 m tall and a pole is {a} m taller. How tall is the pole?"
MORE = ("Ann has 12 apples and Tom has {a}. How many more apples does Tom "
        "have than Ann?")


ZH = "安有12个苹果，汤姆比安多{a}个。汤姆有多少个苹果？"
ZH_MORE = "安有12个苹果，汤姆有{a}个。汤姆比安多多少个苹果？"
DE = ("Anna hat 12 Äpfel und Tom hat {a} mehr als Anna. Wie viele Äpfel "
      "hat Tom?")


def langs(add):
    verify_run.kind_forms(
        add, "diff", (18, 26), ZH,
        ["汤姆有{v}个苹果。", "所以汤姆一共有{v}个苹果。", "答案是{v}。"],
        ["汤姆比安多{v}个苹果。", "所以汤姆比安多\\boxed{{{v}}}个。",
         "汤姆比安多{v}个。"],
        a_of=lambda v: v - 12)
    verify_run.kind_forms(
        add, "diff", (6, 9), ZH_MORE,
        ["汤姆比安多{v}个苹果。", "所以汤姆比安多\\boxed{{{v}}}个。",
         "答案是{v}。"], [],
        a_of=lambda v: v + 12)
    verify_run.kind_forms(
        add, "diff", (18, 26), DE,
        ["Tom hat {v} Äpfel.", "Also hat Tom {v} Äpfel."],
        ["Tom hat {v} Äpfel mehr.", "Tom hat {v} mehr.",
         "Tom hat {v} Äpfel mehr als Anna."],
        a_of=lambda v: v - 12)


NEED = ("Ann must bake {a} cupcakes and has baked 22. How many cupcakes "
        "does she still need to bake?")


def needs(add):
    verify_run.kind_forms(
        add, "diff", (18, 26), NEED,
        ["She needs to bake {v} more cupcakes.", "She still needs {v} more.",
         "She needs {v} more cupcakes.", "She needs {v} cupcakes."],
        ["She needs {v} fewer cupcakes.", "She has {v} cupcakes less."],
        a_of=lambda v: v + 22)


def diff(add):
    verify_run.kind_forms(
        add, "diff", (18, 26, 40), OLD,
        ["Tom is {v} years old.", "Tom is {v}.", "\\boxed{{{v}}}",
         "So Tom is **{v} years old**."],
        ["Tom is {v} years older.", "Tom is {v} years older than her.",
         "Tom is \\boxed{{{v}}} years older.", "Tom is ${v}$ years older.",
         "So Tom is **{v} years** older.", "Tom is {v} years younger."],
        a_of=lambda v: v - 12)
    verify_run.kind_forms(
        add, "diff", (18, 26), APPLES,
        ["Tom has {v} apples.", "So Tom has {v} apples in total."],
        ["Tom has {v} more apples.", "Tom has {v} apples more.",
         "Tom has {v} more.", "Tom has {v} fewer apples.",
         "So Tom has \\boxed{{{v}}} more apples."],
        a_of=lambda v: v - 12)
    verify_run.kind_forms(
        add, "diff", (18, 26), POLE,
        ["The pole is {v} m tall.", "\\boxed{{{v} \\text{{ m}}}}"],
        ["The pole is {v} m taller.", "The pole is {v} m higher.",
         "The pole is \\boxed{{{v}}} m taller."],
        a_of=lambda v: v - 12)
    verify_run.kind_forms(
        add, "diff", (6, 9), MORE,
        ["Tom has {v} more apples.", "Tom has {v} more apples than Ann.",
         "Tom has {v} more.", "The answer is {v}."],
        ["Tom has {v} fewer apples.", "Tom has {v} fewer."],
        a_of=lambda v: v + 12)


PROFIT = ("Janet buys a toy for ${a} and sells it for $2. How much profit "
          "does she make?")


def minus(add):
    for v in (18, 26):
        p = PROFIT.format(a=v + 2)
        for t in ("Her profit is -${v}.", "Her profit is −{v}.",
                  "Her profit is −${v}.", "Her profit is -\\${v}.",
                  "So she makes −{v} dollars.", "Her profit is $-{v}."):
            r = t.format(v=v)
            add("minus-right", "-%d" % v, p, r)
            add("minus-wrong", "-%d" % (v + 1), p, r)
            add("minus-twin", str(v), p, r)
        for t in ("Her profit is ${v}.", "She makes {v} dollars."):
            add("minus-twin", "-%d" % v, p, t.format(v=v))


PROFIT2 = ("Janet buys a toy for ${a} and sells it for $40. How much "
           "profit does she make?")
CHANGE = ("Tom buys a book for ${a} and pays with a $40 bill. How much "
          "change does he get?")


def sums(add):
    verify_run.kind_forms(
        add, "sum", (18, 26), PROFIT2,
        ["Her profit is ${v}.", "The profit is ${v}.",
         "Her net profit is ${v}.", "So her profit is \\boxed{{{v}}}."],
        ["Her revenue is ${v}.", "The cost is ${v}.",
         "So the total cost is \\boxed{{{v}}}.", "Her income is ${v}.",
         "The price is ${v}."],
        a_of=lambda v: 40 - v)
    verify_run.kind_forms(
        add, "sum", (18, 26), CHANGE,
        ["His change is ${v}.", "The change is ${v}.", "He gets ${v}."],
        ["The cost is ${v}.", "His savings are ${v}.",
         "So the price is \\boxed{{{v}}}."],
        a_of=lambda v: 40 - v)


PAGES = ("Tom reads {a} pages each hour. How many pages does he read in 2 "
         "hours?")
EARN = "Janet earns ${a} per day. How much does she earn in three days?"
SPEED = ("Sid traveled {a} miles in 2 hours. If he then traveled 30 miles "
         "in 3 hours, what was his average speed?")


def spans(add):
    verify_run.kind_forms(
        add, "span", (18, 26), PAGES,
        ["He reads {v} pages.", "He reads {v} pages in 2 hours.",
         "\\boxed{{{v}}}"],
        ["He reads {v} pages per hour.", "He reads {v} pages an hour.",
         "He reads {v} pages every hour."],
        a_of=lambda v: v // 2)
    verify_run.kind_forms(
        add, "span", (27, 36), EARN,
        ["She earns ${v}.", "She earns ${v} in three days."],
        ["She earns ${v} per day.", "She earns ${v} each day."],
        a_of=lambda v: v // 3)
    verify_run.kind_forms(
        add, "span", (14, 20), SPEED,
        ["His average speed was {v} miles per hour.",
         "The average speed is $\\boxed{{{v}}}$ miles per hour."], [],
        a_of=lambda v: 5 * v - 30)


PERCENTS = (
    ("Janet's ducks lay {a} eggs. She sells 9 of them. What percent of the "
     "eggs does she sell?",
     ["She sells {v}% of the eggs.", "She sells {v} percent.",
      "\\boxed{{{v}}}", "The answer is {v}."],
     ["She sells {v} eggs.", "The answer is {v} eggs.",
      "\\boxed{{{v} \\text{{ eggs}}}}"]),
    ("Les canes de Janet pondent {a} œufs. Elle en vend 9. Quel "
     "pourcentage des œufs vend-elle ?",
     ["Elle vend {v} % des œufs.", "La réponse est {v}."],
     ["Elle vend {v} œufs."]),
    ("Janets Enten legen {a} Eier. Sie verkauft 9 davon. Wie viel Prozent "
     "der Eier verkauft sie?",
     ["Sie verkauft {v} % der Eier.", "Die Antwort ist {v}."],
     ["Sie verkauft {v} Eier."]),
)


def percents(add):
    for prob, rights, twins in PERCENTS:
        verify_run.kind_forms(add, "percent", (18, 36), prob, rights,
                              twins, a_of=lambda v: 900 // v)


AGE = ("Tom's age is three times his sister's age, and his sister is "
       "{a}. How old is Tom?")


def age(add):
    verify_run.kind_forms(
        add, "age", (18, 27, 36), AGE,
        ["Tom is {v} years old.", "Tom is {v}.",
         "\\boxed{{{v} \\text{{ years}}}}", "\\boxed{{{v}}}"],
        ["Tom is {v} months old.", "\\boxed{{{v} \\text{{ months}}}}",
         "Tom is {v} weeks old.", "Tom is {v} days old."],
        a_of=lambda v: v // 3)
    for v in (18, 27):
        p = AGE.format(a=v // 3)
        add("age-right", str(v), p, "Tom is %d months old." % (12 * v))
        add("age-wrong", str(v + 1), p, "Tom is %d months old." % (12 * v))


def main():
    verify_run.usage("hostile_diff67")
    return verify_run.run_kinds(
        "hostile_diff67", verify_run.kind_rows([diff, needs, langs, minus, age,
                             sums, spans, percents]),
        width=8)


if __name__ == "__main__":
    sys.exit(main())
