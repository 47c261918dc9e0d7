"""Every table in PostgreSQL, shared by several server processes, each table fenced by a lease.

``phase10 serve --data postgresql://...`` keeps the same rows as the SQLite store
(:mod:`.store`), with the same guarantees: one transaction per step, committed
before anyone is told, so nothing confirmed is lost when a process dies. What is
new is that several processes serve from one database, so each table must have
one server at a time. That is a *lease*, held two ways:

* a session-level advisory lock on the table's key (``pg_try_advisory_lock``):
  taken when a process starts serving the table, and let go by PostgreSQL itself
  the moment the holder's connection ends, ``kill -9`` included, so another
  process can take the table over at once;
* an *epoch*: taking the lock raises the table's epoch (and a row of ``leases``
  records who holds which), and every step's transaction first reads the row
  ``FOR UPDATE`` and checks the epoch is the one this process took. A process
  that lost its table (its connection broke and another took over) can write
  nothing more to it: its step is refused (:class:`~.store.LeaseLost`), and it
  stops serving the table.

A process that wants a table another holds asks it to let go (``NOTIFY``), and
the holder does, once what it has queued is written. One process at a time (an
advisory lock of its own) sweeps: it deletes tables kept long enough and takes
up games in play that nobody holds (their server died and no player came back
through the proxy), so bots finish them as on one machine.
"""

from __future__ import annotations

import hashlib
import logging
import threading
import time
from collections.abc import Callable
from typing import Any

import psycopg

from .store import (
    ADDED_COLUMNS,
    HELD,
    INDEXES,
    SCHEMA,
    TABLE_ROWS,
    BaseStore,
    LeaseLost,
    StoredTable,
)

log = logging.getLogger(__name__)

#: advisory lock keys of the store's own (tables' keys are hashes of their codes)
SCHEMA_KEY, SWEEP_KEY = 0x50313053, 0x50313057
#: the channels a process asks a table's holder to let it go on, and says it is back on
RELEASE_CHANNEL, UP_CHANNEL = "phase10_release", "phase10_up"


def lease_key(code: str) -> int:
    """A table's advisory lock key: 64 bits of its code's hash (signed, as bigint)."""
    digest = hashlib.blake2b(code.encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big", signed=True)


def _pg(sql: str) -> str:
    """The stores' shared SQL (``?`` placeholders) in psycopg's style."""
    return sql.replace("?", "%s")


class PostgresStore(BaseStore):
    """Tables in a PostgreSQL database several server processes share."""

    shared = True

    def __init__(self, dsn: str, *, sync: str = "normal", background: bool = True) -> None:
        super().__init__(background=background)
        self.dsn = dsn
        self.sync = sync
        #: tables whose advisory lock this process's session holds (the thread's own)
        self._held: set[str] = set()
        self._listener: threading.Thread | None = None
        self._listening = threading.Event()
        self._stop = threading.Event()
        self.conn = self._connect()
        self._create_schema()

    def _connect(self) -> psycopg.Connection[Any]:
        conn = psycopg.connect(self.dsn, autocommit=True, connect_timeout=10)
        # normal: a commit is in PostgreSQL's hands when it returns (it survives this
        # process dying, as SQLite's NORMAL does); full: on its disk too
        conn.execute(f"SET synchronous_commit = {'on' if self.sync == 'full' else 'off'}")
        return conn

    def _create_schema(self) -> None:
        schema = SCHEMA.replace("REAL", "DOUBLE PRECISION").replace("INTEGER", "BIGINT")
        with self.conn.transaction():
            # two processes starting at once must not both create the tables
            self.conn.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_KEY,))
            for statement in [*schema.split(";"), INDEXES]:
                if statement.strip():
                    self.conn.execute(statement)
            for table, columns in ADDED_COLUMNS.items():
                for name, kind in columns:
                    kind = kind.replace("REAL", "DOUBLE PRECISION").replace("INTEGER", "BIGINT")
                    self.conn.execute(f"ALTER TABLE {table} ADD COLUMN IF NOT EXISTS {name} {kind}")
            self.conn.execute(
                "CREATE TABLE IF NOT EXISTS join_failures(key TEXT NOT NULL, at DOUBLE PRECISION "
                "NOT NULL)"
            )
            self.conn.execute(
                "CREATE INDEX IF NOT EXISTS join_failures_key ON join_failures(key, at)"
            )

    # ------------------------------------------------------------ the session
    def _db(self) -> psycopg.Connection[Any]:
        if self.conn.broken or self.conn.closed:
            # the session ended: PostgreSQL let go of every advisory lock it held, and
            # another process may already have taken those tables: stop serving them
            lost, self._held = self._held, set()
            for code in lost:
                self._broken.add(code)
                self.epochs.pop(code, None)
                if self._loop is not None:
                    self._loop.call_soon_threadsafe(self._session_lost, code)
            log.warning("the database connection broke; %d tables let go", len(lost))
            self.conn = self._connect()
        return self.conn

    def _session_lost(self, code: str) -> None:
        if self.on_lost is not None:
            self.on_lost(code, LeaseLost(f"table {code}: the database session holding it ended"))

    def _close_db(self) -> None:
        self._stop.set()
        if self._listener is not None:
            self._listener.join(5)
        self.conn.close()

    def _rows(self, db: Any, sql: str, args: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        return db.execute(_pg(sql), args).fetchall()

    # ---------------------------------------------------------------- writing
    def _apply(self, db: Any, code: str, ops: list[tuple[str, Any, bool]], new: bool) -> None:
        if new:  # a new table's lease is its maker's: the lock first
            got = db.execute("SELECT pg_try_advisory_lock(%s)", (lease_key(code),)).fetchone()[0]
            if not got:
                raise LeaseLost(f"table {code} is held by another process")
            self._held.add(code)
        with db.transaction():
            if not new:
                self._fence(db, code)
            cur = db.cursor()
            for sql, args, many in ops:
                if many:
                    cur.executemany(_pg(sql), args)
                else:
                    cur.execute(_pg(sql), args)

    def _fence(self, db: Any, code: str) -> None:
        """The step's first read: the table's row, locked until the commit, with the
        epoch this process holds; a lease taken since refuses the step."""
        row = db.execute("SELECT epoch FROM tables WHERE code = %s FOR UPDATE", (code,)).fetchone()
        mine = self.epochs.get(code)
        if row is None or row[0] != mine:
            raise LeaseLost(
                f"table {code}: its lease is epoch {row[0] if row else '-'}, this process "
                f"holds {mine}"
            )

    def _forget(self, db: Any, code: str, ops: list[tuple[str, Any, bool]]) -> None:
        self._apply(db, code, ops, False)
        self._let_go(db, code)

    def _let_go(self, db: Any, code: str) -> None:
        if code in self._held:
            # let go on purpose: the row says nobody holds it, so whoever takes it next
            # knows it did not take it from a process that died (and has nothing to give
            # back to it when that one returns)
            db.execute(
                "UPDATE tables SET owner = NULL WHERE code = %s AND epoch = %s",
                (code, self.epochs.get(code)),
            )
            db.execute("SELECT pg_advisory_unlock(%s)", (lease_key(code),))
            self._held.discard(code)
        self.epochs.pop(code, None)
        self._written.pop(code, None)

    # ----------------------------------------------------------------- leases
    def _take(self, db: Any, code: str, force: bool = False) -> StoredTable | str | None:
        """Take a table's lease and read it back (after the epoch is raised, so it holds
        every step the last holder committed); HELD if another process has it, None if
        there is no such table. ``force`` (tests only) raises the epoch without the lock,
        as a process that wrongly believed the table free would."""
        key = lease_key(code)
        if code not in self._held and not force:
            if not db.execute("SELECT pg_try_advisory_lock(%s)", (key,)).fetchone()[0]:
                return HELD
            self._held.add(code)
        with db.transaction():
            before = db.execute(
                "SELECT owner FROM tables WHERE code = %s FOR UPDATE", (code,)
            ).fetchone()
            row = db.execute(
                "UPDATE tables SET epoch = epoch + 1, owner = %s WHERE code = %s RETURNING epoch",
                (self.owner, code),
            ).fetchone()
            if row is not None:
                db.execute(
                    "INSERT INTO leases(code, epoch, owner, taken) VALUES (%s, %s, %s, %s)",
                    (code, row[0], self.owner, time.time()),
                )
        if row is None:
            self._let_go(db, code)
            return None
        self.epochs[code] = row[0]
        self._broken.discard(code)
        stored = self._load(db, code)
        if stored is not None and before is not None:
            stored.held_by = before[0]  # None when its last holder let it go
        return stored

    def acquire(self, code: str, *, force: bool = False) -> Any:
        """A job: the table read back under this process's new lease (see :meth:`_take`)."""
        return self.submit(code, lambda db: self._take(db, code, force), write=False, always=True)

    def release(self, code: str) -> Any:
        """A job: let the table go, after everything queued for it is written."""
        return self.submit(code, lambda db: self._let_go(db, code), write=False, always=True)

    def ask_release(self, code: str) -> None:
        """Ask whoever holds ``code`` to let it go (a connection for it came here). The
        request names the asker: every listener hears it, the asker too, which must not
        take it for a request to itself."""
        payload = f"{code} {self.owner}"
        self.submit(
            None,
            lambda db: db.execute("SELECT pg_notify(%s, %s)", (RELEASE_CHANNEL, payload)),
            write=False,
        )

    def announce(self) -> None:
        """Tell the other processes this one (``owner``) serves again: each gives back,
        a moment later, the tables it took up from this one while it was gone."""
        self.submit(
            None,
            lambda db: db.execute("SELECT pg_notify(%s, %s)", (UP_CHANNEL, self.owner)),
            write=False,
        )

    def listen(self, on_release: Callable[[str], None], on_up: Callable[[str], None]) -> None:
        """Hand every request to let a table go to ``on_release(code)``, and every
        process's return to ``on_up(owner)``, on the loop."""
        loop = self._loop

        def released(payload: str) -> None:
            code, _, asker = payload.partition(" ")
            if asker != self.owner:
                on_release(code)

        handlers = {RELEASE_CHANNEL: released, UP_CHANNEL: on_up}

        def run() -> None:
            while not self._stop.is_set():
                try:
                    with psycopg.connect(self.dsn, autocommit=True) as conn:
                        for channel in handlers:
                            conn.execute(f"LISTEN {channel}")
                        self._listening.set()
                        while not self._stop.is_set():
                            for note in conn.notifies(timeout=0.5, stop_after=64):
                                handler = handlers[note.channel]
                                loop.call_soon_threadsafe(handler, note.payload)
                except psycopg.Error as e:
                    log.warning("listening for lease requests failed (%s); again in 1 s", e)
                    self._stop.wait(1.0)

        self._listener = threading.Thread(target=run, name="phase10-leases", daemon=True)
        self._listener.start()
        self._listening.wait(10)

    # ------------------------------------------------------------------ sweep
    def sweep(self, keep_seconds: float, adopt_after: float, limit: int = 50) -> Any:
        """A job, run by one process at a time: delete the tables kept long enough that
        nobody holds (finished, or a lobby nobody is at), and take up to ``limit`` games
        in play that nobody holds and that have not moved for ``adopt_after`` seconds.
        Its result: the tables taken up (StoredTable each)."""

        def work(db: Any) -> list[StoredTable]:
            if not db.execute("SELECT pg_try_advisory_lock(%s)", (SWEEP_KEY,)).fetchone()[0]:
                return []
            try:
                now = time.time()
                db.execute("DELETE FROM join_failures WHERE at < %s", (now - 60,))
                stale = db.execute(
                    "SELECT code FROM tables WHERE state <> 'playing' AND updated < %s LIMIT 200",
                    (now - keep_seconds,),
                ).fetchall()
                for (code,) in stale:
                    if code in self._held:
                        continue  # this process's own: its own timer forgets it
                    key = lease_key(code)
                    if db.execute("SELECT pg_try_advisory_lock(%s)", (key,)).fetchone()[0]:
                        with db.transaction():
                            for name in TABLE_ROWS:
                                db.execute(f"DELETE FROM {name} WHERE code = %s", (code,))
                        db.execute("SELECT pg_advisory_unlock(%s)", (key,))
                orphans = db.execute(
                    "SELECT code FROM tables WHERE state = 'playing' AND updated < %s "
                    "ORDER BY updated LIMIT %s",
                    (now - adopt_after, limit * 4),
                ).fetchall()
                taken: list[StoredTable] = []
                for (code,) in orphans:
                    if code in self._held or len(taken) >= limit:
                        continue
                    got = self._take(db, code)
                    if isinstance(got, StoredTable):
                        taken.append(got)
                return taken
            finally:
                db.execute("SELECT pg_advisory_unlock(%s)", (SWEEP_KEY,))

        return self.submit(None, work, write=False)

    # ----------------------------------------------------- limits of everyone
    def failed_join(self, key: str) -> Any:
        """A job: record a failed join of address key ``key``; its result is how many
        that key made in the last minute on every process."""

        def work(db: Any) -> int:
            now = time.time()
            db.execute("INSERT INTO join_failures(key, at) VALUES (%s, %s)", (key, now))
            row = db.execute(
                "SELECT COUNT(*) FROM join_failures WHERE key = %s AND at > %s", (key, now - 60)
            ).fetchone()
            return int(row[0])

        return self.submit(None, work, write=False)

    def leases(self, code: str) -> list[tuple[int, str]]:
        """(epoch, holder) of every lease the table had, in order (tests, checks)."""
        return [
            (int(e), str(o))
            for e, o in self.call(
                lambda db: self._rows(
                    db, "SELECT epoch, owner FROM leases WHERE code = ? ORDER BY epoch", (code,)
                )
            )
        ]
