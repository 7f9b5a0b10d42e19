#!/bin/sh
# SPDX-License-Identifier: MIT
# t-advantage-spill.sh: papo-advantage -S (gathering in bounded memory,
# sorted runs spilled to temporary files) writes byte for byte what the
# in-memory gathering writes, messages and status included, whatever
# the buffer (its least, 64K, a dozen runs, up to all in memory), on groups scattered
# over the input, with bad lines (-k), several files, shards, blocks
# and --group-size; it leaves no file behind; and it names what fails.
# Its memory is measured by the benchmark (bench/bench-pipeline.sh).
set -u
. "$TOP/tests/lib.sh"

# 6000 records in 700 groups, members far apart; lines of varied length
awk 'BEGIN {
	for (i = 0; i < 6000; i++) {
		g = (i * 7919) % 700
		printf "{\"id\":\"r%d\",\"group\":\"g%d\",\"step\":%d,", i, g,
		    g % 5
		printf "\"r_out\":%d,\"r_proc\":%.2f,\"pad\":\"%0*d\"}\n",
		    (i * 13 + g) % 3 != 0, (i % 11) / 10, i % 90, 0
	}
}' > sp.jsonl || fail "awk"
# bad lines and a CRLF line, for -k
{ head -2500 sp.jsonl; echo 'not json'
  echo '{"group":"g1","step":1,"r_out":"x"}'; sed -n '2501,$p' sp.jsonl
  printf '{"group":"g3","step":3,"r_out":1,"r_proc":1}\r\n'; } > bad.jsonl
head -2000 sp.jsonl > f1.jsonl
sed -n 1500,4000p sp.jsonl > f2.jsonl
mkdir tmp

# same NAME ARGS...: -S at several sizes against no -S
same() {
	_name=$1
	shift
	papo-advantage "$@" > want.out 2> want.err
	_want=$?
	for s in 64K 200K 100M; do
		papo-advantage -S $s -T tmp "$@" > got.out 2> got.err
		_rc=$?
		step -o got.err "$_name -S $s: status $_rc, not $_want" \
		    [ $_rc -eq $_want ]
		step "$_name -S $s: output differs" cmp -s got.out want.out
		step -o got.err "$_name -S $s: messages differ" \
		    cmp -s got.err want.err
	done
	step "$_name: no output" eval '[ -s want.out ] || [ "$_name" = strict ]'
}

same papo sp.jsonl
same grpo -m grpo sp.jsonl
same rloo -m grpo --baseline loo sp.jsonl
same keep-going -k -m grpo bad.jsonl
same two-files f1.jsonl f2.jsonl
same strict --strict-groups f1.jsonl f2.jsonl
same shard --shard 1/3 sp.jsonl
same blocks --blocks 7 sp.jsonl
same group-size --group-size 4 sp.jsonl
cat sp.jsonl | papo-advantage -S 2K > got.out || fail "-S on a pipe"
papo-advantage sp.jsonl > want.out
step "-S on a pipe: output differs" cmp -s got.out want.out
# TMPDIR when there is no -T
TMPDIR=$PWD/tmp papo-advantage -S 2K sp.jsonl > got.out ||
    fail "-S with TMPDIR"
step "-S with TMPDIR: output differs" cmp -s got.out want.out
# nothing left behind
ls tmp > left.txt
step -o left.txt "no temporary file left" [ ! -s left.txt ]

# what fails is named
papo-advantage -S 2K -T "$PWD/none" sp.jsonl > /dev/null 2> err
step "-T to no directory: status" [ $? -eq 74 ]
step -o err "-T to no directory" \
    grep -qF "cannot create a temporary file in '$PWD/none' (-T, TMPDIR): No such" err
TMPDIR="$PWD/sp.jsonl" papo-advantage -S 2K sp.jsonl > /dev/null 2> err
step "TMPDIR a file: status" [ $? -eq 74 ]
step -o err "TMPDIR a file" \
    grep -q "cannot create a temporary file in '$PWD/sp.jsonl'" err
papo-advantage -S 12Q sp.jsonl > /dev/null 2> err
step "-S 12Q: status" [ $? -eq 64 ]
step -o err "-S 12Q" \
    grep -q "invalid value '12Q' for --buffer-size (a number" err
papo-advantage -S 1M --contiguous sp.jsonl > /dev/null 2> err
step "-S with --contiguous: status" [ $? -eq 64 ]
exit 0
