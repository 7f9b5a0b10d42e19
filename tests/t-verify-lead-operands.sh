#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-lead-operands.sh: a last sentence whose clause before a ", "
# holds values that are all operands of the computation ending it ("She
# also receives an additional $10, so her total earnings for April are
# $270 + $10 = $280.") is read as its main clause (lib/verify/
# answer_prose.c, lead_operands; issue 26, corpus faithfulcot-gsm8k-gpt-4
# 611 and 1192); a clause with another value, a supposition, a doubt, an
# approximation, a bound or a denial is not, nor a main clause hedged,
# given a second value or ending in another (tests/verify/
# lead_operands.py).  A value written with thousands separators is found
# in its sentence for the checks after it ("= roughly $1,450,000" was
# rewarded on main: value_at did not find 1450000 as written).
set -u
. "$TOP/tests/lib.sh"

python3 "$TOP/tests/verify/lead_operands.py" \
    "$TOP/tests/verify/corpus/corpus.jsonl" > cases.jsonl ||
    fail "lead_operands.py"
step "the two responses and their twins" test "$(wc -l < cases.jsonl)" \
    -ge 40
verify_wanted cases.jsonl
cat > sep.jsonl <<'EOD'
{"case": "sep-roughly", "answer": "1450000", "want_r": 0, "response": "The total cost of John's research is $100,000 + $1,350,000 = roughly $1,450,000."}
{"case": "sep-about", "answer": "1450", "want_r": 0, "response": "The total cost of John's research is $100 + $1,350 = about $1,450."}
{"case": "sep-plain", "answer": "1450000", "want_r": 1, "response": "The total cost of John's research is $100,000 + $1,350,000 = $1,450,000."}
EOD
papo-verify -q --explain sep.jsonl > sep-out.jsonl || fail "papo-verify: $?"
jq -r 'select(.r_out != .want_r) | "\(.case): \(.explain)"' sep-out.jsonl \
    > sep-wrong.txt || fail "jq"
step -o sep-wrong.txt "a separated value's approximation read" \
    test ! -s sep-wrong.txt
exit 0
