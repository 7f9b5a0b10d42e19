#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_repeating.py: a repeating decimal marked by \\bar or \\dot
("0.\\bar{3}", "0.1\\dot{6}") or by parentheses after the dot ("0.(3)",
as European schools write it) is the fraction it repeats, as
"0.\\overline{3}" was (issue 26: forms real models write); its twins
never rewarded.

usage: hostile_repeating.py PAPO_VERIFY [--list]

Every fraction p/q (q up to 28) whose decimal repeats with a period of
one to six digits, written in each form under an answer phrase, a box,
a bold label and a reasoning model's </think>:
  right   "\\overline{...}", "\\bar{...}" over the period, "\\dot{d}" over a
          period of one digit, "0.(142857)" right after the dot, against
          the fraction (main refused all but \\overline); the reference
          written that way against the fraction in the response.
  wrong   the period's last digit changed; the decimal cut before its
          period against the repeating form, either side ("0.1\\bar{6}"
          is not 0.1), where the cut has at most two places (three,
          "1.041", are read as a rounding of 25/24, as on main and as
          "1.041\\overline{6}" was); "\\dot" over several
          digits ("0.\\dot{16}"), and the two-dot form of a longer period
          ("0.\\dot{1}4285\\dot{7}"), which no row reads, and parentheses
          after other digits ("0.1(6)", a product, 0.6): never
          rewarded.
"""
import sys
from fractions import Fraction

import verify_run

FRAMES = ["The answer is $%s$.", "Therefore, the answer is $\\boxed{%s}$.",
          "**Final Answer:** $%s$",
          "<think>\nLet me divide carefully.\n</think>\n\n"
          "The final answer is $\\boxed{%s}$."]


def expand(f):
    """(integer part, fixed digits, period) of the fraction f, 0 < f;
    None when it terminates or its period is over six digits."""
    n, d = f.numerator, f.denominator
    ip, r = divmod(n, d)
    digits, seen = [], {}
    while r and r not in seen:
        seen[r] = len(digits)
        r *= 10
        digits.append(str(r // d))
        r %= d
    if not r:
        return None
    k = seen[r]
    period = "".join(digits[k:])
    if len(period) > 6:
        return None
    return str(ip), "".join(digits[:k]), period


def forms(ip, fixed, period):
    """The right forms of a repeating decimal."""
    out = ["%s.%s\\overline{%s}" % (ip, fixed, period),
           "%s.%s\\bar{%s}" % (ip, fixed, period)]
    if len(period) == 1:
        out.append("%s.%s\\dot{%s}" % (ip, fixed, period))
    if not fixed:
        out.append("%s.(%s)" % (ip, period))
    return out


def bumped(period):
    last = (int(period[-1]) + 1) % 10
    return period[:-1] + str(last)


def add(vs, kind, ans, resp, right):
    vs.append({"kind": kind, "family": kind, "answer": ans,
               "response": "Dividing step by step.\n\n" + resp,
               "right": right})


def variants():
    vs, done = [], set()
    for q in range(3, 29):
        for p in range(1, 2 * q):
            f = Fraction(p, q)
            if f in done or (e := expand(f)) is None:
                continue
            done.add(f)
            ip, fixed, period = e
            ref = "\\frac{%d}{%d}" % (f.numerator, f.denominator)
            for i, fr in enumerate(FRAMES):
                for x in forms(ip, fixed, period):
                    add(vs, "right", ref, fr % x, True)
                    if i == 0:
                        add(vs, "right-ref", x, fr % ref, True)
                for x in forms(ip, fixed, bumped(period)):
                    add(vs, "wrong", ref, fr % x, False)
                cut = "%s.%s" % (ip, fixed or "0")
                for x in forms(ip, fixed, period)[1:] if len(fixed) < 3 \
                        else []:
                    add(vs, "wrong-cut", cut, fr % x, False)
                    add(vs, "wrong-cut", x, fr % cut, False)
                if fixed:
                    add(vs, "wrong-paren", ref, fr % ("%s.%s(%s)" %
                        (ip, fixed, period)), False)
                if len(period) == 1:
                    add(vs, "wrong-dot", ref, fr % ("%s.%s\\dot{%s}" %
                        (ip, fixed, period * 2)), False)
                elif len(period) >= 3:
                    add(vs, "wrong-dot", ref, fr % ("%s.%s\\dot{%s}%s"
                        "\\dot{%s}" % (ip, fixed, period[0], period[1:-1],
                                       period[-1])), False)
    return vs


def main():
    verify_run.usage("hostile_repeating")
    vs = variants()
    return verify_run.run("hostile_repeating", vs, lambda v: v["kind"],
                          lambda v: v["right"], what="right", width=10)


if __name__ == "__main__":
    sys.exit(main())
