# lib.sh: what the shell tests share (. "$TOP/tests/lib.sh").

# fail MESSAGE: end the test, saying why
fail() {
	printf 'FAIL: %s\n' "$*"	# not echo: dash's turns \b into a backspace
	exit 1
}

# Processes started for the test, killed when it ends; $cleanup, when a
# test sets it, runs too.
pids=
cleanup=
trap 'for p in $pids; do kill -9 $p 2>/dev/null; done; eval "$cleanup"' EXIT

# start_standin ARGS...: the stand-in judge on an ephemeral port, with
# ARGS (faults, latency, logs); sets $url and $sp.  $portfile names the
# file for the port (default: port), for tests that run several.
start_standin() {
	_pf=${portfile:-port}
	rm -f "$_pf"
	papo-standin --port-file "$_pf" -q "$@" &
	sp=$!
	pids="$pids $sp"
	_i=0
	while [ ! -s "$_pf" ]; do
		_i=$((_i + 1))
		[ $_i -gt 200 ] && fail "the stand-in did not start"
		sleep 0.05
	done
	url="http://127.0.0.1:$(cat "$_pf")/v1"
}

# stop_standin: stop the last stand-in started
stop_standin() {
	kill $sp 2>/dev/null
	wait $sp 2>/dev/null
}

# man_examples PAGE: the commands of PAGE's EXAMPLES section as mandoc
# renders them, "$ " prompts removed, continuation lines joined, one a line
man_examples() {
	command -v mandoc > /dev/null ||
	    fail "mandoc is not installed (make deps)"
	MANWIDTH=200 mandoc -Tascii -Owidth=200 "$1" | col -bx |
	    awk '/^EXAMPLES/ { on = 1; next } /^[A-Z]/ { on = 0 }
		on && /^ *\$ / { sub(/^ *\$ /, ""); cmd = $0
			while (cmd ~ /\\$/) { sub(/\\$/, "", cmd); getline
				sub(/^ */, ""); cmd = cmd $0 }
			print cmd }'
}

# run_examples FILE: run each command of FILE (from man_examples); fail
# when one fails or writes to standard error
run_examples() {
	_n=0
	while IFS= read -r _cmd; do
		_n=$((_n + 1))
		if ! sh -c "$_cmd" > out.$_n 2> err.$_n < /dev/null; then
			fail "example failed: $_cmd
$(cat err.$_n)"
		fi
		[ -s err.$_n ] && fail "example wrote to standard error: $_cmd
$(cat err.$_n)"
	done < "$1"
	return 0
}
