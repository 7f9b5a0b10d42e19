#!/bin/sh
# SPDX-License-Identifier: MIT
# t-numbers.sh: numbers at the edges in papo-stats, as papo-advantage
# reads them (tests/papo-advantage.test has its side): a step is its
# value (1, 1.0 and "1" are one row, and 0 and "0" one row, not two
# rows both printed 0); a group value that is a number goes by value; a
# value beyond the largest double is named with its text.
set -u
. "$TOP/tests/lib.sh"

cat > steps.jsonl <<'JSONL'
{"group":"a","step":0,"r_out":1,"adv":1}
{"group":"a","step":"0","r_out":0,"adv":-1}
{"group":"b","step":1,"r_out":1,"adv":0.5}
{"group":"b","step":1.0,"r_out":0,"adv":-0.5}
{"group":2,"step":"1","r_out":1,"adv":0.5}
{"group":2.0,"step":1e0,"r_out":0,"adv":-0.5}
{"group":"2","step":1,"r_out":1,"adv":0}
JSONL
papo-stats -f tsv -m responses,groups steps.jsonl > out.tsv 2> err ||
    fail "papo-stats: $(cat err)"
printf 'step\tresponses\tgroups\n0\t2\t1\n1\t5\t3\n' > want.tsv
step -o out.tsv "rows" cmp -s out.tsv want.tsv

# a row of --by is a value too: 2, 2.0 and "2" are one row
papo-stats -f tsv -m responses -b group steps.jsonl > by.tsv 2> err ||
    fail "papo-stats -b: $(cat err)"
printf 'group\tresponses\n2\t3\na\t2\nb\t2\n' > want.tsv
step -o by.tsv "-b group" cmp -s by.tsv want.tsv

# the advantage the same steps get from papo-advantage: one group a step
papo-advantage --mode grpo --contiguous steps.jsonl > adv.jsonl 2> err ||
    fail "papo-advantage: $(cat err)"
papo-stats -f tsv -m groups adv.jsonl > g.tsv || fail "papo-stats on adv"
printf 'step\tgroups\n0\t1\n1\t3\n' > want.tsv
step -o g.tsv "groups after papo-advantage" cmp -s g.tsv want.tsv

echo '{"group":"a","step":0,"r_out":1,"adv":-1e999}' > big.jsonl
papo-stats big.jsonl > /dev/null 2> err && fail "1e999 accepted"
step -o err "1e999" \
    grep -q "field 'adv' is out of range: -1e999 is beyond the largest double" err
echo '{"group":"a","step":0,"r_out":1,"adv":0,"length":2e308}' > big.jsonl
papo-stats big.jsonl > /dev/null 2> err && fail "2e308 accepted"
step -o err "2e308" grep -q "field 'length' is out of range: 2e308" err
exit 0
