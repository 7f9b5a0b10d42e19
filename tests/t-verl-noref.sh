#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verl-noref.sh: a missing reference is no reward and a clear error,
# in examples/verl_reward.py (verl passes ground_truth None) and in
# papo-verify (answer null: r_out null, verify no_reference, a word on
# stderr) -- never a comparison with the text "null".
set -u
. "$TOP/tests/lib.sh"
command -v python3 > /dev/null || fail "python3 is not installed"

printf '%s\n' '{"response":"so \\boxed{null}","answer":null}' \
    '{"response":"so \\boxed{4}","answer":null}' > none.jsonl
papo-verify none.jsonl > out.jsonl 2> err.txt
rc=$?
step -o err.txt "no reference at all: exit 65, not $rc" [ $rc -eq 65 ]
step -o err.txt "no reference at all: said" \
    grep -q "no record has field 'answer'" err.txt
cp none.jsonl in.jsonl
echo '{"response":"so \\boxed{4}","answer":"4"}' >> in.jsonl
papo-verify in.jsonl > out.jsonl 2> err.txt || fail "papo-verify failed"
jq -c 'select(.answer == null) | [.r_out, .verify]' out.jsonl |
    sort -u > null.txt
step -o out.jsonl "a null reference: r_out null, no_reference" \
    [ "$(cat null.txt)" = '[null,"no_reference"]' ]
step -o err.txt "the missing references said" \
    grep -q "2 records had no reference" err.txt

cat > run.py <<'PY'
import os, sys
sys.path.insert(0, os.path.join(os.environ["TOP"], "examples"))
import verl_reward
bad = 0
for gt in (None,):
    for f in (verl_reward.compute_score, verl_reward.compute_details):
        try:
            r = f("math", "so \\boxed{null}", gt)
            print("%s(ground_truth=%r) gave %r" % (f.__name__, gt, r))
            bad += 1
        except ValueError as e:
            if "no reference answer" not in str(e):
                print("%r: unclear error %r" % (gt, str(e))); bad += 1
# an empty one is papo-verify's no_reference: no reward
d = verl_reward.compute_details("math", "so \\boxed{4}", "")
if d["score"] != 0.0 or d["verify"] != "no_reference":
    print("an empty reference: %r" % (d,)); bad += 1
# a real reference still scores
if verl_reward.compute_score("math", "so \\boxed{4}", "4") != 1.0:
    print("a real reference no longer scores"); bad += 1
sys.exit(1 if bad else 0)
PY
TOP="$TOP" python3 run.py > py.out 2> py.err
step -o py.out "verl_reward: no reference raises, an empty one is no reward" \
    [ $? -eq 0 ]
exit 0
