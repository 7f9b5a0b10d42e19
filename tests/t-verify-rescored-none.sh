#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-rescored-none.sh: papo-verify --preset verl on a dump with no
# reference anywhere (no gts, only verl's own acc and score) says that
# nothing was re-scored, even with -q, and still writes every record; a
# dump where some records have a reference says no such thing.
set -u
. "$TOP/tests/lib.sh"
printf '%s\n' \
    '{"input":"q1","output":"so \\boxed{4}","acc":1,"score":1.0,"step":1}' \
    '{"input":"q1","output":"so \\boxed{5}","acc":0,"score":0.0,"step":1}' \
    > noref.jsonl
for q in "" -q; do
	papo-verify $q --preset verl noref.jsonl > out.jsonl 2> err.txt
	rc=$?
	step -o err.txt "papo-verify $q: exit 0, not $rc" [ $rc -eq 0 ]
	step "papo-verify $q: no record lost" [ "$(wc -l < out.jsonl)" -eq 2 ]
	step -o err.txt "papo-verify $q: nothing re-scored, said" grep -q \
	    "no record has a reference answer (field 'gts'): nothing was re-scored" \
	    err.txt
	step -o err.txt "papo-verify $q: the outcome used named" \
	    grep -q "'acc'" err.txt
done
# one record with a reference: the usual count, not that warning
echo '{"input":"q2","output":"so \\boxed{4}","gts":"4","acc":0,"step":1}' \
    >> noref.jsonl
papo-verify --preset verl noref.jsonl > out.jsonl 2> err.txt
step -o err.txt "one reference: exit 0" [ $? -eq 0 ]
step -o err.txt "one reference: no warning" eval '! grep -q re-scored err.txt'
step -o err.txt "one reference: the count" \
    grep -q "2 records had no reference" err.txt
exit 0
