#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_eq104.py: a last statement that names its value before '='
("Total apples = 7.", "So x = 7."), a bare expression that is the whole
response ("3 + 4 = 7", "x = 7") and a statement after its opener ("So
Tom has 7 apples."), rewarded; the same with a word no row reads in the
name, a negation or a doubt of any language beside it, a tilde apart or
a question mark that asks nothing ("apples wrong = 7.", "x no = 7.", "So:
않 x = 7.", "x ~ = 7.", "So ? Tom has 7 apples."), never (issue 26,
session 61).

The words before '=' were left to the statement's rows, which read the
value after it only: on session 60's binary 1,101 of this generator's
twins were rewarded and 3 right forms lost (the hedge fuzzer over
session 60's generators found the first); the name is now read as a
label before a colon is, "not" in a description only before a
participle or after an auxiliary, a bare expression's words and signs
(papo_answer_whole_unread), a '?' apart after a comma, a colon or two
words at most.

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
              "x pas = 7", "x ليس = 7", "3 + 4 ~ = 7"]
PLACES = ["{}", "3 + 4 = 7\n\n{}"]
# a statement after its opener; the opener asked ("So ? Tom")
STMT_OPENERS = ["So", "Thus,", "Therefore", "Hence,", "So the answer:",
                "In the end,"]


def names(add):
    for o in OPENERS:
        for n in NAMES:
            r = o + (n if o == "" else n[0].lower() + n[1:]) + " = 7."
            add("name-right", "7", PROBLEM, r)
            add("name-wrong", "8", PROBLEM, r)
            ws = n.split(" ")
            for w in WORDS:
                for i in range(1, len(ws) + 1):
                    t = " ".join(ws[:i] + [w] + ws[i:])
                    if o != "":
                        t = t[0].lower() + t[1:]
                    add("name-twin", "7", PROBLEM, o + t + " = 7.")


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


def main():
    verify_run.usage("hostile_eq104")
    return verify_run.run_kinds(
        "hostile_eq104", verify_run.kind_rows([names, exprs, stmts]),
        width=8, known=verify_run.known_by(KNOWN))


if __name__ == "__main__":
    sys.exit(main())
