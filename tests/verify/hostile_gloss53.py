#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_gloss53.py: an option's letter glossed by its text in
parentheses ("So the answer is D (About 45%).", verify-kinds M6; issue
26, session 41: no answer before, "About" read as a hedge) is read, the
text held to the letter's own option: it is rewarded against the
option's text or its letter, never when the gloss is another option's
text, hedges or offers another letter; so is a label and its text alone
on the last line ("**(B) March and April**", verify-kinds M6); and a
problem that lists two options inline in parentheses ("(A) May and June
(B) March and April") is a list, so "(B) May and June" names two options
(rewarded against B before: the text was found in the problem).

usage: hostile_gloss53.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another option; KIND-twin, never rewarded): gloss, pair.
"""
import sys

import verify_run

# (question, option texts): three or more, and two
SETS = (("Which share of the vote did the party win?",
         ("20%", "30%", "40%", "About 45%")),
        ("How does the pressure change?",
         ("increase", "decrease", "stay the same")),
        ("Which months are driest?",
         ("May and June", "March and April", "July and August")),
        ("What is the value of the sum?", ("12", "18", "40", "126")))
PAIRS = (("Which months are driest?", ("May and June", "March and April")),
         ("Which planet is closer to the Sun?", ("Venus", "Mars")),
         ("Which is larger?", ("the first", "the second")))
LAYOUTS = ("inline", "lines", "parens")
RIGHTS = ("So the answer is {l} ({t}).", "The answer is {l} ({t})",
          "Therefore, the correct option is {l} ({t}).",
          "The answer is **{l} ({t})**.", "The answer is ({l}) {t}.",
          "Reading the options, the best fit is:\n\n**({l}) {t}**",
          "**({l}) {t}**")
TWINS = ("So the answer is {l} ({o}).", "So the answer is {l} ({t} or {m}).",
         "So the answer is {l} ({t}?).", "So the answer is {l} (not {t}).",
         "So the answer is {l} (~{t}).", "So the answer is {l} (≈{t}).",
         "So the answer is {l} ({t}), or maybe {m}.",
         "I guess the answer is {l} ({t}).", "The answer is ({l}) {o}.",
         "Reading the options, the best fit is:\n\n**({l}) {o}**",
         "**({l}) {t}, I think**", "**({l}) {t} or ({m}) {o}**")


def listed(q, texts, layout):
    """The problem: the question and its options in a layout."""
    labels = [chr(ord("A") + i) for i in range(len(texts))]
    if layout == "lines":
        return q + "\n" + "\n".join("%s. %s" % (l, t)
                                     for l, t in zip(labels, texts))
    if layout == "parens":
        return q + " " + " ".join("(%s) %s" % (l, t)
                                  for l, t in zip(labels, texts))
    return q + " " + " ".join("%s) %s" % (l, t)
                              for l, t in zip(labels, texts))


def forms(add, kind, q, texts, layouts):
    """Each option glossed rightly (against its text and its letter),
    and glossed wrongly (never rewarded)."""
    n = len(texts)
    for layout in layouts:
        p = listed(q, texts, layout)
        for i, t in enumerate(texts):
            l = chr(ord("A") + i)
            o = texts[(i + 1) % n]
            m = chr(ord("A") + (i + 1) % n)
            for r in RIGHTS:
                s = r.format(l=l, t=t)
                add(kind + "-right", t, p, s)
                add(kind + "-right", l, p, s)
                add(kind + "-wrong", o, p, s)
                add(kind + "-wrong", m, p, s)
            for r in TWINS:
                s = r.format(l=l, t=t, o=o, m=m)
                add(kind + "-twin", t, p, s)
                add(kind + "-twin", l, p, s)


def glosses(add):
    for q, texts in SETS:
        forms(add, "gloss", q, texts, LAYOUTS)
    for q, texts in PAIRS:
        forms(add, "pair", q, texts, ("parens",))


def main():
    verify_run.usage("hostile_gloss53")
    return verify_run.run_kinds("hostile_gloss53",
                                verify_run.kind_rows([glosses]), width=8)


if __name__ == "__main__":
    sys.exit(main())
