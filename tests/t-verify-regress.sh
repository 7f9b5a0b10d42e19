#!/bin/sh
# t-verify-regress.sh: papo-verify's own answer-equivalence cases
# (tests/verify/regress.jsonl: each labelled by mathematics, with the kind
# of answer and why) as a regression suite.  A wrong answer rewarded (label
# false, verdict equal) always fails; a right answer refused must be listed
# in tests/verify/justified-regress.tsv, and a listed one that now agrees
# fails too, so that every change of verdict is looked at and recorded.
set -u
. "$TOP/tests/lib.sh"
cases="$TOP/tests/verify/regress.jsonl"
just="$TOP/tests/verify/justified-regress.tsv"
status=0

verify_cases "$cases"
jq -r '.verify' out.jsonl > got.txt || exit 1
paste expected.txt got.txt > both.txt
awk '$1 == "false" && $2 == "equal" { print NR }' both.txt > wrong.txt
awk '$1 == "true" && $2 != "equal" { print NR }' both.txt | sort > found.txt
grep -v '^#' "$just" | cut -f1 | sort > listed.txt

for line in $(cat wrong.txt); do
	echo "wrong answer rewarded, case $line:"
	sed -n "${line}p" "$cases" | cut -c1-400
	status=1
done
for line in $(comm -23 found.txt listed.txt); do
	echo "right answer refused, case $line ($(sed -n "${line}p" got.txt)):"
	sed -n "${line}p" "$cases" | cut -c1-400
	status=1
done
for line in $(comm -13 found.txt listed.txt); do
	echo "case $line is listed in justified-regress.tsv but now agrees;"
	echo "  remove it from the list if that is intended"
	status=1
done
total=$(wc -l < found.txt)
wrong=$(wc -l < wrong.txt)
echo "regress cases: $n, wrong answers rewarded: $wrong," \
    "right answers refused: $total"
exit $status
