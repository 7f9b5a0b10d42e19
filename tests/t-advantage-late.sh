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

# late NAME FILE ARGS...: FILE piped in under the limit against the
# same bytes on standard input without it
late() {
	_name=$1
	_file=$2
	shift 2
	papo-advantage -j1 "$@" < "$_file" > want.out 2> want.err
	_want=$?
	cat "$_file" | (ulimit -d 100000 && exec papo-advantage -j1 "$@") \
	    > got.out 2> got.err
	_rc=$?
	step -o got.err "$_name: status $_rc, not $_want" [ $_rc -eq $_want ]
	step "$_name: output differs" cmp -s got.out want.out
	step -o got.err "$_name: messages differ" cmp -s got.err want.err
}

late grpo in.jsonl -m grpo
step "grpo: no output" [ -s want.out ]
late keep-going bad.jsonl -k -m grpo
step "keep-going: the group of 40 not noted" grep -q '"g7"' want.err
late strict bad.jsonl -k --strict-groups
step "strict: not refused" [ $_want -eq 65 ]
late blocks in.jsonl --blocks 7
late shard in.jsonl --shard 2/3
late no-outcome none.jsonl -m grpo
steps_end
