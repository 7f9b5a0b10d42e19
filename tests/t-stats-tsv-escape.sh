#!/bin/sh
# SPDX-License-Identifier: MIT
# t-stats-tsv-escape.sh: papo-stats' TSV is safe to open: a cell a
# spreadsheet would run as a formula (=, +, - or @ first) is written
# after a ', control characters as \xHH (\t, \n, \r, \\ as before), and
# a number stays a number.
set -u
. "$TOP/tests/lib.sh"

printf '%s\n' \
    '{"step":1,"by":"=HYPERLINK(\"http://x\")","r_out":1,"adv":1}' \
    '{"step":1,"by":"a\u001b[31mb","r_out":0,"adv":-1}' \
    '{"step":1,"by":"@SUM(A1)","r_out":0,"adv":-1}' \
    '{"step":1,"by":-3,"r_out":0,"adv":-1}' > in.jsonl
papo-stats -f tsv -m responses --by by in.jsonl > out 2> err ||
    fail "tsv: $(cat err)"
cut -f1 out > keys
grep -qx "'=HYPERLINK(\"http://x\")" keys || fail "formula: $(cat keys)"
grep -qx "'@SUM(A1)" keys || fail "@: $(cat keys)"
grep -qxF 'a\x1b[31mb' keys || fail "control character: $(cat keys)"
grep -qx -- "-3" keys || fail "a number: $(cat keys)"
if LC_ALL=C grep -q "$(printf '\033')" out; then
	fail "an escape character written raw"
fi
exit 0
