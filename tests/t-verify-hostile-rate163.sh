#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-rate163.sh: a rate over another span of time than the
# question asks ("\boxed{20} pages per week" where a day's pages are
# asked), in any reader's answer, and a temperature written in words in
# a box on another scale ("\boxed{25 degrees Fahrenheit}" where Celsius
# is asked) are other answers; the asked span, or both spans side by
# side, and a converted temperature are kept
# (tests/verify/hostile_rate163.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-rate163

hostile rate163 "a rate over another span, a temperature on another scale" 214 60 "right"
# one right form refused, before and now: "\boxed{120 \text{ eggs per
# day}}" where eggs are asked "every day" (the box's words against the
# question's, not its span)
step "at most one right form lost" test "$(hostile_count rate163 lost)" -le 1
exit 0
