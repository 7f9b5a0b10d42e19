#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-round28.sh: round 28's generated judge replies
# (tests/judge/make-replies-round28.py --families, over 20,000 in
# families: digits of the script around them, full-width after a CJK
# label, Arabic-Indic after an Arabic label, beside their hostile twins:
# a mark touching a digit, digits of two scripts in one number, another
# script's digits, an English word on the line, English labels; a table
# of criteria whose last row is their total, beside its twins; a JSON
# list of remarks of noun phrases, "issues": ["domain not checked"],
# beside its twins) read as papo-judge reads them (papo-read-replies):
# no reply misread, and none lost in a family whose kind is read.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-round28

python3 "$TOP/tests/judge/make-replies-round28.py" --families \
    "$(command -v papo-read-replies)" > families.out 2>&1
st=$?
step -o families.out "a reply misread or a family's verdict lost" \
    [ $st -eq 0 ]
step -o families.out "fewer than 20,000 replies" \
    awk '/ replies, [0-9]+ families$/ { ok = $1 >= 20000 } END { exit !ok }' \
    families.out
