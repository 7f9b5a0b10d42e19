#!/bin/sh
# SPDX-License-Identifier: MIT
# ids.sh: give each case of a verify case file that has none an id, the
# key its justification is listed under (tests/verify/justified*.tsv).
#
# usage: sh tests/verify/ids.sh FILE PREFIX
#
# A case without an "id" gets {"id": "PREFIXnnnn", ...}, nnnn the next
# number after the highest PREFIX id in FILE (four digits at least),
# written as the first key, every other byte of the line kept; a case
# with an id keeps it.  The same file gives the same ids.  The tests
# (t-verify-cases.sh, t-verify-regress.sh) fail on a case without an id
# and on an id given twice.
set -eu
[ $# -eq 2 ] || { echo "usage: sh tests/verify/ids.sh FILE PREFIX" >&2; exit 64; }
file=$1 prefix=$2
awk -v p="$prefix" '
	NR == FNR {
		if (match($0, "^\\{\"id\": \"" p "[0-9]+\"")) {
			n = substr($0, 9 + length(p), RLENGTH - 9 - length(p)) + 0
			if (n > max) max = n
		}
		next
	}
	/^\{"id": "/ { print; next }
	/^\{/ { printf "{\"id\": \"%s%04d\", %s\n", p, ++max, substr($0, 2); next }
	{ print }
' "$file" "$file" > "$file.ids"
mv "$file.ids" "$file"
