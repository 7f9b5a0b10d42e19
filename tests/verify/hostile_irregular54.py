#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_irregular54.py: a restatement after the answer in the past of
the problem's own verb when that past is irregular ("The final answer is
$300.\\n\\nSo the chef spent $300." for "How much did the chef spend?";
issue 26, session 42: refused, "words after it not recognised": "spent"
is no ending of "spend") is read, in both directions (the problem's
"sold", the response's "sells").  Never a restatement of another value,
nor one that hedges, doubts, negates or bounds, nor a saying ("Tom said
he spent $300.").

usage: hostile_irregular54.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): irregular, money (the
problem's '$' restated as "dollars", never as cents or euros).
"""
import sys

import verify_run

VALUES = (300, 48, 1250)
# (question with {a}, the subject, the response's verb form, its object)
CASES = (("A chef buys {a} bags of onions. How much did the chef spend?",
          "the chef", "spent", "on onions"),
         ("A farm has {a} cows. How many cows did the farm sell?",
          "the farm", "sold", "in all"),
         ("Mia had {a} stickers. How many stickers did Mia give away?",
          "Mia", "gave away", "in total"),
         ("Leo picks {a} apples a day. How many apples did Leo eat?",
          "Leo", "ate", "in all"),
         ("A shop sold {a} hats on Monday. How many hats does the shop "
          "sell in two days?", "the shop", "sells", "in two days"),
         ("Sam is building a fence of {a} boards. How many boards has Sam "
          "built?", "Sam", "builds", "in total"),
         ("Ana bought {a} pens. How many pens did Ana buy in total?",
          "Ana", "buys", "in total"))
HEADS = ("The final answer is {v}.\n\n", "Therefore, the answer is "
         "\\boxed{{{v}}}.\n\n", "\\[\n\\boxed{{{v}}}\n\\]\n\n")
RIGHTS = ("So {s} {verb} {v} {obj}.", "{S} {verb} {v} {obj}.",
          "Thus, {s} {verb} a total of {v}.")
TWINS = ("So {s} {verb} {u} {obj}.", "So {s} {verb} at least {v} {obj}.",
         "So {s} probably {verb} {v} {obj}.",
         "So {s} never {verb} {v} {obj}.",
         "Tom said {s} {verb} {v} {obj}.",
         "So {s} {verb} {v} {obj}, I think.")


def irregulars(add):
    for v in VALUES:
        for q, subj, verb, obj in CASES:
            p = q.format(a=v // 4)
            cap = subj[0].upper() + subj[1:]
            for h in HEADS:
                head = "%d × 4 = %d.\n\n" % (v // 4, v // 4 * 4) + \
                    h.format(v=v)
                f = dict(s=subj, S=cap, verb=verb, obj=obj, v=v, u=v + 1)
                for t in RIGHTS:
                    r = head + t.format(**f)
                    add("irregular-right", str(v), p, r)
                    add("irregular-wrong", str(v + 1), p, r)
                for t in TWINS:
                    add("irregular-twin", str(v), p, head + t.format(**f))


# the problem's money written with '$', the restatement in words
MONEY = ("A chef buys {a} bags of onions at $4 each. How much did the chef "
         "spend?", "A shop sells {a} pens at $4 each. How much money did "
         "the shop make?")
MONEY_RIGHT = ("So {s} {verb} {v} dollars.", "So {s} {verb} {v} dollars "
               "in total.")
MONEY_TWIN = ("So {s} {verb} {v} cents.", "So {s} {verb} {v} euros.",
              "So {s} {verb} {v} dollars, roughly.",
              "So {s} {verb} {u} dollars.")


def money(add):
    for v in VALUES:
        for q, subj, verb in zip(MONEY, ("the chef", "the shop"),
                                 ("spent", "made")):
            p = q.format(a=v // 4)
            for h in HEADS:
                head = "%d × 4 = %d.\n\n" % (v // 4, v // 4 * 4) + \
                    h.format(v=v)
                f = dict(s=subj, verb=verb, v=v, u=v + 1)
                for t in MONEY_RIGHT:
                    r = head + t.format(**f)
                    add("money-right", str(v), p, r)
                    add("money-wrong", str(v + 1), p, r)
                for t in MONEY_TWIN:
                    add("money-twin", str(v), p, head + t.format(**f))


def main():
    verify_run.usage("hostile_irregular54")
    return verify_run.run_kinds("hostile_irregular54",
                                verify_run.kind_rows([irregulars, money]), width=10)


if __name__ == "__main__":
    sys.exit(main())
