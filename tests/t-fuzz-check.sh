#!/bin/sh
# SPDX-License-Identifier: MIT
# t-fuzz-check.sh: tests/fuzz/run.sh check runs each target once (libFuzzer
# runs every kept input before its "INITED" line, then the seeded runs)
# and still counts two checks a target: the kept inputs fail when the
# target stops before INITED (and the runs are not counted), the runs
# when it fails after.  Stand-in fuzzers (shell scripts, no libFuzzer)
# print what libFuzzer prints and exit as told.
set -u
. "$TOP/tests/lib.sh"

mkdir fz
# fuzz-NAME standing in: $1 the line it prints, $2 its exit status; each
# call appends its arguments to calls.NAME
mk() {
	printf '#!/bin/sh\necho "$*" >> "%s/calls.%s"\nprintf "%%b\\n" "%s"\nexit %s\n' \
	    "$PWD" "$1" "$2" "$3" > "fz/fuzz-$1"
	chmod +x "fz/fuzz-$1"
}
mk jsonl 'INFO: seed corpus: files: 3\n#3\tINITED cov: 10 ft: 10\nDone 5000 runs' 0
mk reader 'INFO: seed corpus: files: 3\n==1==ERROR: AddressSanitizer: heap-buffer-overflow' 1
mk verify '#3\tINITED cov: 10 ft: 10\n==1==ERROR: AddressSanitizer: SEGV' 1
sh "$TOP/tests/fuzz/run.sh" check "$PWD/fz" 1 5000 jsonl reader verify \
    > out 2>&1
step -o out "a failing target fails the run" [ $? -ne 0 ]
step -o out "two checks a target: 3 passed, 2 failed" \
    [ "$(tail -n 1 out)" = "3 passed, 2 failed" ]
step -o out "a clean target: its kept inputs passed" \
    grep -qx 'fuzz-jsonl: [0-9]* kept inputs: passed' out
step -o out "a clean target: its runs passed" \
    grep -qx 'fuzz-jsonl: 5000 runs from seed 1: passed' out
step -o out "a crash before INITED: the kept inputs failed" \
    grep -qx 'fuzz-reader: [0-9]* kept inputs: failed' out
step -o out "a crash before INITED: no runs counted" \
    eval '! grep -q "fuzz-reader: 5000 runs" out'
step -o out "a crash after INITED: the kept inputs passed" \
    grep -qx 'fuzz-verify: [0-9]* kept inputs: passed' out
step -o out "a crash after INITED: the runs did not pass" \
    eval '! grep -q "fuzz-verify: 5000 runs from seed 1: passed" out'
# one process a target, given the seed, the runs and the corpus copy
step -o calls.jsonl "one run a target" [ "$(wc -l < calls.jsonl)" -eq 1 ]
step -o calls.jsonl "the run has the seed and the runs" \
    grep -q -- '-seed=1 -runs=5000 -reload=0' calls.jsonl
# libFuzzer's entropic schedule: kept on when the runs go well beyond the
# kept inputs (jsonl's ~120 of 5000), off (-entropic=0, its bookkeeping
# costs more than it schedules) when the kept inputs are half the runs
step -o calls.jsonl "runs beyond the kept inputs: the entropic schedule" \
    eval '! grep -q -- -entropic=0 calls.jsonl'
sh "$TOP/tests/fuzz/run.sh" check "$PWD/fz" 1 10 jsonl > few.out 2>&1 ||
    fail "run.sh check, 10 runs: $(tail -3 few.out)"
step -o calls.jsonl "the kept inputs half the runs or more: -entropic=0" \
    sh -c 'tail -n 1 calls.jsonl | grep -q -- "-runs=10 -reload=0 .*-entropic=0"'
