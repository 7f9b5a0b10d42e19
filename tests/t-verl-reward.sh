#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verl-reward.sh: examples/verl_reward.py, verl's custom reward
# function over papo-verify as a coprocess, run with plain python3
# against the real binary.  Each call's verdict must be papo-verify's on
# the same record read from a file; one coprocess serves every call of
# a process (threads take turns), a forked child starts its own, and a
# coprocess that died is started again.
set -u
. "$TOP/tests/lib.sh"
command -v python3 > /dev/null || fail "python3 is not installed"

# papo-verify through a wrapper that notes each start
cat > wrap.sh <<SH
#!/bin/sh
echo start >> "$PWD/starts"
exec papo-verify "\$@"
SH
chmod +x wrap.sh
export PAPO_VERIFY="$PWD/wrap.sh"

# the answer-equivalence cases as verl would pass them
jq -c '{response: .pred, answer: .gold}' "$TOP/tests/verify/cases.jsonl" \
    > in.jsonl || fail "jq"
papo-verify -k in.jsonl > want.jsonl 2> /dev/null
step "papo-verify on the file lost records" \
    [ "$(wc -l < want.jsonl)" -eq "$(wc -l < in.jsonl)" ]

cat > run.py <<'PY'
import json, os, sys, threading
sys.path.insert(0, os.path.join(os.environ["TOP"], "examples"))
import verl_reward

recs = [json.loads(l) for l in open("in.jsonl")]
want = [json.loads(l) for l in open("want.jsonl")]
bad = 0
for i, (r, w) in enumerate(zip(recs, want)):
    d = verl_reward.compute_details("math", r["response"], r["answer"])
    s = verl_reward.compute_score("math", r["response"], r["answer"],
                                  extra_info={"index": i})
    if d["score"] != float(w["r_out"] or 0) or s != d["score"] or \
            d["verify"] != w["verify"] or d["pred"] != w.get("pred"):
        print("case %d: %r, file: %r" % (i, d, w))
        bad += 1
# threads at once: the same answers
out = [None] * len(recs)
def work(k):
    for i in range(k, len(recs), 4):
        out[i] = verl_reward.compute_score("math", recs[i]["response"],
                                           recs[i]["answer"])
ts = [threading.Thread(target=work, args=(k,)) for k in range(4)]
for t in ts: t.start()
for t in ts: t.join()
for i, w in enumerate(want):
    if out[i] != float(w["r_out"] or 0):
        print("threads, case %d: %r, file: %r" % (i, out[i], w["r_out"]))
        bad += 1
# a number as the reference, as verl's datasets sometimes give it
if verl_reward.compute_score("math", "so \\boxed{12}", 12) != 1.0:
    print("a numeric ground truth"); bad += 1
# the problem from extra_info["question"], as verl's preprocessors keep
# it: the option's text answers its letter
q = "Which is prime?\nA. 4\nB. 7\nC. 9\nD. 10"
if verl_reward.compute_score("m", "The answer is \\boxed{7}", "B",
                             {"index": 0, "question": q}) != 1.0:
    print("extra_info question: the option's text not read"); bad += 1
# a forked worker: its own coprocess, the same answer
pid = os.fork()
if pid == 0:
    os._exit(0 if verl_reward.compute_score("m", "\\boxed{2}", "2") == 1.0
             else 1)
_, st = os.waitpid(pid, 0)
if st != 0:
    print("forked child: wrong answer"); bad += 1
# a forked worker still alive: the parent's close() ends its coprocess
# (the worker let go of the pipes), and the next call starts another
r, w = os.pipe()
pid = os.fork()
if pid == 0:
    os.close(w)
    os.read(r, 1)
    os._exit(0)
os.close(r)
t = threading.Thread(target=verl_reward.close, daemon=True)
t.start()
t.join(60)
if t.is_alive():
    print("close() waits while a forked worker lives"); bad += 1
os.close(w)
os.waitpid(pid, 0)
t.join()
if verl_reward.compute_score("m", "\\boxed{2}", "2") != 1.0:
    print("after close()"); bad += 1
# the coprocess killed: started again, the call answered
verl_reward._proc.kill()
verl_reward._proc.wait()
if verl_reward.compute_score("m", "\\boxed{3}", "3") != 1.0:
    print("after the coprocess died"); bad += 1
sys.exit(1 if bad else 0)
PY
TOP="$TOP" python3 run.py > py.out 2> py.err ||
    fail "verl_reward: $(head -5 py.out) $(head -5 py.err)"
# one start for the parent, one for the forked child, one after close(),
# one after the kill
step -o starts "papo-verify started 4 times" \
    [ "$(wc -l < starts)" -eq 4 ]
exit 0
