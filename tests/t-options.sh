#!/bin/sh
# SPDX-License-Identifier: MIT
# t-options.sh: every long option of every tool is in its --help and its
# man page; the usage line of --help (made from the tool's table of
# options, the one the parser uses) is its man page's SYNOPSIS, word for
# word; and every man page passes mandoc's lint.
set -u
. "$TOP/tests/lib.sh"

# synopsis PAGE: the SYNOPSIS of PAGE as mandoc renders it, on one line
synopsis() {
	MANWIDTH=1000 mandoc -Tascii "$1" | col -b |
	    awk '/^SYNOPSIS/ { f = 1; next } /^[A-Z]/ { f = 0 } f' |
	    tr -s ' \t\n' '   ' | sed 's/ | /|/g; s/^ //; s/ $//'
}
# usage_line PROG: the usage of PROG --help, on one line
usage_line() {
	"$1" --help | awk 'NR == 1, /^$/' | sed '1s/^usage: //' |
	    tr -s ' \n' '  ' | sed 's/^ //; s/ $//'
}
# option names from the tables: struct papo_opt entries ({ "name", letter,
# id, ...), the shared rows of lib/cli.h (PAPO_OPT_ROW_GROUP_SIZE(...):
# group-size) or, for a tool not on a table yet, getopt's struct option
names() {
	sed -n -e 's/^[[:space:]]*{ "\([a-z0-9-]*\)", [a-z_]*argument.*/\1/p' \
	    -e "s/^[[:space:]]*{ \"\([a-z0-9-]*\)\", \('.'\|0\), [A-Z_]*.*/\1/p" "$@"
	sed -n 's/^[[:space:]]*PAPO_OPT_ROW_\([A-Z_]*\)(.*/\1/p' "$@" |
	    tr 'A-Z_' 'a-z-'
}
command -v mandoc > /dev/null || fail "mandoc is not installed (make deps)"
common=$(names "$TOP/lib/cli.c")
for src in "$TOP"/cmd/papo-*.c; do
	prog=$(basename "$src" .c)
	man="$TOP/man/$prog.1"
	opts=$(names "$src")
	# the server's rows, which --serve's tools take from lib/serve.h
	! grep -q PAPO_SERVE_ROWS "$src" ||
	    opts="$opts $(names "$TOP/lib/serve.h")"
	"$prog" --help > help.$prog 2>&1
	step -o help.$prog "$prog --help" test $? -eq 0
	step "$prog: a man page $man" test -f "$man"
	[ -f "$man" ] || continue
	usage_line "$prog" > usage.$prog
	synopsis "$man" > synopsis.$prog
	diff usage.$prog synopsis.$prog > usage.$prog.diff
	step -o usage.$prog.diff "$prog: --help and the SYNOPSIS of $man agree" \
	    test ! -s usage.$prog.diff
	for o in $common $opts; do
		step "$prog: --$o in --help" grep -q -- "--$o\b" help.$prog
		step "$prog: --$o in $man" grep -q "Fl Fl $o\b" "$man"
	done
	# and nothing documented that the program does not take
	for o in $(sed -n 's/.*Fl Fl \([a-z0-9-]*\).*/\1/p' "$man" | sort -u); do
		case " $(echo $common $opts) " in
		*" $o "*) ;;
		*) step "$prog: $man documents --$o, which the program lacks" \
		    false ;;
		esac
	done
done
for m in "$TOP"/man/*.[0-9]; do
	mandoc -Tlint -Wwarning "$m" > lint.out 2>&1
	step -o lint.out "${m##*/}: mandoc -Tlint" test $? -eq 0
done
