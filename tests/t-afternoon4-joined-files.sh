#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon4-joined-files.sh: dumps written on Windows or by pandas
# with encoding="utf-8-sig" (a byte order mark, CRLF line ends), joined
# the way a new user joins files: cat step_*.jsonl | papo-verify.  A
# file's own BOM is skipped, but the second file's lands at the start of
# a line in the stream, and papo said "invalid JSON at column 1: a record
# must be a JSON object" of a line that looks like one.  Now it names
# the byte order mark, the file and line, and the two ways out; the
# records before it are written, and -k passes the line through.
# Records made up, in verl's layout.
set -u
. "$TOP/tests/lib.sh"

bom=$(printf '\357\273\277')
crlf=$(printf '\r')
for s in 1 2; do
	{
		printf '%s{"uid":"a","step":%d,"input":"2+2?","output":"\\\\boxed{4}","gts":"4"}%s\n' "$bom" $s "$crlf"
		printf '{"uid":"a","step":%d,"input":"2+2?","output":"\\\\boxed{5}","gts":"4"}%s\n' $s "$crlf"
	} > step_$s.jsonl
done

# as operands: each file's BOM skipped, CRLF read
papo-verify -q --preset verl step_1.jsonl step_2.jsonl > ops.jsonl 2> ops.err
step -o ops.err "as operands: read, exit 0" [ $? -eq 0 ]
step -o ops.jsonl "as operands: four verdicts" \
    sh -c 'jq -r .verify ops.jsonl | paste -sd" " - | grep -qx "equal not_equal equal not_equal"'

for tool in papo-verify papo-stats; do
	cat step_1.jsonl step_2.jsonl | $tool --preset verl > cat.$tool 2> cat.err
	step -o cat.err "$tool, joined with cat: exit 65" [ $? -eq 65 ]
	step -o cat.err "$tool: the BOM named, at the line it is on" \
	    grep -qF "$tool: <stdin>:3: invalid JSON at column 1: a byte order mark (U+FEFF) starts the line, as one starts a file: files joined with cat? give them as operands (a file's own is skipped), or strip it: sed 's/^\\xef\\xbb\\xbf//'" cat.err
done
step -o cat.papo-verify "papo-verify: the records before it are written" \
    [ "$(wc -l < cat.papo-verify)" -eq 2 ]
# -k: the line passes through untouched, the rest are verified
cat step_1.jsonl step_2.jsonl | papo-verify -k --preset verl > k.jsonl 2> k.err
step -o k.err "-k: exit 65 at the end" [ $? -eq 65 ]
head -n 1 step_2.jsonl > want3
step -o k.jsonl "-k: the BOM line passed through byte for byte" \
    sh -c 'sed -n 3p k.jsonl | cmp -s - want3'
step -o k.jsonl "-k: four records out" [ "$(wc -l < k.jsonl)" -eq 4 ]
# the fix the message gives: the same records as the operands' run
cat step_1.jsonl step_2.jsonl | sed 's/^\xef\xbb\xbf//' |
    papo-verify -q --preset verl > fixed.jsonl 2> fixed.err
step -o fixed.err "stripped with the sed given: exit 0" [ $? -eq 0 ]
step -o fixed.jsonl "stripped: the operands' output" cmp -s fixed.jsonl ops.jsonl
# a line that is not an object, without a BOM: the message as before
printf '[1]\n' | papo-verify > /dev/null 2> arr.err
step -o arr.err "an array line: a record must be a JSON object" \
    grep -qF 'papo-verify: <stdin>:1: invalid JSON at column 1: a record must be a JSON object' arr.err
