#!/bin/sh
# SPDX-License-Identifier: MIT
# t-reader-pipe-edges.sh: the edges of a pipe that papo-advantage
# gathers (its first block read with read(2), sniffed and decided, the
# rest read into blocks the reader holds, or under a data limit spliced
# into a memory file: lib/jsonl.c, read_stream, splice_start and
# read_spliced) that t-reader-splice.sh does not meet.  Each case pipes
# a file through cat and must give what the same bytes give as a file
# on standard input (mapped): status, output and messages (pipe_same,
# tests/lib.sh).  An empty pipe; blank lines only; a byte order mark
# before the first record; a first line longer than the first block;
# lines of 512 bytes, so that every block of a power of two ends just
# after a newline (nothing carried) and the next starts a record; a
# JSON array through a pipe (not spliced: read as JSON).
set -u
. "$TOP/tests/lib.sh"

# rows N: N records of exactly 512 bytes with their newline, in N/4
# groups, members far apart
rows() {
	awk -v n="$1" 'BEGIN {
	for (i = 0; i < n; i++) {
		g = (i * 7919) % (n / 4)
		head = sprintf("{\"id\":\"r%07d\",\"group\":\"g%07d\",\"step\":%d,\"r_out\":%d,\"pad\":\"",
		    i, g, g % 3, (i * 13 + g) % 3 != 0)
		pad = 511 - length(head) - 2
		printf "%s%0*d\"}\n", head, pad, 0
	}
}'
}

: > empty.jsonl
pipe_same empty empty.jsonl -m grpo
step "empty: output written" [ ! -s got.out ]

printf '\n\n  \n\r\n' > blank.jsonl
pipe_same blank blank.jsonl -m grpo
step "blank: blank lines not passed through" [ "$(wc -l < got.out)" -eq 4 ]

# 24,000 lines of 512 bytes (12 MB): every block of 128 or 512 KiB,
# 1, 4 or 16 MiB ends on a line's end
rows 24000 > even.jsonl || fail "awk"
step "even: lines not 512 bytes" [ "$(awk 'length($0) != 511' even.jsonl |
    wc -l)" -eq 0 ]
pipe_same even even.jsonl -m grpo
step "even: not every record written" [ "$(wc -l < got.out)" -eq 24000 ]
step "even: no advantage" grep -q '"adv":' got.out
cp want.out even.want

# a UTF-8 byte order mark, skipped before the pipe is spliced
{ printf '\357\273\277'; cat even.jsonl; } > bom.jsonl
pipe_same bom bom.jsonl -m grpo
step "bom: the mark not skipped" cmp -s got.out even.want

# the first line (3 MB) longer than the first block
{ printf '{"id":"big","group":"g0000000","step":0,"r_out":1,"pad":"'
  head -c 3000000 /dev/zero | tr '\0' 'y'; echo '"}'; cat even.jsonl; } \
    > first-long.jsonl
pipe_same first-long first-long.jsonl -m grpo
step "first-long: the long record not written" \
    [ "$(grep -c '"id":"big"' got.out)" -eq 1 ]
step "first-long: not every record written" \
    [ "$(wc -l < got.out)" -eq 24001 ]

# a JSON array on a pipe: read as JSON, one record an element
{ echo '['; head -3000 even.jsonl | sed '$!s/$/,/'; echo ']'; } \
    > array.json
pipe_same array array.json -m grpo
step "array: not every element written" [ "$(wc -l < got.out)" -eq 3000 ]
steps_end
