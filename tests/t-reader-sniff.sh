#!/bin/sh
# SPDX-License-Identifier: MIT
# t-reader-sniff.sh: files that are records in another shape are named
# with the command that converts them, by every reader (a file, standard
# input), exit 65 and nothing written: UTF-16 and UTF-32 text (with a
# byte order mark or without, each byte order) with its iconv command,
# and a JSON object of records keyed by index with its jq command, which
# converts it.
set -u
. "$TOP/tests/lib.sh"

printf '%s\n' '{"group":1,"reward":1,"response":"é"}' \
    '{"group":1,"reward":0,"response":"x"}' > u.jsonl
papo-advantage -m grpo u.jsonl > want 2> err || fail "plain: $(cat err)"
for enc in UTF-16 UTF-16LE UTF-16BE UTF-32 UTF-32LE UTF-32BE; do
	iconv -f UTF-8 -t $enc u.jsonl > in.txt || fail "iconv $enc"
	papo-advantage -m grpo in.txt > out 2> err
	rc=$?
	step "$enc: status 65, not $rc" [ $rc -eq 65 ]
	step -o out "$enc: nothing written" [ ! -s out ]
	msg="papo-advantage: in.txt: $enc text, not UTF-8 (PowerShell's \
> and Windows tools write it); convert it: iconv -f $enc -t UTF-8 in.txt \
> in.txt.jsonl"
	step -o err "$enc: said, with the command that converts it" \
	    grep -qxF "$msg" err
	papo-verify < in.txt > out 2> err
	step "$enc on stdin: status 65" [ $? -eq 65 ]
	step -o err "$enc on stdin" \
	    grep -qF "papo-verify: <stdin>: $enc text, not UTF-8" err
	# the command given converts it
	iconv -f $enc -t UTF-8 in.txt > conv.jsonl || fail "$enc: iconv back"
	papo-advantage -m grpo conv.jsonl > out 2> err || fail "$enc: converted"
	step -o out "$enc: converted" cmp -s out want
done

# an object keyed by index, on one line and pretty-printed
printf '%s\n' '{"0": {"group":1,"reward":1,"response":"é"},' \
    ' "1": {"group":1,"reward":0,"response":"x"}}' > keyed.json
printf '{"0":{"group":1,"reward":1,"response":"é"},"1":{"group":1,"reward":0,"response":"x"}}\n' \
    > keyed1.json
for f in keyed.json keyed1.json; do
	papo-stats $f > out 2> err
	rc=$?
	step "$f: status 65, not $rc" [ $rc -eq 65 ]
	step -o out "$f: nothing written" [ ! -s out ]
	msg="papo-stats: $f: a JSON object of records keyed by index \
({\"0\": {...}, \"1\": {...}}), not records one after another; convert \
it: jq -c 'to_entries[] | {id: .key} + .value' $f > $f.jsonl"
	step -o err "$f: said, with the command that converts it" \
	    grep -qxF "$msg" err
	jq -c 'to_entries[] | {id: .key} + .value' $f > conv.jsonl ||
	    fail "$f: jq"
	# each record as it was, with its index as its id
	step -o conv.jsonl "$f: ids" \
	    [ "$(jq -r .id conv.jsonl | tr '\n' ' ')" = "0 1 " ]
	papo-advantage -m grpo conv.jsonl > out 2> err || fail "$f: converted"
	jq -c 'del(.id)' out > out.noid
	jq -c . want > want.c
	step -o out "$f: converted" cmp -s out.noid want.c
done
papo-advantage -m grpo < keyed.json > out 2> err
step "keyed on stdin: status 65" [ $? -eq 65 ]
step -o err "keyed on stdin: said" grep -qF \
    "papo-advantage: <stdin>: a JSON object of records keyed by index" err
# an object of other keys is a record as before
printf '%s\n' '{"group": {"a": 1}, "reward": 1}' \
    '{"group": {"a": 1}, "reward": 0}' > rec.jsonl
papo-advantage -m grpo rec.jsonl > out 2> err || fail "record: $(cat err)"
exit 0
