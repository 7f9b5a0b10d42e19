#!/bin/sh
# SPDX-License-Identifier: MIT
# t-option-defaults.sh: every default a tool's --help gives in brackets
# at the end of an option's text ("requests in flight (64)", "longest
# line accepted (1G)") is the one its man page's entry for the option
# states: the two are written by hand in two places, and a default
# changed in one must fail here until the other says it too.
# t-options.sh checks that each option is in both; this checks values.
set -u
. "$TOP/tests/lib.sh"
scratch t-option-defaults

# defaults HELP: "OPTION VALUE" for each long option of the --help text
# HELP whose text holds a bracketed number, with an optional K, M or G
# ("(64)", "(1G)", "(60; 0: none)": 60; not a page's section, "papo(7)")
defaults() {
	awk '
	/^  / && match($0, /--[a-z][a-z0-9-]*/) {
		opt = substr($0, RSTART + 2, RLENGTH - 2)
	}
	match($0, / \([0-9][0-9.]*[KMG]?[;)]/) {
		v = substr($0, RSTART + 2, RLENGTH - 3); print opt, v
	}' "$1"
}

# differ PAGE LIST: the "OPTION VALUE" lines of LIST whose option's .It
# entry in the mdoc PAGE (to the next .It) does not state VALUE as a
# number of its own ("default 64." states 64; "640" and "6.4" do not)
differ() {
	while read -r o v; do
		awk -v o="$o" '
		/^\.It / {
			f = index($0 " ", "Fl Fl " o " ") > 0
			next
		}
		/^\.El/ { f = 0 }
		f' "$1" | tr '\n' ' ' > entry
		grep -qE "(^|[^0-9.])$v([.]?([^0-9]|\$))" entry ||
		    echo "$o: --help says $v, $(basename "$1") does not"
	done < "$2"
}

for t in verify judge advantage stats; do
	papo-$t --help > help.$t || fail "papo-$t --help"
	defaults help.$t > list.$t
	step -o list.$t "papo-$t: its --help gives defaults" [ -s list.$t ]
	differ "$TOP/man/papo-$t.1" list.$t > differ.$t
	step -o differ.$t "papo-$t: --help's defaults are its man page's" \
	    [ ! -s differ.$t ]
done

# the check fails on a page whose default moved: papo-judge's
# --concurrency said 64 in both; the page now says 65
sed 's/^\(Requests in flight at most.*default \)64\./\165./' \
    "$TOP/man/papo-judge.1" > moved.1
step "the moved page differs from the tree's" \
    sh -c '! cmp -s "$0" moved.1' "$TOP/man/papo-judge.1"
differ moved.1 list.judge > differ.moved
step -o differ.moved "a default changed in the page alone is named" \
    grep -qx 'concurrency: --help says 64, moved.1 does not' differ.moved
