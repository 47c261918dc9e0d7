"""What the network tests share: a server in this process or in another, bot players,
and the secrecy scan. Every server binds 127.0.0.1; every wait is bounded."""

from __future__ import annotations

import asyncio
import json
import os
import re
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from phase10_desktop.bots.registry import make_bot
from phase10_desktop.engine.cards import card_token
from phase10_desktop.engine.record import record_from_dict
from phase10_desktop.engine.replay import replay
from phase10_desktop.net import protocol
from phase10_desktop.net.autoplay import autoplay
from phase10_desktop.net.client import TableClient
from phase10_desktop.net.limits import Limits
from phase10_desktop.net.server import ServerConfig, TableServer

ROOT = Path(__file__).resolve().parents[2]
#: a folder that makes ``import PySide6`` fail, put first on PYTHONPATH
NO_QT = Path(__file__).resolve().parent / "no_qt"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


#: limits for tests that play many tables from this one address (the abuse tests give
#: the server its real limits)
ROOMY = Limits(
    connections_per_address=10_000,
    max_connections=10_000,
    tables_per_minute=10_000,
    tables_per_address=10_000,
)


def config(data: Path, **options: Any) -> ServerConfig:
    """A quick test server: threads for bots, short timers, reproducible deals, and room
    for every table and connection a test opens from 127.0.0.1."""
    base = ServerConfig(
        port=0,
        data=data,
        bots="thread",
        grace_seconds=0.5,
        cut_seconds=2.0,
        plan_seed=7,
        limits=ROOMY,
    )
    return replace(base, **options)


@asynccontextmanager
async def running(data: Path, **options: Any) -> AsyncIterator[TableServer]:
    server = TableServer(config(data, **options))
    await server.start()
    try:
        yield server
    finally:
        await server.stop()


def url_of(server: TableServer) -> str:
    return f"ws://127.0.0.1:{server.port}"


async def table_of_clients(
    url: str,
    humans: int,
    seats: int,
    bots: list[str] | None = None,
    rules: dict[str, Any] | None = None,
    **client_options: Any,
) -> tuple[list[TableClient], str]:
    """``humans`` connected clients at a new table of ``seats`` (the first one hosts)."""
    clients = [TableClient(url, **client_options) for _ in range(humans)]
    for c in clients:
        await c.connect()
    created = await clients[0].create("P1", seats, bots=bots, rules=rules)
    for i, c in enumerate(clients[1:], start=2):
        await c.join(created["code"], f"P{i}")
    return clients, created["code"]


async def play_out(clients: list[TableClient], level: str = "easy", timeout: float = 120) -> None:
    """Start the game and let each client's seat be played by a bot until it is over."""
    await clients[0].start()
    players = [autoplay(c, make_bot(level, i)) for i, c in enumerate(clients)]
    await asyncio.wait_for(asyncio.gather(*players), timeout)


def serve_process(data: Path, *args: str, port: int | None = None) -> tuple[subprocess.Popen, str]:
    """``phase10 serve`` in another process where importing PySide6 fails; returns it
    and its URL once it listens."""
    port = port or free_port()
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(NO_QT), str(ROOT)]))
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "phase10_desktop",
            "serve",
            "--port",
            str(port),
            "--data",
            str(data),
            *args,
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
    )
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if "listening on" not in line:
        proc.kill()
        raise AssertionError(f"the server did not start: {line}{proc.stderr.read()[-2000:]}")
    return proc, f"ws://127.0.0.1:{port}"


def stop_process(proc: subprocess.Popen, timeout: float = 10) -> None:
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)


# ------------------------------------------------------------------ raw JSON
class Wire:
    """One raw connection: send JSON, read what comes back, in order."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.seen: list[dict[str, Any]] = []

    async def send(self, text: str | dict[str, Any]) -> None:
        await self.ws.send(text if isinstance(text, str) else json.dumps(text))

    async def recv(self, timeout: float = 10) -> dict[str, Any]:
        m = json.loads(await asyncio.wait_for(self.ws.recv(), timeout))
        protocol.check("server", m)  # whatever the server sends, the schema allows
        self.seen.append(m)
        return m

    async def until(self, match: Any, timeout: float = 10) -> dict[str, Any]:
        """Read until a message ``match`` accepts (bounded)."""
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            left = deadline - asyncio.get_running_loop().time()
            assert left > 0, f"nothing matched; seen {[m['type'] for m in self.seen[-20:]]}"
            m = await self.recv(left)
            if match(m):
                return m


async def wire(url: str, **options: Any) -> Wire:
    """A raw connection past its ``welcome``; ``options`` go to ``connect`` (``local_addr``,
    ``additional_headers``, ``sock``...)."""
    w = Wire(await connect(url, max_size=protocol.MAX_SERVER_MESSAGE_BYTES, **options))
    assert (await w.recv())["type"] == "welcome"
    return w


def req(kind: str, **fields: Any) -> dict[str, Any]:
    return protocol.request(kind, **fields)


# ------------------------------------------------------------------- secrecy
CARD = re.compile(r'"([RBGY](?:1[0-2]|[1-9])[ab]|W[a-h]|S[a-d])"')


def secrets_of(record: dict[str, Any]) -> tuple[list[tuple[set[str], ...]], dict[str, int]]:
    """From a finished game's record: per server step (index = step), each seat's
    hidden cards at that moment; and each round seed with the step its round ended."""
    rec = record_from_dict(record)
    players = rec.players
    hidden: list[tuple[set[str], ...]] = [tuple(set() for _ in range(players))] * 2
    seed_free_from: dict[str, int] = {}
    for step in replay(rec):
        g = step.game
        # after a rebuild of the draw pile (R3.7) it holds cards everyone saw discarded
        # this round: which cards is no secret, only their order (never sent)
        seen = {card_token(c) for d in (*g.discarded, *g.picked_up) for c in d}
        pile = {card_token(c) for c in g.draw_pile} - seen
        if g.stage == "deal" or g.stage == "over":  # the round's end showed every hand
            per = tuple(set(pile) for _ in range(players))
        else:
            # a card taken from the discard pile was seen by all: it is no secret
            hands = [
                {card_token(c) for c in h} - {card_token(c) for c in g.picked_up[o]}
                for o, h in enumerate(g.hands)
            ]
            per = tuple(
                pile.union(*(hands[o] for o in range(players) if o != s)) for s in range(players)
            )
        hidden.append(per)
        for e in step.events:
            if type(e).__name__ == "SeedRevealed":
                seed_free_from[e.seed] = len(hidden) - 1
    return hidden, seed_free_from


def scan(frames: list[str], seat: int, record: dict[str, Any]) -> list[str]:
    """Every leak in the frames one seat received: another seat's hidden card, or the
    seed of a round not yet over. Empty means none."""
    hidden, seeds = secrets_of(record)
    leaks = []
    step = 0
    for text in frames:
        m = json.loads(text)
        if m.get("type") == "events":
            step = m["step"]
        for seed, free_from in seeds.items():
            if seed in text and step < free_from:
                leaks.append(f"step {step}: the seed of a round in play in a {m['type']} message")
        if m.get("type") == "record":
            continue  # finished rounds only (the seed check above covers it)
        secret = (
            hidden[min(step, len(hidden) - 1)][seat]
            if seat >= 0
            else set().union(*hidden[min(step, len(hidden) - 1)])
        )
        shown = set(CARD.findall(text)) & secret
        if shown:
            kinds = [e["type"] for e in m.get("events", [])]
            viewed = m.get("view") is not None
            leaks.append(
                f"step {step}: {m['type']} {kinds} (view: {viewed}, seq {m.get('seq')}) "
                f"shows hidden cards {sorted(shown)}"
            )
            dump = os.environ.get("PHASE10_LEAK_DUMP")
            if dump:  # for a person to look at: the frame, its neighbours, the record
                with open(dump, "a", encoding="utf-8") as out:
                    out.write(
                        json.dumps(
                            {"seat": seat, "frame": text, "frames": frames, "record": record}
                        )
                        + "\n"
                    )
    return leaks


def wait_until(predicate: Any, timeout: float = 20.0, what: str = "") -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.02)
