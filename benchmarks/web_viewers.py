"""The room's phones for ``bench_web.py``: N WebSocket viewers in one process of their own.

``python benchmarks/web_viewers.py URL N`` opens N connections to ``URL/api/live``, prints
``ready`` once every one has its first state, then keeps, for each change message in order,
the moment the *last* viewer had it and the median one. A line ``report`` on stdin prints
them as JSON (``[[last, median], ...]``, seconds since the epoch); ``quit`` ends it.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import sys
import time
from collections import defaultdict

import aiohttp


async def _viewer(session, url: str, ready: asyncio.Event, got: dict, count: list) -> None:
    async with session.ws_connect(url + "api/live", max_msg_size=0) as ws:
        await ws.receive_json()
        count[0] += 1
        if count[0] == count[1]:
            ready.set()
        seen = 0
        async for message in ws:
            data = json.loads(message.data)
            if data["type"] == "change":
                got[seen].append(time.time())
                seen += 1


async def main(url: str, viewers: int) -> None:
    ready = asyncio.Event()
    got: dict[int, list[float]] = defaultdict(list)
    count = [0, viewers]
    connector = aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(connector=connector) as session:
        tasks = [
            asyncio.create_task(_viewer(session, url, ready, got, count)) for _ in range(viewers)
        ]
        await ready.wait()
        print("ready", flush=True)
        loop = asyncio.get_running_loop()
        while True:
            line = (await loop.run_in_executor(None, sys.stdin.readline)).strip()
            if line == "report":
                rows = [
                    [max(times), statistics.median(times), len(times)]
                    for _, times in sorted(got.items())
                ]
                print(json.dumps(rows), flush=True)
            elif line in ("quit", ""):
                break
        for task in tasks:
            task.cancel()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
