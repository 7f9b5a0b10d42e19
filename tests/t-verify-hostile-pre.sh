#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-pre.sh: random unrecognised openers before an answer
# phrase or a box in seven languages (tests/verify/hostile_pre.py, issue
# 26): conditions, suppositions, attributions, "a naive / wrong / possible
# answer", bounds, questions.  None is rewarded; the controls (the same
# statements after recognised openers: "Therefore,", "综上所述，") are.
set -u
. "$TOP/tests/lib.sh"

hostile pre "no opener rewarded, every control is" 2000
exit 0
