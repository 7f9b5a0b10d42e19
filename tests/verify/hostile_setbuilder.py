#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_setbuilder.py: a set in set-builder notation whose condition
is an inequality in its variable ("\\{x \\mid x > 2\\}", "\\{t : 1 < t
\\le 3\\}", "\\{x | x \\ge -1\\}", "\\{x \\in \\mathbb{R} : x > 2\\}") is
that inequality's interval, on either side (issue 26: forms real
models and references write); its twins never rewarded.

usage: hostile_setbuilder.py PAPO_VERIFY [--list]

Every one- and two-sided interval over a few endpoints, each bound open
or closed, the set written with \\mid, | and : and the variables x, t, n:
  right   the set against the interval and the inequality, and each of
          those against the set, and the set over \\mathbb{R} against the
          interval (main refused all: the set was read as a set holding
          one relation).
  wrong   a bound's end flipped (open for closed, closed for open), an
          endpoint moved by one, the condition on another variable than
          the set's ("\\{y \\mid x > 2\\}"), the set over \\mathbb{Z} or
          \\mathbb{N} (integers, no interval): never rewarded.
"""
import sys

import verify_run

ENDS = ["-3", "0", "2", "\\frac{1}{2}", "7"]
SEPS = ["\\mid", "|", ":"]
VARS = ["x", "t", "n"]
OPS = {"<": ("(", ")"), "\\le": ("[", "]")}
FRAMES = ["The answer is $%s$.", "Therefore, the answer is $\\boxed{%s}$.",
          "**Final Answer:** $%s$"]


def moved(e):
    return {"-3": "-2", "0": "1", "2": "3", "\\frac{1}{2}": "\\frac{3}{2}",
            "7": "8"}[e]


def flip(op):
    return "\\le" if op == "<" else "<"


def cases():
    """(condition in v, interval, inequality in x) triples: each right
    one and its wrong twins, as (cond, interval, ineq, right)."""
    out = []
    for a in ENDS:
        for op in OPS:
            lo, hi = OPS[op][0], OPS[op][1]
            out.append(("v > a" if op == "<" else "v \\ge a", a,
                        "%s%s, \\infty)" % (lo, a), "x %s %s" %
                        (">" if op == "<" else "\\ge", a)))
            out.append(("v < a" if op == "<" else "v \\le a", a,
                        "(-\\infty, %s%s" % (a, hi), "x %s %s" % (op, a)))
    return out


def two_sided():
    out = []
    for i, a in enumerate(ENDS):
        for b in ENDS[i + 1:]:
            for o1 in OPS:
                for o2 in OPS:
                    out.append((a, o1, b, o2))
    return out


def add(vs, kind, ans, resp, right):
    vs.append({"kind": kind, "family": kind, "answer": ans,
               "response": "Solving the inequality step by step.\n\n" +
               resp, "right": right})


def pair(vs, cond, interval, ineq, wrong_interval, wrong_ineq, k):
    v = VARS[k % len(VARS)]
    sep = SEPS[k % len(SEPS)]
    fr = FRAMES[k % len(FRAMES)]
    sb = "\\{%s %s %s\\}" % (v, sep, cond.replace("v", v))
    ineq, wrong_ineq = ineq.replace("x", v), wrong_ineq.replace("x", v)
    for other in (interval, ineq):
        add(vs, "right", other, fr % sb, True)
        add(vs, "right-ref", sb, fr % other, True)
    for other in (wrong_interval, wrong_ineq):
        add(vs, "wrong", other, fr % sb, False)
        add(vs, "wrong-ref", sb, fr % other, False)
    rb = "\\{%s \\in \\mathbb{R} %s %s\\}" % (v, sep,
                                           cond.replace("v", v))
    add(vs, "right", interval, fr % rb, True)
    add(vs, "right-ref", rb, fr % interval, True)
    for z in ("Z", "N"):
        zb = "\\{%s \\in \\mathbb{%s} %s %s\\}" % (v, z, sep,
                                               cond.replace("v", v))
        add(vs, "wrong-int", interval, fr % zb, False)
        add(vs, "wrong-int", zb, fr % interval, False)
    w = "y" if v != "y" else "z"
    add(vs, "wrong-var", interval, fr % ("\\{%s %s %s\\}" %
        (w, sep, cond.replace("v", v))), False)


def variants():
    vs, k = [], 0
    for a in ENDS:
        for op in OPS:
            for side in ("above", "below"):
                lo, hi = OPS[op]
                fl, fh = OPS[flip(op)]
                gt = ">" if op == "<" else "\\ge"
                fgt = ">" if flip(op) == "<" else "\\ge"
                if side == "above":
                    cond = "v %s %s" % (gt, a)
                    pair(vs, cond, "%s%s, \\infty)" % (lo, a),
                         "x %s %s" % (gt, a),
                         "%s%s, \\infty)" % (fl, a), "x %s %s" % (gt,
                                                                 moved(a)),
                         k)
                    add(vs, "wrong", "x %s %s" % (fgt, a),
                        FRAMES[0] % ("\\{x \\mid %s\\}" %
                                     cond.replace("v", "x")), False)
                else:
                    cond = "v %s %s" % (op, a)
                    pair(vs, cond, "(-\\infty, %s%s" % (a, hi),
                         "x %s %s" % (op, a),
                         "(-\\infty, %s%s" % (a, fh),
                         "x %s %s" % (op, moved(a)), k)
                k += 1
    for a, o1, b, o2 in two_sided():
        cond = "%s %s v %s %s" % (a, o1, o2, b)
        interval = "%s%s, %s%s" % (OPS[o1][0], a, b, OPS[o2][1])
        ineq = "%s %s x %s %s" % (a, o1, o2, b)
        wi = "%s%s, %s%s" % (OPS[flip(o1)][0], a, b, OPS[o2][1])
        wq = "%s %s x %s %s" % (a, o1, o2, moved(b))
        pair(vs, cond, interval, ineq, wi, wq, k)
        k += 1
    return vs


def main():
    verify_run.usage("hostile_setbuilder")
    vs = variants()
    return verify_run.run("hostile_setbuilder", vs, lambda v: v["kind"],
                          lambda v: v["right"], what="right", width=10)


if __name__ == "__main__":
    sys.exit(main())
