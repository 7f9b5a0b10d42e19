#!/bin/sh
# SPDX-License-Identifier: MIT
# run-tests.sh: run the data-driven tests (tests/*.test) and the shell tests (tests/t-*.sh).
#
# A .test file holds cases for the program it is named after
# (tests/papo-advantage.test runs bin/papo-advantage).  Lines starting
# with '#' outside a section, or after a blank line, are comments; blank
# lines at the end of a section are not part of it.  A case:
#
#   %% test NAME            starts a case
#   %% args WORDS           arguments (shell words; default none)
#   %% cmd SHELL-COMMAND    instead of args: a whole command line
#   %% env NAME=VALUE       an environment variable for the command
#   %% file NAME            the lines that follow become file NAME
#   %% stdin                the lines that follow are standard input
#   %% stdin-printf         ... the same, through printf %b (one line)
#   %% stdout               expected standard output, exactly
#   %% stdout-printf        ... the same, through printf %b
#   %% stdout-contains      each following line must occur in stdout
#   %% stderr               expected standard error, exactly
#   %% stderr-contains      each following line must occur in stderr
#   %% status N             expected exit status (default 0)
#
# The runner is strict, so that a test cannot pass by mistake: an unknown
# or repeated section, a case that checks nothing (no stdout, stderr or
# status section, or only a -contains section without a line), a
# -contains section without a line, a file with no case, a shell test
# with no command, a file named that does not exist or is neither
# NAME.test nor t-NAME.sh, and a run of no test at all are failures.
# Test files run in parallel (-j N, default 2), each in its own
# directory; the report comes in the order of the files.
#
# A case is one check.  A shell test counts what its own last line says
# when that is "N passed, M failed" (tests/lib.sh writes it: one a step),
# else one check: passed when it exits 0, failed otherwise.  The last
# line is "N passed, M failed".
#
# FILE:PATTERN runs part of a file, as git's, curl's and jq's suites can:
# in a .test file the cases whose name (after "%% test ") matches the
# shell glob PATTERN, in a t-NAME.sh the steps whose title does (lib.sh's
# step reads it from $PAPO_STEP; the commands that are not steps still
# run).  A pattern that selects nothing is a failure.  Quote it:
#   sh tests/run-tests.sh 'tests/papo-verify.test:*tolerance*'
#   sh tests/run-tests.sh 'tests/t-runner.sh:a selection*'
#
# Each case runs in a new empty directory with bin/ (or $PAPO_BIN) and
# the test helpers ($PAPO_BUILD/tests/helpers) first on PATH; $TOP names
# the source tree, and $SHARED ../shared/data when it exists (empty
# otherwise: a clean clone elsewhere has no such directory, so the suite
# must pass without it).  With $PAPO_LEAK_CHECKED set (a list of file
# names: make check's asan-shell, LEAK_CHECKED), a sanitized program
# looks for leaks only in the files named, the others run with
# detect_leaks=0; a name there that is no file in tests/ is a failure.
# Each file gets its name ($PAPO_SAMPLE_FILE) and a path prefix of its
# own ($PAPO_SAMPLE_COUNTS), which asan-shell's sampling front of the
# tools (tests/helpers/papo-sample-start) reads to decide each start;
# the files $PAPO_ASAN_WHOLE names (make check's ASAN_EVERY_START) get
# PAPO_ASAN_STARTS=1, every start under ASan (a name there that is no
# file in tests/ is a failure too).
# Usage:
#   sh tests/run-tests.sh [-j N] [FILE.test|t-NAME.sh[:PATTERN] ...]
set -u

TOP=$(cd "$(dirname "$0")/.." && pwd)
# ../shared/data when the clone sits next to it; tests must not need it
# (they carry their own samples), but may use more of it when it is there
SHARED=${PAPO_SHARED_DATA:-$(cd "$TOP/.." && pwd)/shared/data}
[ -d "$SHARED" ] || SHARED=
PAPO_BIN=${PAPO_BIN:-$TOP/bin}
PAPO_BUILD=${PAPO_BUILD:-$TOP/build}
PATH="$PAPO_BIN:$PAPO_BUILD/tests/helpers:$PATH"
# the rubrics of this tree, wherever the programs under test were built
PAPO_RUBRIC_PATH=${PAPO_RUBRIC_PATH:-$TOP/rubrics}
export TOP SHARED PATH PAPO_BIN PAPO_BUILD PAPO_RUBRIC_PATH
LC_ALL=C
export LC_ALL
work=$(mktemp -d "${TMPDIR:-/tmp}/papo-tests.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
# a child runs one file (see the end) and reports into $result
result=

pass=0
fail=0
failed=

# Split a .test file into one directory per case under $2 (the file is
# read twice: first to count the cases, whose directories are then made
# by one mkdir, not one a case).
split_cases() {
	awk -v out="$2" '
	NR == FNR { if (/^%% test /) ncase++; next }
	FNR == 1 && ncase > 0 {
		cmd = "mkdir -p"
		for (i = 1; i <= ncase; i++)
			cmd = cmd sprintf(" \"%s/%04d/files\"", out, i)
		if (system(cmd) != 0) exit 2
	}
	BEGIN {
		split("args cmd env file stdin stdin-printf stdout " \
		    "stdout-printf stdout-contains stderr stderr-contains status",
		    k, " ")
		for (i in k) known[k[i]] = 1
	}
	# Blank lines at the end of a section separate cases: they are
	# dropped (use a -printf section for output that ends in one).
	function flush() { if (f != "") close(f); f = ""; blanks = 0 }
	/^%% test / {
		flush(); n++; dir = sprintf("%s/%04d", out, n)
		name = substr($0, 9); print name > (dir "/name"); close(dir "/name")
		sec = ""; next
	}
	/^%% / {
		flush()
		kw = $2; rest = $0; sub(/^%% [^ ]+ ?/, "", rest)
		if (!(kw in known)) {
			print FILENAME ":" FNR ": unknown section '\''" kw "'\''" > "/dev/stderr"
			bad = 1; sec = ""; next
		}
		if (n == 0) {
			print FILENAME ":" FNR ": section before the first %% test" > "/dev/stderr"
			bad = 1; sec = ""; next
		}
		if ((n, kw) in had && kw != "file" && kw != "env") {
			print FILENAME ":" FNR ": section '\''" kw "'\'' twice in one case" > "/dev/stderr"
			bad = 1
		}
		had[n, kw] = 1
		# a -contains section checks something only with a line
		if (kw ~ /^(stdout|stderr|status)/ && kw !~ /-contains$/)
			checks[n] = 1
		if (kw == "args" || kw == "cmd" || kw == "status") {
			printf "%s\n", rest > (dir "/" kw); close(dir "/" kw); sec = ""
		} else if (kw == "env") {
			printf "%s\n", rest >> (dir "/env"); close(dir "/env"); sec = ""
		} else if (kw == "file") {
			f = dir "/files/" rest; printf "" > f; sec = "file"
		} else {
			f = dir "/" kw; printf "" > f; sec = kw
		}
		next
	}
	sec == "" && /^#/ { next }
	# a comment after a blank line ends the section: it belongs to
	# the next case
	blanks > 0 && /^#/ { flush(); sec = ""; next }
	sec == "" && /^[ \t]*$/ { next }
	sec == "" { print FILENAME ": stray line: " $0 > "/dev/stderr"; bad = 1; next }
	/^$/ { blanks++; next }
	{
		while (blanks > 0) { print "" > f; blanks-- }
		print > f
		if (sec ~ /-contains$/ && $0 !~ /^[ \t]*$/)
			checks[n] = filled[n, sec] = 1
	}
	END {
		flush()
		for (i = 1; i <= n; i++)
			for (j = 0; j < 2; j++) {
				kw = j ? "stderr-contains" : "stdout-contains"
				if ((i, kw) in had && !((i, kw) in filled)) {
					printf "%s: case %d: section '\''%s'\'' " \
					    "has no line\n", FILENAME, i, kw \
					    > "/dev/stderr"
					bad = 1
				}
			}
		if (n == 0) {
			print FILENAME ": no test case in the file" > "/dev/stderr"
			bad = 1
		}
		for (i = 1; i <= n; i++)
			if (!(i in checks)) {
				print FILENAME ": case " i " checks nothing (no stdout, stderr or status section)" > "/dev/stderr"
				bad = 1
			}
		exit bad
	}
	' "$1" "$1"
}

ok() {
	pass=$((pass + 1))
}

notok() {
	fail=$((fail + 1))
	failed="$failed
  $1"
	printf 'FAIL: %s\n' "$1"
	[ -n "${2:-}" ] && printf '%s\n' "$2" | sed 's/^/    /'
}

run_case() {	# prog casedir label
	prog=$1 c=$2 label=$3
	# the case runs in its own files' directory: nothing else is there
	d=$c/files
	for k in stdin-printf stdout-printf; do
		if [ -f "$c/$k" ]; then
			printf '%b' "$(tr -d '\n' < "$c/$k")" > "$c/${k%-printf}"
		fi
	done
	[ -f "$c/stdin" ] || : > "$c/stdin"
	# the one-line sections by read, not cat: a case forks little
	want=0
	[ -f "$c/status" ] && read -r want < "$c/status"
	if [ -f "$c/cmd" ]; then
		IFS= read -r cmdline < "$c/cmd"
	else
		_args=
		[ -f "$c/args" ] && IFS= read -r _args < "$c/args"
		cmdline="$prog $_args"
	fi
	envs=
	[ -f "$c/env" ] && envs=$(cat "$c/env")
	(cd "$d" && if [ -n "$envs" ]; then
		eval "export $(printf '%s\n' "$envs" | tr '\n' ' ')"; fi
	 eval "$cmdline") < "$c/stdin" > "$work/out" 2> "$work/err"
	got=$?
	msg=
	if [ "$got" != "$want" ]; then
		msg="exit status $got, expected $want
stderr: $(head -c 2000 "$work/err")"
	fi
	if [ -z "$msg" ] && [ -f "$c/stdout" ] &&
	    ! cmp -s "$c/stdout" "$work/out"; then
		msg="stdout differs:
$(diff "$c/stdout" "$work/out" | head -40)"
	fi
	if [ -z "$msg" ] && [ -f "$c/stderr" ] &&
	    ! cmp -s "$c/stderr" "$work/err"; then
		msg="stderr differs:
$(diff "$c/stderr" "$work/err" | head -20)"
	fi
	for k in stdout stderr; do
		[ -z "$msg" ] && [ -f "$c/$k-contains" ] || continue
		while IFS= read -r line; do
			[ -z "$line" ] && continue
			if ! grep -qF -- "$line" "$work/${k#std}"; then
				msg="$k lacks: $line
$k was: $(head -c 2000 "$work/${k#std}")"
				break
			fi
		done < "$c/$k-contains"
	done
	if [ -z "$msg" ]; then ok; else notok "$label" "$msg"; fi
}

run_test_file() {	# file [pattern]
	f=$1 pat=${2:-}
	prog=$(basename "$f" .test)
	cases="$work/cases"
	rm -rf "$cases" && mkdir -p "$cases"
	if ! split_cases "$f" "$cases" 2> "$work/split.err"; then
		notok "$(basename "$f")" "$(cat "$work/split.err")"
		return
	fi
	_ran=0
	_base=${f##*/}
	for c in "$cases"/*; do
		[ -d "$c" ] || continue
		IFS= read -r _name < "$c/name"
		if [ -n "$pat" ]; then
			case $_name in
			$pat) ;;
			*) continue ;;
			esac
		fi
		_ran=$((_ran + 1))
		run_case "$prog" "$c" "$_base: $_name"
	done
	if [ -n "$pat" ] && [ $_ran -eq 0 ]; then
		notok "$(basename "$f"):$pat" "no case's name matches '$pat'"
	fi
}

run_shell_test() {	# file [pattern]
	f=$1 pat=${2:-}
	_t=$(basename "$f")
	d="$work/sh.$(basename "$f" .sh)"
	if ! grep -qv '^[[:space:]]*\(#.*\)\{0,1\}$' "$f"; then
		notok "$_t" "empty test file: no command"
		return
	fi
	rm -rf "$d" && mkdir -p "$d"
	(cd "$d" && PAPO_STEP=$pat sh "$f") > "$work/out" 2>&1
	_rc=$?
	# its own count: the last line, "N passed, M failed"
	_own=$(tail -n 1 "$work/out" |
	    sed -n 's/^\([0-9][0-9]*\) passed, \([0-9][0-9]*\) failed$/\1 \2/p')
	_p=${_own% *} _f=${_own#* }
	if [ -n "$pat" ] && { [ -z "$_own" ] || [ $((_p + _f)) -eq 0 ]; }; then
		notok "$_t:$pat" "no step's title matches '$pat'"
	elif [ $_rc -eq 0 ] && [ -n "$_own" ] && [ "$_f" -eq 0 ] &&
	    [ "$_p" -gt 0 ]; then
		pass=$((pass + _p))
	elif [ $_rc -eq 0 ] && [ -z "$_own" ]; then
		pass=$((pass + 1))
	elif [ -n "$_own" ] && [ "$_f" -gt 0 ]; then
		# each step that failed, by its title, and the test's output
		pass=$((pass + _p))
		fail=$((fail + _f))
		failed="$failed
$(sed -n "s/^FAIL: /  $_t: /p" "$work/out")"
		printf 'FAIL: %s (%d of %d steps)\n' "$_t" "$_f" $((_p + _f))
		tail -n 60 "$work/out" | sed 's/^/    /'
	else
		notok "$_t" "exit status $_rc
$(tail -30 "$work/out")"
	fi
}

# A child: run one file, write "PASS n", "FAIL n" and the failures to $2.
if [ "${1:-}" = --one ]; then
	f=$2 pat=
	[ -f "$4" ] && pat=$(cat "$4")
	# $PAPO_LEAK_CHECKED set (make check's asan-shell): LeakSanitizer
	# only in the files it names, off in the others (the last of
	# ASAN_OPTIONS' settings wins)
	if [ -n "${PAPO_LEAK_CHECKED+set}" ]; then
		case " $PAPO_LEAK_CHECKED " in
		*" ${f##*/} "*) ;;
		*) ASAN_OPTIONS="${ASAN_OPTIONS:-}:detect_leaks=0"
			export ASAN_OPTIONS ;;
		esac
	fi
	# make check's asan-shell: the sampling front of the tools
	# (tests/helpers/papo-sample-start) decides each start from the
	# file's name and the start's ordinal in it, counted in files
	# beside this file's result; the files $PAPO_ASAN_WHOLE names run
	# every start under ASan
	PAPO_SAMPLE_FILE=${f##*/} PAPO_SAMPLE_COUNTS=$3.starts
	export PAPO_SAMPLE_FILE PAPO_SAMPLE_COUNTS
	case " ${PAPO_ASAN_WHOLE:-} " in
	*" ${f##*/} "*) PAPO_ASAN_STARTS=1; export PAPO_ASAN_STARTS ;;
	esac
	case $f in
	*.test) run_test_file "$f" "$pat" ;;
	*.sh) run_shell_test "$f" "$pat" ;;
	esac
	{ echo "$pass $fail"; [ -n "$failed" ] && printf '%s\n' "$failed" | sed 1d; } > "$3"
	exit 0
fi

# python3 found once: $PAPO_PYTHON when set (make's test steps name
# Debian's, the Makefile says why), else where the one on PATH is a
# version manager's shim (pyenv's is a bash script that runs pyenv to
# pick the interpreter at every start, 0.1 CPU-s, ten times Debian's
# python3 itself) the interpreter it picks now; the files run it
# through a wrapper first on PATH (an exec, so that a virtual
# environment's python3 stays one), not the shim at each of the
# files' Python starts (bench/results/check-time.md, round 20)
_py=$(command -v python3) || _py=
if [ -n "${PAPO_PYTHON:-}" ]; then
	_pyx=$PAPO_PYTHON
else
	_pyx=$(python3 -c 'import sys; print(sys.executable)' 2> /dev/null)
fi
if [ -n "$_pyx" ] && [ -x "$_pyx" ] && [ "$_pyx" != "$_py" ]; then
	mkdir "$work/python" &&
	    printf '#!/bin/sh\nexec '\''%s'\'' "$@"\n' "$_pyx" \
	    > "$work/python/python3" && chmod +x "$work/python/python3" &&
	    PATH="$work/python:$PATH"
fi

jobs=2
if [ "${1:-}" = -j ]; then
	jobs=$2
	shift 2
fi
if [ $# -eq 0 ]; then
	set -- "$TOP"/tests/*.test "$TOP"/tests/t-*.sh
fi
# check the names first: a misspelled file is a failure, not "0 passed"
n=0
: > "$work/list"
for f in ${PAPO_LEAK_CHECKED:-}; do
	[ -f "$TOP/tests/$f" ] ||
	    notok "$f" "PAPO_LEAK_CHECKED names no file in tests/"
done
for f in ${PAPO_ASAN_WHOLE:-}; do
	[ -f "$TOP/tests/$f" ] ||
	    notok "$f" "PAPO_ASAN_WHOLE names no file in tests/"
done
for f; do
	# FILE:PATTERN: the pattern goes to the child in a file of its own
	pat=
	case $f in
	*.test:*) pat=${f#*.test:} f=${f%%.test:*}.test ;;
	*.sh:*) pat=${f#*.sh:} f=${f%%.sh:*}.sh ;;
	esac
	case $f in
	/*) ;;
	*) f="$PWD/$f" ;;
	esac
	case $(basename "$f") in
	*.test|t-*.sh) ;;
	*) notok "$f" "not a test file (NAME.test or t-NAME.sh)"; continue ;;
	esac
	if [ ! -f "$f" ]; then
		notok "$f" "no such test file"
		continue
	fi
	n=$((n + 1))
	printf '%s %s\n' "$n" "$f" >> "$work/list"
	if [ -n "$pat" ]; then
		printf '%s\n' "$pat" > "$work/pat.$n"
	fi
done
# The longest files first (wall seconds on the busy 2-core machine:
# asan-shell's thirty longest at load ~17, bench/results/check-time.md
# round 19, then round 8's list, load ~10), each in the step make
# check runs it in: asan-shell (the longest step; under ASan a process
# costs about 0.02 CPU-s to start and end, four times a plain one,
# check-time.md round 13), then cli-plain (the .test
# files and CLI_PLAIN_ONLY).  A long file started last ends the step
# late; each run ends with its slowest files (wall) and its costliest
# (CPU, PAPO_SLOWEST=N: N of them), to keep this list true.
SLOW_FIRST=${PAPO_SLOW_FIRST-t-afternoon10-stats-dups.sh \
t-afternoon9-not-utf8.sh t-badinput.sh t-engine.sh t-serve-verify.sh \
t-dumps-hostile.sh t-dumps-slime-eval.sh t-serve-judge.sh \
t-verify-prop-trail.sh t-verify-hostile.sh t-afternoon6-option-typo.sh \
t-dumps-verl-v1-outputs.sh t-dumps-chat-messages.sh \
t-dumps-lm-eval-noref.sh t-serve-threads.sh t-afternoon10-coprocess.sh \
t-json-input.sh t-dumps-verl-v1.sh t-advantage-bigpipe.sh \
t-afternoon11-parallel-fail.sh t-verify-red5.sh t-verify-sum-to.sh \
t-reader-compressed.sh t-advantage-spill.sh t-dumps-skyrl-steps.sh \
t-dumps-lm-eval-gsm8k.sh t-serve-problem.sh t-afternoon11-slurm-mem.sh \
t-frameworks.sh t-dumps-areal-turns.sh t-stats-shard.sh t-judge-cache.sh \
t-judge-bigheader.sh t-judge-choices.sh t-option-effects.sh \
t-option-sweep.sh t-option-values.sh t-stats-chart.sh t-shard-tools.sh \
t-explode.sh \
t-runner.sh t-advantage-memory.sh t-advantage-late.sh t-stats-agree.sh \
t-scaleout.sh papo-judge.test t-lint.sh t-verify-big.sh papo-stats.test \
papo-advantage.test papo-verify.test}
# each file in a child of its own, $jobs at a time; xargs gives the
# child a line's words (index, file) after $work
RUNNER=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")
export TOP SHARED PATH PAPO_BIN PAPO_BUILD PAPO_RUBRIC_PATH RUNNER
# the files that take longest start first, so that the last one to end
# is not a long one started late (the report keeps the files' order)
awk -v slow="$SLOW_FIRST" 'BEGIN { n = split(slow, w, " ")
	for (i = 1; i <= n; i++) rank[w[i]] = i }
	{ b = $2; sub(/.*\//, "", b); r = (b in rank) ? rank[b] : 1000
	  printf "%04d %06d %s\n", r, $1, $0 }' "$work/list" | sort |
    cut -d ' ' -f 3- > "$work/order"
xargs -P "$jobs" -L 1 sh -c 'mkdir -p "$0/tmp.$1" && t0=$(date +%s) &&
    TMPDIR=$0/tmp.$1 sh "$RUNNER" --one "$2" "$0/res.$1" "$0/pat.$1" \
	> "$0/log.$1" 2>&1
    echo $(($(date +%s) - t0)) > "$0/time.$1"
    times > "$0/cpu.$1"' \
    "$work" < "$work/order"
i=0
while [ $i -lt $n ]; do
	i=$((i + 1))
	f=$(sed -n "${i}s/^[0-9]* //p" "$work/list")
	if [ ! -s "$work/res.$i" ]; then
		notok "$(basename "$f")" "the runner died: $(tail -5 "$work/log.$i" 2>/dev/null)"
		continue
	fi
	read p q < "$work/res.$i"
	pass=$((pass + p))
	fail=$((fail + q))
	sed 1d "$work/res.$i" > "$work/fails.$i"
	if [ -s "$work/fails.$i" ]; then
		failed="$failed
$(cat "$work/fails.$i")"
	fi
	# the failures' details, as the child printed them
	grep -v '^$' "$work/log.$i" 2>/dev/null || true
done
[ $((pass + fail)) -gt 0 ] || notok "(all)" "no test ran"
# where the time went, one line a file (wall seconds, CPU seconds as
# user + sys of its processes from dash's "times": what the busy machine
# cannot distort, name), then the slowest files by wall time (n > 1)
# and the CPU of all with the costliest first; neither is a check
if [ $n -gt 0 ]; then
	i=0
	while [ $i -lt $n ]; do
		i=$((i + 1))
		printf '%s %s %s\n' "$(cat "$work/time.$i" 2>/dev/null || echo 0)" \
		    "$(sed -n 2p "$work/cpu.$i" 2>/dev/null | tr ' ' , | grep . ||
		    echo -)" \
		    "$(sed -n "${i}s/^[0-9]* //p" "$work/list" | sed 's,.*/,,')"
	done | awk -v n="$n" -v top="${PAPO_SLOWEST:-8}" '
	{
		wall[NR] = $1; name[NR] = $3; c = 0
		if (split($2, t, ",") == 2) {
			split(t[1], u, "m"); split(t[2], s, "m")
			c = u[1] * 60 + u[2] + s[1] * 60 + s[2]
		}
		cpu[NR] = c; all += c
	}
	# the top entries of v[] by value, largest first, as " name value"
	function best(v, fmt,   i, j, k, used, out) {
		for (k = 1; k <= top && k <= NR; k++) {
			j = 0
			for (i = 1; i <= NR; i++)
				if (!(i in used) && (j == 0 || v[i] > v[j]))
					j = i
			used[j] = 1
			out = out sprintf(" %s " fmt, name[j], v[j])
		}
		return out
	}
	END {
		if (n > 1) print "slowest files (s):" best(wall, "%d")
		printf "cpu (s): %.0f in all;%s\n", all, best(cpu, "%.1f")
	}'
fi

printf '%d passed, %d failed\n' "$pass" "$fail"
if [ "$fail" -ne 0 ]; then
	printf 'failed:%s\n' "$failed"
	exit 1
fi
