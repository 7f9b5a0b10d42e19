#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""serve_client.py: the trainers' clients as load, for bench-serve.sh.

usage: serve_client.py URL BODIES.jsonl CONNS TOTAL openrlhf|slime

openrlhf: as OpenRLHF's agent.py, a new aiohttp.ClientSession (timeout
180 s) for each request; slime: as slime's remote_rm, one shared session
whose TCPConnector has limit CONNS (slime's is 64).  CONNS requests are
in flight at once until TOTAL have been answered; prints requests/s, the
median and 99th percentile latency, and the errors.
"""
import asyncio
import json
import sys
import time

import aiohttp


async def main(url, bodies, conns, total, mode):
    lat, errors = [], 0
    todo = iter(range(total))
    timeout = aiohttp.ClientTimeout(total=180)
    shared = None
    if mode == "slime":
        shared = aiohttp.ClientSession(
            connector=aiohttp.TCPConnector(limit=conns,
                                           enable_cleanup_closed=True),
            timeout=timeout)

    async def one(body):
        if shared is not None:
            async with shared.post(url, json=body) as r:
                r.raise_for_status()
                return await r.json()
        async with aiohttp.ClientSession(timeout=timeout) as s:
            async with s.post(url, json=body) as r:
                r.raise_for_status()
                return await r.json()

    async def worker():
        nonlocal errors
        for i in todo:
            t0 = time.perf_counter()
            try:
                await one(bodies[i % len(bodies)])
            except Exception:
                errors += 1
            lat.append(time.perf_counter() - t0)

    t0 = time.perf_counter()
    await asyncio.gather(*[worker() for _ in range(conns)])
    secs = time.perf_counter() - t0
    if shared is not None:
        await shared.close()
    lat.sort()
    print("requests %d seconds %.3f rps %.0f p50_ms %.3f p99_ms %.3f "
          "errors %d" % (len(lat), secs, len(lat) / secs,
                         lat[len(lat) // 2] * 1e3,
                         lat[len(lat) * 99 // 100] * 1e3, errors))


if __name__ == "__main__":
    url, path, conns, total, mode = sys.argv[1:6]
    bodies = [json.loads(l) for l in open(path)]
    asyncio.run(main(url, bodies, int(conns), int(total), mode))
