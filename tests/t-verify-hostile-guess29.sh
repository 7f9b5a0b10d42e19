#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-guess29.sh: a last statement whose subject names an
# estimate, a guess or an approximation, in every language the man page
# lists (tests/verify/hostile_guess29.py): "So the estimate is 36 cm.",
# "Also ist die Prognose 36 cm.", "所以估算是36厘米。", "সুতরাং আন্দাজ 36
# সেমি।" are no answer when no problem asks for that estimate, and are
# one under a problem that holds the noun ("Give your estimate of the
# length ...", "Gib eine Schätzung der Länge ... an.").  The nouns have
# one home, the rows of kind R_GUESS (lib/verify/answer_rows.c), read
# by the lead rows and the last statement (answer_frame.c,
# papo_frame_guess_within; answer_find.c, last_guess), answer_open.c's
# description of its own and answer_euro.c's measured subjects and
# names.  Main (ce7e12f9) on this generator: 645 variants, 36 twins
# rewarded ("Prognose", "估算", "近似值", "আন্দাজ"), 48 right lost; now
# 0 and 39: 3 "So the guess is 36 cm." under "Give your guess of ..."
# (lost on main too) and 36 statements of the thing itself in the 12
# languages whose copula form papo-verify does not read yet (uk, pl,
# tr, id, vi, ja, ko, th, hi, te, sw, ar: lost on main too).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-guess29

hostile guess29 "no guess rewarded where no problem asks for one" 640 150 \
    right
step -o hostile-guess29.out "at most 39 right answers lost" test \
    "$(hostile_count guess29 lost)" -le 39
step -o hostile-guess29.out "every listed language counted" test \
    "$(hostile_groups guess29 '[a-z][a-z]')" -ge 22
exit 0
