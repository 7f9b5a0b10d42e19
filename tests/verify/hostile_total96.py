#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_total96.py: a last sentence that is the count and its noun
with a word that sums it ("7 apples in total.", "7 apples
altogether.", "So, 7 apples in total."), or a computation and the
count's noun ("3 + 4 = 7 apples."), and the same hedged, negated,
doubted, asked or given another value (issue 26, session 59).

Both were lost: the count's sentence reader knew a word of more than
three letters only where the problem or the response wrote it
("total" where the problem writes none: answer_said.c sum_words[]
now lists the words that sum or place a count), and a computation
that opens the sentence had no words before it for the chain's reader
(answer_prose.c chain_opens; the last statement's value alone after
the computation, chain_start).

usage: hostile_total96.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEMS = [
    ("apples", "Tom has 3 apples and buys 4 more. How many apples does "
     "he have?", "3 + 4", 7),
    ("pens", "A shop sells 12 pens a day. How many pens does it sell in "
     "5 days?", "12 × 5", 60),
    ("stickers", "Mia had 20 stickers and gave away 8. How many "
     "stickers does she have?", "20 - 8", 12),
]

RIGHTS = ["{v} {n} in total.", "{v} {n} altogether.", "{v} {n} total.",
          "So, {v} {n} in total.", "{v} {n}, in total.", "{c} = {v} {n}.",
          "Therefore {c} = {v} {n}.", "{c} = {v} {n} in total."]

# put before the value, after the sentence, or for the value
HEDGES = ["about", "maybe", "roughly", "not", "nearly", "at least",
          "vielleicht", "peut-être", "blorf", "niet", "不"]
AFTER = [", I think", ", maybe", ", not sure", "?", ", or so",
         " (guess)", " nie", " 아니", " না"]


def kinds(add):
    for noun, p, comp, v in PROBLEMS:
        for f in RIGHTS:
            r = f.format(v=v, n=noun, c=comp)
            add(noun + "-right", str(v), p, r)
            add(noun + "-wrong", str(v + 1), p, r)
            add(noun + "-twin", str(v), p, f.format(v=v + 1, n=noun,
                                                     c=comp))
            for h in HEDGES:
                add(noun + "-twin", str(v), p, f.format(
                    v=h + " " + str(v), n=noun, c=comp))
            for a in AFTER:
                add(noun + "-twin", str(v), p, r[:-1] + a + ".")


def main():
    verify_run.usage("hostile_total96")
    return verify_run.run_kinds(
        "hostile_total96", verify_run.kind_rows([kinds]), width=8)


if __name__ == "__main__":
    sys.exit(main())
