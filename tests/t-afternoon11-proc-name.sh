#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon11-proc-name.sh: a researcher watching shards on a busy
# node looks for papo's processes (ps -C papo-verify, top, pgrep
# papo-judge, pkill to stop a stuck one, as the README's Ctrl-C or
# SIGTERM): none was there.  Every tool starts itself again as
# /proc/self/exe (its OpenMP threads' passive wait, papo(7)
# ENVIRONMENT), and the kernel names a process by the file exec'd:
# each showed as "exe".  The name is now given back: argv[0]'s last
# part, as an exec of it would give.  All four tools, each started by
# its name on PATH, by its full path and through a link of another
# name; the name is read once the tool has started again (its
# environment holds the passive policy) and waits (on its input).
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon11-proc-name

start_standin
printf '{"group":"g","problem":"1+1?","answer":"2","response":"\\\\boxed{2}","r_out":1,"r_proc":1}\n' > in.jsonl
mkdir links
# restarted PID: the tool has started again (its environment holds the
# passive policy) and gone on to wait (state S: on its input, or
# papo-judge on the stand-in's reply), past where it names itself
restarted() {
	tr '\0' '\n' < "/proc/$1/environ" 2>/dev/null |
	    grep -qx OMP_WAIT_POLICY=passive &&
	    [ "$(sed 's/.*) //' "/proc/$1/stat" | cut -d' ' -f1)" = S ]
}
for tool in papo-verify papo-judge papo-advantage papo-stats; do
	args=
	[ $tool = papo-judge ] && args="-e $url -r 3-tier-answer"
	[ $tool = papo-advantage ] && args="-m grpo"
	ln -sf "$PAPO_BIN/$tool" "links/my-$tool"
	for how in "$tool" "$PAPO_BIN/$tool" "$PWD/links/my-$tool"; do
		want=$(basename "$how" | cut -c1-15)
		rm -f fifo && mkfifo fifo
		unset OMP_WAIT_POLICY GOMP_SPINCOUNT KMP_BLOCKTIME
		# shellcheck disable=SC2086
		"$how" -q $args < fifo > out.jsonl 2> err.txt &
		p=$!
		exec 5> fifo
		wait_until $p "$how" restarted $p
		name=$(cat "/proc/$p/comm")
		step -o err.txt "$how: named '$want' (not '$name')" \
		    [ "$name" = "$want" ]
		step "$how: ps -C $want finds it" sh -c \
		    "ps -o pid= -C '$want' | grep -qw $p"
		cat in.jsonl >&5
		exec 5>&-
		wait_end $p "$how"
		step -o err.txt "$how: ends as usual (0)" [ "$rc" -eq 0 ]
	done
done
