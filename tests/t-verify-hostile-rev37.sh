#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-rev37.sh: four kinds of wrong reward review 35 found
# (tests/verify/hostile_rev37.py), in the listed languages: a work line
# with no stop, then a last sentence no row reads ("Drat.", "Zut.",
# "哎呀。", "D it is." to an option B the work line's value gives);
# another value concluded above a labelled answer or a box ("So the
# train covers 300 km.\n\nFinal answer: 240 km", "Итак, поезд проехал
# 300 км."); a word of likelihood before the value ("Скорее всего,",
# "In all likelihood,", "很可能"); a currency or a rate after a scale
# word that the problem does not ask ("2.5 million euros", "$2.5
# million per month").  None is rewarded; the right twins (the same
# value concluded, a conclusion's opener, the letter named, the
# problem's currency) all are.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-rev37

hostile rev37 "no wrong one rewarded, every right twin is" 700 80 \
    "right ones"
step "all 21 listed languages' tails counted" \
    test "$(hostile_groups rev37 '[a-z][a-z]-tail')" -ge 21
exit 0
