"""Every table on disk: one SQLite file, one transaction per move.

Why a journal rather than the whole game per move: a game's JSON holds its
record, which grows with every move to tens of kilobytes; writing it hundreds
of times a second would cost more than the game. So a table keeps a *snapshot*
(the engine's own save, ``Game.to_json``) taken at each deal and each undo, and
a *journal* of every step since (a move, a deal with its cut, an undo). A
restart loads the snapshot and plays the journal again; the engine is
deterministic, so it arrives exactly where the table was.

The other rows are what the players were told: the *log* of every numbered
message of each seat's stream (so a player who comes back, or a client that
lost a frame, is sent what it missed) and each seat's last request number and
the answer it got (so a resent request is answered again, never played twice).

A move's journal entry, its log rows and the seat's request number are written
in one transaction, and the server answers the move only after it committed:
a move a player saw confirmed survives ``kill -9``. The database runs in WAL
mode with ``synchronous=NORMAL``: a committed transaction survives the process
dying at any instant (it is in the operating system's hands); a power cut may
lose the last few, which ``--sync full`` would also cover at some speed.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ..engine.values import value_class

_SCHEMA = """
CREATE TABLE IF NOT EXISTS tables(
    code TEXT PRIMARY KEY,
    setup TEXT NOT NULL,
    state TEXT NOT NULL,
    snapshot TEXT,
    snapshot_step INTEGER NOT NULL DEFAULT 0,
    step INTEGER NOT NULL DEFAULT 0,
    updated REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS seats(
    code TEXT NOT NULL,
    seat INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY(code, seat)
);
CREATE TABLE IF NOT EXISTS journal(
    code TEXT NOT NULL,
    n INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY(code, n)
);
CREATE TABLE IF NOT EXISTS log(
    code TEXT NOT NULL,
    stream INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY(code, stream, seq)
);
CREATE TABLE IF NOT EXISTS chat(
    code TEXT NOT NULL,
    n INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY(code, n)
);
"""

DB_NAME = "tables.sqlite3"


def _dump(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


@value_class(frozen=False)
class StoredTable:
    """One table as read back at start-up."""

    code: str
    setup: dict[str, Any]
    state: str
    snapshot: str | None
    snapshot_step: int
    step: int
    seats: dict[int, dict[str, Any]]
    journal: list[dict[str, Any]]
    last_seq: dict[int, int]


class Store:
    """The SQLite file under the server's data folder (``--data``)."""

    def __init__(self, folder: Path | str, *, sync: str = "normal") -> None:
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.path = self.folder / DB_NAME
        # autocommit off at the driver level: transactions are begun explicitly
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute(f"PRAGMA synchronous={'FULL' if sync == 'full' else 'NORMAL'}")
        self.db.executescript(_SCHEMA)

    def close(self) -> None:
        self.db.close()

    @contextmanager
    def transaction(self) -> Iterator[Writer]:
        """One transaction: everything written through the writer commits together."""
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield Writer(self.db)
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    # ------------------------------------------------------------- reading
    def load_all(self) -> list[StoredTable]:
        """Every table with its seats, the journal since its snapshot and its streams' ends."""
        out = []
        rows = self.db.execute(
            "SELECT code, setup, state, snapshot, snapshot_step, step FROM tables ORDER BY code"
        ).fetchall()
        for code, setup, state, snapshot, snapshot_step, step in rows:
            seats = {
                seat: json.loads(body)
                for seat, body in self.db.execute(
                    "SELECT seat, body FROM seats WHERE code = ?", (code,)
                )
            }
            journal = [
                json.loads(body)
                for (body,) in self.db.execute(
                    "SELECT body FROM journal WHERE code = ? AND n > ? ORDER BY n",
                    (code, snapshot_step),
                )
            ]
            last_seq = dict(
                self.db.execute(
                    "SELECT stream, MAX(seq) FROM log WHERE code = ? GROUP BY stream", (code,)
                ).fetchall()
            )
            out.append(
                StoredTable(
                    code,
                    json.loads(setup),
                    state,
                    snapshot,
                    snapshot_step,
                    step,
                    seats,
                    journal,
                    last_seq,
                )
            )
        return out

    def stream(self, code: str, stream: int, after: int) -> list[dict[str, Any]]:
        """The messages of one seat's stream numbered above ``after``, in order."""
        return [
            json.loads(body)
            for (body,) in self.db.execute(
                "SELECT body FROM log WHERE code = ? AND stream = ? AND seq > ? ORDER BY seq",
                (code, stream, after),
            )
        ]

    def chat(self, code: str, last: int = 50) -> list[dict[str, Any]]:
        """The table's last ``last`` chat messages (net/chat.py), oldest first."""
        rows = self.db.execute(
            "SELECT body FROM chat WHERE code = ? ORDER BY n DESC LIMIT ?", (code, last)
        ).fetchall()
        return [json.loads(body) for (body,) in reversed(rows)]

    def forget(self, code: str) -> None:
        """Delete a table and everything written for it, in one transaction."""
        with self.transaction() as w:
            for name in ("log", "journal", "seats", "chat", "tables"):
                w.db.execute(f"DELETE FROM {name} WHERE code = ?", (code,))

    def codes(self) -> set[str]:
        return {c for (c,) in self.db.execute("SELECT code FROM tables")}


class Writer:
    """Writes inside one open transaction (see :meth:`Store.transaction`)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def table(
        self,
        code: str,
        setup: dict[str, Any],
        state: str,
        step: int,
        snapshot: tuple[str, int] | None = None,
    ) -> None:
        """Insert or update a table's row; ``snapshot`` is (Game JSON, the step it is at)."""
        now = time.time()
        if snapshot is None:
            self.db.execute(
                "INSERT INTO tables(code, setup, state, step, updated) VALUES (?, ?, ?, ?, ?) "
                "ON CONFLICT(code) DO UPDATE SET setup = excluded.setup, state = excluded.state, "
                "step = excluded.step, updated = excluded.updated",
                (code, _dump(setup), state, step, now),
            )
        else:
            text, at = snapshot
            self.db.execute(
                "INSERT INTO tables(code, setup, state, step, snapshot, snapshot_step, updated) "
                "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(code) DO UPDATE SET "
                "setup = excluded.setup, state = excluded.state, step = excluded.step, "
                "snapshot = excluded.snapshot, snapshot_step = excluded.snapshot_step, "
                "updated = excluded.updated",
                (code, _dump(setup), state, step, text, at, now),
            )

    def step(self, code: str, step: int, state: str) -> None:
        """The table's step count and state after a move (the row exists)."""
        self.db.execute(
            "UPDATE tables SET step = ?, state = ?, updated = ? WHERE code = ?",
            (step, state, time.time(), code),
        )

    def seat(self, code: str, seat: int, body: dict[str, Any]) -> None:
        self.db.execute(
            "INSERT INTO seats(code, seat, body) VALUES (?, ?, ?) "
            "ON CONFLICT(code, seat) DO UPDATE SET body = excluded.body",
            (code, seat, _dump(body)),
        )

    def journal(self, code: str, n: int, entry: dict[str, Any]) -> None:
        self.db.execute(
            "INSERT INTO journal(code, n, body) VALUES (?, ?, ?)", (code, n, _dump(entry))
        )

    def chat(self, code: str, n: int, entry: dict[str, Any]) -> None:
        """One chat message of the table (its number ``n``, sender and words)."""
        self.db.execute("INSERT INTO chat(code, n, body) VALUES (?, ?, ?)", (code, n, _dump(entry)))

    def log(self, code: str, rows: Iterable[tuple[int, int, dict[str, Any]]]) -> None:
        """Stream messages: (stream, seq, message) each."""
        self.db.executemany(
            "INSERT INTO log(code, stream, seq, body) VALUES (?, ?, ?, ?)",
            [(code, stream, seq, _dump(msg)) for stream, seq, msg in rows],
        )
