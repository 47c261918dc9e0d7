"""The lobby over the network: codes, passwords, who may start, join limits, watchers,
the rate limit, and the turn timer that hands a slow turn to the bot."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from net_helpers import running, url_of

from phase10_desktop.net.client import RequestFailed, TableClient
from phase10_desktop.net.limits import Limits
from phase10_desktop.net.seating import CODE_ALPHABET, normal_code


async def refused(coro: Any) -> str:
    with pytest.raises(RequestFailed) as e:
        await coro
    return e.value.code


def test_net_lobby_password_host_and_codes(tmp_path: Path) -> None:
    async def main() -> None:
        async with running(tmp_path) as server:
            url = url_of(server)
            ana, bo, cy = TableClient(url), TableClient(url), TableClient(url)
            for c in (ana, bo, cy):
                await c.connect()
            code = (await ana.create("Ana", 3, password="tuesday"))["code"]
            assert len(code) == 9 and code[4] == "-"
            assert all(ch in CODE_ALPHABET for ch in code.replace("-", ""))
            assert await refused(bo.join(code, "Bo")) == "bad_password"
            assert await refused(bo.join(code, "Bo", "monday")) == "bad_password"
            # typed in lower case without the dash, with the right password: in
            assert (await bo.join(code.lower().replace("-", ""), "Bo", "tuesday"))["seat"] == 1
            assert await refused(cy.join("ZZZZ-ZZZZ", "Cy")) == "no_table"
            with pytest.raises(RequestFailed) as e:
                await bo.start()
            assert e.value.code == "not_host"
            await ana.start()
            # after the start a newcomer watches: no seat, no hand
            watched = await cy.join(code, "Cy", "tuesday")
            assert watched["seat"] == -1
            for _ in range(100):
                if cy.view is not None:
                    break
                await asyncio.sleep(0.02)
            assert cy.view is not None and cy.view["hand"] == [] and cy.view["seat"] == -1
            assert await refused(cy.act({"type": "draw", "source": "pile"})) == "not_seated"
            for c in (ana, bo, cy):
                await c.close()

    asyncio.run(main())


def test_net_lobby_failed_joins_are_limited_per_address(tmp_path: Path) -> None:
    async def main() -> None:
        limits = Limits(joins_per_minute=5, joins_per_connection=100)
        async with running(tmp_path, limits=limits) as server:
            c = TableClient(url_of(server))
            await c.connect()
            codes = [await refused(c.join(f"AAAA-AAA{i}", "Eve")) for i in range(7)]
            assert codes[:5] == ["no_table"] * 5
            assert codes[5:] == ["too_many_joins"] * 2
            await c.close()

    asyncio.run(main())


def test_net_lobby_codes_are_read_as_people_type_them() -> None:
    assert normal_code("abcd efgh") == "ABCD-EFGH"
    assert normal_code("ABCDEFGH") == "ABCD-EFGH"


@pytest.mark.slow
def test_net_lobby_the_turn_timer_hands_a_slow_turn_to_the_bot(tmp_path: Path) -> None:
    async def main() -> None:
        async with running(tmp_path) as server:
            url = url_of(server)
            ana, bo = TableClient(url), TableClient(url)
            notices: list[dict[str, Any]] = []
            timed_out = asyncio.Event()

            def heard(m: dict[str, Any]) -> None:
                if m["type"] == "notice":
                    notices.append(m)
                    if m["what"] == "turn_timer":
                        timed_out.set()

            ana.on_message = heard
            await ana.connect()
            await bo.connect()
            code = (await ana.create("Ana", 2, turn_seconds=5))["code"]
            await bo.join(code, "Bo")
            await ana.start()
            for _ in range(200):
                if ana.view is not None and ana.view["stage"] == "draw":
                    break
                await asyncio.sleep(0.02)
            assert ana.view is not None
            slow = ana.view["turn"]
            table = server.tables[code]
            # nobody moves: after 5 s the bot plays the slow seat's turn, and says so (the
            # bound is generous: a loaded CI machine may be slow to play the bot's turn)
            await asyncio.wait_for(timed_out.wait(), 60)
            for _ in range(1500):
                if table.game is not None and table.game.turn != slow:
                    break
                await asyncio.sleep(0.02)
            assert table.game is not None and table.game.turn != slow
            assert any(n["what"] == "turn_timer" and n["seat"] == slow for n in notices)
            assert not table.seats[slow].timer_turn  # only that turn: the next is theirs
            for c in (ana, bo):
                await c.close()

    asyncio.run(main())


def test_net_lobby_a_connection_that_sends_too_fast_is_slowed_down(tmp_path: Path) -> None:
    """Each connection has a rate limit (a burst, then a steady rate): what comes faster
    is refused with ``rate_limited``, and the server answers again once it slows down."""
    import json

    from websockets.asyncio.client import connect

    async def main() -> None:
        limits = Limits(rate=1.0, burst=5, strikes=100)
        async with running(tmp_path, limits=limits) as server, connect(url_of(server)) as ws:
            assert json.loads(await ws.recv())["type"] == "welcome"
            for i in range(12):  # at once: far above one a second
                await ws.send(json.dumps({"type": "ping", "v": 1, "id": i}))
            answers = [json.loads(await ws.recv()) for _ in range(12)]
            kinds = [a["type"] if a["type"] == "pong" else a["code"] for a in answers]
            assert kinds == ["pong"] * 5 + ["rate_limited"] * 7
            await asyncio.sleep(1.1)  # a token comes back every second
            await ws.send(json.dumps({"type": "ping", "v": 1, "id": 99}))
            assert json.loads(await ws.recv()) == {"type": "pong", "id": 99}

    asyncio.run(main())


def test_net_lobby_a_long_name_is_cut_to_the_games_limit_and_the_table_starts(
    tmp_path: Path,
) -> None:
    """A name enters a table's game through the lobby too (issue 23, point 12): the
    protocol takes up to 24 characters, a game 20; a longer name is cut to the game's 20
    on joining, so the host's Start deals the game instead of failing on a name the
    game refuses."""

    async def main() -> None:
        async with running(tmp_path) as server:
            url = url_of(server)
            ana, bo = TableClient(url), TableClient(url)
            await ana.connect()
            await bo.connect()
            code = (await ana.create("Maximiliana Fernández-Or", 2))["code"]
            await bo.join(code, "Bo")
            await ana.start()
            table = server.tables[code]
            assert table.game is not None
            assert table.game.names[0] == "Maximiliana Fernánde"
            for c in (ana, bo):
                await c.close()

    asyncio.run(main())


async def gone(server: Any, code: str, timeout: float = 20) -> None:
    """Until the server has forgotten table ``code`` (bounded)."""
    deadline = asyncio.get_running_loop().time() + timeout
    while code in server.tables:
        assert asyncio.get_running_loop().time() < deadline, f"table {code} was kept"
        await asyncio.sleep(0.05)


def test_net_lobby_finished_and_abandoned_tables_are_forgotten(tmp_path: Path) -> None:
    """A finished table (its players keep their records) and a lobby nobody is at are
    forgotten after keep_seconds, from memory and the database, with their connections
    told why (1001). Before, they stayed for ever, and max_tables, reached, refused every
    new table."""
    from net_helpers import play_out

    async def main() -> None:
        async with running(tmp_path, keep_seconds=0.5, max_tables=2) as server:
            url = url_of(server)
            ana = TableClient(url)
            heard: list[dict[str, Any]] = []
            ana.on_message = lambda m: heard.append(m) if m["type"] == "connection" else None
            await ana.connect()
            short = {"phases": "first:1"}
            done = (await ana.create("Ana", 2, bots=["easy"], rules=short))["code"]
            await play_out([ana])
            assert server.tables[done].state == "over" and done in server.store.codes()
            await gone(server, done)
            assert done not in server.store.codes()
            # the server forgets the table at once and closes its connections after:
            # the client hears the close a moment later (later still on a busy machine)
            deadline = asyncio.get_running_loop().time() + 20
            while not any(m["state"] == "closed" and m["code"] == 1001 for m in heard):
                assert asyncio.get_running_loop().time() < deadline, heard
                await asyncio.sleep(0.05)
            await ana.close()
            # a lobby left empty goes; a lobby with its host still there stays
            bo, cy, dee = TableClient(url), TableClient(url), TableClient(url)
            for c in (bo, cy, dee):
                await c.connect()
            left = (await bo.create("Bo", 3))["code"]
            kept = (await cy.create("Cy", 3))["code"]
            await bo.close()
            await gone(server, left)
            assert left not in server.store.codes()
            assert kept in server.tables and (kept, "expire") not in server._timers
            # max_tables counts the tables that are still there
            assert (await dee.create("Dee", 2))["code"] in server.tables
            for c in (cy, dee):
                await c.close()

    asyncio.run(main())
