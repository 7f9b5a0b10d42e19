#!/bin/sh
# t-options.sh: every long option of every tool is in its --help and its
# man page; the usage line of --help (made from the tool's table of
# options, the one the parser uses) is its man page's SYNOPSIS, word for
# word; and every man page passes mandoc's lint.
set -u
. "$TOP/tests/lib.sh"
status=0

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
# id, ...) or, for a tool not on a table yet, getopt's struct option
names() {
	sed -n -e 's/^[[:space:]]*{ "\([a-z0-9-]*\)", [a-z_]*argument.*/\1/p' \
	    -e "s/^[[:space:]]*{ \"\([a-z0-9-]*\)\", \('.'\|0\), [A-Z_]*.*/\1/p" "$@"
}
common=$(names "$TOP/lib/cli.c")
for src in "$TOP"/cmd/papo-*.c; do
	prog=$(basename "$src" .c)
	man="$TOP/man/$prog.1"
	opts=$(names "$src")
	# the server's rows, which --serve's tools take from lib/serve.h
	! grep -q PAPO_SERVE_ROWS "$src" ||
	    opts="$opts $(names "$TOP/lib/serve.h")"
	if ! "$prog" --help > help.out 2>&1; then
		echo "$prog --help failed"
		status=1
		continue
	fi
	if [ ! -f "$man" ]; then
		echo "$prog: no man page $man"
		status=1
		continue
	fi
	if command -v mandoc > /dev/null &&
	    [ "$(usage_line "$prog")" != "$(synopsis "$man")" ]; then
		echo "$prog: --help and the SYNOPSIS of $man differ:"
		echo "  --help:   $(usage_line "$prog")"
		echo "  SYNOPSIS: $(synopsis "$man")"
		status=1
	fi
	for o in $common $opts; do
		if ! grep -q -- "--$o\b" help.out; then
			echo "$prog: --$o is missing from --help"
			status=1
		fi
		if ! grep -q "Fl Fl $o\b" "$man"; then
			echo "$prog: --$o is missing from $man"
			status=1
		fi
	done
	# and nothing documented that the program does not take
	for o in $(sed -n 's/.*Fl Fl \([a-z0-9-]*\).*/\1/p' "$man" | sort -u); do
		case " $(echo $common $opts) " in
		*" $o "*) ;;
		*)
			echo "$prog: $man documents --$o, which the program lacks"
			status=1
			;;
		esac
	done
done
if command -v mandoc > /dev/null; then
	for m in "$TOP"/man/*.[0-9]; do
		if ! mandoc -Tlint -Wwarning "$m"; then
			status=1
		fi
	done
else
	echo "mandoc is not installed (make deps installs it)"
	status=1
fi
exit $status
