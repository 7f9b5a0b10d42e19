#!/bin/sh
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
# Each case runs in a new empty directory with bin/ (or $PAPO_BIN) and
# the test helpers ($PAPO_BUILD/tests/helpers) first on PATH; $TOP names
# the source tree, and $SHARED ../shared/data when it exists (empty
# otherwise: a clean clone elsewhere has no such directory, so the suite
# must pass without it).  Usage:
#   sh tests/run-tests.sh [FILE.test|t-NAME.sh ...]
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

pass=0
fail=0
failed=

# Split a .test file into one directory per case under $2.
split_cases() {
	awk -v out="$2" '
	# Blank lines at the end of a section separate cases: they are
	# dropped (use a -printf section for output that ends in one).
	function flush() { if (f != "") close(f); f = ""; blanks = 0 }
	/^%% test / {
		flush(); n++; dir = sprintf("%s/%04d", out, n)
		system("mkdir -p \"" dir "/files\"")
		name = substr($0, 9); print name > (dir "/name"); close(dir "/name")
		sec = ""; next
	}
	/^%% / {
		flush()
		kw = $2; rest = $0; sub(/^%% [^ ]+ ?/, "", rest)
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
	{ while (blanks > 0) { print "" > f; blanks-- } print > f }
	END { flush(); exit bad }
	' "$1"
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
	d="$work/run"
	rm -rf "$d" && mkdir -p "$d" && cp -R "$c/files/." "$d/" 2>/dev/null
	for k in stdin-printf stdout-printf; do
		if [ -f "$c/$k" ]; then
			printf '%b' "$(tr -d '\n' < "$c/$k")" > "$c/${k%-printf}"
		fi
	done
	[ -f "$c/stdin" ] || : > "$c/stdin"
	want=0
	[ -f "$c/status" ] && want=$(cat "$c/status")
	if [ -f "$c/cmd" ]; then
		cmdline=$(cat "$c/cmd")
	else
		cmdline="$prog $(cat "$c/args" 2>/dev/null)"
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

run_test_file() {
	f=$1
	prog=$(basename "$f" .test)
	cases="$work/cases"
	rm -rf "$cases" && mkdir -p "$cases"
	if ! split_cases "$f" "$cases"; then
		notok "$f" "cannot read the test file"
		return
	fi
	for c in "$cases"/*; do
		[ -d "$c" ] || continue
		run_case "$prog" "$c" "$(basename "$f"): $(cat "$c/name")"
	done
}

run_shell_test() {
	f=$1
	d="$work/sh.$(basename "$f" .sh)"
	rm -rf "$d" && mkdir -p "$d"
	if (cd "$d" && sh "$f") > "$work/out" 2>&1; then
		ok
	else
		notok "$(basename "$f")" "$(tail -30 "$work/out")"
	fi
}

if [ $# -eq 0 ]; then
	set -- "$TOP"/tests/*.test "$TOP"/tests/t-*.sh
fi
for f; do
	case $f in
	/*) ;;
	*) f="$PWD/$f" ;;
	esac
	[ -e "$f" ] || continue
	case $f in
	*.test) run_test_file "$f" ;;
	*.sh) run_shell_test "$f" ;;
	esac
done

printf '%d passed, %d failed\n' "$pass" "$fail"
if [ "$fail" -ne 0 ]; then
	printf 'failed:%s\n' "$failed"
	exit 1
fi
