#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_foreign55.py: a short function word of another language
ending the words after an English answer's noun ("The answer is
\\\\boxed{45} apples no.", "... apples na.", "... apples, o no."; issue
26, session 43: Portuguese's "no" and "na" ("in the") and French's "est"
are rows of R_FUNC, read there as if they continued the noun phrase,
and the box was rewarded) is no word of the answer's sentence, nor is an
English "not" ending a French, Spanish or Italian one ("La réponse est
\\boxed{45} pommes not."); the problem's own word that is such a row
elsewhere ("pounds of hay": Spanish's "hay") still is.

usage: hostile_foreign55.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): foreign.
"""
import sys

import verify_run

VALUES = (45, 17, 230)
PROBLEMS = (("Mary has {a} apples and buys {b} more. How many apples does "
             "she have?", "apples"),
            ("A farmer stacks {a} pounds of hay and buys {b} more. How many "
             "pounds of hay does he have?", "pounds of hay"))
LEADS = ("The answer is \\boxed{{{v}}} {n}{t}.",
         "So she has $\\boxed{{{v}}}$ {n}{t}.",
         "Therefore, there are \\boxed{{{v}}} {n}{t}.",
         # an answer phrase's rest, read by answer_rest.c
         "Final answer: {v} {n}{t}.", "The final answer is {v} {n}{t}.")
RIGHT = ("", " in all", " in total")
TWINS = (" no", " na", ", no", " o no", ", o no", " est", " ou non",
         " oder nicht", " o não")
# an English "not" ending another language's answer sentence ("La réponse
# est \\boxed{45} pommes not."; session 43: read as a clause opener with
# nothing to open)
ROMANCE = (("Marie a {a} pommes et en achète {b}. Combien de pommes "
            "a-t-elle ?", "La réponse est \\boxed{{{v}}} pommes{t}."),
           ("María tiene {a} manzanas y compra {b} más. ¿Cuántas manzanas "
            "tiene?", "La respuesta es \\boxed{{{v}}} manzanas{t}."),
           ("Maria ha {a} mele e ne compra altre {b}. Quante mele ha?",
            "La risposta è \\boxed{{{v}}} mele{t}."))


def foreign(add):
    for v in VALUES:
        a = v // 3
        for p, n in PROBLEMS:
            prob = p.format(a=a, b=v - a)
            head = "%d + %d = %d\n\n" % (a, v - a, v)
            for lead in LEADS:
                for t in RIGHT:
                    r = head + lead.format(v=v, n=n, t=t)
                    add("foreign-right", str(v), prob, r)
                    add("foreign-wrong", str(v + 1), prob, r)
                for t in TWINS:
                    add("foreign-twin", str(v), prob,
                        head + lead.format(v=v, n=n, t=t))
        for p, lead in ROMANCE:
            prob = p.format(a=a, b=v - a)
            head = "%d + %d = %d\n\n" % (a, v - a, v)
            r = head + lead.format(v=v, t="")
            add("foreign-right", str(v), prob, r)
            add("foreign-wrong", str(v + 1), prob, r)
            for t in (" not", ", not", " not really"):
                add("foreign-twin", str(v), prob, head + lead.format(v=v,
                                                                    t=t))


def main():
    verify_run.usage("hostile_foreign55")
    return verify_run.run_kinds("hostile_foreign55", verify_run.kind_rows(
        [foreign]), width=8)


if __name__ == "__main__":
    sys.exit(main())
