#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-units-words.sh: a unit written in another language ("5
# Minuten", "5分钟", "5 минут", "5 días", "5시간입니다") is read as the
# English unit it names (lib/verify/units_foreign.c) wherever the value
# is read (an answer phrase, after a box, in JSON), and a word after the
# value that is no unit papo knows ("5 stone", "5 саженей") is kept
# beside it: against a reference with a unit, another unit or an unknown
# word is never rewarded (issue 26: a different unit is a wrong answer);
# against a bare reference the word is dropped as before.  The cases
# come from tests/verify/units_words.py (12 languages, every unit row it
# lists, each as the same unit, a converted one, another unit and a
# bare reference).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-units-words

python3 "$TOP/tests/verify/units_words.py" > cases.jsonl ||
    fail "units_words.py failed"
verify_wanted cases.jsonl
step "at least 150 rewarded cases" test \
    "$(jq -s 'map(select(.want_r == 1)) | length' out.jsonl)" -ge 150
step "at least 150 refused cases" test \
    "$(jq -s 'map(select(.want_r == 0)) | length' out.jsonl)" -ge 150
# the unit is what is refused: every refused case with its unit word
# taken out is rewarded against a bare reference
jq -c 'select(.want_r == 0 and (.case | test(" other$"))) |
    .answer = "5" | .want_r = 1' cases.jsonl > bare.jsonl || fail "jq"
papo-verify -q bare.jsonl > bare.out || fail "papo-verify exited $?"
step -o bare.out "a refused unit case is not rewarded against 5" \
    test "$(jq -s 'map(select(.r_out != 1)) | length' bare.out)" -eq 0
