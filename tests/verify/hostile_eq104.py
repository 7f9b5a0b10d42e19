#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_eq104.py: a last statement that names its value before '='
("Total apples = 7.", "So x = 7."), a bare expression that is the whole
response ("3 + 4 = 7", "x = 7"), a statement after its opener ("So
Tom has 7 apples.") and a bold number after a computation ("17 × 23 =
391, so the product is **391**."), rewarded; the same with a word no
row reads in the name, a negation or a doubt of any language beside it,
a tilde apart or a question mark that asks nothing ("apples wrong =
7.", "x no = 7.", "So: 않 x = 7.", "x ~ = 7.", "So ? Tom has 7
apples."), a negation between the computation and the bold or right
before it ("so the product is not **391**."), never (issue 26,
session 61).

The words before '=' were left to the statement's rows, which read the
value after it only: on session 60's binary 2,255 of this generator's
twins were rewarded and 3 right forms lost (the hedge fuzzer over
session 60's generators found the first); the name is now read as a
label before a colon is (before the first '=' of a chain too: "Total
apples = 3 + 4 = 7."), no negation, doubt, disowning or guess before a
variable's name ("So faux x = 3 + 4 = 7.") nor words between the last
'=' and the value ("x = non 3 + 4 = 7."), "not" in a description only
before a participle or a preposition or after an auxiliary, a bare
expression's words and signs (papo_answer_whole_unread), a '?' apart
after a comma, a colon or two words at most; before a bold number, no
negation, doubt, disowning or guess right before it nor between its
sentence's math and it (bold_neg_before, bold_after_math).

usage: hostile_eq104.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEM = ("Tom has 3 apples and buys 4 more. How many apples does he "
           "have?")
# names of the value before '=', and the openers before them
NAMES = ["Total apples", "Tom's apples", "Number of apples", "Total",
         "Apples in total", "The total number of apples"]
OPENERS = ["", "So ", "So, ", "Thus ", "Therefore, "]
# words no name holds: a word of no row, negations, doubts, guesses in
# several languages
WORDS = ["wrong", "not", "maybe", "(wrong)", "(guess)", "falsch",
         "faux", "pas", "nie", "non", "no", "si", "belki", "değil",
         "mungkin", "không", "不", "可能", "않", "ليس", "не", "?", "~"]
# bare expressions, alone or after a line of work
EXPRS = ["x = 7", "3 + 4 = 7", "x = 3 + 4 = 7"]
EXPR_TWINS = ["x ~ = 7", "~ 3 + 4 = 7", "x = ~ 3 + 4 = 7", "x no = 7",
              "x 不 = 7", "x 않 = 7", "x si = 7", "x nie = 7",
              "x pas = 7", "x ليس = 7", "3 + 4 ~ = 7",
              # a word before the variable or after its '=' in a chain
              "faux x = 3 + 4 = 7", "wrong x = 3 + 4 = 7",
              "x = non 3 + 4 = 7", "x = belki 3 + 4 = 7",
              "x อาจ = 7", "อาจ x = 3 + 4 = 7"]
PLACES = ["{}", "3 + 4 = 7\n\n{}"]
# a statement after its opener; the opener asked ("So ? Tom")
STMT_OPENERS = ["So", "Thus,", "Therefore", "Hence,", "So the answer:",
                "In the end,"]


def names(add):
    for o in OPENERS:
        for n in NAMES:
            for tail in [" = 7.", " = 3 + 4 = 7."]:
                r = o + (n if o == "" else n[0].lower() + n[1:]) + tail
                add("name-right", "7", PROBLEM, r)
                add("name-wrong", "8", PROBLEM, r)
                ws = n.split(" ")
                for w in WORDS:
                    for i in range(1, len(ws) + 1):
                        t = " ".join(ws[:i] + [w] + ws[i:])
                        if o != "":
                            t = t[0].lower() + t[1:]
                        add("name-twin", "7", PROBLEM, o + t + tail)


def exprs(add):
    for pl in PLACES:
        for o in ["", "So ", "So: "]:
            for e in EXPRS:
                r = pl.format(o + e + ".")
                add("expr-right", "7", PROBLEM, r)
                add("expr-wrong", "8", PROBLEM, r)
            for e in EXPR_TWINS:
                add("expr-twin", "7", PROBLEM, pl.format(o + e + "."))


def stmts(add):
    for o in STMT_OPENERS:
        r = o + " Tom has 7 apples."
        add("stmt-right", "7", PROBLEM, r)
        add("stmt-wrong", "8", PROBLEM, r)
        add("stmt-twin", "7", PROBLEM, o + " ? Tom has 7 apples.")
        add("stmt-twin", "7", PROBLEM, o + " ? Tom has 7 apples ?")


# known holes (family, a string the response holds): "no" before a
# name's noun, a determiner the tables read as "No." (number) is read
KNOWN = [("name-twin", r"\bno total\b")]


# a bold number after a computation, or alone in its sentence: a
# negation, a doubt, a disowning or a guess between the math and the
# bold, or right before the bold
BOLDS = ["17 × 23 = 391, so the product is **391**.",
         "The product is **391**."]
BOLD_WORDS = ["not", "non", "nicht", "pas", "falsch", "wrong", "maybe",
              "nie", "değil", "bukan"]


def bolds(add):
    problem = "What is 17 times 23?"
    for r in BOLDS:
        add("bold-right", "391", problem, r)
        add("bold-wrong", "392", problem, r)
        words = r.split(" ")
        first = 5 if r.startswith("17") else 1
        for i in range(first, len(words)):
            for w in BOLD_WORDS:
                add("bold-twin", "391", problem,
                    " ".join(words[:i] + [w] + words[i:]))


def main():
    verify_run.usage("hostile_eq104")
    return verify_run.run_kinds(
        "hostile_eq104", verify_run.kind_rows([names, exprs, stmts, bolds]),
        width=8, known=verify_run.known_by(KNOWN))


if __name__ == "__main__":
    sys.exit(main())
