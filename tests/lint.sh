#!/bin/sh
# SPDX-License-Identifier: MIT
# lint.sh: the rules of the tree that the compiler does not check.
#
# usage: sh tests/lint.sh [TREE [RULE...]]
#
# TREE is this source tree by default; RULEs run only those rules, as
# t-lint.sh does on its small trees, a case a rule.
#
#  layering   lib/*.[ch] is the core and includes core headers only;
#             lib/ENGINE/*.[ch] includes core headers and its own folder's,
#             each by bare name ("buf.h", "verify.h"), never a path
#  impl       a *_impl.h is included only by the files of its own folder
#             (not by cmd/, tests/, bench/ nor another engine)
#  cycles     no include cycle between the modules of lib/ (a module:
#             X.h with X.c and X_*.c beside it; "filter" includes
#             "fields.h", so nothing of fields includes "filter.h")
#  libraries  in lib/, libcurl and SQLite only in lib/judge/, GMP and
#             MPFR only in lib/verify/, libmicrohttpd only in lib/server/
#  banned     lib/ and cmd/ call none of the functions the code has chosen
#             not to use (BANNED below: unbounded copies, non-reentrant
#             time and token calls, unchecked conversions, racy temporary
#             names)
#  explain    lib/verify/ compares no string of --explain's record
#             (struct papo_answer_why's finder, before, after, refused:
#             strcmp, strncmp, memcmp with one of them as an argument on
#             its line); its decisions read the facts beside them (follow,
#             phrase, doubt), so renaming a message changes no verdict
#  man        mandoc -Tlint -Wwarning passes on man/*.[157]
#  paths      every lib/... path (a file, a folder, a glob) named in a
#             comment (C, shell, Python, the Makefile) or a doc (every
#             *.md, man/) exists; one with a capital in it is a
#             placeholder (lib/ENGINE/X.h) and is not looked for
#  names      each function and object a file of lib/ defines for the
#             others (not static; its name at the start of a line, as
#             style(9) writes a definition) starts with papo_M_, M the
#             file's module (as for cycles), the file's own name or its
#             engine's (papo_judge_ in lib/judge/), or
#             with a prefix HACKING.md's file-to-prefix table gives the
#             file (a row: its backquoted lib/ paths and globs, then its
#             backquoted papo_ prefixes; papo_x* is papo_x)
#  hacking    every file of lib/ (but the *_impl.h, which HACKING.md
#             says what they are once) and every Check suite of
#             tests/unit/ is named in HACKING.md, by its name or its name
#             without the extension, so a newcomer finds what it holds
#  unused     every function a file of lib/ exports (as for names) is
#             called, or its address taken, somewhere in lib/, cmd/,
#             tests/ or bench/ (code, not comments): no dead code kept
#             for a caller that never came
#  length     no function in lib/ or cmd/ is over 150 lines (its body,
#             between style(9)'s braces at the start of a line); there is
#             no allow-list; none is over 100 (most=0 below: the long
#             ones were split, the last seven in round 22)
#  width      no line of lib/ or cmd/ (*.[ch]) is over 80 columns, tabs
#             at 8, a character a column, two for a wide one (CJK, kana,
#             Hangul, the full-width forms), as style(9) asks
#  shell      no shell function is defined twice in one file of tests/ or
#             bench/, nor again by a test that sources tests/lib.sh
#  steps      every shell test (tests/t-*.sh, tests/cluster/t-*.sh)
#             makes its checks with tests/lib.sh's step, or with a
#             function of tests/lib.sh that calls it (hostile,
#             verify_kinds, ...): its checks are
#             counted, a failure does not end it, and run-tests.sh
#             FILE:PATTERN picks them by title; a step's title is the
#             same from run to run (no $(...) in it: what the check saw
#             goes to step -o FILE)
#
# Each violation is reported as "lint: FILE:LINE: message"; the last line
# is "N passed, M failed" (a rule is one check) and the exit status is 1
# when a rule failed.
set -u
tree=${1:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$tree" || exit 2
RULES='layering impl cycles libraries banned explain man paths names hacking'
RULES="$RULES unused"
RULES="$RULES length width shell steps"
rules=
if [ $# -gt 1 ]; then
	shift
	rules=" $* "
	for r; do
		case " $RULES " in
		*" $r "*) ;;
		*) echo "lint: no rule '$r'" >&2; exit 2 ;;
		esac
	done
fi
# want RULE: is RULE to run (all are when none was named)
want() {
	case ${rules:- $1 } in
	*" $1 "*) return 0 ;;
	esac
	return 1
}

BANNED='sprintf vsprintf atoi strcpy stpcpy strcat strncpy strncat gets strtok strtok_r
atol atoll atof localtime gmtime ctime asctime ctime_r asctime_r
tmpnam tempnam mktemp alloca rand srand system popen scanf fscanf
sscanf vscanf vsscanf vfscanf'

pass=0
fail=0
out=${TMPDIR:-/tmp}/papo-lint.$$
trap 'rm -f "$out" "$out-mods" "$out-table" "$out-defs"' EXIT INT TERM

# rule NAME: count the rule as passed when $out is empty, else print it
rule() {
	want "$1" || return 0
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
if [ -n "$core" ] && want layering; then
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
	want layering || break
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
all=$(want impl && find lib cmd tests bench -name '*.[ch]' 2>/dev/null |
    sort)
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

# cycles: the modules of lib/ and who includes whom
# module FILE...: "FILE MODULE" for each file, MODULE the file's folder
# and the longest part of its name before a '_' that has a header there
# (json_path.c: json; jsonl_impl.h: jsonl), else its own name
module() {
	printf '%s\n' "$@" | awk '
	{ f[NR] = $0; there[$0] = 1 }
	END {
		for (i = 1; i <= NR; i++) {
			d = f[i]; sub(/\/[^\/]*$/, "", d)
			b = substr(f[i], length(d) + 2); sub(/\.[ch]$/, "", b)
			sub(/_impl$/, "", b); m = b
			while (!((d "/" m ".h") in there)) {
				if (m !~ /_/) { m = b; break }
				sub(/_[^_]*$/, "", m)
			}
			print f[i], d "/" m
		}
	}'
}
libsrc=$(want cycles && find lib -name '*.[ch]' 2>/dev/null | sort)
if [ -n "$libsrc" ]; then
	mods=$out-mods
	module $libsrc > "$mods"
	# each include of a header of lib/ (its folder's, else the core's)
	includes $libsrc | while IFS=: read -r f l name; do
		case $name in */*) continue ;; esac
		d=${f%/*}
		if [ -f "$d/$name" ]; then h=$d/$name
		elif [ -f "lib/$name" ]; then h=lib/$name
		else continue
		fi
		echo "$f $l $name $h"
	done | awk -v mods="$mods" '
	BEGIN { while ((getline x < mods) > 0) { split(x, w, " "); m[w[1]] = w[2] } }
	{
		a = m[$1]; b = m[$4]
		if (a == "" || b == "" || a == b || ((a, b) in at)) next
		at[a, b] = $1 ":" $2 ": '\''" $3 "'\''"
		out[a] = out[a] " " b; from[++ne] = a; to[ne] = b
	}
	function name(x) { sub(/^lib\//, "", x); return x }
	# path(s, t): "s -> ... -> t" along includes, or "" when t is not
	# reached from s (breadth first: the shortest way)
	function path(s, t,    q, h, n, seen, prev, u, i, k, v, p) {
		delete seen; delete prev; h = 1; n = 1; q[1] = s; seen[s] = 1
		while (h <= n) {
			u = q[h++]
			if (u == t) {
				p = name(t)
				for (v = t; v != s; v = prev[v])
					p = name(prev[v]) " -> " p
				return p
			}
			k = split(out[u], nx, " ")
			for (i = 1; i <= k; i++)
				if (!(nx[i] in seen)) {
					seen[nx[i]] = 1; prev[nx[i]] = u; q[++n] = nx[i]
				}
		}
		return ""
	}
	END {
		for (e = 1; e <= ne; e++) {
			p = path(to[e], from[e])
			if (p != "")
				print at[from[e], to[e]] ": module " \
				    name(from[e]) " includes " name(to[e]) \
				    ", which leads back to it (" p ")"
		}
	}' >> "$out" || echo "the cycles check did not run" >> "$out"
	rm -f "$mods"
fi
rule cycles

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
if [ -d lib ] && want libraries; then
	echo 'curl/\|sqlite3\.h' | only judge 'libcurl and SQLite' >> "$out"
	echo 'gmp\.h\|mpfr\.h' | only verify 'GMP and MPFR' >> "$out"
	echo 'microhttpd\.h' | only server 'libmicrohttpd' >> "$out"
fi
rule libraries

# banned
src=$(want banned && find lib cmd -name '*.[ch]' 2>/dev/null | sort)
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

# explain
src=$(want explain && find lib/verify -name '*.[ch]' 2>/dev/null | sort)
if [ -n "$src" ]; then
	re='\(strn*cmp\|memcmp\)[ \t]*(.*\(\.\|->\)'
	re="$re"'\(finder\|before\|after\|refused\)\b'
	code $src | grep "$re" | sed 's/^\([^:]*:[0-9]*\):.*/\1: an --explain/
	    s/$/ string compared: read its fact (tests\/lint.sh)/' >> "$out"
fi
rule explain

# man
pages=$(want man && ls man/*.[157] 2>/dev/null)
if [ -n "$pages" ]; then
	if command -v mandoc > /dev/null 2>&1; then
		mandoc -Tlint -Wwarning $pages >> "$out" 2>&1
	else
		echo "mandoc is not installed (make deps)" >> "$out"
	fi
	# a Dq inside Pq runs to the line's end, so a second quote or a
	# word after it on that line nests: write Do ... Dc there
	awk '/^\.Pq / { s = $0; gsub(/"[^"]*"/, "", s); gsub(/\\&[A-Z][a-z]/, "", s)
	    if (s ~ / Dq .* (Dq|No|Li)( |$)/) print FILENAME ":" FNR \
	    ": Dq nested in Pq: use Do ... Dc" }' $pages >> "$out"
fi
rule man

# paths
# notes: "FILE:LINE:TEXT" for the text of comments and docs: C comments
# (lib, cmd, tests, bench), what follows a '#' that starts a word in
# shell, Python files and Makefiles, every line of the *.md files, man/
notes() {
	_c=$(find lib cmd tests bench -name '*.[ch]' 2>/dev/null | sort)
	[ -z "$_c" ] || awk '
	FNR == 1 { com = 0 }
	{
		s = $0; o = ""; i = 1; n = length(s)
		while (i <= n) {
			d = substr(s, i, 2)
			if (com && d == "*/") { com = 0; i += 2; o = o " "; continue }
			if (com) { o = o substr(s, i, 1); i++; continue }
			if (d == "/*") { com = 1; i += 2; continue }
			if (d == "//") { o = o " " substr(s, i + 2); break }
			i++
		}
		if (o != "") print FILENAME ":" FNR ":" o
	}' $_c
	_s=$(find . -path ./build -prune -o -type f \( -name '*.sh' -o \
	    -name Makefile -o -name '*.mk' -o -name '*.py' \) -print \
	    2>/dev/null | sed 's,^\./,,' | sort)
	[ -z "$_s" ] || awk 'match($0, /(^|[ \t])#/) {
		print FILENAME ":" FNR ":" substr($0, RSTART)
	}' $_s
	_d=$( (find . -path ./build -prune -o -type f -name '*.md' -print |
	    sed 's,^\./,,'; ls man/*.[157]) 2>/dev/null | sort)
	[ -z "$_d" ] || awk '{ print FILENAME ":" FNR ":" $0 }' $_d
}
want paths && notes | awk '{
	f = $0; sub(/:.*/, "", f); t = substr($0, length(f) + 2)
	l = t; sub(/:.*/, "", l); t = substr(t, length(l) + 2)
	while (match(t, /(^|[^A-Za-z0-9_.\/-])lib\/[A-Za-z0-9_.*\/-]*/)) {
		p = substr(t, RSTART, RLENGTH); t = substr(t, RSTART + RLENGTH)
		sub(/^[^l]*/, "", p); sub(/[.,-]+$/, "", p)
		print f ":" l ":" p
	}
}' | while IFS=: read -r f l p; do
	case $p in
	*[A-Z]*) ;;
	*'*'*) ls -d $p > /dev/null 2>&1 ||
	    echo "$f:$l: '$p' names no file (moved?)" ;;
	*) [ -e "$p" ] || echo "$f:$l: '$p' does not exist (moved?)" ;;
	esac
done >> "$out"
rule paths

# names
csrc=$(want names && find lib -name '*.c' 2>/dev/null | sort)
if [ -n "$csrc" ]; then
	# the table's rows as "GLOB PREFIX" lines
	[ -f HACKING.md ] && awk '/^ *\| *`lib\// {
		split($0, c, "|"); nf = 0; np = 0
		while (match(c[2], /`lib\/[^`]*`/)) {
			f[++nf] = substr(c[2], RSTART + 1, RLENGTH - 2)
			c[2] = substr(c[2], RSTART + RLENGTH)
		}
		while (match(c[3], /`papo_[A-Za-z0-9_]*\*?`/)) {
			p[++np] = substr(c[3], RSTART + 1, RLENGTH - 2)
			sub(/\*$/, "", p[np]); c[3] = substr(c[3], RSTART + RLENGTH)
		}
		for (i = 1; i <= nf; i++)
			for (j = 1; j <= np; j++)
				print f[i], p[j]
	}' HACKING.md > "$out-table"
	module $(find lib -name '*.[ch]' | sort) > "$out-mods"
	awk -v table="$out-table" -v mods="$out-mods" '
	BEGIN {
		while ((getline x < table) > 0) {
			split(x, w, " "); g = w[1]
			gsub(/\./, "\\.", g); gsub(/\*/, "[^/]*", g)
			re[++nt] = "^" g "$"; pre[nt] = w[2]
		}
		while ((getline x < mods) > 0) {
			split(x, w, " "); m[w[1]] = w[2]
		}
	}
	function ok(f, s,    b, i) {
		b = m[f]; sub(/.*\//, "", b)
		if (index(s, "papo_" b "_") == 1) return 1
		b = f; sub(/.*\//, "", b); sub(/\.c$/, "", b)
		if (index(s, "papo_" b "_") == 1) return 1
		b = f; sub(/\/[^\/]*$/, "", b); sub(/.*\//, "", b)
		if (b != "lib" && index(s, "papo_" b "_") == 1) return 1
		for (i = 1; i <= nt; i++)
			if (f ~ re[i] && index(s, pre[i]) == 1) return 1
		return 0
	}
	function check(s) {
		if (!ok(FILENAME, s))
			printf "%s:%d: %s is not named with a prefix of %s " \
			    "(HACKING.md: Names)\n", FILENAME, FNR, s, FILENAME
	}
	FNR == 1 { prev = "" }
	/^papo_[A-Za-z0-9_]*\(/ && prev !~ /^static/ {
		s = $0; sub(/\(.*/, "", s); check(s)
	}
	/^[a-z][^(]*[ *]papo_[A-Za-z0-9_]*(\[[^]]*\])* *=/ &&
	    !/^(static|extern|typedef)/ {
		s = $0; sub(/ *(\[[^]]*\])* *=.*/, "", s); sub(/.*[ *]/, "", s)
		check(s)
	}
	/[^ \t]/ { prev = $0 }' $csrc >> "$out"
	rm -f "$out-table" "$out-mods"
fi
rule names

# hacking
hfiles=$(want hacking && find lib tests/unit \( -path 'lib/*.[ch]' -o \
    -name 'check_*.c' \) ! -name '*_impl.h' 2>/dev/null | sort)
if [ -n "$hfiles" ]; then
	for f in $hfiles; do
		b=${f##*/}
		grep -qF "$b" HACKING.md 2> /dev/null ||
		    grep -qE "(^|[^A-Za-z0-9_])${b%.*}([^A-Za-z0-9_]|\$)" \
		    HACKING.md 2> /dev/null ||
		    echo "$f: not named in HACKING.md"
	done >> "$out"
fi
rule hacking

# unused: the exported functions, each with its uses in the code of
# lib/, cmd/, tests/ and bench/ (comments and strings blanked), but its
# definition and its prototypes (a header's line that starts at the
# first column with its type)
usrc=$(want unused && find lib -name '*.c' 2>/dev/null | sort)
if [ -n "$usrc" ]; then
	awk 'FNR == 1 { prev = "" }
	/^papo_[A-Za-z0-9_]*\(/ && prev !~ /^static/ {
		s = $0; sub(/\(.*/, "", s); print FILENAME ":" FNR ":" s
	}
	/[^ \t]/ { prev = $0 }' $usrc > "$out-defs"
	code $(find lib cmd tests bench -name '*.[ch]' 2>/dev/null | sort) |
	    awk -v defs="$out-defs" '
	BEGIN {
		while ((getline x < defs) > 0) {
			n = split(x, w, ":"); at[w[3]] = w[1] ":" w[2]; uses[w[3]] = 0
		}
	}
	{
		f = $0; sub(/:.*/, "", f); t = substr($0, length(f) + 2)
		l = t; sub(/:.*/, "", l); t = substr(t, length(l) + 2)
		while (match(t, /papo_[A-Za-z0-9_]*/)) {
			s = substr(t, RSTART, RLENGTH)
			pro = f ~ /\.h$/ && RSTART > 1 && t ~ /^[A-Za-z]/ &&
			    substr(t, RSTART + RLENGTH, 1) == "("
			t = substr(t, RSTART + RLENGTH)
			if (!(s in uses) || pro || at[s] == f ":" l) continue
			uses[s]++
		}
	}
	END {
		for (s in uses)
			if (uses[s] == 0)
				print at[s] ": " s " is exported and never used"
	}' | sort >> "$out"
	rm -f "$out-defs"
fi
rule unused

# length
src=$(want length && find lib cmd -name '*.[ch]' 2>/dev/null | sort)
if [ -n "$src" ]; then
	awk -v max=150 -v long=100 -v most=0 '
	FNR == 1 { name = ""; open = 0 }
	!open && /^[A-Za-z_][A-Za-z0-9_]*\(/ {
		name = $0; sub(/\(.*/, "", name); at = FNR
	}
	/^\{/ && name != "" { open = FNR; next }
	/^\}/ && open {
		n = FNR - open - 1
		if (n > max)
			printf "%s:%d: %s() is %d lines, over %d\n",
			    FILENAME, at, name, n, max
		if (n > long)
			over[++nover] = sprintf("%s:%d: %s() is %d lines",
			    FILENAME, at, name, n)
		open = 0; name = ""
	}
	END {
		if (nover > most)
			for (i = 1; i <= nover; i++)
				printf "%s, one of %d over %d (at most %d)\n",
				    over[i], nover, long, most
	}' $src >> "$out"
fi
rule length

# shell: a shell function defined twice in one file of tests/ or bench/,
# or a test defining again a function of tests/lib.sh, which it sources:
# the later definition silently replaces the earlier for every caller
shfuncs() {
	awk '/^[A-Za-z_][A-Za-z0-9_]*\(\) *\{?/ {
		n = $0; sub(/\(.*/, "", n); print FILENAME ":" FNR ":" n }' "$@"
}
shfiles=$(want shell && find tests bench -name '*.sh' 2>/dev/null | sort)
if [ -n "$shfiles" ]; then
	libfuncs=
	[ -f tests/lib.sh ] &&
	    libfuncs=$(shfuncs tests/lib.sh | cut -d: -f3 | sort -u)
	for f in $shfiles; do
		shfuncs "$f" | awk -F: -v lib="$libfuncs" -v self="$f" '
			BEGIN { n = split(lib, l, "\n")
				for (i = 1; i <= n; i++) inlib[l[i]] = 1 }
			seen[$3] { printf "%s:%s: %s() defined again (first on line %s)\n",
			    $1, $2, $3, seen[$3]; next }
			{ seen[$3] = $2 }
			self != "tests/lib.sh" && ($3 in inlib) {
				printf "%s:%s: %s() replaces the one of tests/lib.sh\n",
				    $1, $2, $3 }'
	done >> "$out"
fi
rule shell

# steps: a shell test none of whose checks is a step (step as a command,
# or a function of tests/lib.sh that runs step, directly or through
# another): run-tests.sh counts it one check and FILE:PATTERN picks none
tests=$(want steps && find tests tests/cluster -maxdepth 1 -name 't-*.sh' \
    2>/dev/null | sort)
if [ -n "$tests" ]; then
	awk -v lib=tests/lib.sh '
	# the command words of line s (comments and quoted text dropped)
	function words(s) {
		gsub(/"[^"]*"|\047[^\047]*\047/, "", s)
		sub(/(^|[ \t])#.*/, "", s)
		return s
	}
	function calls(s, f) {
		return s ~ ("(^|[;&|({!]|then|do|else)[ \t]*" f "([ \t;&|)]|$)")
	}
	FILENAME == lib && /^[A-Za-z_][A-Za-z0-9_]*\(\)/ {
		fn = $0; sub(/\(.*/, "", fn); nfn++; name[nfn] = fn; next
	}
	FILENAME == lib { if (fn != "") body[fn] = body[fn] "\n" words($0); next }
	FNR == 1 { if (prev != "" && !found) bad(prev); prev = FILENAME; found = 0
		if (!closed) close_set() }
	!found { s = words($0); for (f in stepper) if (calls(s, f)) { found = 1; break } }
	function close_set(   ch, i, f, n, k, ln) {
		closed = 1; stepper["step"] = 1
		do {
			ch = 0
			for (i = 1; i <= nfn; i++) {
				f = name[i]
				if (f in stepper) continue
				n = split(body[f], ln, "\n")
				for (k = 1; k <= n && !(f in stepper); k++)
					for (g in stepper)
						if (calls(ln[k], g)) { stepper[f] = 1; ch = 1; break }
			}
		} while (ch)
	}
	function bad(f) {
		printf "%s: no check is a step (tests/lib.sh: step, or a function that runs it): FILE:PATTERN picks none, and it counts one check\n", f
	}
	END { if (prev != "" && !found) bad(prev) }
	' tests/lib.sh $tests >> "$out"
	# a step's title written from what the test saw ("wrote $(wc -l <
	# o) records"): it changes from run to run, reads as a failure when
	# the step passes, and FILE:PATTERN cannot pick the step by it
	grep -nE '(^|[;&|({]|then|do|else)[[:space:]]*step( -o [^ ]+)? "[^"]*[$][(][^(]' \
	    tests/lib.sh $tests | sed 's/^\([^:]*:[0-9]*\):.*/\1: a step'"'"'s title holds a command'"'"'s output ($(...)): give the output to -o FILE/' >> "$out"
fi
rule steps

# width: lines over 80 columns in lib/ and cmd/.  A column a
# character, not a byte (awk's length may count bytes: UTF-8's
# continuation bytes are taken out), two for a wide one (CJK, kana,
# Hangul, the full-width forms)
src=$(want width && find lib cmd -name '*.[ch]' 2>/dev/null | sort)
if [ -n "$src" ]; then
	for f in $src; do
		expand -t 8 "$f" | LC_ALL=C awk -v f="$f" '{
			s = $0
			w = gsub(/[\343-\355]|\357[\274\275]/, "&", s)
			gsub(/[\200-\277]/, "", s)
			if (length(s) + w > 80)
				printf "%s:%d: %d columns, over 80\n", f, FNR,
				    length(s) + w
		}'
	done >> "$out"
fi
rule width

printf '%d passed, %d failed\n' "$pass" "$fail"
[ "$fail" -eq 0 ]
