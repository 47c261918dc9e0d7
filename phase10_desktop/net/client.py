"""A headless table client: the protocol's other end, for tests, benchmarks and the app.

It keeps what makes a connection over an unreliable network safe to play on:

* every move, cut and undo carries the next request number (``seq``) and is
  sent again, unchanged, until its answer arrives; the server answers a number
  it has seen with the answer it gave, so nothing is played twice;
* every numbered message from the server is taken once and in order: one seen
  before is dropped, one after a gap asks the server to send the missing ones
  again (``sync``), and so does a silence longer than ``idle_sync``;
* when the connection drops it connects again (for ``reconnect_for`` seconds)
  and claims its seat back with its token and the last message it saw.

It also does the players' half of the fair deal (:mod:`..host.fair_cut`): it sends
16 random bytes when a round waits for its cut, checks each round's revealed
seed against the commitment and its bytes against the cut, and keeps the
game's record (finished rounds) after every round.

Everything it receives is checked against the protocol's schema, and handed
to ``on_message`` (called on this client's event loop). Besides the server's
messages it hands on two of its own: ``{"type": "connection", "state": ...}``
(``closed``, ``reconnecting``, ``unreachable``: a reconnection was refused,
nobody listens at the address any more; ``connected``, ``gave_up``) and
``{"type": "deal_check", "round": n, "ok": bool, "findings": [...]}``.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import ssl
import time
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ..engine.actions import Action, action_to_dict
from ..host import fair_cut
from . import protocol
from .seating import normal_code

log = logging.getLogger(__name__)

Handler = Callable[[dict[str, Any]], None]


class RequestFailed(Exception):
    """The server refused a request; ``code`` and ``reason`` are its error."""

    def __init__(self, code: str, reason: str, expected: int | None = None) -> None:
        super().__init__(f"{code}: {reason}")
        self.code = code
        self.reason = reason
        #: with ``out_of_order``: the request number the server expects next
        self.expected = expected


class TableClient:
    """One player's (or watcher's) connection to a table server."""

    def __init__(
        self,
        url: str,
        on_message: Handler | None = None,
        *,
        resend_after: float = 2.0,
        idle_sync: float = 5.0,
        reconnect_for: float = 30.0,
        auto_cut: bool = True,
        keep_record: bool = True,
        ssl_context: ssl.SSLContext | None = None,
    ) -> None:
        self.url = url
        self.on_message = on_message
        self.resend_after = resend_after
        self.idle_sync = idle_sync
        self.reconnect_for = reconnect_for
        self.auto_cut = auto_cut
        self.keep_record = keep_record
        self.ssl_context = ssl_context
        # where we sit
        self.code: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.last_seq = 0
        self.seq = 0
        # what we know
        self.view: dict[str, Any] | None = None
        #: the step of the last ``events`` message taken (the table's journal length)
        self.step = 0
        #: set whenever something arrives that may change what the seat can do
        self.changed = asyncio.Event()
        self.table: dict[str, Any] | None = None
        self.record: dict[str, Any] | None = None
        self.welcome: dict[str, Any] | None = None
        self.commitments: dict[int, str] = {}
        self.contributions: dict[int, str] = {}
        #: rounds whose contribution the server confirmed (only these must be in the cut)
        self.contributed: set[int] = set()
        self.dealt: dict[int, dict[str, Any]] = {}
        #: which game of the table this is (a Play again starts the next)
        self.game_no = 1
        self.checks: dict[int, fair_cut.CutCheck] = {}
        self.closed_reason: str | None = None
        self.frames_in: list[str] | None = None  # tests: every frame received, as text
        self._ws: ClientConnection | None = None
        self._ids = itertools.count(1)
        self._waiting: dict[tuple[str, int], asyncio.Future[dict[str, Any]]] = {}
        self._connected = asyncio.Event()
        self._started = asyncio.Event()
        #: set while this connection holds a seat (numbered requests wait for it)
        self._seated = asyncio.Event()
        self._reader: asyncio.Task[None] | None = None
        self._watchdog: asyncio.Task[None] | None = None
        self._last_heard = time.monotonic()
        self._last_sync = 0.0
        self._sync_again = False
        #: the table code the address carries once known (see _address)
        self._route: str | None = None
        self._closing = False
        self._tasks: set[asyncio.Task[Any]] = set()
        #: numbered requests go one at a time, in order
        self._numbered = asyncio.Lock()

    # ------------------------------------------------------------ connect
    async def connect(self) -> None:
        """Open the connection (raises OSError or InvalidHandshake if nobody answers)."""
        self._closing = False
        await self._open()
        self._watchdog = asyncio.get_running_loop().create_task(self._watch())

    async def _open(self) -> None:
        # no context given: a wss:// server is checked against the system's trusted
        # certificates (passing ssl=None would refuse every wss:// address)
        tls: dict[str, Any] = {} if self.ssl_context is None else {"ssl": self.ssl_context}
        self._ws = await connect(
            self._address(),
            max_size=protocol.MAX_SERVER_MESSAGE_BYTES,
            compression=None,
            open_timeout=10,
            **tls,
        )
        self._last_heard = time.monotonic()
        self._connected.set()
        self._reader = asyncio.get_running_loop().create_task(self._read(self._ws))

    async def close(self) -> None:
        """Close for good (no reconnect)."""
        self._closing = True
        for task in (self._watchdog, *self._tasks):
            if task is not None:
                task.cancel()
        if self._ws is not None:
            await self._ws.close()
        if self._reader is not None:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._reader

    def _emit(self, message: dict[str, Any]) -> None:
        if self.on_message is not None:
            try:
                self.on_message(message)
            except Exception:
                log.exception("the message handler failed on %s", message.get("type"))

    # ------------------------------------------------------------ reading
    async def _read(self, ws: ClientConnection) -> None:
        try:
            async for frame in ws:
                self._last_heard = time.monotonic()
                if self.frames_in is not None:
                    self.frames_in.append(frame if isinstance(frame, str) else frame.decode())
                try:
                    message = protocol.decode(
                        frame, "server", limit=protocol.MAX_SERVER_MESSAGE_BYTES
                    )
                except protocol.ProtocolError as e:
                    log.error("the server sent a message the protocol forbids: %s", e.reason)
                    continue
                self._take(message)
        except ConnectionClosed:
            pass
        if ws is not self._ws:
            return  # left on purpose for a connection with the table's code (_move)
        self._connected.clear()
        self._seated.clear()
        reason = ws.close_reason or "the connection was lost"
        code = ws.close_code
        self.closed_reason = reason
        self._emit({"type": "connection", "state": "closed", "code": code, "reason": reason})
        if code == protocol.SEAT_TAKEN:
            # another device holds the seat now: coming back would take it from that one
            self._emit({"type": "connection", "state": "gave_up", "reason": reason})
        elif not self._closing:
            self._spawn(self._reconnect())

    def _spawn(self, coro: Any) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _take(self, m: dict[str, Any]) -> None:
        kind = m["type"]
        if kind in protocol.STREAM_TYPES:
            seq = m["seq"]
            if seq <= self.last_seq:
                return  # seen before (a repeated frame, or a resend overlapping)
            if seq != self.last_seq + 1:
                self._ask_sync()  # a gap: have the server send what is missing
                return
            self.last_seq = seq
            self._stream(m)
        elif kind == "welcome":
            self.welcome = m
        elif kind == "table":
            self.table = m
            self._follow_game(m.get("game"))
        elif kind == "cut_request":
            self.commitments.setdefault(m["round"], m["commitment"])
            if self.auto_cut and m["round"] not in self.contributions:
                self._spawn(self._send_cut(m["round"]))
        elif kind in ("ack", "error") and "re" in m:
            self._resolve(("seq", m["re"]), m)
        if kind in ("created", "joined") and ("id", m.get("id")) in self._waiting:
            # only the answer to our own pending request seats us (not a repeated frame)
            self.code, self.seat, self.token = m["code"], m["seat"], m["token"]
            self.last_seq = m.get("last_seq", 0)
            if "next_seq" in m and not self._numbered.locked():
                # the server's count (requests answered before a restart of the app, or
                # from another device); one in flight keeps its number and is resent
                self.seq = m["next_seq"] - 1
            self._seated.set()
        if (kind == "table" and m["state"] != "lobby") or kind in protocol.STREAM_TYPES:
            self._started.set()
        if "id" in m:
            self._resolve(("id", m["id"]), m)
        if kind == "record":
            self.record = m["record"]
        self.changed.set()
        self._emit(m)

    def _stream(self, m: dict[str, Any]) -> None:
        if m["type"] == "dealt":
            self.dealt[m["round"]] = m
            return
        if m["type"] != "events":
            return
        self._follow_game(m.get("game"))
        self.step = m["step"]
        if m.get("view") is not None:
            self.view = m["view"]
        for e in m["events"]:
            if e["type"] == "deal_committed":
                self.commitments[e["round_no"]] = e["commitment"]
            elif e["type"] == "seed_revealed":
                self._check_deal(e)

    def _follow_game(self, game: int | None) -> None:
        """Another game began at the table (its host played again): what this client
        kept of the last one, round by round, goes (its rounds are numbered from 1 again:
        a cut kept for round 1 of the last game would never be sent for this one's)."""
        if game is None or game == self.game_no:
            return
        self.game_no = game
        self.commitments, self.contributions, self.contributed = {}, {}, set()
        self.dealt, self.checks, self.record = {}, {}, None

    def _check_deal(self, e: dict[str, Any]) -> None:
        round_no = e["round_no"]
        dealt = self.dealt.get(round_no)
        players = len(dealt["parts"]) if dealt else (self.table or {}).get("players", 0)
        if self.seat is None or self.seat < 0 or not players:
            return
        check = fair_cut.check_round(
            round_no=round_no,
            seat=self.seat,
            players=players,
            commitment=self.commitments.get(round_no, e["commitment"]),
            seed_hex=e["seed"],
            cut=e["cut"],
            mine=self.contributions.get(round_no) if round_no in self.contributed else None,
            kinds=dealt["parts"] if dealt else None,
        )
        self.checks[round_no] = check
        self._emit(
            {
                "type": "deal_check",
                "round": round_no,
                "ok": check.ok,
                "findings": list(check.findings),
            }
        )
        if self.keep_record:
            self._spawn(self._fetch_record())

    async def _fetch_record(self) -> None:
        with contextlib.suppress(RequestFailed, ConnectionError, asyncio.TimeoutError):
            await self.request("record")

    def _ask_sync(self) -> None:
        now = time.monotonic()
        if self.code is None:
            return
        if now - self._last_sync < 0.2:
            # asked a moment ago: ask again once that moment is over (a gap seen now
            # may lie past what the answer to the last ask will cover)
            if not self._sync_again:
                self._sync_again = True
                asyncio.get_running_loop().call_later(0.2, self._ask_sync_again)
            return
        self._last_sync = now
        self._spawn(self._send(protocol.request("sync", last_seq=self.last_seq)))

    def _ask_sync_again(self) -> None:
        self._sync_again = False
        self._ask_sync()

    async def _watch(self) -> None:
        """Ask for anything missed after a silence (the last frame may have been lost)."""
        while True:
            await asyncio.sleep(max(0.05, self.idle_sync / 2))
            quiet = time.monotonic() - self._last_heard > self.idle_sync
            if quiet and self._connected.is_set() and self.code is not None:
                self._last_heard = time.monotonic()
                self._ask_sync()

    # ---------------------------------------------------------- reconnect
    async def _reconnect(self) -> None:
        deadline = time.monotonic() + self.reconnect_for
        delay = 0.1
        refused = False
        self._emit({"type": "connection", "state": "reconnecting"})
        while not self._closing and time.monotonic() < deadline:
            await asyncio.sleep(delay)
            delay = min(delay * 2, 2.0)
            try:
                await self._open()
            except (TimeoutError, OSError, InvalidHandshake, InvalidURI) as e:
                if isinstance(e, ConnectionRefusedError) and not refused:
                    # nothing listens there any more (the app that hosted the table
                    # closed): said at once, while the client keeps trying
                    refused = True
                    self._emit({"type": "connection", "state": "unreachable"})
                continue
            if self.code is not None and self.token is not None and self.seat != -1:
                self._spawn(self._rejoin_quietly())
            self._emit({"type": "connection", "state": "connected"})
            return
        self._emit({"type": "connection", "state": "gave_up", "reason": self.closed_reason})

    async def _rejoin_quietly(self) -> None:
        with contextlib.suppress(RequestFailed, ConnectionError, asyncio.TimeoutError):
            await self.rejoin()

    def _address(self) -> str:
        """The server's address, with the table's code in it once there is one
        (``.../t/CODE``): a proxy in front of several servers routes by it."""
        if self._route is None or "/t/" in self.url or "table=" in self.url:
            return self.url
        split = urlsplit(self.url)
        return urlunsplit(split._replace(path=f"{split.path.rstrip('/')}/t/{self._route}"))

    async def _move(self, code: str) -> None:
        """Connect again with table ``code`` in the address (before joining it, or when
        the server that made it says the table is served elsewhere)."""
        self._route = normal_code(code)
        old, self._ws = self._ws, None
        self._connected.clear()
        self._seated.clear()
        if old is not None:
            await old.close()
        await self._open()

    # ------------------------------------------------------------ sending
    async def _send(self, message: dict[str, Any]) -> None:
        ws = self._ws
        if ws is None:
            raise ConnectionError("not connected")
        text = protocol.encode(message, "client")
        with contextlib.suppress(ConnectionClosed):
            await ws.send(text)

    def _resolve(self, key: tuple[str, int], message: dict[str, Any]) -> None:
        fut = self._waiting.pop(key, None)
        if fut is not None and not fut.done():
            fut.set_result(message)

    async def request(self, kind: str, *, attempts: int = 5, **fields: Any) -> dict[str, Any]:
        """Send a request and wait for its answer (sent again after ``resend_after``);
        an ``error`` answer raises :class:`RequestFailed`."""
        rid = next(self._ids)
        message = protocol.request(kind, id=rid, **fields)
        key = ("seq", fields["seq"]) if "seq" in fields else ("id", rid)
        return await self._exchange(key, message, attempts)

    async def _exchange(
        self, key: tuple[str, int], message: dict[str, Any], attempts: int
    ) -> dict[str, Any]:
        loop = asyncio.get_running_loop()
        # a numbered request goes out only while seated: after a reconnect it waits
        # for the seat to be claimed back, or the server would not count its number
        gate = self._seated if key[0] == "seq" else self._connected
        for _ in range(attempts):
            fut = loop.create_future()
            self._waiting[key] = fut
            try:
                await asyncio.wait_for(gate.wait(), self.reconnect_for + self.resend_after)
            except TimeoutError:
                break
            await self._send(message)
            try:
                answer = await asyncio.wait_for(asyncio.shield(fut), self.resend_after)
            except TimeoutError:
                continue
            if answer["type"] == "error":
                raise RequestFailed(answer["code"], answer["reason"], answer.get("expected"))
            return answer
        self._waiting.pop(key, None)
        raise TimeoutError(f"no answer to {message['type']} after {attempts} tries")

    async def numbered(self, kind: str, **fields: Any) -> dict[str, Any]:
        """A request that changes the game, with the next request number; sent again
        (same number) until answered, across reconnects, for up to ~``reconnect_for``."""
        async with self._numbered:
            self.seq += 1
            attempts = max(5, int(self.reconnect_for / self.resend_after) + 5)
            try:
                return await self.request(kind, attempts=attempts, seq=self.seq, **fields)
            except RequestFailed as e:
                if e.expected is None or not (
                    (e.code == "out_of_order" and e.expected <= self.seq) or e.code == "reused"
                ):
                    raise
                expected = e.expected
            # the server never counted some earlier number (it was refused before
            # reaching the table), or counted this one for another request (sent from
            # another device): take up the server's count and send this one again
            self.seq = expected
            return await self.request(kind, attempts=attempts, seq=self.seq, **fields)

    # ------------------------------------------------------------ the API
    async def create(
        self,
        name: str,
        seats: int,
        *,
        rules: dict[str, Any] | None = None,
        bots: list[str] | None = None,
        password: str | None = None,
        turn_seconds: float | None = None,
    ) -> dict[str, Any]:
        fields: dict[str, Any] = {"name": name, "seats": seats}
        if rules:
            fields["rules"] = rules
        if bots:
            fields["bots"] = bots
        if password:
            fields["password"] = password
        if turn_seconds:
            fields["turn_seconds"] = turn_seconds
        self.last_seq = self.seq = 0
        self._started.clear()
        answer = await self.request("create", **fields)
        self._route = answer["code"]
        if answer.get("reconnect"):
            # made by whichever server took the request; served where the code routes
            await self._move(answer["code"])
            await self.rejoin()
        return answer

    async def join(self, code: str, name: str, password: str | None = None) -> dict[str, Any]:
        fields: dict[str, Any] = {"code": code, "name": name}
        if password:
            fields["password"] = password
        self.last_seq = self.seq = 0
        self._started.clear()
        if self._route != normal_code(code) and "/t/" not in self.url:
            await self._move(code)  # the table's code in the address, for a proxy to route
        return await self.request("join", **fields)

    async def rejoin(self) -> dict[str, Any]:
        """Claim the seat back with the kept token; the server sends what was missed."""
        assert self.code is not None and self.token is not None
        return await self.request(
            "rejoin", code=self.code, token=self.token, last_seq=self.last_seq
        )

    async def resume(self, code: str, token: str, last_seq: int = 0, seq: int = 0) -> dict:
        """Rejoin a seat from what a previous run of the app kept (code, token, counters)."""
        self.code, self.token, self.last_seq, self.seq = code, token, last_seq, seq
        if self._route != normal_code(code) and "/t/" not in self.url:
            await self._move(code)
        return await self.rejoin()

    async def say(self, text: str | None = None, reaction: str | None = None) -> dict[str, Any]:
        """Talk at the table: a message or a reaction (one of ``chat.REACTIONS``); the
        answer is ``said`` with its number, and everyone gets it as ``chat``. Sent once:
        a message is not worth a resend that might show it twice."""
        fields = {"text": text} if text is not None else {"reaction": reaction}
        return await self.request("say", attempts=1, **fields)

    async def start(self, timeout: float = 10.0) -> None:
        """Start the game (the host only); returns once the table is playing. Sent again
        if no sign of the start arrives (a lost frame); "already started" counts as done."""
        deadline = time.monotonic() + timeout
        while not self._started.is_set():
            if time.monotonic() > deadline:
                raise TimeoutError("the game did not start")
            rid = next(self._ids)
            fut = asyncio.get_running_loop().create_future()
            self._waiting[("id", rid)] = fut
            await self._seated.wait()  # after a reconnect: once the seat is claimed back
            await self._send(protocol.request("start", id=rid))
            started = asyncio.ensure_future(self._started.wait())
            try:
                await asyncio.wait(
                    {fut, started}, timeout=self.resend_after, return_when="FIRST_COMPLETED"
                )
            finally:
                started.cancel()
                self._waiting.pop(("id", rid), None)
            if fut.done() and fut.result()["type"] == "error":
                answer = fut.result()
                if answer["code"] == "started":
                    return
                raise RequestFailed(answer["code"], answer["reason"])

    async def act(self, action: Action | dict[str, Any]) -> dict[str, Any]:
        """Play a move; returns the ``ack`` (or raises :class:`RequestFailed` with the
        server's reason: an illegal move, not your turn...)."""
        data = action if isinstance(action, dict) else action_to_dict(action)
        return await self.numbered("action", action=data)

    async def undo(self) -> dict[str, Any]:
        return await self.numbered("undo")

    async def _send_cut(self, round_no: int) -> None:
        with contextlib.suppress(RequestFailed, asyncio.TimeoutError, ConnectionError):
            await self.contribute(round_no)

    async def contribute(self, round_no: int, value: str | None = None) -> dict[str, Any]:
        """Send this seat's part of round ``round_no``'s cut (random bytes by default)."""
        value = self.contributions.setdefault(round_no, value or fair_cut.new_contribution())
        answer = await self.numbered("cut", round=round_no, contribution=value)
        self.contributed.add(round_no)
        return answer

    async def fetch_record(self) -> dict[str, Any]:
        return (await self.request("record"))["record"]

    async def leave(self) -> dict[str, Any]:
        return await self.request("leave")

    async def again(self) -> dict[str, Any]:
        """Play again (the host, once the game is over): another game at the same table,
        everyone in the same seat. Returns the table as it now is."""
        return await self.request("again")

    async def ping(self) -> float:
        """Round-trip time of one ping, in seconds."""
        t = time.perf_counter()
        await self.request("ping")
        return time.perf_counter() - t

    async def sync(self) -> None:
        await self._send(protocol.request("sync", last_seq=self.last_seq))
