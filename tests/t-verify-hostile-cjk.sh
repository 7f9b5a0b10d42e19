#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-cjk.sh: what follows a number, and what a last
# statement says, in Chinese (simplified, traditional), Japanese, Korean
# and Thai (tests/verify/hostile_cjk.py, issue 26): a particle that asks
# or softens, a doubt word, a filler, an emoji, a question mark or an
# unknown word put after the number, after its measure word, after the
# noun counted or between subject and verb: none rewarded; the same
# statements as written (controls) all are.  The holes the script lists
# as known are counted apart.
set -u
. "$TOP/tests/lib.sh"

hostile cjk "no unrecognised word rewarded, every control is" \
    3700 95 controls 0
step "all 5 scripts" test "$(hostile_groups cjk '[a-zA-Z-]*')" -eq 5
exit 0
