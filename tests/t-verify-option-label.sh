#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-option-label.sh: the words that name an option before its
# letter in es, pt, fr, it and en ("a resposta correta é a letra B", "la
# opción B", "l'option B"; lib/verify/answer_prose.c, choice_at's label
# rows; issue 26, round 14): the letter, against its reference and not
# another's; "a letra B ou C" names two and is no answer
# (tests/verify/option_label.py).
set -u
. "$TOP/tests/lib.sh"

python3 "$TOP/tests/verify/option_label.py" > cases.jsonl ||
    fail "option_label.py"
step "at least 50 statements naming one option" test "$(jq -s \
    'map(select(.want_r == 1)) | length' cases.jsonl)" -ge 50
verify_wanted cases.jsonl
exit 0
