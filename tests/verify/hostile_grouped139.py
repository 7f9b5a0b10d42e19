#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_grouped139.py: a statement of the question's subject, its
verb and the value written with thousands separators ("Madison
possesses 84,388 barrels of oil.", o1's whole reply to a BigGSM
problem) is read as the same statement with "84388"; a comma that
separates no thousands ("84, 388", "84,38") or a clause ("Madison, I
think, possesses ...") stays what it was, and so do a hedge and a
question (issue 26, session 66).

On session 65's binary every right form was refused ("no answer
found"): a comma anywhere made the sentence no object's statement.

usage: hostile_grouped139.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

CASES = [
    ("Saxon owns 578 barrels of oil, and Madison owns 146 times as many "
     "barrels of oil as Saxon. How many barrels of oil does Madison "
     "possess?", "84388", "Madison possesses {n} barrels of oil."),
    ("Tom eats 4 apples a day for 347 days. How many apples does Tom "
     "eat?", "1388", "Tom eats {n} apples."),
    ("A farm grows 125 crates of pears a week for 80 weeks. How many "
     "crates of pears does the farm grow?", "10000",
     "The farm grows {n} crates of pears."),
    ("Lea collects 1,205 stamps a year for 1,000 years. How many stamps "
     "does Lea collect?", "1205000", "Lea collects {n} stamps."),
]


def grouped(v):
    return f"{int(v):,}"


def statements(add):
    for p, v, st in CASES:
        n = grouped(v)
        w = str(int(v) + 1)
        for lead in ("", "We multiply the numbers.\n\n"):
            r = lead + st.format(n=n)
            add("group-right", v, p, r)
            add("group-wrong", w, p, r)
            add("group-twin", v, p, r[:-1] + ", I think.")
            add("group-twin", v, p, r[:-1] + "?")
            add("group-twin", v, p, lead + "Maybe " + st[0].lower() +
                st[1:].format(n=n))
            # commas that group no thousands
            add("group-twin", v, p, lead + st.format(n=n.replace(",", ", ")))
            add("group-twin", v, p, lead + st.format(n=n[:-1]))


def main():
    verify_run.usage("hostile_grouped139")
    return verify_run.run_kinds(
        "hostile_grouped139", verify_run.kind_rows([statements]), width=8)


if __name__ == "__main__":
    sys.exit(main())
