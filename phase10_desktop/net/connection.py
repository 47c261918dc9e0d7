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
from .door import address_key
from .limits import Bucket, Limits, Strikes

if TYPE_CHECKING:
    from websockets.asyncio.server import ServerConnection

    from .table import Table


@value_class(frozen=False)
class ServerConfig:
    host: str = "127.0.0.1"
    port: int = 7010
    #: a folder (SQLite) or a postgresql:// address
    data: Path | str = Path("phase10-tables")
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
    #: addresses (or networks) of proxies whose PROXY header or X-Forwarded-For is
    #: believed: the client's real address then counts for the per-address limits
    trusted_proxies: tuple[str, ...] = ()
    #: servers sharing a database: seconds a connection waits for its table's holder to
    #: let it go, and between two sweeps (tables kept long enough go, orphans are taken)
    take_seconds: float = 5.0
    sweep_seconds: float = 5.0
    #: seconds after a process comes back before the tables taken up from it while it was
    #: gone are given back (longer than the proxy takes to see it healthy again)
    give_back_seconds: float = 3.0
    #: count where the CPU goes (GET /metrics from this machine; benchmarks)
    meter: bool = False


class Connection:
    """One client: its limits, its outgoing queue and where it sits."""

    def __init__(self, ws: ServerConnection, limits: Limits) -> None:
        self.ws = ws
        #: the client's address (what a trusted proxy said it is, else the peer's) and
        #: the key the per-address limits count it under
        real = getattr(ws, "client_address", None)
        peer = ws.remote_address
        self.address = real or (str(peer[0]) if peer else "?")
        self.key = address_key(self.address)
        #: the table the connection's address names (``/t/CODE``, ``?table=CODE``)
        self.url_code: str | None = getattr(ws, "table_code", None)
        self.bucket = Bucket(limits.rate, limits.burst)
        self.strikes = Strikes(limits.strikes, limits.strike_leak)
        #: chat messages have a slower bucket of their own (net/chat.py)
        self.chat = Bucket(limits.chat_rate, limits.chat_burst)
        #: the name a watcher joined with (a seat's name is the seat's)
        self.name: str | None = None
        self.failed_joins = 0
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        #: the task sending what is queued (the server starts it)
        self.writer: asyncio.Task[None] | None = None
        self.table: Table | None = None
        self.stream: int | None = None
        #: the answer to the request that seated this connection, and its id
        self.seated_by: tuple[Any, dict[str, Any]] | None = None
        self.closing = False
        #: a reason to close this connection (1008) once the answer to its request is sent
        self.close_after: str | None = None
