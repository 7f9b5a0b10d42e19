#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""client.py: the trainers' clients and the bad ones, against --serve.

usage: client.py trainers URL
       client.py regress URL IN.jsonl CLI.jsonl
       client.py bad URL
       client.py drain URL PID

trainers: each trainer's request as its client code sends it (read at
  OpenRLHF 3c3be623 openrlhf/utils/agent.py _fetch_rewards_via_http, slime
  624b824a slime/rollout/rm_hub/__init__.py remote_rm, NeMo Gym 07d6b0d0
  nemo_gym/base_resources_server.py and
  resources_servers/math_with_judge/app.py): aiohttp, a new session per
  request for OpenRLHF, one shared session of 64 connections for slime;
  the replies checked field by field.
regress: IN.jsonl (records with response and answer) through
  /v1/records (byte for byte CLI.jsonl, what papo-verify wrote for it),
  /get_reward (the prompt and end tokens around each response), slime's
  path and /verify: every reward and verdict equal to the command line's.
bad: the bad clients (malformed bodies, a 100 MB body, slowloris, idle
  connections, a client gone mid-request), each answered or dropped
  while a well-behaved client is served throughout.
drain: a request in flight (its headers read, its body not yet sent)
  when PID gets SIGTERM is answered, and new connections are refused.

Each check that holds counts one; the last line is "N passed, M
failed", and the exit status is 1 when a check failed.
"""
import asyncio
import http.client
import json
import os
import signal
import socket
import sys
import time
import urllib.parse

import aiohttp

passed = 0
failed = 0


def check(ok, what):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print("FAIL: " + what)


def hostport(url):
    u = urllib.parse.urlsplit(url)
    return u.hostname, u.port


def raw(url, data, timeout=60):
    """Send bytes on a new connection; the reply's status and body."""
    s = socket.create_connection(hostport(url), timeout=timeout)
    s.sendall(data)
    got = b""
    while True:
        b = s.recv(65536)
        if not b:
            break
        got += b
        head, sep, body = got.partition(b"\r\n\r\n")
        if sep:
            length = 0
            for line in head.split(b"\r\n")[1:]:
                k, _, v = line.partition(b":")
                if k.strip().lower() == b"content-length":
                    length = int(v)
            if len(body) >= length:
                break
    s.close()
    head, _, body = got.partition(b"\r\n\r\n")
    status = int(head.split(b" ")[1]) if head else 0
    return status, head, body


def request(url, method, path, body=b"", headers=()):
    h, p = hostport(url)
    hdr = "%s %s HTTP/1.1\r\nHost: %s:%d\r\nConnection: close\r\n" % (
        method, path, h, p)
    for k, v in headers:
        hdr += "%s: %s\r\n" % (k, v)
    if method == "POST":
        hdr += "Content-Type: application/json\r\n"
        hdr += "Content-Length: %d\r\n" % len(body)
    return raw(url, hdr.encode() + b"\r\n" + body)


PROMPT = ("<|im_start|>system\nPut the final answer in \\boxed{}, as in "
          "\\boxed{42}.<|im_end|>\n<|im_start|>user\n%s<|im_end|>\n"
          "<|im_start|>assistant\n")
REGRESS_PROMPT = PROMPT % "Solve it; the checker must not read \\boxed{99} here."


def gym_row(question, text, expected):
    """A NeMo Gym math row with a Responses API response."""
    return {
        "responses_create_params": {"input": [{
            "role": "user",
            "content": "Solve the following math problem. Make sure to "
                       "put the answer (and only answer) inside \\boxed{}."
                       "\n\n" + question}]},
        "question": question,
        "expected_answer": expected,
        "response": {
            "id": "resp_1", "created_at": 1761955953.0, "error": None,
            "model": "policy", "object": "response",
            "output": [
                {"id": "rs_1", "summary": [], "type": "reasoning",
                 "encrypted_content": None},
                {"id": "msg_1", "role": "assistant", "status": "completed",
                 "type": "message",
                 "content": [{"annotations": [], "text": text,
                              "type": "output_text", "logprobs": []}]}],
            "parallel_tool_calls": True, "tool_choice": "auto",
            "tools": [], "status": "completed"},
    }


async def openrlhf_post(url, queries, prompts, labels):
    # as _fetch_rewards_via_http: a new session per request
    payload = {"query": queries, "prompts": prompts, "labels": labels}
    timeout = aiohttp.ClientTimeout(total=180)
    async with aiohttp.ClientSession(timeout=timeout) as session:
        async with session.post(url, json=payload) as response:
            response.raise_for_status()
            return (await response.json(),
                    response.headers.get("Content-Type"))


def slime_session():
    connector = aiohttp.TCPConnector(limit=64, enable_cleanup_closed=True)
    timeout = aiohttp.ClientTimeout(total=120)
    return aiohttp.ClientSession(connector=connector, timeout=timeout)


async def slime_post(session, url, prompt, response, label):
    payload = {"prompt": prompt, "response": response, "label": label}
    async with session.post(url, json=payload) as resp:
        resp.raise_for_status()
        return await resp.json()


async def trainers(url):
    base = url.rstrip("/")
    # OpenRLHF: one sample a request, query = prompt + response + end
    # tokens; the prompt holds a \boxed{42} that must not be read
    p = PROMPT % "What is 6 times 7?"
    cases = [(p + "6*7 = \\boxed{42}<|im_end|>", "42", 1, "equal"),
             (p + "It is \\boxed{48}.<|im_end|><|endoftext|>", "42", 0,
              "not_equal"),
             (p + "I do not know.<|im_end|>", "42", 0, "no_answer"),
             (p + "\\boxed{42}<|im_end|>", None, 0, "no_reference")]
    for q, label, want, verdict in cases:
        rep, ctype = await openrlhf_post(base + "/get_reward", [q], [p],
                                         [label])
        check(ctype == "application/json", "openrlhf content type " +
              str(ctype))
        check(sorted(rep) == ["extra_logs", "rewards", "scores"],
              "openrlhf keys %r" % sorted(rep))
        check(rep["rewards"] == [want] and rep["scores"] == [want],
              "openrlhf %r: rewards %r" % (q[-40:], rep["rewards"]))
        logs = rep["extra_logs"]
        check(logs.get(verdict) == [1] and logs["r_out"] == [want] and
              all(isinstance(v, list) and len(v) == 1 and
                  isinstance(v[0], (int, float)) for v in logs.values()),
              "openrlhf extra_logs %r" % logs)
    # several at once, and none
    rep, _ = await openrlhf_post(base + "/get_reward",
                                 [c[0] for c in cases], [p] * 4,
                                 [c[1] for c in cases])
    check(rep["rewards"] == [1, 0, 0, 0] and
          all(len(v) == 4 for v in rep["extra_logs"].values()),
          "openrlhf batch %r" % rep)
    rep, _ = await openrlhf_post(base + "/get_reward", [], [], [])
    check(rep["rewards"] == [] and rep["scores"] == [] and
          all(v == [] for v in rep["extra_logs"].values()),
          "openrlhf empty %r" % rep)
    # the prompt's \boxed{42} alone is no answer
    rep, _ = await openrlhf_post(base + "/get_reward", [p + "<|im_end|>"],
                                 [p], ["42"])
    check(rep["rewards"] == [0] and rep["extra_logs"]["no_answer"] == [1],
          "openrlhf: the prompt's answer was read %r" % rep)

    # slime: shared session, bare number; /dict for --reward-key
    async with slime_session() as session:
        rs = await asyncio.gather(*[
            slime_post(session, base + "/reward", "What is 6 times 7?",
                       r, "42")
            for r in ["\\boxed{42}", "\\boxed{41}", "no idea"] * 20])
        check(rs == [1, 0, 0] * 20, "slime bare numbers %r" % rs[:3])
        d = await slime_post(session, base + "/reward/dict",
                             [{"role": "user", "content": "6*7?"}],
                             "The answer is $42$.", "42")
        check(d == {"reward": 1, "r_out": 1, "pred": "42",
                    "verify": "equal"}, "slime dict %r" % d)
        d = await slime_post(session, base + "/reward/dict", "q",
                             "\\boxed{7}", None)
        check(d == {"reward": 0, "r_out": None, "pred": "7",
                    "verify": "no_reference"}, "slime no label %r" % d)

    # NeMo Gym
    async with aiohttp.ClientSession() as s:
        async with s.post(base + "/seed_session", json={}) as r:
            check(r.status == 200 and await r.json() == {},
                  "gym seed_session")
        row = gym_row("Find 83/499.", "\\boxed{\\frac{83}{499}}", "83/499")
        async with s.post(base + "/verify", json=row) as r:
            got = await r.json()
            check(r.status == 200, "gym verify status %d" % r.status)
        extra = {k: got.pop(k, None) for k in
                 ("reward", "extracted_answer", "verify")}
        check(got == row, "gym verify: the row is not kept")
        check(extra == {"reward": 1, "extracted_answer": "\\frac{83}{499}",
                        "verify": "equal"}, "gym verify %r" % extra)
        row = gym_row("2+2?", "\\boxed{5}", "4")
        row["reward"] = 1.0    # a reverification replaces it
        async with s.post(base + "/verify", json=row) as r:
            got = await r.json()
        check(got["reward"] == 0 and got["verify"] == "not_equal",
              "gym reverify %r" % got.get("reward"))
        body = {"verify_responses": [
            {"_ng_task_index": 0, "reward": 1.0},
            {"_ng_task_index": 0, "reward": 0.0},
            {"_ng_task_index": 1, "reward": 1.0}]}
        async with s.post(base + "/aggregate_metrics", json=body) as r:
            m = await r.json()
        check(m["agent_metrics"]["num_rollouts"] == 3 and
              abs(m["agent_metrics"]["mean/reward"] - 2 / 3) < 1e-12 and
              m["group_level_metrics"][0] == {
                  "_ng_task_index": 0, "mean/reward": 0.5,
                  "num_rollouts": 2}, "gym aggregate_metrics %r" % m)
        async with s.get(base + "/reverify_mode") as r:
            check(await r.json() == "stateless", "gym reverify_mode")
        async with s.get(base + "/") as r:
            check((await r.json())["status"] == "ok", "GET /")
        async with s.get(base + "/health") as r:
            check(r.status == 200 and (await r.json())["tool"] ==
                  "papo-verify", "GET /health")
        async with s.get(base + "/metrics") as r:
            text = await r.text()
            check(r.headers["Content-Type"].startswith("text/plain") and
                  'papo_requests_total{endpoint="get_reward",code="200"}'
                  in text and 'papo_verdicts_total{verdict="equal"}' in
                  text and "papo_request_seconds_bucket" in text,
                  "metrics:\n" + text[:500])


def cli_reward(rec):
    r = rec.get("r_out")
    return 0 if r is None else r


async def regress(url, inp, cli):
    base = url.rstrip("/")
    body = open(inp, "rb").read()
    want = open(cli, "rb").read()
    st, _, got = request(url, "POST", "/v1/records", body)
    check(st == 200 and got == want, "/v1/records differs from the "
          "command line on %s (status %d)" % (inp, st))
    outs = [l for l in want.splitlines() if l.strip()]
    if body.lstrip().startswith(b"["):
        recs = json.loads(body)
    else:
        recs = [l for l in body.splitlines() if l.strip()]
    pairs = []
    for r, o in zip(recs, outs):
        try:
            pairs.append((r if isinstance(r, dict) else json.loads(r),
                          json.loads(o)))
        except ValueError:
            pass            # a bad line, passed on under -k
    recs = [r for r, o in pairs]
    outs = [o for r, o in pairs]
    p = REGRESS_PROMPT
    bad = 0
    # OpenRLHF, 64 samples a request
    for i in range(0, len(recs), 64):
        chunk = recs[i:i + 64]
        rep, _ = await openrlhf_post(
            base + "/get_reward",
            [p + r["response"] + "<|im_end|>" for r in chunk],
            [p] * len(chunk), [r["answer"] for r in chunk])
        for k, o in enumerate(outs[i:i + 64]):
            if (rep["rewards"][k] != cli_reward(o) or
                    rep["extra_logs"][o["verify"]][k] != 1):
                bad += 1
                print("openrlhf differs, line %d: %r %r" % (
                    i + k + 1, rep["rewards"][k], o["verify"]))
    check(bad == 0, "%d of %d OpenRLHF rewards differ" % (bad, len(recs)))
    # slime /dict, 64 connections
    bad = 0
    async with slime_session() as session:
        ds = await asyncio.gather(*[
            slime_post(session, base + "/r/dict", "q", r["response"],
                       r["answer"]) for r in recs])
    for k, (d, o) in enumerate(zip(ds, outs)):
        if (d["verify"] != o["verify"] or d["r_out"] != o.get("r_out") or
                d["pred"] != o.get("pred")):
            bad += 1
            print("slime differs, line %d: %r %r" % (k + 1, d, o))
    check(bad == 0, "%d of %d slime verdicts differ" % (bad, len(recs)))
    # NeMo Gym /verify
    bad = 0
    async with aiohttp.ClientSession() as s:
        for k, (r, o) in enumerate(zip(recs, outs)):
            if not isinstance(r["answer"], str):
                continue
            row = gym_row("q", r["response"], r["answer"])
            async with s.post(base + "/verify", json=row) as rp:
                g = await rp.json()
            if g["verify"] != o["verify"] or g["reward"] != cli_reward(o):
                bad += 1
                print("gym differs, line %d" % (k + 1))
    check(bad == 0, "%d gym verdicts differ" % bad)


def connect(url):
    s = socket.create_connection(hostport(url), timeout=60)
    return s


def healthy(url):
    st, _, body = request(url, "GET", "/health")
    return st == 200 and b'"ok"' in body


def closed_by_server(s, deadline=60):
    """Wait (up to a minute) for the server to close s."""
    s.settimeout(deadline)
    try:
        while s.recv(4096):
            pass
        return True
    except (socket.timeout, ConnectionResetError):
        return False


def bad(url):
    # a body that is not JSON, not the protocol, empty; a bad method
    for path, body in [("/get_reward", b"{not json"),
                       ("/get_reward", b'{"query": "a string"}'),
                       ("/get_reward", b'{"query": ["a"], "labels": []}'),
                       ("/verify", b'{"response": 3}'),
                       ("/reward", b'{"prompt": "p"}'),
                       ("/reward", b""),
                       ("/reward", b"\xff\xfe\x00garbage")]:
        st, head, got = request(url, "POST", path, body)
        check(st == 400 and b"application/json" in head and
              "error" in json.loads(got), "bad body %r to %s: %d %r" % (
                  body[:20], path, st, got[:80]))
    st, _, _ = request(url, "DELETE", "/get_reward")
    check(st == 405, "DELETE: %d" % st)
    st, _, _ = request(url, "GET", "/nowhere")
    check(st == 404, "GET /nowhere: %d" % st)
    # a 200 MB body, declared (over 64 MB past --max-body's 64M):
    # refused before it is read
    h, p = hostport(url)
    s = connect(url)
    s.sendall(("POST /get_reward HTTP/1.1\r\nHost: %s:%d\r\nContent-Type: "
               "application/json\r\nContent-Length: %d\r\n\r\n" % (
                   h, p, 200 << 20)).encode() + b'{"query": [')
    got = s.recv(65536)
    check(got.startswith(b"HTTP/1.1 413"), "200 MB body: %r" % got[:40])
    s.close()
    # a 100 MB body, chunked (no length to refuse it by): read, dropped
    s = connect(url)
    s.sendall(("POST /get_reward HTTP/1.1\r\nHost: %s:%d\r\nContent-Type: "
               "application/json\r\nTransfer-Encoding: chunked\r\n\r\n" % (
                   h, p)).encode())
    chunk = b"x" * (1 << 20)
    frame = b"%x\r\n" % len(chunk) + chunk + b"\r\n"
    try:
        for _ in range(100):
            s.sendall(frame)
        s.sendall(b"0\r\n\r\n")
        got = s.recv(65536)
    except (BrokenPipeError, ConnectionResetError):
        got = b"HTTP/1.1 413 (reset)"
    check(got.startswith(b"HTTP/1.1 413"), "chunked 100 MB: %r" % got[:40])
    s.close()
    check(healthy(url), "not serving after the 100 MB bodies")
    # slowloris: 200 connections that send half a request line and stop,
    # 200 that send nothing; others are served meanwhile, and the server
    # closes them all after --idle-timeout
    slow = []
    for i in range(200):
        c = connect(url)
        c.sendall(b"POST /get_reward HTTP/1.1\r\nHost: x\r\nContent-Le")
        slow.append(c)
    idle = [connect(url) for _ in range(200)]
    check(healthy(url), "not serving beside 400 stalled connections")
    st, _, body = request(url, "POST", "/reward",
                          b'{"prompt":"p","response":"\\\\boxed{1}",'
                          b'"label":"1"}')
    check(st == 200 and body.strip() == b"1", "slime beside the stalled: "
          "%d %r" % (st, body))
    gone = sum(closed_by_server(c) for c in slow + idle)
    check(gone == 400, "%d of 400 stalled connections closed" % gone)
    for c in slow + idle:
        c.close()
    # a client that vanishes mid-request, 50 times
    for i in range(50):
        c = connect(url)
        c.sendall(("POST /v1/records HTTP/1.1\r\nHost: x\r\n"
                   "Content-Length: 100000\r\n\r\n").encode() +
                  b'{"response": "\\\\boxed{1}", "answer"')
        c.close()
    check(healthy(url), "not serving after 50 clients vanished")
    # the server's own count of what it saw
    st, _, text = request(url, "GET", "/metrics")
    m = {}
    for line in text.decode().splitlines():
        if line and not line.startswith("#"):
            k, _, v = line.rpartition(" ")
            m[k] = float(v)
    # the declared 100 MB body always gets its 413; the chunked one gets
    # it too, or is dropped when the server gives up on the connection
    # first (a slow sanitizer build)
    check(m.get('papo_requests_total{endpoint="get_reward",code="413"}',
                0) >= 1, "metrics: 413 count %r" %
          m.get('papo_requests_total{endpoint="get_reward",code="413"}'))
    check(m.get('papo_requests_total{endpoint="get_reward",code="400"}')
          == 3, "metrics: 400 count")


def drain(url, pid):
    h, p = hostport(url)
    body = b'{"response": "\\\\boxed{2}", "answer": "2"}\n' * 1000
    s = connect(url)
    # Expect: 100-continue: the 100 comes once the server has the headers
    s.sendall(("POST /v1/records HTTP/1.1\r\nHost: %s:%d\r\n"
               "Content-Length: %d\r\nExpect: 100-continue\r\n\r\n" % (
                   h, p, len(body))).encode())
    got = s.recv(4096)
    check(got.startswith(b"HTTP/1.1 100"), "no 100 Continue: %r" % got)
    s.sendall(body[:len(body) // 2])
    os.kill(pid, signal.SIGTERM)
    # wait (up to a minute) until new connections are refused
    refused = False
    for _ in range(1200):
        try:
            socket.create_connection((h, p), timeout=5).close()
            time.sleep(0.05)
        except OSError:
            refused = True
            break
    check(refused, "still accepting connections after SIGTERM")
    s.sendall(body[len(body) // 2:])
    got = b""
    s.settimeout(60)
    while True:
        b = s.recv(65536)
        if not b:
            break
        got += b
        if got.count(b"\n") >= 1000 + 5 and got.endswith(b"\n"):
            break
    head, _, out = got.partition(b"\r\n\r\n")
    check(head.startswith(b"HTTP/1.1 200") and
          out.count(b'"verify":"equal"') == 1000,
          "the request in flight was not answered: %r" % got[:200])
    s.close()


def over(url, max_body):
    """Bodies over the server's --max-body (max_body bytes): one up to
    64 MB past it is read to its end and answered 413, so a client that
    sends the whole body before it reads (Python's http.client) sees the
    413, not a reset; one further past is answered on its headers."""
    h, p = hostport(url)
    n = max_body * 2 + 1000
    body = b'{"response": "\\boxed{2}", "answer": "2"}\n'
    body = body * (n // len(body) + 1)
    s = connect(url)
    s.sendall(("POST /v1/records HTTP/1.1\r\nHost: %s:%d\r\n"
               "Content-Length: %d\r\n\r\n" % (h, p, len(body))).encode())
    # long enough for a server that answers on the headers to have
    # answered and closed: the body below would then meet a reset
    time.sleep(0.5)
    try:
        s.sendall(body)
        s.settimeout(60)
        got = b""
        while True:
            b = s.recv(65536)
            if not b:
                break
            got += b
    except OSError as e:
        got = ("%s while the body was sent" % e).encode()
    check(got.startswith(b"HTTP/1.1 413") and b"max-body" in got,
          "%d bytes over, sent after a pause: %r" % (
              len(body) - max_body, got[:80]))
    s.close()
    # as the glue sends it: http.client's request(), then its response
    c = http.client.HTTPConnection(h, p, timeout=60)
    try:
        c.request("POST", "/v1/records", body,
                  {"Content-Type": "application/x-ndjson"})
        st = c.getresponse().status
    except OSError as e:
        st = e
    c.close()
    check(st == 413, "http.client, %d bytes: %r" % (len(body), st))
    # far past it: the 413 comes before the body
    s = connect(url)
    s.sendall(("POST /v1/records HTTP/1.1\r\nHost: %s:%d\r\n"
               "Content-Length: %d\r\n\r\n" % (
                   h, p, max_body + (64 << 20) + 1)).encode())
    s.settimeout(60)
    got = s.recv(65536)
    check(got.startswith(b"HTTP/1.1 413"), "64 MB + 1 past, its headers "
          "alone: %r" % got[:40])
    s.close()
    check(healthy(url), "not serving after the bodies over --max-body")


def main():
    if sys.argv[1] == "prompt":
        # the prompt regress sends: the problem the command line is
        # given, so that both read the same
        sys.stdout.write(REGRESS_PROMPT)
        return
    cmd, url = sys.argv[1], sys.argv[2]
    if cmd == "trainers":
        asyncio.run(trainers(url))
    elif cmd == "regress":
        asyncio.run(regress(url, sys.argv[3], sys.argv[4]))
    elif cmd == "bad":
        bad(url)
    elif cmd == "drain":
        drain(url, int(sys.argv[3]))
    elif cmd == "over":
        over(url, int(sys.argv[3]))
    else:
        sys.exit("unknown command " + cmd)
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
