#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-thinkprompt142.sh: a prompt that ends by opening the
# model's reasoning ("Assistant: <think>") makes the response reasoning
# until it closes it: never closed, no answer
# (tests/verify/hostile_thinkprompt142.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-thinkprompt142

hostile thinkprompt142 "a prompt that opens the reasoning" 60 15 "right"
step "no right form lost" test "$(hostile_count thinkprompt142 lost)" -eq 0
exit 0
