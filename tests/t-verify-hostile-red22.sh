#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-red22.sh: a twenty-second red team's adversarial
# responses (issue 26, round 22: tests/verify/hostile_red22.py) in
# phrasings no earlier round wrote: a step's label above a box whose
# title is followed by an aside that judges it ("Step 4: Verify
# (fails)"), a last statement whose name and value stand on each side
# of a sign that is no equality ("答案＞42。", "Answer ≥ 42"), two scale
# words after a value ("42 lakh crore", "42万亿"), an amount in another
# unit of the currency the problem asks for, a box's noun then a sum of
# the problem's numbers that is another value, a noun then a denial, a
# box then text after its end token.  None is rewarded; every control
# is.  Known holes, capped here (15): an amount in another unit of the
# currency a problem asks after "combien de", "сколько" or "cuántos" in
# a word not read as a unit ("Combien de centimes ?" "42 $.").  Closed
# in round 23: "How many paise?" "42 rupees." (a count of a noun that
# is no unit, tests/verify/hostile_wrong23.py) and the problem's
# numbers after a box's noun joined in words ("\boxed{42} apples: 14
# and 29 more.").
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-red22

hostile red22 "no variant rewarded, every control is" 3900 360 "controls" 15
exit 0
