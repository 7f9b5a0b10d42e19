#!/bin/sh
# SPDX-License-Identifier: MIT
# t-reader-splice.sh: a pipe whose lines a tool keeps (papo-advantage
# gathering) is spliced into an unlinked file of TMPDIR on a disk and
# mapped block by block (lib/jsonl.c, read_spliced), with and without a
# data limit; with no such directory, read(2) into blocks the reader
# holds (read_stream), or, under a data limit, spliced into a memory
# file: every case runs each of the four ways.
# Each case pipes a file through cat and must give what the same bytes
# give on standard input as a file (mapped): status, output and
# messages.  The shapes a block boundary meets: no newline at the end,
# CRLF, a blank line, a line longer than several blocks, a line over
# --max-line with and without -k, a file whose first line is in the
# first small block and whose last is past many.
set -u
. "$TOP/tests/lib.sh"

# rows N PAD: N records in N/4 groups, members far apart, PAD bytes of
# padding each
rows() {
	awk -v n="$1" -v pad="$2" 'BEGIN {
	for (i = 0; i < n; i++) {
		g = (i * 7919) % (n / 4)
		printf "{\"id\":\"r%d\",\"group\":\"g%d\",\"step\":%d,", i, g,
		    g % 3
		printf "\"r_out\":%d,\"pad\":\"%0*d\"}\n",
		    (i * 13 + g) % 3 != 0, pad, 0
	}
}'
}


# 40,000 records of 300 bytes (12 MB): spliced in chunks of 4 MiB and
# handed out in batches of 128 KiB, so lines cross a chunk's end and a
# batch's many times
rows 40000 250 > many.jsonl || fail "awk"
# the last line without its newline
rows 4000 250 | awk '{ printf "%s%s", sep, $0; sep = "\n" }' > nonl.jsonl
# CRLF, and a blank line in the middle
rows 4000 250 | awk 'NR == 2000 { print "\r" } { printf "%s\r\n", $0 }' \
    > crlf.jsonl
# one line of 9 MB, longer than two blocks, among others
{ rows 2000 250; printf '{"id":"big","group":"g1","step":1,"r_out":1,"pad":"'
  head -c 9000000 /dev/zero | tr '\0' 'x'; echo '"}'; rows 2000 250; } \
    > long.jsonl

# cases W: every case, W naming the way the pipe is held
cases() {
	pipe_same "$1 many" many.jsonl -m grpo
	step "$1 many: no output" [ -s want.out ]
	step "$1 many: not every record written" \
	    [ "$(wc -l < got.out)" -eq 40000 ]
	pipe_same "$1 no-newline" nonl.jsonl -m grpo
	step "$1 no-newline: the last record lost" \
	    [ "$(wc -l < got.out)" -eq 4000 ]
	pipe_same "$1 crlf" crlf.jsonl -m grpo
	pipe_same "$1 long-line" long.jsonl -m grpo
	step "$1 long-line: the long record not written" \
	    [ "$(grep -c '"id":"big"' got.out)" -eq 1 ]
	# over --max-line: an error, or under -k a bad line passed on
	pipe_same "$1 max-line" long.jsonl -m grpo --max-line 1M
	step "$1 max-line: not refused" [ $_want -ne 0 ]
	pipe_same "$1 max-line-k" long.jsonl -m grpo --max-line 1M -k
}

# TMPDIR a directory on a disk (the test's own, under TMPDIR or /tmp:
# not in memory, or the held blocks are what runs); then one in memory
# (tmpfs: a memory file's cost, not used for the pipe; the long line
# of -k is kept there)
here=$PWD
mkdir tmp || fail "mkdir tmp"
disk() { (TMPDIR="$here/tmp" && export TMPDIR && exec "$@"); }
pipe_with=disk
cases disk
step "disk: a file left in TMPDIR" [ -z "$(ls -A tmp)" ]
shm=
[ "$(stat -f -c %T /dev/shm 2> /dev/null)" = tmpfs ] &&
    shm=$(mktemp -d /dev/shm/t-reader-splice.XXXXXX) &&
    cleanup='rm -rf "$shm"'
nodisk() { (TMPDIR="$shm" && export TMPDIR && exec "$@"); }
if [ -n "$shm" ]; then
	pipe_with=nodisk
	cases held
fi
# under a data limit (8 GB: it bounds nothing here), the disk's file and
# the memory file; the sanitizers' shadow memory cannot live under one
limited() { (ulimit -d 8000000 && exec "$@"); }
disk_limited() { (TMPDIR="$here/tmp" && export TMPDIR && limited "$@"); }
nodisk_limited() { (TMPDIR="$shm" && export TMPDIR && limited "$@"); }
if ! sanitized papo-advantage; then
	pipe_with=disk_limited
	cases disk-limited
	if [ -n "$shm" ]; then
		pipe_with=nodisk_limited
		cases memfd
	fi
fi
steps_end
