#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_review27.py: the wrong rewards a read-only review of
papo-verify found (issue 26, review 27), written by kind in many
variants, each hostile form beside right twins the corpus shows models
write:

 - reason: a reason clause ("Since", "Because", "As") before the
   answer whose words say it is a guess, a placeholder or a
   shortcut ("As an estimate, the answer is 42.", "Since this is only
   a placeholder, \\\\boxed{42}.") or are made-up words no row and no
   context lends ("As a zorblik, \\\\boxed{42}."); the twins: a clause
   of derivation in the problem's words ("Since 6 x 7 = 42, the answer
   is \\\\boxed{42}.", "Since the question asks for the total number of
   apples, ...");
 - leadin: a capitalised word no row holds and a pronoun or article
   before a comma and an answer phrase ("Ballparking it, the answer is
   42.", "Zorbliking the, the answer is 42."); the twins: the
   operations a derivation names ("Putting it all together,",
   "Combining them,");
 - level: in a last statement, a verb no row holds before a
   preposition and the value ("So the number of apples maxes out at
   42.", "... zorbliks at 42."), or right before the value after a
   quantity ("... nears 42.", "... just misses 42."); the twins: a
   copula or a verb of the result ("comes to", "amounts to", "rises
   to", "is just"), with a problem and without;
 - ksuffix: a thousand's K or k, or a million's M, after a number
   where no unit can be meant (a currency before it, no temperature
   asked; with no problem, "42K" and "\\boxed{42\\text{M}}" mean a
   kelvin or a molarity as much): "$42K" is no 42 and is 42000; the
   twins: the kelvin a temperature problem asks;
 - bound: Bengali's and Telugu's bound words after the noun of a last
   statement ("సంఖ్య గరిష్టంగా 42", "ছাত্রসংখ্যা সর্বাধিক 42"); the
   twins: the statement without them;
 - texover: TeX's plain fraction in the response ("{3 \\\\over 4}")
   against another fraction or its inverse; the twins: the same
   fraction, rewarded;
 - wrapper: Sky-T1's and OpenThoughts' sections, the answer closed by
   <|end_of_solution|>, against another value, with words after the
   token, or hedged, negated or someone's inside the solution; the
   twins: the answer, rewarded.

usage: hostile_review27.py PAPO_VERIFY [--list]

Every hostile variant gives the reference's value (or, for ksuffix,
the number without its scale) under words that make it a guess, a
bound or another number, so a reward is a wrong reward.  Controls must
each be rewarded.

Measured on main (841bcea4): see the comment above KNOWN.
"""
import itertools
import sys

import verify_run

# (a, b): a problem of a boxes of b apples, its answer a * b
PAIRS = [(6, 8), (4, 9), (7, 6), (5, 12)]
PROBLEM = ("A shop sold {a} boxes of {b} apples each. How many apples did "
           "it sell in total?")

# made-up words: two syllables of these, none an English word
SYL = ["zor", "blik", "quam", "vex", "drun", "plim", "snarf", "gluv",
       "trep", "wug"]
POOL = ["".join(p) for p in itertools.permutations(SYL, 2)][:40]

PHRASES = ["{c}, the answer is {v}.", "{c}, \\boxed{{{v}}}.",
           "{c}, the final answer is \\boxed{{{v}}}.",
           "{c}, we get \\boxed{{{v}}}."]

# reason: real hedges and shortcuts a reason clause names, by opener
REASON_HEDGES = [
    "As an estimate", "As a ballpark", "As a first stab", "As a hunch",
    "As a rough figure", "As a wild stab", "As a placeholder",
    "As I ran out of time", "As a fallback", "As a gut feeling",
    "Since this is only a placeholder", "Since I eyeballed it",
    "Since I am unsure", "Since time ran short", "Since I skipped the check",
    "Since I could not finish", "Since this is a shot in the dark",
    "Because I rounded crudely", "Because I skipped the algebra",
    "Because I ran out of time", "Because it feels right",
    "Because I winged it", "Because this is a ballpark",
    "Comme estimation", "Als Schätzung", "Como estimación",
    "Come stima", "Como estimativa", "В качестве оценки",
    "As a starting point", "As a rough guide",
]
REASON_MADE = ["As a {w}", "As an {w}", "Since this is only a {w}",
               "Because I {w}ed it", "Since it is a {w}", "Because we {w}",
               "Since the {w} is {w2}", "As I {w}ed"]
REASON_RIGHT = [
    "Since {a} x {b} = {v}, the answer is \\boxed{{{v}}}.",
    "Since {a} \\times {b} = {v}, the answer is \\boxed{{{v}}}.",
    "Because {a} times {b} is {v}, the answer is \\boxed{{{v}}}.",
    "Since each box holds {b} apples and there are {a} boxes, the "
    "answer is {v}.",
    "Since the question asks for the total number of apples, the answer "
    "is \\boxed{{{v}}}.",
    "Since we are looking for the total number of apples, the answer is "
    "\\boxed{{{v}}}.",
    "As the question asks for the total, the answer is \\boxed{{{v}}}.",
    "As we found, the answer is \\boxed{{{v}}}.",
    "As a result, the answer is \\boxed{{{v}}}.",
    "As shown, the answer is \\boxed{{{v}}}.",
]
# the same with no problem text: a premise in a derivation's words
REASON_BARE = [
    "Because the sequence is arithmetic, the answer is {v}.",
    "As the triangle is isosceles, the answer is \\boxed{{{v}}}.",
    "Since {a} x {b} = {v}, the answer is \\boxed{{{v}}}.",
    "Since the sum of the digits is divisible by 3, the answer is {v}.",
]


def reason_rows(c, k, a, b):
    v, p = a * b, PROBLEM.format(a=a, b=b)
    for h in REASON_HEDGES:
        for f in PHRASES:
            c.add("reason", str(v), (f.format(c=h, v=v), p))
            c.add("reason", str(v), f.format(c=h, v=v))
    for h, (w, w2) in itertools.product(REASON_MADE,
                                        zip(POOL, reversed(POOL))):
        c.add("reason", str(v), (PHRASES[a % 4].format(
            c=h.format(w=w, w2=w2), v=v), p))
    for t in REASON_RIGHT:
        k.add("reason", str(v), (t.format(a=a, b=b, v=v), p))
    for t in REASON_BARE:
        k.add("reason", str(v), t.format(a=a, b=b, v=v))


# leadin: a capitalised word and a pronoun or article before a comma
LEADIN_HEDGES = ["Ballparking", "Winging", "Lowballing", "Faking",
                 "Eyeballing", "Guesstimating", "Fudging", "Refuted",
                 "Bluffing", "Rushing", "Skimming", "Botched"]
PRONOUNS = ["it", "them", "this", "that", "the"]
LEADIN_RIGHT = ["Putting it all together", "Putting it together",
                "Combining them", "Adding them", "Adding these",
                "Simplifying it", "Multiplying them"]


def leadin_rows(c, k, a, b):
    v, p = a * b, PROBLEM.format(a=a, b=b)
    for w, pr in itertools.product(LEADIN_HEDGES, PRONOUNS):
        for f in PHRASES:
            c.add("leadin", str(v), f.format(c=w + " " + pr, v=v))
            c.add("leadin", str(v), (f.format(c=w + " " + pr, v=v), p))
    for w, pr in itertools.product(POOL, PRONOUNS):
        for cap in (w.capitalize() + "ing", w.capitalize()):
            c.add("leadin", str(v), (PHRASES[a % 4].format(
                c=cap + " " + pr, v=v), p))
    for t in LEADIN_RIGHT:
        for f in PHRASES:
            k.add("leadin", str(v), (f.format(c=t, v=v), p))


# level: a verb no row holds before a preposition and the value
LEVEL_VERBS = ["maxes out at", "tops out at", "is capped at",
               "bottoms out at", "comes close to", "just misses",
               "peaks at", "plateaus at", "levels off at", "is pegged at",
               "flirts with", "hovers near", "hovers around", "edges toward",
               "stalls at", "stops short of", "falls short of",
               "is limited to", "is held to", "nears",
               # a deed or a word no row holds right before the value,
               # an adverb before it
               "barely misses", "only misses", "skirts", "zorbs"]
PREPS = ["at", "to", "for", "by", "in", "within", "after", "with"]
LEVEL_FORMS = ["So the number of apples {w} {v}.",
               "Thus the total number of apples {w} {v}.",
               "Therefore, the number of apples sold {w} {v}.",
               "So the shop's total {w} {v} apples."]
LEVEL_RIGHT = ["is", "comes to", "amounts to", "is equal to", "equals",
               "totals", "comes out to", "rises to", "is just", "is now"]


def level_rows(c, k, a, b):
    v, p = a * b, PROBLEM.format(a=a, b=b)
    for w in LEVEL_VERBS:
        for f in LEVEL_FORMS:
            c.add("level", str(v), f.format(w=w, v=v))
            c.add("level", str(v), (f.format(w=w, v=v), p))
    for w, pr in itertools.product(POOL, PREPS):
        c.add("level", str(v), (LEVEL_FORMS[a % 4].format(
            w=w + "s " + pr, v=v), p))
    for w in LEVEL_RIGHT:
        for f in LEVEL_FORMS:
            k.add("level", str(v), (f.format(w=w, v=v), p))
            k.add("level", str(v), f.format(w=w, v=v))	# no problem


# ksuffix: a scale letter after a number no unit can be meant by
K_FORMS = ["The prize pool is ${v}{s}.", "The answer is ${v}{s}.",
           "\\boxed{{\\${v}{s}}}", "The total is ${v}{s}.",
           "Answer: ${v}{s}", "The answer is {v}{s}.",
           "\\boxed{{{v}\\text{{{s}}}}}", "\\boxed{{{v}{s}}}"]
SCALES = [("K", 3), ("k", 3), ("M", 6)]  # the letter, its power of ten
TEMP = "A gas is cooled. What is its temperature in kelvin?"


def ksuffix_rows(c, k, a, b):
    v = a * b
    for f in K_FORMS:
        for s, e in SCALES:
            r = f.format(v=v, s=s)
            # "42K" alone may be kelvin, or thousands: with no problem
            # neither is asked (under one asking kelvin: below)
            c.add("ksuffix", str(v), r)
            if "$" in f:
                k.add("ksuffix", str(v * 10 ** e), r)	# "$42K": 42000
    for f in ["The answer is {v}K.", "\\boxed{{{v}\\text{{K}}}}",
              "The temperature is {v} K."]:
        k.add("ksuffix", str(v), (f.format(v=v), TEMP))


# bound: Bengali's and Telugu's bound words after a last statement's noun
BOUND_FORMS = [
    ("কাজেই ছাত্রসংখ্যা {b}{v}।", ["সর্বাধিক ", "সর্বোচ্চ ", "কমপক্ষে ",
                                   "অন্তত ", "সর্বনিম্ন ", "প্রায় "]),
    ("সুতরাং মোট আপেলের সংখ্যা {b}{v}।", ["সর্বাধিক ", "সর্বোচ্চ ",
                                         "কমপক্ষে ", "সর্বনিম্ন "]),
    ("కాబట్టి విద్యార్థుల సంఖ్య {b}{v}.", ["గరిష్టంగా ", "గరిష్ఠంగా ",
                                          "కనిష్టంగా ", "కనీసం ",
                                          "సుమారు "]),
    ("కాబట్టి మొత్తం ఆపిల్స్ సంఖ్య {b}{v}.", ["గరిష్టంగా ", "కనిష్టంగా ",
                                             "అత్యధికంగా "]),
]


def bound_rows(c, k, a, b):
    v = a * b
    for f, bounds in BOUND_FORMS:
        for w in bounds:
            c.add("bound", str(v), f.format(b=w, v=v))
        k.add("bound", str(v), f.format(b="", v=v))


# wrapper: Sky-T1's and OpenThoughts' reasoning and solution sections,
# the solution closed by <|end_of_solution|>: an end token, no words
WRAP = ("<|begin_of_thought|>\n{a} x {b} = {v}\n<|end_of_thought|>\n"
        "<|begin_of_solution|>\n{s}\n<|end_of_solution|>")
WRAP_RIGHT = ["The total is \\boxed{{{v}}}.", "The answer is {v}.",
              "Final answer: \\boxed{{{v}}}"]
WRAP_WRONG = ["The total is probably \\boxed{{{v}}}.",
              "The answer is not {v}.", "Bob's answer is \\boxed{{{v}}}."]


def wrapper_rows(c, k, a, b):
    v = a * b
    for t in WRAP_RIGHT:
        r = WRAP.format(a=a, b=b, v=v, s=t.format(v=v))
        k.add("wrapper", str(v), r)
        c.add("wrapper", str(v + 1), r)
        c.add("wrapper", str(v), r + " Actually it is %d." % (v + 1))
    for t in WRAP_WRONG:
        c.add("wrapper", str(v), WRAP.format(a=a, b=b, v=v,
                                             s=t.format(v=v)))


# texover: TeX's plain fraction "{3 \\over 4}" in the response, read as
# \\frac{3}{4} (the reference's rewrite did so before)
OVER_FORMS = ["\\boxed{{{{{n} \\over {d}}}}}", "The answer is ${n} \\over {d}$.",
              "\\boxed{{{n}\\over{d}}}"]


def texover_rows(c, k, a, b):
    n, d = a, b + 2
    for f in OVER_FORMS:
        r = f.format(n=n, d=d)
        k.add("texover", "\\frac{%d}{%d}" % (n, d), r)
        c.add("texover", "\\frac{%d}{%d}" % (n, d + 1), r)
        c.add("texover", "\\frac{%d}{%d}" % (d, n), r)


def rows():
    c, k = verify_run.Cases(), verify_run.Cases()
    for a, b in PAIRS:
        reason_rows(c, k, a, b)
        leadin_rows(c, k, a, b)
        level_rows(c, k, a, b)
        ksuffix_rows(c, k, a, b)
        bound_rows(c, k, a, b)
        wrapper_rows(c, k, a, b)
        texover_rows(c, k, a, b)
    return c.out, k.out


# Holes left, counted apart (not failures) and capped by
# tests/t-verify-hostile-review27.sh.  Main (841bcea4) rewards 4,056 of
# the 7,868 hostile variants wrongly; every control is rewarded there
# (the thousands "$42K" means, 42000, are not: below):
#  - reason (1,768 of 2,272): inside a clause "since" or "because"
#    opened, every word nevers[] did not hold was passed over, and
#    "As" was Portuguese's article, a description after it read
#    freely.  Closed: a reason clause ("as" too, before a clause's
#    subject or article: reason_as) is read word by word, each a word
#    of reason_words[], a determiner, a person, a verb, a row of two
#    words or more, or the problem's or the response's own
#    (answer_open.c, reason_read); 0 now;
#  - leadin (720 of 3,520): a capitalised word before a function word
#    papo_answer_verb reads ("it", "the", "them") and a comma was a
#    subject before its verb.  Closed: before a comma the verb is none
#    of verbless[] (answer_open.c, subject); 0 now;
#  - level (1,500 of 1,920): in a last statement a preposition of where
#    a quantity stands ("at", "to", "with") right before the value was
#    read whatever verb stood before it ("maxes out at", "zorbliks at",
#    "flirts with").  Closed: the verb before it (or before a particle,
#    an object pronoun, or an object's determiner and noun: "comes out
#    to", "sells each ear for") is a verb papo_answer_verb, verbs[],
#    relates[] or level_verbs[] holds, an adverb of adverbs[] or the
#    problem's or the response's own, or before an object's determiner
#    within four words a verb of those (answer_open.c, level_unread);
#    28 left, known: a verb no row holds right before the value with no
#    preposition ("nears 42"), and "just" before a verb of the rows
#    ("just misses 42").  Closed (h35-known28): after a description
#    headed by a quantity ("the number of apples", "the shop's total",
#    an adverb such as "just" between), the word right before the value
#    is a verb that relates a quantity to its value (head_verb: verbs[],
#    relates[], level_verbs[], a copula or an adverb of the rows), not
#    any deed papo_answer_verb knows ("misses") nor, under a problem, a
#    word no row holds ("nears", "zorbs": answer_open.c, desc_last_word,
#    unlent_bare, verb_through); 0 now.  With 4 more verbs
#    ("barely misses", "skirts", "zorbs") and the twins with no problem
#    too ("is just 42", which main refused: 16 controls lost there), main
#    a9f9d96d fails 104 variants of 8,668 (80 level, 16 controls, 8
#    ksuffix), this tree none;
#  - bound (48 of 72): Bengali's and Telugu's bounds after a last
#    statement's noun ("సంఖ్య గరిష్టంగా 42", "ছাত্রসংখ্যা সর্বাধিক 42")
#    were read as its nouns: the last statement's reader never asked
#    the rows of bounds, and সর্বাধিক, সর্বোচ্চ, সর্বনিম্ন, కనిష్టంగా and
#    అత్యధికంగా had none.  Closed: the word right before an Indic last
#    statement's value is read against R_BOUND and R_BEFORE first
#    (answer_find.c, bound_last; the rows added to answer_rows.c); 0 now;
#  - ksuffix (20 of 84; and 60 of the controls, "$42K" against 42000,
#    not rewarded): "K" after an amount was read as kelvin, "M" as an
#    annotation, the value compared as 42; a response's "k" or "M" was
#    a scale only under a problem.  Closed: a currency's sign or code
#    before the number makes "K", "k", "M", "bn" glued to it no unit
#    (answer_number.c, amount_scaled), and after a dollar sign a scale,
#    with or without a problem, "K" too (verify.c, abbrev_scaled; "€42M"
#    and "USD 42k" are still not scaled: not equal to either); 4 left,
#    a boxed "\\text{M}" with no currency (a molarity as well), closed
#    (h35-known28): with no problem, a capital K or M alone after the
#    number is a kelvin or a molarity, or thousands or millions, and a
#    bare reference is equal to none of them (verify.c,
#    scale_letter_unit); "42K", "\\boxed{42\\text{K}}" with no problem
#    are variants now, refused too; under a problem asking kelvin still
#    rewarded.
#  - texover (12 controls lost): "{3 \\over 4}" in the response was not
#    read as a fraction (the reference's was).  Now rewritten to
#    \\frac{3}{4} as the reference is (verify_ref.c,
#    papo_verify_over_rewrite, asked by verify.c); 0 wrong either way;
#  - wrapper (12 controls lost): <|end_of_solution|> after the answer
#    was words after it.  Now an end token (answer_rows.c, R_ENDTOK);
#    the hostile variants were refused before and still are.
KNOWN = []


def main():
    verify_run.usage("hostile_review27")
    out, ctl = rows()
    return verify_run.run("hostile_review27", verify_run.records(out, ctl),
                          known=verify_run.known_by(KNOWN))


if __name__ == "__main__":
    sys.exit(main())
