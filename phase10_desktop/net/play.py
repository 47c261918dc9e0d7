"""What the server does with a seated player's game requests: a move, an undo, a cut,
a sync, the record.

Requests that change the game carry a number (``seq``); a number seen before gets the
answer it got then, so a resent move is never played twice
(:meth:`~.table.Table.check_request`). Each handler returns its direct answer, raises
:class:`~.table.Refusal`, or changes the table and hands the numbered messages it
caused to the server to deliver.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .hall import Hall, Reply, answer_id, player, seated
from .table import Refusal, Table

if TYPE_CHECKING:
    from .connection import Connection

__all__ = ["Play"]


class Play:
    """The game requests of one :class:`~.server.TableServer`'s seated connections."""

    def __init__(self, server: Hall) -> None:
        self.server = server

    def _numbered(self, conn: Connection, m: dict[str, Any]) -> tuple[Table, int, Reply]:
        table, seat = player(conn)
        return table, seat, table.check_request(seat, m["seq"], m)

    def _ack(self, conn: Connection, m: dict[str, Any]) -> None:
        """Confirm a numbered request (its ``id`` too, as every answer carries)."""
        self.server.send(conn, {"type": "ack", "re": m["seq"], **answer_id(m)})

    def on_action(self, conn: Connection, m: dict[str, Any]) -> Reply:
        table, seat, repeat = self._numbered(conn, m)
        if repeat is not None:
            return repeat
        try:
            sent = table.play(seat, m["action"], "player", m["seq"])
        except Refusal as r:
            return table.refuse(seat, m["seq"], r)
        self._ack(conn, m)
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
        self._ack(conn, m)
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
        self._ack(conn, m)
        self.server.check_cut(table)
        return None

    def on_sync(self, conn: Connection, m: dict[str, Any]) -> Reply:
        table, stream = seated(conn)
        self.server.resend(conn, table, stream, m["last_seq"], answer=answer_id(m))
        request = table.cut_request()
        if request is not None and stream in table.waiting_for_cut():
            request["seconds"] = self.server.config.cut_seconds
            self.server.send(conn, request)
        return None

    def on_record(self, conn: Connection, m: dict[str, Any]) -> Reply:
        table, _ = seated(conn)
        return {"type": "record", "record": table.record()}

    def on_ping(self, conn: Connection, m: dict[str, Any]) -> Reply:
        return {"type": "pong"}
