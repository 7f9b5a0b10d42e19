#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-optword138.sh: a box of an option's letter under a
# sentence that names the option in words no listed language's rows
# hold ("Optie C is onjuist.") is no answer; a sentence the rows read,
# choosing the option, keeps the box (tests/verify/hostile_optword138.py,
# issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-optword138

hostile optword138 "an option named in words no row reads" 100 30 "right"
step "no right form lost" test "$(hostile_count optword138 lost)" -eq 0
exit 0
