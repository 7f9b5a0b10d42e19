#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_scale33.py: "billion" and "trillion" in a language of the
long scale (issue 26, review 33's fifth finding): in French and German
a billion is 10^12 and a trillion 10^18 ("La réponse est 2 billions.",
"Die Antwort ist 1 Billion."), where English's are 10^9 and 10^12.
Each sentence, French or German, against the short scale's value (2
billions read as 2·10^9): never rewarded; and "2 billions" with no word
of a language (a plural English does not write after a value): the
scale is not known, no answer.

The twins, to be rewarded (controls): English's "The answer is 2
billion." against 2·10^9, "1 trillion" against 10^12; and the French and
German sentences against the long scale's value (2·10^12), refused on
main and still (no answer: the value is read, then its scale word is
no word the rest of the sentence recognises), counted apart as lost.

usage: hostile_scale33.py PAPO_VERIFY [--list]

On main (f3ebbc8e): see the comment above main().
"""
import sys

import verify_run

COUNTS = [1, 2, 3, 7]

LONG = ["La réponse est {n} {w}.", "La réponse est de {n} {w}.",
        "Le total est {n} {w}.", "Il y en a environ {n} {w}.",
        "Die Antwort ist {n} {W}.", "Das sind {n} {W}.",
        "Die Summe beträgt {n} {W}."]

SHORT = ["The answer is {n} {w}.", "The total is \\boxed{{{n}}} {w}.",
         "So there are {n} {w} stars."]


def rows():
    c, k = verify_run.Cases(), verify_run.Cases()
    for n in COUNTS:
        for word, short, long_ in (("billion", 9, 12), ("trillion", 12, 18)):
            plural = word + "s" if n > 1 else word
            for t in LONG:
                if "{W}" in t and n > 1:
                    continue  # German's plural: "Billionen"
                r = t.format(n=n, w=plural, W=word.capitalize())
                c.add("long", str(n * 10 ** short), r)
                k.add("long", str(n * 10 ** long_), r)
            if n > 1:
                c.add("plural", str(n * 10 ** short),
                      "The answer is %d %ss." % (n, word))
            for t in SHORT:
                k.add("short", str(n * 10 ** short), t.format(n=n, w=word))
    return c.out, k.out


# Main (f3ebbc8e) rewards 36 of the 44 hostile variants wrongly (every
# French sentence and German's "Billion" read in English's scale; "2
# billions" read as 2·10^9) and refuses 38 of the 62 controls (the
# French and German sentences against the long scale's value).  Closed
# (answer_prose.c, long_scale: the scale of the line's language, none
# where it is not known): 36 -> 0.  Left: the 38 lost, no answer as on
# main.
def main():
    verify_run.usage("hostile_scale33")
    out, ctl = rows()
    return verify_run.run("hostile_scale33", verify_run.records(out, ctl),
                          lost=lambda v: v["family"] == "control-long")


if __name__ == "__main__":
    sys.exit(main())
