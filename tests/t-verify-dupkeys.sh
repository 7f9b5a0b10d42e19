#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-dupkeys.sh: a record holding a field papo-verify reads or
# writes twice (response, answer, r_out, pred, verify, problem) is bad
# data, and the message names the first such field in the order the
# record is read: response, answer, the three written, problem ("field
# 'answer': duplicate key 'answer'", "duplicate key 'pred'"), whatever
# order the record's keys come in and whichever copy is written with an
# escape ("resp\u006fnse").  The fields are looked up in one pass over
# a record's keys (verifyrun.c's find_fields), each again when a wanted
# key is there twice; generated: every field and pair of fields
# doubled, both key orders, plain and escaped; a key not read, or
# doubled inside another object, is no error.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-dupkeys

python3 - > in.jsonl 3> want <<'PY'
import itertools, json, os
order = ["response", "answer", "r_out", "pred", "verify", "problem"]
value = {"response": "The answer is \\boxed{4}.", "answer": "4",
         "r_out": 1, "pred": "4", "verify": "equal", "problem": "p"}
want = os.fdopen(3, "w")
line = 0


def key(k, esc):
    return json.dumps(k)[:-1 - len(k)] + (
        "\\u%04x" % ord(k[0]) + k[1:] if esc else k) + '"'


def emit(keys, doubled):
    global line
    line += 1
    print("{" + ",".join("%s:%s" % (key(k, esc), json.dumps(value[k]))
                         for k, esc in keys) + "}")
    if doubled:
        f = min(doubled, key=order.index)
        pre = "field '%s': " % f if f in ("response", "answer",
                                          "problem") else ""
        want.write("%d: %sduplicate key '%s'\n" % (line, pre, f))


for n in (1, 2):
    for dd in itertools.combinations(order, n):
        for esc in (False, True):
            for rev in (False, True):
                keys = [(k, False) for k in ("response", "answer")
                        if k not in dd]
                for k in dd:
                    keys += [(k, False), (k, esc)]
                if rev:
                    keys.reverse()
                emit(keys, dd)
# controls: a key not read twice, a field twice inside another object
print('{"response":"The answer is \\\\boxed{4}.","answer":"4",'
      '"id":1,"id":2}')
print('{"meta":{"answer":"5","answer":"6"},"response":'
      '"The answer is \\\\boxed{4}.","answer":"4"}')
PY
papo-verify -q -j1 -k in.jsonl > out.jsonl 2> err
st=$?
step -o err "doubled fields: exit status $st, expected 65" [ $st -eq 65 ]
sed -n 's/^papo-verify: in\.jsonl:\([0-9]*\): /\1: /p' err > got
step -o got "each line's message names its first doubled field" \
    cmp -s got want
step -o err "each doubled record reported" \
    [ "$(wc -l < got)" -eq "$(wc -l < want)" ]
step -o out.jsonl "the controls are read: equal" \
    [ "$(tail -n 2 out.jsonl | jq -r .verify | sort -u)" = equal ]
