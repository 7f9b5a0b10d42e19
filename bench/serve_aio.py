# SPDX-License-Identifier: MIT
"""serve_aio.py: what the Python reference servers of bench/ share.

The aiohttp set-up (Debian's python3-aiohttp): 64 MiB bodies, no access
log, a listen backlog of 4096, 127.0.0.1 on a free port written to
PORTFILE, then serving until killed; and the reward handlers trainers'
example servers write around a score function: OpenRLHF's POST
/get_reward (the response is the query without the prompt) and slime's
POST /reward (a bare number), each scoring on the event loop.
"""
import asyncio

from aiohttp import web


def last_boxed(s):
    """The content of the last \\boxed{...} of s (braces balanced), or
    None."""
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


def reward_routes(score):
    """OpenRLHF's and slime's handlers around score(response, label)."""
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

    return [("/get_reward", get_reward), ("/reward", reward)]


async def _serve(portfile, routes, setup):
    app = web.Application(client_max_size=64 << 20)
    if setup is not None:
        setup(app)
    for path, handler in routes:
        app.router.add_post(path, handler)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0, backlog=4096)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]
    with open(portfile, "w") as f:
        f.write("%d\n" % port)
    while True:
        await asyncio.sleep(3600)


def serve(portfile, routes, setup=None):
    """Serve routes ([(path, handler)], POST) until killed; setup(app),
    when given, runs on the event loop before the routes are added."""
    asyncio.run(_serve(portfile, routes, setup))
