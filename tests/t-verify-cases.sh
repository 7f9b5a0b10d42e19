#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-cases.sh: the answer-equivalence cases (tests/verify/cases.jsonl) as a
# regression suite: papo-verify disagrees with the cases' labels exactly where
# tests/verify/justified.tsv says, by the cases' ids, so a new disagreement, or
# a justified one that silently goes away, fails.  Also checks the options the
# justifications cite.
set -u
. "$TOP/tests/lib.sh"
cases="$TOP/tests/verify/cases.jsonl"
just="$TOP/tests/verify/justified.tsv"

verify_cases "$cases"
jq -r '.id // ""' "$cases" > ids.txt || fail "$cases: not JSONL"
jq -r '.r_out == 1' out.jsonl > got.txt
paste ids.txt expected.txt got.txt > all.txt
awk -F '\t' '$2 != $3 { print $1 }' all.txt | sort > found.txt
grep -v '^#' "$just" | cut -f1 | sort > listed.txt
grep -v '^#' "$just" | cut -f1,2 | sort > labels.txt

# every case has an id (tests/verify/ids.sh gives one), and no id is
# given twice
step -o ids.txt 'every case has an id' eval '! grep -qv "^c[0-9]\{4,\}$" ids.txt'
sort ids.txt | uniq -d > twice.txt
step -o twice.txt 'no id given twice' test ! -s twice.txt

# the labels the list records are the cases'
awk -F '\t' '{ print $1 "\t" $2 }' all.txt | sort > caselabels.txt
comm -23 labels.txt caselabels.txt > badlabel.txt
step -o badlabel.txt 'each listed case is there, with the label listed' \
    test ! -s badlabel.txt

# case ID: the case and papo-verify's verdict on it
show() {
	_l=$(grep -n "^$1\$" ids.txt | cut -d: -f1)
	sed -n "${_l}p" "$cases" | jq -c '{id, source, gold, pred, expected}' |
	    cut -c1-400
	sed -n "${_l}p" out.jsonl | jq -c '{r_out, pred, verify}' | cut -c1-300
}
for id in $(comm -23 found.txt listed.txt); do
	show "$id" > "new.$id"
	step -o "new.$id" "case $id: a new disagreement, not justified" false
done
for id in $(comm -13 found.txt listed.txt); do
	show "$id" > "gone.$id"
	step -o "gone.$id" "case $id is listed as a justified disagreement but now agrees (remove it from tests/verify/justified.tsv if that is intended)" false
done
step 'the disagreements are the justified ones' cmp -s found.txt listed.txt

# the options the justifications name do reproduce those sources
# pick ID...: the records of in.jsonl of those cases
pick() {
	for _id; do
		sed -n "$(grep -n "^$_id\$" ids.txt | cut -d: -f1)p" in.jsonl
	done
}
pick c0470 c0471 > deepscaler.jsonl
papo-verify -q --think require --extract boxed deepscaler.jsonl > ds.out ||
    fail "papo-verify --think require --extract boxed failed"
step 'cases c0470, c0471: --think require --extract boxed reject them' \
    test "$(jq -r '.r_out' ds.out | tr '\n' ' ')" = "0 0 "
pick c0134 > prec.jsonl
papo-verify -q --tolerance 0.05 prec.jsonl > prec.out ||
    fail "papo-verify --tolerance 0.05 failed"
step 'case c0134: --tolerance 0.05 accepts it' \
    test "$(jq -r '.r_out' prec.out)" = 1

# ids.sh numbers a case without an id after the highest, keeps the rest
head -n 2 "$cases" > two.jsonl
echo '{"gold": "1", "pred": "1", "expected": true}' >> two.jsonl
sh "$TOP/tests/verify/ids.sh" two.jsonl c || fail "ids.sh failed"
step -o two.jsonl 'ids.sh: the next id after the highest' \
    test "$(jq -r .id two.jsonl | tr '\n' ' ')" = "c0001 c0002 c0003 "
step -o two.jsonl 'ids.sh: the rest of each line kept' eval \
    'test "$(tail -n 1 two.jsonl)" = "{\"id\": \"c0003\", \"gold\": \"1\", \"pred\": \"1\", \"expected\": true}"'
echo "cases: $n, disagreements: $(wc -l < found.txt)"
