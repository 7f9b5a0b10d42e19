#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_lost28.py: right answers issue 26's review 27 found lost
(/work/notes/s21/review27.md's findings 13 and 16), each kind in
many variants, each right one with twins that must stay refused.

usage: hostile_lost28.py PAPO_VERIFY [--list]

Kinds (a variant's family is KIND-right, KIND-wrong or KIND-twin):
  tr_unit  a Turkish unit word after the value ("Cevap: 3 saat.",
           "Cevap 36 santimetre."), against the English unit; wrong:
           another unit or value; twins: Turkish doubt or negation
           after it
  think    Kimi's reasoning marks, ◁think▷...◁/think▷, the answer
           after them; twins: the answer only inside an unclosed or a
           closed reasoning, a doubt after it
"right" variants are to be rewarded (refused: lost signal, counted
apart); "wrong" (another reference) and "twin" never.  Prints a count
per kind and the summary line tests/lib.sh's hostile reads:
"hostile_lost28: N variants (M right), K wrong, L lost".  Exits 1 when
a wrong one or a twin is rewarded.
"""
import sys

import verify_run

# Turkish unit words, the English unit, another unit of the same kind
TR_UNITS = [("saat", "hours", "minutes"), ("saniye", "seconds", "minutes"),
            ("gün", "days", "weeks"), ("hafta", "weeks", "days"),
            ("santimetre", "cm", "m"), ("metre", "m", "cm"),
            ("kilometre", "km", "m"), ("milimetre", "mm", "cm"),
            ("kilogram", "kg", "g"), ("gram", "g", "kg"),
            ("litre", "L", "mL"), ("mililitre", "mL", "L")]
TR_PHRASES = ["Cevap: {v} {u}.", "Cevap {v} {u}.", "Doğru cevap {v} {u}.",
              "Cevap: {v} {u}"]
TR_AFTER = ["Ama emin değilim.", "Hayır, bu yanlış.", "Yoksa değil mi?"]

THINK_FINAL = ["The answer is {v}.", "\\boxed{{{v}}}", "答案是{v}。",
               "Final answer: {v}", "So the total is \\boxed{{{v}}}."]
THINK_BODY = ["20 + {w} = {v}", "Let me add: {w} + 20 gives {v}.",
              "First 20, then {w} more, so {v}."]


def tr_unit(add):
    for i, (w, en, oth) in enumerate(TR_UNITS):
        for j, t in enumerate(TR_PHRASES):
            v = 3 + 5 * i + j
            r = t.format(v=v, u=w)
            add("tr_unit", "right", "%d \\text{ %s}" % (v, en), r)
            add("tr_unit", "wrong", "%d \\text{ %s}" % (v, oth), r)
            add("tr_unit", "wrong", "%d \\text{ %s}" % (v + 1, en), r)
            for a in TR_AFTER:
                add("tr_unit", "twin", "%d \\text{ %s}" % (v, en),
                    r + " " + a)


def think(add):
    for i, f in enumerate(THINK_FINAL):
        for j, b in enumerate(THINK_BODY):
            w = 10 + 3 * i + j
            v = 20 + w
            body = b.format(v=v, w=w)
            fin = f.format(v=v)
            r = "◁think▷%s◁/think▷%s" % (body, fin)
            add("think", "right", str(v), r)
            add("think", "right", str(v),
                "◁think▷\n%s\n◁/think▷\n\n%s" % (body, fin))
            add("think", "wrong", str(v + 1), r)
            # the template opened the reasoning in the prompt
            add("think", "right", str(v), "%s◁/think▷%s" % (body, fin))
            # the value inside the reasoning only, left open or
            # closed on nothing, or the answer doubted after it
            add("think", "twin", str(v), "◁think▷%s %s" % (body, fin))
            add("think", "twin", str(v), "◁think▷%s %s◁/think▷" %
                (body, fin))
            add("think", "twin", str(v), "◁think▷%s◁/think▷%s "
                "But I am not sure." % (body, fin))
            add("think", "twin", str(v), "◁think▷%s◁/think▷I could not "
                "finish the problem." % (body,))
            # reasoning reopened after the answer and left open
            add("think", "twin", str(v), "◁think▷%s◁/think▷%s ◁think▷"
                "wait, let me recheck" % (body, fin))


def variants():
    vs = []

    def add(kind, fam, ans, resp):
        verify_run.add(vs, kind, kind + "-" + fam, ans, resp)

    tr_unit(add)
    think(add)
    return vs


def main():
    verify_run.usage("hostile_lost28")
    vs = variants()
    return verify_run.run_kinds("hostile_lost28", vs, width=8)


if __name__ == "__main__":
    sys.exit(main())
