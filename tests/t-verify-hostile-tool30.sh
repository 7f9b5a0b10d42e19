#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-tool30.sh: a tool's result in a response's
# "<tool_response>" block, a JSON object under a result's or an
# answer's key, is the tool's and not the model's answer
# (tests/verify/hostile_tool30.py, issue 26, review 29 finding 16): the
# model's statement after it (a bold number, a box, an answer phrase, a
# label) is read.  Never rewarded: a statement of another value than
# the tool's, the tool's result with no statement after it, a doubt
# before the statement (read before a bold number too), a second tool
# call after it.  Main: 24 of 192 right ones refused, 24 doubts before
# a bold number rewarded.
set -u
. "$TOP/tests/lib.sh"

hostile tool30 "no twin rewarded, every right one is" 1000 190 "right"
exit 0
