#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-circled.sh: Chinese exams' combination options answered
# by the letter and its statements ("【答案】B．①③") against random option
# tables (tests/verify/hostile_circled.py): the right letter with its
# statements is rewarded; the letter with another option's statements, a
# statement more or less, another letter, two options, a doubt, a
# negation or a take-back are not.
set -u
. "$TOP/tests/lib.sh"

hostile circled "right ones rewarded, no wrong or doubted one" \
    1000 120 "right ones"
exit 0
