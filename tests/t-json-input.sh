#!/bin/sh
# SPDX-License-Identifier: MIT
# t-json-input.sh: what jq reads, papo reads (papo(7), INPUT FORMATS): one
# JSON array of records, pretty-printed JSON objects (one per file or
# several), from a file or a pipe, give the same records as JSONL; a
# malformed line of JSONL is still reported at its own line; structure
# errors in JSON name their line; pickles, CSV and TSV name the command
# that converts them.
set -u
. "$TOP/tests/lib.sh"

# records with what a scanner of brackets could trip on: brackets and
# quotes in strings, escapes, nesting, unicode, numbers, empty values;
# many, so that the reading crosses blocks
python3 - <<'PY' || fail "python3 could not write the samples"
import json, random
rnd = random.Random(22)
pieces = ['{', '}', '[', ']', '"', '\\', ',', ':', ' ', '\n', '\t', 'x',
    '\u00e9', '\u4e2d', '\U0001f600', '\\boxed{2}', '\\\\']
def text():
    return ''.join(rnd.choice(pieces) for _ in range(rnd.randint(0, 40)))
def value(d):
    k = rnd.randint(0, 6 if d < 3 else 3)
    if k == 0: return text()
    if k == 1: return rnd.randint(-10**6, 10**6)
    if k == 2: return rnd.choice([True, False, None, 0.5, -1e-7])
    if k == 3: return [] if rnd.random() < 0.2 else ""
    if k == 4: return [value(d + 1) for _ in range(rnd.randint(0, 4))]
    return {text(): value(d + 1) for _ in range(rnd.randint(0, 4))}
recs = []
for i in range(3000):
    r = {"response": "so \\boxed{%d}" % (i % 7), "answer": str(i % 5),
         "acc": i % 3 == 0, "adv": 0.5, "x": value(0), "pad": "p" * rnd.randint(0, 3000)}
    recs.append(r)
with open("recs.jsonl", "w") as f:
    for r in recs:
        f.write(json.dumps(r) + "\n")
json.dump(recs, open("oneline.json", "w"))
json.dump(recs, open("indent.json", "w"), indent=2, ensure_ascii=False)
with open("texts.json", "w") as f:
    for r in recs:
        f.write(json.dumps(r, indent=4) + "\n")
with open("tabs.json", "w") as f:
    f.write("\n\n")
    for r in recs[:50]:
        f.write(json.dumps(r, indent="\t", separators=(",", ":")))
json.dump(recs[0], open("one.json", "w"), indent=2)
PY

papo-verify -q recs.jsonl > want.out || fail "papo-verify on JSONL"
jq -c -S . want.out > want.norm
for f in oneline indent texts; do
	papo-verify -q $f.json > $f.out 2> $f.err || fail "$f: $(cat $f.err)"
	jq -c -S . $f.out > $f.norm
	step "$f.json: not the records of the JSONL" cmp -s want.norm $f.norm
	# a record is one line out
	step -o $f.out "$f: 3000 lines" [ "$(wc -l < $f.out)" = 3000 ]
	cat $f.json | papo-verify -q > $f.pipe 2> $f.err ||
	    fail "$f from a pipe: $(cat $f.err)"
	step "$f: a pipe reads other records" cmp -s $f.out $f.pipe
done
papo-verify -q tabs.json > tabs.out || fail "tab-indented texts"
head -n 50 want.norm > tabs.want
jq -c -S . tabs.out | cmp -s tabs.want - || fail "tabs.json"
papo-verify -q one.json > one.out && [ "$(wc -l < one.out)" = 1 ] ||
    fail "one pretty-printed object"
# a pipe that gives the start of the file in pieces (a BOM, the '['
# alone): the same records, whenever the pieces come
(printf '\357\273\277['; sleep 0.2; printf '{"response": "1",'
    sleep 0.2; printf ' "answer": "1"},\n{"response": "2", "answer": "3"}]\n') |
    papo-verify -q > pieces.out || fail "an array in pieces"
jq -s -e 'length == 2 and .[0].verify == "equal" and .[1].verify == "not_equal"' \
    pieces.out > /dev/null || fail "pieces: $(cat pieces.out)"
# the other tools read them too
papo-advantage -m grpo --field group=answer indent.json > /dev/null ||
    fail "papo-advantage on a JSON array"
papo-stats -f tsv -m responses texts.json > st.tsv &&
    step -o st.tsv "papo-stats counts 3000 records" eval '[ "$(sed -n 2p st.tsv | cut -f 2)" = 3000 ]'

# errors: the line named is the record's or the structure's
err() {	# err FILE STATUS WANT...
	f=$1 st=$2
	shift 2
	papo-verify -q "$f" > e.out 2> e.err
	step -o e.err "$f: status $?" [ $? = "$st" ]
	for w; do
		step -o e.err "$f: want '$w'" grep -qF -- "$w" e.err
	done
}
# a malformed line of JSONL: at its own line, the records before go out
printf '{"response":"1","answer":"1"}\n{"response":"2","answer":"2"}\n{"response": "3", "answer": [\n{"response":"4","answer":"4"}\n' > bad.jsonl
err bad.jsonl 65 'bad.jsonl:3: invalid JSON'
step -o e.out "bad.jsonl: 2 records before the error" \
    [ "$(wc -l < e.out)" = 2 ]
# a bad element of an array: at the line where it starts
printf '[\n  {"response": "1",\n   "answer": "1"},\n  {"response": "2",\n   "answer": 2 3},\n  {"response": "3"}\n]\n' > badel.json
err badel.json 65 'badel.json:4: invalid JSON'
printf '[\n {"a": [1, 2}\n]\n' > mism.json
err mism.json 65 "mism.json:2: '}' closes a '['"
printf '[\n {"a": "b\n c"}\n]\n' > str.json
err str.json 65 'str.json:2: a string runs over the end of the line'
printf '[\n {"response": "1", "answer": "1"},\n {"response": "2",\n' > cut.json
err cut.json 65 'cut.json:4: the file ends inside a JSON record (cut short?) (in the JSON record from line 3)'
step "cut.json: the record before the error" [ "$(wc -l < e.out)" = 1 ]
printf '[{"response": "1", "answer": "1"}]\n{"x": 1}\n' > after.json
err after.json 65 "after.json:2: '{' after the end of the JSON array of line 1"
printf '[{"response": "1", "answer": "1"} {"x": 1}]\n' > comma.json
err comma.json 65 "comma.json:1: ',' or ']' expected after a record of the JSON array"
printf '[{"response": "1", "answer": "1"},\n' > open.json
err open.json 65 'open.json:2: the file ends inside the JSON array of line 1'
printf '{\n  "response": "1"\n}\n}\n' > extra.json
err extra.json 65 "extra.json:4: '}' where a JSON record should start"
# an empty array is no record, and no error
echo '[ ]' > empty.json
papo-verify -q empty.json > e.out && [ ! -s e.out ] || fail "an empty array"

# formats named with their conversion
python3 -c 'import pickle; pickle.dump([{"a": 1}], open("buf.pkl", "wb"), protocol=4)'
err buf.pkl 65 'buf.pkl: a Python pickle' 'pd.read_pickle'
# a torch.save file in the legacy format starts as a pickle (protocol 2)
python3 -c 'import pickle; pickle.dump(0x1950a86a20f9469cfc6c, open("old.pt", "wb"), protocol=2)'
err old.pt 65 'old.pt: torch.save in its legacy format' 'torch.load'
printf ',prompt,completion\n0,x,y\n' > c.csv
err c.csv 65 'c.csv: CSV, not JSONL' 'pd.read_csv(sys.argv[1]).to_json'
# a JSONL line cut at its start is that, not a table's header
printf '"response": "1", "answer": "1"}\n' > cut.jsonl
err cut.jsonl 65 'cut.jsonl:1: invalid JSON'
printf 'prompt\tcompletion\nx\ty\n' > c.tsv
err c.tsv 65 'c.tsv: TSV, not JSONL' 'sep="\t"'
exit 0
