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
import ssl
from collections.abc import Callable
from concurrent.futures import BrokenExecutor, Executor, ProcessPoolExecutor, ThreadPoolExecutor
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from .. import __version__
from ..engine import RuleSet
from ..engine.deal import derive_round_seed
from ..engine.view import view_to_dict
from . import protocol
from .connection import Connection, ServerConfig
from .limits import JoinGuard
from .lobby import Lobby
from .seating import HUMAN
from .store import Store
from .table import WATCH, Refusal, Sent, Table
from .thinking import think, warm_up

log = logging.getLogger(__name__)

#: close codes: 1001 the server stops, 1008 the client broke the rules
GOING_AWAY, POLICY = 1001, 1008
#: messages queued for one client before it counts as not reading
QUEUE_LIMIT = 2000


class TableServer:
    """Holds the tables, the connections and the timers. ``await start()``, then ``stop()``."""

    def __init__(self, config: ServerConfig) -> None:
        self.config = config
        self.store = Store(config.data, sync=config.sync)
        self.tables: dict[str, Table] = {}
        self.conns: dict[str, dict[int, set[Connection]]] = {}
        self.joins = JoinGuard(config.limits.joins_per_minute)
        self.lobby = Lobby(self)
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
        for stored in self.store.load_all():
            try:
                table = Table.restore(stored, self.store)
            except (ValueError, KeyError, TypeError, AssertionError) as e:
                log.error("table %s cannot be restored and is left out: %s", stored.code, e)
                continue
            self.tables[table.code] = table
        self._server = await serve(
            self._handle,
            self.config.host,
            self.config.port,
            ssl=self._tls(),
            max_size=protocol.MAX_FRAME_BYTES,
            max_queue=64,
            compression=None,
            ping_interval=20,
            ping_timeout=20,
            server_header=f"phase10-desktop/{__version__}",
        )
        sock = next(iter(self._server.sockets))
        self.port = sock.getsockname()[1]
        self._executor = self._new_executor()
        for table in self.tables.values():
            # nobody is connected after a restart: the grace period starts now
            for seat in table.seats:
                if seat.kind == HUMAN and table.state == "playing" and not seat.away:
                    self._arm_grace(table, seat.seat)
            self._arm_expiry(table)
            self.after_step(table)

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
            for streams in self.conns.values():
                for conns in streams.values():
                    for conn in list(conns):
                        with contextlib.suppress(Exception):
                            await conn.ws.close(code, why[:120])
            for conn in list(self.lobby.loose):
                with contextlib.suppress(Exception):
                    await conn.ws.close(code, why[:120])
            await self._server.wait_closed()
        for task in list(self._tasks):
            task.cancel()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
        self.store.close()

    # ------------------------------------------------------- connections
    async def _handle(self, ws: ServerConnection) -> None:
        conn = Connection(ws, self.config.limits)
        self.lobby.loose.add(conn)
        writer = asyncio.create_task(self._write(conn))
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
            async for frame in ws:
                # once closing, frames are read only so the closing handshake can finish
                if not conn.closing:
                    self._receive(conn, frame)
        except ConnectionClosed:
            pass
        finally:
            self.lobby.loose.discard(conn)
            self.detach(conn)
            conn.queue.put_nowait(None)
            await writer

    async def _write(self, conn: Connection) -> None:
        while True:
            text = await conn.queue.get()
            if text is None:
                return
            try:
                await conn.ws.send(text)
            except ConnectionClosed:
                return

    def send(self, conn: Connection, message: dict[str, Any] | str) -> None:
        if conn.closing:
            return
        if conn.queue.qsize() >= QUEUE_LIMIT:
            self.close(conn, POLICY, "you are not reading your messages")
            return
        text = message if isinstance(message, str) else protocol.encode(message)
        conn.queue.put_nowait(text)

    def close(self, conn: Connection, code: int, reason: str) -> None:
        if conn.closing:
            return
        conn.closing = True
        self.spawn(conn.ws.close(code, reason[:120]))

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

    def _receive(self, conn: Connection, frame: str | bytes) -> None:
        if not conn.bucket.take():
            self.error(conn, "rate_limited", "too many messages: slow down")
            return
        if isinstance(frame, bytes):
            self.error(conn, "malformed", "send JSON as text frames, not binary")
            return
        try:
            message = protocol.decode(frame, "client")
        except protocol.ProtocolError as e:
            self.error(conn, e.code, e.reason)
            return
        rid = message.get("id")
        extra = {} if rid is None else {"id": rid}
        try:
            reply = self.lobby.handle(conn, message)
        except Refusal as r:
            if message.get("seq"):
                extra["re"] = message["seq"]
            if r.expected is not None:
                extra["expected"] = r.expected
            self.error(conn, r.code, r.reason, **extra)
            return
        if reply is not None:
            self.send(conn, {**reply, **extra})

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
    def deliver(self, table: Table, sent: Sent) -> None:
        """Hand numbered messages to each seat's connections; an ``events`` message
        carries the seat's view after them."""
        streams = self.conns.get(table.code, {})
        views: dict[int, Any] = {}
        for stream, msg in sent:
            conns = streams.get(stream)
            if not conns:
                continue
            if msg["type"] == "events":
                if stream not in views:
                    views[stream] = table.view(stream)
                msg = {**msg, "view": views[stream]}
            text = protocol.encode(msg)
            for conn in conns:
                self.send(conn, text)

    def broadcast_table(self, table: Table) -> None:
        self.broadcast(table, table.public())

    def broadcast(self, table: Table, message: dict[str, Any]) -> None:
        """One message to every connection at the table, players and watchers."""
        text = protocol.encode(message)
        for conns in self.conns.get(table.code, {}).values():
            for conn in conns:
                self.send(conn, text)

    def resend(self, conn: Connection, table: Table, stream: int, after: int) -> None:
        """Everything of a stream after ``after``; the last ``events`` with the view."""
        missed = self.store.stream(table.code, stream, after)
        last_events = max((i for i, m in enumerate(missed) if m["type"] == "events"), default=-1)
        for i, msg in enumerate(missed):
            if msg["type"] == "events":
                msg["view"] = table.view(stream) if i == last_events else None
            self.send(conn, msg)
        if not missed:
            self.send(conn, {"type": "synced", "seq": table.last_seq[stream]})

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
        if table.code in self._thinking:
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
