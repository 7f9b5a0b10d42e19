#!/bin/sh
# SPDX-License-Identifier: MIT
# t-json-nan.sh: a dump written by Python's json with a float NaN or
# infinity holds the bare words NaN and Infinity, which are not JSON:
# every tool stops at that line and says what the word is and where it
# comes from (it said only "unexpected 'N'"), naming file, line and
# column.
set -u
. "$TOP/tests/lib.sh"
scratch t-json-nan

printf '%s\n' '{"answer":"4","response":"\\boxed{4}","reward":1}' \
    '{"answer":"4","response":"\\boxed{4}","reward":NaN}' > nan.jsonl
printf '%s\n' '{"answer":"4","response":"\\boxed{4}","reward":Infinity}' \
    > inf.jsonl
for tool in papo-verify papo-stats; do
	$tool nan.jsonl > out 2> err
	st=$?
	step -o err "$tool, NaN: exit status $st, expected 65" [ $st -eq 65 ]
	step -o err "$tool names NaN at nan.jsonl:2, column 48" \
	    grep -q "nan.jsonl:2: invalid JSON at column 48: NaN is not a JSON value (Python's json writes it" err
	$tool inf.jsonl > out 2> err
	step -o err "$tool names Infinity" \
	    grep -q "inf.jsonl:1: invalid JSON at column 48: Infinity is not a JSON value" err
done
