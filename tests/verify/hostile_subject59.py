#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_subject59.py: a last statement about another person or
another counted noun than the question asks (issue 26, session 47).

To "How many pencils does Tom have?", where the problem names Ann and
counts boxes too, "Tom has 36 pencils. Ann has 4." and "Tom has 36
pencils, and the boxes are 4." were read as 4: the statement's subject
was not compared with the question's (answer_frame.c other_person,
the_noun_other).  A subject the question names, a pronoun, "the total"
or a name only the question writes (a problem that renames its person)
are read as before.

usage: hostile_subject59.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): person, noun.
"""
import sys

import verify_run

# (asked person, other person, noun, other counted noun, verb, per)
CAST = (("Tom", "Ann", "pencils", "boxes", "has", 9),
        ("Maria", "Lucas", "apples", "bags", "has", 6),
        ("Jenny", "Omar", "stickers", "sheets", "has", 8),
        ("Carlos", "Beth", "cookies", "trays", "bakes", 12))


def problem(who, other, noun, cnt, verb, per, a, o):
    base = "have" if verb == "has" else "bake"
    return ("%s buys %d %s of %s. Each of the %s holds %d %s. %s has %d "
            "%s. How many %s does %s %s?" % (who, a, cnt, noun, cnt, per,
                                            noun, other, o, noun, noun,
                                            who, base))


def cases():
    for who, other, noun, cnt, verb, per in CAST:
        for a, o in ((4, 5), (7, 3), (12, 20)):
            v = a * per
            yield (problem(who, other, noun, cnt, verb, per, a, o), who,
                   other, noun, cnt, verb, a, o, v)


def work(a, per, v):
    return "%d × %d = %d.\n\n" % (a, per, v)


def person(add):
    for p, who, other, noun, cnt, verb, a, o, v in cases():
        w = work(a, v // a, v)
        for t in ("{w} {verb} {v} {n}. {o} {verb} {x}.",
                  "{w} {verb} {v} {n}. {o} {verb} {x} {n}.",
                  "{w} {verb} {v} {n}, so {o} {verb} {x}.",
                  "{w} {verb} {v} {n}; {o} {verb} {x}.",
                  "So {o} {verb} {x} {n}.",
                  "Therefore, {o} {verb} \\boxed{{{x}}} {n}."):
            r = w + t.format(w=who, o=other, verb=verb, v=v, n=noun, x=o)
            add("person-twin", str(o), p, r)
        for t in ("{w} {verb} {v} {n}.", "So {w} {verb} {v} {n}.",
                  "Therefore, {w} {verb} \\boxed{{{v}}} {n}.",
                  "{o} {verb} {x} {n}, so {w} {verb} {v} {n}.",
                  "In total, he {verb} {v} {n}."):
            r = w + t.format(w=who, o=other, verb=verb, v=v, n=noun, x=o)
            add("person-right", str(v), p, r)
            add("person-wrong", str(v + 1), p, r)


# the same in the languages whose questions put the verb before the
# subject: (problem, twin tails of another person, right tails)
EURO = (
    ("Tom kauft {a} Schachteln mit je 9 Stiften. Anna hat {o} Stifte. "
     "Wie viele Stifte hat Tom?", ("Tom hat {v} Stifte. Anna hat {o}.",
                                   "Also hat Anna {o} Stifte."),
     ("Tom hat {v} Stifte.", "Also hat Tom {v} Stifte.")),
    ("Tom achète {a} boîtes de 9 crayons. Anne a {o} crayons. "
     "Combien de crayons Tom a-t-il ?", ("Tom a {v} crayons. Anne a {o} "
                                        "crayons.",),
     ("Tom a {v} crayons.",)),
    ("Tom compra {a} cajas de 9 lápices. Ana tiene {o} lápices. "
     "¿Cuántos lápices tiene Tom?",
     ("Tom tiene {v} lápices. Ana tiene {o}.",),
     ("Tom tiene {v} lápices.",)),
)


def euro(add):
    for p, twins, rights in EURO:
        for a, o in ((4, 5), (7, 3), (12, 20)):
            v = a * 9
            pr = p.format(a=a, o=o)
            w = work(a, 9, v)
            for t in twins:
                add("person-twin", str(o), pr, w + t.format(v=v, o=o))
            for t in rights:
                add("person-right", str(v), pr, w + t.format(v=v, o=o))
                add("person-wrong", str(v + 1), pr, w + t.format(v=v,
                                                                o=o))


def noun(add):
    for p, who, other, noun, cnt, verb, a, o, v in cases():
        w = work(a, v // a, v)
        for t in ("{w} {verb} {v} {n}, and the {c} are {a}.",
                  "{w} {verb} {v} {n}, so the {c} number {a}.",
                  "{w} {verb} {v} {n}; the {c} are {a}.",
                  "{w} {verb} {v} {n}. The {c} are {a}.",
                  "{w} {verb} {v} {n}, where the {c} are {a}."):
            add("noun-twin", str(a), p, w + t.format(
                w=who, verb=verb, v=v, n=noun, c=cnt, a=a))
        for t in ("So the total is {v}.", "The {n} are {v} in all.",
                  "{w} {verb} {v} {n}, and the total is {v}."):
            r = w + t.format(w=who, verb=verb, v=v, n=noun)
            add("noun-right", str(v), p, r)
            add("noun-wrong", str(v + 1), p, r)


def main():
    verify_run.usage("hostile_subject59")
    return verify_run.run_kinds("hostile_subject59", verify_run.kind_rows(
        [person, euro, noun]), width=8)


if __name__ == "__main__":
    sys.exit(main())
