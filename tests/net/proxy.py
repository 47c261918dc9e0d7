"""A WebSocket relay that loses, repeats and delays (so reorders) whole frames, both ways.

A TCP proxy cannot drop a frame without breaking the stream, so this one speaks
WebSocket on both sides and misbehaves per message, seeded, on 127.0.0.1 only.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from typing import Any

from websockets.asyncio.client import connect
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed


class Proxy:
    def __init__(self, upstream: str, seed: int, drop: float, repeat: float, delay: float) -> None:
        self.upstream = upstream
        self.rng = random.Random(seed)
        self.drop, self.repeat, self.delay = drop, repeat, delay
        self.counts = {"relayed": 0, "dropped": 0, "repeated": 0}
        self.server: Server | None = None
        self._tasks: set[asyncio.Task[Any]] = set()

    async def start(self) -> str:
        self.server = await serve(self._handle, "127.0.0.1", 0, compression=None, max_size=None)
        port = next(iter(self.server.sockets)).getsockname()[1]
        return f"ws://127.0.0.1:{port}"

    async def stop(self) -> None:
        assert self.server is not None
        self.server.close()
        await self.server.wait_closed()
        for t in list(self._tasks):
            t.cancel()

    async def _handle(self, client: ServerConnection) -> None:
        async with connect(self.upstream, compression=None, max_size=None) as server:
            await asyncio.gather(
                self._pump(client, server), self._pump(server, client), return_exceptions=True
            )

    async def _pump(self, src: Any, dst: Any) -> None:
        loop = asyncio.get_running_loop()
        try:
            async for frame in src:
                if self.rng.random() < self.drop:
                    self.counts["dropped"] += 1
                    continue
                copies = 2 if self.rng.random() < self.repeat else 1
                self.counts["repeated"] += copies - 1
                for _ in range(copies):
                    self.counts["relayed"] += 1
                    wait = self.rng.random() * self.delay
                    loop.call_later(wait, self._send, dst, frame)
        except ConnectionClosed:
            pass
        with contextlib.suppress(Exception):
            await dst.close()

    def _send(self, dst: Any, frame: Any) -> None:
        task = asyncio.get_running_loop().create_task(self._deliver(dst, frame))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _deliver(self, dst: Any, frame: Any) -> None:
        with contextlib.suppress(ConnectionClosed):
            await dst.send(frame)
