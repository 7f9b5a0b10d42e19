#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-red22.sh: a twenty-second red team's adversarial
# responses (issue 26, round 22: tests/verify/hostile_red22.py) in
# phrasings no earlier round wrote: a step's label above a box whose
# title is followed by an aside that judges it ("Step 4: Verify
# (fails)"), a last statement whose name and value stand on each side of
# a sign that is no equality ("答案＞42。", "Answer ≥ 42"), two scale words
# after a value ("42 lakh crore", "42万亿"), an amount in another unit of
# the currency the problem asks for, a box's noun then a sum of the
# problem's numbers that is another value, a noun then a denial, a box
# then text after its end token.  None is rewarded; every control is.
# No hole is left (15 at main before round 23's subunits: an amount in
# another unit of the currency a problem asks after "combien de",
# "сколько" or "cuántos", "Combien de centimes ?" "42 $.", now a unit of
# its currency, lib/verify/units.c; tests/verify/hostile_subunits.py).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-red22

hostile red22 "no variant rewarded, every control is" 3900 360 "controls" 0
exit 0
