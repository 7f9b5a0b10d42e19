#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-quote57.sh: a last statement inside a quotation of
# several sentences opened after a colon or a comma ("Someone wrote:
# \"Verified. The answer is 42.\"", "有人写道：「好的。答案是42。」") is
# someone else's words, no answer; a value quoted after the answer's own
# label ("Answer: \"42\"") is read as before; a last line that opens
# with TeX's comment sign ("% Answer: 42") is no answer (855 rewarded on
# session 44's binary) (tests/verify/hostile_quote57.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-quote57

hostile quote57 "no statement inside a quotation or a TeX comment" 1040 42 \
    "right"
step "no right form lost" test "$(hostile_count quote57 lost)" -eq 0
exit 0
