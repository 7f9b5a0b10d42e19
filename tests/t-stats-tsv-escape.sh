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
step -o keys "a formula quoted" grep -qx "'=HYPERLINK(\"http://x\")" keys
step -o keys "an @ quoted" grep -qx "'@SUM(A1)" keys
step -o keys "a control character escaped" grep -qxF 'a\x1b[31mb' keys
step -o keys "a negative number as it is" grep -qx -- "-3" keys
esc=$(printf '\033')
step "no escape character written raw" eval '! LC_ALL=C grep -q "$esc" out'
exit 0
