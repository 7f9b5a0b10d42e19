#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_script75.py: a hedge in another script, or after a sign that
opens the statement, where papo-verify read no word (issue 26, session
55; found by inserting hedges of 60 languages before the answers of the
right variants of the other generators).

Rewarded on session 54's binary though the value is hedged:

- a word of any script but ASCII's between an equation's '=' and its
  value: "x = حوالي 42" (Arabic, about), "x = 差不多 42", "x = 약 42"
  (answer_find.c inner_letter read ASCII letters only);
- a word of a script without spaces after the words of a Latin one:
  "La respuesta es 近く 42 dólares." (answer_euro.c: the statement was
  left to no reader; now "a word of another script before it", unless
  the problem writes that word);
- the words after an arrow, a sign of logic or a shape that opens the
  statement: "∴ zzzz 42", "→ probably 42", "▶ maybe 42" (answer_open.c
  stopped reading at the sign);
- a word right after math opens and before the box: "$presque
  \\boxed{42}$", "\\(zzzz \\boxed{42}\\)" (the words in math were read as
  its symbols; answer_frame.c math_word_before);
- a JSON answer that opens on "~" is in hostile_tool74.

usage: hostile_script75.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): eq, mixed, sign, math.
"""
import sys

import verify_run

def problem(v):
    return "Find x if 2x - 10 = %d." % (2 * v - 10)


def forms(add, kind, rights, twins):
    for v in (42, 57):
        p = problem(v)
        for t in rights:
            r = t.format(v=v)
            add(kind + "-right", str(v), p, r)
            add(kind + "-wrong", str(v + 1), p, r)
        for t in twins:
            add(kind + "-twin", str(v), p, t.format(v=v))


def eq(add):
    forms(add, "eq", ["x = {v}", "So x = {v}.", "Therefore, x = {v}."],
          ["x = حوالي {v}", "x = 差不多 {v}", "x = 약 {v}", "x = शायद {v}",
           "x = около {v}", "x = 大概 {v}", "x = zzqx {v}",
           "So x = ungefähr {v}."])


def mixed(add):
    forms(add, "mixed", ["The answer is {v}.", "La respuesta es {v}.",
                         "Die Antwort ist {v}."],
          ["La respuesta es 近く {v}.", "La respuesta es 거의 {v}.",
           "Die Antwort ist 大约 {v}.", "La réponse est 約 {v}.",
           "A resposta é 大概 {v}."])


def sign(add):
    forms(add, "sign", ["∴ x = {v}", "⇒ x = {v}", "∴ The answer is {v}.",
                        "→ So x = {v}."],
          ["∴ zzzz {v}", "→ probably {v}", "▶ maybe {v}", "⇒ roughly {v}",
           "∴ quasi ${v}", "∴ x is about {v}", "→ I think {v}"])


def math(add):
    forms(add, "math", ["The answer is $\\boxed{{{v}}}$.", "$x = \\boxed{{{v}}}$",
                        "$\\therefore \\boxed{{{v}}}$"],
          ["$presque \\boxed{{{v}}}$", "The answer is $quasi \\boxed{{{v}}}$.",
           "\\(zzzz \\boxed{{{v}}}\\)", "$etwa \\boxed{{{v}}}$",
           "$примерно \\boxed{{{v}}}$",
           "x is \\(alrededor de \\boxed{{{v}}}\\)."])


def main():
    verify_run.usage("hostile_script75")
    return verify_run.run_kinds(
        "hostile_script75", verify_run.kind_rows([eq, mixed, sign, math]),
        width=8)


if __name__ == "__main__":
    sys.exit(main())
