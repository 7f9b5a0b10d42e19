#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_named64.py: a value named as something else than the answer
(issue 26, session 52).

Four kinds of statement were rewarded on session 51's binary though
what they give is not the value the problem asks:

- degrees where another unit is asked: "She makes 18° every day." to
  "How much in dollars does she make?" (a degree sign was dropped
  against a bare reference whatever the question asked; verify.c
  degrees_unasked), and "18 times" (units_foreign.c: "times" is the
  noun a value counts, compared as such); "18 bucks" is dollars
  (units.c); and the reverse, lost: "\\boxed{18^\\circ}" to
  "How many degrees is angle B?" (the count's noun "degrees" was not
  named by a degree sign; verify_asked.c degrees_named);
- a fraction written \\frac followed by an operation: "The answer is
  \\frac{1}{6} plus one." (the words after a \\frac were never read;
  answer_prose.c value_at finds it as written);
- another letter's label where one letter is asked: "\\boxed{x = 7}"
  to "... What is y?" (verify_rel.c asking_what, label_other_letter);
- a quantity of the answer, or another's answer: "The reciprocal of
  the answer is 7.", "The answer's square root is 7.", "The answer
  squared is 7.", "The answer you gave is 7." (answer_belief.c
  papo_answer_named_other: the words between "answer" and its copula
  recognised, or the problem's);
- a unit asked before a phrase that ends the question: "373 °C" to
  "Water boils at what temperature in Kelvin at sea level?" (the unit
  after "in" was asked only at the question's end; verify_asked.c
  question_rest);
- a rate over another span than the question's: "\\boxed{126
  \\text{ dollars per day}}", "\\boxed{\\$126/\\text{day}}" to "How much
  does she make per week?" (the response's unit was dropped against a
  bare reference where the question names no unit; verify_unit.c
  papo_verify_span_differs), and the span before the value in its
  clause: "她每天赚126美元。" to "她每周赚多少美元？", "Elle gagne chaque
  jour 126 $." (answer_belief.c papo_answer_span_other).

usage: hostile_named64.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): money, angle, frac, label,
owner, asked, span, clause.
"""
import sys

import verify_run

MONEY = ("Janet's ducks lay {a} eggs per day. She eats three for breakfast "
         "and sells the rest for $2 each. How much in dollars does she "
         "make every day?")
ANGLE = ("In triangle ABC, angle A is {a} degrees more than angle B, and "
         "angle C is 90 degrees. How many degrees is angle B?")
ANGLE_DE = ("Im Dreieck ABC ist der Winkel A um {a} Grad größer als der "
            "Winkel B, und der Winkel C misst 90 Grad. Wie viele Grad hat "
            "der Winkel B?")
LABEL = "Solve x + y = {a} and x - y = 11. What is y?"
OWNER = ("Tom has {a} apples and buys 2 more. How many apples does Tom "
         "have now?")
FRAC = ("A bag holds {a} marbles and one of them is red. What is the "
        "probability that a marble drawn at random is red?")


def money(add):
    verify_run.kind_forms(
        add, "money", (18, 26, 40), MONEY,
        ["She makes ${v} every day.", "The answer is \\boxed{{{v}}}.",
         "She makes {v} dollars every day.",
         "She makes {v} bucks every day."],
        ["She makes {v}° every day.", "The answer is {v}°.",
         "\\boxed{{{v}^\\circ}}", "The answer is {v} degrees.",
         "\\boxed{{{v}°}}", "She makes {v} times every day.",
         "The answer is {v} times."],
        a_of=lambda v: v // 2 + 3)


def angle(add):
    rights = ["\\boxed{{{v}^\\circ}}", "\\boxed{{{v}°}}",
              "Angle B is {v}°.", "So angle B measures {v} degrees.",
              "\\boxed{{{v}}}"]
    twins = ["\\boxed{{{v} \\text{{ minutes}}}}",
             "Angle B is {v} radians.", "\\boxed{{{v} \\text{{ cm}}}}"]
    verify_run.kind_forms(add, "angle", (20, 35, 42), ANGLE, rights,
                          twins, a_of=lambda v: 90 - 2 * v)
    verify_run.kind_forms(add, "angle", (20, 35), ANGLE_DE,
                          ["\\boxed{{{v}^\\circ}}", "\\boxed{{{v}°}}"],
                          ["\\boxed{{{v} \\text{{ Minuten}}}}"],
                          a_of=lambda v: 90 - 2 * v)


def frac(add):
    rights = ["The answer is \\frac{{1}}{{{v}}}.",
              "So the probability is $\\frac{{1}}{{{v}}}$.",
              "The probability is \\dfrac{{1}}{{{v}}}."]
    twins = ["The answer is \\frac{{1}}{{{v}}} plus one.",
             "The answer is \\frac{{1}}{{{v}}} minus one.",
             "The answer is \\frac{{1}}{{{v}}} and one.",
             "The answer is \\frac{{1}}{{{v}}} times two.",
             "The answer is \\dfrac{{1}}{{{v}}} plus one half.",
             "So the probability is \\frac{{1}}{{{v}}} plus two."]
    for v in (6, 9, 12):
        p = FRAC.format(a=v)
        for t in rights:
            r = t.format(v=v)
            add("frac-right", "\\frac{1}{%d}" % v, p, r)
            add("frac-wrong", "\\frac{1}{%d}" % (v + 1), p, r)
        for t in twins:
            add("frac-twin", "\\frac{1}{%d}" % v, p, t.format(v=v))


def label(add):
    verify_run.kind_forms(
        add, "label", (7, 9, 14), LABEL,
        ["\\boxed{{y = {v}}}", "Answer: y = {v}", "y = {v}",
         "\\boxed{{{v}}}", "So $y = {v}$."],
        ["\\boxed{{x = {v}}}", "Answer: x = {v}", "x={v}",
         "\\boxed{{x={v}}}"],
        a_of=lambda v: 2 * v + 11)


def owner(add):
    rights = ["The answer is {v}.", "The answer to this problem is {v}.",
              "The answer we get is {v}.", "The value of the answer is {v}.",
              "The answer, therefore, is {v}.",
              "The answer in simplest form is {v}.",
              "So the answer we get is \\boxed{{{v}}}.",
              "The answer in this case is {v}.",
              "Answer (rounded): {v}"]
    twins = ["The reciprocal of the answer is {v}.",
             "The square of the answer is {v}.",
             "The negative of the answer is \\boxed{{{v}}}.",
             "The answer's square root is {v}.",
             "The answer's reciprocal is \\boxed{{{v}}}.",
             "The answer squared is {v}.",
             "The answer squared is \\boxed{{{v}}}.",
             "The answer you gave is {v}.",
             "The answer Bob gave is \\boxed{{{v}}}.",
             "The answer doubled is {v}.",
             "The answer in percent is {v}.",
             "The answer divided by 2 is {v}."]
    verify_run.kind_forms(add, "owner", (9, 12, 30), OWNER, rights, twins)


TEMP = ("Water boils at what temperature in Kelvin at sea level? "
        "(Round to the nearest whole number.)")
DIST = "A car goes {a} km in 1 hour. How far does it go in km in 3 hours?"


def asked(add):
    verify_run.kind_forms(
        add, "asked", (373, 300), TEMP,
        ["\\boxed{{{v}}}", "{v} K", "The answer is {v} K."],
        ["{v} °C", "\\boxed{{{v}^\\circ C}}", "{v} °F",
         "The answer is {v} °C."])
    verify_run.kind_forms(
        add, "asked", (180, 90, 150), DIST,
        ["{v} km", "It goes {v} km.", "\\boxed{{{v}}}"],
        ["{v} m", "\\boxed{{{v} \\text{{ m}}}}", "It goes {v} miles.",
         "The answer is {v} cm."],
        a_of=lambda v: v // 3)


SPAN = ("Janet sells {a} eggs a day at $2 each. How much does she make "
        "per week?")


def span(add):
    verify_run.kind_forms(
        add, "span", (126, 140, 168), SPAN,
        ["\\boxed{{{v}}}", "\\boxed{{{v} \\text{{ dollars per week}}}}",
         "\\boxed{{\\${v}/\\text{{week}}}}", "She makes ${v} per week."],
        ["\\boxed{{{v} \\text{{ dollars per day}}}}",
         "\\boxed{{\\${v}/\\text{{day}}}}",
         "\\boxed{{{v} \\text{{ dollars/day}}}}",
         "\\boxed{{\\${v}/\\text{{month}}}}"],
        a_of=lambda v: v // 14)


CLAUSES = (
    ("珍妮每天卖{a}个鸡蛋，每个2美元。她每周赚多少美元？",
     ["她每周赚{v}美元。", "所以她每周赚\\boxed{{{v}}}美元。", "答案是{v}。"],
     ["她每天赚{v}美元。", "所以她每天赚\\boxed{{{v}}}美元。",
      "她每月赚{v}美元。"]),
    ("ジャネットは毎日卵を{a}個、1個2ドルで売ります。彼女は毎週いくら稼ぎ"
     "ますか？",
     ["彼女は毎週{v}ドル稼ぎます。"], ["彼女は毎日{v}ドル稼ぎます。"]),
    ("Janet vend {a} œufs par jour à 2 $ chacun. Combien gagne-t-elle par "
     "semaine ?",
     ["Elle gagne chaque semaine {v} $.", "Elle gagne {v} $ par semaine."],
     ["Elle gagne chaque jour {v} $."]),
    ("Джанет продаёт {a} яиц в день по 2 доллара. Сколько долларов она "
     "зарабатывает каждую неделю?",
     ["Каждую неделю она зарабатывает {v} долларов."],
     ["Она зарабатывает каждый день {v} долларов."]),
    ("Janet sells {a} eggs a day at $2 each. How much does she make each "
     "week?",
     ["Each week she makes ${v}.",
      "So each week she makes \\boxed{{{v}}} dollars."],
     ["Each day she makes ${v}.",
      "So every day she makes \\boxed{{{v}}} dollars."]),
)


def clause(add):
    for prob, rights, twins in CLAUSES:
        verify_run.kind_forms(add, "clause", (126, 140), prob, rights,
                              twins, a_of=lambda v: v // 14)


def main():
    verify_run.usage("hostile_named64")
    return verify_run.run_kinds(
        "hostile_named64",
        verify_run.kind_rows([money, angle, frac, label, owner, asked,
                             span, clause]),
        width=8)


if __name__ == "__main__":
    sys.exit(main())
