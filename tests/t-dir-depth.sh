#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dir-depth.sh: a directory operand and papo-stats --follow read the
# same files: .jsonl files up to 8 levels down, none deeper (papo(7),
# INPUT FORMATS), each in natural order.
set -u
. "$TOP/tests/lib.sh"
tab=$(printf '\t')

# rec STEP GROUP ACC: a record as verl writes it
rec() {
	printf '{"input": "%s", "output": "x", "gts": "1", "score": %s, "step": %s, "acc": %s}\n' \
	    "$2" "$3" "$1" "$3"
}
deep=d/1/2/3/4/5/6/7/8
mkdir -p $deep/9 || fail "mkdir"
{ rec 1 p 1.0; rec 1 p 0.0; } > $deep/a.jsonl	# 8 levels: read
{ rec 2 p 1.0; rec 2 q 1.0; } > $deep/9/b.jsonl	# 9 levels: not read
{ rec 3 p 0.0; rec 3 p 0.0; rec 3 q 1.0; } > d/c.jsonl
printf 'step\tresponses\n1\t2\n3\t3\n' > want

papo-stats --preset verl -f tsv -m responses d > dir.tsv 2> dir.err
step -o dir.err "papo-stats on the directory: exit 0" [ $? -eq 0 ]
step -o dir.tsv "the directory: 8 levels down read, 9 not" cmp -s dir.tsv want

papo-stats --follow --interval 0.2 --preset verl -f tsv -m responses d \
    > fol.tsv 2> fol.err &
fp=$!
pids="$pids $fp"
# step 1's row comes when the next step read begins: step 3, unless the
# file 9 levels down (step 2) is read
wait_text -x $fp fol.tsv "1${tab}2"
kill -INT $fp
wait $fp
step -o fol.err "--follow ends on SIGINT with status 0" [ $? -eq 0 ]
step -o fol.tsv "--follow reads the files the directory operand reads" \
    cmp -s fol.tsv want
