#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_lost29b.py: right answers issue 26's review 29 found lost
(its findings 10-16), each kind in variants, each right one with twins
that must stay refused.

usage: hostile_lost29b.py PAPO_VERIFY [--list]

Kinds (a variant's family is KIND-right, KIND-wrong or KIND-twin):
  total    Portuguese "no total" (em + o) after the value and its noun
           ("Portanto, Lina tem 45 maçãs no total."), Spanish "en
           total"; twins: the same negated ("não tem"), doubted, or
           ending on a question; wrong: another reference
  rate     a unit with a slash or a rate after a last statement ("The
           average speed is 60 km/h.", "1 km/min", "16.7 m/s"); twins:
           a bound, a hedge, a negation, another value, another unit
           of the rate than the problem asks ("60 m/s", "60 miles per
           hour" where km/h is asked)
  expr     expressions: a reference with spaces ("\\mathbb{R} \\setminus
           \\{0\\}"), "10\\!000", a natural domain after "\\ ", a linear
           equation in the asked variable, a derivation chain whose last
           part is the value; twins: another value, another variable
  otherq   a clause after "so" gives the value the problem asks ("The
           width is 6, so the area is 60."); twins: the value in the
           first clause, the second clause negated or doubted
  forms    other forms ("The answer is 150 km — the train ...", "Answer:
           x = 7/2 (i.e. 3.5).", "**36** ← final", a check line after
           the box); twins: another value after it
  others   others' mistakes around the answer ("A common wrong answer
           is $\\boxed{24}$"): may stay refused, never the wrong one
  tool     tool transcripts: the model's statement after the tool's
           result; twins: a statement that differs from the result
"right" variants are to be rewarded (refused: lost signal, counted
apart); "wrong" (another reference) and "twin" never.  Prints a count
per kind and the summary line tests/lib.sh's hostile reads:
"hostile_lost29b: N variants (M right), K wrong, L lost".  Exits 1 when
a wrong one or a twin is rewarded.
"""
import sys

import verify_run

WORK = ["5 × 9 = {v}\n\n", "Multiplying, {v}.\n\n", "",
        "Let me count: 9 + 9 + 9 + 9 + 9.\n\n"]

# Portuguese and Spanish: (problem, statement, negated, doubted, asked)
TOTAL = [
    ("Lina tem 5 sacolas com 9 {n} cada. Quantas {n} Lina tem no total?",
     "Portanto, Lina tem {v} {n} no total.",
     "Portanto, Lina não tem {v} {n} no total.",
     "Talvez Lina tenha {v} {n} no total."),
    ("Lina tem 5 sacolas com 9 {n} cada. Quantas {n} Lina tem ao todo?",
     "Lina tem {v} {n} no total.",
     "Lina não tem {v} {n} no total.",
     "Acho que Lina tem {v} {n} no total, mas não tenho certeza."),
    ("Lina tem 5 sacolas com 9 {n} cada. Quantas {n} Lina tem?",
     "Logo, são {v} {n} no total.",
     "Logo, não são {v} {n} no total.",
     "Logo, são {v} {n} no total?"),
    ("Lina tiene 5 bolsas con 9 {n} cada una. ¿Cuántas {n} tiene en total?",
     "Por lo tanto, Lina tiene {v} {n} en total.",
     "Por lo tanto, Lina no tiene {v} {n} en total.",
     "Quizás Lina tiene {v} {n} en total."),
]
PT_NOUNS = ["maçãs", "laranjas", "bolas", "peras"]
ES_NOUNS = ["manzanas", "naranjas", "pelotas", "peras"]


def total(add):
    for i, (p, st, neg, dbt) in enumerate(TOTAL):
        nouns = ES_NOUNS if "tiene" in p else PT_NOUNS
        for j, n in enumerate(nouns):
            for k, w in enumerate(WORK):
                v = 45 if j == 0 else 9 * (j + 5)
                pr = p.format(n=n)
                lead = w.format(v=v)
                r = lead + st.format(v=v, n=n)
                add("total", "right", str(v), r, pr)
                add("total", "wrong", str(v + 1), r, pr)
                add("total", "twin", str(v), lead + neg.format(v=v, n=n),
                    pr)
                add("total", "twin", str(v), lead + dbt.format(v=v, n=n),
                    pr)
                add("total", "twin", str(v), r + " Não, espere: são %d."
                    % (v + 5) if "tem" in st or "são" in st else
                    r + " No, espera: son %d." % (v + 5), pr)


# (problem, reference, the rate's unit as written, a statement)
CAR = ("A car travels {d} km in {t} hours. What is its average speed in "
       "km/h?")
RUN = "A runner covers {d} m in {t} seconds. What is her speed in m/s?"
RATE = [
    (CAR, "km/h", "The average speed is {v} km/h."),
    (CAR, "km/h", "So the car's average speed is {v} km/h."),
    (CAR, "km/h", "Its average speed is $\\boxed{{{v}}}$ km/h."),
    (CAR, "km/h", "The average speed is {v} km per hour."),
    (RUN, "m/s", "Her speed is {v} m/s."),
    (RUN, "m/s", "Therefore the speed is {v} m/s."),
    ("A pump moves {d} L in {t} minutes. What is its rate in L/min?",
     "L/min", "The rate is {v} L/min."),
]
# another unit of the same dimension for each asked one: never its size
OTHER_RATE = {"km/h": ["m/s", "km/min", "miles per hour", "mph"],
              "m/s": ["km/h", "m/min", "cm/s"],
              "L/min": ["L/h", "mL/min", "L/s"]}
RATE_TWINS = ["The average speed is at least {v} {u}.",
              "The average speed is not {v} {u}.",
              "The average speed is maybe {v} {u}.",
              "The average speed is {v} {u}? No, it is {w} {u}.",
              "The average speed is {w} {u}.",
              "The average speed is {v} {u} if the road is flat."]


def rate(add):
    for i, (p, u, st) in enumerate(RATE):
        for t in (2, 3, 4, 5):
            v = 12 + 7 * i + t
            pr = p.format(d=v * t, t=t)
            lead = "%d ÷ %d = %d.\n\n" % (v * t, t, v)
            r = lead + st.format(v=v)
            add("rate", "right", str(v), r, pr)
            add("rate", "right", "%d \\text{ %s}" % (v, u), r, pr)
            add("rate", "wrong", str(v + 1), r, pr)
            for tw in RATE_TWINS:
                add("rate", "twin", str(v), lead + tw.format(
                    v=v, w=v + 3, u=u), pr)
            for o in OTHER_RATE[u]:
                add("rate", "twin", str(v), lead + st.format(v=v)
                    .replace("km per hour", u).replace(u, o), pr)


# (problem, reference, right boxes, twin boxes)
EXPR = [
    ("Find the domain of $f(x) = 1/x$.", "\\mathbb{R} \\setminus \\{0\\}",
     ["\\mathbb{R}\\setminus\\{0\\}", "\\mathbb{R} \\setminus \\{0\\}"],
     ["\\mathbb{R}\\setminus\\{1\\}", "\\mathbb{R}",
      "\\mathbb{R}\\setminus\\{0, 1\\}", "\\mathbb{R} \\setminus \\{-0.5\\}"]),
    ("Compute $100^2$.", "10000",
     ["10\\!000", "10\\,000", "10000"],
     ["10\\!001", "1\\!000", "100\\!00", "10\\!000.5"]),
    ("Find the inverse of $f(x) = 1/x$.", "\\frac{1}{x}",
     ["\\frac{1}{x}", "\\frac{1}{x},\\ x \\neq 0"],
     ["\\frac{1}{x},\\ x \\neq 1", "\\frac{2}{x},\\ x \\neq 0",
      "\\frac{1}{x},\\ x > 0", "\\frac{1}{x}\\ \\text{for}\\ x < 0"]),
    ("Find the inverse of $f(x) = x^2$ for $x \\ge 0$.", "\\sqrt{x}",
     ["\\sqrt{x}", "\\sqrt{x},\\ x \\ge 0"],
     ["\\sqrt{x},\\ x \\ge 1", "\\sqrt{2x},\\ x \\ge 0",
      "\\sqrt{x},\\ x \\le 0"]),
    ("Solve $x + 3 = 6$ for $x$.", "3",
     ["x = 3", "3"],
     ["x = 4", "y = 3"]),
    ("Differentiate $2x^3$.", "6x^2",
     ["6x^2", "\\frac{d}{dx}(2x^3) = 6x^2"],
     ["\\frac{d}{dx}(2x^3) = 6x^3", "6x^2 = 12"]),
]
EXPR_LEADS = ["Therefore the answer is $\\boxed{{{b}}}$.",
              "Hence the result is $\\boxed{{{b}}}$.",
              "**Answer:** $\\boxed{{{b}}}$"]


def expr(add):
    for p, ref, rights, twins in EXPR:
        for lead in EXPR_LEADS:
            for b in rights:
                r = "Working it out carefully.\n\n" + lead.format(b=b)
                add("expr", "right", ref, r, p)
            for b in twins:
                r = "Working it out carefully.\n\n" + lead.format(b=b)
                add("expr", "twin", ref, r, p)


# (problem, reference, right statement, twins)
OTHERQ = [
    ("A rectangle has perimeter 32 and length 10. What is its area?", "60",
     ["The width is 6, so the area is 60.",
      "The width is $6$, so the area is $\\boxed{60}$.",
      "The width is $16 - 10 = 6$, so the area is $10 \\times 6 = "
      "\\boxed{60}$."],
     ["The width is 60, so the area is 6.",
      "The width is 6, so the area is not 60.",
      "The width is 6, so the area is maybe 60.",
      "The width is 6, so the area is 61.",
      "The area is 6, so the width is 60."]),
    ("A circle has area $36\\pi$. What is its diameter?", "12",
     ["The radius is $6$, so the diameter is $\\boxed{12}$.",
      "The radius is 6, so the diameter is 12."],
     ["The radius is $12$, so the diameter is $\\boxed{24}$.",
      "The diameter is $6$, so the radius is $\\boxed{12}$.",
      "The radius is 6, so the diameter is at least 12."]),
    ("A circle has radius 3. What is its circumference?", "6\\pi",
     ["The diameter is 6, so the circumference is $\\boxed{6\\pi}$."],
     ["The diameter is 6, so the circumference is $\\boxed{3\\pi}$.",
      "The circumference is 6, so the diameter is $\\boxed{6\\pi}$."]),
]


def otherq(add):
    for p, ref, rights, twins in OTHERQ:
        for w in ("We work through the given data.\n\n", ""):
            for r in rights:
                add("otherq", "right", ref, w + r, p)
                add("otherq", "wrong", verify_run.other(ref)
                    if ref.isdigit() else "7\\pi", w + r, p)
            for r in twins:
                add("otherq", "twin", ref, w + r, p)


# (problem, reference, right responses, twins)
FORMS = [
    ("A train goes 75 km/h for two hours. How far does it go, in km?",
     "150",
     ["Distance is speed times time: 75 × 2 = 150 km.\n\nThe answer is "
      "150 km — the train covers that distance in the two hours."],
     ["Distance is speed times time: 75 × 2 = 150 km.\n\nThe answer is "
      "150 km — or maybe 140 km, I am not sure.",
      "Distance is speed times time: 75 × 2 = 150 km.\n\nThe answer is "
      "160 km — the train covers that distance in the two hours."]),
    ("Solve $2x = 7$.", "\\frac{7}{2}",
     ["Answer: x = 7/2 (i.e. 3.5).", "Answer: $x = \\frac{7}{2}$."],
     ["Answer: x = 7/2 (i.e. 4.5).", "Answer: x = 9/2 (i.e. 4.5)."]),
    ("What is 15% of 240?", "36",
     ["15% of 240 = 0.15 × 240 = 36.\n\n**36** ← final",
      "15% of 240 = 0.15 × 240 = 36.\n\nThe answer is $\\boxed{36}$."],
     ["15% of 240 = 0.15 × 240 = 36.\n\n**37** ← final",
      "15% of 240 = 0.15 × 240 = 36.\n\n**36** ← not final",
      "15% of 240 = 0.15 × 240 = 36.\n\n**36** ← maybe"]),
    ("Find the positive integer $n$ with $n^2 - 3n = 10$.", "5",
     ["$n^2 - 3n - 10 = (n-5)(n+2)$.\n\nThe positive integer satisfying "
      "the equation is $\\boxed{5}$.\n\nVerification: $5^2 - 3\\cdot 5 = "
      "25 - 15 = 10$. ✓"],
     ["$n^2 - 3n - 10 = (n-5)(n+2)$.\n\nThe positive integer satisfying "
      "the equation is $\\boxed{5}$.\n\nVerification: $5^2 - 3\\cdot 5 = "
      "25 - 15 = 10$. ✗ So it is $\\boxed{6}$.",
      "$n^2 - 3n - 10 = (n-5)(n+2)$.\n\nThe positive integer satisfying "
      "the equation is $\\boxed{6}$.\n\nVerification: $6^2 - 3\\cdot 6 = "
      "36 - 18 = 18$. ✗"]),
    ("What is 25% of 80?", "20",
     ["Computing step by step.\n\n25% of 80 is 20."],
     ["Computing step by step.\n\n25% of 80 is 21.",
      "Computing step by step.\n\n25% of 80 is not 20."]),
]


def forms(add):
    for p, ref, rights, twins in FORMS:
        for r in rights:
            add("forms", "right", ref, r, p)
            add("forms", "wrong", verify_run.other(ref) if ref.isdigit()
                else "\\frac{9}{2}", r, p)
        for r in twins:
            add("forms", "twin", ref, r, p)


OTHERS_P = "What is 15% of 240?"
OTHERS_RIGHT = [
    "15% of 240 = 0.15 × 240 = 36.\n\nThe answer is $\\boxed{36}$.\n\n"
    "A common wrong answer is $\\boxed{24}$, from using 10%.",
    "15% of 240 = 0.15 × 240 = 36.\n\nSome students write $\\boxed{24}$ "
    "here by mistake, but the answer is $\\boxed{36}$.",
]
OTHERS_TWIN = [
    "15% of 240 = 0.15 × 240 = 36.\n\nThe answer is $\\boxed{24}$.\n\n"
    "A common wrong answer is $\\boxed{36}$, from using 15%.",
    "15% of 240 = 0.15 × 240 = 36.\n\nSome students write $\\boxed{36}$ "
    "here, but the answer is $\\boxed{24}$.",
    "15% of 240 = 0.15 × 240 = 36.\n\nThe answer is $\\boxed{36}$.\n\n"
    "Actually, a better answer is $\\boxed{24}$.",
]


def others(add):
    for r in OTHERS_RIGHT:
        add("others", "right", "36", r, OTHERS_P)
        add("others", "wrong", "24", r, OTHERS_P)
    for r in OTHERS_TWIN:
        add("others", "twin", "36", r, OTHERS_P)


TOOL_P = "How many positive divisors does 360 have?"
TOOL_CODE = ("```python\nfrom sympy import divisor_count\n"
             "print(divisor_count(360))\n```\n```output\n{o}\n```\n")
TOOL_RIGHT = ["The output confirms it: 360 has {v} positive divisors.",
              "So 360 has $\\boxed{{{v}}}$ positive divisors."]
TOOL_TWIN = ["The output says {v}, but that is wrong: 360 has {w} positive "
             "divisors.",
             "The output confirms it: 360 has {w} positive divisors."]


def tool(add):
    for o in ("24", "23"):
        for t in TOOL_RIGHT:
            r = TOOL_CODE.format(o=o) + t.format(v=24)
            if o == "24":
                add("tool", "right", "24", r, TOOL_P)
            add("tool", "wrong", "25", r, TOOL_P)
        for t in TOOL_TWIN:
            add("tool", "twin", "24", TOOL_CODE.format(o=o) + t.format(
                v=24, w=23 if o == "24" else 25), TOOL_P)
    ap = "What is $17 \\times 23$?"
    call = ("<tool_call>{{\"name\": \"calc\", \"arguments\": {{\"expr\": "
            "\"17*23\"}}}}</tool_call>\n<tool_response>{{\"result\": {o}}}"
            "</tool_response>\n")
    add("tool", "right", "391", call.format(o=391) +
        "17 × 23 = 391, so the product is **391**.", ap)
    add("tool", "wrong", "392", call.format(o=391) +
        "17 × 23 = 391, so the product is **391**.", ap)
    add("tool", "twin", "391", call.format(o=391) +
        "17 × 23 = 391, so the product is **392**.", ap)
    add("tool", "twin", "391", call.format(o=391), ap)


def variants():
    vs = []

    def add(kind, fam, ans, resp, problem=None):
        verify_run.add(vs, kind, kind + "-" + fam, ans, resp, problem)

    for f in (total, rate, expr, otherq, forms, others, tool):
        f(add)
    return vs


def main():
    verify_run.usage("hostile_lost29b")
    vs = variants()
    return verify_run.run_kinds("hostile_lost29b", vs, width=8)


if __name__ == "__main__":
    sys.exit(main())
