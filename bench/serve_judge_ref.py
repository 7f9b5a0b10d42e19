#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""serve_judge_ref.py: an LLM-judge reward server as trainers write one today, for bench-serve-judge.sh.

usage: serve_judge_ref.py PORTFILE JUDGE_URL [CONCURRENCY]

An aiohttp server (Debian's python3-aiohttp, bench/serve_aio.py) answering slime's POST
(any path) by asking an OpenAI-compatible judge at JUDGE_URL
(/chat/completions) for a score: one shared client session with
CONCURRENCY connections (64, papo-judge's -c), the problem, reference
and response in one user message, the last \\boxed{} of the reply as
the reward, 0 when the call fails.  No cache, no joining of duplicate
requests, no deadline: each request waits for its own judgment.  Binds
127.0.0.1 on a free port and writes it to PORTFILE.
"""
import re
import sys

import aiohttp
from aiohttp import web

import serve_aio

BOXED = re.compile(r"\\boxed\{([^{}]*)\}")


async def reward(request):
    data = await request.json()
    msg = ("Problem: %s\nReference answer: %s\nResponse: %s\n"
           "Grade the response; end with Score: \\boxed{0}, "
           "\\boxed{0.5} or \\boxed{1}." % (data.get("prompt"),
                                           data.get("label"),
                                           data.get("response")))
    body = {"model": "standin-judge", "temperature": 0,
            "messages": [{"role": "user", "content": msg}]}
    try:
        async with request.app["session"].post(
                request.app["judge"] + "/chat/completions",
                json=body) as r:
            r.raise_for_status()
            reply = await r.json()
        text = reply["choices"][0]["message"]["content"] or ""
        m = BOXED.findall(text)
        x = float(m[-1]) if m else 0.0
        return web.json_response({"reward": x, "error": None})
    except Exception as e:
        return web.json_response({"reward": 0.0, "error": repr(e)})


def setup(judge, conc):
    def f(app):
        app["judge"] = judge.rstrip("/")
        app["session"] = aiohttp.ClientSession(
            connector=aiohttp.TCPConnector(limit=conc),
            timeout=aiohttp.ClientTimeout(total=600))
    return f


if __name__ == "__main__":
    serve_aio.serve(sys.argv[1], [("/{tail:.*}", reward)],
                    setup(sys.argv[2], int(sys.argv[3])
                          if len(sys.argv) > 3 else 64))
