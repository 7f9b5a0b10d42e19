#!/bin/sh
# SPDX-License-Identifier: MIT
# merge-caches.sh: merge papo-judge caches into one, so that a rerun
# anywhere reuses every judgment any of them holds.
#
# usage: sh merge-caches.sh DEST SRC...
#
# DEST gets every judgment of every SRC it lacks (its own stand: a
# request's key is the SHA-256 of the whole request, so one key is one
# judgment).  DEST is made when missing, from the first SRC.  The SRCs
# are read through SQLite (a cache a killed task left with its
# write-ahead log is read whole) and are not changed; DEST is written
# as a new file and renamed into place.  Run it where DEST's
# filesystem is local or after the writers ended: it is one writer.
# Needs the sqlite3 program (Debian: sqlite3).
set -eu
if [ $# -lt 2 ]; then
	echo "usage: sh merge-caches.sh DEST SRC..." >&2
	exit 64
fi
dest=$1
shift
tmp=$dest.merging.$$
trap 'rm -f "$tmp" "$tmp-journal"' EXIT
rm -f "$tmp"
# quote a file name for SQL
q() { printf "'%s'" "$(printf '%s' "$1" | sed "s/'/''/g")"; }
if [ -f "$dest" ]; then
	first=$dest
else
	first=$1
	shift
fi
sqlite3 "$first" "VACUUM INTO $(q "$tmp")"
for src; do
	[ -f "$src" ] || { echo "merge-caches.sh: no such cache: $src" >&2; exit 66; }
	# the same schema, or a copy would put columns in the wrong place
	if [ "$(sqlite3 "$src" 'PRAGMA user_version')" != \
	    "$(sqlite3 "$tmp" 'PRAGMA user_version')" ]; then
		echo "merge-caches.sh: $src: another papo-judge's schema" >&2
		exit 65
	fi
	sqlite3 "$tmp" "ATTACH $(q "$src") AS src;
	    INSERT OR IGNORE INTO main.judgment SELECT * FROM src.judgment;"
done
mv "$tmp" "$dest"
trap - EXIT
