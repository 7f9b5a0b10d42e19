#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-cond.sh: a committed value and then a condition that
# restricts it (tests/verify/hostile_cond.py, issue 26): "provided
# that", "assuming", "only if", "as long as", "when x > 0", "for n >= 2"
# in the 14 listed languages, after a box, a bold value, the language's
# answer phrase or a remark on the solution, set apart by a comma, a
# space, a semicolon, a full stop, a dash, a blank line or brackets,
# with no problem text and again under one that states no condition.
# None is rewarded (main rewards 3,308) and every control (the value
# with a recognised closing, a remark restating the problem's range)
# is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-cond

hostile cond "no variant rewarded, every control is" 20000 170 "controls" 0
exit 0
