#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-holes16.sh: issue 26's families closed on h26-holes16
# (tests/verify/hostile_holes16.py), each over every language
# papo-verify(1) lists with the form: a word after the value that is no
# noun it counts (a Russian, Ukrainian or Telugu word in a form the value
# does not govern, a Bengali, Hindi, Arabic or Thai word after a box
# alone), a Chinese modal and copula before the value ("应该是: 42"),
# someone else's answer as the label ("Friend's answer: 42"), a
# capitalised word in letters German does not write before a German
# statement's value.  None is rewarded; every control (the label, the
# noun in the form the value governs, the modal the problem lends or a
# label commits) is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-holes16

# 12 controls fewer than before h28-holes17: "每份应该是42吨。" and
# "所以答案应该是42。" with no label and no problem are refused now, as
# "The answer should be 42." is (tests/verify/hostile_holes17.py)
hostile holes16 "no variant rewarded, every control is" 1492 264 \
    controls 0
exit 0
