#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-after.sh: what follows a value, in forms the other
# generators do not write (tests/verify/hostile_after.py, issue 26):
# suffix hedges ("5-ish"), random emoji and symbols from Unicode's
# symbol blocks, "\boxed{5} \quad \text{(tentative)}", a box then a
# parenthetical in twelve languages, sibling tags ("<confidence>low"),
# JSON and YAML keys that grade the answer ("confidence": 0.2), self-
# grading lines ("Confidence: 40%").  None is rewarded; the near misses
# (a unit, a restatement, "(simplified)", "confidence": "high",
# "<answer>5</answer></s>") all are.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-after

hostile after "no variant rewarded, every near miss is" 4000 15 "near misses"
exit 0
