"""The store under a server: commits run on a thread of their own, so a slow disk holds up
no table, while each table's steps stay in order and nothing is sent before it is
stored; forgotten tables give their pages back; an older database file is brought up
to date."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import statistics
import threading
import time
from pathlib import Path
from typing import Any

from net_helpers import play_out, req, running, table_of_clients, url_of, wire

from phase10_desktop.engine.record import record_from_dict
from phase10_desktop.engine.replay import verify
from phase10_desktop.net import protocol
from phase10_desktop.net.client import TableClient
from phase10_desktop.net.store import Store

COMMIT_SECONDS = 0.03
STREAM = protocol.STREAM_TYPES


class SlowDisk:
    """A database connection whose every COMMIT takes ``COMMIT_SECONDS`` (a slow disk,
    or ``--sync full`` on one), and which notes the thread each commit ran on."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db
        self.commits: list[str] = []

    def execute(self, sql: str, *args: Any) -> Any:
        if sql == "COMMIT":
            time.sleep(COMMIT_SECONDS)
            self.commits.append(threading.current_thread().name)
        return self._db.execute(sql, *args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._db, name)


def test_net_store_a_slow_commit_holds_up_no_table(tmp_path: Path) -> None:
    """With every commit taking 30 ms, pings from another client are answered at once
    (before, each waited for the commits in front of it: the event loop was in them),
    while two tables play whole games whose steps are stored in order and verify."""

    async def main() -> None:
        async with running(tmp_path) as server:
            slow = SlowDisk(server.store.db)  # type: ignore[attr-defined]
            server.store.db = slow  # type: ignore[attr-defined]
            url = url_of(server)
            probe = TableClient(url)
            await probe.connect()
            tables = [
                await table_of_clients(url, 2, 2, rules={"phases": "first:1"}) for _ in range(2)
            ]
            games = asyncio.gather(*(play_out(clients, timeout=180) for clients, _ in tables))
            pings = []
            while not games.done():
                pings.append(await probe.ping())
                await asyncio.sleep(0.01)
            await games
            assert len(slow.commits) > 20
            assert set(slow.commits) == {"phase10-store"}  # never the event loop's
            median = statistics.median(pings)
            assert median < COMMIT_SECONDS / 2, (median, len(pings))
            for clients, code in tables:
                table = server.tables[code]
                rows = server.store.call(
                    lambda db, code=code: db.execute(
                        "SELECT n FROM journal WHERE code = ? ORDER BY rowid", (code,)
                    ).fetchall()
                )
                assert [n for (n,) in rows] == list(range(1, table.step + 1))
                record = await clients[0].fetch_record()
                assert verify(record_from_dict(record)) == []
                for c in clients:
                    assert c.last_seq == table.last_seq[c.seat]  # every message, in order
                    await c.close()
            await probe.close()

    asyncio.run(main())


def test_net_store_nothing_is_sent_before_it_is_stored(tmp_path: Path) -> None:
    """A client's confirmation of a move arrives only after the move's commit: with the
    commit held back, the ack waits for it."""

    async def main() -> None:
        async with running(tmp_path) as server:
            gate = threading.Event()
            db = server.store.db  # type: ignore[attr-defined]

            class Held(SlowDisk):
                def execute(self, sql: str, *args: Any) -> Any:
                    if sql == "COMMIT":
                        gate.wait(10)
                    return db.execute(sql, *args)

            clients, code = await table_of_clients(url_of(server), 2, 2)
            await clients[0].start()
            for _ in range(200):
                if all(c.view and c.view["stage"] == "draw" for c in clients):
                    break
                await asyncio.sleep(0.02)
            mover = next(c for c in clients if c.view and c.view["turn"] == c.seat)
            server.store.db = Held(db)  # type: ignore[attr-defined]
            move = asyncio.ensure_future(mover.act({"type": "draw", "source": "pile"}))
            await asyncio.sleep(0.3)
            assert not move.done()  # played in memory, not yet stored: not confirmed
            assert server.tables[code].step > 0
            gate.set()
            assert (await asyncio.wait_for(move, 10))["type"] == "ack"
            server.store.db = db  # type: ignore[attr-defined]
            for c in clients:
                await c.close()

    asyncio.run(main())


def pages(path: Path) -> tuple[int, int]:
    with sqlite3.connect(path) as db:
        return db.execute("PRAGMA page_count").fetchone()[0], path.stat().st_size


def test_net_store_forgotten_tables_give_their_pages_back(tmp_path: Path) -> None:
    """Deleting a table frees its pages in the file (incremental vacuum): the database
    shrinks back after tables are forgotten (before, it only ever grew)."""
    store = Store(tmp_path)
    empty, _ = pages(store.path)
    body = json.dumps({"type": "events", "events": [{"type": "drew", "card": "R7a"}] * 40})
    for t in range(40):  # forty finished tables' streams, written as a server would
        code = f"TEST-{t:04d}"
        store.db.execute(
            "INSERT INTO tables(code, setup, state, updated) VALUES (?, '{}', 'over', 0)", (code,)
        )
        store.db.executemany(
            "INSERT INTO log(code, stream, seq, body) VALUES (?, ?, ?, ?)",
            [(code, s, q, body) for s in range(2) for q in range(1, 60)],
        )
    full, _ = pages(store.path)
    for t in range(40):
        store.forget(f"TEST-{t:04d}")
    store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    after, size = pages(store.path)
    store.close()
    assert full > 10 * empty
    assert after < full / 10, (empty, full, after)
    assert size <= after * 4096 * 1.1


def test_net_store_an_older_database_is_brought_up_to_date(tmp_path: Path) -> None:
    """A file written by the first version (no epochs, creators or leases, no incremental
    vacuum) opens, keeps its tables, and gains what is new."""
    old = sqlite3.connect(tmp_path / "tables.sqlite3")
    old.executescript(
        """
        CREATE TABLE tables(code TEXT PRIMARY KEY, setup TEXT NOT NULL, state TEXT NOT NULL,
            snapshot TEXT, snapshot_step INTEGER NOT NULL DEFAULT 0,
            step INTEGER NOT NULL DEFAULT 0, updated REAL NOT NULL);
        CREATE TABLE seats(code TEXT NOT NULL, seat INTEGER NOT NULL, body TEXT NOT NULL,
            PRIMARY KEY(code, seat));
        CREATE TABLE journal(code TEXT NOT NULL, n INTEGER NOT NULL, body TEXT NOT NULL,
            PRIMARY KEY(code, n));
        CREATE TABLE log(code TEXT NOT NULL, stream INTEGER NOT NULL, seq INTEGER NOT NULL,
            body TEXT NOT NULL, PRIMARY KEY(code, stream, seq));
        INSERT INTO tables VALUES ('ABCD-EFGH', '{"players": 2}', 'lobby', NULL, 0, 0, 0);
        """
    )
    old.commit()
    old.close()
    store = Store(tmp_path)
    (kept,) = store.load_all()
    assert (kept.code, kept.epoch) == ("ABCD-EFGH", 1)
    assert store.db.execute("PRAGMA auto_vacuum").fetchone()[0] == 2
    cols = {r[1] for r in store.db.execute("PRAGMA table_info(tables)")}
    assert {"epoch", "owner", "creator", "created"} <= cols
    store.close()


def test_net_store_a_rejoin_gets_what_it_missed_before_what_follows(tmp_path: Path) -> None:
    """After a restart, Bo comes back first (everyone is told, Ana's stream too), then
    Ana: her stream arrives in order, what she missed (Bo's return) before the notice of
    her own. Before, the notice written after her resend was read went out first, and
    her client, seeing a gap, dropped it."""

    async def main() -> None:
        async with running(tmp_path) as server:
            ana, bo = await wire(url_of(server)), await wire(url_of(server))
            await ana.send(req("create", id=1, name="Ana", seats=2))
            created = await ana.until(lambda m: m["type"] == "created")
            code = created["code"]
            await bo.send(req("join", id=1, code=code, name="Bo"))
            bo_token = (await bo.until(lambda m: m["type"] == "joined"))["token"]
            await ana.send(req("start", id=2))
            await ana.until(lambda m: m["type"] == "events")
            last = max(m["seq"] for m in ana.seen if m["type"] in STREAM)
        async with running(tmp_path, grace_seconds=60) as server:
            url = url_of(server)
            bo = await wire(url)
            await bo.send(req("rejoin", id=1, code=code, token=bo_token, last_seq=0))
            await bo.until(lambda m: m["type"] == "joined")
            ana = await wire(url)
            rejoin = req("rejoin", id=1, code=code, token=created["token"], last_seq=last)
            await ana.send(rejoin)
            await ana.until(lambda m: m.get("what") == "returned" and m["seat"] == 0)
            told = [m for m in ana.seen if m["type"] in STREAM]
            seqs = [m["seq"] for m in told]
            assert seqs == list(range(last + 1, last + 1 + len(seqs))), seqs
            returns = [m["seat"] for m in told if m.get("what") == "returned"]
            assert returns == [1, 0]

    asyncio.run(main())
