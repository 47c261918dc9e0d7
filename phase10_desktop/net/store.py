"""Every table in a database: one transaction per step, written by a thread of its own.

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

A step's journal entry, its log rows and the seat's request number are written
in one transaction, and the server answers the step only after it committed: a
move a player saw confirmed survives ``kill -9``. Commits never hold up the
event loop: in a server the store runs every transaction, in order, on a thread
of its own (a *job* each), and the server sends what a step caused once the
step's job is done (:meth:`BaseStore.pending`), so each table's messages keep
their order and nothing unconfirmed is ever sent. A transaction that fails (the
disk, or a lost lease: :class:`LeaseLost`) fails that table's later jobs too,
and the server is told (``on_lost``) so it stops serving the table rather than
run ahead of what is stored.

Each step's transaction first checks the table's *epoch*, the number of the
lease its writer holds: a process that lost a table to another (which raised the
epoch on taking it) can write nothing more to it. On SQLite, one server holds
the folder (:class:`FolderLock`) and the epoch never moves; the PostgreSQL store
(:mod:`.store_postgres`) fences with it.

SQLite runs in WAL mode with ``synchronous=NORMAL`` (``--sync normal``): a
committed transaction survives the process dying at any instant (it is in the
operating system's hands); a power cut may lose the last few, which ``--sync
full`` also covers at some speed. Forgotten tables are deleted and their pages
given back to the file system (``auto_vacuum=INCREMENTAL``), so the file does
not grow without end.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import queue
import socket
import sqlite3
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ..engine.values import value_class
from .meter import clock as meter_clock

log = logging.getLogger(__name__)

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables(
    code TEXT PRIMARY KEY,
    setup TEXT NOT NULL,
    state TEXT NOT NULL,
    snapshot TEXT,
    snapshot_step INTEGER NOT NULL DEFAULT 0,
    step INTEGER NOT NULL DEFAULT 0,
    updated REAL NOT NULL,
    epoch INTEGER NOT NULL DEFAULT 1,
    owner TEXT,
    creator TEXT,
    created REAL NOT NULL DEFAULT 0
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
    epoch INTEGER NOT NULL DEFAULT 1,
    PRIMARY KEY(code, n)
);
CREATE TABLE IF NOT EXISTS log(
    code TEXT NOT NULL,
    stream INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY(code, stream, seq)
);
CREATE TABLE IF NOT EXISTS leases(
    code TEXT NOT NULL,
    epoch INTEGER NOT NULL,
    owner TEXT NOT NULL,
    taken REAL NOT NULL,
    PRIMARY KEY(code, epoch)
);
CREATE TABLE IF NOT EXISTS chat(
    code TEXT NOT NULL,
    n INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY(code, n)
);
"""
INDEXES = "CREATE INDEX IF NOT EXISTS tables_creator ON tables(creator, created);"
#: columns added since the first version, for a database written by an older server
ADDED_COLUMNS = {
    "tables": (
        ("epoch", "INTEGER NOT NULL DEFAULT 1"),
        ("owner", "TEXT"),
        ("creator", "TEXT"),
        ("created", "REAL NOT NULL DEFAULT 0"),
    ),
    "journal": (("epoch", "INTEGER NOT NULL DEFAULT 1"),),
}
#: seconds a table's row may go without a write while its state stays (see Writer.step):
#: the sweep of servers sharing a database takes a playing table untouched for longer
#: than several times this for one nobody serves
ROW_REFRESH = 2.0
#: a table's rows, in the order a table's deletion goes through them
TABLE_ROWS = ("log", "journal", "seats", "chat", "leases", "tables")

DB_NAME = "tables.sqlite3"
#: what taking a table's lease answers when another process holds it
HELD = "held"
LOCK_NAME = "server.lock"


class FolderInUse(OSError):
    """Another table server holds the data folder (see :class:`FolderLock`)."""


class FolderLock:
    """One data folder, one server: an operating-system lock on ``server.lock`` in it,
    held for the life of the process that took it (the system lets go when the
    process ends, even by ``kill -9``, so a stale lock never blocks a restart). The
    holder writes its process id into the file, so a second server can say which
    process holds the folder."""

    def __init__(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.path = folder / LOCK_NAME
        self._file = open(self.path, "a+b")  # noqa: SIM115 (held open for the lock's life)
        try:
            _lock(self._file)
        except OSError:
            holder = self._holder()
            self._file.close()
            who = f"process {holder}" if holder else "another process"
            raise FolderInUse(
                f"the tables folder {folder} is in use by another table server ({who}); "
                "stop that one, or give this one another --data folder"
            ) from None
        self._file.seek(_PID_AT)
        self._file.truncate()
        self._file.write(f"{os.getpid()}\n".encode())
        self._file.flush()

    def _holder(self) -> str:
        try:
            self._file.seek(_PID_AT)
            return self._file.read(32).decode("ascii", "replace").strip()
        except OSError:
            return ""

    def release(self) -> None:
        if not self._file.closed:
            self._file.close()  # closing the file lets go of the lock


#: the holder's process id is written past the first bytes: on Windows the locked
#: first byte cannot be read by anyone else, the rest can
_PID_AT = 16

if sys.platform == "win32":
    import msvcrt

    def _lock(file: Any) -> None:
        file.seek(0)
        msvcrt.locking(file.fileno(), msvcrt.LK_NBLCK, 1)

else:
    import fcntl

    def _lock(file: Any) -> None:
        fcntl.flock(file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)


def _dump(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def this_process() -> str:
    """How a lease names its holder: host and process id (unique among live processes)."""
    return f"{socket.gethostname()}:{os.getpid()}"


@value_class(frozen=False)
class StoredTable:
    """One table as read back from the database."""

    code: str
    setup: dict[str, Any]
    state: str
    snapshot: str | None
    snapshot_step: int
    step: int
    seats: dict[int, dict[str, Any]]
    journal: list[dict[str, Any]]
    last_seq: dict[int, int]
    epoch: int = 1
    #: the process that held the table's lease before this one took it (shared stores)
    held_by: str | None = None


class LeaseLost(Exception):
    """A step of a table this process no longer holds (another took it, with a later
    epoch): nothing of it is written, and the process must stop serving the table."""


class TableLost(Exception):
    """A job of a table whose earlier write failed: skipped, since the table in memory
    is ahead of what is stored."""


class Job:
    """One piece of work on the database thread: its result (or error) and what to do
    once it is done, run on the event loop in the order the jobs were submitted."""

    __slots__ = (
        "_ended", "_then", "always", "code", "done", "error", "finished", "result", "steps",
        "work", "write",
    )  # fmt: skip

    def __init__(
        self, code: str | None, work: Callable[[Any], Any], write: bool, always: bool = False
    ) -> None:
        #: ``write``: a failure leaves the table ahead of what is stored; ``always``: runs
        #: even after such a failure (the job that clears it)
        self.code, self.work, self.write, self.always = code, work, write, always
        #: steps (journal entries) the job writes: what a meter counts moves by
        self.steps = 0
        self.result: Any = None
        self.error: BaseException | None = None
        #: set by the database thread when the work ran; ``finished`` once the event
        #: loop has seen it (and run what was waiting on it)
        self.done = threading.Event()
        self.finished = False
        self._then: list[Callable[[Any], None]] = []
        self._ended: list[Callable[[Job], None]] = []

    def when_done(self, fn: Callable[[Job], None]) -> None:
        """Call ``fn(job)`` once the job ended, whether it succeeded or failed."""
        if not self.finished:
            self._ended.append(fn)
        else:
            fn(self)

    def then(self, fn: Callable[[Any], None]) -> None:
        """Call ``fn(result)`` once the job succeeded (now, if it has); never if it fails."""
        if not self.finished:
            self._then.append(fn)
        elif self.error is None:
            fn(self.result)

    def _finish(self) -> None:
        self.finished = True
        waiting, self._then = self._then, []
        if self.error is None:
            for fn in waiting:
                fn(self.result)
        ended, self._ended = self._ended, []
        for end in ended:
            end(self)


class Writer:
    """Collects the writes of one transaction (see :meth:`BaseStore.transaction`); the
    store runs them together, after checking the table's epoch."""

    def __init__(
        self,
        code: str,
        epoch: int,
        new: bool = False,
        written: dict[str, tuple[str, float]] | None = None,
    ) -> None:
        self.code, self.epoch, self.new = code, epoch, new
        self.ops: list[tuple[str, Any, bool]] = []
        #: the store's note of each table's row: the state last written, and when
        self._written = written if written is not None else {}

    def _do(self, sql: str, args: Any, many: bool = False) -> None:
        self.ops.append((sql, args, many))

    def table(
        self,
        code: str,
        setup: dict[str, Any],
        state: str,
        step: int,
        snapshot: tuple[str, int] | None = None,
    ) -> None:
        """Insert or update a table's row; ``snapshot`` is (Game JSON, the step it is at).
        A new row records its creator (``setup["creator"]``: the key the per-address
        limits count by) and its lease's epoch."""
        now = time.time()
        kept = ["setup", "state", "step", "updated"]
        columns = ["code", *kept, "epoch", "creator", "created"]
        values: list[Any] = [code, _dump(setup), state, step, now, self.epoch]
        values += [setup.get("creator"), now]
        if snapshot is not None:
            kept += ["snapshot", "snapshot_step"]
            columns += ["snapshot", "snapshot_step"]
            values += list(snapshot)
        sql = f"INSERT INTO tables({', '.join(columns)}) VALUES ({', '.join('?' * len(values))})"
        # a new table's row is inserted, never merged into one of the same code
        # (another process's table, on a shared store): such a collision fails the step
        if not self.new:
            sets = ", ".join(f"{c} = excluded.{c}" for c in kept)
            sql += f" ON CONFLICT(code) DO UPDATE SET {sets}"
        self._do(sql, tuple(values))

    def step(self, code: str, step: int, state: str) -> None:
        """The table's step count and state after a move (the row exists). Written when
        the state changes, and every few seconds otherwise: a step's own rows say it
        happened (a table read back counts its journal), and sparing the table's row a
        write per move spares the database a page per commit."""
        now = time.time()
        last = self._written.get(code)
        if last is not None and last[0] == state and now - last[1] < ROW_REFRESH:
            return
        self._written[code] = (state, now)
        self._do(
            "UPDATE tables SET step = ?, state = ?, updated = ? WHERE code = ?",
            (step, state, now, code),
        )

    def seat(self, code: str, seat: int, body: dict[str, Any]) -> None:
        self._do(
            "INSERT INTO seats(code, seat, body) VALUES (?, ?, ?) "
            "ON CONFLICT(code, seat) DO UPDATE SET body = excluded.body",
            (code, seat, _dump(body)),
        )

    def journal(self, code: str, n: int, entry: dict[str, Any]) -> None:
        self._do(
            "INSERT INTO journal(code, n, body, epoch) VALUES (?, ?, ?, ?)",
            (code, n, _dump(entry), self.epoch),
        )

    def chat(self, code: str, n: int, entry: dict[str, Any]) -> None:
        """One chat message of the table (its number ``n``, sender and words)."""
        self._do("INSERT INTO chat(code, n, body) VALUES (?, ?, ?)", (code, n, _dump(entry)))

    def log(self, code: str, rows: Iterable[tuple[int, int, dict[str, Any]]]) -> None:
        """Stream messages: (stream, seq, message) each."""
        self._do(
            "INSERT INTO log(code, stream, seq, body) VALUES (?, ?, ?, ?)",
            [(code, stream, seq, _dump(msg)) for stream, seq, msg in rows],
            many=True,
        )


class BaseStore:
    """What every store does: jobs on a database thread of their own (``background``),
    or at once in the caller's thread (a table used directly, as in tests), and the
    reads and writes the tables need. :class:`Store` is SQLite's; the PostgreSQL one
    is :class:`~.store_postgres.PostgresStore`."""

    #: True where several processes share the database (leases decide who serves what)
    shared = False

    def __init__(self, *, background: bool) -> None:
        self.background = background
        self.owner = this_process()
        #: each table's lease epoch as this process holds it
        self.epochs: dict[str, int] = {}
        #: called on the event loop when a table's write failed: (code, error)
        self.on_lost: Callable[[str, BaseException], None] | None = None
        self._last: dict[str, Job] = {}
        self._queue: queue.SimpleQueue[list[Job] | None] = queue.SimpleQueue()
        #: jobs submitted during this turn of the event loop, handed over at its end
        self._batch: list[Job] = []
        self._closed = False
        self._written: dict[str, tuple[str, float]] = {}
        self._broken: set[str] = set()  # the thread's own: codes whose write failed
        self._thread: threading.Thread | None = None
        self._loop: Any = None
        #: the server's meter (--meter): the database thread's CPU is the commits'
        self.meter: Any = None

    # ----------------------------------------------------------- the thread
    def start(self, loop: Any) -> None:
        """Run jobs on a thread from now on, handing their ends to ``loop``."""
        if not self.background or self._thread is not None:
            return
        self._loop = loop
        self._thread = threading.Thread(target=self._run, name="phase10-store", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while True:
            batch = self._queue.get()
            if batch is None:
                return
            for job in batch:
                self._execute(job)
            # one wake-up of the event loop for the batch, not one per job
            self._loop.call_soon_threadsafe(self._finished_all, batch)

    def _finished_all(self, batch: list[Job]) -> None:
        for job in batch:
            self._finished(job)

    def _flush(self) -> None:
        """Hand the jobs submitted during this turn of the event loop to the thread at
        once: one hand-over (and one wake-up of the thread) for all of them."""
        batch, self._batch = self._batch, []
        if batch:
            self._queue.put(batch)

    def _execute(self, job: Job) -> None:
        meter = self.meter
        since = meter_clock() if meter is not None else 0.0
        self._run_job(job)
        if meter is not None and job.write:
            meter.add("commit", since)
            meter.steps += job.steps

    def _run_job(self, job: Job) -> None:
        if job.code is not None and job.code in self._broken and not job.always:
            job.error = TableLost(f"table {job.code}: an earlier write failed")
        else:
            try:
                job.result = job.work(self._db())
            except Exception as e:
                job.error = e
                if job.write and job.code is not None:
                    self._broken.add(job.code)
        job.done.set()

    def _finished(self, job: Job) -> None:
        if job.code is not None and self._last.get(job.code) is job:
            del self._last[job.code]
        job._finish()
        if job.error is not None and job.write and job.code is not None:
            if not isinstance(job.error, TableLost):
                log.error("table %s: a write failed: %s", job.code, job.error)
            if self.on_lost is not None:
                self.on_lost(job.code, job.error)

    def submit(
        self, code: str | None, work: Callable[[Any], Any], *, write: bool, always: bool = False
    ) -> Job:
        """Run ``work(db)`` after every job submitted before it. In the background its
        end reaches the event loop (:meth:`Job.then`); else it runs now, and raises.
        ``always``: it runs even for a table whose earlier write failed (taking or
        letting go of a table's lease)."""
        job = Job(code, work, write, always)
        if self._closed:  # a connection closing as the server stops: nothing more to do
            job.error = TableLost("the store is closed")
            job.done.set()
            job._finish()
            return job
        if self._thread is None:
            job.result = work(self._db())
            job.done.set()
            job._finish()
            return job
        if code is not None:
            self._last[code] = job
        if not self._batch:
            self._loop.call_soon(self._flush)
        self._batch.append(job)
        return job

    def call(self, work: Callable[[Any], Any]) -> Any:
        """Run ``work(db)`` in turn and wait for its result (start-up, tests: not a
        server's hot path, which never waits)."""
        job = self.submit(None, work, write=False)
        self._flush()  # now: the event loop is about to wait here, not turn
        job.done.wait()
        if job.error is not None:
            raise job.error
        return job.result

    async def wait(self, job: Job) -> Any:
        """The job's result, awaited on the event loop (its error raised)."""
        if not job.finished:
            done: asyncio.Future[None] = asyncio.get_running_loop().create_future()

            def ended(_: Job) -> None:
                if not done.done():
                    done.set_result(None)

            job.when_done(ended)
            await done
        if job.error is not None:
            raise job.error
        return job.result

    def pending(self, code: str) -> Job | None:
        """The table's last job not yet finished: what is sent to its players now waits
        for it (so it follows what was committed before it)."""
        job = self._last.get(code)
        return job if job is not None and not job.finished else None

    def revive(self, code: str) -> None:
        """The table is served again (loaded afresh): its jobs run again."""

        def clear(_: Any) -> None:
            self._broken.discard(code)

        self.submit(code, clear, write=False, always=True)

    def close(self) -> None:
        """Finish every job submitted, then close the database."""
        if self._closed:
            return
        if self._thread is not None:
            self._flush()
            self._queue.put(None)
            self._thread.join()
            self._thread = None
        self._closed = True
        self._close_db()

    # ---------------------------------------------------- what subclasses give
    def _db(self) -> Any:
        raise NotImplementedError

    def _close_db(self) -> None:
        raise NotImplementedError

    def _apply(self, db: Any, code: str, ops: list[tuple[str, Any, bool]], new: bool) -> None:
        """One transaction: the epoch check (unless the row is new), then the writes."""
        raise NotImplementedError

    # -------------------------------------------------------------- writing
    @contextmanager
    def transaction(self, code: str, *, new: bool = False) -> Iterator[Writer]:
        """One transaction: everything written through the writer commits together, in
        this table's order; ``new``: the table's first (its row does not exist yet)."""
        if new:
            self.epochs[code] = 1
        writer = Writer(code, self.epochs.get(code, 1), new, self._written)
        yield writer
        ops = writer.ops
        steps = sum(1 for sql, _, _ in ops if sql.startswith("INSERT INTO journal"))
        if new:  # the lease of a new table is its maker's, epoch 1
            ops = [
                *ops,
                ("UPDATE tables SET owner = ? WHERE code = ?", (self.owner, code), False),
                (
                    "INSERT INTO leases(code, epoch, owner, taken) VALUES (?, 1, ?, ?)",
                    (code, self.owner, time.time()),
                    False,
                ),
            ]
        job = self.submit(code, lambda db: self._apply(db, code, ops, new), write=True)
        job.steps = steps

    def forget(self, code: str) -> Job:
        """Delete a table and everything written for it, in one transaction."""
        ops = [(f"DELETE FROM {name} WHERE code = ?", (code,), False) for name in TABLE_ROWS]
        self.epochs.pop(code, None)
        self._written.pop(code, None)
        return self.submit(code, lambda db: self._forget(db, code, ops), write=True)

    def _forget(self, db: Any, code: str, ops: list[tuple[str, Any, bool]]) -> None:
        raise NotImplementedError

    # -------------------------------------------------------------- reading
    def _rows(self, db: Any, sql: str, args: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        raise NotImplementedError

    def _read_table(self, db: Any, row: tuple[Any, ...]) -> StoredTable:
        code, setup, state, snapshot, snapshot_step, step, epoch = row
        seats = {
            int(seat): json.loads(body)
            for seat, body in self._rows(db, "SELECT seat, body FROM seats WHERE code = ?", (code,))
        }
        journal = [
            json.loads(body)
            for (body,) in self._rows(
                db,
                "SELECT body FROM journal WHERE code = ? AND n > ? ORDER BY n",
                (code, snapshot_step),
            )
        ]
        last_seq = {
            int(stream): int(seq)
            for stream, seq in self._rows(
                db, "SELECT stream, MAX(seq) FROM log WHERE code = ? GROUP BY stream", (code,)
            )
        }
        # the row's step may lag its journal by a few seconds' moves (Writer.step)
        step = max(int(step), int(snapshot_step) + len(journal))
        return StoredTable(
            code, json.loads(setup), state, snapshot, snapshot_step, step, seats, journal,
            last_seq, epoch,
        )  # fmt: skip

    _TABLE_ROW = "SELECT code, setup, state, snapshot, snapshot_step, step, epoch FROM tables"

    def load_all(self) -> list[StoredTable]:
        """Every table with its seats, the journal since its snapshot and its streams' ends."""

        def work(db: Any) -> list[StoredTable]:
            rows = self._rows(db, f"{self._TABLE_ROW} ORDER BY code")
            return [self._read_table(db, row) for row in rows]

        tables = self.call(work)
        for t in tables:
            self.epochs[t.code] = t.epoch
        return tables

    def _load(self, db: Any, code: str) -> StoredTable | None:
        rows = self._rows(db, f"{self._TABLE_ROW} WHERE code = ?", (code,))
        return self._read_table(db, rows[0]) if rows else None

    def load(self, code: str) -> Job:
        """A table read back (or None): a job, after every write submitted before it."""
        return self.submit(code, lambda db: self._load(db, code), write=False, always=True)

    def read_stream(self, code: str, stream: int, after: int) -> Job:
        """The messages of one seat's stream numbered above ``after``, in order (a job:
        it reads after every write of the table submitted before it)."""

        def work(db: Any) -> list[dict[str, Any]]:
            return [
                json.loads(body)
                for (body,) in self._rows(
                    db,
                    "SELECT body FROM log WHERE code = ? AND stream = ? AND seq > ? ORDER BY seq",
                    (code, stream, after),
                )
            ]

        return self.submit(code, work, write=False)

    def stream(self, code: str, stream: int, after: int) -> list[dict[str, Any]]:
        job = self.read_stream(code, stream, after)
        self._flush()
        job.done.wait()
        if job.error is not None:
            raise job.error
        return job.result

    def chat(self, code: str, last: int = 50) -> list[dict[str, Any]]:
        """The table's last ``last`` chat messages (net/chat.py), oldest first: read in
        turn after the table's writes (once per table a process takes up)."""
        rows = self.call(
            lambda db: self._rows(
                db, "SELECT body FROM chat WHERE code = ? ORDER BY n DESC LIMIT ?", (code, last)
            )
        )
        return [json.loads(body) for (body,) in reversed(rows)]

    def codes(self) -> set[str]:
        return {c for (c,) in self.call(lambda db: self._rows(db, "SELECT code FROM tables"))}

    def made_by(self, creator: str, since: float) -> Job:
        """Tables a creator key has open (in a lobby or playing) and has made since
        ``since`` (wall-clock seconds), as (open, recent): a job, after every write."""

        def work(db: Any) -> tuple[int, int]:
            ((open_, recent),) = self._rows(
                db,
                "SELECT COALESCE(SUM(CASE WHEN state <> 'over' THEN 1 ELSE 0 END), 0), "
                "COALESCE(SUM(CASE WHEN created > ? THEN 1 ELSE 0 END), 0) "
                "FROM tables WHERE creator = ?",
                (since, creator),
            )
            return int(open_), int(recent)

        return self.submit(None, work, write=False)


class Store(BaseStore):
    """The SQLite file under the server's data folder (``--data``)."""

    def __init__(self, folder: Path | str, *, sync: str = "normal", background: bool = False):
        super().__init__(background=background)
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.path = self.folder / DB_NAME
        # autocommit off at the driver level: transactions are begun explicitly
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        fresh = not self.db.execute("SELECT 1 FROM sqlite_master LIMIT 1").fetchall()
        if self.db.execute("PRAGMA auto_vacuum").fetchone()[0] != 2:
            # given before the first table, or with a VACUUM (once) for an older file
            self.db.execute("PRAGMA auto_vacuum=INCREMENTAL")
            if not fresh:
                self.db.execute("VACUUM")
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute(f"PRAGMA synchronous={'FULL' if sync == 'full' else 'NORMAL'}")
        self.db.executescript(SCHEMA)
        self._migrate()
        self.db.executescript(INDEXES)

    def _migrate(self) -> None:
        for table, columns in ADDED_COLUMNS.items():
            have = {row[1] for row in self.db.execute(f"PRAGMA table_info({table})")}
            for name, kind in columns:
                if name not in have:
                    self.db.execute(f"ALTER TABLE {table} ADD COLUMN {name} {kind}")

    def _db(self) -> sqlite3.Connection:
        return self.db

    def _close_db(self) -> None:
        self.db.close()

    def _rows(self, db: Any, sql: str, args: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        return db.execute(sql, args).fetchall()

    def _apply(self, db: Any, code: str, ops: list[tuple[str, Any, bool]], new: bool) -> None:
        db.execute("BEGIN IMMEDIATE")
        try:
            if not new:
                row = db.execute("SELECT epoch FROM tables WHERE code = ?", (code,)).fetchone()
                mine = self.epochs.get(code)
                if row is None or (mine is not None and row[0] != mine):
                    raise LeaseLost(f"table {code} is not this process's to write")
            for sql, args, many in ops:
                (db.executemany if many else db.execute)(sql, args)
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

    def _forget(self, db: Any, code: str, ops: list[tuple[str, Any, bool]]) -> None:
        self._apply(db, code, ops, True)  # the folder's one server: no lease to check
        # hand the freed pages back to the file system: the file shrinks with the tables
        # (through executescript: the pragma frees a page per step of its statement, and
        # execute() would step it once)
        db.executescript("PRAGMA incremental_vacuum;")


def is_shared(data: str | Path) -> bool:
    """Whether ``--data`` names a PostgreSQL database (shared by several servers)."""
    return str(data).startswith(("postgresql://", "postgres://"))
