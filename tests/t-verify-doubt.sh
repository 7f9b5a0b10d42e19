#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-doubt.sh: the verdict uncertain is a recognised answer
# statement with a doubt in it, wherever the doubt stands (issue 26
# review, finding 31): after the value, before it in its statement, in a
# JSON answer's value.  A condition before it, two candidates, a
# question or a JSON answer's doubting sibling key are no_answer; none
# is rewarded.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-doubt

cat > in.jsonl <<'JSONL'
{"want":"uncertain","answer":"4","response":"The answer is \\boxed{4}, I guess."}
{"want":"uncertain","answer":"4","response":"The answer is 4, I guess."}
{"want":"uncertain","answer":"4","response":"I guess the answer is \\boxed{4}."}
{"want":"uncertain","answer":"4","response":"I think the answer is 4."}
{"want":"uncertain","answer":"4","response":"{\"answer\": \"maybe 4\"}"}
{"want":"no_answer","answer":"4","response":"If x = 2, the answer is 4."}
{"want":"no_answer","answer":"4","response":"{\"answer\": \"4?\"}"}
{"want":"no_answer","answer":"4","response":"{\"answer\": 4, \"alternative_answer\": 5}"}
{"want":"no_answer","answer":"4","response":"The answer is 4, or maybe 5."}
{"want":"equal","answer":"4","response":"The answer is \\boxed{4}."}
JSONL
papo-verify -q in.jsonl > out.jsonl
step "papo-verify exits 0" test $? -eq 0
jq -r 'select(.verify != .want) | "\(.want) wanted, \(.verify): " +
    .response' out.jsonl > wrong
step -o wrong "each verdict the one wanted" test ! -s wrong
jq -r 'select(.want != "equal" and (.r_out != 0 or .pred != null)) |
    .response' out.jsonl > paid
step -o paid "none rewarded, no pred written" test ! -s paid
exit 0
