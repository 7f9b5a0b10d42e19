#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_labels29.py: an equation whose left side is not what the
problem asks (issue 26, review 29 finding 3): against a plain
reference, a response's "x = 3" or "x + y = 7" was compared by its
right side whatever its left side named, so "BC = 12" (a name the
problem gives 5), "AC = 12" or "y = 3" (a name the problem does not
ask), "AB^2 = 12", "2AB = 12", "\\sqrt{AB} = 12", "-x = 3" (another
quantity of the asked one) were rewarded against 12 and 3.

usage: hostile_labels29.py PAPO_VERIFY [--list]

Wrong (never rewarded): each such left side with the reference's value
on the right, in five wrappers (a box, a display, a sentence, a label
line, a last statement), under its problem, and the expressions of the
asked name with no problem at all (nothing then says they are asked).
Right (controls, each rewarded): the asked name itself, plain, with a
bar over a segment's name (\\overline{AB}), or without spaces, in the
same wrappers, with its problem and without one; the asked expression
when the problem writes it ("the value of $x + y$"); a computation
("So 7 + 5 = 12"); a problem in another language, where the names it
asks are not read but a name it gives a number still is.

Prints each variant misjudged and a count per family; exits 1 when any
wrong variant is rewarded or a control is not.  --list writes the
variants (JSONL) instead of running them.
"""
import sys

import verify_run

# (problem, asked, value, names the problem gives a number, an
# unmentioned name, a segment or not)
PROBLEMS = [
    ("In triangle $ABC$, $\\angle B = 90^\\circ$, $BC = 5$ and $AC = 13$."
     " Find $AB$.", "AB", "12", ["BC", "AC"], "PQ", True),
    ("In right triangle $PQR$ with $PR = 10$ and $QR = 6$, find the "
     "length of $PQ$.", "PQ", "8", ["PR", "QR"], "ST", True),
    ("Solve for $x$: $2x + 1 = 7$.", "x", "3", [], "y", False),
    ("Solve $3t - 4 = 11$ for $t$.", "t", "5", [], "s", False),
    ("For what value of $k$ is $2^k = 32$?", "k", "5", [], "n", False),
    ("Let $a = 4$ and $b = 3$. Compute $c$, where $c = 2a + b$.", "c",
     "11", ["a", "b"], "d", False),
    ("If $m = 6$ and $n = 9$, what is the value of $p$ when "
     "$p = n - m + 1$?", "p", "4", ["m", "n"], "q", False),
]

# the asked name N's other quantities: never its value
EXPRS = ["{N}^2 = {V}", "{N}^{{2}} = {V}", "2{N} = {V}", "3{N}={V}",
         "\\frac{{{N}}}{{2}} = {V}", "\\tfrac{{{N}}}{{2}}={V}",
         "\\sqrt{{{N}}} = {V}", "-{N} = {V}", "{N} + 1 = {V}",
         "{N} - 1 = {V}", "{N}^3 = {V}", "\\frac{{1}}{{{N}}} = {V}",
         "4{N} = {V}", "{N} \\cdot {N} = {V}"]

WRAPS = ["We work it through.\n\nTherefore $\\boxed{{{E}}}$.",
         "We work it through.\n\n\\[ \\boxed{{{E}}} \\]",
         "Putting the pieces together, the answer is ${E}$.",
         "We work it through.\n\n**Answer:** ${E}$",
         "We work it through.\n\nSo ${E}$."]

# asked expressions the problem writes, with their values
ASKED_EXPRS = [
    ("If $x = 2$ and $y = 5$, what is the value of $x + y$?", "x + y",
     "7", ["x = 7", "y = 7", "x - y = 7", "xy = 7"]),
    ("Let $a + b = 10$ and $a - b = 4$. Compute $ab$.", "ab", "21",
     ["a = 21", "b = 21", "a + b = 21", "2ab = 21"]),
    ("If $x(x+y) = 27$ and $y(x+y) = 54$, what is the value of "
     "$(x+y)^2$?", "(x+y)^2", "81", ["x + y = 81", "(x+y)^3 = 81",
                                      "x^2 = 81"]),
]

# a problem in another language: no asked name read, the given one is
FOREIGN = [("Im Dreieck $ABC$ gilt $BC = 5$ und $AC = 13$, der Winkel bei "
            "$B$ ist ein rechter. Wie lang ist $AB$?", "AB", "12", "BC")]


def rows():
    out, ctl = [], []
    for prob, n, v, given, absent, seg in PROBLEMS:
        for w in WRAPS:
            def resp(e):
                return w.format(E=e)
            for g in given:
                out.append(("given", v, resp("%s = %s" % (g, v)), prob))
            out.append(("absent", v, resp("%s = %s" % (absent, v)), prob))
            for e in EXPRS:
                t = e.format(N=n, V=v)
                out.append(("expr", v, resp(t), prob))
                out.append(("expr-noproblem", v, resp(t)))
            ctl.append(("asked", v, resp("%s = %s" % (n, v)), prob))
            ctl.append(("asked", v, resp("%s=%s" % (n, v)), prob))
            ctl.append(("asked-noproblem", v, resp("%s = %s" % (n, v))))
            if seg:
                ctl.append(("asked", v,
                            resp("\\overline{%s} = %s" % (n, v)), prob))
    for prob, e, v, wrongs in ASKED_EXPRS:
        for w in WRAPS:
            ctl.append(("asked-expr", v, w.format(E="%s = %s" % (e, v)),
                        prob))
            for x in wrongs:
                out.append(("not-asked-expr", v, w.format(E=x), prob))
    for prob, n, v, g in FOREIGN:
        for w in WRAPS:
            ctl.append(("foreign", v, w.format(E="%s = %s" % (n, v)), prob))
            out.append(("foreign-given", v, w.format(E="%s = %s" % (g, v)),
                        prob))
    for w in ["So 7 + 5 = 12", "Thus 3 \\cdot 4 = 12",
              "Hence 20 - 8 = 12"]:
        ctl.append(("computation", "12", w))
    return out, ctl


def main():
    verify_run.usage("hostile_labels29")
    out, ctl = rows()
    vs = verify_run.records(out, ctl)
    return verify_run.run("hostile_labels29", vs, lambda v: v["family"],
                          verify_run.is_control, width=18)


if __name__ == "__main__":
    sys.exit(main())
