#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# echo-server.py: a MISBEHAVING stand-in for an OpenAI-compatible judge
# server, for tests/t-judge-hostile.sh (it runs no model).  It listens
# on 127.0.0.1 (an ephemeral port, written to the file named by its
# first argument) and answers each chat request by the [[mode=WORD]]
# marker of its prompt, echoing the request's Authorization header
# back (as a leaking proxy would) along with terminal control
# characters:
#   content   a verdict, with the header and ESC/BEL in the content
#   model     the header and an OSC sequence as the model name
#   finish    the header as the finish reason
#   error     a 400 whose error message holds the header and ESC
#   noscore   no verdict; the header and ESC [2J in the content
#   filter    finish reason content_filter, with a verdict
#   length    finish reason length, with a verdict
#   abort     finish reason abort, with a verdict
import http.server, json, re, sys

class H(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *a):
        pass

    def send(self, code, obj):
        b = json.dumps(obj).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(b)))
        self.end_headers()
        self.wfile.write(b)

    def do_GET(self):
        self.send(200, {"object": "list", "data": [{"id": "m"}]})

    def do_POST(self):
        n = int(self.headers.get("Content-Length", "0"))
        body = json.loads(self.rfile.read(n))
        text = "\n".join(m["content"] for m in body["messages"])
        m = re.search(r"\[\[mode=(\w+)\]\]", text)
        mode = m.group(1) if m else "content"
        auth = self.headers.get("Authorization", "")
        content, model, finish = "Score: \\boxed{1}", "m", "stop"
        if mode == "content":
            content = "I was sent %s \x1b[31m\x07\n\nScore: \\boxed{1}" % auth
        elif mode == "model":
            model = "%s \x1b]0;owned\x07" % auth
        elif mode == "finish":
            finish = auth
        elif mode == "error":
            self.send(400, {"error": {"message": "bad request from %s "
                "\x1b[2J\x08\x08" % auth, "code": 400}})
            return
        elif mode == "noscore":
            content = "\x1b[2J\x07 no verdict for %s" % auth
        elif mode == "filter":
            finish = "content_filter"
        elif mode == "length":
            finish = "length"
        elif mode == "abort":
            finish = "abort"
        self.send(200, {"object": "chat.completion", "model": model,
            "choices": [{"index": 0, "finish_reason": finish,
                "message": {"role": "assistant", "content": content}}]})

s = http.server.ThreadingHTTPServer(("127.0.0.1", 0), H)
s.daemon_threads = True
with open(sys.argv[1] + ".tmp", "w") as f:
    f.write(str(s.server_address[1]))
import os
os.rename(sys.argv[1] + ".tmp", sys.argv[1])
s.serve_forever()
