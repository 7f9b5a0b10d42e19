#!/bin/sh
# SPDX-License-Identifier: MIT
# t-pipe-probe.sh: build/bench/pipe-probe (bench-advantage.sh's floor of
# a pipe: cat and the one copy out of it) takes every byte of a pipe of
# several 1 MiB blocks each way, memfd, arena and the temporary file's
# ways finding every line, maps a file as its own run does (file), and
# refuses a way it does not know.
. "$TOP/tests/lib.sh"
pp=$PAPO_BUILD/bench/pipe-probe
[ -x "$pp" ] || fail "no $pp (make test builds it)"
scratch pipe-probe
# 5000 records of ~700 bytes: more than the pipe holds, lines across blocks
awk 'BEGIN {
	for (i = 1; i <= 5000; i++) {
		printf "{\"id\": \"r%d\", \"response\": \"", i
		for (k = 0; k < 40; k++)
			printf "a \\\"b\\\" \303\251 "
		printf "\", \"r_out\": %d}\n", i % 2
	}
}' > in.jsonl
bytes=$(wc -c < in.jsonl)
lines=$(wc -l < in.jsonl)
[ "$bytes" -gt 2000000 ] || fail "in.jsonl is too small"
mkdir tmp || fail "mkdir tmp"
for w in read splice memfd arena arena4k pop4k pophuge tmpfile tmpsplice; do
	cat in.jsonl | TMPDIR=$PWD/tmp "$pp" $w > out.$w 2> err.$w
	echo $? > rc.$w
done
# got WAY LINES: status 0, nothing on stderr, every byte, LINES lines,
# CPU seconds as numbers
got() {
	[ "$(cat rc.$1)" = 0 ] && [ ! -s err.$1 ] &&
	    awk -v w="$1" -v b="$bytes" -v l="$2" '$1 != w || $5 != b ||
	    $6 != l || $2 !~ /^[0-9]+\.[0-9]+$/ { bad = 1 }
	    END { exit bad || NR != 1 }' out.$1
}
step -o out.read "read takes every byte of the pipe" got read 0
step -o out.splice "splice takes every byte into a memory file" \
    got splice 0
step -o out.memfd "memfd takes every byte and finds every line" \
    got memfd "$lines"
step -o out.arena "arena takes every byte into its own memory, every line" \
    got arena "$lines"
step -o out.arena4k "arena4k (4 KiB pages) the same" got arena4k "$lines"
step -o out.pop4k "pop4k (pages made before the reads) the same" \
    got pop4k "$lines"
step -o out.pophuge "pophuge (huge pages made first) the same" \
    got pophuge "$lines"
"$pp" file < in.jsonl > out.file 2> err.file
echo $? > rc.file
step -o out.tmpfile "tmpfile (read, written to an unnamed file) the same" \
    got tmpfile "$lines"
step -o out.tmpsplice "tmpsplice (spliced into an unnamed file) the same" \
    got tmpsplice "$lines"
step -o out.file "file (the file mapped) every byte and line" got file "$lines"
step "the unnamed files left in TMPDIR" [ -z "$(ls -A tmp)" ]
printf '{"a": 1}\n' | "$pp" mmap > out.bad 2> err.bad
echo $? > rc.bad
step -o err.bad "a way it does not know is refused (2)" \
    [ "$(cat rc.bad)" = 2 ]
step -o err.bad "the message names it" grep -q "no way 'mmap'" err.bad
