"""What the server does with requests to meet at a table: create, join, rejoin, start,
play again, leave, and the table's talk.

Every handler either returns the direct answer, raises :class:`~.table.Refusal`
(sent back as an ``error`` naming what is wrong), or changes a table and hands the
messages it caused to the server to deliver. The game's own requests (a move, an
undo, a cut, a sync) are :mod:`.play`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

from .chat import RESENT, TableChat, clean_text
from .hall import Hall, Reply, answer_id, player, seated
from .limits import creator_key
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
from .table import WATCH, Refusal, Table

if TYPE_CHECKING:
    from .connection import Connection

__all__ = ["Lobby"]


class Lobby:
    """The meeting requests of one :class:`~.server.TableServer`'s connections."""

    def __init__(self, server: Hall) -> None:
        self.server = server
        #: connections not seated at any table
        self.loose: set[Connection] = set()
        #: each table's talk, read from the store when first needed; a forgotten
        #: table's goes with it
        self._chats: WeakKeyDictionary[Table, TableChat] = WeakKeyDictionary()

    # ------------------------------------------------------------- helpers
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

    def _failed_join(self, conn: Connection, refusal: Refusal) -> Refusal:
        """A join that fails (unknown code, wrong password, a token holding no seat).
        Only failures are limited, so a right join always gets in: past the address's
        (or everyone's) limit, the refusal says so instead of what was wrong, and a
        guesser learns nothing about the code tried."""
        conn.failed_joins += 1
        if conn.failed_joins >= self.server.config.limits.joins_per_connection:
            # closed once the refusal is sent: the client learns why this join failed too
            conn.close_after = "too many failed join attempts"
        blocked = self.server.joins.blocked(conn.key)
        if blocked is not None:
            return Refusal("too_many_joins", blocked)
        self.server.failed_join(conn.key)
        return refusal

    def _find(self, conn: Connection, code: str) -> Table:
        if conn.url_code is not None and normal_code(code) != conn.url_code:
            raise Refusal(
                "wrong_table",
                f"this connection is for table {conn.url_code}; connect to /t/{normal_code(code)}"
                f" for table {normal_code(code)}",
            )
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
        too_many = server.creation_refused(conn.key)
        if too_many is not None:
            raise Refusal("too_many_tables", too_many)
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
            # what the row keeps of the maker's address: its tables count on every server
            "creator": creator_key(conn.key),
        }
        code = new_code(set(server.tables))
        table = Table.new(code, setup, server.store)
        server.tables[code] = table
        server.created(conn.key, code)
        token = new_token()
        seat = table.sit(name, token_hash(token))
        reply: dict[str, Any] = {"type": "created", "code": code, "seat": seat, "token": token}
        if server.store.shared:
            # servers behind a proxy: the table is served where its code routes to, so
            # the maker comes back with the code in the address (the proxy takes it there)
            reply["reconnect"] = True
        self._seat_conn(conn, table, seat, reply, m.get("id"))
        server.send(conn, {**reply, **answer_id(m)})
        server.broadcast_table(table)
        if server.store.shared:
            # the maker comes back on its own; this connection is not closed under it
            server.conns.get(code, {}).get(seat, set()).discard(conn)
            table.seats[seat].connections -= 1
            conn.table = conn.stream = conn.seated_by = None
            self.loose.add(conn)
            server.let_go(table)
        return None

    def on_join(self, conn: Connection, m: dict[str, Any]) -> Reply:
        again = self._repeat(conn, m)
        if again is not None:
            return again
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
            "next_seq": 1,
        }
        self._seat_conn(conn, table, seat, reply, m.get("id"))
        conn.name = name
        self.server.send(conn, {**reply, **answer_id(m)})
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
            # the number this seat's next request must carry (requests answered from
            # another connection, or before a restart, count)
            "next_seq": seat.client_seq + 1,
        }
        self._seat_conn(conn, table, stream, reply, m.get("id"))
        # one connection per seat: the one that held it is told, and closed
        for old in list(self.server.conns.get(table.code, {}).get(stream, ())):
            if old is not conn:
                self.server.displace(old)
        self.server.send(conn, {**reply, **answer_id(m)})
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
        table, seat = player(conn)
        if seat != table.host:
            raise Refusal("not_host", "only the host can start the game")
        sent = table.start(self.server.plan_for(table.code))
        # the starter's copy of the table is the answer to its request: it carries the id
        self.server.broadcast_table(table, answer=(conn, m.get("id")))
        self.server.deliver(table, sent)
        self.server.after_step(table)
        return None

    def on_again(self, conn: Connection, m: dict[str, Any]) -> Reply:
        """Play again (issue 29 B): the host starts another game at the same table once
        its game is over; everyone still there is in it at once, in the same seat (a
        player who would rather not leaves the table, and the Normal bot plays for them).
        Answered with the table everyone is told of (the host's copy carries the id)."""
        table, seat = player(conn)
        if seat != table.host:
            raise Refusal("not_host", "only the host can start another game at the table")
        sent = table.again(self.server.plan_for(table.code))
        self.server.begin_again(table)
        self.server.broadcast_table(table, answer=(conn, m.get("id")))
        self.server.deliver(table, sent)
        self.server.after_step(table)
        return None

    def on_leave(self, conn: Connection, m: dict[str, Any]) -> Reply:
        table, stream = seated(conn)
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
                # as after a drop's grace period: everyone is told the bot plays the seat
                self.server.deliver(table, table.notice("left", stream))
                self.server.deliver(table, table.notice("bot_playing", stream))
                self.server.after_step(table)
            self.server.broadcast_table(table)
        return {"type": "left"}

    # --------------------------------------------------------------- talk
    def on_say(self, conn: Connection, m: dict[str, Any]) -> Reply:
        """A chat message or reaction, passed on to everyone at the table (net/chat.py)."""
        table, stream = seated(conn)
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
        with self.server.store.transaction(table.code) as w:
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
