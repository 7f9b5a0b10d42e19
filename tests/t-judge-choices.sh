#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-choices.sh: a reply with several choices (a server that
# ignores n=1, or answers n>1) is read only when every choice says the
# same, byte for byte; choices that differ (other verdicts, one without
# content) give no score (r_proc null) and the error "choices", never
# the first choice's verdict; choices without content in any are
# no_content as before; a first choice without a message is bad_reply
# as before.  The server is a stand-in written here (python3 on
# loopback), not a judge.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-choices

# The stand-in: each request's [[c=JSON=c]] is the list of the contents
# of the choices it answers with (null for a null content, "-" for a
# choice without message).
cat > srv.py <<'PY'
import json, re, sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

class H(BaseHTTPRequestHandler):
    def log_message(self, *a):
        pass

    def do_POST(self):
        n = int(self.headers.get("Content-Length", "0"))
        req = json.loads(self.rfile.read(n))
        text = "".join(m.get("content", "") for m in req["messages"])
        cs = json.loads(re.search(r"\[\[c=(.*?)=c\]\]", text).group(1))
        ch = []
        for i, c in enumerate(cs):
            o = {"index": i, "finish_reason": "stop"}
            if c != "-":
                o["message"] = {"role": "assistant", "content": c}
            ch.append(o)
        b = json.dumps({"model": "m", "choices": ch}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(b)))
        self.end_headers()
        self.wfile.write(b)

s = ThreadingHTTPServer(("127.0.0.1", 0), H)
open(sys.argv[1] + ".tmp", "w").write(str(s.server_address[1]))
import os
os.rename(sys.argv[1] + ".tmp", sys.argv[1])
s.serve_forever()
PY
python3 srv.py sport 2> srv.err &
pids="$pids $!"
wait_port sport $! "the stand-in server"
url="http://127.0.0.1:$(cat sport)/v1"

# cases: the choices, then the score and error expected (jq -c of each)
cat > cases.txt <<'CASES'
["Score: 0","Score: 1"]	null	"choices"
["Score: 1","Score: 0"]	null	"choices"
["Score: 1","Score: 1","Score: 0"]	null	"choices"
["Score: 0","Score: 0","Score: 0.5"]	null	"choices"
[null,"Score: 1"]	null	"choices"
["Score: 1",null]	null	"choices"
["-","Score: 1"]	null	"bad_reply"
["Right.\nScore: 1","Score: 1"]	null	"choices"
["Score: 1","Score: 1"]	1	null
["Score: 0","Score: 0","Score: 0"]	0	null
["Score: 1"]	1	null
["Score: 0"]	0	null
[null,null]	null	"no_content"
[null]	null	"no_content"
CASES
# and generated ones: two to five choices of random verdicts
python3 - >> cases.txt <<'PY'
import json, random
r = random.Random(20)
for _ in range(40):
    k = r.randint(2, 5)
    v = [r.choice(["0", "1", "0.5"]) for _ in range(k)]
    same = len(set(v)) == 1
    s = "%g" % float(v[0]) if same else "null"
    print("%s\t%s\t%s" % (json.dumps(["Score: " + x for x in v]), s,
        "null" if same else '"choices"'))
PY
n=$(wc -l < cases.txt)
# one jq for all the records, not one a case (a jq start is 0.02 CPU-s)
cut -f1 cases.txt | jq -Rc '{problem: ("[[c=" + . + "=c]]"),
    solution: "s", response: "r"}' > in.jsonl || fail "jq"
papo-judge -e "$url" -m m --select all --concurrency 2 --retries 0 \
    --timeout 60 --no-cache in.jsonl > out.jsonl 2> err.txt
st=$?
step -o err.txt "exit status $st" eval '[ $st -eq 0 ] || [ $st -eq 75 ]'
step -o err.txt "all $n records out" \
    [ "$(wc -l < out.jsonl)" -eq "$n" ]
jq -r '[(.r_proc | tojson), (.judge.error | tojson)] | @tsv' \
    out.jsonl > got.txt
cut -f2,3 cases.txt > want.txt
paste cases.txt got.txt | awk -F'\t' '$2 != $4 || $3 != $5 {
	print "choices " $1 ": score " $4 ", error " $5 \
	    " (expected " $2 ", " $3 ")"; bad = 1 } END { exit bad }' \
    > diff.txt || fail "$(cat diff.txt)"
step -o err.txt "no message says why" \
    grep -q "choices that do not all say the same" err.txt
step "too few cases" [ "$(grep -c '"choices"' want.txt)" -ge 10 ]
exit 0
