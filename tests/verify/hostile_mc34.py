#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_mc34.py: multiple-choice answers and answer formats that
state the right answer in a form papo-verify did not read (issue 26,
recall), each beside twins that must stay refused.

usage: hostile_mc34.py PAPO_VERIFY [--list]

Rounds draw a problem whose options are listed inline on one line
("(A) 12 (B) 15 ... (J) 29"), one a line ("A. Oslo\\nB. Lima ..."), or
a counting problem ("A farmer has 6 pens with 7 sheep in each pen"),
then write the right answer in one of these forms (family "right",
rewarded; the same response against another reference, "wrong", never):

  lower     the option's letter in lower case after an answer label
            ("Answer: j"), the problem listing its options inline;
  boxval    the option's value boxed ("The number is $\\boxed{29}$.");
  choice    a JSON object's "choice" key ({"choice": "J"});
  conf      a JSON answer beside a confidence of 0.9 or more, or of 90%
            or more ({"answer": "J", "confidence": 0.95});
  answers   a JSON list of the letters of a multi-select answer
            ({"answers": ["A", "C", "E"]});
  unit      a JSON answer object of a value and its unit ({"answer":
            {"value": 42, "unit": "sheep"}});
  tag       an answer tag and a confidence tag after it
            ("<answer>42</answer>\\n<confidence>0.95</confidence>");
  text      the letter, its label's stop and the option's own text
            ("Answer: C. Paris");
  aside     a multi-select answer and, in parentheses, the letters it
            leaves out ("Answer: A, C, and E (not B or D).");
  colour    a box whose value is in a colour that shows on a page
            ("\\boxed{\\color{blue}{42}}", \\textcolor, green, navy...).

Twins (never rewarded): "other", the form with another letter, another
option's value or text, a value no option has, a letter with another
option's text ("Answer: B. Paris" where C is Paris, against B too), a
list with a letter more or less, a unit the problem does not ask for;
"doubt", a confidence below 0.9 or 90%, or a word below "high" ("low",
"medium"), or a note tag after the answer tag ("<caveat>untested
</caveat>": a note's words are not read as sure); an aside that leaves out a letter of the set, or offers
one ("(not C or D)", "(or B)"); a colour that hides or marks ("white",
"red", a \\colorbox).  Random but seeded: the same variants every run.

Prints each variant that gets the wrong reward (or a right one that
does not) and a count per form; exits 1 when any does.  --list writes
the variants (JSONL) instead.
"""
import json
import random
import sys

import verify_run

LETTERS = "ABCDEFGHIJ"

# Inline problems: a question and a test of the one right value.
INLINE = [
    ("Which of these numbers is prime?", lambda v: v > 1 and all(
        v % d for d in range(2, int(v ** 0.5) + 1))),
    ("Which of these numbers is a perfect square?",
     lambda v: int(v ** 0.5) ** 2 == v),
    ("Which of these numbers is divisible by 7?", lambda v: v % 7 == 0),
]

# One a line: a question, the right option, the others.
CAPITALS = [
    ("France", "Paris", ["Berlin", "Madrid", "Rome", "Vienna"]),
    ("Norway", "Oslo", ["Helsinki", "Stockholm", "Copenhagen", "Riga"]),
    ("Peru", "Lima", ["Quito", "Bogota", "Santiago", "Caracas"]),
    ("Japan", "Tokyo", ["Seoul", "Beijing", "Manila", "Hanoi"]),
    ("Kenya", "Nairobi", ["Kampala", "Accra", "Dakar", "Lusaka"]),
]

LOWER = ["Answer: {x}", "The answer is {x}.", "Final answer: {x}",
         "So the answer is {x}."]
BOXVAL = ["The number is $\\boxed{{{v}}}$.", "\\boxed{{{v}}}",
          "So the answer is $\\boxed{{{v}}}$."]
HIGH = ["0.9", "0.95", "0.99", "\"95%\"", "97", "\"high\""]
LOW = ["0.5", "0.8", "0.89", "\"60%\"", "85", "\"low\"", "\"medium\""]
TEXT = ["Answer: {x}. {t}", "Answer: {x}. {t}.", "The answer is {x}. {t}."]


def inline_problem(rng):
    """An inline problem: its text, its values, the right letter."""
    q, good = rng.choice(INLINE)
    k = rng.randint(4, 10)
    vals = []
    while len(vals) < k - 1:
        v = rng.randint(4, 60)
        if not good(v) and v not in vals:
            vals.append(v)
    while True:
        r = rng.randint(4, 99)
        if good(r):
            break
    at = rng.randrange(k)
    vals.insert(at, r)
    opts = " ".join("(%s) %d" % (LETTERS[i], v) for i, v in enumerate(vals))
    return q + "\n" + opts, vals, LETTERS[at]


def listed_problem(rng):
    """A problem listing four or five options one a line."""
    country, right, others = rng.choice(CAPITALS)
    k = rng.randint(4, 5)
    opts = rng.sample(others, k - 1)
    at = rng.randrange(k)
    opts.insert(at, right)
    text = "What is the capital of %s?\n" % country + "\n".join(
        "%s. %s" % (LETTERS[i], o) for i, o in enumerate(opts))
    return text, opts, LETTERS[at]


def another(rng, letter, k):
    """A letter of the k listed other than letter."""
    return rng.choice([c for c in LETTERS[:k] if c != letter])


def variants(rng):
    vs = []

    def add(kind, fam, ans, resp, problem):
        verify_run.add(vs, kind, fam, ans, resp, problem)

    for _ in range(40):
        # lower: "Answer: j" under an inline list
        p, vals, x = inline_problem(rng)
        o = another(rng, x, len(vals))
        t = rng.choice(LOWER)
        add("lower", "right", x, t.format(x=x.lower()), p)
        add("lower", "wrong", o, t.format(x=x.lower()), p)
        add("lower", "other", x, t.format(x=o.lower()), p)

        # boxval: the option's value boxed
        p, vals, x = inline_problem(rng)
        v = vals[LETTERS.index(x)]
        o = another(rng, x, len(vals))
        t = rng.choice(BOXVAL)
        add("boxval", "right", x, t.format(v=v), p)
        add("boxval", "wrong", o, t.format(v=v), p)
        add("boxval", "other", x, t.format(v=vals[LETTERS.index(o)]), p)
        nv = next(n for n in range(v + 1, v + 200) if n not in vals)
        add("boxval", "other", x, t.format(v=nv), p)

        # choice: {"choice": "J"}
        p, vals, x = rng.choice([inline_problem, listed_problem])(rng)
        o = another(rng, x, len(vals))
        add("choice", "right", x, json.dumps({"choice": x}), p)
        add("choice", "wrong", o, json.dumps({"choice": x}), p)
        add("choice", "other", x, json.dumps({"choice": o}), p)

        # conf: a confidence key beside a JSON answer
        p, vals, x = rng.choice([inline_problem, listed_problem])(rng)
        o = another(rng, x, len(vals))
        key = rng.choice(["confidence", "confidence_level", "certainty"])
        h, lo = rng.choice(HIGH), rng.choice(LOW)
        r = '{"answer": "%s", "%s": %s}' % (x, key, h)
        add("conf", "right", x, r, p)
        add("conf", "wrong", o, r, p)
        add("conf", "doubt", x, '{"answer": "%s", "%s": %s}' % (x, key, lo),
            p)
        add("conf", "other", x, '{"answer": "%s", "%s": %s}' % (o, key, h),
            p)

        # answers: a multi-select list
        k = rng.randint(5, 7)
        nums = rng.sample(range(2, 40), k)
        even = [LETTERS[i] for i, v in enumerate(nums) if v % 2 == 0]
        if len(even) < 2 or len(even) == k:
            nums[0], nums[1], nums[2] = 2 * rng.randint(1, 9), 2 * \
                rng.randint(10, 19) + 1, 2 * rng.randint(10, 19)
            nums[1] += 0 if nums[1] % 2 else 1
            even = [LETTERS[i] for i, v in enumerate(nums) if v % 2 == 0]
        odd = [c for c in LETTERS[:k] if c not in even]
        p = "Select all that apply. Which numbers are even?\n" + "\n".join(
            "%s. %d" % (LETTERS[i], v) for i, v in enumerate(nums))
        ref = rng.choice([", ".join(even), "".join(even)])
        add("answers", "right", ref, json.dumps({"answers": even}), p)
        add("answers", "wrong", ", ".join(even + [odd[0]]),
            json.dumps({"answers": even}), p)
        add("answers", "other", ref, json.dumps(
            {"answers": sorted(even + [rng.choice(odd)])}), p)
        add("answers", "other", ref, json.dumps({"answers": even[1:]}), p)

        # unit: {"answer": {"value": 42, "unit": "sheep"}}
        a, b = rng.randint(3, 12), rng.randint(3, 12)
        animal = rng.choice(["sheep", "goats", "cows", "hens"])
        p = ("A farmer has %d pens with %d %s in each pen. How many %s "
             "does he have?" % (a, b, animal, animal))
        v = a * b
        key = rng.choice(["answer", "final_answer", "result"])
        obj = {key: {"value": v, "unit": animal}}
        if rng.random() < 0.5:
            obj = dict([("reasoning", "%d*%d" % (a, b))] + list(obj.items()))
        add("unit", "right", str(v), json.dumps(obj), p)
        add("unit", "wrong", str(v + 1), json.dumps(obj), p)
        for other in ("pens", "dollars", "kg"):
            add("unit", "other", str(v), json.dumps(
                {key: {"value": v, "unit": other}}), p)
        add("unit", "other", str(v), json.dumps(
            {key: {"value": v + 1, "unit": animal}}), p)

        # tag: an answer tag and a confidence tag
        h = rng.choice(["0.9", "0.95", "0.99", "95%", "high", "1.0"])
        lo = rng.choice(["0.4", "0.7", "0.85", "60%", "low", "medium"])
        sep = rng.choice(["\n", " ", "\n\n"])
        r = "<answer>%d</answer>%s<confidence>%s</confidence>" % (v, sep, h)
        add("tag", "right", str(v), r, p)
        add("tag", "wrong", str(v + 1), r, p)
        add("tag", "doubt", str(v), "<answer>%d</answer>%s<confidence>%s"
            "</confidence>" % (v, sep, lo), p)
        add("tag", "other", str(v), "<answer>%d</answer>%s<confidence>%s"
            "</confidence>" % (v + 1, sep, h), p)
        note = rng.choice(["<caveat>untested</caveat>",
                           "<note>rough</note>", "<comment>tbd</comment>"])
        add("tag", "other", str(v), "<answer>%d</answer>%s%s" % (v, sep,
                                                                 note), p)

        # text: "Answer: C. Paris"
        p, opts, x = listed_problem(rng)
        o = another(rng, x, len(opts))
        right_t, other_t = opts[LETTERS.index(x)], opts[LETTERS.index(o)]
        t = rng.choice(TEXT)
        add("text", "right", x, t.format(x=x, t=right_t), p)
        add("text", "wrong", o, t.format(x=x, t=right_t), p)
        add("text", "other", x, t.format(x=x, t=other_t), p)
        add("text", "other", x, t.format(x=o, t=right_t), p)
        add("text", "other", o, t.format(x=o, t=right_t), p)
        # aside: "Answer: A, C, and E (not B or D)."
        k = rng.randint(5, 7)
        chosen = sorted(rng.sample(LETTERS[:k], rng.randint(2, k - 2)))
        left = [c for c in LETTERS[:k] if c not in chosen]
        p = "Select all that apply.\n" + "\n".join(
            "%s. statement %d" % (LETTERS[i], i + 1) for i in range(k))
        joined = ", ".join(chosen[:-1]) + rng.choice([", and ", " and "]) \
            + chosen[-1]
        out = rng.sample(left, rng.randint(1, len(left)))
        note = (" or " if len(out) == 2 else ", ").join(out)
        t = rng.choice(["Answer: %s (not %s).", "The answers are %s (not "
                        "%s).", "Answer: %s (not %s)"])
        ref = ", ".join(chosen)
        add("aside", "right", ref, t % (joined, note), p)
        add("aside", "wrong", ", ".join(sorted(chosen + [left[0]])),
            t % (joined, note), p)
        add("aside", "other", ref, t % (joined, chosen[0] + " or " +
                                         left[0]), p)
        add("aside", "other", ref, (t % (joined, note)).replace(
            "(not ", "(or "), p)
        add("aside", "other", ref, t % (joined, note) + " Maybe " +
            left[0] + ".", p)

        # colour: "\boxed{\color{blue}{42}}"
        v = rng.randint(10, 99)
        c = rng.choice(["blue", "navy", "green", "darkgreen", "purple",
                        "teal"])
        cmd = rng.choice(["\\color{%s}{%d}", "\\textcolor{%s}{%d}",
                          "\\color{%s} %d"])
        t = rng.choice(["\\boxed{%s}", "$\\boxed{%s}$",
                        "The answer is $\\boxed{%s}$."])
        add("colour", "right", str(v), t % (cmd % (c, v)), None)
        add("colour", "wrong", str(v + 1), t % (cmd % (c, v)), None)
        for bad in ("white", "red", "#fff"):
            add("colour", "other", str(v), t % (cmd % (bad, v)), None)
        add("colour", "other", str(v), t % ("\\colorbox{%s}{%d}" % (c, v)),
            None)
        add("colour", "other", str(v), t % ((cmd % (c, v)) + " or " +
                                          str(v + 1)), None)
    return vs


def main():
    verify_run.usage("hostile_mc34")
    return verify_run.run("hostile_mc34", variants(random.Random(34)),
                          group=lambda v: v["kind"],
                          right=verify_run.is_right, what="right ones")


if __name__ == "__main__":
    sys.exit(main())
