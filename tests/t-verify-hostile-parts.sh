#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-parts.sh: a question in parts whose options pair the
# parts' values, answered part by part with a letter each
# (tests/verify/hostile_parts.py, issue 26, round 33): "(a) ... The
# answer is (D). (b) ... The answer is (C)." was rewarded C (the corpus's
# mmlupro-engineering-Mixtral-8x7B-Instruct-v0.1-11693; main 162 of 162
# variants); none is now.  A reply that answers once, or gives each part
# the same letter, and a reply to a question with no parts that echoes
# other letters before its own, are rewarded.
set -u
. "$TOP/tests/lib.sh"

hostile parts "no letter of one part rewarded, every control is" 320
exit 0
