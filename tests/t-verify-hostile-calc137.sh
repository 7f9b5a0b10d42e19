#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-calc137.sh: GSM8K's calculator annotations
# ("<<9*2=18>>18") are read as absent; a hedge, another value or a
# question after the annotated result stays unread, and "<<" that is
# no annotation is left as it is (tests/verify/hostile_calc137.py,
# issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-calc137

hostile calc137 "GSM8K's calculator annotations read as absent" 70 18 "right"
step "no right form lost" test "$(hostile_count calc137 lost)" -eq 0
exit 0
