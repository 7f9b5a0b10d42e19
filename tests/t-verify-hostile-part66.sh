#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-part66.sh: a count of containers or groups of the
# noun asked is not rewarded ("She collects 18 pairs of eggs.", "It
# sold 18 packs of pencils." to "How many eggs/pencils ...?"), a part's
# noun still counts what follows it ("20 pieces of candy"), and a
# worded statement after a tool's output line is the writer's own
# ("Output: 18\n\nSo she makes $18."), and so is a check after the
# answer that ends on "= $18" or "Yes." (26 wrong rewards and 21 right
# answers lost on session 52's binary)
# (tests/verify/hostile_part66.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-part66

hostile part66 "a count of containers of the noun asked refused" 146 48 "right"
step "no right form lost" test "$(hostile_count part66 lost)" -eq 0
exit 0
