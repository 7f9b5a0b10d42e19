#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-red10.sh: the wrong rewards issue 26 still listed open
# after round 16 (tests/verify/hostile_red10.py): an attribution in a
# clause about the answer's noun or in words written before it, a third
# party or a tool as the last statement's subject, an answer someone
# else gave in zh/ja/ko and in es/fr/de/it/pt/ru.  None is rewarded but
# the known holes the generator lists (main rewarded 208 of them, 180
# left after round 16, 76 after the clauses about the noun were read,
# 28 since a count after a verb with no problem text needs a deed,
# 4 since a tool's output is no statement: "Python gives 42.", 0
# since with no problem a name before a verb of finding must be one
# the response introduced: "finder", main rewarded 520 of 1,920); every
# control is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-red10

hostile red10 "no variant rewarded, every control is" 2800 230 "controls" 0
exit 0
