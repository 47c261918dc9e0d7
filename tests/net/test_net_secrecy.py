"""No frame sent to a client holds another seat's hidden card, the draw pile's order,
or the seed of a round in play: whole seeded games, every frame scanned against
the truth the finished game's record gives back.

``PHASE10_SECRECY_GAMES`` sets the number of games (the suite plays a few; the
report's figure is 200: ``PHASE10_SECRECY_GAMES=200 pytest tests/net/test_net_secrecy.py``).
"""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path

from net_helpers import play_out, running, scan, table_of_clients, url_of

from phase10_desktop.bots.registry import make_bot
from phase10_desktop.net.autoplay import autoplay

GAMES = int(os.environ.get("PHASE10_SECRECY_GAMES", "6"))
AT_ONCE = 6


def test_net_secrecy_no_frame_shows_a_hidden_card_or_an_unrevealed_seed(tmp_path: Path) -> None:
    async def one_game(url: str, n: int, server) -> int:  # type: ignore[no-untyped-def]
        seats = 2 + n % 5
        humans = max(1, seats - n % 3)
        clients, code = await table_of_clients(url, humans, seats, rules={"phases": "first:3"})
        watcher = type(clients[0])(url)
        await watcher.connect()
        for c in (*clients, watcher):
            c.frames_in = []
        await clients[0].start()
        await watcher.join(code, "Watcher")  # joins after the start: watches
        players = [autoplay(c, make_bot("easy", i)) for i, c in enumerate(clients)]
        await asyncio.wait_for(asyncio.gather(*players), 300)
        await asyncio.sleep(0.05)
        record = server.tables[code].record()
        leaks = []
        for c in clients:
            leaks += [f"seat {c.seat}: {x}" for x in scan(c.frames_in, c.seat, record)]
        leaks += [f"watcher: {x}" for x in scan(watcher.frames_in, -1, record)]
        frames = sum(len(c.frames_in) for c in clients)
        for c in (*clients, watcher):
            await c.close()
        assert not leaks, leaks[:5]
        return frames

    async def main() -> int:
        async with running(tmp_path, cut_seconds=5.0) as server:
            url = url_of(server)
            total = 0
            for first in range(0, GAMES, AT_ONCE):
                batch = range(first, min(GAMES, first + AT_ONCE))
                total += sum(await asyncio.gather(*(one_game(url, n, server) for n in batch)))
            return total

    frames = asyncio.run(main())
    print(f"{GAMES} games, {frames} frames scanned, no leak")


def test_net_secrecy_the_scan_finds_a_leak(tmp_path: Path) -> None:
    """The control: a frame carrying another seat's hand is caught."""

    async def main() -> None:
        async with running(tmp_path) as server:
            clients, code = await table_of_clients(
                url_of(server), 2, 2, rules={"phases": "first:2"}
            )
            for c in clients:
                c.frames_in = []
            await play_out(clients, level="easy", timeout=300)
            table = server.tables[code]
            record = table.record()
            # forge one frame: the view of seat 1 as if sent to seat 0 mid-game
            mid = next(t for t in clients[1].frames_in if '"events"' in t and '"hand":["' in t)
            assert scan([mid], 0, record)
            assert not scan([mid], 1, record)
            for c in clients:
                await c.close()

    asyncio.run(main())


def test_net_secrecy_the_scan_knows_a_rebuilt_draw_pile_holds_seen_cards() -> None:
    """The control for R3.7: after the discard pile became the draw pile, a seat's view
    still lists what everyone discarded this round. Those cards are no secret (only
    their new order is, and no message holds it); the scan must not call them leaks,
    yet must still catch another seat's hand."""
    from phase10_desktop.bots.base import safe_choose
    from phase10_desktop.engine import Game, RuleSet
    from phase10_desktop.engine.events import Reshuffled
    from phase10_desktop.engine.record import record_to_dict
    from phase10_desktop.engine.view import view_to_dict

    g = Game.new(6, seed=1, rules=RuleSet.from_dict({"phases": "first:2"}))
    bots = [make_bot("random", i) for i in range(6)]
    frames, rebuilt = [], False
    # the record counts the deal of round 1 as step 2 (1 is the table's start)
    while not rebuilt:
        events = g.apply(safe_choose(bots[g.turn], g.view(g.turn)))
        rebuilt = any(isinstance(e, Reshuffled) for e in events)
    step = 2 + g.record.action_count + (g.round_no - 1)
    own = {"type": "events", "step": step, "events": [], "view": view_to_dict(g.view(0))}
    other = {"type": "events", "step": step, "events": [], "view": view_to_dict(g.view(1))}
    frames = [json.dumps(own)]
    while not g.game_over:  # finish the game: the truth comes from its record
        g.apply(safe_choose(bots[g.turn], g.view(g.turn)))
    record = record_to_dict(g.record)
    assert scan(frames, 0, record) == []
    assert scan([json.dumps(other)], 0, record)  # seat 1's hand is still caught
