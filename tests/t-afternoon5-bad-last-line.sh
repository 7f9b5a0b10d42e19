#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon5-bad-last-line.sh: papo-verify -k passed a bad last line
# without a newline (a dump cut off while written), and a last line of
# blanks without one, through as they were, with no newline: the next
# output appended to the file was glued to it.  papo(7) says every
# output line ends in a newline, and papo-advantage's and papo-judge's
# did.  Records made up.
set -u
. "$TOP/tests/lib.sh"

rec='{"group":"g","step":0,"problem":"1+1?","solution":"2","response":"so \\boxed{2}","answer":"2","r_out":1,"r_proc":1}'
{ printf '%s\n%s\n' "$rec" "$rec"; printf '%s' "$rec" | head -c 45; } \
    > cut.jsonl

# -k: the cut line passes through, ended by a newline
papo-verify -k cut.jsonl > k.out 2> k.err
step -o k.err "verify -k: exit status 65" [ $? -eq 65 ]
step -o k.out "verify -k: three lines out" [ "$(wc -l < k.out)" -eq 3 ]
step -o k.out "verify -k: the cut line as it was" \
    [ "$(sed -n 3p k.out)" = "$(tail -c 45 cut.jsonl)" ]
step -o k.out "verify -k: the output ends in a newline" \
    [ "$(tail -c 1 k.out | od -An -c | tr -d ' ')" = '\n' ]
papo-advantage -k cut.jsonl > ka.out 2> ka.err
step -o ka.out "advantage -k: the output ends in a newline" \
    [ "$(tail -c 1 ka.out | od -An -c | tr -d ' ')" = '\n' ]

# a last line of blanks without a newline: passed through, ended
{ printf '%s\n' "$rec"; printf '   '; } > blank.jsonl
papo-verify blank.jsonl > b.out 2> b.err
step -o b.err "verify: a last line of blanks: exit status 0" [ $? -eq 0 ]
step -o b.out "verify: a last line of blanks: two lines out" \
    [ "$(wc -l < b.out)" -eq 2 ]
step -o b.out "verify: a last line of blanks: kept, and ended" \
    [ "$(tail -c 4 b.out | od -An -c | tr -d ' ')" = '\n' ]
