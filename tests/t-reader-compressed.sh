#!/bin/sh
# SPDX-License-Identifier: MIT
# t-reader-compressed.sh: .jsonl.gz, .jsonl.zst and .jsonl.xz are read as
# they are, by their first bytes (a file of any name, standard input), by
# every tool, giving what the plain file gives; the file name stays, so a
# preset still takes the step from it; gzip members and zstd frames one
# after another are one file; a corrupt or truncated file is an error
# (65) naming it, after the records read before it, never taken as the
# whole file.  The fixtures are made here with gzip, zstd and xz.
set -u
. "$TOP/tests/lib.sh"

# 3,000 records of two groups each, about 200 KB: more than one block
awk 'BEGIN { for (i = 0; i < 3000; i++)
	printf "{\"group\":%d,\"step\":%d,\"response\":\"The answer is %d.\"," \
	    "\"answer\":\"%d\",\"reward\":%d}\n", i / 2, i / 600, i % 7, i % 3,
	    i % 2 }' > r.jsonl
papo-verify r.jsonl > v.plain 2> err || fail "verify plain: $(cat err)"
papo-advantage -m grpo v.plain > a.plain 2> err || fail "adv plain: $(cat err)"
papo-stats -f jsonl a.plain > s.plain 2> err || fail "stats plain: $(cat err)"

for z in gzip zstd xz; do
	case $z in
	gzip) ext=gz ;;
	zstd) ext=zst ;;
	xz) ext=xz ;;
	esac
	$z -c r.jsonl > r.jsonl.$ext || fail "$z: cannot compress"
	$z -c v.plain > v.jsonl.$ext || fail "$z: cannot compress"
	$z -c a.plain > a.jsonl.$ext || fail "$z: cannot compress"
	# by name, and a name that does not say it: the bytes do
	cp r.jsonl.$ext noname
	for f in r.jsonl.$ext noname; do
		papo-verify $f > out 2> err || fail "verify $f: $(cat err)"
		step "verify $f: the plain output" cmp -s out v.plain
	done
	papo-verify < r.jsonl.$ext > out 2> err || fail "verify <$z: $(cat err)"
	step "verify <$z: the plain output" cmp -s out v.plain
	papo-advantage -m grpo v.jsonl.$ext > out 2> err ||
	    fail "advantage $z: $(cat err)"
	step "advantage $z: the plain output" cmp -s out a.plain
	papo-advantage -m grpo --contiguous < v.jsonl.$ext > out 2> err ||
	    fail "advantage <$z: $(cat err)"
	step "advantage <$z: the plain output" cmp -s out a.plain
	papo-stats -f jsonl a.jsonl.$ext > out 2> err || fail "stats $z: $(cat err)"
	step "stats $z: the plain output" cmp -s out s.plain

	# truncated: the records before go out, then the error names it
	size=$(wc -c < v.jsonl.$ext)
	head -c $((size * 2 / 3)) v.jsonl.$ext > cut.$ext
	papo-advantage -m grpo --contiguous cut.$ext > out 2> err
	rc=$?
	step "truncated $z: status 65, not $rc" [ $rc -eq 65 ]
	msg="papo-advantage: cut.$ext: the $z data ends early (a \
truncated file): what was read of it is not all of it"
	step -o err "truncated $z: said so" grep -qx "$msg" err
	papo-verify < cut.$ext > out 2> err
	step "truncated $z on stdin: status 65" [ $? -eq 65 ]
	step -o err "truncated $z on stdin" \
	    grep -q "<stdin>: the $z data ends early" err
	n=$(wc -l < out)
	step "truncated $z: $n records before the error" \
	    eval '[ "$n" -gt 0 ] && [ "$n" -lt 3000 ]'
	head -n "$n" v.plain > before
	step "truncated $z: the records before are the plain ones" \
	    cmp -s before out

	# corrupt: bytes in the middle overwritten
	cp v.jsonl.$ext bad.$ext
	printf 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX' |
	    dd of=bad.$ext bs=1 seek=$((size / 2)) conv=notrunc 2> /dev/null
	papo-stats -f jsonl bad.$ext > out 2> err
	rc=$?
	step -o err "corrupt $z: status 65, not $rc" [ $rc -eq 65 ]
	step -o err "corrupt $z: said so" grep -q \
	    "^papo-stats: bad.$ext: the $z data \(is corrupt\|ends early\)" err
done

# gzip members and zstd frames one after another: one file
head -n 1000 r.jsonl | gzip -c > cat.gz
tail -n +1001 r.jsonl | gzip -c >> cat.gz
papo-verify cat.gz > out 2> err || fail "two gzip members: $(cat err)"
step "two gzip members: the plain output" cmp -s out v.plain
head -n 1000 r.jsonl | zstd -q -c > cat.zst
tail -n +1001 r.jsonl | zstd -q -c >> cat.zst
papo-verify cat.zst > out 2> err || fail "two zstd frames: $(cat err)"
step "two zstd frames: the plain output" cmp -s out v.plain

# the file's name stays: slime's preset takes the step from 12.jsonl.gz
printf '%s\n' '{"group_index":0,"index":0,"reward":1}' \
    '{"group_index":0,"index":1,"reward":0}' | gzip -c > 12.jsonl.gz
papo-advantage --preset slime -m grpo 12.jsonl.gz > out 2> err ||
    fail "slime .gz: $(cat err)"
step -o out "slime .gz" [ "$(grep -c '"step":12}$' out)" -eq 2 ]

# an empty compressed file is an empty input
: | gzip -c > empty.gz
papo-verify empty.gz > out 2> err || fail "empty .gz: $(cat err)"
step -o out "empty .gz: nothing written" [ ! -s out ]
exit 0
