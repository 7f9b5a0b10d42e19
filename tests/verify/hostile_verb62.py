#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_verb62.py: a last statement whose verb says the opposite of
the question's, in English (issue 26, session 50).

To "How much in dollars does she make every day?", "Janet spends $18
per day.", "Janet loses $18 per day.", "She pays $18 a day." and "She
owes $18 a day." were rewarded: the opposites of answer_contra.c knew
"earn" against "spend" only, and "make" as no family at all.  Now
"make" is of the family of "earn", and spending, losing, paying and
owing are its opposites (not "paid": "She gets paid $18 a day." is
earned).  A question that names both ("... after she pays $5 for
feed?") asks neither against the other, and a statement that names
both ("She makes $18 after she pays for feed.") is read as before.

usage: hostile_verb62.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): make, earn, made, both.
"""
import sys

import verify_run

KINDS = (
    ("make", "Janet's ducks lay 16 eggs per day. She eats 3 and bakes with "
     "4. She sells the rest for ${a} per egg. How much in dollars does she "
     "make every day?", lambda v: v // 9,
     ("Janet makes ${v} every day.", "She makes ${v} a day.",
      "She gets paid ${v} per day.", "So she earns ${v} every day."),
     ("Janet spends ${v} every day.", "Janet loses ${v} every day.",
      "She pays ${v} a day.", "She owes ${v} every day.",
      "So she spent ${v}.")),
    ("earn", "Tom works 3 hours a day for ${a} an hour. How much does Tom "
     "earn in a day?", lambda v: v // 3,
     ("Tom earns ${v} in a day.", "So Tom makes ${v} a day.",
      "Tom is paid ${v} a day."),
     ("Tom spends ${v} in a day.", "Tom pays ${v} a day.",
      "So Tom loses ${v} a day.", "Tom owes ${v}.")),
    ("made", "Ann sold 6 cakes for ${a} each. How much money has she made?",
     lambda v: v // 6,
     ("She has made ${v}.", "Ann made ${v}.", "So Ann earned ${v}."),
     ("She has spent ${v}.", "Ann paid ${v}.", "So Ann lost ${v}.",
      "Ann owed ${v}.")),
    ("both", "Ann sold 6 cakes for ${a} each and pays $5 for flour. How "
     "much money does she make before she pays for the flour?",
     lambda v: v // 6,
     ("She makes ${v} before she pays for the flour.",
      "Ann makes ${v}."),
     ("She makes about ${v}.", "She might make ${v}.")),
)


def verb(add):
    for kind, prob, a_of, rights, twins in KINDS:
        verify_run.kind_forms(add, kind, (18, 36, 54), prob, rights, twins,
                              a_of=a_of)


def main():
    verify_run.usage("hostile_verb62")
    return verify_run.run_kinds("hostile_verb62",
                                verify_run.kind_rows([verb]), width=8)


if __name__ == "__main__":
    sys.exit(main())
