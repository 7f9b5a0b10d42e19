#!/bin/sh
# SPDX-License-Identifier: MIT
# t-engine.sh: the record loop shared by the tools (lib/filter.c): the same
# fate for a bad line in every tool, at any batch size and thread count;
# -k over a line longer than --max-line; standard input named twice; one
# file open at a time; records that flow while the input is still open.
set -u
. "$TOP/tests/lib.sh"

# 60,000 records of 8 per group, over several 4 MiB batches; line 50,001
# is malformed.  Groups end at line 50,000, so without -k papo-verify
# writes 50,000 records and papo-advantage --contiguous the 6,249 groups
# that are known to be over (49,992 records), every time.
awk 'BEGIN {
	pad = sprintf("%80s", ""); gsub(/ /, "x", pad)
	for (i = 1; i <= 60000; i++) {
		if (i == 50001) { print "{oops"; continue }
		printf "{\"group\":\"g%d\",\"response\":\"\\\\boxed{%d}\"," \
		    "\"answer\":\"%d\",\"r_out\":%d,\"adv\":0,\"pad\":\"%s\"}\n",
		    int((i - 1) / 8), i % 3, i % 2, i % 2, pad
	}
}' > big.jsonl
for j in 1 2; do
	papo-verify -q -j$j big.jsonl > v.out 2> v.err
	step "papo-verify -j$j: exit status" [ $? = 65 ]
	step -o v.out "papo-verify -j$j wrote 50000 records" \
	    [ "$(wc -l < v.out)" = 50000 ]
	step -o v.err "papo-verify -j$j" \
	    grep -q '^papo-verify: big.jsonl:50001: ' v.err
	papo-advantage -m grpo --contiguous -j$j big.jsonl > a.out 2> a.err
	step "papo-advantage --contiguous -j$j: exit status" [ $? = 65 ]
	step -o a.out "papo-advantage --contiguous -j$j wrote 49992 records" \
	    [ "$(wc -l < a.out)" = 49992 ]
	head -n 49992 big.jsonl | cut -c1-20 > want.cut
	step "papo-advantage --contiguous -j$j: not the first 49992 records" eval 'cut -c1-20 a.out | cmp -s - want.cut'
	papo-advantage -m grpo -j$j big.jsonl > g.out 2> g.err
	step "papo-advantage -j$j: a bad line must stop it before any output: exit status" \
	    [ $? = 65 ]
	step "papo-advantage -j$j: a bad line must stop it before any output" \
	    [ ! -s g.out ]
	papo-stats -j$j big.jsonl > s.out 2> s.err
	step -o s.err "papo-stats -j$j: exit status" [ $? = 65 ]
	step -o s.err "papo-stats -j$j" \
	    grep -q '^papo-stats: big.jsonl:50001: ' s.err
done

# -k over a line longer than --max-line: it passes through untouched (from
# a file and from a pipe), the records after it are written, exit 65.
python3 -c '
print("{\"group\":\"a\",\"response\":\"\\\\boxed{1}\",\"answer\":\"1\",\"r_out\":1}")
print("{\"group\":\"a\",\"response\":\"" + "y" * 2000000 + "\",\"answer\":\"1\",\"r_out\":0}")
print("{\"group\":\"b\",\"response\":\"\\\\boxed{2}\",\"answer\":\"2\",\"r_out\":1}")' > long.jsonl
sed -n 2p long.jsonl > line2
for how in file pipe; do
	if [ $how = file ]; then
		papo-verify -q -k --max-line 1M long.jsonl > o 2> e
	else
		papo-verify -q -k --max-line 1M < long.jsonl > o 2> e
	fi
	step "-k over a long line ($how): exit status" [ $? = 65 ]
	step -o o "-k over a long line ($how): 3 lines written" \
	    [ "$(wc -l < o)" = 3 ]
	step "-k over a long line ($how): line 2 changed" eval 'sed -n 2p o | cmp -s - line2'
	step "-k over a long line ($how): the others were not checked" \
	    grep -q '"verify":"equal"' o
	step -o e "-k long line ($how)" \
	    grep -q ':2: line longer than 1048576 bytes (raise --max-line)$' e
done
papo-advantage -k --max-line 1M -m grpo < long.jsonl > o 2> e
step "papo-advantage -k over a long line from a pipe: exit status" [ $? = 65 ]
step "papo-advantage -k over a long line from a pipe" [ "$(wc -l < o)" = 3 ]
step "papo-advantage -k: the long line changed" eval 'sed -n 2p o | cmp -s - line2'
papo-stats -k --max-line 1M -f jsonl < long.jsonl > o 2> e
step "papo-stats -k over a long line: exit status" [ $? = 65 ]
step "papo-stats -k over a long line" grep -q '<stdin>:2: line longer' e
papo-verify -q --max-line 1M long.jsonl > o 2> e
step "a long line without -k: the record before it first: exit status" \
    [ $? = 65 ]
step "a long line without -k: the record before it first" [ "$(wc -l < o)" = 1 ]

# Standard input named twice is read once.
head -n 3 big.jsonl > three.jsonl
papo-verify -q - - < three.jsonl > o || fail "papo-verify - -"
step -o o "papo-verify - - wrote 3 records" [ "$(wc -l < o)" = 3 ]
papo-advantage -m grpo - - < three.jsonl > o || fail "papo-advantage - -"
step -o o "papo-advantage - - wrote 3 records" \
    [ "$(wc -l < o)" = 3 ]

# More input files than descriptors: one is open at a time.
mkdir many
head -n 1200 big.jsonl | awk '{ f = sprintf("many/%04d.jsonl", NR); print > f; close(f) }'
( ulimit -n 64 && papo-advantage -m grpo many/*.jsonl > o 2> e ) || fail "1200 files under ulimit -n 64: $(cat e)"
step -o o "1200 files: 1200 records" [ "$(wc -l < o)" = 1200 ]
( ulimit -n 64 && papo-stats -f jsonl many/*.jsonl > o 2> e ) || fail "papo-stats over 1200 files: $(cat e)"

# Records flow: each answer comes before the next record is written (a
# coprocess, as a trainer would keep papo-verify).  A filter that waited
# for more input would never answer; the watchdog then fails the test.
mkfifo to from
( papo-verify -q < to > from & echo $! > pid; wait ) &
exec 3> to 4< from
for i in 1 2 3; do
	echo '{"response":"\\boxed{2}","answer":"2"}' >&3
	ans=$(timeout 10 head -n 1 <&4)
	step "papo-verify did not answer record $i before the next" \
	    [ -n "$ans" ]
	case $ans in *'"r_out":1'*) ;; *) fail "record $i: $ans" ;; esac
done
exec 3>&- 4<&-
wait
# ... and so does a finished group under papo-advantage --contiguous
( papo-advantage -m grpo --contiguous < to > from ) &
exec 3> to 4< from
printf '%s\n' '{"group":"a","r_out":1}' '{"group":"a","r_out":0}' '{"group":"b","r_out":1}' >&3
l12=$(timeout 10 head -n 2 <&4)
step "papo-advantage --contiguous kept a finished group" \
    [ "$(echo "$l12" | wc -l)" = 2 ]
case $l12 in *'"adv":0.7071'*'"adv":-0.7071'*) ;; *) fail "group a: $l12" ;; esac
exec 3>&- 4<&-
wait
exit 0
