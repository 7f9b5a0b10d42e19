#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# bigheader-server.py: a HOSTILE stand-in for an OpenAI-compatible judge
# server, for tests/t-judge-bigheader.sh (it runs no model).  It
# listens on 127.0.0.1 (an ephemeral port, written to the file named by
# its first argument) and answers a listing of /models normally, but
# every chat request with 10 MB of response headers, in the way its
# second argument says:
#   line   one header line of 10 MB
#   many   10,000 header lines of 1 KiB each
#   models the listing of /models too, as one line
# It stops writing when the client hangs up.
import http.server, json, sys

MB = 10 * 1024 * 1024

class H(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *a):
        pass

    def do_GET(self):
        if sys.argv[2] == "models":
            return self.big()
        b = json.dumps({"object": "list", "data": [{"id": "m"}]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(b)))
        self.end_headers()
        self.wfile.write(b)

    def do_POST(self):
        n = int(self.headers.get("Content-Length", "0"))
        self.rfile.read(n)
        self.big()

    def big(self):
        try:
            self.wfile.write(b"HTTP/1.1 200 OK\r\n"
                             b"Content-Type: application/json\r\n")
            if sys.argv[2] != "many":
                self.wfile.write(b"X-Pad: ")
                chunk = b"a" * 65536
                for _ in range(MB // len(chunk)):
                    self.wfile.write(chunk)
                self.wfile.write(b"\r\n")
            else:
                line = b"X-Pad: " + b"a" * (1024 - 9) + b"\r\n"
                for _ in range(MB // len(line)):
                    self.wfile.write(line)
            b = b'{"choices":[]}'
            self.wfile.write(b"Content-Length: %d\r\n\r\n" % len(b) + b)
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            pass
        self.close_connection = True

s = http.server.ThreadingHTTPServer(("127.0.0.1", 0), H)
s.daemon_threads = True
with open(sys.argv[1] + ".tmp", "w") as f:
    f.write(str(s.server_address[1]))
import os
os.rename(sys.argv[1] + ".tmp", sys.argv[1])
s.serve_forever()
