#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_rel107.py: a relation right before the answer's value in
every finder's form ("3 + 4 ≠ **7**", "Total: 3 + 4 != 7", "So, the
total \\neq 7.", "He has \\leq 7 apples.", "3 + 4 =? \\boxed{7}",
"3 + 4 \\not= **7**"), a tilde opening a box or a tag ("\\boxed{~ 7}")
and an approximation that its exact side contradicts ("3 + 4 ≈ 8",
read as 3 + 4), never rewarded; the same forms with '=', ':' or an
arrow, and a value whose own relation is its content ("\\boxed{x \\gt
0}" against "x > 0"), rewarded (issue 26, session 62).

On session 61's binary 54 of a probe's 1,000 such variants were
rewarded: a bold number was read whatever sign stood before it, the
last statement's value whatever relation, a TeX command of a relation
outside math was a word no row refused, "~ 7" in a box a value, and "3 +
4 ≈ 8" its exact side 7.  Now a relation of a table (answer_find.c's
rel_signs and rel_commands) right before the value refuses it
(relation_inside), a bold number is read after a sign of bold_signs
only, "~" opens an approximate value as "\\approx" does, and an
approximation between an integer and an exact integer expression that
differ is no answer (verify.c's ints_apart).

usage: hostile_rel107.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEM = ("Tom has 3 apples and buys 4 more. How many apples does he "
           "have?")
# relations that deny or bound a value
RELS = ["≠", "<", ">", "≤", "≥", "!=", "<=", ">=", "=?", "?=", "=/=",
        "=\\=", "<>", "≢", "≟", "⩽", "⩾", "≪", "≫", "≲", "≳", "\\neq",
        "\\ne", "\\not=", "\\leq", "\\geq", "\\le", "\\ge", "\\lt", "\\gt",
        "\\nless", "\\ngtr", "\\leqslant", "\\geqslant", "\\ll", "\\gg"]
# what gives a result
GIVES = ["=", "→", "⇒", "\\implies", "\\Rightarrow"]
# the forms of each finder, {s} the sign
FORMS = {
    "bold": ["3 + 4 {s} **7**", "We get 3 + 4 {s} **7**.",
             "Tom has {s} **7** apples.", "So the total {s} **7**."],
    "box": ["3 + 4 {s} \\boxed{{7}}", "So 3 + 4 {s} $\\boxed{{7}}$."],
    "last": ["Total: 3 + 4 {s} 7", "So, the total {s} 7.",
             "He has {s} 7 apples.", "So 3 + 4 {s} 7 apples."],
    "phrase": ["The answer: 3 + 4 {s} 7", "Final answer: x {s} 7"],
}
# only these forms read an arrow as giving the value
ARROW_FORMS = {"bold": [0, 1], "box": [], "last": [], "phrase": []}


def relations(add):
    for kind, forms in FORMS.items():
        for f in forms:
            for s in RELS:
                add(kind + "-twin", "7", PROBLEM, f.format(s=s))
        for i, f in enumerate(forms):
            if "{s} 7" in f and not f.startswith("So, the total") and \
               not f.startswith("He has"):
                r = f.format(s="=")
                add(kind + "-right", "7", PROBLEM, r)
                add(kind + "-wrong", "8", PROBLEM, r)
        for i in ARROW_FORMS[kind]:
            for g in GIVES:
                r = forms[i].format(s=g)
                add(kind + "-right", "7", PROBLEM, r)
                add(kind + "-wrong", "8", PROBLEM, r)


def tildes(add):
    for r in ["\\boxed{{~ {v}}}", "\\boxed{{~{v}}}", "<answer>~ {v}</answer>",
              "<answer>~{v}</answer>", "The answer is \\boxed{{~{v}}}.",
              "3 + 4 ≈ **{v}**", "So 3 + 4 ~ **{v}**",
              "We get 3 + 4 ∼ **{v}**."]:
        add("tilde-twin", "7", PROBLEM, r.format(v=7))
    for r in ["\\boxed{{{v}}}", "<answer>{v}</answer>",
              "The answer is \\boxed{{{v}}}."]:
        add("tilde-right", "7", PROBLEM, r.format(v=7))
        add("tilde-wrong", "8", PROBLEM, r.format(v=7))


def approximations(add):
    for e in ["3 + 4", "14/2", "2 \\cdot 3 + 1"]:
        for w in ["8", "6", "9"]:
            for f in ["\\boxed{{{e} \\approx {w}}}", "{e} ≈ {w}",
                      "Final answer: {e} ≈ {w}",
                      "The answer is ${e} \\approx {w}$."]:
                add("approx-twin", "7", PROBLEM, f.format(e=e, w=w))
        for f in ["\\boxed{{{e} \\approx 7}}", "Final answer: {e} ≈ 7"]:
            add("approx-right", "7", PROBLEM, f.format(e=e))
            add("approx-wrong", "8", PROBLEM, f.format(e=e))


def owns(add):
    """A value whose relation is its own content."""
    rows = [("x > 0", "The answer is $\\boxed{{x \\gt 0}}$."),
            ("x \\geq 3", "The answer is $\\boxed{{x \\ge 3}}$."),
            ("(-\\infty, 7]", "So the answer is $\\boxed{{\\{{t \\in "
             "\\mathbb{{R}} | t \\le 7\\}}}}$."),
            ("x \\neq 2", "Final answer: $x \\neq 2$")]
    for ref, r in rows:
        add("own-right", ref, "Solve for x.", r.format())


def main():
    verify_run.usage("hostile_rel107")
    return verify_run.run_kinds(
        "hostile_rel107",
        verify_run.kind_rows([relations, tildes, approximations, owns]),
        width=8)


if __name__ == "__main__":
    sys.exit(main())
