#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-repeating.sh: a repeating decimal marked by \bar or
# \dot ("0.\bar{3}", "0.1\dot{6}": refused on main, read as the digits
# alone) or by parentheses right after the dot ("0.(3)": refused on
# main) is the fraction it repeats, on either side, as \overline was
# (tests/verify/hostile_repeating.py, every fraction p/q up to q = 28
# with a period of one to six digits); the period changed, the decimal
# cut before it, \dot over several digits, the two-dot form of a
# longer period and "0.1(6)" (a product) never rewarded.
set -u
. "$TOP/tests/lib.sh"

hostile repeating "no twin rewarded, every right form is" 11636 3700 right
exit 0
