#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-stmt.sh: near-misses of the final statements read
# with no answer phrase (tests/verify/hostile_stmt.py, issue 26): each
# rewarded form of tests/verify/stmt.jsonl with a negation, a doubt, a
# condition, unknown words, a second value, a take-back, a question,
# more work after it or a number of the problem as its count, in its
# language.  None is rewarded; the controls (the forms unchanged) are.
set -u
. "$TOP/tests/lib.sh"

hostile stmt "no near-miss rewarded, every control is" 3000
exit 0
