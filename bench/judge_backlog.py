#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""judge_backlog.py: papo-judge against a server with a small listen backlog.

usage: judge_backlog.py PAPO_JUDGE OUT.md [N [CONCURRENCY [REPS]]]

The server is a STAND-IN for a judge (it runs no model): Python's
http.server (ThreadingHTTPServer) with its default listen backlog of 5,
answering every chat request after 100 ms with "Score: \\boxed{1}".  Not
every OpenAI-compatible server is uvicorn with a backlog of 2048: a
client that opens all its connections at once overflows such a queue,
the kernel drops the SYNs that do not fit, and each dropped one waits
for its retransmission (1 s, then 3 s, ...).  Runs N distinct records
(default 200) at CONCURRENCY in flight (default 64), REPS times (default
3), with the server speaking HTTP/1.0 (a new connection for every
request: http.server's default) and HTTP/1.1 (keep-alive), and writes
the wall time of each run, the bound N / CONCURRENCY * 100 ms, and the
listen-queue overflows the kernel counted during the runs
(TcpExtListenOverflows in /proc/net/netstat, for the whole machine).
"""
import http.server
import json
import os
import socketserver
import subprocess
import sys
import tempfile
import threading
import time

LATENCY = 0.100
MODEL = "backlog-judge"


class Handler(http.server.BaseHTTPRequestHandler):
    def reply(self, obj):
        body = json.dumps(obj).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        self.reply({"object": "list", "data": [{"id": MODEL}]})

    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length", "0")))
        time.sleep(LATENCY)
        self.reply({"model": MODEL, "choices": [{"index": 0, "message": {
            "role": "assistant", "content": "Score: \\boxed{1}"},
            "finish_reason": "stop"}]})

    def log_message(self, *args):
        pass


class Server(http.server.ThreadingHTTPServer):
    request_queue_size = 5      # socketserver's default, said outright
    daemon_threads = True


def overflows():
    """TcpExt ListenOverflows of the whole machine, or -1."""
    try:
        with open("/proc/net/netstat") as f:
            lines = f.read().split("\n")
    except OSError:
        return -1
    for names, values in zip(lines[0::2], lines[1::2]):
        if names.startswith("TcpExt:"):
            d = dict(zip(names.split()[1:], values.split()[1:]))
            return int(d.get("ListenOverflows", -1))
    return -1


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    judge, out_md = sys.argv[1], sys.argv[2]
    n = int(sys.argv[3]) if len(sys.argv) > 3 else 200
    conc = int(sys.argv[4]) if len(sys.argv) > 4 else 64
    reps = int(sys.argv[5]) if len(sys.argv) > 5 else 3
    tmp = tempfile.mkdtemp(prefix="bench-backlog.")
    records = os.path.join(tmp, "in.jsonl")
    with open(records, "w") as f:
        for i in range(n):
            f.write(json.dumps({"problem": "What is %d + %d?" % (i, i),
                                "solution": str(2 * i),
                                "response": "%d + %d = %d, so \\boxed{%d}"
                                % (i, i, 2 * i, 2 * i), "r_out": 1}) + "\n")
    rows = []
    for proto in ("HTTP/1.0", "HTTP/1.1"):
        Handler.protocol_version = proto
        srv = Server(("127.0.0.1", 0), Handler)
        th = threading.Thread(target=srv.serve_forever, daemon=True)
        th.start()
        url = "http://127.0.0.1:%d/v1" % srv.server_address[1]
        walls = []
        ov0 = overflows()
        for _ in range(reps):
            t0 = time.monotonic()
            with open(os.path.join(tmp, "out.jsonl"), "wb") as out:
                p = subprocess.run([judge, "-q", "--no-cache", "-c",
                                    str(conc), "-e", url, "-m", MODEL,
                                    records], stdout=out,
                                   stderr=subprocess.PIPE)
            walls.append(time.monotonic() - t0)
            if p.returncode != 0:
                sys.exit("judge_backlog.py: papo-judge exited %d: %s"
                         % (p.returncode, p.stderr.decode()[-2000:]))
            with open(os.path.join(tmp, "out.jsonl")) as f:
                got = [json.loads(line)["r_proc"] for line in f]
            if got != [1] * n:
                sys.exit("judge_backlog.py: wrong scores")
        ov1 = overflows()
        srv.shutdown()
        srv.server_close()
        rows.append((proto, walls, ov1 - ov0 if ov0 >= 0 else -1))
    with open(out_md, "w") as f:
        f.write("\n### A server with a small listen backlog\n\n")
        f.write("`python3 bench/judge_backlog.py bin/papo-judge OUT %d %d %d`"
                " (run by bench-judge.sh): %d distinct judgments at %d in "
                "flight against a stand-in judge made of Python's "
                "http.server (ThreadingHTTPServer, listen backlog 5, every "
                "reply after %d ms), speaking HTTP/1.0 (a new connection "
                "for every request, http.server's default) and HTTP/1.1 "
                "(keep-alive). The bound is n / in flight x latency. Listen "
                "overflows are the SYNs and handshakes the kernel dropped "
                "for a full queue during the runs (TcpExtListenOverflows, "
                "whole machine).\n\n"
                % (n, conc, reps, n, conc, LATENCY * 1000))
        f.write("| server | runs (s) | best (s) | bound (s) | listen "
                "overflows |\n|---|---|---|---|---|\n")
        for proto, walls, ov in rows:
            f.write("| http.server %s, backlog 5 | %s | %.2f | %.2f | %s |\n"
                    % (proto, ", ".join("%.2f" % w for w in walls),
                       min(walls), n / conc * LATENCY,
                       ov if ov >= 0 else "?"))
    print(open(out_md).read(), end="")
    os.remove(records)
    os.remove(os.path.join(tmp, "out.jsonl"))
    os.rmdir(tmp)


if __name__ == "__main__":
    main()
