#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-pred.sh: one rule for pred (issue 26 review, finding 33):
# null whenever verify is no_answer, even where a value was read before
# the rule that refused it (a box beside a letter that names another
# option), with the reason in --explain; the value read otherwise.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-pred

cat > in.jsonl <<'JSONL'
{"answer":"D","problem":"Which?\nA. 10\nB. 20\nC. 30\nD. 80","response":"The answer is \\boxed{30} (D)."}
{"answer":"D","problem":"Which?\nA. 10\nB. 20\nC. 30\nD. 80","response":"The answer is \\boxed{80} (D)."}
{"answer":"4","response":"The answer is \\boxed{5}."}
{"answer":"4","response":"The answer is 4 and 5, or maybe 6."}
JSONL
papo-verify -q --explain in.jsonl > out.jsonl
step "papo-verify exits 0" test $? -eq 0
step -o out.jsonl "every no_answer writes pred null" test "$(jq -c \
    'select(.verify == "no_answer" and .pred != null)' out.jsonl)" = ""
step -o out.jsonl "the box beside another letter: no_answer, a reason" \
    test "$(sed -n 1p out.jsonl | jq -r '.verify + " " +
    (.explain | startswith("refused: ") | tostring)')" = "no_answer true"
step -o out.jsonl "the others' pred written" test "$(jq -r \
    'select(.verify != "no_answer") | .pred' out.jsonl | tr '\n' ' ')" \
    = "80 5 "
exit 0
