#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-cut47.sh: a response cut inside a bracket its last
# line opens (tests/verify/hostile_cut47.py, issue 26): "The answer is
# (B", "Answer: [126", "答案是(126", "The answer is 126 (" are
# truncated and never rewarded; the same statements closed are.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-cut47

hostile cut47 "no statement cut inside a bracket rewarded, every closed one is" \
    480 140 "right ones"
exit 0
