#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-cohere-end.sh: Command R's end tokens, "<EOS_TOKEN>"
# and "<|END_OF_TURN_TOKEN|>", end the response's turn as the other
# templates' do (tests/verify/hostile_cohere_end.py, issue 26, round
# 33): "The answer is (F).<EOS_TOKEN>" (four MMLU-Pro records of
# c4ai-command-r-v01 in the corpus) was read with the token as the
# answer's text and refused, and "The answer is 41.<EOS_TOKEN>\nThe
# answer is 42." rewarded 42.  Every control is rewarded now, and no
# variant whose text goes on after the token.
set -u
. "$TOP/tests/lib.sh"

hostile cohere_end "no text after the end token read, every control rewarded" 100
exit 0
