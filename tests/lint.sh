#!/bin/sh
# lint.sh: the rules of the tree that the compiler does not check.
#
# usage: sh tests/lint.sh [TREE]	(default: this source tree)
#
#  layering   lib/*.[ch] is the core and includes core headers only;
#             lib/ENGINE/*.[ch] includes core headers and its own folder's,
#             each by bare name ("buf.h", "verify.h"), never a path
#  impl       a *_impl.h is included only by the files of its own folder
#             (not by cmd/, tests/, bench/ nor another engine)
#  libraries  in lib/, libcurl and SQLite only in lib/judge/, GMP and
#             MPFR only in lib/verify/, libmicrohttpd only in lib/server/
#  banned     lib/ and cmd/ call none of the functions the code has chosen
#             not to use (BANNED below: unbounded copies, non-reentrant
#             time and token calls, unchecked conversions, racy temporary
#             names)
#  man        mandoc -Tlint -Wwarning passes on man/*.[157]
#
# Each violation is reported as "lint: FILE:LINE: message"; the last line
# is "N passed, M failed" (a rule is one check) and the exit status is 1
# when a rule failed.  Lines over 80 columns (tabs at 8) in lib/ and cmd/
# are counted as a warning, not a failure (HACKING.md, Conventions).
set -u
tree=${1:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$tree" || exit 2

BANNED='sprintf vsprintf atoi strcpy stpcpy strcat strncpy strncat gets strtok strtok_r
atol atoll atof localtime gmtime ctime asctime ctime_r asctime_r
tmpnam tempnam mktemp alloca rand srand system popen scanf fscanf'

pass=0
fail=0
out=${TMPDIR:-/tmp}/papo-lint.$$
trap 'rm -f "$out"' EXIT INT TERM

# rule NAME: count the rule as passed when $out is empty, else print it
rule() {
	if [ -s "$out" ]; then
		sed 's/^/lint: /' "$out"
		echo "lint: $1: failed"
		fail=$((fail + 1))
	else
		pass=$((pass + 1))
	fi
	: > "$out"
}

# code FILE...: each file with its comments, strings and character
# constants blanked, as "FILE:LINE:text" lines (line numbers kept)
code() {
	awk '
	FNR == 1 { com = 0 }
	{
		s = $0; o = ""; i = 1; n = length(s)
		while (i <= n) {
			c = substr(s, i, 1); d = substr(s, i, 2)
			if (com) {
				if (d == "*/") { com = 0; i += 2 } else i++
				continue
			}
			if (d == "/*") { com = 1; i += 2; continue }
			if (d == "//") break
			if (c == "\"" || c == "'\''") {
				q = c; i++
				while (i <= n && substr(s, i, 1) != q)
					i += substr(s, i, 1) == "\\" ? 2 : 1
				o = o q q; i++
				continue
			}
			o = o c; i++
		}
		print FILENAME ":" FNR ":" o
	}' "$@"
}

# includes FILE...: "FILE:LINE:NAME" for each #include "NAME"
includes() {
	awk '/^[ \t]*#[ \t]*include[ \t]*"/ {
		s = $0; sub(/^[^"]*"/, "", s); sub(/".*/, "", s)
		print FILENAME ":" FNR ":" s
	}' "$@"
}

core=$(ls lib/*.c lib/*.h 2>/dev/null)
engines=$(ls -d lib/*/ 2>/dev/null | sed 's,/$,,')

# layering
if [ -n "$core" ]; then
	includes $core | while IFS=: read -r f l name; do
		case $name in
		*/*) echo "$f:$l: the core includes '$name' (an engine)" ;;
		*) [ -f "lib/$name" ] ||
		    echo "$f:$l: the core includes '$name'," \
		    "not a core header" ;;
		esac
	done >> "$out"
fi
for e in $engines; do
	files=$(ls "$e"/*.c "$e"/*.h 2>/dev/null)
	[ -n "$files" ] || continue
	includes $files | while IFS=: read -r f l name; do
		case $name in
		*/*) echo "$f:$l: '$name' is a path: only the core and" \
		    "$(basename "$e")/ itself, by bare name" ;;
		*) [ -f "$e/$name" ] || [ -f "lib/$name" ] ||
		    echo "$f:$l: '$name' is neither a core header nor in $e/" ;;
		esac
	done >> "$out"
done
rule layering

# impl: who includes a *_impl.h
all=$(find lib cmd tests bench -name '*.[ch]' 2>/dev/null | sort)
if [ -n "$all" ]; then
	includes $all | while IFS=: read -r f l name; do
		case $name in
		*_impl.h) ;;
		*) continue ;;
		esac
		d=$(dirname "$f")
		case $name in
		*/*) echo "$f:$l: '$name' is private to its folder" ;;
		*) [ -f "$d/$name" ] ||
		    echo "$f:$l: '$name' is private to its folder" ;;
		esac
	done >> "$out"
fi
rule impl

# libraries: each third-party library in one engine
# only ENGINE WHAT: the lines of files outside lib/ENGINE/ that
# include a header the grep pattern on stdin matches (WHAT names them)
only() {
	_re=$(cat)
	grep -rn "^[ \t]*#[ \t]*include[ \t]*<\($_re\)" lib |
	    grep -v "^lib/$1/" |
	    sed "s,^\([^:]*:[0-9]*\):[^<]*\(<[^>]*>\).*,\1: \2: $2,;
		s,\$, belong to lib/$1/,"
}
if [ -d lib ]; then
	echo 'curl/\|sqlite3\.h' | only judge 'libcurl and SQLite' >> "$out"
	echo 'gmp\.h\|mpfr\.h' | only verify 'GMP and MPFR' >> "$out"
	echo 'microhttpd\.h' | only server 'libmicrohttpd' >> "$out"
fi
rule libraries

# banned
src=$(find lib cmd -name '*.[ch]' 2>/dev/null | sort)
if [ -n "$src" ]; then
	re=$(echo $BANNED | sed 's/ /\\|/g')
	code $src | grep "[^A-Za-z0-9_.>]\($re\)[ \t]*(\|:\($re\)[ \t]*(" |
	    sed 's/^\([^:]*:[0-9]*\):.*/\1/' | while read -r at; do
		f=${at%%:*} l=${at#*:}
		w=$(sed -n "${l}p" "$f" | grep -o "\b\($re\)[ \t]*(" | head -1 |
		    tr -d ' \t(')
		echo "$at: '$w' is banned (tests/lint.sh)"
	done >> "$out"
fi
rule banned

# man
pages=$(ls man/*.[157] 2>/dev/null)
if [ -n "$pages" ]; then
	if command -v mandoc > /dev/null 2>&1; then
		mandoc -Tlint -Wwarning $pages >> "$out" 2>&1
	else
		echo "mandoc is not installed (make deps)" >> "$out"
	fi
fi
rule man

# 80 columns: a count, not a failure
if [ -d lib ] || [ -d cmd ]; then
	wide=$(find lib cmd -name '*.[ch]' 2>/dev/null | sort |
	    xargs -r expand -t 8 | awk 'length > 80' | wc -l)
	[ "$wide" -eq 0 ] ||
	    echo "lint: warning: $wide lines over 80 columns in lib/ and cmd/"
fi

printf '%d passed, %d failed\n' "$pass" "$fail"
[ "$fail" -eq 0 ]
