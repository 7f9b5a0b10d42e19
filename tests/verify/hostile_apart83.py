#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_apart83.py: an option's letter and its text parted by a
comma or a dash ("The answer is C, 7.", "Answer: C – 7", "Answer: C —
7") (issue 26, session 57).

Lost on session 56's binary: a bare letter was a label only before ')',
'.' or ':', so "C, 7" was compared whole against the reference "C"
(verify.c choice(), apart: under a problem that lists the option
only, so "E - 3" stays an expression where none is listed).  Another
option's text after the letter, a second letter, an alternative value,
a question, a doubt and a sign of approximation ("C, ≈ 7", rewarded by
a first draft) stay refused.  After a choice statement's
words a hyphen between spaces is a difference's ("So the correct option
is C - 7." is refused), not counted here.

usage: hostile_apart83.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another letter; KIND-twin, never rewarded): apart, expr.
"""
import sys

import verify_run

from hostile_choice73 import problem, other

SEPS = [", ", " - ", " – ", " — "]
RIGHT = ["Answer: {c}{s}7", "The answer is {c}{s}7.",
         "So the correct option is {c}{s}7.", "**Answer: {c}{s}7**",
         "Final answer: {c}{s}7", "Die Antwort ist {c}{s}7.",
         "答案是{c}{s}7。", "La respuesta es {c}{s}7."]
TWIN = ["Answer: {c}{s}{v}", "The answer is {c}{s}{v}.",
        "Answer: {c}{s}{o}", "Answer: {c}{s}7 or {v}",
        "Answer: {c}{s}7?", "Answer: {c}{s}probably 7",
        "Answer: {c}{s}not 7", "Maybe the answer is {c}{s}7.",
        "Answer: {c}{s}≈ 7", "Answer: {c}{s}~ 7"]


def kinds(add):
    for c in ("B", "C"):
        p = problem(c)
        o = other(c)
        v = "15"
        for s in SEPS:
            for t in RIGHT:
                if s == " - " and "option" in t:
                    continue  # "is C - 7.": a difference's words
                r = t.format(c=c, s=s)
                add("apart-right", c, p, r)
                add("apart-wrong", o, p, r)
            for t in TWIN:
                add("apart-twin", c, p, t.format(c=c, s=s, o=o, v=v))
    # no option listed: a letter, a dash and a number are an expression
    q = "Find the value of the constant expression."
    for g, r in (("E - 3", "The answer is $-3 + E$."),
                 ("E - 3", "Answer: E - 3"),
                 ("C - 7", "The answer is $C - 7$.")):
        add("expr-right", g, q, r)


def main():
    verify_run.usage("hostile_apart83")
    return verify_run.run_kinds(
        "hostile_apart83", verify_run.kind_rows([kinds]), width=8)


if __name__ == "__main__":
    sys.exit(main())
