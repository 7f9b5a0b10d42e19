#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_sw52.py: a Swahili conclusion whose verb the problem writes
with another subject or tense ("Janet anatengeneza dola 18 kila siku."
for "Je, yeye hutengeneza dola ngapi ...?"; issue 26, session 40: lost
before, the verb no word of the problem), always rewarded; the same
verb negated, conditional, subjunctive, modal, or the value hedged,
never.

usage: hostile_sw52.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): sw.
"""
import sys

import verify_run

VALUES = (12, 18, 40, 126)

# verb roots: make, get, sell, buy, pay, use
ROOTS = ("tengeneza", "pata", "uza", "nunua", "lipa", "tumia")
PROBLEM = ("Janet ana kuku {a}. Kila kuku hutaga mayai 2 kwa siku. Je, "
           "Janet hu{r} dola ngapi kila siku?")
RIGHTS = ("Kwa hiyo Janet ana{r} dola {v} kila siku.",
          "Janet ali{r} dola {v}.",
          "Hivyo, Janet ata{r} dola {v} kila siku.",
          "Janet hu{r} dola {v} kila siku.")
TWINS = ("Janet ha{n}i dola {v}.",          # does not
         "Janet haku{r} dola {v}.",          # did not
         "Janet ange{r} dola {v}.",          # would
         "Janet a{n}e dola {v}.",            # may she (subjunctive)
         "Janet anaweza ku{r} dola {v}.",    # can
         "Labda Janet ana{r} dola {v}.",     # maybe
         "Janet ana{r} takriban dola {v}.",  # about
         "Janet ana{r} dola {v} au {w}.")    # or


def swahili(add):
    """Each root, in the problem's habitual, answered in other tenses."""
    for v in VALUES:
        for r in ROOTS:
            p = PROBLEM.format(a=v // 2, r=r)
            w = "%d × 2 = %d.\n\n" % (v // 2, v)
            for t in RIGHTS:
                add("sw-right", str(v), p, w + t.format(r=r, v=v))
                add("sw-wrong", str(v + 2), p, w + t.format(r=r, v=v))
            for t in TWINS:
                add("sw-twin", str(v), p,
                    w + t.format(r=r, n=r[:-1], v=v, w=v + 2))


def main():
    verify_run.usage("hostile_sw52")
    return verify_run.run_kinds("hostile_sw52",
                                verify_run.kind_rows([swahili]), width=8)


if __name__ == "__main__":
    sys.exit(main())
