#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_calc137.py: GSM8K's calculator annotations, "<<950*135=
128250>>", which its solutions write before each result and models
trained on them repeat ("Therefore, they own 135 + 128,250 = <<135+
128250=128385>>128,385 toys."), are read as absent: the statement
around them is read as it would be without them; a hedge, another
value or a question after the annotated result stays unread, and
"<<" that is no annotation (no '=', a word inside) is left as it is
(issue 26, session 66).

On session 65's binary the right forms whose answer sentence holds an
annotation were refused ("words after it in its sentence not
recognised": ">").

usage: hostile_calc137.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEMS = [
    ("Christopher owns 155 toys and Chloe owns 981 times as many. How "
     "many toys do they own together?", "152210",
     ["Chloe owns 981 * 155 = <<981*155=152055>>152,055 toys.",
      "Together they own 155 + 152,055 = <<155+152055=152210>>152,210 "
      "toys."]),
    ("Janet's ducks lay 16 eggs a day. She eats 3 and bakes with 4, and "
     "sells the rest at $2 each. How much does she make a day?", "18",
     ["She sells 16 - 3 - 4 = <<16-3-4=9>>9 eggs a day.",
      "She makes 9 * 2 = $<<9*2=18>>18 every day."]),
    ("A robe takes 2 bolts of blue fiber and half that much white fiber. "
     "How many bolts in total does it take?", "3",
     ["It takes 2/2 = <<2/2=1>>1 bolt of white fiber.",
      "The total is 2 + 1 = <<2+1=3>>3 bolts of fiber."]),
]
ENDS = ["Therefore, {s}", "{s}", "So {s}"]


def lower1(x):
    return x[0].lower() + x[1:]


def calc(add):
    for p, v, (first, last) in PROBLEMS:
        w = verify_run.other(v)
        for end in ENDS:
            st = end.format(s=lower1(last) if end != "{s}" else last)
            r = first + "\n" + st
            add("calc-right", v, p, r)
            add("calc-wrong", w, p, r)
            add("calc-right", v, p, r + "\n#### " + v)
            add("calc-twin", v, p, r[:-1] + ", I think.")
            add("calc-twin", v, p, r[:-1] + "?")
            add("calc-twin", v, p, r + " Or maybe " + w + ".")
            add("calc-twin", v, p, r + "\n#### " + w)
            # "<<" that is no annotation: a word inside it
            add("calc-twin", v, p, first + "\n" + st.replace(
                "<<", "<<maybe ", 1))


def main():
    verify_run.usage("hostile_calc137")
    return verify_run.run_kinds(
        "hostile_calc137", verify_run.kind_rows([calc]), width=8)


if __name__ == "__main__":
    sys.exit(main())
