"""What the server does with each request: create, join, start, play, cut, undo, resume.

Every handler either returns the direct answer, raises :class:`~.table.Refusal`
(sent back as an ``error`` naming what is wrong), or changes a table and hands
the numbered messages it caused to the server to deliver. Requests that change
the game carry a number (``seq``); a number seen before gets the answer it got
then, so a resent move is never played twice (:meth:`Table.check_request`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol
from weakref import WeakKeyDictionary

from .chat import RESENT, TableChat, clean_text
from .seating import (
    HUMAN,
    clean_name,
    new_code,
    new_token,
    normal_code,
    password_hash,
    password_matches,
    token_hash,
)
from .table import WATCH, Refusal, Sent, Table

if TYPE_CHECKING:
    from ..engine import RuleSet
    from .connection import Connection, ServerConfig
    from .limits import JoinGuard
    from .store import Store

Reply = dict[str, Any] | None


class Hall(Protocol):
    """What the lobby asks of the server that holds it (:class:`~.server.TableServer`):
    its tables and settings, and the ways to reach connections and start what a table
    waits for. Named here so the lobby needs no import of the server."""

    config: ServerConfig
    store: Store
    tables: dict[str, Table]
    joins: JoinGuard

    def send(self, conn: Connection, message: dict[str, Any] | str) -> None: ...
    def close(self, conn: Connection, code: int, reason: str) -> None: ...
    def attach(self, conn: Connection, table: Table, stream: int) -> None: ...
    def detach(self, conn: Connection) -> None: ...
    def deliver(self, table: Table, sent: Sent) -> None: ...
    def broadcast_table(self, table: Table) -> None: ...
    def broadcast(self, table: Table, message: dict[str, Any]) -> None: ...
    def resend(self, conn: Connection, table: Table, stream: int, after: int) -> None: ...
    def after_step(self, table: Table) -> None: ...
    def check_cut(self, table: Table) -> None: ...
    def turn_clock(self, table: Table) -> dict[str, Any] | None: ...
    def begin_again(self, table: Table) -> None: ...
    def plan_for(self, code: str) -> list[bytes]: ...
    def rules_from(self, data: dict[str, Any] | None) -> RuleSet: ...


class Lobby:
    """The request handlers of one :class:`~.server.TableServer`."""

    def __init__(self, server: Hall) -> None:
        self.server = server
        #: connections not seated at any table
        self.loose: set[Connection] = set()
        #: each table's talk, read from the store when first needed; a forgotten
        #: table's goes with it
        self._chats: WeakKeyDictionary[Table, TableChat] = WeakKeyDictionary()

    def handle(self, conn: Connection, message: dict[str, Any]) -> Reply:
        kind = message["type"]
        handler = getattr(self, f"on_{kind}")
        return handler(conn, message)

    # ------------------------------------------------------------- helpers
    def _seated(self, conn: Connection) -> tuple[Table, int]:
        if conn.table is None or conn.stream is None:
            raise Refusal("not_seated", "join or create a table first")
        return conn.table, conn.stream

    def _player(self, conn: Connection) -> tuple[Table, int]:
        table, stream = self._seated(conn)
        if stream == WATCH:
            raise Refusal("not_seated", "watchers cannot play: you hold no seat")
        return table, stream

    def _repeat(self, conn: Connection, message: dict[str, Any]) -> Reply:
        """A create or join repeated on a seated connection: the same answer again if it is
        the same request (a duplicated frame), else a refusal."""
        if conn.seated_by is None:
            return None
        rid, reply = conn.seated_by
        if rid is not None and message.get("id") == rid:
            return reply
        assert conn.table is not None
        raise Refusal("started", f"you are already at table {conn.table.code}; leave it first")

    def _guard_joins(self, conn: Connection) -> None:
        if self.server.joins.blocked(conn.address):
            raise Refusal("too_many_joins", "too many failed join attempts; wait a minute")

    def _failed_join(self, conn: Connection, refusal: Refusal) -> Refusal:
        self.server.joins.failed(conn.address)
        conn.failed_joins += 1
        if conn.failed_joins >= self.server.config.limits.joins_per_connection:
            self.server.close(conn, 1008, "too many failed join attempts")
        return refusal

    def _find(self, conn: Connection, code: str) -> Table:
        table = self.server.tables.get(normal_code(code))
        if table is None:
            raise self._failed_join(conn, Refusal("no_table", f"there is no table {code}"))
        return table

    def _seat_conn(
        self, conn: Connection, table: Table, stream: int, reply: dict[str, Any], rid: Any
    ) -> None:
        self.server.attach(conn, table, stream)
        conn.seated_by = (rid, reply)

    # -------------------------------------------------------------- lobby
    def on_create(self, conn: Connection, m: dict[str, Any]) -> Reply:
        again = self._repeat(conn, m)
        if again is not None:
            return again
        server = self.server
        if len(server.tables) >= server.config.max_tables:
            raise Refusal("busy", "this server holds as many tables as it may; try later")
        name = clean_name(m["name"])
        if not name:
            raise Refusal("invalid", "create: the name has no printable character")
        rules = server.rules_from(m.get("rules"))
        setup = {
            "players": m["seats"],
            "rules": rules.to_dict(),
            "bots": list(m.get("bots") or []),
            "password": password_hash(m["password"]) if m.get("password") else None,
            "turn_seconds": m.get("turn_seconds"),
            "host": 0,
        }
        code = new_code(set(server.tables))
        table = Table.new(code, setup, server.store)
        server.tables[code] = table
        token = new_token()
        seat = table.sit(name, token_hash(token))
        reply = {"type": "created", "code": code, "seat": seat, "token": token}
        self._seat_conn(conn, table, seat, reply, m.get("id"))
        server.send(conn, {**reply, **({"id": m["id"]} if "id" in m else {})})
        server.broadcast_table(table)
        return None

    def on_join(self, conn: Connection, m: dict[str, Any]) -> Reply:
        again = self._repeat(conn, m)
        if again is not None:
            return again
        self._guard_joins(conn)
        table = self._find(conn, m["code"])
        if not password_matches(table.setup.get("password"), m.get("password")):
            raise self._failed_join(conn, Refusal("bad_password", "the table's password is wrong"))
        name = clean_name(m["name"])
        if not name:
            raise Refusal("invalid", "join: the name has no printable character")
        token = new_token()
        # joined after the start: watch, seeing no hand; the watchers' stream is sent
        # from its start (the game so far, for the move log: its newest message may be
        # a notice, which has no view, and the watcher saw no table until the next move)
        seat = table.sit(name, token_hash(token)) if table.state == "lobby" else WATCH
        last = 0
        reply = {
            "type": "joined",
            "code": table.code,
            "seat": seat,
            "token": token,
            "last_seq": max(0, last),
        }
        self._seat_conn(conn, table, seat, reply, m.get("id"))
        conn.name = name
        self.server.send(conn, {**reply, **({"id": m["id"]} if "id" in m else {})})
        if seat == WATCH and table.last_seq[WATCH]:
            self.server.resend(conn, table, WATCH, max(0, last))
        self._tell_chat(conn, table)
        self.server.broadcast_table(table)
        clock = self.server.turn_clock(table) if seat == WATCH else None
        if clock is not None:
            self.server.send(conn, clock)
        return None

    def on_rejoin(self, conn: Connection, m: dict[str, Any]) -> Reply:
        again = self._repeat(conn, m)
        if again is not None:
            return again
        self._guard_joins(conn)
        table = self._find(conn, m["code"])
        digest = token_hash(m["token"])
        seat = next((s for s in table.seats if s.kind == HUMAN and s.token_hash == digest), None)
        if seat is None:
            raise self._failed_join(
                conn, Refusal("not_seated", "that token holds no seat at this table")
            )
        stream = seat.seat
        last = min(m["last_seq"], table.last_seq[stream])
        was_away = seat.away or seat.connections == 0
        reply = {
            "type": "joined",
            "code": table.code,
            "seat": stream,
            "token": m["token"],
            "last_seq": last,
        }
        self._seat_conn(conn, table, stream, reply, m.get("id"))
        self.server.send(conn, {**reply, **({"id": m["id"]} if "id" in m else {})})
        self.server.resend(conn, table, stream, last)
        self._tell_chat(conn, table)
        if was_away and table.state == "playing":
            seat.away = False
            self.server.deliver(table, table.notice("returned", stream))
        self.server.broadcast_table(table)
        request = table.cut_request()
        if request is not None and stream in table.waiting_for_cut():
            request["seconds"] = self.server.config.cut_seconds
            self.server.send(conn, request)
        self.server.after_step(table)
        clock = self.server.turn_clock(table)
        if clock is not None:  # the turn timer running: the seconds left
            self.server.send(conn, clock)
        return None

    def on_start(self, conn: Connection, m: dict[str, Any]) -> Reply:
        table, seat = self._player(conn)
        if seat != table.host:
            raise Refusal("not_host", "only the host can start the game")
        sent = table.start(self.server.plan_for(table.code))
        self.server.broadcast_table(table)
        self.server.deliver(table, sent)
        self.server.after_step(table)
        return None

    def on_again(self, conn: Connection, m: dict[str, Any]) -> Reply:
        """Play again (issue 29 B): the host starts another game at the same table once
        its game is over; everyone still there is in it at once, in the same seat (a
        player who would rather not leaves the table, and the Normal bot plays for them).
        Answered with the table, as everyone is told."""
        table, seat = self._player(conn)
        if seat != table.host:
            raise Refusal("not_host", "only the host can start another game at the table")
        sent = table.again(self.server.plan_for(table.code))
        self.server.begin_again(table)
        self.server.broadcast_table(table)
        self.server.deliver(table, sent)
        self.server.after_step(table)
        return table.public()

    def on_leave(self, conn: Connection, m: dict[str, Any]) -> Reply:
        table, stream = self._seated(conn)
        seat = table.seats[stream] if stream != WATCH else None
        # the player's last connection leaves a game on purpose: the bot plays for them
        # at once, and everyone is told they left (not that their connection was lost)
        leaves_game = seat is not None and table.state == "playing" and seat.connections <= 1
        if leaves_game:
            assert seat is not None
            seat.away = True
        self.server.detach(conn)
        conn.seated_by = None
        self.loose.add(conn)
        if seat is not None:
            if table.state == "lobby" and stream != table.host:
                table.stand_up(stream)
            elif leaves_game:
                table.save_seat(seat)
                self.server.deliver(table, table.notice("left", stream))
                self.server.after_step(table)
            self.server.broadcast_table(table)
        return {"type": "left"}

    # --------------------------------------------------------------- talk
    def on_say(self, conn: Connection, m: dict[str, Any]) -> Reply:
        """A chat message or reaction, passed on to everyone at the table (net/chat.py)."""
        table, stream = self._seated(conn)
        if not conn.chat.take():
            raise Refusal(
                "rate_limited", "you are talking faster than the table allows: wait a moment"
            )
        seat_name = table.seats[stream].name if stream != WATCH else None
        name = seat_name or conn.name or "?"
        limit = self.server.config.limits.chat_length
        text = None
        if "text" in m:
            text = clean_text(m["text"])
            if not text:
                raise Refusal("invalid", "say: the text has no printable character")
            if len(text) > limit:
                raise Refusal("invalid", f"say: a message has at most {limit} characters")
        entry = self._chat(table).add(stream, name, text=text, reaction=m.get("reaction"))
        with self.server.store.transaction() as w:
            w.chat(table.code, entry["n"], entry)
        self.server.broadcast(table, {"type": "chat", **entry})
        return {"type": "said", "n": entry["n"]}

    def _chat(self, table: Table) -> TableChat:
        chat = self._chats.get(table)
        if chat is None:
            kept = self.server.store.chat(table.code, RESENT)
            chat = self._chats[table] = TableChat(kept[-1]["n"] if kept else 0, kept)
        return chat

    def _tell_chat(self, conn: Connection, table: Table) -> None:
        """The recent talk, to someone arriving (marked as heard before)."""
        for message in self._chat(table).again():
            self.server.send(conn, message)

    # --------------------------------------------------------------- play
    def _numbered(self, conn: Connection, m: dict[str, Any]) -> tuple[Table, int, Reply]:
        table, seat = self._player(conn)
        return table, seat, table.check_request(seat, m["seq"])

    def on_action(self, conn: Connection, m: dict[str, Any]) -> Reply:
        table, seat, repeat = self._numbered(conn, m)
        if repeat is not None:
            return repeat
        try:
            sent = table.play(seat, m["action"], "player", m["seq"])
        except Refusal as r:
            return table.refuse(seat, m["seq"], r)
        self.server.send(conn, {"type": "ack", "re": m["seq"]})
        self.server.deliver(table, sent)
        if table.state == "over":
            self.server.broadcast_table(table)
        self.server.after_step(table)
        return None

    def on_undo(self, conn: Connection, m: dict[str, Any]) -> Reply:
        table, seat, repeat = self._numbered(conn, m)
        if repeat is not None:
            return repeat
        try:
            sent = table.undo(seat, m["seq"])
        except Refusal as r:
            return table.refuse(seat, m["seq"], r)
        self.server.send(conn, {"type": "ack", "re": m["seq"]})
        self.server.deliver(table, sent)
        self.server.after_step(table)
        return None

    def on_cut(self, conn: Connection, m: dict[str, Any]) -> Reply:
        table, seat, repeat = self._numbered(conn, m)
        if repeat is not None:
            return repeat
        try:
            table.contribute(seat, m["round"], m["contribution"], m["seq"])
        except Refusal as r:
            return table.refuse(seat, m["seq"], r)
        self.server.send(conn, {"type": "ack", "re": m["seq"]})
        self.server.check_cut(table)
        return None

    def on_sync(self, conn: Connection, m: dict[str, Any]) -> Reply:
        table, stream = self._seated(conn)
        self.server.resend(conn, table, stream, m["last_seq"])
        request = table.cut_request()
        if request is not None and stream in table.waiting_for_cut():
            request["seconds"] = self.server.config.cut_seconds
            self.server.send(conn, request)
        return None

    def on_record(self, conn: Connection, m: dict[str, Any]) -> Reply:
        table, _ = self._seated(conn)
        return {"type": "record", "record": table.record()}

    def on_ping(self, conn: Connection, m: dict[str, Any]) -> Reply:
        return {"type": "pong"}
