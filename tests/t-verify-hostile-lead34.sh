#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-lead34.sh: a sentence before the final answer that
# states another value for the asked quantity (issue 26, review 33's
# W1), tests/verify/hostile_lead34.py: the problem's subject by its
# name or a pronoun ("So Omar has 48 books." to "How many books does he
# have?"), the question's verb alone ("So he has 48."), a total's or a
# result's label ("Total: 48.", "Gesamt: 48.", "合计：48。"), a
# conclusion's opener and the value alone ("Hence 48.", "Donc 48."),
# in en, zh, de, fr, es, ru, ja, ko and pt, before a bare box, a
# heading, a rule, a display, an answer line and an answer phrase: none
# is rewarded; each right twin (the same sentence with the answer's
# value, a step's sentence with another noun, a given of the problem, a
# computation) is.  Main (62525afa) rewarded 267 of the wrong variants and refused
# none of the 495 right ones.
set -u
. "$TOP/tests/lib.sh"

hostile lead34 "no other value for the asked quantity rewarded, every right twin is" \
    1311 495 "right" 0
exit 0
