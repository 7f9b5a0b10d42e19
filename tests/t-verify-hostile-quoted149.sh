#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-quoted149.sh: a statement quoted after words of its own
# ('The expected format is "The answer is 42".') is no answer; a value
# quoted after the answer's own phrase, or the response's conclusion
# quoted after its connective, is (tests/verify/hostile_quoted149.py,
# issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-quoted149

hostile quoted149 "a quoted statement is not the response's own" 480 10 \
    "right"
step "no right form lost" test "$(hostile_count quoted149 lost)" -eq 0
exit 0
