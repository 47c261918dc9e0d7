"""One client of the table server, and the server's settings.

Kept apart from :mod:`.server` so that the lobby, which reads both, does not
import the server that imports it.
"""

from __future__ import annotations

import asyncio
from dataclasses import field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine.values import value_class
from .limits import Bucket, Limits, Strikes

if TYPE_CHECKING:
    from websockets.asyncio.server import ServerConnection

    from .table import Table


@value_class(frozen=False)
class ServerConfig:
    host: str = "127.0.0.1"
    port: int = 7010
    data: Path = Path("phase10-tables")
    tls_cert: Path | None = None
    tls_key: Path | None = None
    #: seconds a dropped player has before the Normal bot plays for them
    grace_seconds: float = 20.0
    #: seconds the deal waits for the players' parts of the cut
    cut_seconds: float = 15.0
    #: "process": bots think in worker processes (``phase10 serve``); "thread": in
    #: threads (a server inside the app)
    bots: str = "process"
    bot_workers: int = 2
    #: seconds a server-played seat waits before each move (0: at once)
    bot_delay: float = 0.0
    limits: Limits = field(default_factory=Limits)
    max_tables: int = 20_000
    #: seconds a table is kept once its game is over (its players keep their records),
    #: and a table still in its lobby once nobody is connected to it: without an end,
    #: tables would pile up until max_tables refused every new one
    keep_seconds: float = 3600.0
    #: tests only: round seeds derive from this and the table code (reproducible games)
    plan_seed: int | None = None
    #: the reason given to clients when this server stops
    stop_reason: str = "the table server is shutting down; your game is saved on it"
    sync: str = "normal"


class Connection:
    """One client: its limits, its outgoing queue and where it sits."""

    def __init__(self, ws: ServerConnection, limits: Limits) -> None:
        self.ws = ws
        peer = ws.remote_address
        self.address = str(peer[0]) if peer else "?"
        self.bucket = Bucket(limits.rate, limits.burst)
        self.strikes = Strikes(limits.strikes, limits.strike_leak)
        #: chat messages have a slower bucket of their own (net/chat.py)
        self.chat = Bucket(limits.chat_rate, limits.chat_burst)
        #: the name a watcher joined with (a seat's name is the seat's)
        self.name: str | None = None
        self.failed_joins = 0
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.table: Table | None = None
        self.stream: int | None = None
        #: the answer to the request that seated this connection, and its id
        self.seated_by: tuple[Any, dict[str, Any]] | None = None
        self.closing = False
