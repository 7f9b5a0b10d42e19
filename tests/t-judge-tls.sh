#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-tls.sh: https endpoints.  A certificate that is not trusted
# says how to trust it (--cacert), and --cacert then works; a --cacert
# file that is missing is a usage error before anything is sent; and
# https:// to a plain-HTTP port is named as such within seconds, not
# after three connect timeouts (30 s).  The TLS server here is a few
# lines of Python's http.server and ssl, a stand-in for a judge behind
# TLS (it runs no model), with a certificate made for the test.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-tls

printf '{"problem":"p","solution":"s","response":"r","r_out":1}\n' > one.jsonl

# https:// to the plain-HTTP stand-in: named at once, neither waited
# for nor retried: with a connect timeout and a backoff of ten minutes,
# either would outlast wait_end's minute and fail the test (nothing is
# timed from above)
start_standin
plain=$(echo "$url" | sed 's|^http://|https://|')
papo-judge -q --no-cache --connect-timeout 600 --backoff 600 \
    --backoff-max 600 -e "$plain" -m standin-judge one.jsonl > out.jsonl 2> err &
wait_end $! "papo-judge on https:// to a plain-HTTP server"
st=$rc
step -o err "https to http: exit status $st" [ $st -eq 69 ]
step -o err "https to http" \
    [ "$(cat err)" = "papo-judge: no judge endpoint answers: '$plain' (the server answers plain HTTP, not TLS: use http:// instead of https://)" ]
stop_standin

# A missing --cacert file: a usage error at the start
papo-judge -q --no-cache -e https://127.0.0.1:9/v1 -m m --cacert nosuch.pem \
    one.jsonl > out.jsonl 2> err
st=$?
step -o err "missing cacert: exit status $st" [ $st -eq 64 ]
step -o err "missing cacert" \
    [ "$(cat err)" = "papo-judge: invalid value 'nosuch.pem' for --cacert (a readable file: No such file or directory)" ]

command -v openssl > /dev/null || { echo "openssl is missing: TLS server tests skipped"; exit 0; }
for n in ca other; do
	openssl req -x509 -newkey rsa:2048 -nodes -keyout $n.key -out $n.pem \
	    -days 2 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1 \
	    > /dev/null 2>&1 || fail "openssl cannot make a certificate"
done
cat > tls.py <<'PY'
import http.server, json, os, ssl, sys

class H(http.server.BaseHTTPRequestHandler):
    def send(self, obj):
        b = json.dumps(obj).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(b)))
        self.end_headers()
        self.wfile.write(b)
    def do_GET(self):
        self.send({"data": [{"id": "tls-judge"}]})
    def do_POST(self):
        self.rfile.read(int(self.headers["Content-Length"]))
        self.send({"model": "tls-judge", "choices": [{"message":
            {"content": "Score: \\boxed{1}"}, "finish_reason": "stop"}]})
    def log_message(self, *a):
        pass

ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
ctx.load_cert_chain("ca.pem", "ca.key")
s = http.server.ThreadingHTTPServer(("127.0.0.1", 0), H)
s.socket = ctx.wrap_socket(s.socket, server_side=True)
with open("tls.port.tmp", "w") as f:
    f.write(str(s.server_address[1]))
os.rename("tls.port.tmp", "tls.port")
s.serve_forever()
PY
python3 tls.py &
pids="$pids $!"
wait_port tls.port $! "the TLS server"
tls="https://127.0.0.1:$(cat tls.port)/v1"

# not trusted: the reason, and how to trust it; asked once
papo-judge -q --no-cache -e "$tls" one.jsonl > out.jsonl 2> err
st=$?
step -o err "untrusted: exit status $st" [ $st -eq 69 ]
step -o err "untrusted" \
    grep -q "^papo-judge: no judge endpoint answers: '$tls' (SSL certificate problem: self-signed certificate; for a certificate a private CA signed, give that CA's certificate with --cacert FILE)$" err
# the wrong CA
papo-judge -q --no-cache -e "$tls" --cacert other.pem one.jsonl > out.jsonl 2> err
step -o err "wrong CA: exit status $?" [ $? -eq 69 ]
step -o err "wrong CA" \
    grep -q "; the CA certificates of --cacert do not vouch for it)$" err
# trusted with --cacert: judged
papo-judge -q --no-cache -e "$tls" --cacert ca.pem one.jsonl > out.jsonl 2> err ||
    fail "--cacert: exit status $?: $(cat err)"
step -o out.jsonl "--cacert" \
    jq -e '.r_proc == 1 and .judge.model == "tls-judge"' out.jsonl > /dev/null
exit 0
