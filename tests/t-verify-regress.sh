#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-regress.sh: papo-verify's own answer-equivalence cases
# (tests/verify/regress.jsonl: each labelled by mathematics, with the kind
# of answer and why) as a regression suite.  A wrong answer rewarded (label
# false, verdict equal) always fails; a right answer refused must be listed,
# by the case's id, in tests/verify/justified-regress.tsv, and a listed one
# that now agrees fails too, so that every change of verdict is looked at
# and recorded.
set -u
. "$TOP/tests/lib.sh"
cases="$TOP/tests/verify/regress.jsonl"
just="$TOP/tests/verify/justified-regress.tsv"

verify_cases "$cases"
jq -r '.id // ""' "$cases" > ids.txt || fail "$cases: not JSONL"
jq -r '.verify' out.jsonl > got.txt || fail "out.jsonl: not JSONL"
paste ids.txt expected.txt got.txt > all.txt
awk -F '\t' '$2 == "false" && $3 == "equal" { print $1 }' all.txt > wrong.txt
awk -F '\t' '$2 == "true" && $3 != "equal" { print $1 }' all.txt |
    sort > found.txt
grep -v '^#' "$just" | cut -f1 | sort > listed.txt

step -o ids.txt 'every case has an id' eval '! grep -qv "^r[0-9]\{4,\}$" ids.txt'
sort ids.txt | uniq -d > twice.txt
step -o twice.txt 'no id given twice' test ! -s twice.txt
sort ids.txt > ids.sorted
comm -13 ids.sorted listed.txt > unknown.txt
step -o unknown.txt 'each listed case is there' test ! -s unknown.txt

# case ID: the case and papo-verify's verdict on it
show() {
	_l=$(grep -n "^$1\$" ids.txt | cut -d: -f1)
	sed -n "${_l}p" "$cases" | cut -c1-400
	sed -n "${_l}p" out.jsonl | jq -c '{r_out, pred, verify}' | cut -c1-300
}
for id in $(cat wrong.txt); do
	show "$id" > "wrong.$id"
	step -o "wrong.$id" "case $id: a wrong answer rewarded" false
done
step -o wrong.txt 'no wrong answer rewarded' test ! -s wrong.txt
for id in $(comm -23 found.txt listed.txt); do
	show "$id" > "new.$id"
	step -o "new.$id" "case $id: a right answer refused, not listed" false
done
for id in $(comm -13 found.txt listed.txt); do
	show "$id" > "gone.$id"
	step -o "gone.$id" "case $id is listed in justified-regress.tsv but now agrees (remove it from the list if that is intended)" false
done
step 'the refusals are the listed ones' cmp -s found.txt listed.txt
echo "regress cases: $n, wrong answers rewarded: $(wc -l < wrong.txt)," \
    "right answers refused: $(wc -l < found.txt)"
