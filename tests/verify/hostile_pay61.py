#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_pay61.py: what is paid for a thing the problem names, and
what is earned, in English (issue 26, session 49).

To "What is the sale price?", "You pay $30 for the shirt." and "She will
pay $30 for the shirt." were refused as no answer: "for" and at most
three words after the value, each an article or the problem's
(answer_prose.c for_theirs), now let the statement go on to its
readers.  A hedge, a modal, a thing the problem does not name ("for the
hat") or another value after it stays refused.  What one makes, "So
Janet's earnings are $18." (earnings among answer_open.c's quantities)
and "She brings in $18." (a phrasal verb of answer_prose.c's
phrasal_objects), was refused too.

usage: hostile_pay61.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): sale, earn, books.
"""
import sys

import verify_run

KINDS = (
    ("sale", "A shirt costs ${a}. It is on sale for 25% off. What is the "
     "sale price?", lambda v: v * 4 // 3,
     ("You pay ${v} for the shirt.", "She will pay ${v} for the shirt.",
      "So you pay ${v} for the shirt."),
     ("You pay about ${v} for the shirt.", "You pay ${v} for the hat.",
      "You might pay ${v} for the shirt.",
      "You pay ${v} for the shirt, not ${u}.")),
    ("earn", "Janet's ducks lay 16 eggs per day. She eats 3 and bakes with "
     "4. She sells the rest for ${a} per egg. How much in dollars does she "
     "make every day?", lambda v: v // 9,
     ("So Janet's earnings are ${v}.", "Her earnings are ${v} per day.",
      "She brings in ${v}."),
     ("Her earnings are about ${v} per day.", "Her earnings might be ${v}.",
      "Her earnings are not ${v}.", "She brings in ${v} or ${u}.",
      "She brings in about ${v}.")),
    ("books", "A book costs ${a}. How much does Ann pay for 3 books?",
     lambda v: v // 3,
     ("Ann pays ${v} for the books.", "She pays ${v} for all the books."),
     ("Ann pays at least ${v} for the books.",
      "Ann pays ${v} for the pens.", "Ann may pay ${v} for the books.")),
)


def pay(add):
    for kind, prob, a_of, rights, twins in KINDS:
        verify_run.kind_forms(add, kind, (30, 36, 48), prob, rights, twins,
                              a_of=a_of)


def main():
    verify_run.usage("hostile_pay61")
    return verify_run.run_kinds("hostile_pay61",
                                verify_run.kind_rows([pay]), width=8)


if __name__ == "__main__":
    sys.exit(main())
