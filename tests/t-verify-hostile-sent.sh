#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-sent.sh: random unrecognised continuations of the
# answer's own sentence in nine languages (tests/verify/hostile_sent.py,
# issue 26): "The answer is 12 mostly pending review.", "Die Antwort ist
# 12 grob Faustregel.", "答案是12左右粗算。".  None is rewarded; the
# controls (the same statements ending at the value) are.
set -u
. "$TOP/tests/lib.sh"

hostile sent "no continuation rewarded, every control is" 3000
exit 0
