#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_red28.py: a twenty-eighth red team's adversarial responses
to papo-verify (issue 26, round 28).  Rounds 16 to 27 attacked the
prose around the answer; this one attacks what happens after the
answer is found: the comparison of the response's value with the
reference (verify_compare, the expression and number readers, units,
sets, intervals, choices).  Each family is a wrong value that a lax
comparator could call equal, beside right controls (an equivalent
form, a convertible unit):

 - expr: expressions equal at a few points but not identical (|x| and
   x, \\\\sqrt{x^2}, floors, ceilings, signs, arcsin(sin x), max, a
   piecewise function), and a step whose jump lies past every point
   drawn ("x + \\\\lfloor x^2/10^{8} \\\\rfloor", "\\\\operatorname{sgn}(x -
   10^{6})");
 - tiny: huge and tiny magnitudes (10^{309} for 10^{308}, 10^{-400}
   for 0, "1 - 10^{-1000}"), and a value a tiny argument moves off
   the reference past the precision's half ("\\\\cos(10^{-30})" for 1,
   "\\\\sqrt{1+10^{-60}}", "e^{10^{-50}}");
 - round: precision edges: a decimal rounded the wrong way (0.3334
   for 1/3), too coarse (0.33), 0.999 for 1, a repeating decimal
   that is another value (0.\\\\overline{3}4), a truncation where the
   problem asks a rounding ("to the nearest tenth"), a rounding
   "to the nearest ten" where none is asked;
 - interval: intervals with wrong ends (open for closed, an infinity
   in a bracket, an inequality of the other strictness);
 - coll: sets against tuples, points in another order, lists of
   another length, a reference's "or" alternatives answered in part;
 - choice: multiple-choice sets ("A, C" for "A, C, D");
 - unit: units of another dimension or size (°C and K, mph and km/h,
   m² and m, a percent and a fraction of one) and unit symbols read in
   another case (Mm for mm, Mg for mg, S for s);
 - numfmt: number formats (1,234 and 1.234, mixed numbers "2 1/2"
   against 21/2, fractions in words, scientific notation);
 - matrix: transposed matrices, a row for a column;
 - complex: conjugates, swapped parts, j for i;
 - angle: degrees against radians;
 - ineq: inequalities as answers ("x > 2" for "x \\\\ge 2", another
   variable: "y > 2" for "x > 2");
 - empty: an empty reference echoed.

usage: hostile_red28.py PAPO_VERIFY [--list]

Every variant is labelled by construction (its value is not the
reference's), so a reward is a wrong reward.  Controls must each be
rewarded: an equivalent form of the reference in the same frames.
Holes left are listed in KNOWN and counted apart;
tests/t-verify-hostile-red28.sh caps them.

Measured on main (9d47979a): see the comment above KNOWN.
"""
import sys

import verify_run

VALUES = [42, 17, 305]

# the frames a value is given in: a box after an answer phrase, an
# answer line in math, a bold statement
FRAMES = ["The answer is $\\boxed{%s}$.", "Final answer: $%s$",
          "So the result is $\\boxed{%s}$."]

# lead-ins before every frame: none, a line of work, a reasoning block
LEADS = ["", "We work it out step by step.\n\n",
         "<think>\nLet me compute.\n</think>\n\n"]


def per_value(rows, fam, wrongs, rights, problem=None):
    """rows of fam for each value v of VALUES: each wrong (ref, resp)
    template and each right one, {v} the value, {w} v + 1, {h} v * 10
    and {d} v / 10 as decimals."""
    out = []
    for v in VALUES:
        f = dict(v=v, w=v + 1, h=v * 10, d="%g" % (v / 10.0),
                 t=v * 2, s=v * v)
        for r, s in wrongs:
            out.append((fam, r.format(**f), s.format(**f), problem, 0))
        for r, s in rights:
            out.append((fam, r.format(**f), s.format(**f), problem, 1))
    rows.extend(out)


def fixed(rows, fam, wrongs, rights, problem=None):
    """rows of fam: each wrong (ref, resp[, problem]) and right one."""
    for ok, xs in ((0, wrongs), (1, rights)):
        for x in xs:
            rows.append((fam, x[0], x[1], x[2] if len(x) > 2 else problem,
                         ok))


def expr(rows):
    fixed(rows, "expr", [
        ("x", "|x|"), ("x", "\\sqrt{x^2}"), ("x", "\\lfloor x \\rfloor"),
        ("x", "\\lceil x \\rceil"), ("1", "\\operatorname{sgn}(x)"),
        ("x", "\\arcsin(\\sin x)"), ("x", "\\arctan(\\tan x)"),
        ("x", "\\max(x, 0)"), ("x", "\\max(x, -x)"),
        ("x", "\\begin{cases} x & x \\ge 0 \\\\ -x & x < 0 \\end{cases}"),
        ("|x|", "x"), ("x^2", "x|x|"), ("\\ln|x|", "\\ln x"),
        ("\\sqrt{x^2 y^2}", "xy"), ("x", "(\\sqrt{x})^2 + |x| - x"),
        ("\\sin x", "\\sqrt{1 - \\cos^2 x}"),
        ("1", "\\sin^2 x + \\cos^2 y"),
        ("x", "x + \\lfloor \\frac{x^2}{10^{8}} \\rfloor"),
        ("x", "x + \\lfloor \\frac{x^2}{10^{12}} \\rfloor"),
        ("x", "x - \\lfloor \\frac{x^4}{10^{20}} \\rfloor"),
        ("-1", "\\operatorname{sgn}(x - 10^{6})"),
        ("1", "\\operatorname{sgn}(10^{9} - x)"),
        ("0", "\\lfloor \\frac{x}{10^{9}} \\rfloor"),
        ("0", "\\lfloor \\frac{x^2}{10^{9}} \\rfloor"),
        ("1", "\\lceil \\frac{x^2}{10^{9}} \\rceil"),
        ("2n", "2n + \\lfloor \\frac{n^2}{10^{10}} \\rfloor"),
        ("x + 1", "x + \\lceil \\frac{x^2}{10^{10}} \\rceil"),
        ("x", "x \\operatorname{sgn}(10^{7} - x^2)"),
    ], [
        ("x+1", "\\frac{x^2-1}{x-1}"), ("|x|", "\\sqrt{x^2}"),
        ("x", "\\ln(e^x)"), ("\\sin 2x", "2\\sin x\\cos x"),
        ("1", "\\sin^2 x + \\cos^2 x"),
        ("\\lceil n/2 \\rceil", "\\lfloor (n+1)/2 \\rfloor"),
        ("x^2 - 1", "(x-1)(x+1)"), ("|x|", "\\max(x, -x)"),
        ("\\lfloor x \\rfloor", "\\lfloor x \\rfloor"),
        ("x + \\lfloor \\frac{x^2}{10^{8}} \\rfloor",
         "\\lfloor \\frac{x^2}{10^{8}} \\rfloor + x"),
        ("2\\operatorname{sgn}(x - 10^{6})",
         "\\operatorname{sgn}(x - 10^{6}) \\cdot 2"),
    ])


def tiny(rows):
    fixed(rows, "tiny", [
        ("10^{308}", "10^{309}"), ("10^{-400}", "0"), ("0", "10^{-400}"),
        ("10^{-400}", "10^{-401}"), ("1", "1 - 10^{-1000}"),
        ("1", "1 + 10^{-400}"), ("10^{100}", "10^{100}+1"),
        ("2^{1000}", "2^{1000}+1"), ("1000!", "1000!+1"),
        ("\\pi", "\\pi + 10^{-100}"), ("1e308", "1e309"),
        ("1", "\\cos(10^{-30})"), ("1", "\\cos(10^{-300})"),
        ("1", "\\sqrt{1+10^{-60}}"), ("1", "e^{10^{-50}}"),
        ("0", "\\sin(10^{-50})"), ("0", "\\ln(1+10^{-50})"),
        ("2", "2^{1+10^{-60}}"), ("x", "x\\cos(10^{-30})"),
        ("\\pi", "4\\arctan(1 + 10^{-45})"),
        ("1", "\\frac{1}{\\cos(10^{-25})}"),
        ("e", "e^{\\cos(10^{-30})}"),
        ("1", "\\cosh(10^{-300})"), ("1", "\\sec(10^{-300})"),
        ("\\frac{\\pi}{2}", "\\arccos(10^{-300})"),
        ("1", "\\frac{\\sin(10^{-300})}{10^{-300}}"),
        ("x", "x\\cos(10^{-300})"), ("0", "1 - \\cos(10^{-300})"),
        ("1", "e^{10^{-300}}"), ("1", "e^{-10^{-300}}"),
        ("1", "2^{10^{-300}}"), ("1", "2^{\\frac{1}{2^{1000}}}"),
    ], [
        ("10^{308}", "1e308"), ("10^{-400}", "1 \\times 10^{-400}"),
        ("1", "\\cos(0)"), ("1", "\\sqrt{1}"), ("2^{1000}", "2^{1000}"),
        ("1", "1^{10^{-300}}"),
        ("10^{100}+1", "10^{100}+1"), ("e", "e^{\\cos(0)}"),
    ])


def rounding(rows):
    fixed(rows, "round", [
        ("\\frac{1}{3}", "0.3334"), ("\\frac{2}{3}", "0.6668"),
        ("\\frac{1}{3}", "0.33"), ("1", "0.999"), ("1", "0.99"),
        ("\\frac{1}{3}", "0.\\overline{3}4"), ("1", "0.\\overline{9}8"),
        ("\\frac{1}{3}", "33.34\\%"),
        ("\\frac{2}{3}", "0.6666", "Round to four decimal places."),
        ("\\frac{2}{3}", "0.6666", "Rundet auf vier Nachkommastellen."),
        ("\\frac{2}{7}", "0.2858"), ("\\frac{1}{6}", "0.1668"),
        ("\\pi", "3.14160"), ("\\pi", "3.15"), ("\\pi", "\\frac{22}{7}"),
        ("\\sqrt{2}", "1.4143"), ("e", "2.71829"),
        ("40", "43", "Round 43 to the nearest ten."),
        ("43", "40"), ("1260", "1300"), ("1260", "1.3 \\times 10^{3}"),
        ("314.18", "314.1", "Round your answer to the nearest tenth."),
        ("2.718", "2.71", "Give the answer to two decimal places."),
        ("12.46", "12.4", "Round to the nearest tenth."),
    ], [
        ("\\frac{1}{3}", "0.3333"), ("\\frac{2}{3}", "0.6667"),
        ("\\frac{1}{3}", "0.\\overline{3}"), ("1", "0.\\overline{9}"),
        ("\\pi", "3.14159"), ("\\frac{1}{7}", "0.142857"),
        ("\\pi", "3.1416"), ("e", "2.7183"), ("\\frac{1}{7}", "0.1429"),
        ("\\frac{2}{7}", "0.2857"), ("\\sqrt{2}", "1.4142"),
        ("\\frac{2}{3}", "0.6666"), ("314.18", "314.1"),
        ("\\frac{1}{3}", "33.33\\%"), ("\\sqrt{2}", "1.41421356"),
        ("\\frac{2}{3}", "0.6667", "Round to four decimal places."),
        ("\\frac{1}{3}", "0.333333"),
        ("314.18", "314.2", "Round your answer to the nearest tenth."),
    ])
    per_value(rows, "round", [
        ("{v}", "{v}.001"), ("{v}", "{v}.01"), ("{v}", "{w}.0"),
        ("\\frac{{{v}}}{{3}}", "{v}/3.01"),
    ], [
        ("{v}", "{v}.0"), ("{v}", "{v}.000"), ("\\frac{{{v}}}{{1}}", "{v}"),
    ])


def interval(rows):
    fixed(rows, "interval", [
        ("[2,5]", "(2,5)"), ("[2,5)", "[2,5]"), ("(2,5]", "[2,5)"),
        ("(2,\\infty)", "[2,\\infty)"), ("(2,\\infty)", "(2,\\infty]"),
        ("(-\\infty,2)", "[-\\infty,2)"), ("(-\\infty,2]", "x < 2"),
        ("(-\\infty,2)", "x \\le 2"), ("[2,\\infty)", "x > 2"),
        ("[1,3]", "[1,2) \\cup (2,3]"), ("(1,3)", "(1,3]"),
        ("[-1,1]", "(-1,1)"), ("[0,\\pi]", "[0,\\pi)"),
        ("(-\\infty, 0) \\cup (0, \\infty)", "(-\\infty, \\infty)"),
        ("[2,5]", "]2,5["), ("(2,5)", "(2,5"),
    ], [
        ("(-\\infty,2]", "x \\le 2"), ("[2,5]", "2 \\le x \\le 5"),
        ("(2,\\infty)", "x > 2"), ("[2,5)", "[2, 5)"),
        ("(-\\infty, 0) \\cup (0, \\infty)", "x \\neq 0"),
    ])


def coll(rows):
    fixed(rows, "coll", [
        ("(1,2)", "(2,1)"), ("(1,2)", "[1,2]"), ("\\{1,2\\}", "(1,2)"),
        ("(1,2)", "\\{1,2\\}"), ("(1,2,3)", "(1,2)"), ("(1,2)", "(1,2,3)"),
        ("\\{1,2,3\\}", "\\{1,2\\}"), ("1,2,3", "1,2"), ("1,2", "1,2,3"),
        ("2, 3", "2"), ("2", "2, 3"), ("2, 3", "2, 3, 3"),
        ("(3,4)", "(4,3)", "Find the coordinates of P."),
        ("(3,4)", "4, 3", "Find the coordinates of P."),
        ("0; 3", "3; 0"), ("2 \\text{ or } 3", "2"),
        ("2 \\text{ or } 3", "4 \\text{ or } 2 \\text{ or } 3"),
        ("x=2 \\text{ or } x=3", "x=2"), ("\\pm 2", "2"), ("2", "\\pm 2"),
        ("(1,2),(3,4)", "(1,2),(4,3)"), ("(1,2),(3,4)", "(1,2)"),
    ], [
        ("\\{1,2\\}", "\\{2,1\\}"), ("1, 2", "2, 1"),
        ("2 \\text{ or } 3", "3 \\text{ or } 2"), ("\\pm 2", "2, -2"),
        ("(1,2),(3,4)", "(3,4),(1,2)"), ("(1,2)", "(1, 2)"),
        ("(3,4)", "(3, 4)", "Find the coordinates of P."),
    ])


def choice(rows):
    fixed(rows, "choice", [
        ("AC", "ACD"), ("A, C", "A, C, D"), ("ACD", "AC"), ("A,C", "A"),
        ("ACD", "ACDE"), ("BD", "ABCD"), ("A, C", "A \\text{ or } C"),
        ("B", "BC"), ("B", "B, C"), ("AB", "A"), ("AB", "AC"),
    ], [
        ("A, C", "C, A"), ("AC", "AC"), ("A, C", "A, C"), ("ACD", "ACD"),
    ])


def unit(rows):
    fixed(rows, "unit", [
        ("27\\,^\\circ\\text{C}", "27\\text{ K}"),
        ("100^\\circ\\text{C}", "100^\\circ\\text{F}"),
        ("0^\\circ\\text{C}", "0^\\circ\\text{F}"),
        ("300\\text{ K}", "300^\\circ\\text{C}"),
        ("60\\text{ mph}", "60\\text{ km/h}"),
        ("60\\text{ km/h}", "60\\text{ m/s}"),
        ("5\\text{ m}^2", "5\\text{ m}"), ("5\\text{ m}", "5\\text{ m}^2"),
        ("5\\text{ m}^2", "5\\text{ m}^3"),
        ("1\\text{ m}^2", "100\\text{ cm}^2"),
        ("5\\text{ m}^3", "5\\text{ square meters}"),
        ("0.5\\%", "0.05"), ("50\\%", "0.005"), ("5\\%", "0.05\\%"),
        ("25\\%", "1/4\\%"), ("25", "1/4\\%"), ("50\\%", "1/2\\%"),
        ("200", "1/0.5\\%"),
        ("5\\text{ cm}", "0.5\\text{ m}"), ("5\\text{ kg}", "5\\text{ lb}"),
        ("5\\text{ kWh}", "5\\text{ kW}"), ("5\\text{ m/s}", "5\\text{ m/s}^2"),
        ("5\\text{ mm}", "5\\text{ Mm}"), ("5\\text{ mg}", "5\\text{ Mg}"),
        ("5\\text{ s}", "5\\text{ S}"), ("5\\text{ g}", "5\\text{ G}"),
        ("5\\text{ nm}", "5\\text{ Nm}"), ("5\\text{ m}", "5\\text{ M}"),
        ("5\\text{ h}", "5\\text{ H}"),
        ("12", "12\\text{ Mm}", "How many millimeters long is it?"),
    ], [
        ("27\\,^\\circ\\text{C}", "300.15\\text{ K}"),
        ("100^\\circ\\text{C}", "212^\\circ\\text{F}"),
        ("-40^\\circ\\text{C}", "-40^\\circ\\text{F}"),
        ("60\\text{ km/h}", "\\frac{50}{3}\\text{ m/s}"),
        ("1\\text{ m}^2", "10000\\text{ cm}^2"),
        ("5\\text{ m}^2", "5\\text{ square meters}"),
        ("0.5\\%", "0.005"), ("50\\%", "0.5"),
        ("0.0025", "1/4\\%"), ("0.25\\%", "1/4\\%"),
        ("\\frac{1}{4}\\%", "0.25\\%"),
        ("5\\text{ cm}", "50\\text{ mm}"), ("5\\text{ kg}", "5000\\text{ g}"),
        ("5\\text{ mL}", "5\\text{ ml}"), ("5\\text{ L}", "5\\text{ l}"),
        ("5\\text{ km}", "5\\text{ KM}"), ("5\\text{ cm}", "5\\text{ CM}"),
        ("5\\text{ kg}", "5\\text{ Kg}"), ("5\\text{ s}", "5\\text{ s}"),
        ("5\\text{ mm}", "5\\text{ mm}"), ("5\\text{ J}", "5\\text{ J}"),
        ("5\\text{ N}", "5\\text{ N}"), ("5\\text{ W}", "5\\text{ W}"),
    ])


def numfmt(rows):
    fixed(rows, "numfmt", [
        ("1.234", "1,234"), ("1234", "1.234"), ("1234", "1 234.5"),
        ("2.5", "21/2"), ("\\frac{21}{2}", "2\\frac12"),
        ("\\frac{21}{2}", "2 1/2"), ("0.25", "three quarters"),
        ("1234.5", "1.234,5"), ("1.2345", "1.234,5"), ("1234", "12,34"),
        ("123456", "12,3456"), ("12.34", "12,34"),
        ("-1.5", "-2\\frac{1}{2}"), ("4.5", "2\\frac{1}{2}"),
        ("1", "2 \\frac{1}{2}"), ("2.5", "2 \\cdot \\frac12"),
        ("42", "4.2 \\times 10^{-1}"), ("42", "4.2e-1"),
        ("0.001", "1e3"), ("1000", "1e-3"), ("1.5", "15"),
    ], [
        ("1234", "1,234"), ("1234", "1 234"), ("2.5", "2 \\frac{1}{2}"),
        ("-2.5", "-2\\frac{1}{2}"),
        ("42", "4.2 \\times 10^{1}"), ("42", "4.2e1"), ("0.001", "10^{-3}"),
        ("\\frac34", "\\frac{3}{4}"),
    ])


def matrix(rows):
    m = "\\begin{pmatrix}%s\\end{pmatrix}"
    fixed(rows, "matrix", [
        (m % "1&2\\\\3&4", m % "1&3\\\\2&4"),
        (m % "1&2\\\\3&4", m % "1&2&3&4"),
        (m % "1\\\\2", m % "2\\\\1"), (m % "1 & 2", m % "1\\\\2"),
        (m % "1&0\\\\0&1", "1"), (m % "2&0\\\\0&2", "2"), ("3", m % "3 & 0"),
        (m % "1\\\\2", "(2, 1)"), ("(1,2,3)", "\\langle 1,3,2\\rangle"),
        (m % "1&2\\\\3&4", "\\begin{vmatrix}1&2\\\\3&4\\end{vmatrix}"),
    ], [
        (m % "1&2\\\\3&4", "\\begin{bmatrix}1&2\\\\3&4\\end{bmatrix}"),
        (m % "1\\\\2", "(1, 2)"), ("(1,2,3)", "(1, 2, 3)"),
        (m % "2&4\\\\6&8", "2" + m % "1&2\\\\3&4"),
    ])


def complex_(rows):
    fixed(rows, "complex", [
        ("2+3i", "2+3j"), ("2+3i", "2-3i"), ("2+3i", "3+2i"), ("i", "-i"),
        ("3+4i", "5"), ("2+3i", "(2, 3)"), ("1", "i^2"), ("i", "1"),
        ("-1", "e^{i\\pi/2}"),
    ], [
        ("2+3i", "3i+2"), ("3+4i", "3+4\\sqrt{-1}"), ("-1", "e^{i\\pi}"),
        ("1", "i^4"), ("i", "\\sqrt{-1}"),
    ])


def angle(rows):
    fixed(rows, "angle", [
        ("\\frac{\\pi}{6}", "30"), ("30^\\circ", "30\\text{ rad}"),
        ("30^\\circ", "\\frac{\\pi}{6}^\\circ"),
        ("45^\\circ", "45^\\circ 30'"), ("\\frac{\\pi}{2}", "90"),
        ("90^\\circ", "\\frac{\\pi}{3}"), ("\\pi", "180"),
        ("30^\\circ", "60^\\circ"),
    ], [
        ("\\frac{\\pi}{6}", "30^\\circ"), ("90^\\circ", "\\frac{\\pi}{2}"),
        ("30^\\circ", "30^{\\circ}"), ("\\frac{\\pi}{2}\\text{ rad}",
                                        "90^\\circ"),
    ])


def ineq(rows):
    fixed(rows, "ineq", [
        ("x > 2", "x \\geq 2"), ("x \\geq 2", "x > 2"), ("x<2", "x>2"),
        ("x > 2", "x < 2"), ("x>2", "2<x<3"), ("x > 2", "y > 2"),
        ("x \\le 3", "t \\le 3"), ("a \\ge 0", "b \\ge 0"),
        ("x > 2", "x^2 > 4"), ("x \\ne 2", "x < 2"),
        ("x > 2", "x > 2.0001"), ("-1 < x < 1", "-1 \\le x \\le 1"),
        ("y > 2", "x > 2", "Solve for y."),
        ("x \\in [1,3]", "y \\in [1,3]"), ("x > 2", "y \\in (2, \\infty)"),
        ("t \\in (2, \\infty)", "y > 2"),
    ], [
        ("x > 2", "2 < x"), ("x > 2", "(2,\\infty)"), ("x>2", "-x < -2"),
        ("n > 1", "n \\ge 2"), ("-1 < x < 1", "|x| < 1"),
        ("x \\in [1,3]", "1 \\le x \\le 3"), ("x > 2", "x \\in (2, \\infty)"),
    ])


def empty(rows):
    fixed(rows, "empty", [
        ("", ""), ("", "42"), ("()", "()"), ("\\{\\}", "0"), ("0", "\\emptyset"),
        ("\\emptyset", "\\{0\\}"), ("\\emptyset", "\\{\\emptyset\\}"),
    ], [
        ("\\emptyset", "\\varnothing"), ("\\{\\}", "\\emptyset"),
    ])


def rows():
    """The variants and the controls, each (family, answer, response,
    problem) under every lead and frame."""
    rs = []
    for g in (expr, tiny, rounding, interval, coll, choice, unit, numfmt,
              matrix, complex_, angle, ineq, empty):
        g(rs)
    out, ctl = [], []
    for fam, ref, resp, prob, ok in rs:
        for fr in FRAMES:
            for ld in LEADS:
                (ctl if ok else out).append((fam, ref, ld + fr % resp, prob))
    return out, ctl


# Holes left, counted apart (not failures) and capped by
# tests/t-verify-hostile-red28.sh.  Main (9d47979a) rewards 243 of the
# 2,034 hostile variants first written wrongly (every control, 918, is
# rewarded there), 441 of the 2,214 written now (18 of the 1,035
# controls refused there: "1/4\\%" for 0.0025):
#  - step (72 of 252 expr): a floor, ceiling or sign whose jump lies
#    past every point drawn ("x + \\lfloor x^2/10^{8} \\rfloor" for x,
#    "\\operatorname{sgn}(x - 10^{6})" for -1).  Closed: a step of a
#    variable that takes one value at every point tried (the signed
#    ones too), on one side and not written alike on the other, decides
#    nothing (verify_match.c, step_settled), 72 -> 0;
#  - tiny (9 of 198; 99 of 288 with the forms added with the fix):
#    "\\cos(10^{-300})" for 1, "\\arccos(10^{-300})" for \\pi/2, equal
#    within the ball's radius at every precision tried.  Closed: a
#    trigonometric or hyperbolic function or an inverse one of an
#    argument not zero and below half the precision lost its next term,
#    as a sum's lost term does (mathexpr_ball.c, tiny_arg), so the
#    precision rises until it tells, 99 -> 36;
#  - round (54 of 297; 81 of 324 with the forms added with the fix):
#    a decimal rounded away from the value past half
#    a unit (0.3334 for 1/3, 1.4143 for \\sqrt{2}), and a truncation
#    where the problem asks a rounding (314.1 for 314.18 "to the
#    nearest tenth").  Closed: more than half a unit away, a literal
#    is a rounding only when no larger in magnitude than the value, and
#    not at all where the problem asks a rounding (verify_match.c,
#    past_half; verify_asked.c, papo_verify_asked_rounding), 81 -> 0;
#  - unit (72 of 234): a unit symbol in another case read as the
#    reference's (Mm for mm, Mg for mg, S for s, G for g, Nm for nm,
#    M for m, H for h).  Closed: a capital that is a prefix or a unit
#    before a symbol, or a capital letter alone where the symbol is a
#    small one, is no unit word (units.c, papo_unit_symbol_case, asked
#    by latex.c's is_unit too), 72 -> 0;
#  - ineq (36 of 117; 63 of 144 with memberships added with the fix):
#    an inequality in another variable ("y > 2" for "x > 2"), a
#    membership ("y \\in [1,3]" for "x \\in [1,3]").  Closed: two
#    inequalities or memberships each in one variable, not the same
#    one, are not equal (verify.c, papo_verify_ineq_vars_differ),
#    63 -> 0;
#  - percent after a slash (36, added with the fix: unit 108 of 270):
#    "1/4\\%" read as 1 over 4% (25) for "25\\%".  Closed: a percent
#    sign after a quotient of two numbers written with a slash is of
#    the quotient (mathexpr_parse.c, slash_percent), 36 -> 0, and
#    "1/4\\%" for 0.0025, refused there, is rewarded.
# Left, known (36): a power of a tiny exponent, "e^{10^{-300}}",
# "2^{\\frac{1}{2^{1000}}}" for 1.  Closing it as the functions' is
# one case of make agreement's verify-cases less (MARIO_EVAL's c0311
# wants [2^{\\frac{1}{2^{1000}}}, \\infty) equal to [1, +\\infty)).
KNOWN = [("tiny", r"(e|2)\^\{-?(10\^\{-300\}|\\frac\{1\}\{2\^\{1000\}\})\}")]


def main():
    verify_run.usage("hostile_red28")
    out, ctl = rows()
    return verify_run.run("hostile_red28", verify_run.records(out, ctl),
                          known=verify_run.known_by(KNOWN))


if __name__ == "__main__":
    sys.exit(main())
