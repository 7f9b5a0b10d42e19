#!/bin/sh
# t-verify-cases.sh: the answer-equivalence cases (tests/verify/cases.jsonl) as a
# regression suite: papo-verify disagrees with the cases' labels exactly where
# tests/verify/justified.tsv says, so a new disagreement, or a justified one that
# silently goes away, fails.  Also checks the options the justifications cite.
set -u
. "$TOP/tests/lib.sh"
cases="$TOP/tests/verify/cases.jsonl"
just="$TOP/tests/verify/justified.tsv"
status=0

verify_cases "$cases"
jq -r '.r_out == 1' out.jsonl > got.txt
paste expected.txt got.txt | awk '$1 != $2 { print NR }' | sort > found.txt
grep -v '^#' "$just" | cut -f1 | sort > listed.txt

# the labels the list records must be the cases' (the file was not reordered)
grep -v '^#' "$just" | while IFS='	' read -r line label reason; do
	want=$(sed -n "${line}p" expected.txt)
	if [ "$want" != "$label" ]; then
		echo "justified.tsv: case $line is labelled $want, not $label"
		exit 1
	fi
done || status=1

for line in $(comm -23 found.txt listed.txt); do
	echo "new disagreement, case $line:"
	sed -n "${line}p" "$cases" | jq -c '{source, gold, pred, expected}' |
	    cut -c1-400
	sed -n "${line}p" out.jsonl | jq -c '{r_out, pred, verify}' | cut -c1-300
	status=1
done
for line in $(comm -13 found.txt listed.txt); do
	echo "case $line is listed as a justified disagreement but now agrees;"
	echo "  remove it from tests/verify/justified.tsv if that is intended"
	status=1
done

# the options the justifications name do reproduce those sources
sed -n '470p;471p' in.jsonl > deepscaler.jsonl
papo-verify -q --think require --extract boxed deepscaler.jsonl > ds.out ||
    status=1
if [ "$(jq -r '.r_out' ds.out | tr '\n' ' ')" != "0 0 " ]; then
	echo "--think require --extract boxed does not reject cases 470, 471"
	status=1
fi
sed -n '134p' in.jsonl > prec.jsonl
papo-verify -q --tolerance 0.05 prec.jsonl > prec.out || status=1
if [ "$(jq -r '.r_out' prec.out)" != "1" ]; then
	echo "--tolerance 0.05 does not accept case 134"
	status=1
fi
total=$(wc -l < found.txt)
echo "cases: $n, disagreements: $total (all justified: $([ $status -eq 0 ] && echo yes || echo no))"
exit $status
