"""What the table server tells a family at a table (issue 29 A5-A7): a player who leaves
is said to have left (never that their connection was lost), the grace period is said as
long as it is, a timed turn's seconds are told so a screen can count them down, server
bots have names, a watcher sees the game so far, and a table its host ends closes with
its own close code. Every server binds 127.0.0.1."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path
from typing import Any

from net_helpers import running, url_of

from phase10_desktop.net.client import TableClient
from phase10_desktop.net.threaded import TABLE_ENDED, host_server


def heard_by(client: TableClient) -> list[dict[str, Any]]:
    got: list[dict[str, Any]] = []
    client.on_message = got.append
    return got


async def until(check, seconds: float = 20.0) -> None:
    for _ in range(int(seconds / 0.02)):
        if check():
            return
        await asyncio.sleep(0.02)
    raise AssertionError("waited in vain")


def test_net_together_leaving_is_said_as_leaving_and_a_drop_with_its_grace(tmp_path: Path) -> None:
    async def main() -> None:
        async with running(tmp_path, grace_seconds=3) as server:
            url = url_of(server)
            ana, ben, cleo, dan = (TableClient(url) for _ in range(4))
            for c in (ana, ben, cleo, dan):
                await c.connect()
            code = (await ana.create("Ana", 3))["code"]
            await ben.join(code, "Ben")
            await cleo.join(code, "Cleo")
            await ana.start()
            await until(lambda: ana.view is not None)
            await dan.join(code, "Dan")  # watching
            watched = heard_by(dan)
            seen = heard_by(ana)
            await ben.leave()
            await until(lambda: any(m.get("what") == "left" for m in watched))
            await asyncio.sleep(0.3)
            whats = [m["what"] for m in watched if m["type"] == "notice"]
            assert "left" in whats and "dropped" not in whats, whats
            await cleo.close()  # gone without a word: dropped, with the grace period
            await until(lambda: any(m.get("what") == "dropped" for m in seen))
            dropped = next(m for m in seen if m.get("what") == "dropped")
            assert dropped["name"] == "Cleo" and dropped["seconds"] == 3
            for c in (ana, dan):
                await c.close()

    asyncio.run(main())


def test_net_together_a_timed_turn_is_told_with_its_seconds(tmp_path: Path) -> None:
    async def main() -> None:
        async with running(tmp_path) as server:
            url = url_of(server)
            ana, watcher = TableClient(url), TableClient(url)
            clocks: list[dict[str, Any]] = []
            ana.on_message = lambda m: clocks.append(m) if m["type"] == "turn_clock" else None
            await ana.connect()
            await watcher.connect()
            code = (await ana.create("Ana", 2, bots=["easy"], turn_seconds=30))["code"]
            await ana.start()
            await until(lambda: bool(clocks))
            clock = clocks[0]
            assert clock["seat"] == 0 and clock["round"] == 1 and 25 < clock["seconds"] <= 30
            # someone who starts watching during the turn is told the seconds left
            later: list[dict[str, Any]] = []
            watcher.on_message = lambda m: later.append(m) if m["type"] == "turn_clock" else None
            await watcher.join(code, "Dan")
            await until(lambda: bool(later))
            assert later[0]["seat"] == 0 and later[0]["seconds"] <= clock["seconds"]
            for c in (ana, watcher):
                await c.close()

    asyncio.run(main())


def test_net_together_bots_have_names_and_a_watcher_sees_the_game_so_far(tmp_path: Path) -> None:
    async def main() -> None:
        async with running(tmp_path) as server:
            url = url_of(server)
            ana, dan = TableClient(url), TableClient(url)
            await ana.connect()
            await dan.connect()
            code = (await ana.create("Lucía", 4, bots=["easy", "hard"]))["code"]
            await ana.start()
            await until(lambda: ana.view is not None)
            names = ana.view["names"]
            assert names[0] == "Lucía" and len(set(names)) == 4
            assert not any(re.search(r"bot \d", n) for n in names), names
            assert "Lucía" not in names[1:]  # no bot takes a player's name
            events: list[dict[str, Any]] = []
            dan.on_message = lambda m: events.append(m) if m["type"] == "events" else None
            joined = await dan.join(code, "Dan")
            assert joined["seat"] == -1 and joined["last_seq"] == 0
            await until(lambda: dan.view is not None)
            assert events and events[0]["seq"] == 1  # from the start of the watchers' stream
            for c in (ana, dan):
                await c.close()

    asyncio.run(main())


def test_net_together_a_table_its_host_ends_closes_with_its_own_code(tmp_path: Path) -> None:
    hosted = host_server(tmp_path, port=0, bot_delay=0.0)
    ended = hosted.url

    async def main() -> None:
        ben = TableClient(ended, reconnect_for=0.5)
        got = heard_by(ben)
        await ben.connect()
        await ben.create("Ben", 2)
        await asyncio.get_running_loop().run_in_executor(None, hosted.end, "Ana ended it")
        await until(lambda: any(m.get("state") == "closed" for m in got))
        closed = next(m for m in got if m.get("state") == "closed")
        assert closed["code"] == TABLE_ENDED and closed["reason"] == "Ana ended it"
        await ben.close()

    asyncio.run(main())
    # and it is gone for good: a server on the same folder has no table to take up
    again = host_server(tmp_path, port=0)
    try:
        assert not again._server.tables
    finally:
        again.stop()


def test_net_together_the_host_plays_again_at_the_same_table(tmp_path: Path) -> None:
    """Issue 29 B, play again: once the game is over, the host's `again` starts another
    game at the same table, everyone in the same seat, its round 1 cut by the players
    as at the start; only the host may, and only once the game is over."""
    from net_helpers import table_of_clients

    from phase10_desktop.bots.registry import make_bot
    from phase10_desktop.net.autoplay import autoplay
    from phase10_desktop.net.client import RequestFailed

    async def main() -> None:
        async with running(tmp_path) as server:
            (ana, ben), code = await table_of_clients(
                url_of(server), 2, 3, bots=["easy"], rules={"phases": "first:1"}
            )
            try:
                await ben.again()
                raise AssertionError("a player who is not the host played again")
            except RequestFailed as e:
                assert e.code == "not_host"
            await ana.start()
            try:
                await ana.again()
                raise AssertionError("played again before the game was over")
            except RequestFailed as e:
                assert e.code == "wrong_stage"
            bots = [autoplay(c, make_bot("easy", i)) for i, c in enumerate((ana, ben))]
            await asyncio.wait_for(asyncio.gather(*bots), 120)
            assert ana.view["stage"] == "over" and server.tables[code].state == "over"
            first_names = ana.view["names"]
            table = await ana.again()
            assert table["type"] == "table" and table["state"] == "playing" and table["game"] == 2
            await until(lambda: ben.table is not None and ben.table.get("game") == 2)
            # the new game is dealt once both players sent their part of round 1's cut
            await until(lambda: ben.view is not None and ben.view["stage"] in ("draw", "play"))
            assert ben.view["round_no"] == 1 and ben.view["names"] == first_names
            assert ben.seat == 1 and ben.game_no == 2 and 1 in ben.dealt
            assert ben.dealt[1]["parts"][:2] == ["player", "player"]  # both cut again
            bots = [autoplay(c, make_bot("easy", 5 + i)) for i, c in enumerate((ana, ben))]
            await asyncio.wait_for(asyncio.gather(*bots), 120)
            assert server.tables[code].state == "over"
            await until(lambda: 1 in ben.checks)
            assert ben.checks[1].ok  # game 2's deal checked against game 2's commitment
            for c in (ana, ben):
                await c.close()

    asyncio.run(main())
