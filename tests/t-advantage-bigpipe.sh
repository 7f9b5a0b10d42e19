#!/bin/sh
# SPDX-License-Identifier: MIT
# t-advantage-bigpipe.sh: papo-advantage gathering a pipe of many of
# its blocks (a first one of 512 KiB, then 4 MiB each) writes byte for
# byte what it writes from the file, messages and status included, on
# generated inputs whose lines cross the blocks' ends in every way:
# groups scattered and one split between the input's start and its
# end, CRLF lines, no final newline, empty and blank lines, lines
# longer than a block, a bad line; in each mode (gathering, --mode
# grpo, -j1, --contiguous).  A stop (SIGTERM) while the pipe brings
# nothing more names the records read and the incomplete line and dies
# of it, whichever thread was reading (it waited for SIGKILL when its
# read was on a thread of the engine's).
set -u
. "$TOP/tests/lib.sh"

# base N SEED [c]: N records in groups scattered over the input (group
# g0's first record is the first line, its last the last), or with c
# eight a group one after another, responses of lengths that vary with
# SEED so that the chunks end in every part of a line
base() {
	awk -v n="$1" -v seed="$2" -v c="${3-}" 'BEGIN {
		for (i = 0; i < n; i++) {
			g = i == 0 || i == n - 1 ? 0 : 1 + (i * 7919) % 997
			if (c != "")
				g = int(i / 8)
			len = (i * seed) % 2900 + (i % 13 == 0 ? 0 : 40)
			printf "{\"id\":\"r%d\",\"group\":\"g%d\",\"step\":%d,", \
			    i, g, g % 5
			printf "\"r_out\":%d,\"r_proc\":%.2f,", \
			    (i * 13 + g) % 3 != 0, (i % 11) / 10
			printf "\"response\":\"%0*d\"}\n", len, 0
		}
	}'
}
# long M: one record whose response is M bytes
long() {
	awk -v m="$1" 'BEGIN {
		printf "{\"id\":\"long\",\"group\":\"g5\",\"step\":0,"
		printf "\"r_out\":1,\"r_proc\":0.5,\"response\":\""
		for (k = 0; k < m; k += 1000)
			printf "%01000d", 0
		printf "\"}\n"
	}'
}

base 9000 37 > in.jsonl || fail "awk"
base 8000 53 | sed 's/$/\r/' > crlf.jsonl
base 9000 41 | head -c -1 > nofinal.jsonl
base 9000 29 | awk '{ print } NR % 97 == 0 { print "" } NR % 89 == 0 {
	print "  \t" }' > blank.jsonl
{ base 3000 31; long 1500000; base 3000 17; long 5000000; base 2000 43; } \
    > long.jsonl
{ base 6000 23; echo '{"group":"g2","r_out":'; base 3000 19; } > bad.jsonl
base 9000 47 c > cont.jsonl
# the lines sizes as generated: a chunk's end falls in every file
for f in in crlf nofinal blank long bad cont; do
	[ "$(wc -c < $f.jsonl)" -gt 9000000 ] ||
	    fail "$f.jsonl: too small to be read ahead"
done

for f in in crlf nofinal blank long; do
	pipe_same "$f" $f.jsonl
	pipe_same "$f grpo" $f.jsonl -m grpo
	pipe_same "$f -j1" $f.jsonl -m grpo -j 1
done
pipe_same "cont --contiguous" cont.jsonl -m grpo --contiguous
pipe_same "bad" bad.jsonl -m grpo
pipe_same "bad -k" bad.jsonl -m grpo -k
pipe_same "long --max-line" long.jsonl -m grpo --max-line 2000000

# a stop while the pipe brings nothing more: the records read are
# named, and the half line; a run that would hang is killed after a
# minute (wait_end)
rm -f fifo
mkfifo fifo || fail "mkfifo"
papo-advantage -m grpo < fifo > got.out 2> got.err &
p=$!
exec 3> fifo
cat in.jsonl >&3
printf '{"group":"c","r_o' >&3
# every byte taken from the fifo (FIONREAD on our end), never timed
python3 -c 'import fcntl, struct, sys, termios, time
for _ in range(6000):
    b = fcntl.ioctl(3, termios.FIONREAD, b"\0\0\0\0")
    if struct.unpack("i", b)[0] == 0:
        sys.exit(0)
    time.sleep(0.01)
sys.exit(1)' || fail "the fifo was not drained in a minute"
kill -TERM $p
wait_end $p "papo-advantage after SIGTERM"
exec 3>&-
step -o got.err "stop: status $rc, not 143" [ $rc -eq 143 ]
step -o got.out "stop: gathering wrote before the end" [ ! -s got.out ]
step -o got.err "stop: the records read are not named" \
    grep -q 'interrupted: 9000 records read and not written' got.err
step -o got.err "stop: the half line is not named" \
    grep -q 'interrupted: an incomplete last line (17 bytes) was not read' \
    got.err
steps_end
