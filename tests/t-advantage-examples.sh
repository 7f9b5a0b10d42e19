#!/bin/sh
# t-advantage-examples.sh: every command in the EXAMPLES section of
# man/papo-advantage.1 runs and succeeds, on files made here for them.
set -u
fail() {
	echo "t-advantage-examples: $*"
	exit 1
}
command -v mandoc > /dev/null || fail "mandoc is not installed (make deps)"
command -v parallel > /dev/null || fail "GNU parallel is not installed (make deps)"

# judged rollouts from the examples (see tests/stats/judged.jq), and a
# verl dump for the preset
jq -c -f "$TOP/tests/stats/judged.jq" "$TOP/examples/rollouts.jsonl" \
    > judged.jsonl || fail "jq"
cp "$TOP/examples/verl/3.jsonl" step_10.jsonl

MANWIDTH=200 mandoc -Tascii -Owidth=200 "$TOP/man/papo-advantage.1" |
    col -bx |
    awk '/^EXAMPLES/ { on = 1; next } /^[A-Z]/ { on = 0 }
	on && /^ *\$ / { sub(/^ *\$ /, ""); cmd = $0
		while (cmd ~ /\\$/) { sub(/\\$/, "", cmd); getline; sub(/^ */, ""); cmd = cmd $0 }
		print cmd }' > examples.txt
[ "$(grep -c papo-advantage examples.txt)" -ge 6 ] ||
    fail "found only $(grep -c . examples.txt) examples"
n=0
while IFS= read -r cmd; do
	n=$((n + 1))
	if ! sh -c "$cmd" > out.$n 2> err.$n < /dev/null; then
		fail "example failed: $cmd
$(cat err.$n)"
	fi
	if [ -s err.$n ]; then
		fail "example wrote to standard error: $cmd
$(cat err.$n)"
	fi
done < examples.txt

# what they made
for f in adv.jsonl grpo.jsonl papo05.jsonl paper.jsonl control.jsonl; do
	[ "$(wc -l < $f)" -eq 256 ] || fail "$f: not 256 records"
done
# the shards hold the single run's records
cat adv.0 adv.1 adv.2 adv.3 | sort > shards.sorted
sort adv.jsonl | cmp -s - shards.sorted || fail "the shards differ from one run"
exit 0
