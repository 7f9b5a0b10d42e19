#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-two-way.sh: a number word that is also another listed
# language's function word (Spanish "dos", two; Portuguese "dos", of the)
# is no count before a word (lib/verify/answer_words.c, two_way; issue
# 26, round 14): "Portanto, o total é a soma dos termos." is not 2.  The
# cases are the Portuguese sentences of the corpus and their words after
# "dos" in last statements (tests/verify/two_way.py); Spanish "La
# respuesta es dos." stays 2.
set -u
. "$TOP/tests/lib.sh"

python3 "$TOP/tests/verify/two_way.py" \
    "$TOP/tests/verify/corpus/corpus.jsonl" > cases.jsonl ||
    fail "two_way.py"
step "at least 50 framed words" test "$(jq -s \
    'map(select(.case | startswith("frame-"))) | length' cases.jsonl)" -ge 50
verify_wanted cases.jsonl
exit 0
