"""Servers sharing one PostgreSQL database (a real one, started by the test on 127.0.0.1):
the same rows and guarantees as SQLite (a table survives ``kill -9``), each table
served by one process at a time (a lease, fenced by its epoch in every step's
transaction), handed over on request, and swept (finished tables go, orphaned games
are taken up) by one process at a time."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterator
from typing import Any

import pytest
from net_helpers import config, free_port, req, serve_process, stop_process, wire
from services import haproxy, postgres, proxy_config
from test_net_faults import KeepingClient, killed_mid_game, moves_by_seat, wait_for
from websockets.exceptions import ConnectionClosed, InvalidStatus

from phase10_desktop.engine import Draw
from phase10_desktop.engine.record import record_from_dict
from phase10_desktop.engine.replay import verify
from phase10_desktop.net import protocol
from phase10_desktop.net.client import TableClient
from phase10_desktop.net.limits import Limits
from phase10_desktop.net.server import TableServer

pytest.importorskip("psycopg")


@pytest.fixture(scope="module")
def pg() -> Iterator[str]:
    with postgres() as dsn:
        yield dsn


def journal(dsn: str, code: str) -> list[tuple[int, int]]:
    """(n, epoch) of every journal entry of the table, in order."""
    import psycopg

    with psycopg.connect(dsn) as db:
        return db.execute(
            "SELECT n, epoch FROM journal WHERE code = %s ORDER BY n", (code,)
        ).fetchall()


def leases(dsn: str, code: str) -> list[tuple[int, str]]:
    import psycopg

    with psycopg.connect(dsn) as db:
        return db.execute(
            "SELECT epoch, owner FROM leases WHERE code = %s ORDER BY epoch", (code,)
        ).fetchall()


def one_owner_at_a_time(dsn: str, code: str) -> None:
    """The journal's epochs never go back (no step was written under a lease after a
    later one was taken), and each is a lease the table had."""
    rows = journal(dsn, code)
    assert [n for n, _ in rows] == list(range(1, len(rows) + 1))
    epochs = [e for _, e in rows]
    assert epochs == sorted(epochs), epochs
    assert set(epochs) <= {e for e, _ in leases(dsn, code)}


def test_net_shared_a_table_in_postgresql_survives_kill_9(pg: str) -> None:
    """``phase10 serve --data postgresql://...``: kill -9 mid-game, start it again; the
    clients come back (their address carries the table's code) and every move the
    server confirmed is in the record once and in order."""
    port = free_port()
    server, url = serve_process(pg, "--grace", "60", "--cut-seconds", "5", port=port)  # type: ignore[arg-type]

    async def main() -> None:
        nonlocal server
        clients = [KeepingClient(url, reconnect_for=40, resend_after=1.0) for _ in range(2)]
        for c in clients:
            await c.connect()
        code = (await clients[0].create("P1", 3, rules={"phases": "first:3"}))["code"]
        assert "/t/" in clients[0]._address()  # it came back with its code in the address
        await clients[1].join(code, "P2")
        await clients[0].start()
        players, before = await killed_mid_game(clients, server, 25)
        server, _ = serve_process(pg, "--grace", "60", "--cut-seconds", "5", port=port)  # type: ignore[arg-type]
        await asyncio.wait_for(asyncio.gather(*players), 180)
        for i, c in enumerate(clients):
            record = await c.fetch_record()
            assert verify(record_from_dict(record)) == [] and c.seat is not None
            assert moves_by_seat(record, c.seat) == c.confirmed, f"client {i}"
            assert len(c.confirmed) > before[i]
            await c.close()
        one_owner_at_a_time(pg, code)
        assert len(leases(pg, code)) >= 2  # made under one lease, finished under another

    try:
        asyncio.run(main())
    finally:
        stop_process(server)


def shared(pg: str, **options: Any) -> TableServer:
    return TableServer(config(pg, **options))  # type: ignore[arg-type]


def test_net_shared_two_processes_forced_onto_one_table_cannot_both_write(pg: str) -> None:
    """The lease test: a second server takes table T's lease without the lock (as one
    that wrongly believed it free would). From then on the first cannot write a step
    of T: its player's next move is refused by the epoch check, nothing of it is
    written, and the first server stops serving T and tells its clients to reconnect
    (4002); the second writes on. The journal shows no entry of the old epoch after
    the new one."""

    async def main() -> None:
        first, second = shared(pg), shared(pg)
        await first.start()
        await second.start()
        try:
            url = f"ws://127.0.0.1:{first.port}"
            ana, bo = TableClient(url, reconnect_for=0), TableClient(url, reconnect_for=0)
            closed: list[dict[str, Any]] = []
            ana.on_message = lambda m: closed.append(m) if m["type"] == "connection" else None
            await ana.connect()
            await bo.connect()
            code = (await ana.create("Ana", 2))["code"]
            await bo.join(code, "Bo")
            await ana.start()
            await wait_for(
                lambda: bool(ana.view and bo.view and ana.view["stage"] == "draw"), 20, "deal"
            )
            assert code in first.tables and code not in second.tables
            store = second.store
            stolen = await store.wait(store.acquire(code, force=True))  # type: ignore[attr-defined]
            assert stolen.epoch == store.epochs[code]
            taken = second._restored(stolen)
            assert taken is not None and taken.game is not None
            mover = ana if ana.view["turn"] == ana.seat else bo  # type: ignore[index]
            step = journal(pg, code)[-1][0]
            # the first's player moves: refused by the epoch check, so never confirmed
            with pytest.raises(TimeoutError):
                await asyncio.wait_for(mover.act({"type": "draw", "source": "pile"}), 3)
            await wait_for(lambda: code not in first.tables, 5, "the first to let T go")
            await wait_for(
                lambda: any(m.get("code") == protocol.RECONNECT for m in closed), 5, "4002"
            )
            assert journal(pg, code)[-1] == (step, 2)  # the first wrote nothing after
            # the second writes on, under its own epoch
            second.deliver(taken, taken.play(taken.game.turn, Draw("pile"), "bot"))
            await wait_for(lambda: journal(pg, code)[-1] == (step + 1, 3), 5, "its step")
            one_owner_at_a_time(pg, code)
            # made (1), taken again by the maker coming back with the code (2), stolen (3)
            assert [e for e, _ in leases(pg, code)] == [1, 2, 3]
            for c in (ana, bo):
                await c.close()
        finally:
            await first.stop()
            await second.stop()

    asyncio.run(main())


def test_net_shared_per_address_limits_hold_for_every_process_together(pg: str) -> None:
    """Two servers behind the shipped HAProxy, each with the default limits, reached
    round robin (no code in the address), so each sees about half of what an address
    does. Connections at once are counted in HAProxy's stick table: the 21st from one
    address is refused at the door with the reason, though no server had 20 of them.
    Tables made per minute and failed joins are counted in PostgreSQL: the 11th table
    and the guesses past 30 are refused, though each server made 5 and saw 20. Another
    address meanwhile connects, makes and guesses as usual. (With the stick-table rule
    lifted, or the counts kept per process, 22 connections, 14 tables and 40 wrong
    guesses all go through.)"""
    flood, tables, guesser, neighbour = "127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"

    def at(address: str) -> dict[str, Any]:
        return {"local_addr": (address, 0)}

    async def main() -> None:
        servers = [shared(pg, limits=Limits(), trusted_proxies=("127.0.0.1",)) for _ in "ab"]
        for s in servers:
            await s.start()
        front = free_port()
        try:
            with haproxy(proxy_config(front, [s.port for s in servers], per_address=20)):
                url = f"ws://127.0.0.1:{front}"
                # connections at once: the door (HAProxy) counts them for both servers
                held, refused = [], []
                for _ in range(22):
                    try:
                        held.append(await wire(url, **at(flood)))
                    except InvalidStatus as e:
                        refused.append((e.response.status_code, e.response.body))
                assert len(held) == 20, refused
                assert [c for c, _ in refused] == [503, 503]
                assert b"too many connections from your address" in refused[0][1]
                # each server held about half, under its own cap of 20
                mine = [sum(1 for c in s.lobby.loose if c.address == flood) for s in servers]
                assert sum(mine) == 20 and max(mine) < 20, mine
                other = await wire(url, **at(neighbour))
                for w in held:
                    await w.ws.close()
                # tables made per minute: the rows in PostgreSQL count every server's
                answers = []
                for i in range(14):
                    w = await wire(url, **at(tables))
                    await w.send(req("create", id=i, name="Eve", seats=2))
                    m = await w.until(lambda m: m["type"] in ("created", "error"))
                    answers.append("created" if m["type"] == "created" else m["code"])
                    await w.ws.close()
                assert answers == ["created"] * 10 + ["too_many_tables"] * 4, answers
                # each server made about half: alone, it would have made 4 more
                made = [s.made.level(tables) for s in servers]
                assert max(made) < 6.5, made
                await other.send(req("create", id=1, name="Ana", seats=2))
                assert (await other.until(lambda m: m["type"] in ("created", "error")))[
                    "type"
                ] == "created"
                # failed joins: each failure is a row, counted for every server
                guesses = []
                for i in range(4):  # 10 a connection: each server gets two connections
                    w = await wire(url, **at(guesser))
                    with contextlib.suppress(ConnectionClosed):  # closed after its 10th
                        for j in range(10):
                            await w.send(req("join", id=j, code=f"ZZZZ-ZZ{i}{j}", name="Eve"))
                            guesses.append((await w.until(lambda m: m["type"] == "error"))["code"])
                    await w.ws.close()
                # the count of the other server's failures arrives a moment after each
                # failure, so the refusals start at the 31st guess or the one after it
                wrong = guesses.count("no_table")
                assert 30 <= wrong <= 31 and guesses[wrong:] == ["too_many_joins"] * (40 - wrong)
                w = await wire(url, **at(neighbour))
                await w.send(req("join", id=1, code="ZZZZ-ZZZZ", name="Cy"))
                assert (await w.until(lambda m: m["type"] == "error"))["code"] == "no_table"
                await w.ws.close()
                await other.ws.close()
        finally:
            for s in servers:
                await s.stop()

    asyncio.run(main())


def test_net_shared_one_process_at_a_time_sweeps_and_an_orphaned_game_is_taken_up(
    pg: str,
) -> None:
    """A game in play whose server went (and no player came back) is taken up by a
    process that sweeps, so its bots finish it as on one machine; and sweeping is one
    process's at a time: while another holds the sweep's lock (here, this test), no
    process sweeps, and the game waits."""
    import psycopg

    from phase10_desktop.net.store_postgres import SWEEP_KEY

    async def main() -> None:
        first, second = shared(pg, sweep_seconds=0.2), shared(pg, sweep_seconds=0.2)
        await first.start()
        await second.start()
        try:
            url = f"ws://127.0.0.1:{first.port}"
            ana, bo = TableClient(url, reconnect_for=0), TableClient(url, reconnect_for=0)
            await ana.connect()
            await bo.connect()
            code = (await ana.create("Ana", 2))["code"]
            await bo.join(code, "Bo")
            await ana.start()
            await wait_for(lambda: bool(ana.view and ana.view["stage"] == "draw"), 20, "deal")
            with psycopg.connect(pg, autocommit=True) as holder:
                assert holder.execute("SELECT pg_try_advisory_lock(%s)", (SWEEP_KEY,)).fetchone()
                await first.stop()  # its server goes; nobody serves the game
                steps = journal(pg, code)[-1][0]
                # past the 3 s a game must sit still before it counts as orphaned
                await asyncio.sleep(4.5)
                assert code not in second.tables  # the sweep is held: nobody took it
                holder.execute("SELECT pg_advisory_unlock(%s)", (SWEEP_KEY,))
            await wait_for(lambda: code in second.tables, 10, "the sweep to take the game")
            # its bots play the seats nobody came back to (grace 0.5 s here)
            await wait_for(lambda: journal(pg, code)[-1][0] > steps + 3, 20, "bots to play")
            one_owner_at_a_time(pg, code)
            for c in (ana, bo):
                await c.close()
        finally:
            await first.stop()
            await second.stop()

    asyncio.run(main())
