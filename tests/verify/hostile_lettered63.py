#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_lettered63.py: an option's value with its letter after it in
parentheses ("Answer: 7 (C)") under a problem that lists the options
(issue 26, session 51).

"C (7)", the letter glossed by its option's text, was read as C; "7
(C)", the same the other way round, was compared as text and lost
against both the letter and the value.  verify.c's lettered_text reads
it as gloss_text reads "C (7)": the letter where the text is that
option's own, equal to the value where it is; a text of another option
("8 (C)" where C is 7) names two options and is not equal to either.
A value with another option's letter after it in its sentence ("So the
correct choice is 7 (D).", "The answer is 7, option D.") was rewarded
as 7, the letter dropped; answer_find.c's letter_named_other refuses
it.

usage: hostile_lettered63.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another reference; KIND-twin, never rewarded): letter (the reference a
letter), value (the reference the option's text).
"""
import sys

import verify_run

FORMS = ("Answer: {t} ({l})", "The answer is {t} ({l}).",
         "\\boxed{{{t} ({l})}}", "Final answer: {t} ({l})",
         "So the correct choice is {t} ({l}).",
         "The answer is {t}, option {l}.", "Answer: {t} (option {l})",
         "So the correct choice is {t}, choice {l}.")

PROBLEMS = (
    ("What is {x} + {y}?", lambda x, y: x + y),
    ("What is {x} times {y}?", lambda x, y: x * y),
)


def lettered(add):
    letters = "ABCD"
    for q, f in PROBLEMS:
        for x, y in ((3, 4), (5, 6), (7, 8)):
            v = f(x, y)
            opts = [v - 2, v - 1, v, v + 1]
            for k in range(4):
                o = opts[k:] + opts[:k]	# the right one under each letter
                li = letters[o.index(v)]
                lo = letters[(o.index(v) + 1) % 4]
                p = q.format(x=x, y=y) + " " + " ".join(
                    "(%s) %d" % (letters[j], o[j]) for j in range(4))
                for t in FORMS:
                    right = t.format(t=v, l=li)
                    add("letter-right", li, p, right)
                    add("letter-wrong", lo, p, right)
                    add("value-right", str(v), p, right)
                    add("value-wrong", str(v + 5), p, right)
                    add("letter-twin", li, p, t.format(t=v, l=lo))
                    add("value-twin", str(v), p, t.format(t=v, l=lo))
                    add("letter-twin", li, p, t.format(t=o[letters.index(
                        lo)], l=li))


def main():
    verify_run.usage("hostile_lettered63")
    return verify_run.run_kinds("hostile_lettered63",
                                verify_run.kind_rows([lettered]), width=8)


if __name__ == "__main__":
    sys.exit(main())
