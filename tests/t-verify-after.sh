#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-after.sh: nothing after a value is rewarded unless papo-verify
# recognises it (issue 26): a box's or tag's own sentence set apart from
# its prose ("\boxed{5} \quad \text{(tentative)}", "\boxed{5} (coin
# flip)", "<answer>5</answer> <confidence>low</confidence>") is read word
# by word as an answer phrase's rest is; a symbol papo cannot read in or
# after the value ("The answer is 5 🤞", "5 ❌", "12 ‽"); a suffix hedge
# glued to it ("5-ish", "5ish", "20-odd"); JSON and YAML keys that grade
# it below sure ("confidence": 0.2, "verified": false, "status":
# "unsure"); a reason whose words are not recognised ("12 because I am
# not sure").  The near misses stay rewarded: units, "(five)",
# "(simplified)", "confidence": "high", </s> after the tag.
# tests/verify/after.jsonl.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-after

verify_wanted "$TOP/tests/verify/after.jsonl"
step "at least 60 refused cases" test \
    "$(jq -s 'map(select(.want_r == 0)) | length' out.jsonl)" -ge 60
step "at least 15 near misses rewarded" test \
    "$(jq -s 'map(select(.want_r == 1)) | length' out.jsonl)" -ge 15
# what follows the value is what is refused: each refused case's
# reference answered alone is rewarded
jq -c 'select(.want_r == 0) | .response = "The answer is \\boxed{" +
    .answer + "}."' "$TOP/tests/verify/after.jsonl" > bare.jsonl ||
    fail "jq"
papo-verify -q bare.jsonl > bare.out || fail "papo-verify exited $?"
step -o bare.out "the value alone is rewarded" \
    test "$(jq -s 'map(select(.r_out != 1)) | length' bare.out)" -eq 0
# the refused cases are refused by a rule --explain names, not read as
# another value
step -o out.jsonl "at least 90 refusals named" test "$(jq -s \
    'map(select(.want_r == 0 and (.explain | test("refused")))) |
    length' out.jsonl)" -ge 90
exit 0
