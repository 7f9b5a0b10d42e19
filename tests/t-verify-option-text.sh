#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-option-text.sh: a letter followed by an option's text in the
# problem's own words (lib/verify/answer_choice.c,
# papo_answer_option_restated; answer_find.c's find_last and find_whole;
# issue 26, round 14), on the real ENEM problems of the corpus
# (tests/verify/option_text.py): "C. brevidade no tratamento da
# temática." and "Resposta: C. brevidade ..." are C, whatever words its
# option holds ("no", "não", "dos");
# a letter with another option's text ("A. <the text of B>") is two
# answers, none; a doubt or a question after it is no answer.
set -u
. "$TOP/tests/lib.sh"

python3 "$TOP/tests/verify/option_text.py" \
    "$TOP/tests/verify/corpus/corpus.jsonl" > cases.jsonl ||
    fail "option_text.py"
step "at least 300 options restated" test "$(jq -s \
    'map(select(.case | endswith("-own"))) | length' cases.jsonl)" -ge 300
verify_wanted cases.jsonl
exit 0
