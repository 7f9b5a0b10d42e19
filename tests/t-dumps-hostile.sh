#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-hostile.sh: the shapes real dumps take on their way to papo,
# over verl's sample dump (tests/frameworks/verl/rollout_data/1.jsonl):
# a UTF-8 byte order mark, CRLF line ends, no newline after the last
# line, gzip and zstd by name and on standard input, a pretty-printed
# JSON array written on Windows, a 50 MB record, keys in another case,
# a duplicate key, an empty response, a response in a list of one.
# Each reads as the plain dump reads (the same verdicts, advantages and
# statistics), or stops (65) naming file, line and the option that
# reads it.  Round 4: a key in another case ("Output", "GTS") is now
# offered as the --field that reads it, and a response in a list of
# one names the path to its element (the message said only "must be a
# string, not array").
set -u
. "$TOP/tests/lib.sh"
command -v python3 > /dev/null || fail "python3 is not installed"
src=$TOP/tests/frameworks/verl/rollout_data/1.jsonl

# the pipeline's verdicts, advantages and statistics of FILE (or stdin)
out() {
	papo-verify -q --preset verl "$@" > v.jsonl 2> v.err &&
	    papo-advantage -q --preset verl -m grpo v.jsonl > a.jsonl \
	    2> a.err &&
	    papo-stats --preset verl -f tsv a.jsonl > s.tsv 2> s.err &&
	    jq -c '[.r_out, .verify, .adv]' a.jsonl && cat s.tsv
}
out "$src" > want 2> /dev/null
step -o want "the plain dump goes through" [ -s want ]

same() {
	what=$1
	shift
	out "$@" > got 2> got.err
	step -o got.err "$what: read as the plain dump" cmp -s want got
}
printf '\357\273\277' > bom.jsonl && cat "$src" >> bom.jsonl
same "a byte order mark" bom.jsonl
sed 's/$/\r/' "$src" > crlf.jsonl
same "CRLF line ends" crlf.jsonl
head -c -1 "$src" > nonl.jsonl
same "no newline after the last line" nonl.jsonl
{ printf '\357\273\277'; sed 's/$/\r/' "$src"; } | gzip -c > bc.jsonl.gz
same "gzip of a BOM and CRLF file, by name" bc.jsonl.gz
same "the same on standard input" - < bc.jsonl.gz
if command -v zstd > /dev/null; then
	zstd -q -c "$src" > z.jsonl.zst
	same "zstd by name" z.jsonl.zst
	same "zstd on standard input" - < z.jsonl.zst
fi
python3 -c '
import json, sys
recs = [json.loads(l) for l in open(sys.argv[1])]
s = "\ufeff" + json.dumps(recs, indent=2, ensure_ascii=False) + "\n"
sys.stdout.buffer.write(s.replace("\n", "\r\n").encode())' "$src" > win.json
same "a pretty JSON array with a BOM and CRLF" win.json

# a 50 MB record: the first response with 50 MB of reasoning before it
python3 -c '
import json, sys
for i, l in enumerate(open(sys.argv[1])):
    r = json.loads(l)
    if i == 0:
        r["output"] = "Let me think this through again. " * 1600000 + r["output"]
    print(json.dumps(r, ensure_ascii=False))' "$src" > big.jsonl
step "the record is over 50 MB" [ "$(head -n 1 big.jsonl | wc -c)" -gt 50000000 ]
same "a 50 MB record" big.jsonl

# keys in another case: stopped, the key offered, read with it
sed 's/"output": /"Output": /' "$src" > case.jsonl
papo-verify --preset verl case.jsonl > /dev/null 2> case.err
step -o case.err "'Output': stops (65), naming it" \
    grep -q "case.jsonl:1: field 'output' is missing.*(--field response=KEY; in the record's case: --field response=Output)" \
    case.err
same "'Output' read with the field offered" --field response=Output \
    case.jsonl
sed 's/"gts": /"GTS": /' "$src" > gts.jsonl
papo-verify --preset verl gts.jsonl > /dev/null 2> gts.err
step -o gts.err "'GTS': nothing re-scored, the field offered" \
    grep -q "to re-score, --field answer=GTS" gts.err
# a duplicate key papo reads
sed '2s/"output": /"output": "x", "output": /' "$src" > dup.jsonl
papo-verify --preset verl dup.jsonl > /dev/null 2> dup.err
step -o dup.err "a duplicate key stops (65) at its line" \
    grep -q "dup.jsonl:2: .*duplicate key 'output'" dup.err
# an empty response: no answer, reward 0
jq -c '.output = ""' "$src" | head -n 3 > empty.jsonl
papo-verify --preset verl empty.jsonl > e.jsonl 2> e.err
step -o e.err "an empty response is no_answer, r_out 0" \
    [ "$(jq -c '[.verify, .r_out]' e.jsonl | sort -u)" = '["no_answer",0]' ]
# a response in a list of one: stopped, its element's path offered, read with it
jq -c '.output = [.output]' "$src" > one.jsonl
papo-verify --preset verl one.jsonl > /dev/null 2> one.err
step -o one.err "a list of one stops (65), naming the path that reads it" \
    grep -qF "one.jsonl:1: field 'output' must be a string, not array; a list of one in 'output': --field response='output[0]' reads it" \
    one.err
papo-verify -q --preset verl --field 'response=output[0]' one.jsonl \
    > one.v 2> /dev/null
step -o one.v "read with it, the same verdicts" [ "$(jq -c \
    '[.r_out, .verify]' one.v)" = "$(jq -c '[.r_out, .verify]' v.jsonl)" ]
steps_end
