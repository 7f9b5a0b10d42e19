#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-red16.sh: a sixteenth red team's adversarial
# responses (issue 26, round 17: tests/verify/hostile_red16.py) in
# every language papo-verify(1) lists: reported speech, an answer then a
# sentence that disowns it (in its language and in Thai, Bengali, Telugu
# and Swahili), a footnote that disowns it, the value struck or marked
# wrong, approximated, asked or widened, two values in one box, a box in
# <think> and another value after, a final answer in another language,
# a table or a code block's output last, a restatement that differs, a
# word of another script alone after the value, someone else's words as
# a label before the value's colon (emphasis marks after it too).
# None is rewarded but the known holes the generator lists; every
# control is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-red16

hostile red16 "no variant rewarded, every control is" 19608 644 "controls" 0
exit 0
