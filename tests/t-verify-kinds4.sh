#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-kinds4.sh: answer forms of issue 26's h11-kinds round
# (tests/verify/kinds4.jsonl: kind, answer, problem, response, expect).
# A JSON answer's sibling key is read only when recognised: a key that
# grades (confidence, verified, status, note...), a neutral one
# (reasoning, explanation, steps, units, id...), "final": true; any
# other key with true or false ("draft": true, "needs_review": true,
# "final": false), a list holding a value, another number or a doubting
# string after the answer is no answer (lib/verify/answer_find.c).  A
# word right after a value is the noun it counts only when it is the
# problem's or the response's word, a unit, a noun's shape (an English
# plural, a word of another language's sentence): "42 lol", "42 idk",
# "42 approx", "42 xD" are no answer (lib/verify/answer_rest.c).  A
# check mark (✓ ✔ ✅ ☑) right after the value or at the end of its
# sentence closes the answer; crosses, warnings, a doubt after it stay
# refused (lib/verify/answer_find.c).  Option labels of other scripts
# (Thai ก ข ค ง, Japanese ア イ ウ エ, Korean 가 나 다 라, Bengali ক খ গ ঘ,
# Russian А Б В Г: by the problem's list where the letter is ambiguous)
# are the letters A B C D, and a polite ending after a lone option
# letter ("Bです。", "A입니다.", "ข ครับ") is read as the letter alone
# (lib/verify/answer_choice.c).
set -u
. "$TOP/tests/lib.sh"

cases="$TOP/tests/verify/kinds4.jsonl"
verify_kinds "$cases"
# the cases can fail both ways: both rewards are many
step 'at least 15 rewarded and 15 refused cases' sh -c '
	[ "$(jq -s "map(select(.expect == 1)) | length" "$1")" -ge 15 ] &&
	[ "$(jq -s "map(select(.expect == 0)) | length" "$1")" -ge 15 ]' \
	    sh "$cases"
exit 0
