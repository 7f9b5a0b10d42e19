#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-hedge31.sh: the sentence right before a bare box is
# read as its own statement (issue 26, review 31's findings 1 and 3): a
# short answer statement that offers another value, a condition or a
# question after its value, or a box of another value, refuses the box
# under it (tests/verify/hostile_hedge31.py); the same statements
# committed, and the 22 listed languages' statements, keep it.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-hedge31

hostile hedge31 "no variant rewarded, every control is" 500 120 "controls"
exit 0
