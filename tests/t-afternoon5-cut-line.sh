#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon5-cut-line.sh: a new user's dump read while the trainer was
# still writing it, its last line cut off in the middle of a record.
# Every tool stopped with "FILE:3: invalid JSON at column 46:
# unterminated string", which does not say why; now the message says
# that the input ends inside that line with no newline after it.  A
# complete last line without a newline that is bad for another reason
# is not said to be cut.  Records made up.
set -u
. "$TOP/tests/lib.sh"

rec='{"group":"g","step":0,"problem":"1+1?","solution":"2","response":"so \\boxed{2}","answer":"2","r_out":1,"r_proc":1}'
{ printf '%s\n%s\n' "$rec" "$rec"; printf '%s' "$rec" | head -c 45; } \
    > cut.jsonl
{ printf '%s\n' "$rec"; printf '{"step":0,"r_out":NaN}'; } > nan.jsonl
cut='invalid JSON at column 46: unterminated string; the input ends inside this line, with no newline after it: cut off, or still being written?'
for t in verify advantage stats; do
	papo-$t cut.jsonl > out 2> err
	st=$?
	step -o err "$t: a cut last line: exit status 65" [ $st -eq 65 ]
	step -o err "$t: a cut last line: said to be cut" \
	    grep -qxF "papo-$t: cut.jsonl:3: $cut" err
	papo-$t < cut.jsonl > out 2> err
	step -o err "$t: a cut last line on standard input: said" \
	    grep -qxF "papo-$t: <stdin>:3: $cut" err
	papo-$t nan.jsonl > out 2> err
	step -o err "$t: a whole last line without newline, NaN: not said cut" \
	    sh -c '! grep -q "the input ends inside" err'
done
