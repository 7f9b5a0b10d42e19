#!/bin/sh
# SPDX-License-Identifier: MIT
# t-stats-follow-rotate.sh: papo-stats --follow through log rotation, as
# tail -F follows a file: renamed and a new file made at its name (the
# old rows stay, lines the writer still adds to the renamed file count,
# the new file's steps appear), twice in a row (log.1 -> log.2, log ->
# log.1), followed by name or by a pattern that also matches the old
# files (nothing counted twice); truncated in place (copytruncate: the
# file is read again, its old rows withdrawn, unless a pattern follows
# the copy too); each said on standard error.  A compressed file cannot
# be followed: refused when named or on standard input, passed over when
# found in a directory.  The tool runs in the background; the test waits
# for what it expects, with a deadline, never for a fixed time.
set -u
. "$TOP/tests/lib.sh"
follow_setup t-stats-follow-rotate.d
# wait_err FILE TEXT: until FILE holds TEXT, as follow_wait
wait_err() {
	wait_text "$fp" "$1" "$2"
}
# final FILE: the last row of each step (a row written again replaces it)
final() {
	awk -F '\t' 'NR > 1 { v[$1] = $0; if (!($1 in seen)) { seen[$1] = 1; k[++n] = $1 } }
	    END { for (i = 1; i <= n; i++) print v[k[i]] }' "$1"
}
rec() {
	printf '{"step": %s, "group": "g", "r_out": %s}\n' "$1" "$2"
}
# follow NAME ARG...: papo-stats --follow ARG... into out.NAME, err.NAME;
# both emptied here first: the background job opens them only when it
# runs, and a wait before that would read the last run's out.NAME
follow() {
	_n=$1
	shift
	: > "out.$_n"
	: > "err.$_n"
	papo-stats --follow --interval 0.1 -f tsv -m responses,accuracy "$@" \
	    > "out.$_n" 2> "err.$_n" &
	fp=$!
	pids="$pids $fp"
}
rotated="rotated, renamed"

# 1. renamed, a new file made: old rows stay, the new file's steps come,
# a line added to the renamed file late counts
mkdir r1
{ rec 1 1; rec 1 0; rec 2 1; } > r1/log.jsonl
follow 1 r1/log.jsonl
follow_wait out.1 "1${tab}2${tab}0.5"
mv r1/log.jsonl r1/log.jsonl.1
rec 2 1 >> r1/log.jsonl.1
{ rec 3 1; rec 3 0; rec 4 1; } > r1/log.jsonl
follow_wait out.1 "3${tab}2${tab}0.5"
rec 5 0 >> r1/log.jsonl
follow_wait out.1 "4${tab}1${tab}1"
follow_stop INT
step -o err.1 "rotation: status $rc" [ $rc -eq 0 ]
final out.1 > got.1
printf '1\t2\t0.5\n2\t2\t1\n3\t2\t0.5\n4\t1\t1\n5\t1\t0\n' > want.1
step -o got.1 "rotation: old rows stay, new steps appear" cmp -s got.1 want.1
step -o err.1 "rotation: said" grep -qF \
    "papo-stats: r1/log.jsonl: $rotated 'r1/log.jsonl.1'" err.1
step -o err.1 "rotation: nothing read again" sh -c '! grep -q "read again" err.1'

# 2. rotated twice in a row (log.1 -> log.2, then log -> log.1), by
# name and by a pattern that matches the rotated files too
for how in name pattern; do
	rm -rf r2 && mkdir r2
	rec 1 1 > r2/log.jsonl
	if [ $how = name ]; then
		follow 2 r2/log.jsonl
	else
		follow 2 'r2/log.jsonl*'
	fi
	rec 2 1 >> r2/log.jsonl
	follow_wait out.2 "1${tab}1${tab}1"
	mv r2/log.jsonl r2/log.jsonl.1
	rec 3 0 > r2/log.jsonl
	follow_wait out.2 "2${tab}1${tab}1"
	mv r2/log.jsonl.1 r2/log.jsonl.2
	mv r2/log.jsonl r2/log.jsonl.1
	{ rec 4 1; rec 5 1; } > r2/log.jsonl
	follow_wait out.2 "4${tab}1${tab}1"
	follow_stop INT
	final out.2 > got.2
	printf '1\t1\t1\n2\t1\t1\n3\t1\t0\n4\t1\t1\n5\t1\t1\n' > want.2
	step -o got.2 "two rotations by $how: every row once" cmp -s got.2 want.2
	step -o err.2 "two rotations by $how: said" \
	    [ "$(grep -c "$rotated" err.2)" -ge 2 ]
done

# 3. copytruncate: by name the file is read again and its old rows, in
# the copy, are withdrawn (nothing counts twice); a pattern that
# follows the copy too keeps them.  Step 2 is not over (no later step)
# when the file is truncated: its row comes only if it is kept
for how in name pattern; do
	rm -rf r3 && mkdir r3
	{ rec 1 1; rec 2 1; } > r3/log.jsonl
	if [ $how = name ]; then
		follow 3 r3/log.jsonl
	else
		follow 3 'r3/log.jsonl*'
	fi
	follow_wait out.3 "1${tab}1${tab}1"
	# the copy takes its name after the truncation: seen before it, it
	# would count once more until then (a row written again)
	cp r3/log.jsonl r3/copy.tmp
	: > r3/log.jsonl
	wait_err err.3 "truncated: every file is read again"
	mv r3/copy.tmp r3/log.jsonl.1
	{ rec 3 0; rec 4 1; } >> r3/log.jsonl
	follow_wait out.3 "3${tab}1${tab}0"
	follow_stop INT
	step -o err.3 "copytruncate by $how: said" \
	    grep -qF "r3/log.jsonl: truncated" err.3
	if [ $how = name ]; then
		printf 'step\tresponses\taccuracy\n1\t1\t1\n3\t1\t0\n4\t1\t1\n' > want.3
	else
		printf 'step\tresponses\taccuracy\n1\t1\t1\n2\t1\t1\n3\t1\t0\n4\t1\t1\n' > want.3
	fi
	step -o out.3 "copytruncate by $how: the rows" cmp -s out.3 want.3
done

# 4. compressed files
rec 1 1 | gzip -c > z.jsonl.gz
papo-stats --follow z.jsonl.gz > out.4 2> err.4
rc=$?
step -o err.4 "a gzip file named: status 65 ($rc)" [ $rc -eq 65 ]
step -o err.4 "a gzip file named: said" grep -qF \
    "papo-stats: 'z.jsonl.gz' is gzip-compressed: a compressed file cannot be followed" err.4
rec 1 1 | xz -c > z.xz
papo-stats --follow < z.xz > out.4 2> err.4
rc=$?
step -o err.4 "xz on standard input: status 65 ($rc)" [ $rc -eq 65 ]
step -o err.4 "xz on standard input: said" grep -qF \
    "'<stdin>' is xz-compressed: a compressed file cannot be followed" err.4
step -o err.4 "xz on standard input: not read as JSON" \
    sh -c '! grep -q "invalid JSON" err.4'
mkdir r4
rec 1 1 | zstd -q -c > r4/a.jsonl
rec 1 0 > r4/b.jsonl
follow 4 r4
wait_err err.4 "r4/a.jsonl: zstd-compressed: a compressed file cannot be followed as it grows; passed over"
follow_stop INT
step -o err.4 "a zstd file found: passed over, status 0 ($rc)" [ $rc -eq 0 ]
printf 'step\tresponses\taccuracy\n1\t1\t0\n' > want.4
step -o out.4 "a zstd file found: the other read" cmp -s out.4 want.4
exit 0
