"""A seat played by a bot on the client's side: for tests, the benchmark and demos.

The bot sees exactly what a person at that seat would (the view the server
sent), so a table of these clients is a real test of the protocol: every move
goes over the wire, is checked by the server and answered. ``rtt`` collects
each move's round trip (sent to answered), which the benchmark reports.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import time

from ..bots.base import Bot, safe_choose
from ..engine.view import view_from_dict
from .client import RequestFailed, TableClient


async def autoplay(
    client: TableClient,
    bot: Bot,
    *,
    think: float = 0.0,
    spread: random.Random | None = None,
    max_moves: int = 20_000,
    rtt: list[float] | None = None,
    refusals: list[str] | None = None,
    stop: asyncio.Event | None = None,
) -> int:
    """Play the client's seat with ``bot`` until the game is over (or ``stop`` is set,
    or ``max_moves`` were made); returns the number of moves made. ``think``: seconds
    to wait before each move, as a person would; with ``spread`` each wait is drawn
    between half and one and a half times ``think``, since people at a thousand
    tables do not all move in the same millisecond."""
    moves = 0
    while moves < max_moves and not (stop is not None and stop.is_set()):
        view = client.view
        if view is not None and view["stage"] == "over":
            break
        if view is None or view["turn"] != client.seat or view["stage"] not in ("draw", "play"):
            client.changed.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(client.changed.wait(), 1.0)
            continue
        if think:
            await asyncio.sleep(think * (0.5 + spread.random()) if spread else think)
        before = client.step
        action = safe_choose(bot, view_from_dict(view))
        sent = time.perf_counter()
        try:
            await client.act(action)
        except RequestFailed as e:
            if refusals is not None:
                refusals.append(f"{e.code}: {e.reason}")
            # the table moved on (a turn timer, a reconnect): wait for the next view
            await _next_step(client, before)
            continue
        if rtt is not None:
            rtt.append(time.perf_counter() - sent)
        moves += 1
        await _next_step(client, before)
    return moves


async def _next_step(client: TableClient, before: int, timeout: float = 5.0) -> None:
    """Wait until the view after ``before`` has arrived (the answer comes first)."""
    deadline = time.monotonic() + timeout
    while client.step == before and time.monotonic() < deadline:
        client.changed.clear()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(client.changed.wait(), 0.5)
