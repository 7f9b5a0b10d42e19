#!/bin/sh
# SPDX-License-Identifier: MIT
# t-option-tests.sh: every long option of every tool (as its --help lists
# them) is set by at least one test: it is on an args or cmd line of the
# tool's tests/papo-X.test, or on a command line (continuation lines
# joined) that runs papo-X in another test file under tests/.  Comments
# do not count, nor a .test case that refuses values (its title says
# bad, invalid, refused, unknown or usage error), nor a command line of
# another file that a check of a refusal follows within three lines (its
# message, or status 64): an option must be given a value it takes.  An
# option no test sets fails here: give it a test of what it does.  At
# f3ebbc8e papo-verify --correct-at was set by a refusal alone
# ("--correct-at ten", t-correct-at.sh), and counted.
set -u
. "$TOP/tests/lib.sh"

# the command lines of the test files, as "TOOL TEXT": a .test file's
# lines are its tool's (and a cmd line's also of the tools it runs); a
# line of another file is each tool's it names
find "$TOP/tests" -type f \( -name '*.test' -o -name '*.sh' -o \
    -name '*.py' -o -name '*.yaml' -o -name '*.jsonl' \) |
    grep -v -e '/t-option-tests\.sh$' -e '/t-options\.sh$' | sort > files
[ -s files ] || fail "no test file under $TOP/tests"
while IFS= read -r f; do
	case $f in
	*.test) own=$(basename "$f" .test) ;;
	*) own= ;;
	esac
	awk -v own="$own" '
	# a case of a .test file whose title says it refuses values
	# ("bad option values are usage errors") sets none
	/^%% test / {
		refusing = $0 ~ /(bad|invalid|refus|unknown|usage error)/
	}
	# a line ending in a backslash goes on on the next one
	{ line = line $0 }
	/\\$/ { sub(/\\$/, "", line); next }
	{ n++; text[n] = line; refused[n] = own != "" && refusing; line = "" }
	# a command line of a shell or Python file followed, within three
	# lines, by a check of a refusal (its message or status 64) sets
	# nothing either: "papo-verify --correct-at ten" then "status 64"
	END {
		for (i = 1; i <= n; i++) {
			if (text[i] ~ /^[ \t]*#/ || refused[i])
				continue
			ctx = text[i] " " text[i + 1] " " text[i + 2] " " \
			    text[i + 3]
			if (own == "" && ctx ~ ("invalid value|refus|status 64|" \
			    "-eq 64|= 64([^0-9]|$)|usage error"))
				continue
			if (own != "")
				print own "\t" text[i]
			s = text[i]
			while (match(s, /papo-(verify|judge|advantage|stats)/)) {
				print substr(s, RSTART, RLENGTH) "\t" text[i]
				s = substr(s, RSTART + RLENGTH)
			}
		}
	}' "$f"
done < files > lines
[ -s lines ] || fail "no command line in the test files"

for prog in papo-verify papo-judge papo-advantage papo-stats; do
	"$prog" --help > help.$prog 2>&1 || fail "$prog --help failed"
	sed -n 's/^  *\(-[a-zA-Z0-9], \)\{0,1\}--\([a-z0-9][a-z0-9-]*\).*/\2/p' \
	    help.$prog | sort -u > opts.$prog
	# --help's option lines: at least the options of the usage line
	step -o help.$prog "$prog --help lists its options" \
	    test "$(wc -l < opts.$prog)" -ge 8
	awk -F '\t' -v p="$prog" '$1 == p { print $2 }' lines > lines.$prog
	while IFS= read -r opt; do
		step "$prog --$opt is set by a test" \
		    grep -q -e "--$opt\([^a-z0-9-]\|\$\)" lines.$prog
	done < opts.$prog
done
