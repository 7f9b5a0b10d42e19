#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-red25.sh: a twenty-fifth red team's adversarial
# responses (issue 26, round 25: tests/verify/hostile_red25.py) in
# phrasings no round wrote before: a letter with another option's value
# where the options stand on one line ("(B) 44" under "(A) 40 (B) 42
# (C) 44"), a sign of approximation behind a style command
# ("\boxed{\displaystyle \approx 42}"), a box's \text of another script
# that negates or bounds ("\boxed{42\text{ नहीं}}"), Korean bounds
# spaced after the value ("답은 42 초과입니다."), corrections after a
# reasoning model's summary in every listed language, look-alike signs,
# two values, markdown and HTML, repeated JSON keys, intervals, mixed
# numbers and repeating decimals, digits of two scripts, code.  No
# variant may be rewarded but the known holes (capped); every control
# is.  Main (841bcea4): 1,617 of 3,660 hostile variants rewarded.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-red25

hostile red25 "no variant rewarded but the known holes, every control is" \
    4300 700 "controls" 0
exit 0
