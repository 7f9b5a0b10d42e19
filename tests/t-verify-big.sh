#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-big.sh: a 56 MB record of 8 million nested \left( in a box
# gives no answer (a box of more than 1 MiB is no answer anyone wrote)
# within bounded memory.  Resident memory measured: 159 MB (twice the
# record plus 47 MB; 315 MB before); ulimit -v bounds the address space,
# which also holds what buffers reserve when they double, so the limit
# here is 4.5 times the record plus 16 MB (about 268 MB): the code
# before this bound needed more.
set -u
. "$TOP/tests/lib.sh"

awk 'BEGIN { printf "{\"answer\":\"4\",\"response\":\"\\\\boxed{";
    for (i = 0; i < 8000000; i++) printf "\\\\left(";
    printf "}\"}\n" }' > big.jsonl || fail "awk"
size=$(wc -c < big.jsonl)
[ "$size" -gt 50000000 ] || fail "record of $size bytes, not over 50 MB"
limit=$(( (9 * size / 2 + 16 * 1024 * 1024) / 1024 ))
# the sanitizers' shadow memory cannot live under an address-space limit:
# there the bound is not checked, only the verdicts
sanitized papo-verify && limit=unlimited
( ulimit -v "$limit" && papo-verify -q -j1 big.jsonl > out.jsonl )
st=$?
step "papo-verify exits 0, not $st, under ulimit -v $limit" [ "$st" -eq 0 ]
step -o out.jsonl "an open box: no_answer" \
    [ "$(jq -r .verify out.jsonl)" = no_answer ]
# the same limit with the answer closed early still reads the record
awk 'BEGIN { printf "{\"answer\":\"4\",\"response\":\"";
    for (i = 0; i < 8000000; i++) printf "\\\\left(";
    printf " The answer is \\\\boxed{4}.\"}\n" }' > big2.jsonl || fail "awk"
( ulimit -v "$limit" && papo-verify -q -j1 big2.jsonl > out2.jsonl )
st=$?
step "papo-verify exits 0, not $st, on the second record" [ "$st" -eq 0 ]
step -o out2.jsonl "the box after it read" \
    [ "$(jq -r .verify out2.jsonl)" = equal ]
exit 0
