#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""judge_client.py: the trainers' clients against papo-judge --serve.

usage: judge_client.py trainers URL
       judge_client.py deadline URL STANDIN_LOG
       judge_client.py join URL STANDIN_LOG
       judge_client.py down URL
       judge_client.py overload URL STANDIN_LOG
       judge_client.py window URL
       judge_client.py drain URL PID STANDIN_LOG

The judge behind the server is papo-standin, a STAND-IN for a vLLM
judge that runs no model: a response holding [[score=X]] is scored X,
[[id=NAME]] names its request in the stand-in's log (one line a chat
request, written as it arrives), and the test starts it with a slow
fault for prompts holding SLOW (--fault slow:0:SLOW).

trainers: the payloads of tests/serve/client.py (OpenRLHF's new session
  per request, slime's shared session of 64 connections, a NeMo Gym
  row), their replies checked field by field.
deadline: a sample whose judgment takes longer than --deadline is
  answered with r_proc null and judge.error "deadline"; asked again once
  the judgment is in, it comes from the cache (no second request).
join: the same sample asked twice while its judgment is in flight (a
  client's retry) costs one request to the judge.
down: no judge behind: each reply still comes, status 200, with the
  reason, and --null-reward as the reward.
overload: with --window 1 and the judge slow, a request that finds
  too many records waiting gets 503 with Retry-After.
window: 25 samples in one request through --window 2: every one judged.
drain: SIGTERM to PID while a judgment is in flight: the request is
  answered, then the server ends.

Each check that holds counts one; the last line is "N passed, M
failed", and the exit status is 1 when a check failed.
"""
import asyncio
import json
import os
import signal
import sys
import time

import aiohttp

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import client  # noqa: E402
from client import (PROMPT, check, gym_row, openrlhf_post,  # noqa: E402
                    request, slime_post, slime_session)


def log_count(path, name):
    """Chat requests the stand-in logged for [[id=NAME]]."""
    try:
        with open(path) as f:
            return sum(1 for line in f if line.startswith("chat ") and
                       line.rstrip().endswith(" id=" + name))
    except FileNotFoundError:
        return 0


def wait_for(pred, what, limit=60):
    """Wait for pred() up to limit seconds (an event, not a time)."""
    t0 = time.monotonic()
    while not pred():
        if time.monotonic() - t0 > limit:
            check(False, "waited a minute for " + what)
            return False
        time.sleep(0.05)
    return True


def numbers(logs, n):
    return all(isinstance(v, list) and len(v) == n and
               all(isinstance(x, (int, float)) for x in v)
               for v in logs.values())


async def trainers(url):
    base = url.rstrip("/")
    p = PROMPT % "What is 6 times 7?"
    cases = [(p + "6*7 = 42 [[score=1]]<|im_end|>", "42", 1),
             (p + "It is 48 [[score=0]]<|im_end|><|endoftext|>", "42", 0),
             (p + "about 42 [[score=0.5]]<|im_end|>", "42", 0.5)]
    for q, label, want in cases:
        rep, ctype = await openrlhf_post(base + "/get_reward", [q], [p],
                                         [label])
        check(ctype == "application/json", "openrlhf content type %s" %
              ctype)
        check(sorted(rep) == ["extra_logs", "rewards", "scores"],
              "openrlhf keys %r" % sorted(rep))
        check(rep["rewards"] == [want] and rep["scores"] == [want],
              "openrlhf %r: rewards %r" % (q[-40:], rep["rewards"]))
        logs = rep["extra_logs"]
        check(logs.get("r_proc") == [want] and logs.get("judged") == [1] and
              logs.get("failed") == [0] and logs.get("deadline") == [0] and
              numbers(logs, 1), "openrlhf extra_logs %r" % logs)
    rep, _ = await openrlhf_post(base + "/get_reward",
                                 [c[0] for c in cases], [p] * 3,
                                 [c[1] for c in cases])
    check(rep["rewards"] == [1, 0, 0.5] and numbers(rep["extra_logs"], 3),
          "openrlhf batch %r" % rep)
    rep, _ = await openrlhf_post(base + "/get_reward", [], [], [])
    check(rep["rewards"] == [] and rep["scores"] == [] and
          all(v == [] for v in rep["extra_logs"].values()),
          "openrlhf empty %r" % rep)
    async with slime_session() as session:
        rs = await asyncio.gather(*[
            slime_post(session, base + "/reward", "What is 6 times 7?",
                       r, "42")
            for r in ["42 [[score=1]]", "41 [[score=0]]"] * 30])
        check(rs == [1, 0] * 30, "slime bare numbers %r" % rs[:4])
        d = await slime_post(session, base + "/reward/dict", "6*7?",
                             "The answer is 42. [[score=1]]", "42")
        j = d.pop("judge", None)
        check(d == {"reward": 1, "r_proc": 1, "verdict": "judged"},
              "slime dict %r" % d)
        check(isinstance(j, dict) and j.get("error") is None and
              j.get("rubric") == "3-tier" and j.get("finish") == "stop",
              "slime dict judge %r" % j)
    async with aiohttp.ClientSession() as s:
        row = gym_row("Find 83/499.", "83/499 [[score=1]]", "83/499")
        async with s.post(base + "/verify", json=row) as r:
            got = await r.json()
            check(r.status == 200, "gym verify status %d" % r.status)
        extra = {k: got.pop(k, None) for k in ("reward", "r_proc", "judge")}
        check(got == row, "gym verify: the row is not kept")
        check(extra["reward"] == 1 and extra["r_proc"] == 1 and
              extra["judge"]["error"] is None, "gym verify %r" % extra)
        async with s.get(base + "/health") as r:
            check((await r.json())["tool"] == "papo-judge", "GET /health")
        async with s.get(base + "/metrics") as r:
            text = await r.text()
            check('papo_verdicts_total{verdict="judged"}' in text and
                  'papo_requests_total{endpoint="get_reward",code="200"}'
                  in text, "metrics:\n" + text[:400])


def slime_dict(url, response, label="42"):
    body = json.dumps({"prompt": "What is 6 times 7?", "response": response,
                       "label": label}).encode()
    st, head, got = request(url, "POST", "/reward/dict", body)
    return st, json.loads(got) if st == 200 else got


def deadline(url, log):
    st, d = slime_dict(url, "42 SLOW [[score=1]] [[id=late]]")
    check(st == 200 and d["verdict"] == "deadline" and d["r_proc"] is None
          and d["reward"] == 0 and d["judge"]["error"] == "deadline" and
          "--deadline" in d["judge"]["message"], "past the deadline: %r" % d)
    check(log_count(log, "late") == 1, "the judge was not asked")
    # the judgment comes in later and is cached: asked again, it is there
    # without a second request to the judge

    def judged():
        global late
        late = slime_dict(url, "42 SLOW [[score=1]] [[id=late]]")[1]
        return late["verdict"] == "judged"
    if wait_for(judged, "the late judgment in the cache"):
        check(late["r_proc"] == 1 and late["judge"]["cached"] is True,
              "the late judgment %r" % late)
    check(log_count(log, "late") == 1, "the late judgment was asked for "
          "%d times" % log_count(log, "late"))


async def join(url, log):
    base = url.rstrip("/")
    async with slime_session() as session:
        first = asyncio.ensure_future(slime_post(
            session, base + "/reward/dict", "q", "SLOW [[score=0.5]] "
            "[[id=twice]]", "42"))
        # the retry comes while the first is with the judge
        while log_count(log, "twice") == 0:
            await asyncio.sleep(0.05)
        second = await slime_post(session, base + "/reward/dict", "q",
                                  "SLOW [[score=0.5]] [[id=twice]]", "42")
        first = await first
    check(first["r_proc"] == 0.5 and second["r_proc"] == 0.5 and
          second["judge"]["cached"] is True, "joined: %r %r" % (first,
                                                                second))
    check(log_count(log, "twice") == 1, "the retry was judged again: %d "
          "requests" % log_count(log, "twice"))


async def down(url):
    base = url.rstrip("/")
    rep, _ = await openrlhf_post(base + "/get_reward", ["a [[score=1]]",
                                 "b [[score=1]]"], ["", ""], ["1", "2"])
    check(rep["rewards"] == [-1, -1] and rep["extra_logs"]["failed"] ==
          [1, 1] and numbers(rep["extra_logs"], 2), "down: %r" % rep)
    st, d = slime_dict(url, "c [[score=1]]")
    check(st == 200 and d["reward"] == -1 and d["r_proc"] is None and
          d["verdict"] == "failed" and d["judge"]["error"] in (
              "connect", "judge_down") and d["judge"].get("message"),
          "down, slime: %r" % d)


def overload(url, log):
    # the judge is slow and takes one record at a time: ten wait
    import threading
    res = {}
    big = json.dumps({"query": ["SLOW %d [[score=1]] [[id=big]]" % i
                                for i in range(10)],
                      "prompts": [""] * 10,
                      "labels": ["1"] * 10}).encode()

    def ask():
        res["big"] = request(url, "POST", "/get_reward", big)
    t = threading.Thread(target=ask)
    t.start()
    # its first record is with the judge: the nine others wait
    wait_for(lambda: log_count(log, "big") >= 1, "the first judgment")
    one = json.dumps({"query": ["one more [[score=1]]"], "prompts": [""],
                      "labels": ["1"]}).encode()
    st, head, got = request(url, "POST", "/get_reward", one)
    check(st == 503 and b"Retry-After: 1" in head and
          b"application/json" in head, "overload: %d %r" % (st, head))
    t.join()
    st, _, got = res["big"]
    rep = json.loads(got) if st == 200 else {}
    check(st == 200 and len(rep["rewards"]) == 10 and
          rep["extra_logs"]["deadline"][-1] == 1,
          "the request taken was answered: %d %r" % (st, got[:200]))


async def window(url):
    # more samples than the window holds: judged a window at a time
    base = url.rstrip("/")
    scores = [(0, 0.5, 1)[i % 3] for i in range(25)]
    rep, _ = await openrlhf_post(
        base + "/get_reward",
        ["sample %d [[score=%s]]" % (i, x) for i, x in enumerate(scores)],
        [""] * 25, ["1"] * 25)
    check(rep["rewards"] == scores and rep["extra_logs"]["judged"] ==
          [1] * 25, "more than the window: %r" % rep)


def drain(url, pid, log):
    import threading
    res = {}

    def ask():
        res["r"] = slime_dict(url, "SLOW [[score=1]] [[id=drain]]")
    t = threading.Thread(target=ask)
    t.start()
    wait_for(lambda: log_count(log, "drain") == 1, "the judgment to start")
    os.kill(pid, signal.SIGTERM)
    t.join()
    st, d = res["r"]
    check(st == 200 and d["verdict"] in ("judged", "deadline"),
          "drain: %r %r" % (st, d))


def main():
    cmd, url = sys.argv[1], sys.argv[2]
    if cmd == "trainers":
        asyncio.run(trainers(url))
    elif cmd == "deadline":
        deadline(url, sys.argv[3])
    elif cmd == "join":
        asyncio.run(join(url, sys.argv[3]))
    elif cmd == "down":
        asyncio.run(down(url))
    elif cmd == "overload":
        overload(url, sys.argv[3])
    elif cmd == "window":
        asyncio.run(window(url))
    elif cmd == "drain":
        drain(url, int(sys.argv[3]), sys.argv[4])
    else:
        sys.exit("unknown command " + cmd)
    print("%d passed, %d failed" % (client.passed, client.failed))
    sys.exit(1 if client.failed else 0)


if __name__ == "__main__":
    main()
