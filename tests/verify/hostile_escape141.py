#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_escape141.py: a response written into JSON without doubling
its backslashes, so that "\\\\boxed" and "\\\\frac" were read back as a
backspace and "oxed", a form feed and "rac" ("Total = 240.\\n\\n<BS>oxed
{240}"), is read as the model wrote it: the box alone under its work,
a box in its statement, a fraction in the last statement; a doubt, a
question, another value stay what they are (issue 26, session 66).

On session 65's binary the box alone was refused ("a word before it
not recognised": "oxed"); the fractions' values were repaired already.

usage: hostile_escape141.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

BS, FF = "\b", "\f"
PROBLEMS = [
    ("A shop sells 24 boxes a day for 10 days. How many boxes does it "
     "sell?", "240", BS + "oxed{240}", "24 * 10 = 240."),
    ("What is one half of one?", "\\frac{1}{2}",
     BS + "oxed{" + FF + "rac{1}{2}}", "Half of 1 is " + FF +
     "rac{1}{2}."),
    ("What is 7 times 6?", "42", BS + "oxed{42}", "7 * 6 = 42."),
]


def escapes(add):
    for p, v, box, work in PROBLEMS:
        w = "241" if v == "240" else ("\\frac{1}{3}" if "frac" in v
                                       else "43")
        for r in (work + "\n\n" + box,
                  work + " The answer is $" + box + "$.",
                  "Work:\n" + work + "\n\nSo the answer is " + box + ".",
                  work + "\n\n$$" + box + "$$"):
            add("esc-right", v, p, r)
            add("esc-wrong", w, p, r)
            add("esc-twin", v, p, r + "?")
            add("esc-twin", v, p, r + " I am not sure.")
            other = box.replace("{1}{2}", "{1}{3}").replace(
                "240", "241").replace("42", "43")
            add("esc-twin", v, p, r.replace(box, box + " or " + other))


def main():
    verify_run.usage("hostile_escape141")
    return verify_run.run_kinds(
        "hostile_escape141", verify_run.kind_rows([escapes]), width=8)


if __name__ == "__main__":
    sys.exit(main())
