#!/bin/sh
# t-options.sh: every long option of every tool is in its --help and its
# man page, and every man page passes mandoc's lint.
set -u
status=0
common=$(sed -n 's/.*{ "\([a-z-]*\)", [a-z_]*argument.*/\1/p' "$TOP/lib/cli.h")
for src in "$TOP"/cmd/papo-*.c; do
	prog=$(basename "$src" .c)
	man="$TOP/man/$prog.1"
	opts=$(sed -n 's/.*{ "\([a-z0-9-]*\)", [a-z_]*argument.*/\1/p' "$src")
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
