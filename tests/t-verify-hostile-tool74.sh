#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-tool74.sh: a tool-use transcript that ends on the
# model's statement right after a tool's closing tag
# ("</tool_response>\nJanet makes $18 every day.") or on a call of a
# submitting tool ({"name": "submit", "arguments": {"answer": "18"}} in
# a "<tool_call>" block) is rewarded; another tool's arguments, a
# submission in a tool's response, a doubted, retracted or replaced one,
# a hedge after the block and a JSON answer opening on "~" ({"answer":
# "~ 18"}) are not (30 right forms lost and 4 wrong rewards on session
# 54's binary) (tests/verify/hostile_tool74.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-tool74

hostile tool74 "a statement after a tool's block, a submitting tool's call" 94 42 "right"
step "no right form lost" test "$(hostile_count tool74 lost)" -eq 0
exit 0
