#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_quoted149.py: a statement in quotation marks after words of
its own ('The expected format is "The answer is 42".', 'He wrote "the
answer is \\\\boxed{42}" once.') is quoted, an example or another's, not
the response's; a value in quotation marks after a description no row
reads ('The zorblax is "\\\\boxed{42}".') is as bare as without them.  A
value quoted after the answer's own phrase ('The answer is "42".') or
the response's conclusion quoted after its connective ('So, "the
answer is 42."') stays the answer (issue 26, session 67; found by an
adversarial pass).  So is a bold value or "#### 42" in quotation marks
('The teacher wrote "**42**".', 'Use the format "#### 42".').

On session 66's binary the quoted statements and the quoted boxes after
a description were rewarded.

usage: hostile_quoted149.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

MARKS = (('"', '"'), ("\u201c", "\u201d"), ("\u00ab", "\u00bb"),
         ("\u300c", "\u300d"))
BEFORE = ("The expected format is ", "The template says ",
          "He wrote ", "A common mistake is to write ",
          "The grader expects ", "Zorblax: ", "My friend's reply was ")
STATEMENTS = ("The answer is {v}", "the answer is \\boxed{{{v}}}",
              "Final answer: {v}", "So the total is {v}")
DESCRIBED = ("The weird zorblax is ", "The expected format is ",
             "The blorf value is ")


def quoted(add):
    for v in (42, 126):
        prob = "What is %d + %d?" % (v - 12, 12)
        work = "%d + 12 = %d.\n\n" % (v - 12, v)
        for b in BEFORE:
            for o, c in MARKS:
                for st in STATEMENTS:
                    s = st.format(v=v)
                    add("quoted-twin", str(v), prob,
                        work + b + o + s + c + ".")
                    add("quoted-twin", str(v), prob,
                        work + b + o + s + "." + c)
        for d in DESCRIBED:
            for o, c in MARKS[:2]:
                add("bare-twin", str(v), None,
                    d + o + "\\boxed{%d}" % v + c + ".")
        # the bold finder's and "####"'s values quoted (no phrase of
        # the response's own before them)
        for b in BEFORE[:5]:
            for o, c in MARKS[:2] + (("'", "'"),):
                for q in ("**%d**" % v, "**%d sheep**" % v, "#### %d" % v):
                    add("quoted-twin", str(v), prob,
                        work + b + o + q + c + ".")
        for r in ('The answer is "%d".' % v, 'So, "the answer is %d."' % v,
                  'Therefore, \u201cthe answer is %d.\u201d' % v,
                  'The answer is "\\boxed{%d}".' % v,
                  'Answer: "%d"' % v):
            add("own-right", str(v), prob, work + r)
            add("own-wrong", str(v + 1), prob, work + r)


def main():
    verify_run.usage("hostile_quoted149")
    return verify_run.run_kinds(
        "hostile_quoted149", verify_run.kind_rows([quoted]), width=8)


if __name__ == "__main__":
    sys.exit(main())
