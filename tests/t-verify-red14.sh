#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-red14.sh: a fourteenth red team's adversarial responses
# (issue 26, round 14: tests/verify/hostile_red14.py): option letters
# in depth (a hedge in another language, two letters, a letter named
# wrong before another, another script's letters, an option's value in
# another option's unit), scale words and units that change a value,
# currencies, number formats, expressions around the value, a percent
# the problem does not ask for, reasoning models' <think> and repeated
# final answers, hedges in another language than the answer's, and
# the answer's sentence made a question by a tag after a dash ("The
# answer is 42 - or is it?"), an alternative naming no value ("42 - or
# more.") and a word that dates the value ("42 - previously.", "42,
# it was.", "42 - at first.": a clause with its predicate elided, an
# ordinal alone, and their generated kin).
# None is rewarded (no known hole is left: the cap is 0); every
# control is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-red14

hostile red14 "no variant rewarded, every control is" 9600 240 "controls" 0
exit 0
