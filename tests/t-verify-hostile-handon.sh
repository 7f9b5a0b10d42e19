#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-handon.sh: a value restated after a box that names an
# unknown ("\[ \boxed{x = 2} \]\n\n2", MathCoder's endings), then a
# paragraph that hands on another value ('{"value": "7"}', a tool call,
# a JSON block), is no answer (tests/verify/hostile_handon.py, issue 26,
# round 34): main read the restated value as the statement after the
# box and skipped the object as a note, 9 of 45 variants rewarded; none
# is now.  The same replies without the object, or with a note of words,
# are rewarded.
set -u
. "$TOP/tests/lib.sh"

hostile handon "no value handed on after the statement rewarded, every control is" 63
exit 0
