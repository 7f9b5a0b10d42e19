#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# hostile-server.py: a MISBEHAVING stand-in for an OpenAI-compatible
# judge server, for tests/t-judge-hostile2.sh (it runs no model).  It
# listens on 127.0.0.1 (an ephemeral port, written to the file named by
# its first argument) and answers each chat request from the case its
# prompt names ([[case=NAME]]) in the JSON file of its second argument.
# A case is an object:
#   msg      the message of a one-choice chat completion (its content,
#            reasoning_content, tool_calls, refusal...), finish the
#            finish reason ("stop"), choice a whole choice instead
#   body     any JSON body;  raw  a body sent as is (latin-1 bytes)
#   status   the HTTP status (200);  headers  more headers
#   how      hang (never answer), reset (a TCP reset, no reply),
#            chunkcut (chunked transfer cut in the middle of the JSON),
#            huge (a body of size bytes, 100 MB unless told), chunkhuge
#            (the same in chunks, no length given), short (a length
#            longer than the body, then the connection closed), gzip
#            (the body gzipped, unasked), drip (the body a byte every
#            0.2 s)
#   first    how many attempts get this case (then the case in ok);
#            attempts are counted per case
#   ok       the case for the attempts after the first ones
#   then     the case for papo-judge's follow-up turn
# Every request is logged to the file named by its third argument, one
# "NAME" line each, for the test to count.
import gzip, json, os, re, socket, struct, sys, threading, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

cases = json.load(open(sys.argv[2]))
log = open(sys.argv[3], "a", buffering=1)
seen = {}
lock = threading.Lock()


def completion(c):
    ch = c.get("choice", {"index": 0, "finish_reason": c.get("finish",
        "stop"), "message": c.get("msg")})
    return json.dumps({"id": "x", "object": "chat.completion",
        "model": "m", "choices": [ch]}).encode()


class H(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *a):
        pass

    def do_GET(self):
        b = b'{"object":"list","data":[{"id":"m"}]}'
        self.send_response(200)
        self.send_header("Content-Length", str(len(b)))
        self.end_headers()
        self.wfile.write(b)

    def do_POST(self):
        n = int(self.headers.get("Content-Length", "0"))
        req = json.loads(self.rfile.read(n))
        text = "".join(m.get("content", "") for m in req["messages"])
        name = re.search(r"\[\[case=(\w+)\]\]", text).group(1)
        c = cases[name]
        with lock:
            seen[name] = seen.get(name, 0) + 1
            k = seen[name]
        log.write(name + "\n")
        if "first" in c and k > c["first"]:
            c = c["ok"]
        if "Reply with the verdict alone" in text and "then" in c:
            c = c["then"]
        how = c.get("how", "")
        if how == "hang":
            time.sleep(3600)
            return
        if how == "reset":
            self.connection.setsockopt(socket.SOL_SOCKET,
                socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.rfile.close()
            self.wfile.close()
            self.connection.close()
            self.close_connection = True
            return
        if "body" in c:
            raw = json.dumps(c["body"]).encode()
        elif "raw" in c:
            raw = c["raw"].encode("latin-1")
        else:
            raw = completion(c)
        self.send_response(c.get("status", 200))
        for h, v in c.get("headers", {}).items():
            self.send_header(h, v)
        self.send_header("Content-Type", "application/json")
        if how == "chunkcut":
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            part = raw[: len(raw) // 2]
            self.wfile.write(b"%x\r\n" % len(part) + part + b"\r\n")
            self.wfile.flush()
            self.close_connection = True
            return
        if how == "short":
            self.send_header("Content-Length", str(len(raw) + 100))
            self.end_headers()
            self.wfile.write(raw)
            self.wfile.flush()
            self.close_connection = True
            return
        if how == "gzip":
            z = gzip.compress(raw)
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(z)))
            self.end_headers()
            self.wfile.write(z)
            return
        if how == "drip":
            self.send_header("Content-Length", str(len(raw)))
            self.end_headers()
            try:
                for i in range(len(raw)):
                    self.wfile.write(raw[i:i + 1])
                    self.wfile.flush()
                    time.sleep(0.2)
            except OSError:
                pass
            self.close_connection = True
            return
        if how == "chunkhuge":
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            head = (b'{"model":"m","choices":[{"index":0,"finish_reason":'
                b'"stop","message":{"content":"')
            self.wfile.write(b"%x\r\n" % len(head) + head + b"\r\n")
            blk, left = b"a" * 65536, c.get("size", 100 << 20)
            try:
                while left > 0:
                    self.wfile.write(b"%x\r\n" % len(blk) + blk + b"\r\n")
                    left -= len(blk)
                self.wfile.write(b"0\r\n\r\n")
            except OSError:
                pass
            self.close_connection = True
            return
        if how == "huge":
            size = c.get("size", 100 << 20)
            self.send_header("Content-Length", str(size))
            self.end_headers()
            head = (b'{"model":"m","choices":[{"index":0,"finish_reason":'
                b'"stop","message":{"content":"')
            self.wfile.write(head)
            blk, left = b"a" * 65536, size - len(head)
            try:
                while left > 0:
                    self.wfile.write(blk[: min(left, len(blk))])
                    left -= len(blk)
            except OSError:
                pass
            self.close_connection = True
            return
        self.send_header("Content-Length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)


s = ThreadingHTTPServer(("127.0.0.1", 0), H)
s.daemon_threads = True
with open(sys.argv[1] + ".tmp", "w") as f:
    f.write(str(s.server_address[1]))
os.rename(sys.argv[1] + ".tmp", sys.argv[1])
s.serve_forever()
