#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-secrets.sh: a key a server echoes in JSON escapes ("\u0073k-",
# "\u002d" for '-') reaches no record, message, model list or cache; a
# model list's control characters reach no terminal raw; a key bound
# for a proxy from the environment in clear text is warned about.  The
# server is a stand-in written here (python3 on loopback), not a judge.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-secrets
key='sk-test-0123"456/SECRET'
esc=$(printf '\033')

# The stand-in: each chat request's [[mode=M]] says where the
# Authorization header goes back, every character \u-escaped ("all") or
# only the '-' ("dash"); /models lists it, and a name with an ESC.
cat > srv.py <<'EOF'
import json, re, sys
from http.server import BaseHTTPRequestHandler, HTTPServer

def allesc(s):
    return "".join("\\u%04x" % ord(c) for c in s)

def dashesc(s):
    return json.dumps(s)[1:-1].replace("-", "\\u002d")

class H(BaseHTTPRequestHandler):
    def log_message(self, *a):
        pass

    def send(self, status, body):
        b = body.encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(b)))
        self.end_headers()
        self.wfile.write(b)

    def do_GET(self):
        a = allesc(self.headers.get("Authorization", ""))
        self.send(200, '{"data":[{"id":"m"},{"id":"n\\u001b[31m"},'
                  '{"id":"%s"}]}' % a)

    def do_POST(self):
        n = int(self.headers.get("Content-Length", "0"))
        req = json.loads(self.rfile.read(n))
        text = "".join(m.get("content", "") for m in req["messages"])
        mode, how = re.search(r"\[\[mode=(\w+)-(\w+)\]\]", text).groups()
        a = self.headers.get("Authorization", "")
        a = allesc(a) if how == "all" else dashesc(a)
        content, model, finish = "echo " + a + "\\nScore: 1", "m", "stop"
        if mode == "const":     # the key of the next test, whatever is sent
            content = "echo " + json.dumps(sys.argv[2])[1:-1] + "\\nScore: 1"
        elif mode == "noscore":
            content = "no verdict " + a
        elif mode == "model":
            model = a
        elif mode == "finish":
            finish = a
        elif mode in ("e400", "e500"):
            self.send(int(mode[1:]), '{"error":{"message":"%s",'
                      '"type":"%s","code":%s}}' % (a, a, mode[1:]))
            return
        elif mode == "flat":
            self.send(401, '{"object":"error","message":"%s"}' % a)
            return
        self.send(200, '{"model":"%s","choices":[{"index":0,"message":'
                  '{"role":"assistant","content":"%s"},'
                  '"finish_reason":"%s"}]}' % (model, content, finish))

s = HTTPServer(("127.0.0.1", 0), H)
open(sys.argv[1] + ".tmp", "w").write(str(s.server_address[1]))
import os
os.rename(sys.argv[1] + ".tmp", sys.argv[1])
s.serve_forever()
EOF
python3 srv.py sport "$key" &
pids="$pids $!"
wait_port sport $! "the stand-in server"
url="http://127.0.0.1:$(cat sport)/v1"

for how in all dash; do
	for m in content noscore model finish e400 e500 flat; do
		printf '{"problem":"[[mode=%s-%s]]","solution":"s","response":"r"}\n' \
		    $m $how
	done
done > in.jsonl
for kr in full excerpt none; do
	PAPO_API_KEY=$key papo-judge -e "$url" -m m --select all \
	    --retries 0 --timeout 60 --keep-reply $kr \
	    --cache "$d/c/$kr.sqlite" in.jsonl > out.$kr 2> err.$kr
	st=$?
	[ $st -eq 75 ] || fail "--keep-reply $kr: exit status $st, " \
	    "expected 75: $(cat err.$kr)"
	[ "$(wc -l < out.$kr)" -eq 14 ] || fail "--keep-reply $kr: " \
	    "$(wc -l < out.$kr) records out of 14"
done
# the cache holds judged replies: once more from it, nothing leaks either
PAPO_API_KEY=$key papo-judge -e "$url" -m m --select all --retries 0 \
    --timeout 60 --keep-reply full --cache "$d/c/full.sqlite" in.jsonl \
    > out.again 2> err.again
step "nothing came from the cache: the test is void" \
    [ "$(jq -c 'select(.judge.cached)' out.again | wc -l)" -ge 2 ]
# no -m: the model list names the key, and a name with an ESC
PAPO_API_KEY=$key papo-judge -e "$url" --select all --no-cache \
    < in.jsonl > out.models 2> err.models
st=$?
step -o err.models "several models: exit status $st" [ $st -eq 64 ]
step -o err.models "the model list is shown escaped" \
    grep -qF 'n\u001b[31m' err.models
step -o err.models "no raw ESC on stderr" \
    eval '! grep -aqF "$esc" err.models'

for f in out.* err.* c/*; do
	[ -f "$f" ] || continue
	for s in "$key" SECRET 456/SEC '0123"456'; do
		grep -aqF "$s" "$f" && fail "the API key is in $f: " \
		    "$(grep -aF "$s" "$f" | head -3)"
	done
done
# the key decoded, in every text of every record: none holds it
jq -r '.. | strings' out.full out.none out.again | grep -aF SECRET &&
    fail "a record's text holds the key once decoded"
step "nothing was redacted: the test is void" grep -q "\[API key\]" out.full
step "no message names what was redacted" grep -q "\[API key\]" err.none
step -o out.full "the modes gave their errors" \
    [ "$(jq -r '.judge.error' out.full | sort | uniq -c | wc -l)" -ge 4 ]

# a cache written while another key was sent holds this one: a record
# taken from it, with this key sent, shows it redacted
printf '{"problem":"[[mode=const-all]]","solution":"s","response":"r"}\n' \
    > one.jsonl
PAPO_API_KEY=sk-other papo-judge -e "$url" -m m --select all --retries 0 \
    --timeout 60 --keep-reply full --cache "$d/c/old.sqlite" one.jsonl \
    > out.old 2> err.old || fail "a cache with another key: $(cat err.old)"
step "the stand-in did not echo: the test is void" grep -qF SECRET out.old
PAPO_API_KEY=$key papo-judge -e "$url" -m m --select all --retries 0 \
    --timeout 60 --keep-reply full --cache "$d/c/old.sqlite" one.jsonl \
    > out.stale 2> err.stale || fail "the cache: $(cat err.stale)"
step -o out.stale "not from the cache: the test is void" \
    [ "$(jq -r .judge.cached out.stale)" = true ]
step -o out.stale "a cached reply shows the key" \
    eval '! grep -aqF SECRET out.stale err.stale'

# -- a proxy from the environment sees the key in clear text --
warned() {
	env "$@" PAPO_API_KEY=k papo-judge -e "$url" -m m < /dev/null \
	    > /dev/null 2> e || fail "$*: $(cat e)"
	grep -q "through proxy" e
}
warned http_proxy=http://192.0.2.1:3128 || fail "http_proxy: no warning"
step -o e "the warning does not name the proxy" \
    grep -q "proxy '192.0.2.1' (from http_proxy) in clear text" e
warned http_proxy=http://user:pw@192.0.2.1:3128 ||
    fail "a proxy with a password: no warning"
step -o e "the proxy's password is shown" eval '! grep -qF "pw" e'
warned http_proxy=192.0.2.1:3128 || fail "a proxy without a scheme: no warning"
warned all_proxy=socks5://192.0.2.1:1080 || fail "all_proxy: no warning"
warned ALL_PROXY=http://192.0.2.1:3128 || fail "ALL_PROXY: no warning"
warned http_proxy=http://192.0.2.1:3128 no_proxy=127.0.0.1 &&
    fail "no_proxy names the host, yet: $(cat e)"
warned http_proxy=http://192.0.2.1:3128 NO_PROXY='*' &&
    fail "NO_PROXY=*, yet: $(cat e)"
warned http_proxy=https://192.0.2.1:3128 && fail "an https proxy: $(cat e)"
warned http_proxy=http://127.0.0.1:3128 && fail "a loopback proxy: $(cat e)"
env http_proxy=http://192.0.2.1:3128 papo-judge -e "$url" -m m \
    < /dev/null > /dev/null 2> e
step -o e "no key, yet" eval '! grep -q "proxy" e'
exit 0
