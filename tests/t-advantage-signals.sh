#!/bin/sh
# SPDX-License-Identifier: MIT
# t-advantage-signals.sh: an interrupt loses nothing in silence.
# papo-advantage reading a pipe gets SIGINT or SIGTERM once its output
# shows it has read what came before: it writes every group the records
# read complete, names on standard error the group it held (and an
# incomplete last line), and dies of the signal.  Nothing is timed: the
# signal is sent after the output it waits for has come, and a
# watchdog ends a test that would hang.
set -u
. "$TOP/tests/lib.sh"

printf '%s\n' '{"group":"a","r_out":1}' '{"group":"a","r_out":0}' \
    '{"group":"b","r_out":1}' '{"group":"b","r_out":0}' \
    '{"group":"c","r_out":1}' > in.jsonl

# run SIG STATUS OPTS...: papo-advantage OPTS on a fifo fed in.jsonl and
# half a line; once the lines of a and b are out, signal SIG
run() {
	_sig=$1
	_want=$2
	shift 2
	rm -f in out
	mkfifo in out || fail "mkfifo"
	papo-advantage --mode grpo "$@" < in > out 2> err &
	_p=$!
	pids="$pids $_p"
	exec 3> in 4< out
	( exec 3>&- 4<&-; sleep 120; kill -9 $_p 2>/dev/null ) &
	pids="$pids $!"
	cat in.jsonl >&3
	printf '{"group":"c","r_o' >&3
	: > got
	for _k in 1 2 3 4; do
		IFS= read -r _l <&4 || fail "$*: only $((_k - 1)) lines" \
		    "before the signal ($(cat err))"
		printf '%s\n' "$_l" >> got
	done
	# the lines of a and b show that their records were read, not that
	# the half line after them was: wait until the fifo holds nothing
	# unread (FIONREAD on our end), so that it is in papo-advantage's
	# hands when the signal comes (up to a minute, never timed)
	python3 -c 'import fcntl, struct, sys, termios, time
for _ in range(6000):
    b = fcntl.ioctl(3, termios.FIONREAD, b"\0\0\0\0")
    if struct.unpack("i", b)[0] == 0:
        sys.exit(0)
    time.sleep(0.01)
sys.exit(1)' || fail "$*: the fifo was not drained in a minute"
	kill -$_sig $_p
	cat <&4 >> got
	wait $_p
	_rc=$?
	exec 3>&- 4<&-
	step -o err "$*: status $_rc, not $_want" [ $_rc -eq "$_want" ]
	# what was written is what papo-advantage writes for a and b
	head -4 in.jsonl | papo-advantage --mode grpo "$@" > want ||
	    fail "$*: on a file"
	step -o got "$*: wrote" cmp -s got want
	# --contiguous names the open group, gathering the records held
	_c='1 record of group "c", not complete, not written (<stdin>:5)'
	_g='1 record read and not written: their groups were not complete'
	step -o err "$*: the held group is not named" \
	    eval 'grep -qF "interrupted: $_c" err || grep -qF "interrupted: $_g (<stdin>:5)" err'
	step -o err "$*: the half line is not named" \
	    grep -q 'interrupted: an incomplete last line (17 bytes) was not read' err
}

run INT 130 --contiguous
run TERM 143 --contiguous
run INT 130 --contiguous --group-size 2
run TERM 143 --group-size 2
exit 0
