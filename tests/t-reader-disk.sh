#!/bin/sh
# SPDX-License-Identifier: MIT
# t-reader-disk.sh: a pipe papo-advantage gathers is held in an unlinked
# file of TMPDIR when that is a directory on a disk (lib/jsonl.c,
# splice_disk): seen among the process's open files while it reads,
# gone from the directory however it ends (at the end, on SIGTERM or
# SIGINT); TMPDIR in memory (tmpfs), missing or not a directory, or a
# file-size limit whose signal would end the process: not used, the
# same output;
# a file refused part way (a file-size limit, its signal ignored: as a
# disk that fills) hands its bytes back to read(2) and loses no record.
set -u
. "$TOP/tests/lib.sh"

# rows N PAD: N records in N/4 groups, members far apart
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
# 40,000 records of 300 bytes (12 MB): many blocks
rows 40000 250 > in.jsonl || fail "awk"
papo-advantage -m grpo < in.jsonl > want.out 2> want.err ||
    fail "papo-advantage on the file"
papo-advantage -m grpo --shard 1/8 < in.jsonl > want8.out 2> want8.err ||
    fail "papo-advantage --shard on the file"
here=$PWD
mkdir tmp || fail "mkdir tmp"

# drained: every byte written to fd 3 taken from the fifo (FIONREAD on
# our end), never timed; a minute at most
drained() {
	python3 -c 'import fcntl, struct, sys, termios, time
for _ in range(6000):
    b = fcntl.ioctl(3, termios.FIONREAD, b"\0\0\0\0")
    if struct.unpack("i", b)[0] == 0:
        sys.exit(0)
    time.sleep(0.01)
sys.exit(1)' || fail "the fifo was not drained in a minute"
}
# holds PID DIR: process PID has a file of DIR open (a deleted one)
holds() {
	ls -l "/proc/$1/fd/" 2> /dev/null | grep -qF -- " -> $2/#"
}
# start DIR: papo-advantage gathering the fifo with TMPDIR=DIR, fed all
# of in.jsonl, which it has taken; its pid in $p
start() {
	rm -f fifo
	mkfifo fifo || fail "mkfifo"
	TMPDIR=$1 papo-advantage -m grpo < fifo > got.out 2> got.err &
	p=$!
	exec 3> fifo
	cat in.jsonl >&3
	drained
}

start "$here/tmp"
step "the pipe is not held in a file of TMPDIR" holds $p "$here/tmp"
exec 3>&-
wait_end $p "papo-advantage at the end of the pipe"
step -o got.err "disk: status $rc" [ $rc -eq 0 ]
step "disk: output differs from the file's" cmp -s got.out want.out
step -o got.err "disk: messages differ" cmp -s got.err want.err
step "disk: a file left in TMPDIR" [ -z "$(ls -A tmp)" ]

for sig in TERM:143 INT:130; do
	start "$here/tmp"
	holds $p "$here/tmp" || fail "the pipe is not held in TMPDIR"
	kill -${sig%:*} $p
	wait_end $p "papo-advantage after SIG${sig%:*}"
	exec 3>&-
	step -o got.err "SIG${sig%:*}: status $rc, not ${sig#*:}" \
	    [ $rc -eq ${sig#*:} ]
	step "SIG${sig%:*}: a file left in TMPDIR" [ -z "$(ls -A tmp)" ]
done

# TMPDIR in memory: the held blocks (a memory file's pages cost more
# than them), not a file there
if [ "$(stat -f -c %T /dev/shm 2> /dev/null)" = tmpfs ]; then
	start /dev/shm
	step "tmpfs: the pipe held in a file of /dev/shm" \
	    eval '! holds $p /dev/shm'
	exec 3>&-
	wait_end $p "papo-advantage at the end of the pipe"
	step -o got.err "tmpfs: status $rc" [ $rc -eq 0 ]
	step "tmpfs: output differs from the file's" cmp -s got.out want.out
fi

# no such directory, or a file: read(2) into held blocks
nodir() { (TMPDIR="$here/none" && export TMPDIR && exec "$@"); }
notdir() { (TMPDIR="$here/in.jsonl" && export TMPDIR && exec "$@"); }
pipe_with=nodir
pipe_same "missing TMPDIR" in.jsonl -m grpo
pipe_with=notdir
pipe_same "TMPDIR a file" in.jsonl -m grpo

# a file-size limit of 4 MB or less (ulimit -f counts blocks of 512
# bytes in dash, 1024 in bash): SIGXFSZ at its default would end the
# process, so no file is made; ignored, the file is refused at the
# limit (EFBIG, as ENOSPC when a disk fills) and reading goes on with
# read(2).  --shard 1/8: the output stays under the limit.
fsize() { (TMPDIR="$here/tmp" && export TMPDIR && ulimit -f 4000 &&
    exec "$@"); }
fsize_ign() { (trap '' XFSZ && TMPDIR="$here/tmp" && export TMPDIR &&
    ulimit -f 4000 && exec "$@"); }
pipe_with=fsize
cat in.jsonl | fsize papo-advantage -m grpo --shard 1/8 > got.out 2> got.err
rc=$?
step -o got.err "size limit: status $rc" [ $rc -eq 0 ]
step "size limit: output differs" cmp -s got.out want8.out
cat in.jsonl | fsize_ign papo-advantage -m grpo --shard 1/8 > got.out \
    2> got.err
rc=$?
step -o got.err "file refused: status $rc" [ $rc -eq 0 ]
step "file refused: output differs" cmp -s got.out want8.out
step -o got.err "file refused: messages differ" cmp -s got.err want8.err
step "file refused: a file left in TMPDIR" [ -z "$(ls -A tmp)" ]
steps_end
