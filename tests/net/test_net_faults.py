"""When things go wrong: a player's client dies mid-turn, the server dies (kill -9)
mid-game, and a network that loses, repeats and reorders frames."""

from __future__ import annotations

import asyncio
import os
import signal
import time
from pathlib import Path
from typing import Any

import pytest
from net_helpers import free_port, running, serve_process, stop_process, url_of
from proxy import Proxy

from phase10_desktop.bots.registry import make_bot
from phase10_desktop.engine.actions import action_to_dict
from phase10_desktop.engine.cards import card_token
from phase10_desktop.engine.record import record_from_dict
from phase10_desktop.engine.replay import verify
from phase10_desktop.net.autoplay import autoplay
from phase10_desktop.net.client import TableClient


class KeepingClient(TableClient):
    """A client that remembers every move the server confirmed."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.confirmed: list[dict[str, Any]] = []

    async def act(self, action: Any) -> dict[str, Any]:
        answer = await super().act(action)
        self.confirmed.append(action if isinstance(action, dict) else action_to_dict(action))
        return answer


def moves_by_seat(record: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    rec = record_from_dict(record)
    return [
        action_to_dict(a)
        for r in rec.rounds
        for a, s in zip(r.actions, r.seats, strict=True)
        if s == seat
    ]


async def wait_for(predicate: Any, timeout: float, what: str) -> None:
    for _ in range(int(timeout / 0.02)):
        if predicate():
            return
        await asyncio.sleep(0.02)
    raise AssertionError(f"timed out waiting for {what}")


async def killed_mid_game(
    clients: list[KeepingClient], server: Any, steps: int
) -> tuple[list[asyncio.Future[None]], list[int]]:
    """Let bots play every client's seat until each has seen ``steps`` steps, then kill
    the server process outright; returns the players (still running: they reconnect)
    and how many moves each had seen confirmed."""
    players = [
        asyncio.ensure_future(autoplay(c, make_bot("easy", i), think=0.01))
        for i, c in enumerate(clients)
    ]
    await wait_for(lambda: min(c.step for c in clients) > steps, 60, f"{steps} steps")
    os.kill(server.pid, signal.SIGKILL)
    server.wait(10)
    confirmed = [len(c.confirmed) for c in clients]
    await asyncio.sleep(0.5)
    return players, confirmed


def test_net_faults_a_client_killed_mid_turn_is_played_by_the_bot_then_rejoins(
    tmp_path: Path,
) -> None:
    async def main() -> None:
        async with running(tmp_path, grace_seconds=0.5) as server:
            url = url_of(server)
            ana, bo = TableClient(url), TableClient(url, reconnect_for=0)
            notices: list[dict[str, Any]] = []
            ana.on_message = lambda m: notices.append(m) if m["type"] == "notice" else None
            await ana.connect()
            await bo.connect()
            code = (await ana.create("Ana", 3, bots=["easy"]))["code"]
            await bo.join(code, "Bo")
            await ana.start()
            stop = asyncio.Event()
            ana_plays = asyncio.ensure_future(autoplay(ana, make_bot("easy", 1), stop=stop))
            # Bo plays until it is his turn and he has drawn, then his process dies
            await wait_for(lambda: bo.view is not None and bo.view["turn"] == 1, 20, "Bo's turn")
            view = bo.view
            assert view is not None
            await bo.act({"type": "draw", "source": "pile"})
            await wait_for(lambda: bo.view["stage"] == "play", 5, "Bo's draw")
            table = server.tables[code]
            step = table.step
            token, last = bo.token, bo.last_seq
            assert bo._ws is not None
            bo._closing = True
            bo._ws.transport.abort()  # what the server sees when the process is killed
            await wait_for(
                lambda: any(n["what"] == "bot_playing" and n["seat"] == 1 for n in notices),
                10,
                "the bot to take over",
            )
            assert any(n["what"] == "dropped" and n["seat"] == 1 for n in notices)
            await wait_for(lambda: table.step > step + 3, 20, "the bot to play Bo's seat")
            # Bo comes back with the token his app kept
            again = TableClient(url)
            await again.connect()
            assert token is not None
            joined = await again.resume(code, token, last)
            assert joined["seat"] == 1
            g = table.game
            assert g is not None
            await wait_for(
                lambda: (
                    again.view is not None
                    and sorted(again.view["hand"]) == sorted(map(card_token, g.hands[1]))
                ),
                10,
                "Bo's hand",
            )
            await wait_for(
                lambda: any(n["what"] == "returned" and n["seat"] == 1 for n in notices),
                5,
                "everyone to be told Bo is back",
            )
            # the log since he left was resent: his stream is complete and in order
            await wait_for(lambda: again.last_seq == table.last_seq[1], 5, "the log")
            assert not table.seats[1].away
            stop.set()
            ana_plays.cancel()
            for c in (ana, again):
                await c.close()

    asyncio.run(main())


@pytest.mark.slow
def test_net_faults_the_server_killed_mid_game_resumes_every_table(tmp_path: Path) -> None:
    data = tmp_path / "data"
    port = free_port()
    server, url = serve_process(data, "--grace", "60", "--cut-seconds", "10", port=port)

    async def main() -> None:
        nonlocal server
        clients = [KeepingClient(url, reconnect_for=40, resend_after=1.0) for _ in range(4)]
        for c in clients:
            await c.connect()
        short = {"phases": "first:4"}
        code = (await clients[0].create("P1", 3, rules=short))["code"]
        await clients[1].join(code, "P2")
        other = (await clients[2].create("Q1", 3, bots=["normal"], rules=short))["code"]
        await clients[3].join(other, "Q2")
        await clients[0].start()
        await clients[2].start()
        players, confirmed_before = await killed_mid_game(clients, server, 40)
        server, _ = serve_process(data, "--grace", "60", "--cut-seconds", "10", port=port)
        try:
            await asyncio.wait_for(asyncio.gather(*players), 240)
        except TimeoutError:
            states = [
                (
                    c.code,
                    c.seat,
                    c.step,
                    c.last_seq,
                    (c.view or {}).get("stage"),
                    (c.view or {}).get("turn"),
                    c._connected.is_set(),
                    c.closed_reason,
                )
                for c in clients
            ]
            raise AssertionError(f"the games did not finish: {states}") from None
        for c in clients:
            for _ in range(100):
                if c.record is not None and c.view and c.view["stage"] == "over":
                    break
                await asyncio.sleep(0.05)
        for i, c in enumerate(clients):
            record = await c.fetch_record()
            assert verify(record_from_dict(record)) == []
            # every move the server confirmed, before or after the crash, is in the game
            # once and in order
            assert moves_by_seat(record, c.seat) == c.confirmed, f"client {i}"
            assert len(c.confirmed) > confirmed_before[i]
            await c.close()

    try:
        asyncio.run(main())
    finally:
        stop_process(server)


@pytest.mark.slow
def test_net_faults_lost_repeated_and_reordered_frames_lose_and_repeat_no_move(
    tmp_path: Path,
) -> None:
    async def main() -> None:
        async with running(tmp_path, cut_seconds=5.0) as server:
            proxy = Proxy(url_of(server), seed=21, drop=0.08, repeat=0.08, delay=0.03)
            via = await proxy.start()
            options = {"resend_after": 0.2, "idle_sync": 0.2}
            clients = [KeepingClient(via, **options) for _ in range(3)]
            for c in clients:
                await c.connect()
            short = {"phases": "first:3"}  # a short game: three phases
            code = (await clients[0].create("P1", 4, bots=["easy"], rules=short))["code"]
            for i, c in enumerate(clients[1:], start=2):
                await c.join(code, f"P{i}")
            await clients[0].start()
            await asyncio.wait_for(
                asyncio.gather(*(autoplay(c, make_bot("easy", i)) for i, c in enumerate(clients))),
                240,
            )
            table = server.tables[code]
            assert table.state == "over"
            record = table.record()
            assert verify(record_from_dict(record)) == []
            for c in clients:
                assert moves_by_seat(record, c.seat) == c.confirmed
                assert c.view is not None and c.view["stage"] == "over"
            assert proxy.counts["dropped"] > 10 and proxy.counts["repeated"] > 10
            for c in clients:
                await c.close()
            await proxy.stop()

    asyncio.run(main())


@pytest.mark.slow
def test_net_faults_a_dead_bot_worker_process_is_replaced(tmp_path: Path) -> None:
    """A bot's worker process killed (out of memory, by hand): the table does not stall."""

    async def main() -> None:
        async with running(tmp_path, bots="process", bot_workers=1) as server:
            url = url_of(server)
            ana = TableClient(url)
            await ana.connect()
            code = (await ana.create("Ana", 2, bots=["easy"], rules={"phases": "first:2"}))["code"]
            await ana.start()
            table = server.tables[code]
            stop = asyncio.Event()
            plays = asyncio.ensure_future(autoplay(ana, make_bot("easy", 1), stop=stop))
            await wait_for(lambda: table.step > 6, 60, "the bot's first moves")
            pool = server._executor
            for pid in list(getattr(pool, "_processes", {})):
                os.kill(pid, signal.SIGKILL)
            step = table.step
            await wait_for(lambda: table.step > step + 6, 60, "the bot to play on")
            assert server._executor is not pool
            stop.set()
            plays.cancel()
            await ana.close()

    asyncio.run(main())


@pytest.mark.slow
def test_net_faults_bot_workers_end_with_a_server_killed_outright(tmp_path: Path) -> None:
    """``kill -9`` on the server leaves its bots' worker processes no one to serve:
    they notice and end, rather than wait for work for ever."""
    server, url = serve_process(tmp_path / "data", "--bot-workers", "2")

    async def main() -> None:
        ana = TableClient(url)
        await ana.connect()
        await ana.create("Ana", 2, bots=["easy"], rules={"phases": "first:2"})
        await ana.start()
        stop = asyncio.Event()
        plays = asyncio.ensure_future(autoplay(ana, make_bot("easy", 1), stop=stop))
        await wait_for(lambda: ana.step > 6, 60, "the bot's first moves")  # workers started
        stop.set()
        plays.cancel()
        await ana.close()

    try:
        asyncio.run(main())
        workers = children(server.pid)
        assert workers, "the server started no worker process"
        os.kill(server.pid, signal.SIGKILL)
        server.wait(10)
        deadline = time.monotonic() + 15
        while any(alive(p) for p in workers) and time.monotonic() < deadline:
            time.sleep(0.1)
        left = [p for p in workers if alive(p)]
        for p in left:  # never leave them behind, even when the test fails
            os.kill(p, signal.SIGKILL)
        assert not left, f"worker processes outlived the server: {left}"
    finally:
        stop_process(server)


def children(pid: int) -> list[int]:
    """Process ids whose parent is ``pid`` (Linux /proc)."""
    out = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                out.append(int(entry.name))
    return out


def alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"
