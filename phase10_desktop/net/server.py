"""The table server: many tables in one asyncio process, over WebSocket.

Each connection is read by one task and written by another (a queue between
them), so a client that stops reading fills only its own queue, and is closed
when that overflows, while every other table plays on. Every received frame
goes through the connection's rate limit and :func:`~.protocol.decode` before
anything reads it; whatever is refused is answered with an ``error`` naming
what is wrong, and a strike; too many strikes close the connection (1008).

The tables themselves (:mod:`.table`) are synchronous: a request changes a
table, which commits the step to SQLite and returns the numbered messages
the server then hands to every connection of each seat. Bots think in an
executor (threads, or worker processes), never on the event loop. Timers live
here: the grace period before the bot plays for a player who dropped, the turn
timer, and the time the deal waits for the players' parts of the cut.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import multiprocessing
import os
import socket
import ssl
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import BrokenExecutor, Executor, ProcessPoolExecutor, ThreadPoolExecutor
from http import HTTPStatus
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from .. import __version__
from ..engine import RuleSet
from ..engine.fair_deal import derive_round_seed
from ..engine.view import view_to_dict
from . import protocol
from .connection import Connection, ServerConfig
from .door import Doorman, GuestConnection, forwarded_for, networks
from .hall import Reply
from .limits import JoinGuard, Leaky, creator_key, too_many_made, too_many_open
from .lobby import Lobby
from .meter import Meter, clock
from .play import Play
from .seating import HUMAN, code_in_path, normal_code
from .store import HELD, BaseStore, FolderLock, Store, StoredTable, is_shared
from .table import WATCH, Outbox, Refusal, Table
from .thinking import think, warm_up

if TYPE_CHECKING:
    from .store_postgres import PostgresStore

log = logging.getLogger(__name__)

#: close codes: 1001 the server stops, 1008 the client broke the rules
GOING_AWAY, POLICY = 1001, 1008
#: seconds a client refused at the door is asked to wait before trying again
RETRY_AFTER = 10
#: seconds a closing connection is given to take the messages queued before its close
CLOSE_AFTER_SENDING = 5.0
#: seconds a process keeps a table it just took before letting another have it
MIN_HOLD = 1.0
#: messages queued for one client before it counts as not reading
QUEUE_LIMIT = 2000


def open_store(data: str | Path, *, sync: str = "normal") -> BaseStore:
    """The store ``--data`` names: a folder (SQLite), or ``postgresql://...`` (psycopg is
    imported only then: a server on one machine does without it)."""
    if is_shared(data):
        from .store_postgres import PostgresStore

        return PostgresStore(str(data), sync=sync)
    return Store(data, sync=sync, background=True)


class TableServer:
    """Holds the tables, the connections and the timers. ``await start()``, then ``stop()``."""

    def __init__(self, config: ServerConfig) -> None:
        self.config = config
        limits = config.limits
        self.proxies = networks(config.trusted_proxies)
        # one folder, one server: raises FolderInUse (naming the holder) before the
        # database is even opened, so a second server never loads or arms anything
        self.folder_lock = None if is_shared(config.data) else FolderLock(Path(config.data))
        try:
            self.store: BaseStore = open_store(config.data, sync=config.sync)
        except BaseException:
            if self.folder_lock is not None:
                self.folder_lock.release()
            raise
        self.store.on_lost = self._lost
        #: where the CPU goes, when asked for (--meter; GET /metrics from this machine)
        self.meter = Meter() if config.meter else None
        self.store.meter = self.meter
        self._decoding_since = 0.0
        self.tables: dict[str, Table] = {}
        self.conns: dict[str, dict[int, set[Connection]]] = {}
        self.joins = JoinGuard(limits.joins_per_minute, limits.joins_per_minute_total)
        self.doorman = Doorman(limits.connections_per_address, limits.max_connections)
        #: tables made per address key: recently (a leak per minute) and still open
        self.made = Leaky(limits.tables_per_minute)
        self.made_by: dict[str, set[str]] = {}
        #: when this process took each table up, and the tables being taken up now
        self._taken_at: dict[str, float] = {}
        #: tables taken up from another process (its name), to give back when it returns
        self._came_from: dict[str, str] = {}
        self._loading: dict[str, asyncio.Future[Table | None]] = {}
        self.lobby = Lobby(self)
        self.play = Play(self)
        #: each client message type's handler: meeting at a table, or playing at it
        self.handlers: dict[str, Callable[[Connection, dict[str, Any]], Reply]] = {
            kind: getattr(part, f"on_{kind}")
            for kind in protocol.CLIENT_TYPES
            for part in (self.lobby, self.play)
            if hasattr(part, f"on_{kind}")
        }
        self._thinking: set[str] = set()
        self._timers: dict[tuple[str, str], asyncio.TimerHandle] = {}
        self._turn_keys: dict[str, tuple[int, int, int]] = {}
        self._cut_round: dict[str, int] = {}
        self._executor: Executor | None = None
        self._server: Server | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self.port = config.port

    # ------------------------------------------------------------ life
    async def start(self) -> None:
        self.store.start(asyncio.get_running_loop())
        # one server per folder serves every table in it; servers sharing a database
        # take each table when a connection asks for it (or the sweep finds it orphaned)
        for stored in [] if self.store.shared else self.store.load_all():
            self._restored(stored)
        guest = type(
            "Guest", (GuestConnection,), {"doorman": self.doorman, "proxies": self.proxies}
        )
        try:
            self._server = await self._listen(guest)
        except BaseException:
            # the address is in use, say: nothing of this server stays held (the folder's
            # lock above all, so the caller can try another port with the same folder)
            self.store.close()
            if self.folder_lock is not None:
                self.folder_lock.release()
            raise
        sock = next(iter(self._server.sockets))
        self.port = sock.getsockname()[1]
        # a lease names its holder by host and port: the same process after a restart
        self.store.owner = f"{socket.gethostname()}:{self.port}"
        self._executor = self._new_executor()
        for table in list(self.tables.values()):
            self._serve(table)
        if self.store.shared:
            shared = cast("PostgresStore", self.store)
            shared.listen(self._asked_to_let_go, self._back)
            shared.announce()
            self._sweep_soon()

    async def _listen(self, guest: type[GuestConnection]) -> Server:
        return await serve(
            self._handle,
            self.config.host,
            self.config.port,
            create_connection=guest,
            process_request=self._at_door,
            ssl=self._tls(),
            max_size=protocol.MAX_FRAME_BYTES,
            max_queue=64,
            compression=None,
            ping_interval=20,
            ping_timeout=20,
            server_header=f"phase10-desktop/{__version__}",
        )

    def _restored(self, stored: StoredTable) -> Table | None:
        try:
            table = Table.restore(stored, self.store)
        except (ValueError, KeyError, TypeError, AssertionError) as e:
            log.error("table %s cannot be restored and is left out: %s", stored.code, e)
            return None
        self.tables[table.code] = table
        self._taken_at[table.code] = time.monotonic()
        if stored.held_by is not None and stored.held_by != self.store.owner:
            self._came_from[table.code] = stored.held_by
        return table

    def _serve(self, table: Table) -> None:
        """Start what a table just loaded waits for: nobody is connected to it here yet,
        so each player's grace period starts now."""
        for seat in table.seats:
            if seat.kind == HUMAN and table.state == "playing" and not seat.away:
                self._arm_grace(table, seat.seat)
        self._arm_expiry(table)
        self.after_step(table)

    # ------------------------------------------------------- which tables
    async def table_for(self, code: str) -> Table | None:
        """The table ``code``, taken up here if it is not yet: read back from the store
        (SQLite: a table this process let go of after a failed write); from a shared
        store under a new lease, asking its holder to let go first if another process
        has it. None if there is no such table (or its holder would not let go)."""
        if code in self.tables:
            return self.tables[code]
        loading = self._loading.get(code)
        if loading is not None:
            return await asyncio.shield(loading)
        loading = self._loading[code] = asyncio.get_running_loop().create_future()
        try:
            table = await self._take_up(code)
            loading.set_result(table)
            return table
        except BaseException as e:
            loading.set_exception(e)
            raise
        finally:
            del self._loading[code]
            if loading.done() and loading.exception() is not None:
                loading.exception()  # seen: no "never retrieved" warning

    async def _take_up(self, code: str) -> Table | None:
        if not self.store.shared:
            store = self.store
            stored = await store.wait(store.load(code))
            if stored is None:
                return None
            store.revive(code)
            store.epochs[code] = stored.epoch
            table = self._restored(stored)
        else:
            shared = cast("PostgresStore", self.store)
            deadline = time.monotonic() + self.config.take_seconds
            asked = False
            while True:
                got = await shared.wait(shared.acquire(code))
                if got != HELD:
                    break
                if not asked:
                    shared.ask_release(code)  # whoever holds it: let it go (it will)
                    asked = True
                if time.monotonic() > deadline:
                    log.warning("table %s: its holder did not let it go", code)
                    return None
                await asyncio.sleep(0.05)
            if got is None:
                return None
            table = self._restored(got)
        if table is not None:
            self._serve(table)
        return table

    def _asked_to_let_go(self, code: str) -> None:
        """Another process has a connection for a table this one serves: let it go once
        it has been here a moment (so two processes cannot toss a table back and forth)."""
        table = self.tables.get(code)
        if table is None:
            return
        held = time.monotonic() - self._taken_at.get(code, 0.0)
        if held < MIN_HOLD:
            asyncio.get_running_loop().call_later(MIN_HOLD - held, self._asked_to_let_go, code)
            return
        self.let_go(table)

    def _back(self, owner: str) -> None:
        """Process ``owner`` serves again: once the proxy sends it players (a moment
        later: its health checks must pass), give it back the tables taken up from it."""
        if owner == self.store.owner:
            return

        def give_back() -> None:
            for code, came in list(self._came_from.items()):
                if came == owner and code in self.tables:
                    log.info("table %s given back to %s", code, owner)
                    self.let_go(self.tables[code])

        asyncio.get_running_loop().call_later(self.config.give_back_seconds, give_back)

    def let_go(self, table: Table) -> None:
        """Stop serving ``table``: its connections are told to reconnect (4002) once what
        was queued for them is sent, and its lease goes after its queued writes."""
        code = table.code
        if self.tables.get(code) is not table:
            return
        self._forget_here(code)
        for conns in self.conns.pop(code, {}).values():
            for conn in list(conns):
                self.close(conn, protocol.RECONNECT, "reconnect")
                conn.table = conn.stream = None
        if self.store.shared:
            cast("PostgresStore", self.store).release(code)

    def _forget_here(self, code: str) -> None:
        """Drop table ``code`` from this process's memory and timers."""
        self.tables.pop(code, None)
        self._taken_at.pop(code, None)
        self._came_from.pop(code, None)
        for name in [n for c, n in self._timers if c == code]:
            self._cancel(code, name)
        self._turn_keys.pop(code, None)
        self._cut_round.pop(code, None)

    def _sweep_soon(self) -> None:
        asyncio.get_running_loop().call_later(self.config.sweep_seconds, self._sweep)

    def _sweep(self) -> None:
        """One process at a time: tables kept long enough go, orphaned games are taken up."""
        if self._server is None or not self.store.shared:
            return
        store = cast("PostgresStore", self.store)
        adopt_after = max(3.0, self.config.grace_seconds / 2)
        job = store.sweep(self.config.keep_seconds, adopt_after)

        def taken(tables: list[StoredTable]) -> None:
            for stored in tables:
                table = self._restored(stored)
                if table is not None:
                    log.info("table %s taken up (nobody served it)", table.code)
                    self._serve(table)

        job.then(taken)
        job.when_done(lambda _: self._sweep_soon())

    def _new_executor(self) -> Executor:
        if self.config.bots == "process":
            ctx = multiprocessing.get_context("spawn")
            workers = self.config.bot_workers
            watch = (os.getpid(),)
            return ProcessPoolExecutor(workers, mp_context=ctx, initializer=warm_up, initargs=watch)
        return ThreadPoolExecutor(self.config.bot_workers, "phase10-bot")

    def _tls(self) -> ssl.SSLContext | None:
        if self.config.tls_cert is None:
            return None
        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        ctx.load_cert_chain(self.config.tls_cert, self.config.tls_key)
        return ctx

    async def stop(self, reason: str | None = None, code: int = GOING_AWAY) -> None:
        """Close every connection with a clear reason (1001, or ``code``: the app that
        hosts a table ends it with 4000), then the database."""
        why = reason or self.config.stop_reason
        for handle in self._timers.values():
            handle.cancel()
        self._timers.clear()
        if self._server is not None:
            self._server.close(close_connections=False)
            # a snapshot: connections leave these sets while each close is awaited; and
            # none is detached (which would tell the others it dropped, as they go too)
            seated = [c for streams in self.conns.values() for cs in streams.values() for c in cs]
            for conn in seated:
                conn.table = conn.stream = None

            async def close(conn: Connection) -> None:
                with contextlib.suppress(Exception):
                    await conn.ws.close(code, why[:120])

            # all at once: one by one, each waited for its client's answer, and a
            # server with a thousand connections (or slow clients) took minutes to stop
            await asyncio.gather(*(close(c) for c in [*seated, *self.lobby.loose]))
            await self._server.wait_closed()
        for task in list(self._tasks):
            task.cancel()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
        self.store.close()
        if self.folder_lock is not None:
            self.folder_lock.release()

    # ------------------------------------------------------- connections
    def _at_door(self, ws: ServerConnection, request: Request) -> Response | None:
        """Before the WebSocket opens: a health check for the proxy (``/health``), the
        client's real address from a trusted proxy, and the connection limits: a
        refusal is HTTP 503 with the reason, and when to try again."""
        path = request.path.split("?", 1)[0]
        if path == "/health":
            return ws.respond(HTTPStatus.OK, "ok\n")
        if path == "/metrics" and self.meter is not None and self._local(ws, request):
            return ws.respond(HTTPStatus.OK, json.dumps(self.metrics()) + "\n")
        assert isinstance(ws, GuestConnection)
        try:
            ws.table_code = code_in_path(request.path)
        except ValueError as e:
            return ws.respond(HTTPStatus.BAD_REQUEST, f"{e}\n")
        forwarded = forwarded_for(request.headers.get("X-Forwarded-For"), self.proxies)
        why = ws.arrived(forwarded if ws.via_proxy else None)
        if why is None:
            return None
        response = ws.respond(HTTPStatus.SERVICE_UNAVAILABLE, why + "\n")
        response.headers["Retry-After"] = str(RETRY_AFTER)
        return response

    @staticmethod
    def _local(ws: ServerConnection, request: Request) -> bool:
        """A request from this machine itself, not passed on by a proxy."""
        peer = ws.remote_address
        via = request.headers.get("X-Forwarded-For") or getattr(ws, "client_address", None)
        local = bool(peer) and str(peer[0]) in ("127.0.0.1", "::1")
        return local and (via is None or via == str(peer[0]))

    def metrics(self) -> dict[str, Any]:
        """What GET /metrics answers (--meter): the CPU per part, steps, tables, connections."""
        assert self.meter is not None
        return {
            **self.meter.report(),
            "tables": len(self.tables),
            "connections": self.doorman.count,
        }

    async def _handle(self, ws: ServerConnection) -> None:
        conn = Connection(ws, self.config.limits)
        self.lobby.loose.add(conn)
        writer = conn.writer = asyncio.create_task(self._write(conn))
        limits = self.config.limits
        self.send(
            conn,
            {
                "type": "welcome",
                "v": protocol.VERSION,
                "server": f"phase10-desktop/{__version__}",
                "limits": {
                    "message_bytes": protocol.MAX_MESSAGE_BYTES,
                    "messages_per_second": limits.rate,
                    "burst": limits.burst,
                },
            },
        )
        try:
            if conn.url_code is not None:
                # the table the address names is taken up here before anything is read
                await self.table_for(conn.url_code)
            async for frame in ws:
                # once closing, frames are read only so the closing handshake can finish
                if not conn.closing:
                    later = self._receive(conn, frame)
                    if later is not None:
                        await later
        except ConnectionClosed:
            pass
        finally:
            self.lobby.loose.discard(conn)
            self.detach(conn)
            conn.queue.put_nowait(None)
            await writer

    async def _write(self, conn: Connection) -> None:
        queue = conn.queue
        while True:
            text = await queue.get()
            # and whatever else is queued already, without waking up again for each
            while text is not None:
                t = clock() if self.meter is not None else 0.0
                try:
                    await conn.ws.send(text)
                except ConnectionClosed:
                    return
                finally:
                    if self.meter is not None:
                        self.meter.add("delivery", t)
                if queue.empty():
                    break
                text = queue.get_nowait()
            if text is None:
                return

    def send(self, conn: Connection, message: dict[str, Any] | str) -> None:
        """Queue a message for a client. To a seated client, it waits for the table's
        writes submitted before it: what a step caused goes out once the step is
        committed, and the table's messages keep their order."""
        text = message if isinstance(message, str) else self._encode(message)
        job = self.store.pending(conn.table.code) if conn.table is not None else None
        if job is None:
            self._put(conn, text)
        else:
            job.then(lambda _: self._put(conn, text))

    def _encode(self, message: dict[str, Any]) -> str:
        if self.meter is None:
            return protocol.encode(message)
        t = clock()
        text = protocol.encode(message)
        self.meter.add("encoding", t)
        return text

    def _put(self, conn: Connection, text: str) -> None:
        if conn.closing:
            return
        if conn.queue.qsize() >= QUEUE_LIMIT:
            self._close_now(conn, POLICY, "you are not reading your messages")
            return
        conn.queue.put_nowait(text)

    def close(self, conn: Connection, code: int, reason: str) -> None:
        """Close a connection, after what was queued for it (see :meth:`send`)."""
        job = self.store.pending(conn.table.code) if conn.table is not None else None
        if job is None:
            self._close_now(conn, code, reason)
        else:
            job.then(lambda _: self._close_now(conn, code, reason))

    def _close_now(self, conn: Connection, code: int, reason: str) -> None:
        if conn.closing:
            return
        conn.closing = True
        self.spawn(self._closing(conn, code, reason[:120]))

    async def _closing(self, conn: Connection, code: int, reason: str) -> None:
        # after the messages already queued for it: the writer sends them, then ends
        conn.queue.put_nowait(None)
        if conn.writer is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(asyncio.shield(conn.writer), CLOSE_AFTER_SENDING)
        await conn.ws.close(code, reason)

    def spawn(self, coro: Any) -> asyncio.Task[Any]:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    def error(self, conn: Connection, code: str, reason: str, **extra: Any) -> None:
        """Refuse a message: tell the client why, and count a strike."""
        self.send(conn, {"type": "error", "code": code, "reason": reason[:400], **extra})
        if conn.strikes.add():
            self.close(conn, POLICY, f"too many refused messages (last: {reason})")

    def _receive(self, conn: Connection, frame: str | bytes) -> Awaitable[None] | None:
        meter = self.meter
        if meter is None:
            return self._received(conn, frame)
        # what the request takes besides its decoding and the views and JSON it makes
        inner = meter.seconds["views"] + meter.seconds["encoding"]
        self._decoding_since = clock()
        try:
            return self._received(conn, frame)
        finally:
            meter.add("play", self._decoding_since)
            meter.seconds["play"] -= meter.seconds["views"] + meter.seconds["encoding"] - inner

    def _received(self, conn: Connection, frame: str | bytes) -> Awaitable[None] | None:
        """Check one frame and answer it. A request that needs the database first (a
        join for a table not in memory, a create where limits are counted in a shared
        store) returns what to await: the connection's next frame waits for it."""
        if not conn.bucket.take():
            self.error(conn, "rate_limited", "too many messages: slow down")
            return None
        if isinstance(frame, bytes):
            self.error(conn, "malformed", "send JSON as text frames, not binary")
            return None
        try:
            message = protocol.decode(frame, "client")
        except protocol.ProtocolError as e:
            # the refusal names the request (its id and number) wherever they can be read
            self.error(conn, e.code, e.reason, **protocol.numbers_of(e.message))
            return None
        if self.meter is not None:
            self._decoding_since = self.meter.add("decoding", self._decoding_since)
        kind = message["type"]
        if kind in ("join", "rejoin") and normal_code(message["code"]) not in self.tables:
            return self._after(self.table_for(normal_code(message["code"])), conn, message)
        if kind == "create" and self.store.shared and conn.seated_by is None:
            return self._after(self._count_tables_of(conn.key), conn, message)
        self._answer(conn, message)
        return None

    async def _after(
        self, first: Awaitable[Any], conn: Connection, message: dict[str, Any]
    ) -> None:
        try:
            await first
        except Refusal as r:
            self.error(conn, r.code, r.reason, **protocol.numbers_of(message))
            return
        if not conn.closing:
            self._answer(conn, message)

    async def _count_tables_of(self, key: str) -> None:
        """Tables made by this address on every process (the shared store's rows)."""
        limits = self.config.limits
        made, recent = await self.store.wait(
            self.store.made_by(creator_key(key), time.time() - 60.0)
        )
        if recent >= limits.tables_per_minute:
            raise Refusal("too_many_tables", too_many_made(limits.tables_per_minute))
        if made >= limits.tables_per_address:
            raise Refusal("too_many_tables", too_many_open(made))

    def _answer(self, conn: Connection, message: dict[str, Any]) -> None:
        numbers = protocol.numbers_of(message)
        try:
            reply = self.handlers[message["type"]](conn, message)
        except Refusal as r:
            extra: dict[str, Any] = dict(numbers)
            if r.expected is not None:
                extra["expected"] = r.expected
            self.error(conn, r.code, r.reason, **extra)
        else:
            if reply is not None:
                self.send(conn, {**reply, **({"id": numbers["id"]} if "id" in numbers else {})})
        if conn.close_after is not None:
            self.close(conn, POLICY, conn.close_after)

    # ------------------------------------------------------------ seating
    def attach(self, conn: Connection, table: Table, stream: int) -> None:
        conn.table, conn.stream = table, stream
        self.lobby.loose.discard(conn)
        if table.state == "lobby":
            self._cancel(table.code, "expire")
        self.conns.setdefault(table.code, {}).setdefault(stream, set()).add(conn)
        if stream == WATCH:
            table.watchers += 1
        else:
            table.seats[stream].connections += 1
            self._cancel(table.code, f"grace{stream}")

    def detach(self, conn: Connection) -> None:
        table, stream = conn.table, conn.stream
        conn.table = conn.stream = None
        if table is None or stream is None:
            return
        self.conns.get(table.code, {}).get(stream, set()).discard(conn)
        self._arm_expiry(table)
        if stream == WATCH:
            table.watchers = max(0, table.watchers - 1)
            self.broadcast_table(table)
            return
        seat = table.seats[stream]
        seat.connections = max(0, seat.connections - 1)
        if seat.connections == 0 and seat.kind == HUMAN and not seat.away:
            if table.state == "playing":
                # the grace period is said as it is: "back within 20 seconds"
                grace = self.config.grace_seconds
                self.deliver(table, table.notice("dropped", stream, seconds=grace))
                self._arm_grace(table, stream)
                self.check_cut(table)
            self.broadcast_table(table)

    def displace(self, conn: Connection) -> None:
        """A seat taken up by another connection (a rejoin with its token): the one that
        held it is told why and closed, and does not come back by itself (4001)."""
        self.detach(conn)
        self.lobby.loose.discard(conn)
        self.close(conn, protocol.SEAT_TAKEN, "Your seat was taken up from another device")

    # ------------------------------------------------------------- limits
    def creation_refused(self, key: str) -> str | None:
        """Why the address ``key`` may not make a table now, or None."""
        limits = self.config.limits
        if self.made.full(key):
            return too_many_made(limits.tables_per_minute)
        mine = self.made_by.get(key, set())
        mine.intersection_update(
            c for c in mine if c in self.tables and self.tables[c].state != "over"
        )
        if len(mine) >= limits.tables_per_address:
            return too_many_open(len(mine))
        return None

    def created(self, key: str, code: str) -> None:
        self.made.add(key)
        self.made_by.setdefault(key, set()).add(code)

    def failed_join(self, key: str) -> None:
        """Count a failed join of ``key``; with a shared store, of every process's too
        (the count comes back a moment later and raises this process's)."""
        self.joins.failed(key)
        if self.store.shared:
            job = cast("PostgresStore", self.store).failed_join(key)
            job.then(lambda count: self.joins.by_address.raise_to(key, count))

    def _arm_grace(self, table: Table, seat: int) -> None:
        self._arm(
            table.code, f"grace{seat}", self.config.grace_seconds, self._grace_over, table, seat
        )

    def _grace_over(self, table: Table, seat: int) -> None:
        s = table.seats[seat]
        if s.connections or s.away or table.state != "playing":
            return
        s.away = True
        self.deliver(table, table.notice("bot_playing", seat))
        self.broadcast_table(table)
        self.after_step(table)

    # ---------------------------------------------------------- delivery
    def deliver(self, table: Table, sent: Outbox) -> None:
        """Hand numbered messages to each seat's connections; an ``events`` message
        carries the seat's view after them."""
        streams = self.conns.get(table.code, {})
        views: dict[int, Any] = {}
        for stream, msg in sent:
            conns = streams.get(stream)
            if not conns:
                continue
            meter = self.meter
            t = clock() if meter is not None else 0.0
            if msg["type"] == "events":
                if stream not in views:
                    views[stream] = table.view(stream)
                msg = {**msg, "view": views[stream]}
            if meter is not None:
                meter.add("views", t)
            text = self._encode(msg)
            for conn in conns:
                self.send(conn, text)

    def broadcast_table(self, table: Table, answer: tuple[Connection, Any] | None = None) -> None:
        """The ``table`` message to everyone at it; ``answer``: (connection, request id)
        of the request it answers, whose copy carries the id."""
        self.broadcast(table, table.public(), answer)

    def broadcast(
        self,
        table: Table,
        message: dict[str, Any],
        answer: tuple[Connection, Any] | None = None,
    ) -> None:
        """One message to every connection at the table, players and watchers;
        ``answer``: as for :meth:`broadcast_table`."""
        text = self._encode(message)
        for conns in self.conns.get(table.code, {}).values():
            for conn in conns:
                if answer is not None and conn is answer[0] and answer[1] is not None:
                    self.send(conn, {**message, "id": answer[1]})
                else:
                    self.send(conn, text)

    def resend(
        self,
        conn: Connection,
        table: Table,
        stream: int,
        after: int,
        answer: dict[str, Any] | None = None,
    ) -> None:
        """Everything of a stream after ``after``; the last ``events`` with the view.
        ``answer``: the answer to a ``sync`` (its id), which ends with ``synced``.

        The stream is read after the table's writes submitted before (a job), so it
        holds every step the table has taken now; the view is taken now, to match."""
        view = table.view(stream)
        last_seq = table.last_seq[stream]

        def got(missed: list[dict[str, Any]]) -> None:
            # sent at once, not after the table's later writes: these were committed
            # before them, so they go out before what those writes tell
            last = max((i for i, m in enumerate(missed) if m["type"] == "events"), default=-1)
            for i, msg in enumerate(missed):
                if msg["type"] == "events":
                    msg["view"] = view if i == last else None
                self._put(conn, self._encode(msg))
            if answer is not None or not missed:
                synced = {"type": "synced", "seq": last_seq, **(answer or {})}
                self._put(conn, self._encode(synced))

        self.store.read_stream(table.code, stream, after).then(got)

    def _lost(self, code: str, error: BaseException) -> None:
        """A write of table ``code`` failed (the database, or another process took its
        lease): this process stops serving it, and its clients reconnect (4002) to be
        served from what is stored, where a proxy sends them."""
        if code not in self.tables:
            return
        log.warning("table %s: no longer served here (%s)", code, error)
        self._forget_here(code)
        self.store.epochs.pop(code, None)
        for conns in self.conns.pop(code, {}).values():
            for conn in list(conns):
                conn.table = conn.stream = None
                self._close_now(conn, protocol.RECONNECT, "reconnect")
        if self.store.shared:  # and the lock, if this process still holds it
            cast("PostgresStore", self.store).release(code)

    # ----------------------------------------------------- after a change
    def after_step(self, table: Table) -> None:
        """Start whatever the table now waits for: a bot's move, the cut, a turn timer."""
        g = table.game
        if table.state == "over":
            self._arm_expiry(table)
        if g is None or table.state != "playing":
            return
        if g.stage == "deal":
            self._collect_cut(table)
            return
        if table.server_turn() is not None:
            self._kick(table)
            return
        turn_seconds = table.setup.get("turn_seconds")
        if turn_seconds:
            key = (g.round_no, g.turn, sum(len(d) for d in g.discarded))
            if self._turn_keys.get(table.code) != key:
                self._turn_keys[table.code] = key
                self._arm(table.code, "turn", turn_seconds, self._turn_over, table, key)
                self._tell_clock(table)

    def begin_again(self, table: Table) -> None:
        """A table plays again (the lobby's ``again``): what this server kept of its last
        game goes (the cut it waited for, the turn it timed, the finished table's expiry)."""
        self._cut_round.pop(table.code, None)
        self._turn_keys.pop(table.code, None)
        self._cancel(table.code, "expire")
        self._cancel(table.code, "turn")

    def turn_clock(self, table: Table) -> dict[str, Any] | None:
        """The ``turn_clock`` message of the turn timer running at ``table`` (the seconds
        left, so every screen can count down), or None when none runs."""
        handle = self._timers.get((table.code, "turn"))
        g = table.game
        if handle is None or g is None or g.stage not in ("draw", "play"):
            return None
        left = max(0.0, handle.when() - asyncio.get_running_loop().time())
        return {
            "type": "turn_clock",
            "seat": g.turn,
            "round": g.round_no,
            "seconds": round(left, 1),
        }

    def _tell_clock(self, table: Table) -> None:
        clock = self.turn_clock(table)
        if clock is None:
            return
        text = protocol.encode(clock)
        for conns in self.conns.get(table.code, {}).values():
            for conn in conns:
                self.send(conn, text)

    def _turn_over(self, table: Table, key: tuple[int, int, int]) -> None:
        g = table.game
        if g is None or self._turn_keys.get(table.code) != key or g.stage not in ("draw", "play"):
            return
        seat = table.seats[g.turn]
        if seat.server_plays:
            return
        seat.timer_turn = True
        self.deliver(table, table.notice("turn_timer", g.turn))
        self.broadcast_table(table)
        self._kick(table)

    def _kick(self, table: Table) -> None:
        if table.code in self._thinking or self.tables.get(table.code) is not table:
            return
        turn = table.server_turn()
        if turn is None:
            return
        self._thinking.add(table.code)
        self.spawn(self._bot_move(table, *turn))

    async def _bot_move(self, table: Table, seat: int, level: str, why: str) -> None:
        try:
            step = table.step
            host = table.game_host
            assert host is not None
            view = json.dumps(view_to_dict(host.view(seat)))
            if self.config.bot_delay:
                await asyncio.sleep(self.config.bot_delay)
            loop = asyncio.get_running_loop()
            # the host's seed: a hash of the table's code, once, let anyone at the table
            # work out the bots' randomness
            seed = host.bot_seed(seat)
            answer = await loop.run_in_executor(self._executor, think, level, seed, view)
            if table.step != step or table.server_turn() != (seat, level, why):
                return  # the table moved on (a player came back, an undo): ask again
            try:
                sent = table.play(seat, json.loads(answer), why)
            except Refusal as r:  # cannot happen with checked answers; never stall on it
                log.error("table %s: the bot's move was refused: %s", table.code, r.reason)
                return
            self.deliver(table, sent)
            if table.state == "over":
                self.broadcast_table(table)
        except asyncio.CancelledError:
            raise
        except BrokenExecutor:
            # a worker process died (killed, out of memory): start fresh ones and let
            # the bot think again in a moment, so no table stalls on a dead pool
            log.error("the bots' worker processes stopped; starting new ones")
            if self._executor is not None:
                self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = self._new_executor()
            self._thinking.discard(table.code)
            asyncio.get_running_loop().call_later(0.5, self.after_step, table)
            return
        except Exception:
            log.exception("table %s: a bot move failed", table.code)
        finally:
            self._thinking.discard(table.code)
        self.after_step(table)

    # ------------------------------------------------------------ the cut
    def _collect_cut(self, table: Table) -> None:
        g = table.game
        assert g is not None
        if self._cut_round.get(table.code) != g.round_no:
            self._cut_round[table.code] = g.round_no
            self._arm(table.code, "cut", self.config.cut_seconds, self.deal, table, g.round_no)
            request = table.cut_request()
            assert request is not None
            request["seconds"] = self.config.cut_seconds
            for seat in table.waiting_for_cut():
                for conn in self.conns.get(table.code, {}).get(seat, ()):
                    self.send(conn, request)
        self.check_cut(table)

    def check_cut(self, table: Table) -> None:
        """Deal as soon as nobody the deal waits for is left."""
        g = table.game
        if g is None or g.stage != "deal" or table.state != "playing":
            return
        if self._cut_round.get(table.code) == g.round_no and not table.waiting_for_cut():
            self.deal(table, g.round_no)

    def deal(self, table: Table, round_no: int) -> None:
        g = table.game
        if g is None or g.stage != "deal" or g.round_no != round_no:
            return
        self._cancel(table.code, "cut")
        for seat in table.waiting_for_cut():
            self.deliver(table, table.notice("cut_missed", seat))
        self.deliver(table, table.deal())
        self.after_step(table)

    # ------------------------------------------------------------ the end
    def _arm_expiry(self, table: Table) -> None:
        """A finished table, or a lobby nobody is connected to, is kept for
        ``keep_seconds`` and then forgotten (see :meth:`_expire`)."""
        armed = (table.code, "expire") in self._timers
        if table.code in self.tables and self._expires(table) and not armed:
            self._arm(table.code, "expire", self.config.keep_seconds, self._expire, table)

    def _expires(self, table: Table) -> bool:
        if table.state == "over":
            return True
        streams = self.conns.get(table.code, {})
        return table.state == "lobby" and not any(streams.values())

    def _expire(self, table: Table) -> None:
        """Forget the table: its connections are closed with the reason (1001), then it
        leaves memory and the database; its code may be given out again."""
        if self.tables.get(table.code) is not table or not self._expires(table):
            return
        why = (
            "this table has closed: its game is over"
            if table.state == "over"
            else "this table has closed: nobody was at it"
        )
        for conns in self.conns.pop(table.code, {}).values():
            for conn in list(conns):
                conn.table = conn.stream = None
                self.close(conn, GOING_AWAY, why)
        for code, name in [key for key in self._timers if key[0] == table.code]:
            self._cancel(code, name)
        del self.tables[table.code]
        self._turn_keys.pop(table.code, None)
        self._cut_round.pop(table.code, None)
        self.store.forget(table.code)
        log.info("table %s forgotten (%s)", table.code, table.state)

    # ------------------------------------------------------------- timers
    def _arm(self, code: str, name: str, delay: float, fn: Callable[..., Any], *args: Any) -> None:
        self._cancel(code, name)
        if code not in self.tables:
            return  # a table this process does not serve (any more): never a timer for it
        loop = asyncio.get_running_loop()
        self._timers[(code, name)] = loop.call_later(delay, self._fire, code, name, fn, args)

    def _fire(self, code: str, name: str, fn: Callable[..., Any], args: tuple[Any, ...]) -> None:
        self._timers.pop((code, name), None)
        try:
            fn(*args)
        except Exception:
            log.exception("table %s: timer %s failed", code, name)

    def _cancel(self, code: str, name: str) -> None:
        handle = self._timers.pop((code, name), None)
        if handle is not None:
            handle.cancel()

    def plan_for(self, code: str) -> list[bytes]:
        """Round seeds fixed in advance (tests with ``plan_seed`` only; else none)."""
        if self.config.plan_seed is None:
            return []
        base = int.from_bytes(code.encode(), "big") ^ self.config.plan_seed
        return [derive_round_seed(base, r) for r in range(1, 80)]

    def rules_from(self, data: dict[str, Any] | None) -> RuleSet:
        try:
            return RuleSet.from_dict(data or {})
        except (ValueError, TypeError) as e:
            raise Refusal("invalid", f"rules: {e}") from None


async def run(config: ServerConfig, ready: Callable[[TableServer], None] | None = None) -> None:
    """Serve until cancelled (Ctrl-C, SIGTERM), then stop cleanly."""
    server = TableServer(config)
    await server.start()
    if ready is not None:
        ready(server)
    try:
        await asyncio.Event().wait()
    finally:
        await server.stop()
