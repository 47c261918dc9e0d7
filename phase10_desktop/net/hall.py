"""What a request handler may ask of the table server, and the checks every handler shares.

The server's requests fall in two parts, each with its own handler: meeting at a table
(:mod:`.lobby`: create, join, rejoin, start, again, leave, say) and playing at it
(:mod:`.play`: a move, an undo, a cut, a sync, the record). Both reach the server only
through :class:`Hall`, so neither imports it and the server can be tested around them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from .table import WATCH, Outbox, Refusal, Table

if TYPE_CHECKING:
    from ..engine import RuleSet
    from .connection import Connection, ServerConfig
    from .limits import JoinGuard
    from .store import BaseStore

__all__ = ["Hall", "Reply", "answer_id", "player", "seated"]

#: a handler's direct answer, or None when what it caused was sent already
Reply = dict[str, Any] | None


def answer_id(m: dict[str, Any]) -> dict[str, Any]:
    """The request's ``id`` for its answer (every answer names its request)."""
    return {"id": m["id"]} if "id" in m else {}


def seated(conn: Connection) -> tuple[Table, int]:
    """The table and stream of a connection that sits at a table (a seat or watching)."""
    if conn.table is None or conn.stream is None:
        raise Refusal("not_seated", "join or create a table first")
    return conn.table, conn.stream


def player(conn: Connection) -> tuple[Table, int]:
    """The table and seat of a connection that holds a seat (watchers cannot play)."""
    table, stream = seated(conn)
    if stream == WATCH:
        raise Refusal("not_seated", "watchers cannot play: you hold no seat")
    return table, stream


class Hall(Protocol):
    """What the request handlers ask of the server that holds them
    (:class:`~.server.TableServer`): its tables and settings, and the ways to reach
    connections and start what a table waits for. Named here so the handlers need no
    import of the server."""

    config: ServerConfig
    store: BaseStore
    tables: dict[str, Table]
    conns: dict[str, dict[int, set[Connection]]]
    joins: JoinGuard

    def send(self, conn: Connection, message: dict[str, Any] | str) -> None: ...
    def close(self, conn: Connection, code: int, reason: str) -> None: ...
    def attach(self, conn: Connection, table: Table, stream: int) -> None: ...
    def detach(self, conn: Connection) -> None: ...
    def displace(self, conn: Connection) -> None: ...
    def creation_refused(self, key: str) -> str | None: ...
    def created(self, key: str, code: str) -> None: ...
    def failed_join(self, key: str) -> None: ...
    def let_go(self, table: Table) -> None: ...
    def deliver(self, table: Table, sent: Outbox) -> None: ...
    def broadcast_table(
        self, table: Table, answer: tuple[Connection, Any] | None = None
    ) -> None: ...
    def resend(
        self,
        conn: Connection,
        table: Table,
        stream: int,
        after: int,
        answer: dict[str, Any] | None = None,
    ) -> None: ...
    def broadcast(self, table: Table, message: dict[str, Any]) -> None: ...
    def after_step(self, table: Table) -> None: ...
    def check_cut(self, table: Table) -> None: ...
    def turn_clock(self, table: Table) -> dict[str, Any] | None: ...
    def begin_again(self, table: Table) -> None: ...
    def plan_for(self, code: str) -> list[bytes]: ...
    def rules_from(self, data: dict[str, Any] | None) -> RuleSet: ...
