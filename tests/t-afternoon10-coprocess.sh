#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon10-coprocess.sh: a trainer author keeps papo-verify open
# as a coprocess (papo(7) COPROCESSES), line in, line out.  A first line
# that is blank (a keep-alive, a trainer's "are you there") was never
# answered: the reader waited for six bytes to tell gzip, zstd or xz
# data from text, and the trainer waited for its line: a deadlock.  A
# newline among the first bytes now decides (no magic but gzip's holds
# one, and gzip's is told by two bytes).  Then the trainer's loop:
# 10,000 records in batches, written by one thread and read by another,
# with records papo-verify refuses among them (-k: each comes back as it
# was sent, its message on standard error, exit 65 at the end), without
# -k (the answers before the bad record, then the end of its output),
# and the trainer that stops reading (SIGPIPE: a quiet end).
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon10-coprocess

cat > first.py <<'PY'
# first.py: every first line to every tool, all started at once; each
# answer waited for (one bound for all: 120 s), one line a case
import select, subprocess, time
lines = [b"\n", b"   \n", b"\r\n", b"\t\n", b"\n\n"]
tools = [["papo-verify"], ["papo-verify", "-k"],
         ["papo-advantage", "--group-size", "2"]]
procs = []
for t in tools:
    for l in lines:
        p = subprocess.Popen(t, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             bufsize=0)
        p.stdin.write(l)
        p.stdin.flush()
        procs.append((" ".join(t), l, p))
left = {p.stdout: (t, l) for t, l, p in procs}
got = {}
end = time.time() + 120
while left and time.time() < end:
    r, _, _ = select.select(list(left), [], [], max(0, end - time.time()))
    for f in r:
        got[left.pop(f)] = f.readline()
for t, l, p in procs:
    print("%s\t%r\t%s" % (t, l, "answered" if (t, l) in got and
          got[(t, l)] == l.split(b"\n")[0] + b"\n" else "no answer"))
    p.kill()
    p.wait()
PY

python3 first.py > first.txt 2> first.err
step -o first.err "the first lines were sent" [ -s first.txt ]
while IFS='	' read -r tool line ans; do
	step -o first.txt "$tool: first line $line: answered at once" \
	    [ "$ans" = answered ]
done < first.txt

cat > loop.py <<'PY'
# loop.py KEEP: the trainer's loop over papo-verify
import json, subprocess, sys, threading
keep = sys.argv[1] == "1"
p = subprocess.Popen(["papo-verify"] + (["-k"] if keep else []),
                     stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                     stderr=open("loop.err", "w"))
recs = []
for i in range(10000):
    if i % 997 == 5:
        recs.append('{"id": %d, "response": %d, "answer": "1"}' % (i, i))
    else:
        recs.append(json.dumps({"id": i, "response":
            "So the answer is \\boxed{%d}." % (i % 7), "answer": str(i % 5)}))
got = []
for b in range(0, len(recs), 1000):
    chunk = recs[b:b + 1000]
    def write():
        try:
            for l in chunk:
                p.stdin.write((l + "\n").encode())
            p.stdin.flush()
        except BrokenPipeError:
            pass
    t = threading.Thread(target=write)
    t.start()
    for l in chunk:
        out = p.stdout.readline()
        if not out:
            break
        got.append(json.loads(out))
    t.join()
    if len(got) < b + len(chunk):
        break
try:
    p.stdin.close()
except BrokenPipeError:
    pass
rc = p.wait()
ids = [g["id"] for g in got]
refused = [g["id"] for g in got if "verify" not in g]
right = all(g["verify"] == ("equal" if g["id"] % 7 == g["id"] % 5
            else "not_equal") for g in got if "verify" in g)
print(json.dumps({"n": len(got), "in_order": ids == list(range(len(got))),
                  "refused": refused, "right": right, "rc": rc}))
PY

python3 loop.py 1 > keep.json 2> keep.pyerr
step -o keep.pyerr "-k: the loop ran" [ -s keep.json ]
check() { python3 -c "import json,sys; d=json.load(open('$1')); sys.exit(0 if $2 else 1)"; }
step -o keep.json "-k: every record answered, in order" \
    check keep.json 'd["n"] == 10000 and d["in_order"]'
step -o keep.json "-k: the refused records come back as sent" \
    check keep.json 'd["refused"] == [i for i in range(10000) if i % 997 == 5]'
step -o keep.json "-k: the others' verdicts" check keep.json 'd["right"]'
step -o keep.json "-k: exit 65 at the end" check keep.json 'd["rc"] == 65'
step -o loop.err "-k: each refused record's line said" \
    [ "$(grep -c "^papo-verify: <stdin>:[0-9]*: field 'response' must be a string, not number" loop.err)" = 11 ]

python3 loop.py 0 > stop.json 2> stop.pyerr
step -o stop.pyerr "without -k: the loop ran" [ -s stop.json ]
step -o stop.json "without -k: the records before the bad one, then the end" \
    check stop.json 'd["n"] == 5 and d["in_order"] and d["rc"] == 65'
step -o loop.err "without -k: its line said" \
    grep -q "^papo-verify: <stdin>:6: field 'response' must be a string" loop.err

# the trainer that stops reading: papo-verify ends on SIGPIPE, quietly
cat > pipe.py <<'PY'
import json, signal, subprocess
p = subprocess.Popen(["papo-verify"], stdin=subprocess.PIPE,
                     stdout=subprocess.PIPE, stderr=open("pipe.err", "w"))
p.stdout.close()
try:
    for i in range(200000):
        p.stdin.write(b'{"response": "The answer is 1.", "answer": "1"}\n')
    p.stdin.close()
except BrokenPipeError:
    pass
print(p.wait())
PY
python3 pipe.py > pipe.rc 2> pipe.pyerr
step -o pipe.pyerr "a closed output: killed by SIGPIPE" [ "$(cat pipe.rc)" = -13 ]
step -o pipe.err "a closed output: not a word" [ ! -s pipe.err ]
