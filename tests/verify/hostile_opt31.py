#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_opt31.py: an option's letter and its value, and a physics
answer's unit written in SI symbols (issue 26, review 31's findings 2,
5, 7 and 11).

usage: hostile_opt31.py PAPO_VERIFY [--list]

Options (kind "opt"): AQuA and MathQA problems listing five options in
six layouts (glued on one line "A)21 B)22", spaced "A) 21 B) 22",
"Answer Choices: (A) 21 (B) 22", one a line "A)21" or "(A) 21", and
MathQA's lower-case "a ) 21 , b ) 22"; one set inside a chat
template, "E)56<|im_end|>"), each answered in nine forms of
the letter and its own value ("Answer: (C) 24", "The correct answer is
C) 24.", "**Answer: C. 24**", "Answer: C (24)", ...): opt-right, and
against another letter opt-wrong.  Twins never rewarded: the right
letter with another option's value or a value no option has ("(C)
26", "C. 30"), the right value with another letter ("(D) 24").

Units (kind "unit"): seven physics problems asking a unit in words or
in symbols ("in m/s", "in A", "in pascals"), answered after five
answer phrases with the unit in symbols ("Answer: 12 m/s", "**Final
Answer**: 25 N/m^2", "The answer is 3 A."), in another unit of the
same quantity converted right ("43.2 km/h", "0.03 kW"): unit-right,
and against another value unit-wrong.  Twins never rewarded: another
quantity's unit ("3 V", "3 ohms" for amperes, "30 J" for watts), a
prefix ("25 kPa" for pascals, "9 kJ" for joules), the letters a
problem names as variables ("12 m" where m = 3), or a reference that
is an expression in them ("12 m/s" against 12m).

Prints a count per group and the summary line the t-*.sh test reads:
"hostile_opt31: N variants (M right), K wrong, L lost".
Exits 1 when a twin is rewarded.
"""
import sys

import verify_run

# (reference letter, option values A..E)
OPTION_SETS = [("C", [21, 22, 24, 26, 28]), ("D", [12, 15, 18, 25, 30]),
               ("B", [5, 7, 9, 11, 13]), ("E", [40, 44, 48, 52, 56]),
               ("A", [63, 64, 65, 66, 67])]

LAYOUTS = [
    lambda L, V: "Options: " + " ".join("%s)%d" % (l, v)
                                        for l, v in zip(L, V)),
    lambda L, V: " ".join("%s) %d" % (l, v) for l, v in zip(L, V)),
    lambda L, V: "Answer Choices: " + " ".join("(%s) %d" % (l, v)
                                               for l, v in zip(L, V)),
    lambda L, V: "\n".join("%s)%d" % (l, v) for l, v in zip(L, V)),
    lambda L, V: "\n".join("(%s) %d" % (l, v) for l, v in zip(L, V)),
    lambda L, V: " , ".join("%s ) %d" % (l.lower(), v)
                            for l, v in zip(L, V)),
]

# a letter and a value: {l} the letter, {v} the value
FORMS = ["Answer: ({l}) {v}", "The correct answer is {l}) {v}.",
         "**Answer: {l}. {v}**", "Final answer: ({l}) {v}",
         "The answer is ({l}) {v}.", "**Answer:** ({l}) {v}",
         "Answer: {l} ({v})", "Therefore, the answer is {l}) {v}.",
         "The answer is {l}: {v}."]


def opt_rows(vs):
    for li, lay in enumerate(LAYOUTS):
        for ref, vals in OPTION_SETS:
            L = "ABCDE"
            k = L.index(ref)
            lower = li == 5
            p = ("Which of the following is the value asked?" +
                 ("\n" if li in (3, 4) else " ") + lay(L, vals))
            if ref == "E":  # the problem as the prompt, templated
                p = ("<|im_start|>user\n" + p +
                     "<|im_end|>\n<|im_start|>assistant\n")
            gold = ref.lower() if lower else ref
            other = L[(k + 1) % 5]
            right = vals[k]
            wrongv = vals[(k + 1) % 5]
            nonev = max(vals) + 3
            for f in FORMS:
                r = "We work it out: %d.\n\n" % right + \
                    f.format(l=ref, v=right)
                verify_run.right(vs, "opt", gold, r, p, fam="opt-right",
                                 wrong=other.lower() if lower else other)
                for v in (wrongv, nonev):
                    verify_run.add(vs, "opt", "opt-twin", gold,
                                   f.format(l=ref, v=v), p)
                verify_run.add(vs, "opt", "opt-twin", gold,
                               f.format(l=other, v=right), p)


PHRASES = ["Answer: {a}", "**Answer:** {a}", "Final answer: {a}",
           "**Final Answer**: {a}", "The answer is {a}."]

# (problem, reference, right answers, twins: another quantity or size)
PHYSICS = [
    ("A car starts from rest and accelerates at 3 m/s^2 for 4 s. What "
     "is its final speed in m/s?", "12",
     ["12 m/s", "12 m s^{-1}", "43.2 km/h"],
     ["12 km/h", "12 m", "12 m/s^2", "12 s"]),
    ("A car starts from rest and accelerates at 3 m/s^2 for 4 s. What "
     "is its final speed?", "12", ["12 m/s", "12 m s^{-1}"],
     ["12 m", "12 m/s^2"]),
    ("A ball's speed rises from 2 m/s to 14 m/s in 4 s. What is its "
     "acceleration in m/s^2?", "3", ["3 m/s^2", "3 m s^{-2}"],
     ["3 m/s", "3 N", "3 m"]),
    ("A force of 50 N acts on an area of 2 m^2. What is the pressure in "
     "N/m^2?", "25", ["25 N/m^2", "25 Pa"], ["25 N", "25 kPa", "25 J"]),
    ("A 12 V battery is connected to a 4 ohm resistor. What current "
     "flows, in amperes?", "3", ["3 A", "3 amperes"],
     ["3 V", "3 ohms", "3 W", "3 Ω"]),
    ("A 12 V battery is connected to a 4 ohm resistor. What current "
     "flows, in A?", "3", ["3 A"], ["3 V", "3 ohms", "3 W"]),
    ("A force of 50 N acts on an area of 2 m^2. What is the pressure in "
     "pascals?", "25", ["25 Pa", "25 N/m^2", "0.025 kPa"],
     ["25 kPa", "25 N", "25 J"]),
    ("A motor does 600 J of work in 20 s. What is its power in watts?",
     "30", ["30 W", "30 J/s", "0.03 kW"], ["30 J", "30 kW", "30 N"]),
    ("A 2 kg ball moves at 3 m/s. What is its kinetic energy in joules?",
     "9", ["9 J", "0.009 kJ"], ["9 W", "9 kJ", "9 N", "9 m/s"]),
    ("A spring stretches 0.5 m under a 10 N load. What is its spring "
     "constant in N/m?", "20", ["20 N/m"], ["20 N", "20 J", "20 m"]),
    ("A cart moves at 4 m/s for 2 s. How far does it go, in metres?",
     "8", ["8 m", "800 cm", "0.008 km"], ["8 m/s", "8 s", "8 km"]),
    # the letters named as variables, or the reference in them
    ("If m = 3, what is 4m?", "12", [], ["12 m", "12 m/s"]),
    ("Let s be the side of a square with s = 2. What is 4s?", "8", [],
     ["8 s"]),
    ("Simplify 3m + 9m.", "12m", [], ["12 m/s", "12 m^2"]),
]


def unit_rows(vs):
    for p, ref, rights, twins in PHYSICS:
        for ph in PHRASES:
            for a in rights:
                verify_run.right(vs, "unit", ref, ph.format(a=a), p,
                                 fam="unit-right")
            for a in twins:
                verify_run.add(vs, "unit", "unit-twin", ref,
                               ph.format(a=a), p)


def main():
    verify_run.usage("hostile_opt31")
    vs = []
    opt_rows(vs)
    unit_rows(vs)
    return verify_run.run("hostile_opt31", vs,
                          group=lambda v: v["kind"] + "/" +
                          v["family"].split("-")[-1],
                          right=lambda v: v["family"].endswith("-right"),
                          lost=lambda v: True, what="right", width=10)


if __name__ == "__main__":
    sys.exit(main())
