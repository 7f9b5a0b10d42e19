#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-stripped132.sh: a whole sequence decoded with its
# special tokens dropped (Llama 3's "system\n\n...user\n\n...assistant
# \n\n", ChatML's) is read from the model's turn; the prompt's words are
# never the answer (tests/verify/hostile_stripped132.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-stripped132

hostile stripped132 "sequences decoded without their special tokens" \
    170 50 "right"
step "no right form lost" test "$(hostile_count stripped132 lost)" -eq 0
exit 0
