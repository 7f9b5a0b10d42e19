#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-unl34.sh: a short sentence in a language papo-verify
# has no rows for, right before a bare box, is no statement it
# recognises (issue 26: tests/verify/hostile_unl34.py): the result
# stated in 25 languages with no rows (Scandinavian, Romance neighbours
# of listed ones, Baltic, Finno-Ugric, Slavic, Malay, Tagalog...), of
# another value or of the box's own, before a bare box, is never
# rewarded; the same statement in the listed languages, English work
# naming other values, a listed language's statement with a noun the
# rows do not hold after its value, are.  The known holes (48): Malay's
# statement read as Indonesian, a value amid a Hungarian or Welsh
# statement, Catalan's and Galician's "En total ...".
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-unl34

hostile unl34 "no variant rewarded, every control is" 600 80 "controls" 48
exit 0
