#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_choice73.py: an option's letter that opens its statement and
is named the right one ("B is the correct answer.", "(B) is correct.",
"So B is the correct answer."), and an answer phrase's letter with its
reason after it ("The answer is B, since 7 is prime.") (issue 26,
session 55).

Lost on session 54's binary: the letter first was no statement papo
read ("Option B is the correct answer." was; answer_chosen.c reads the
letter with the words after it, after a connective too, in six
languages), and a letter's reason was read as part of the value ("B
since 7 is prime", not equal to B: answer_prose.c letter_reason reads
the letter alone and its reason after it as a number's is); "The answer
is (≈ C)." was rewarded (answer_find.c paren_approx).

usage: hostile_choice73.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another letter; KIND-twin, never rewarded): first, reason.
"""
import sys

import verify_run

NUMS = {"A": "4", "B": "7", "C": "9", "D": "15"}


def problem(right):
    """Options A-D with the prime at letter right."""
    vals = ["4", "9", "15"]
    opts, k = [], 0
    for c in "ABCD":
        if c == right:
            opts.append("%s. 7" % c)
        else:
            opts.append("%s. %s" % (c, vals[k]))
            k += 1
    return "Which number is prime?\n" + "\n".join(opts)


def other(c):
    return "C" if c != "C" else "D"


FIRST_RIGHT = [
    "{c} is the correct answer.", "({c}) is the correct answer.",
    "{c} is correct.", "So {c} is the correct answer.",
    "So, {c} is the correct answer.", "Therefore, {c} is correct.",
    "Thus {c} is the correct answer.", "{c} is the answer.",
    "{c} is the right answer.", "{c} ist die richtige Antwort.",
    "{c} est la bonne réponse.", "{c} es la respuesta correcta.",
    "Only 7 is prime.\n\n{c} is the correct answer.",
]
FIRST_TWIN = [
    "{c} is not the correct answer.", "{c} is the correct answer, or {o}.",
    "{c} is the correct answer?", "I think {c} is the correct answer.",
    "{c} is the correct answer. Or maybe {o}.",
    "Maybe {c} is the correct answer.",
    "{c} is probably the correct answer.",
    "So {c} is not correct.", "{c} and {o} are correct.",
    "{c} is the correct answer if we round.",
]
REASON_RIGHT = [
    "The answer is {c}, since 7 is prime.",
    "The answer is {c} because 7 is prime.",
    "The answer is {c}, because it is the only prime.",
]
REASON_TWIN = [
    "The answer is {c}, since 7 is probably prime.",
    "The answer is {c}, since 7 is prime, or {o}.",
    "The answer is {c}, since 7 is prime. Not sure though.",
    "The answer is {c} or {o}, since 7 is prime.",
    "The answer is {c}, since I guess 7 is prime.",
    "The answer is (≈ {c}).", "The answer is (~{c}).", "Answer: (≈ {c})",
]


def kinds(add):
    for c in ("B", "C"):
        p = problem(c)
        o = other(c)
        for kind, rights, twins in (("first", FIRST_RIGHT, FIRST_TWIN),
                                    ("reason", REASON_RIGHT, REASON_TWIN)):
            for t in rights:
                r = t.format(c=c, o=o)
                add(kind + "-right", c, p, r)
                add(kind + "-wrong", o, p, r)
            for t in twins:
                add(kind + "-twin", c, p, t.format(c=c, o=o))


def main():
    verify_run.usage("hostile_choice73")
    return verify_run.run_kinds(
        "hostile_choice73", verify_run.kind_rows([kinds]), width=8)


if __name__ == "__main__":
    sys.exit(main())
