# SPDX-License-Identifier: MIT
# lib.sh: what the shell tests share (. "$TOP/tests/lib.sh").

# The checks a test makes are steps: step runs one, counts it and goes on
# after a failure; when the test ends, its last line is "N passed, M
# failed" (tests/run-tests.sh reads it) and its exit status 1 when M is
# not 0.  $PAPO_STEP, when set (run-tests.sh FILE:PATTERN), is a glob:
# only the steps whose title it matches run.
steps_passed=0
steps_failed=0
# what step and fail say goes to the test's own standard output (fd 7),
# whatever the check's redirections are (step 'x' grep -q y f > /dev/null)
exec 7>&1

# step [-o FILE] TITLE CMD [ARG...]: run CMD ARG... as one check: passed
# when it exits 0; else print "FAIL: TITLE", CMD's exit status and, with
# -o, the head of FILE (what CMD looked at or wrote), count a failure and
# go on.  TITLE is the same from run to run (a loop's variable may be
# in it, a command's output not: make lint refuses $(...) there), so
# that FILE:PATTERN picks the step by it; what CMD saw goes to -o FILE.
# CMD's own output goes where the caller's redirections say (for
# a check made of several commands, write a function or use eval).  A
# command later steps need the output of is not a step: it stops the
# test with fail when it fails.  Returns 0.
step() {
	_step_show=
	if [ "$1" = -o ]; then
		_step_show=$2
		shift 2
	fi
	_step_title=$1
	shift
	if [ -n "${PAPO_STEP:-}" ]; then
		case $_step_title in
		$PAPO_STEP) ;;
		*) return 0 ;;
		esac
	fi
	if "$@"; then
		steps_passed=$((steps_passed + 1))
		return 0
	else
		_step_rc=$?
	fi
	steps_failed=$((steps_failed + 1))
	# not echo: dash's turns \b into a backspace
	printf 'FAIL: %s (exit status %d)\n' "$_step_title" "$_step_rc" >&7
	if [ -n "$_step_show" ]; then
		head -n 40 "$_step_show" 2>&1 | sed 's/^/    /' >&7
	fi
	return 0
}

# fail MESSAGE: end the test at once, saying why (for what later steps
# cannot do without: a server that did not start, a run whose output
# they read)
fail() {
	printf 'FAIL: %s\n' "$*" >&7
	steps_failed=$((steps_failed + 1))
	exit 1
}

# verify_cases FILE: papo-verify -q on the cases of FILE (JSONL with pred,
# gold and expected) into out.jsonl, one record a case (in.jsonl holds
# them as papo-verify reads them), and each case's label into
# expected.txt; sets $n to the number of cases
verify_cases() {
	jq -c '{response: .pred, answer: .gold}' "$1" > in.jsonl ||
	    fail "$1: not JSONL"
	papo-verify -q in.jsonl > out.jsonl
	_rc=$?
	[ "$_rc" -eq 0 ] || fail "papo-verify exited with $_rc"
	n=$(wc -l < "$1")
	_m=$(wc -l < out.jsonl)
	[ "$n" -eq "$_m" ] || fail "$n cases in, $_m records out"
	jq -r '.expected' "$1" > expected.txt || fail "$1: no labels"
}

# verify_explain FILE WHAT: papo-verify -q --explain on the cases of FILE
# (JSONL: the --extract level "extract", the response, the finder or
# refusal --explain starts with, "finder", the answer extracted, "want",
# and, in the cases that have one, the reward, "want_r"), one run a
# level (boxed, answer, all) into out-LEVEL.jsonl, then all into
# out.jsonl; two steps a level: every record kept, and each WHAT (a
# case, in the step's title) as expected (the wrong ones in
# wrong-LEVEL.txt, shown).
verify_explain() {
	for _ve in boxed answer all; do
		jq -c --arg l "$_ve" 'select(.extract == $l)' "$1" \
		    > in-$_ve.jsonl || fail "$1: not JSONL"
		papo-verify -q --explain --extract "$_ve" in-$_ve.jsonl \
		    > out-$_ve.jsonl || fail "papo-verify --extract $_ve: $?"
		step "--extract $_ve keeps every record" test \
		    "$(wc -l < out-$_ve.jsonl)" -eq "$(wc -l < in-$_ve.jsonl)"
		jq -r '(.explain | sub(";.*"; "")) as $f |
		    select($f != .finder or .pred != .want or
		    (has("want_r") and .r_out != .want_r)) |
		    "\(.response | tojson): --explain \($f), pred " +
		    "\(.pred | tojson), r_out \(.r_out)"' out-$_ve.jsonl \
		    > wrong-$_ve.txt || fail "jq"
		step -o wrong-$_ve.txt "--extract $_ve: each $2 as expected" \
		    test ! -s wrong-$_ve.txt
	done
	cat out-boxed.jsonl out-answer.jsonl out-all.jsonl > out.jsonl ||
	    fail "no output"
}

# verify_wanted FILE: papo-verify -q --explain on the cases of FILE
# (JSONL: the record, the reward wanted, "want_r", the case's name,
# "case", and where a case has one, the row --explain must name after
# the answer, "want_row") into out.jsonl; steps: every record kept, each
# case rewarded or refused as wanted, and, when a case names a row,
# --explain naming it
verify_wanted() {
	papo-verify -q --explain "$1" > out.jsonl ||
	    fail "papo-verify exited $?"
	step "every record kept" test "$(wc -l < out.jsonl)" -eq \
	    "$(wc -l < "$1")"
	# both checks in one jq (a start of jq 1.6 is 0.02 CPU-s): a line
	# "w CASE..." a case rewarded or refused otherwise, "r CASE..." one
	# whose --explain does not name its row, "h" when a record names a
	# row (papo-verify keeps the input's fields)
	jq -r '(select(.r_out != .want_r) |
	    "w \(.case): r_out \(.r_out), \(.explain)"),
	    ((.want_row // "") as $w | select($w != "" and (.explain |
	    contains("after: " + $w) | not)) | "r \(.case): \(.explain)"),
	    (select(has("want_row")) | "h")' out.jsonl > checks.txt ||
	    fail "jq"
	sed -n 's/^w //p' checks.txt > wrong.txt
	step -o wrong.txt "each case rewarded or refused as wanted" \
	    test ! -s wrong.txt
	grep -qx h checks.txt || return 0
	sed -n 's/^r //p' checks.txt > rows.txt
	step -o rows.txt "--explain names the row that accepted the tail" \
	    test ! -s rows.txt
}

# verify_rewarded FILE TITLE: papo-verify -q --explain on the cases of
# FILE (JSONL with "case") into FILE-out.jsonl (FILE's name without its
# .jsonl), and a step TITLE: every case rewarded (those refused, their
# case, response and --explain, in FILE-refused.txt, shown)
verify_rewarded() {
	_vr=${1%.jsonl}
	papo-verify -q --explain "$1" > "$_vr-out.jsonl" ||
	    fail "papo-verify exited $?"
	jq -r 'select(.r_out != 1) | "\(.case): \(.response): \(.explain)"' \
	    "$_vr-out.jsonl" > "$_vr-refused.txt" || fail "jq"
	step -o "$_vr-refused.txt" "$2" test ! -s "$_vr-refused.txt"
}

# chat_fields: the --field setting papo(7) gives for a chat's list of
# messages (its ".Dl --field response='messages..." line), printed;
# empty when papo(7) holds none
chat_fields() {
	sed -n "s/^\.Dl \(--field response='messages.*\)$/\1/p" \
	    "$TOP/man/papo.7"
}

# chat_cut_check FILE NAME SEED: each record of papo-verify --explain's
# output FILE classed (equal and rewarded: "equal"; no_answer, not
# rewarded, said cut off: "cut"; else "other ...") into got.NAME.txt,
# and set against want.txt line by line: the records that differ, with
# SEED to replay them, in bad.NAME.txt (empty when none)
chat_cut_check() {
	jq -r 'if .verify == "equal" and .r_out == 1 then "equal"
	    elif .verify == "no_answer" and .r_out == 0 and
	    (.explain | test("cut off: ")) then "cut"
	    else "other \(.r_out) \(.verify) \(.explain)" end' "$1" \
	    > "got.$2.txt"
	paste -d' ' want.txt "got.$2.txt" | awk -v s="$3" \
	    '$1 != $2 { print "seed " s ", record " NR ": want " $0; b++ }
	    END { exit b > 0 }' > "bad.$2.txt"
}

# pipe_same NAME FILE ARGS...: papo-advantage ARGS reading FILE through
# a pipe (cat FILE |) against FILE on its standard input: the same exit
# status, output and messages, three steps named NAME.  $pipe_with, when
# set, is a command the pipe side runs papo-advantage through (a shell
# function setting a limit or an environment variable)
pipe_same() {
	_name=$1
	_file=$2
	shift 2
	papo-advantage "$@" < "$_file" > want.out 2> want.err
	_want=$?
	cat "$_file" | ${pipe_with-} papo-advantage "$@" > got.out 2> got.err
	_rc=$?
	step -o got.err "$_name: status $_rc, not $_want" [ $_rc -eq $_want ]
	step "$_name: output differs" cmp -s got.out want.out
	step -o got.err "$_name: messages differ" cmp -s got.err want.err
}

# sanitized PROG: is PROG (found on PATH) a sanitizer build?  It names
# __asan_init or __tsan_init, its run-time linked in or not (ldd does
# not show a static one), or it is make check's sampling front
# (tests/helpers/papo-sample-start, which names itself: any of its
# starts may be ASan's); a test that sets an address-space or data
# limit skips then, the sanitizers' shadow memory cannot live under one.
# Each program's answer is kept for the rest of the test (by its path:
# lib.sh's python3 asks at every call, and a sanitizer build is a 16 MB
# file to read through, 0.02 CPU-s)
sanitized() {
	_san_p=$(command -v "$1") || return 1
	case " ${_san_yes:-} " in *" $_san_p "*) return 0 ;; esac
	case " ${_san_no:-} " in *" $_san_p "*) return 1 ;; esac
	if grep -q '__asan_init\|__tsan_init\|papo-sample-start' "$_san_p"
	then
		_san_yes="${_san_yes:-} $_san_p"
		return 0
	fi
	_san_no="${_san_no:-} $_san_p"
	return 1
}

# program_file PROG: the file of the program PROG names on PATH: the
# ASan build's behind asan-shell's sampling front (its asan/ beside
# it), for a test that reads the program itself (its libraries) or
# must run the sanitized build whatever the sample (lib.sh's python3)
program_file() {
	_pf=$(command -v "$1") || return 1
	if [ -x "${_pf%/*}/asan/$1" ] && sanitized "$1"; then
		_pf=${_pf%/*}/asan/$1
	fi
	printf '%s\n' "$_pf"
}

# scratch NAME: the test's own directory, $d, made anew under $TMPDIR
# (NAME.XXXXXX) and entered, removed when the test ends ($cleanup);
# papo-judge's cache in it, and no API key or proxy taken from the
# environment
scratch() {
	d=$(mktemp -d "${TMPDIR:-/tmp}/$1.XXXXXX") || fail "no directory $1"
	cd "$d" || fail "cannot enter $d"
	export XDG_CACHE_HOME="$d/xdg"
	unset PAPO_API_KEY OPENAI_API_KEY http_proxy https_proxy all_proxy \
	    ALL_PROXY no_proxy NO_PROXY
	cleanup='rm -rf "$d"'
}

# Processes started for the test, killed when it ends; $cleanup, when a
# test sets it, runs too.  Then the count of its steps, when it made any
# (or PAPO_STEP selects some): an exit status other than 0 with no step
# failed is one failure more.
pids=
cleanup=
steps_end() {
	_end=$?
	for p in $pids; do kill -9 $p 2>/dev/null; done
	eval "$cleanup"
	if [ "$_end" -ne 0 ] && [ "$steps_failed" -eq 0 ]; then
		steps_failed=1
	fi
	if [ $((steps_passed + steps_failed)) -gt 0 ] ||
	    [ -n "${PAPO_STEP:-}" ]; then
		printf '%d passed, %d failed\n' "$steps_passed" \
		    "$steps_failed" >&7
	fi
	[ "$steps_failed" -eq 0 ] || exit 1
	exit "$_end"
}
trap steps_end EXIT

# wait_port FILE PID WHAT: wait for server PID (WHAT, for messages) to
# write its port into FILE, up to a minute (a server starts in well
# under a second): a busy machine or a sanitizer build must not fail
# the test; a server that died fails it at once.
wait_port() {
	wait_until "$2" "$3" test -s "$1"
}

# wait_until PID WHAT CMD ARGS...: run CMD until it succeeds, as wait_port
# waits (up to a minute; PID, WHAT for messages, gone fails at once):
# for a server whose start nothing writes down (its standard error
# closed)
wait_until() {
	_wp=$1 _ww=$2
	shift 2
	_i=0
	until "$@"; do
		_i=$((_i + 1))
		kill -0 "$_wp" 2>/dev/null || fail "$_ww exited"
		[ $_i -gt 1200 ] && fail "$_ww did not start"
		sleep 0.05
	done
}

# wait_text [-x] PID FILE TEXT: wait for FILE to hold TEXT (a fixed
# string; -x: a whole line), up to a minute, as wait_port, while process
# PID runs; a failure shows FILE, and the files $wait_show names too
wait_text() {
	_wx=-qF
	[ "$1" = -x ] && { _wx=-qxF; shift; }
	_i=0
	while ! grep $_wx -- "$3" "$2" 2> /dev/null; do
		kill -0 "$1" 2> /dev/null || fail "process $1 ended before" \
		    "'$3' came in $2: $(cat "$2" ${wait_show-} 2> /dev/null)"
		_i=$((_i + 1))
		[ $_i -gt 1200 ] && fail "no '$3' in $2 after a minute:" \
		    "$(cat "$2" ${wait_show-} 2> /dev/null)"
		sleep 0.05
	done
}

# wait_end PID WHAT: wait for process PID (a child of the test, told to
# end or at the end of its input) to end, up to a minute, as wait_port;
# its exit status into $rc; else kill it and fail "WHAT did not end"
wait_end() {
	_i=0
	while kill -0 "$1" 2> /dev/null; do
		_i=$((_i + 1))
		if [ $_i -gt 1200 ]; then
			kill -9 "$1" 2> /dev/null
			fail "$2 did not end"
		fi
		sleep 0.05
	done
	wait "$1"
	rc=$?
}

# The papo-stats --follow tests (t-stats-follow*.sh) run the tool in the
# background (its pid in $fp) into files, and wait for what they expect.
# follow_setup DIR: DIR made anew and entered; $tab; a failure of
# follow_wait shows the tool's err.* files too
follow_setup() {
	rm -rf "$1" && mkdir "$1" && cd "$1" || fail "cannot make $1"
	tab=$(printf '\t')
	wait_show='err.*'
}
# follow_wait FILE LINE: until FILE has the line LINE, while $fp runs
follow_wait() {
	wait_text -x "$fp" "$1" "$2"
}
# follow_idle: until $fp waits for its next look (poll(2), its wchan):
# what it found at its first look is read, so a file made after this
# comes later; as wait_text, a minute at most.  Without /proc's wchan,
# half a second.
follow_idle() {
	[ -r /proc/self/wchan ] || { sleep 0.5; return; }
	_i=0
	until cat /proc/$fp/task/*/wchan 2> /dev/null | grep -q poll; do
		kill -0 "$fp" 2> /dev/null ||
		    fail "papo-stats ended before it waited:" \
		    "$(cat ${wait_show-} /dev/null 2> /dev/null)"
		_i=$((_i + 1))
		[ $_i -gt 1200 ] && fail "papo-stats did not wait within a minute"
		sleep 0.05
	done
}
# follow_stop SIGNAL: send it to $fp and wait for its end; sets $rc
follow_stop() {
	kill -"$1" "$fp" || fail "cannot signal papo-stats"
	wait_end "$fp" "papo-stats on SIG$1"
}

# wait_serving PID ERR [PROG]: wait for PROG --serve (default
# papo-verify; PID, its standard error in ERR) to say where it listens,
# as wait_text; sets $url to that address
wait_serving() {
	wait_text "$1" "$2" "${3-papo-verify}: serving http"
	url=$(sed -n "s/^${3-papo-verify}: serving \\(http[^ ]*\\).*/\\1/p" "$2")
}

# serve_verify ERR ARGS...: papo-verify --serve 0 ARGS in the background,
# its standard error in ERR; sets $sp (killed when the test ends) and
# $url once it says where it listens
serve_verify() {
	_err=$1
	shift
	: > "$_err"
	papo-verify --serve 0 "$@" 2> "$_err" &
	sp=$!
	pids="$pids $sp"
	wait_serving $sp "$_err"
}

# aiohttp_python: $py, a python3 that imports aiohttp (Debian's has
# python3-aiohttp; a python3 earlier on PATH, pyenv's, may not)
aiohttp_python() {
	py=python3
	$py -c 'import aiohttp' 2> /dev/null || py=/usr/bin/python3
	$py -c 'import aiohttp' 2> /dev/null ||
	    fail "python3-aiohttp is not installed (make deps)"
}

# start_standin ARGS...: the stand-in judge on an ephemeral port, with
# ARGS (faults, latency, logs); sets $url and $sp.  $portfile names the
# file for the port (default: port), for tests that run several.
start_standin() {
	_pf=${portfile:-port}
	rm -f "$_pf"
	papo-standin --port-file "$_pf" -q "$@" &
	sp=$!
	pids="$pids $sp"
	wait_port "$_pf" $sp "the stand-in"
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

# verify_kinds FILE: papo-verify on FILE, a JSONL of cases with "kind",
# "answer", "response" (and what else the record needs) and "expect",
# the reward each must get: two steps, every case gets its reward (the
# wrong ones printed), and every kind is tested with both rewards.
verify_kinds() {
	step 'every case gives the reward it should' sh -c '
		papo-verify -q "$1" > out.jsonl || exit 1
		[ "$(wc -l < out.jsonl)" -eq "$(wc -l < "$1")" ] || exit 1
		jq -r "select(.r_out != .expect) | \"\(.kind): r_out \" +
		    \"\(.r_out), \(.verify): \(.answer) | \(.response)\"" \
		    out.jsonl > wrong.txt || exit 1
		[ ! -s wrong.txt ] || { cat wrong.txt >&2; exit 1; }' sh "$1"
	step 'both verdicts are tested for every kind' sh -c '
		jq -rs "group_by(.kind)[] | select((map(.expect) | unique) !=
		    [0, 1]) | .[0].kind" "$1" > one-sided.txt || exit 1
		[ ! -s one-sided.txt ] || { cat one-sided.txt >&2; exit 1; }' \
	    sh "$1"
}

# hostile NAME TITLE VARIANTS [COUNT WORDS [HOLES]]: runs the hostile
# generator tests/verify/hostile_NAME.py against papo-verify (its summary,
# tests/verify/verify_run.py: "hostile_NAME: N variants (M WORDS), K ...
# [, H known holes]") and checks, as steps: its status (TITLE: no variant
# rewarded wrongly, every control rewarded), at least VARIANTS variants,
# at least COUNT of the kind in parentheses, at most HOLES known holes.
# The output is left in hostile-NAME.out, its last line printed; further
# counts of its summary line are read with hostile_count.
hostile() {
	_hn=$1 _ht=$2 _hv=$3
	python3 "$TOP/tests/verify/hostile_$_hn.py" "$(command -v papo-verify)" \
	    > hostile-$_hn.out 2>&1
	_hrc=$?
	tail -1 hostile-$_hn.out
	step -o hostile-$_hn.out "$_ht" test $_hrc -eq 0
	step "at least $_hv variants" test "$(sed -n \
	    "s/^hostile_$_hn: \([0-9]*\) variants.*/\1/p" hostile-$_hn.out)" \
	    -ge "$_hv"
	[ $# -ge 5 ] || return 0
	step "at least $4 $5" test "$(sed -n \
	    "s/^hostile_$_hn: [0-9]* variants (\([0-9]*\) .*/\1/p" \
	    hostile-$_hn.out)" -ge "$4"
	[ $# -ge 6 ] || return 0
	step -o hostile-$_hn.out "at most $6 known holes" \
	    test "$(hostile_count "$_hn" "known holes")" -le "$6"
}

# hostile_count NAME WORDS: the count N that ends the summary line of
# hostile NAME's output, "hostile_NAME: ..., N WORDS" ("lost", "known
# holes"); nothing when it ends otherwise
hostile_count() {
	sed -n "s/^hostile_$1: .*, \([0-9]*\) $2\$/\1/p" hostile-$1.out
}

# hostile_groups NAME [GROUP]: how many groups hostile NAME's output
# counts ("GROUP N variants, ..." lines), of the names GROUP matches (a
# basic regular expression; by default a language's two letters)
hostile_groups() {
	grep -c "^${2:-[a-z][a-z]}  *[0-9]* variants" hostile-$1.out
}

# py_sampled WRAPPER OPTION PLAIN SANITIZED: WRAPPER made, a script
# that runs tests/asan-sample.sh [OPTION] PLAIN SANITIZED "$@"
py_sampled() {
	printf '#!/bin/sh\nexec sh "%s" %s "%s" "%s" "$@"\n' \
	    "$TOP/tests/asan-sample.sh" "$2" "$3" "$4" > "$1" &&
	    chmod +x "$1" || fail "cannot write $1"
}

# python3 SCRIPT ARG...: python3, but in make check's asan-shell
# ($PAPO_PLAIN_BIN names the plain build's programs and papo-verify on
# PATH is a sanitizer build) an argument that is papo-verify's path is
# replaced by a wrapper of tests/asan-sample.sh: a Python script handed
# papo-verify (the hostile generators, the corpus's agreement script)
# feeds it tens of thousands of records, whose verdicts the plain build
# checks, every one, with a seeded twentieth again under ASan/UBSan
# (HACKING.md, Tests).  So is papo-read-replies' path when
# $PAPO_PLAIN_HELPERS holds the plain build's one
# (tests/judge/make-replies-round*.py: their
# thousands of judge replies read plain, a twentieth again sanitized,
# asan-sample.sh --blocks).  A new generator run this way needs no list.
python3() {
	if [ -n "${PAPO_PLAIN_BIN:-}" ] &&
	    [ -x "$PAPO_PLAIN_BIN/papo-verify" ] && sanitized papo-verify; then
		_py_pv=$(command -v papo-verify)
		_py_w=$PWD/.papo-verify-sampled
		py_sampled "$_py_w" "" "$PAPO_PLAIN_BIN/papo-verify" \
		    "$(program_file papo-verify)"
		_py_rr=$(command -v papo-read-replies) || _py_rr=
		_py_rp=${PAPO_PLAIN_HELPERS:-/nonexistent}/papo-read-replies
		_py_rw=$PWD/.papo-read-replies-sampled
		if [ -n "$_py_rr" ] && [ -x "$_py_rp" ] &&
		    sanitized papo-read-replies; then
			py_sampled "$_py_rw" --blocks "$_py_rp" "$_py_rr"
		else
			_py_rr=
		fi
		_py_n=$#
		for _py_a; do
			[ "$_py_a" = "$_py_pv" ] && _py_a=$_py_w
			[ -n "$_py_rr" ] && [ "$_py_a" = "$_py_rr" ] &&
			    _py_a=$_py_rw
			set -- "$@" "$_py_a"
		done
		shift "$_py_n"
	fi
	# in a subshell of its own (python3 SERVER ... &), python3 takes its
	# place, so that $! is the server's and kill $! ends it (else the
	# server outlives the test); in the test's own shell it is a child
	if [ "$(exec sh -c 'echo $PPID')" != "$$" ]; then
		exec python3 "$@"
	fi
	command python3 "$@"
}
