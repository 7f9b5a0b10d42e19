#!/bin/sh
# SPDX-License-Identifier: MIT
# t-advantage-pipe.sh: papo-advantage gathering from a pipe (no -S, no
# --contiguous) computes in memory while the input stays under its
# budget: no temporary file (TMPDIR names a regular file, so that one
# would fail), and byte for byte what it writes from a file, messages
# and status included; past the budget it does spill, and still agrees.
set -u
. "$TOP/tests/lib.sh"

# 3000 records in 350 groups, members far apart; bad lines for -k
awk 'BEGIN {
	for (i = 0; i < 3000; i++) {
		g = (i * 7919) % 350
		printf "{\"id\":\"r%d\",\"group\":\"g%d\",\"step\":%d,", i, g,
		    g % 5
		printf "\"r_out\":%d,\"r_proc\":%.2f,\"pad\":\"%0*d\"}\n",
		    (i * 13 + g) % 3 != 0, (i % 11) / 10, i % 90, 0
	}
}' > in.jsonl || fail "awk"
{ head -1200 in.jsonl; echo 'not json'
  echo '{"group":"g1","step":1,"r_out":"x"}'; sed -n '1201,$p' in.jsonl
  printf '{"group":"g3","step":3,"r_out":1,"r_proc":1}\r\n'; } > bad.jsonl
# no r_proc: no record has an outcome of its process, a status of its own
sed 's/"r_proc":[^,]*,//; s/"r_out":[01]/"r_out":null/' in.jsonl > none.jsonl
: > notadir
# the pipe side with a TMPDIR that is no directory: no spill file is made
no_tmpdir() { TMPDIR=$PWD/notadir "$@"; }
pipe_with=no_tmpdir


pipe_same papo in.jsonl
step "papo: no output" [ -s want.out ]
pipe_same grpo in.jsonl -m grpo
pipe_same rloo in.jsonl -m grpo --baseline loo
pipe_same keep-going bad.jsonl -k -m grpo
pipe_same strict in.jsonl --strict-groups
pipe_same shard in.jsonl --shard 2/3
pipe_same blocks in.jsonl --blocks 7
pipe_same no-outcome none.jsonl -m grpo
pipe_same empty /dev/null

# past the budget it spills: the temporary file is tried, and fails
cat in.jsonl | papo-advantage -S 64K -T notadir > got.out 2> got.err
_rc=$?
step -o got.err "-S 64K on a pipe: status $_rc, not 74" [ $_rc -eq 74 ]
step -o got.err "-S 64K on a pipe: no message of the temporary file" \
    grep -q "cannot create a temporary file in 'notadir'" got.err
# and, spilled, writes what the file gets
mkdir tmp
papo-advantage < in.jsonl > want.out
cat in.jsonl | papo-advantage -S 64K -T tmp > got.out
step "-S 64K on a pipe: output differs" cmp -s got.out want.out
step "-S 64K: a file left behind" [ -z "$(ls tmp)" ]
steps_end
