#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-remark.sh: a remark on the solution after a bold
# answer that goes on into a word no closing remark holds
# (tests/verify/hostile_remark.py, issue 26): "barring overlaps", "save
# for ties", "solely for odd n", "I guess", "at best" after or inside
# "**42**. This approach counts each case once."  answer_remark.c
# recognises a remark only when each of its words is a closing remark's
# or the problem's; none is rewarded (main rewarded 1,248 of 3,120) and
# every control (the kept remarks, two real ones from ProcessBench) is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-remark

hostile remark "no variant rewarded, every control is" 3000 17 "controls"
exit 0
