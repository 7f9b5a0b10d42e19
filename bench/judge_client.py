#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""judge_client.py: the baseline of bench-judge: a judge client in stdlib Python.

usage: judge_client.py BASE_URL CONCURRENCY RECORDS REQUESTS > OUT

The straightforward way to write papo-judge's job in Python, with only
the standard library (urllib and concurrent.futures; no pip packages):
a thread pool of CONCURRENCY workers, each POSTing one request at a
time to BASE_URL/chat/completions.  REQUESTS holds the request bodies
papo-judge --dry-run wrote for RECORDS (one per record, --select all),
so this client does less than papo-judge: it renders no prompt and
keeps no cache.  For each record it sends the body, retries 408, 429,
5xx and connection errors (3 times, short sleeps), reads the score from
the last \\boxed{} (else a "Score:" line) of the reply's content, and
writes the record with r_proc and a small judge object, in input order.
"""
import concurrent.futures
import json
import re
import sys
import time
import urllib.error
import urllib.request

TIERS = {0.0, 0.5, 1.0}
BOXED = re.compile(r"\\boxed\s*\{([^{}]*)\}")
SCORE = re.compile(r"score\W*:\W*([0-9./]+)", re.IGNORECASE)


def score_of(text):
    for pattern in (BOXED, SCORE):
        found = pattern.findall(text)
        if found:
            try:
                x = float(found[-1].strip().strip("$"))
            except ValueError:
                continue
            if x in TIERS:
                return x
    return None


def judge(url, body):
    data = body.encode("utf-8")
    attempts = 0
    while True:
        attempts += 1
        req = urllib.request.Request(
            url, data=data, headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=600) as r:
                reply = json.loads(r.read())
            content = reply["choices"][0]["message"].get("content")
            if content is None:
                return None, "truncated", attempts
            s = score_of(content)
            return s, (None if s is not None else "no_score"), attempts
        except urllib.error.HTTPError as e:
            if (e.code in (408, 429) or e.code >= 500) and attempts <= 3:
                time.sleep(0.05 * attempts)
                continue
            return None, "http_%d" % e.code, attempts
        except (urllib.error.URLError, OSError, ValueError, KeyError):
            if attempts <= 3:
                time.sleep(0.05 * attempts)
                continue
            return None, "connection", attempts


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    base, conc, records, requests = sys.argv[1:]
    url = base.rstrip("/") + "/chat/completions"
    with open(records, encoding="utf-8") as f:
        lines = [line.rstrip("\n") for line in f]
    with open(requests, encoding="utf-8") as f:
        bodies = [line.rstrip("\n") for line in f]
    if len(lines) != len(bodies):
        sys.exit("judge_client.py: %d records but %d requests"
                 % (len(lines), len(bodies)))
    with concurrent.futures.ThreadPoolExecutor(max_workers=int(conc)) as ex:
        results = list(ex.map(lambda b: judge(url, b), bodies))
    out = sys.stdout
    failed = 0
    for line, (s, err, attempts) in zip(lines, results):
        failed += err is not None
        tail = ',"r_proc":%s,"judge":%s}' % (
            "null" if s is None else json.dumps(s),
            json.dumps({"attempts": attempts, "error": err},
                       separators=(",", ":")))
        out.write(line[:line.rindex("}")] + tail + "\n")
    sys.exit(75 if failed else 0)


if __name__ == "__main__":
    main()
