#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""serve_ref.py: the reward server trainers write today, for bench-serve.sh.

usage: serve_ref.py PORTFILE

An aiohttp server (Debian's python3-aiohttp) answering OpenRLHF's POST
/get_reward and slime's POST /reward with a sympy-based check (Debian's
python3-sympy) as trainers' reward functions do it: the last \\boxed{}
of the response (after the prompt), the strings normalized, and when
they differ both sides parsed with sympy and their difference
simplified; any exception scores 0.  The check runs in the handler, on
the event loop, as in OpenRLHF's and slime's example servers.  Binds
127.0.0.1 on a free port and writes it to PORTFILE.
"""
import re
import sys

import sympy
from aiohttp import web


def last_boxed(s):
    i = s.rfind("\\boxed")
    if i < 0:
        return None
    j = s.find("{", i)
    if j < 0:
        return None
    depth = 0
    for k in range(j, len(s)):
        if s[k] == "{":
            depth += 1
        elif s[k] == "}":
            depth -= 1
            if depth == 0:
                return s[j + 1:k]
    return None


def normalize(s):
    s = s.strip().strip("$").replace("\\!", "").replace("\\left", "")
    s = s.replace("\\right", "").replace("\\dfrac", "\\frac")
    s = s.replace("\\tfrac", "\\frac").replace(" ", "")
    s = re.sub(r"\\text\{(.*?)\}", r"\1", s)
    return s.rstrip(".")


def to_sympy(s):
    for _ in range(8):
        s = re.sub(r"\\frac\{([^{}]*)\}\{([^{}]*)\}", r"((\1)/(\2))", s)
        s = re.sub(r"\\sqrt\{([^{}]*)\}", r"sqrt(\1)", s)
    s = s.replace("\\cdot", "*").replace("\\times", "*").replace("^", "**")
    s = s.replace("\\pi", "pi").replace("{", "(").replace("}", ")")
    return sympy.sympify(s)


def score(response, label):
    pred = last_boxed(response)
    if pred is None:
        return 0.0
    a, b = normalize(pred), normalize(label)
    if a == b:
        return 1.0
    try:
        return 1.0 if sympy.simplify(to_sympy(a) - to_sympy(b)) == 0 else 0.0
    except Exception:
        return 0.0


async def get_reward(request):
    data = await request.json()
    rewards = []
    for q, p, l in zip(data["query"], data["prompts"], data["labels"]):
        resp = q[len(p):] if q.startswith(p) else q
        rewards.append(score(resp, l))
    return web.json_response({"rewards": rewards, "scores": rewards,
                              "extra_logs": {"acc": rewards}})


async def reward(request):
    data = await request.json()
    return web.json_response(score(data["response"], data["label"]))


async def main(portfile):
    app = web.Application(client_max_size=64 << 20)
    app.router.add_post("/get_reward", get_reward)
    app.router.add_post("/reward", reward)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0, backlog=4096)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]
    with open(portfile, "w") as f:
        f.write("%d\n" % port)
    while True:
        await __import__("asyncio").sleep(3600)


if __name__ == "__main__":
    __import__("asyncio").run(main(sys.argv[1]))
