#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-optlast.sh: a last statement naming an option is read
# word by word as a number's is (tests/verify/hostile_optlast.py, issue
# 26): "The correct option is (C).", "Die richtige Antwort ist C." are
# rewarded; "The wrong option is (C).", "My least favourite option is
# C.", "The blorpy option is C.", "La opción incorrecta es la C.", the
# letter then "(or B)" and a letter the problem does not list are not,
# but for the known holes of other readers, main's too (at most 343).
set -u
. "$TOP/tests/lib.sh"

hostile optlast "right options rewarded, no wrong one" 2600 500 "right" 343
exit 0
