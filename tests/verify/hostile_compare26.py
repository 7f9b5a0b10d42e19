#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_compare26.py: comparisons a review of issue 26 found wrong,
by kind (the comparison side of papo-verify, not the finding of the
answer).

usage: hostile_compare26.py PAPO_VERIFY [--list]

Families, each a wrong twin never rewarded; its controls (family
"control-" + the kind) are right answers, to be rewarded:
  domain    a domain condition inside the box other than the
            reference's ("\\ln x, x < 0" for "\\ln x, x > 0");
  empty     an empty reference ("()", "\\text{}", "\\boxed{}") echoed:
            an empty reference equals nothing;
  branch    an identity that holds for positive values only ("\\ln x"
            for "\\ln|x|", "2\\ln x" for "\\ln(x^2)"): a point where one
            side is real and the other is not is a difference;
  label     a labelled answer whose label is another's ("\\angle ABD"
            for "\\angle ABC", "f(x) =" for "f^{-1}(x) =");
  constant  a general solution with constants named A and B whose
            terms differ from the reference's;
  setminus  a set difference against another set (and TeX's \\over in a
            sum).
"""
import sys

import verify_run

BOX = "The answer is $\\boxed{%s}$."


def domain(rows, ctl):
    fns = ["\\ln x", "\\sqrt{x}", "\\frac{1}{x}", "\\frac{2}{x-3}",
           "y = 1 - e^{-2x}"]
    conds = [("x > 0", ["x > 1", "x < 0", "x \\geq 1"],
              ["x>0", "x \\gt 0"]),
             ("x \\geq 0", ["x \\geq 1", "x > 2", "x \\leq 0"],
              ["x \\ge 0", "x\\geqslant 0", "x \\geq 0"]),
             ("x \\neq 0", ["x \\neq 1", "x \\neq 2"],
              ["x \\ne 0", "x \\neq 0"]),
             ("x > \\frac{1}{2}", ["x > \\frac{1}{3}", "x > 2"],
              ["x > 0.5", "x > \\frac{2}{4}"])]
    seps = [", %s", " \\text{ for } %s", " \\quad %s", " \\text{ where } %s"]
    for f in fns:
        for ref, wrongs, rights in conds:
            for s in seps:
                gold = f + (s % ref)
                for w in wrongs:
                    rows.append(("domain", gold, BOX % (f + (s % w))))
                for r in rights:
                    ctl.append(("domain", gold, BOX % (f + (s % r))))
                # the documented rule: a condition on one side only
                ctl.append(("domain", gold, BOX % f))


def empty(rows, ctl):
    refs = ["()", "\\text{}", "\\text{ }", "\\boxed{}", "\\mbox{}",
            "\\left( \\right)", "$\\boxed{}$", "\\textbf{}", "{}",
            "\\boxed{\\text{}}", "( )", "\\mathrm{}"]
    resps = ["\\boxed{%s}", "The answer is $%s$.", "%s",
             "The answer is \\boxed{}.", "\\boxed{()}"]
    for g in refs:
        for r in resps:
            rows.append(("empty", g, r % g if "%s" in r else r))
    # an empty set, an empty list and a zero are answers
    ctl.append(("empty", "\\emptyset", BOX % "\\emptyset"))
    ctl.append(("empty", "\\{\\}", BOX % "\\{\\}"))
    ctl.append(("empty", "\\varnothing", BOX % "\\emptyset"))
    ctl.append(("empty", "0", BOX % "0"))
    ctl.append(("empty", "(0)", BOX % "(0)"))


def branch(rows, ctl):
    wrong = [("\\ln|x|", "\\ln x"), ("\\ln(x^2)", "2\\ln x"),
             ("\\ln |x| + C", "\\ln x + C"), ("\\log(x^2)", "2\\log x"),
             ("\\ln|x-1|", "\\ln(x-1)"), ("\\ln(x^4)", "4\\ln x"),
             ("\\frac{1}{2}\\ln(x^2+0)", "\\ln x"),
             ("\\ln|x| + \\ln|y|", "\\ln(xy)"),
             ("\\ln\\left|\\frac{x}{2}\\right|", "\\ln\\frac{x}{2}"),
             ("e^{\\ln|x|}", "x"), ("\\ln(x^2 y^2)", "2\\ln x + 2\\ln y")]
    for g, r in wrong:
        rows.append(("branch", g, BOX % r))
        rows.append(("branch", r, BOX % g))
    right = [("\\ln|x|", "\\frac{1}{2}\\ln(x^2)"), ("\\ln(x^2)", "2\\ln|x|"),
             ("\\sqrt{x^2}", "|x|"), ("\\sqrt{\\frac{1}{n}}",
                                      "\\frac{1}{\\sqrt{n}}"),
             ("\\ln x", "\\ln x"),
             ("\\frac{x^2-1}{x-1}", "x+1"), ("\\frac{x^2}{x}", "x"),
             ("\\sqrt[3]{x}", "x^{1/3}"), ("\\sqrt[3]{x^2}", "x^{2/3}"),
             ("\\ln(xy)", "\\ln x + \\ln y"), ("(\\sqrt{x})^2", "x"),
             ("\\frac{\\sqrt{x}}{x}", "\\frac{1}{\\sqrt{x}}"),
             ("\\arcsin x", "\\frac{\\pi}{2} - \\arccos x"),
             ("x\\sqrt{x}", "x^{3/2}"), ("\\ln(x^3)", "3\\ln x")]
    for g, r in right:
        ctl.append(("branch", g, BOX % r))


def label(rows, ctl):
    ang = [("\\angle ABC = 30^\\circ", ["\\angle ABD = 30^\\circ",
                                          "\\angle ACB = 30^\\circ",
                                          "\\angle BAC = 30^\\circ",
                                          "\\angle A = 30^\\circ"],
            ["\\angle ABC = 30^\\circ", "\\angle CBA = 30^\\circ",
             "m\\angle ABC = 30^\\circ", "30^\\circ", "\\angle B = 30^\\circ",
             "\\angle ABC=30^{\\circ}"]),
           ("\\angle DEF = 45^\\circ", ["\\angle DFE = 45^\\circ",
                                         "\\angle EDF = 45^\\circ"],
            ["\\angle FED = 45^\\circ", "45^\\circ", "\\angle DEF = 45^\\circ"])]
    for g, wrongs, rights in ang:
        for w in wrongs:
            rows.append(("label", g, BOX % w))
        for r in rights:
            ctl.append(("label", g, BOX % r))
    inv = [("f^{-1}(x) = 2x+1", ["f(x) = 2x+1", "g^{-1}(x) = 2x+1",
                                  "f^{-1}(x) = 2x-1", "f'(x) = 2x+1"],
            ["f^{-1}(x) = 2x+1", "f^{-1}(x)=2x+1", "2x+1", "y = 2x+1",
             "f^{-1}(x) = 1+2x", "f^{-1} (x) = 2x + 1"]),
           ("f^{-1}(x) = \\frac{x-1}{2}", ["f(x) = \\frac{x-1}{2}",
                                            "h^{-1}(x) = \\frac{x-1}{2}"],
            ["f^{-1}(x) = \\frac{x-1}{2}", "\\frac{x-1}{2}",
             "f^{-1}(x) = \\frac{x}{2} - \\frac{1}{2}"]),
           ("g^{-1}(t) = t^3", ["g(t) = t^3", "g^{-1}(t) = t^2"],
            ["g^{-1}(t) = t^3", "t^3"])]
    for g, wrongs, rights in inv:
        for w in wrongs:
            rows.append(("label", g, BOX % w))
            rows.append(("label", g, w.replace(" ", "")))
        for r in rights:
            ctl.append(("label", g, BOX % r))


def constant(rows, ctl):
    pairs = [("Ce^{x}", ["Ae^{x}", "Be^{x}"], ["Ae^{2x}", "Ae^{-x}",
                                               "A e^{x} + B"]),
             ("y = Ce^{x}", ["y = Ae^{x}"], ["y = Ae^{x} + 1",
                                            "y = A e^{-x}"]),
             ("y = C_1 e^{x} + C_2 e^{-x}", ["y = A e^{-x} + B e^{x}",
                                             "y = Ae^{x} + Be^{-x}"],
              ["y = A e^{x} + B e^{2x}", "y = A e^{x} + A e^{-x}",
               "y = A e^{x}"]),
             ("C_1 \\cos x + C_2 \\sin x", ["A\\cos x + B\\sin x",
                                           "B \\sin x + A \\cos x"],
              ["A\\cos x + B\\sin 2x", "A\\cos x"]),
             ("x^2 + C", ["x^2 + A"], ["x^2 + A + 1", "2x + A"])]
    for g, rights, wrongs in pairs:
        for r in rights:
            ctl.append(("constant", g, BOX % r))
        for w in wrongs:
            rows.append(("constant", g, BOX % w))


def setminus(rows, ctl):
    sets = [("\\{1,2,3\\} \\setminus \\{2\\}", ["\\{1,3\\}", "\\{3, 1\\}"],
             ["\\{1,2\\}", "\\{1,2,3\\}", "\\{1\\}", "\\{2\\}"]),
            ("\\{1, 2, 3, 4\\} \\setminus \\{1, 4\\}", ["\\{2,3\\}"],
             ["\\{1,4\\}", "\\{2,3,4\\}"]),
            ("[0,2] \\setminus \\{1\\}", ["[0,1) \\cup (1,2]"],
             ["[0,2]", "[0,1] \\cup [1,2]", "[0,1) \\cup (1,3]"]),
            ("(0,5) \\setminus \\{2\\}", ["(0,2) \\cup (2,5)"],
             ["(0,5)", "(0,2] \\cup (2,5)"]),
            ("\\mathbb{R} - \\{1\\}", ["(-\\infty,1)\\cup(1,\\infty)"],
             ["(-\\infty,1]\\cup(1,\\infty)", "(-\\infty,\\infty)"]),
            ("\\mathbb{R} \\setminus \\{1\\}", ["(-\\infty,1)\\cup(1,\\infty)"],
             ["(-\\infty,2)\\cup(2,\\infty)"]),
            # a sum of unit fractions asks for its terms (documented)
            ("{1 \\over 2} + {1 \\over 3}", ["\\frac{1}{3}+\\frac{1}{2}"],
             ["\\frac{5}{6}", "\\frac{2}{5}"]),
            ("{2 \\over 3} + {3 \\over 4}", ["\\frac{17}{12}"],
             ["\\frac{5}{7}", "\\frac{6}{12}"]),
            ("{1 \\over 2} - {1 \\over 3}", ["\\frac{1}{6}"],
             ["\\frac{5}{6}"])]
    for g, rights, wrongs in sets:
        for r in rights:
            ctl.append(("setminus", g, BOX % r))
        for w in wrongs:
            rows.append(("setminus", g, BOX % w))


def forms(rows, ctl):
    """The same kinds in other spellings: a condition in parentheses,
    with a Unicode sign or constant first, a label in prose, an interval
    open to -infinity."""
    fam = {"domain": [
        ("\\frac{1}{x}, x \\neq 0", ["\\frac{1}{x}\\ (x \\neq 0)",
                                    "\\frac{1}{x}, x\\neq0",
                                    "\\frac{1}{x}, x \u2260 0"],
         ["\\frac{1}{x}\\ (x \\neq 2)", "\\frac{1}{x}, x \u2260 1"]),
        ("y = 1 - e^{-2t}, \\quad t \\ge 0", ["y = 1 - e^{-2t}, t \\geq 0",
                                             "y = 1 - e^{-2t}, t \u2265 0"],
         ["y = 1 - e^{-2t}, t \\geq 1", "y = 1 - e^{-2t}, t \\leq 0"])],
        "label": [
        ("\\angle ABC = 30^\\circ", ["\\angle ABC = \\frac{\\pi}{6}",
                                      "x = 30^\\circ"],
         ["\\angle ABC = 40^\\circ", "\\angle CBD = 30^\\circ"]),
        ("f^{-1}(x) = \\sqrt{x-1}", ["f^{-1}(x) = \\sqrt{x - 1}"],
         ["f(x) = \\sqrt{x - 1}", "f^{-1}(x) = \\sqrt{x + 1}"])],
        "setminus": [
        ("(-\\infty, 3] \\setminus \\{0\\}", ["(-\\infty,0)\\cup(0,3]"],
         ["(-\\infty,3]", "(-\\infty,0]\\cup(0,3]"]),
        ("\\{2\\} \\setminus \\{2\\}", ["\\emptyset"], ["\\{2\\}"])]}
    # a condition written constant first, "0 < x", is its mirror
    fam["domain"] += [
        ("\\ln x, x > 0", ["\\ln x, 0 < x", "\\ln x \\text{ for } 0 < x"],
         ["\\ln x, 1 < x", "\\ln x, 0 > x", "\\ln x \\text{ for } 2 < x"]),
        ("\\sqrt{x}, x \\geq 1", ["\\sqrt{x}, 1 \\leq x",
                                   "\\sqrt{x} \\text{ where } 1 \\le x"],
         ["\\sqrt{x}, 1 \\geq x", "\\sqrt{x}, 0 \\leq x"]),
        ("\\ln x, x > \\frac{1}{2}", ["\\ln x, \\frac{1}{2} < x"],
         ["\\ln x, \\frac{1}{3} < x"])]
    for f, cases in fam.items():
        for g, rights, wrongs in cases:
            for r in rights:
                ctl.append((f, g, BOX % r))
                ctl.append((f, g, "So the answer is $%s$." % r))
            for w in wrongs:
                rows.append((f, g, BOX % w))
                rows.append((f, g, "So the answer is $%s$." % w))


def variants():
    rows, ctl = [], []
    for f in (domain, empty, branch, label, constant, setminus, forms):
        f(rows, ctl)
    return verify_run.records(rows, ctl)


def main():
    verify_run.usage("hostile_compare26")
    return verify_run.run("hostile_compare26", variants())


if __name__ == "__main__":
    sys.exit(main())
