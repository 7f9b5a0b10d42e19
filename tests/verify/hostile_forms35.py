#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_forms35.py: the forms real models write a number or an option
in, issue 26's lost right answers, each with wrong twins.

usage: hostile_forms35.py PAPO_VERIFY [--list]

Kinds (group KIND; family KIND-right to be rewarded, a refused one
counted as lost, any other family never rewarded):
  digits  a value in the native digits of a script read as digits
          (Tamil, Khmer, Myanmar, Lao, Tibetan, Gujarati, Gurmukhi,
          Kannada, Malayalam, Odia) in an English, French or Spanish
          frame; twins: the same against another value, digits of two
          scripts in one number, the frame in Tamil (no listed
          language's)
  kilo    "1.2k" (a problem given or not) and "1.2K" (a problem that
          speaks of no temperature) against 1200; twins: the same
          against ten times the value, "1.2K" where the problem speaks of
          temperature or where none is given, "1.2M" against 1200
  repeat  a decimal written to an ellipsis whose digits repeat a block
          ("0.999…", "0.333\\ldots", "41.999…"); twins: against another
          value, "0.999" with no ellipsis against 1, "3.14159…" (no
          block) against pi
  cyr     an option set in Cyrillic look-alikes ("А, С, Е") where the
          problem lists Latin options; twins: another set, the problem
          listing Russian labels (С is none), no problem
  tool    a code agent's "final_answer(42)" ending the response; twins:
          against another value, another call before it, a line after
          it
  option  an option's text alone where the reference is its letter
          ("The capital of France is Paris.", "Answer: Paris (option
          C)"), "all except B and D", a multi-select joined by "und":
          not read yet (lost); twins: another option's text, two
          options' texts, another letter beside the text
  roman   "XLII" where the problem writes Roman numerals; "0x2A" where
          it asks base 16 (not read yet: lost); twins: a Roman "C" that
          is an option's letter against 100, "0x2A" where no base is
          asked

Random but seeded: the same variants every run.  Prints each variant
that gets the wrong reward (and each right one lost) and a count per
kind; exits 1 when any twin is rewarded.  --list writes the variants
(JSONL) instead.
"""
import random
import sys

import verify_run

PROBLEM = ("A farmer has {a} pens with {b} sheep in each pen. How many "
           "sheep does the farmer have?")

# the zero of each script's digits (its nine follow)
SCRIPTS = {"tamil": 0x0BE6, "khmer": 0x17E0, "myanmar": 0x1040,
           "lao": 0x0ED0, "tibetan": 0x0F20, "gujarati": 0x0AE6,
           "gurmukhi": 0x0A66, "kannada": 0x0CE6, "malayalam": 0x0D66,
           "odia": 0x0B66}

FRAMES = ["The answer is {v}.", "\\boxed{{{v}}}", "Answer: {v}",
          "So the farmer has {v} sheep.", "La réponse est {v}.",
          "La respuesta es {v}."]


def native(n, zero):
    return "".join(chr(zero + int(d)) for d in str(n))


def add(vs, kind, fam, ans, resp, problem=None):
    verify_run.add(vs, kind, kind + "-" + fam, ans, resp, problem)


def digits(vs, rng):
    for name, zero in SCRIPTS.items():
        for frame in FRAMES:
            a, b = rng.randint(3, 12), rng.randint(13, 19)
            v = a * b
            p = PROBLEM.format(a=a, b=b)
            r = frame.format(v=native(v, zero))
            add(vs, "digits", "right", str(v), r, p)
            add(vs, "digits", "other", str(v + 1), r, p)
            s = str(v)
            mixed = native(int(s[0]), zero) + s[1:]
            add(vs, "digits", "mixed", str(v), frame.format(v=mixed), p)
        v = rng.randint(20, 99)
        add(vs, "digits", "unlisted", str(v),
            "விடை " + native(v, zero))


TEMP = ["A gas is heated until its temperature is {v} kelvin. What is "
        "its final temperature?",
        "The furnace runs at {v} K. How hot is the furnace?",
        "Water is cooled by {v} degrees. By how much did it cool?"]
PLAIN = ["A shop sold {v} pens in a month. How many pens did it sell?",
         "A library holds {v} books on one floor. How many books are "
         "there?"]


def kilo(vs, rng):
    for _ in range(12):
        t = rng.choice([12, 15, 25, 34, 45, 72])
        x = "%d.%d" % (t // 10, t % 10)
        v = t * 100
        plain = rng.choice(PLAIN).format(v=v)
        temp = rng.choice(TEMP).format(v=v)
        for r in ("The answer is {x}k.", "\\boxed{{{x}k}}",
                  "Answer: {x}k"):
            r = r.format(x=x)
            add(vs, "kilo", "right", str(v), r, plain)
            add(vs, "kilo", "right", str(v), r)
            add(vs, "kilo", "tenfold", str(v * 10), r, plain)
            add(vs, "kilo", "tenfold", str(v * 10), r)
        for r in ("The answer is {x}K.", "\\boxed{{{x}K}}"):
            r = r.format(x=x)
            add(vs, "kilo", "right", str(v), r, plain)
            add(vs, "kilo", "tenfold", str(v * 10), r, plain)
            add(vs, "kilo", "kelvin", str(v), r, temp)
            add(vs, "kilo", "bare", str(v), r)
        add(vs, "kilo", "million", str(v), "The answer is %sM." % x,
            plain)


def repeat(vs, rng):
    for d in range(1, 10):
        n = rng.choice([3, 4, 5])
        for tail in ("…", "\\ldots", "..."):
            r = "The answer is 0.%s%s." % (str(d) * n, tail) \
                if tail != "..." else "The answer is 0.%s..." % (str(d) *
                                                                 n)
            ref = "1" if d == 9 else "\\frac{%d}{9}" % d
            fam = "right" if tail != "..." else "dots"
            if fam == "right":
                add(vs, "repeat", "right", ref, r)
                add(vs, "repeat", "other", "\\frac{%d}{9}" % (d - 1)
                    if d > 1 else "\\frac{1}{3}", r)
        w = rng.randint(10, 99)
        add(vs, "repeat", "right", str(w + 1),
            "The answer is %d.999…." % w)
        add(vs, "repeat", "right", str(w + 1),
            "\\boxed{%d.999\\ldots}" % w)
        add(vs, "repeat", "other", str(w),
            "The answer is %d.999…." % w)
        add(vs, "repeat", "nomark", str(w + 1),
            "The answer is %d.999." % w)
        add(vs, "repeat", "nomark", str(w + 1), "\\boxed{%d.999}" % w)
    for blk, ref in (("142857", "\\frac{1}{7}"), ("36", "\\frac{4}{11}"),
                     ("27", "\\frac{3}{11}")):
        add(vs, "repeat", "right", ref,
            "The answer is 0.%s…." % (blk * 2))
        add(vs, "repeat", "other", "\\frac{1}{2}",
            "The answer is 0.%s…." % (blk * 2))
    add(vs, "repeat", "noblock", "\\pi", "The answer is 3.14159….")
    add(vs, "repeat", "noblock", "\\pi", "\\boxed{3.14159\\ldots}")


LATIN = ("Select all that apply. Which are even?\n"
         "A. {0}  B. {1}  C. {2}  D. {3}  E. {4}")
RUSSIAN = ("Выберите все чётные.\n"
           "А) {0}  Б) {1}  В) {2}  Г) {3}  Д) {4}")
CYR = {"A": "А", "B": "В", "C": "С", "E": "Е"}


def cyr(vs, rng):
    leads = ["Правильные ответы: {s}.", "Ответ: {s}",
             "Верные варианты — {s}."]
    sets = [("A", "C", "E"), ("A", "C"), ("C", "E"), ("A", "B", "E"),
            ("B", "C")]
    for _ in range(6):
        for ls in sets:
            vals = [2, 3, 4, 5, 6]
            p = LATIN.format(*vals)
            glue = rng.choice([", ", ", ", " и "])
            text = glue.join(CYR[x] for x in ls[:-1]) + \
                (" и " if glue == " и " or rng.random() < 0.5 else ", ") + \
                CYR[ls[-1]]
            r = rng.choice(leads).format(s=text)
            ref = ", ".join(ls)
            add(vs, "cyr", "right", ref, r, p)
            other = [x for x in "ABCDE" if x not in ls][:2]
            add(vs, "cyr", "other", ", ".join(sorted(set(ls[:1]) |
                                                    set(other))), r, p)
            if "C" in ls or "E" in ls:
                add(vs, "cyr", "russian", ref, r, RUSSIAN.format(*vals))
            add(vs, "cyr", "bare", ref, r)
        add(vs, "cyr", "right", "C", "Правильный ответ: С.",
            LATIN.format(2, 3, 4, 5, 6))
        add(vs, "cyr", "other", "E", "Правильный ответ: С.",
            LATIN.format(2, 3, 4, 5, 6))


def tool(vs, rng):
    for _ in range(10):
        a, b = rng.randint(3, 12), rng.randint(13, 19)
        v = a * b
        p = PROBLEM.format(a=a, b=b)
        call = rng.choice(["final_answer", "submit", "answer"])
        arg = rng.choice(["{v}", "\"{v}\"", "answer={v}"]).format(v=v)
        for r in ("{c}({g})",
                  "Thought: {a} pens of {b}.\nCode:\n```py\n"
                  "{c}({g})\n```<end_code>",
                  "```python\ntotal = {a} * {b}\nprint(total)\n"
                  "{c}({g})\n```"):
            r = r.format(c=call, g=arg, a=a, b=b)
            add(vs, "tool", "right", str(v), r, p)
            add(vs, "tool", "other", str(v + 1), r, p)
        add(vs, "tool", "twice", str(v),
            "%s(%d)\n%s(%d)" % (call, v + 1, call, v), p)
        add(vs, "tool", "after", str(v),
            "%s(%d)\nprint(\"done\")" % (call, v), p)
        add(vs, "tool", "expr", str(v), "%s(x + 1)" % call, p)


CAPITALS = [("France", ["Berlin", "Madrid", "Paris", "Rome"], 2),
            ("Italy", ["Rome", "Lisbon", "Vienna", "Oslo"], 0),
            ("Japan", ["Seoul", "Tokyo", "Beijing", "Hanoi"], 1),
            ("Egypt", ["Rabat", "Tunis", "Accra", "Cairo"], 3)]


def option(vs, rng):
    for country, opts, k in CAPITALS:
        p = ("What is the capital of %s?\n" % country +
             "\n".join("%s. %s" % ("ABCD"[i], o)
                       for i, o in enumerate(opts)))
        right, other = opts[k], opts[(k + 1) % 4]
        letter, olet = "ABCD"[k], "ABCD"[(k + 1) % 4]
        for r in ("The capital of {c} is {t}.",
                  "Answer: {t} (option {l})", "Answer: {t} ({l})"):
            add(vs, "option", "right", letter,
                r.format(c=country, t=right, l=letter), p)
            add(vs, "option", "another", letter,
                r.format(c=country, t=other, l=olet), p)
        add(vs, "option", "two", letter, "The capital of %s is %s or %s."
            % (country, right, other), p)
        add(vs, "option", "mixed", letter, "Answer: %s (option %s)"
            % (right, olet), p)
    p = LATIN.format(2, 3, 4, 5, 6)
    add(vs, "option", "right", "A, C, E", "Answer: all except B and D", p)
    add(vs, "option", "right", "A, C, E",
        "Die richtigen Antworten sind A, C und E.", p)
    add(vs, "option", "wrongset", "A, C", "Answer: all except B and D",
        p)
    add(vs, "option", "wrongset", "A, C",
        "Die richtigen Antworten sind A, C und E.", p)


def roman(vs, rng):
    for v, rom in ((42, "XLII"), (14, "XIV"), (99, "XCIX")):
        add(vs, "roman", "right", str(v), "The answer is %s." % rom,
            "Write the number %d in Roman numerals, then read it back: "
            "what number is it?" % v)
        add(vs, "roman", "right", str(v), "The answer is 0x%X." % v,
            "Give %d in base 16 (hexadecimal)." % v)
        add(vs, "roman", "nobase", str(v), "The answer is 0x%X." % v,
            PROBLEM.format(a=2, b=v // 2))
    p = "Which is the largest?\nA. 12\nB. 40\nC. 7\nD. 3"
    add(vs, "roman", "letter", "100", "The answer is C.", p)
    add(vs, "roman", "letter", "100", "\\boxed{C}", p)


def variants(rng):
    vs = []
    for gen in (digits, kilo, repeat, cyr, tool, option, roman):
        gen(vs, rng)
    return vs


def main():
    verify_run.usage("hostile_forms35")
    return verify_run.run_kinds("hostile_forms35",
                                variants(random.Random(3535)), width=7)


if __name__ == "__main__":
    sys.exit(main())
