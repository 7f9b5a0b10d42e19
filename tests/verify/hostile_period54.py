#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_period54.py: an answer's sentence that ends on the period the
problem states its amounts in ("Jenny eats \\boxed{9} cookies each
week." where she "buys 1 bag of cookies a week"; "Tim saves \\boxed{34}
dollars each month" for "$10 a month"; issue 26, session 42: two right
answers of thinking-llms-interp's reasoning models lost, "a word after
its noun not recognised") is read: the problem's own period after "a",
"an", "each", "every" or "per", one word or two ("each school day").
Never another period than the problem's ("each day" for "a week"), a
period where the question asks a total, nor the same sentence with a
hedge, a bound or a correction after it.

usage: hostile_period54.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): period.
"""
import sys

import verify_run

VALUES = (9, 34, 125)
# (subject, verb, noun, the premise with {t} and {period}, period)
CASES = (("Jenny", "eats", "cookies",
          "Jenny buys a bag of {t} cookies {det} {period} and gives some "
          "to her son.", "week"),
         ("Tim", "saves", "dollars",
          "Tim pays ${t} {det} {period} for cable and less for streaming.",
          "month"),
         ("Ana", "reads", "pages",
          "Ana has {t} pages to read {det} {period} and skips a few.",
          "school day"),
         ("The farm", "sells", "eggs",
          "The farm collects {t} eggs {det} {period} and keeps some.",
          "day"))
DETS = ("a", "each", "every", "per")
OTHER = {"week": "day", "month": "week", "school day": "month",
         "day": "year"}
ENDS = ("{S} {V} \\(\\boxed{{{v}}}\\) {N} {d} {P}.",
        "**Final Answer:**\n\n{S} {V} \\(\\boxed{{{v}}}\\) {N} {d} {P}.",
        "So {s} {V} {v} {N} {d} {P}.",
        "Therefore, {s} {V} $\\boxed{{{v}}}$ {N} {d} {P}.")
TWINS = ("{S} {V} \\(\\boxed{{{v}}}\\) {N} {d} {P}, I think.",
         "{S} {V} \\(\\boxed{{{v}}}\\) {N} {d} {P} at most.",
         "{S} {V} \\(\\boxed{{{v}}}\\) {N} {d} {P}, or maybe {u}.",
         "{S} {V} \\(\\boxed{{{v}}}\\) {N} {d} {P}? Not sure.",
         "{S} {V} \\(\\boxed{{{v}}}\\) {N} {d} {P} if nobody helps.")


def periods(add):
    for v in VALUES:
        for subj, verb, noun, pre, per in CASES:
            low = subj if not subj.startswith("The") else "the" + subj[3:]
            pron = "it" if subj.startswith("The") else "they"
            for det in DETS:
                art = "an" if det == "a" and per[0] in "aeiou" else det
                prem = pre.format(t=v * 4, det=art, period=per)
                asks = prem + " How many %s does %s %s?" % (
                    noun, pron, verb[:-1])
                total = prem + " How many %s does %s %s in total?" % (
                    noun, pron, verb[:-1])
                for d in DETS:
                    if d == "per" and noun == "dollars":
                        continue    # "dollars per month" is a unit of
                        # its own, compared with the question's dollars
                    f = dict(S=subj, s=low, V=verb, N=noun, v=v, u=v + 1,
                             d=d, P=per)
                    for t in ENDS:
                        r = t.format(**f)
                        add("period-right", str(v), asks, r)
                        add("period-wrong", str(v + 1), asks, r)
                        add("period-twin", str(v), total, r)
                        add("period-twin", str(v), asks,
                            t.format(**dict(f, P=OTHER[per])))
                    for t in TWINS:
                        add("period-twin", str(v), asks, t.format(**f))


def main():
    verify_run.usage("hostile_period54")
    return verify_run.run_kinds("hostile_period54",
                                verify_run.kind_rows([periods]), width=8)


if __name__ == "__main__":
    sys.exit(main())
