#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-quoted33.sh: the answer's line quoted (issue 26,
# review 33's third finding; tests/verify/hostile_quoted33.py): a box or
# an answer statement whole between backticks, quotation marks or the
# CJK corner brackets ("`\boxed{42}`", "\"The answer is 42.\"",
# "「答案是42」"), a stop after the closer or not, a sentence before the
# line or not; none rewarded.  Controls: the box in math, a box alone in
# a fenced block (rewarded, as hostile_red's controls ask), "`\boxed{42}`
# is the final answer.", the value alone in its marks, a program's
# output in a code block before the answer; every one rewarded.  On
# main (f3ebbc8e), 618 variants: 201 wrong rewarded.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-quoted33

hostile quoted33 "no quoted answer rewarded, every control is" 600 40 \
    controls
exit 0
