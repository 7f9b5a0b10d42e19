#!/bin/sh
# SPDX-License-Identifier: MIT
# t-advantage-late.sh: papo-advantage gathering a pipe without -S holds
# its records as it would a file's until they take a quarter of its
# memory budget, and only then moves them into a spilling buffer (the
# pipe's size is not known before its end).  Under a data limit that
# makes the budget smaller than the input, each case must write, say
# and return what the same bytes give without the limit: the records
# gathered before the move, those after it, the groups across it.
set -u
. "$TOP/tests/lib.sh"

# the sanitizers' shadow memory cannot live under a data limit
# the data limit below: not under a sanitizer build (tests/lib.sh)
sanitized papo-advantage && exit 0

# 120,000 records (33 MB) in 15,000 groups scattered over the input;
# under ulimit -d 100000 the budget is 50 MB, so the move comes after
# about a tenth of them
awk 'BEGIN {
	for (i = 0; i < 120000; i++) {
		g = (i * 7919) % 15000
		printf "{\"id\":\"r%d\",\"group\":\"g%d\",\"step\":%d,", i, g,
		    g % 5
		printf "\"r_out\":%d,\"r_proc\":%.2f,\"pad\":\"%0200d\"}\n",
		    (i * 13 + g) % 3 != 0, (i % 11) / 10, 0
	}
}' > in.jsonl || fail "awk"
# bad lines before and after the move (-k); a group of 40 (a note;
# refused under --strict-groups), its last members at the end
{ head -500 in.jsonl; echo 'not json'; sed -n '501,100000p' in.jsonl
  echo '{"group":"g1","step":1,"r_out":"x"}'; sed -n '100001,$p' in.jsonl
  i=0; while [ $i -lt 32 ]; do
	echo "{\"id\":\"x$i\",\"group\":\"g7\",\"step\":2,\"r_out\":1,\"r_proc\":0.5}"
	i=$((i + 1))
  done; } > bad.jsonl
# no record with an outcome: a status of its own
sed 's/"r_out":[01]/"r_out":null/' in.jsonl > none.jsonl

# the pipe side under the data limit, the file side without it
limited() { (ulimit -d 100000 && exec "$@"); }
pipe_with=limited

pipe_same grpo in.jsonl -j1 -m grpo
step "grpo: no output" [ -s want.out ]
pipe_same keep-going bad.jsonl -j1 -k -m grpo
step "keep-going: the group of 40 not noted" grep -q '"g7"' want.err
pipe_same strict bad.jsonl -j1 -k --strict-groups
step "strict: not refused" [ $_want -eq 65 ]
pipe_same blocks in.jsonl -j1 --blocks 7
pipe_same shard in.jsonl -j1 --shard 2/3
pipe_same no-outcome none.jsonl -j1 -m grpo
steps_end
