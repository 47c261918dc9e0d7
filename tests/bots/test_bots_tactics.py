"""Single decisions in set-up deals: what each rule lets a bot do, it does sensibly."""

from __future__ import annotations

import threading
import time

from bots_helpers import CountingHardBot

from phase10_desktop.bots import HardBot, NormalBot
from phase10_desktop.engine import (
    Discard,
    Draw,
    Game,
    Hit,
    LayDown,
    RuleSet,
    arrange_group,
    parse_cards,
)

OTHER = "B1 B2 B3 B4 B5 B6 B7 B8 B9 B10"
THIRD = "G1 G2 G3 G4 G5 G6 G8 G9 G10 G11"


def test_R3_2_takes_a_discard_that_completes_the_phase() -> None:
    game = Game.from_deal(["R7 Y7 R5 Y5 G5 R1 R3 Y9 Y11 G12", OTHER], discard="G7")
    assert NormalBot(1).choose(game.view(0)) == Draw("discard")


def test_R3_2_leaves_a_useless_discard() -> None:
    game = Game.from_deal(["R7 Y7 R5 Y5 G5 R1 R3 Y9 Y11 G12", OTHER], discard="G2")
    assert NormalBot(1).choose(game.view(0)) == Draw("pile")


def test_R4_5_lays_down_extra_cards_that_fit() -> None:
    """Four 7s go into the set of 3 at once; only a discard is kept back (R3.5)."""
    game = Game.from_deal(["R7 Y7 G7 R7 R5 Y5 G5 R2 Y9 G11", OTHER], discard="G12", draw="Y12")
    game.apply(Draw("pile"))
    action = NormalBot(1).choose(game.view(0))
    assert isinstance(action, LayDown)
    assert sorted(len(g.cards) for g in action.groups) == [3, 4]
    game.apply(action)


def test_R4_5_lay_down_with_everything_then_goes_out() -> None:
    game = Game.from_deal(["R7 Y7 G7 R7 R5 Y5 G5 Y7 W G5", OTHER], discard="G12", draw="B5")
    bot = NormalBot(1)
    game.apply(bot.choose(game.view(0)))
    lay = bot.choose(game.view(0))
    assert isinstance(lay, LayDown)
    game.apply(lay)
    while game.turn == 0 and game.round_no == 1:
        game.apply(bot.choose(game.view(0)))
    assert game.history and game.history[0].went_out == 0


def test_R5_3_wild_goes_on_the_run_end_the_hand_can_follow() -> None:
    run = arrange_group("run", parse_cards("R3 R4 R5 R6 R7 R8 R9"))
    game = Game.from_deal(
        ["W Y11 Y12 B6 G6", OTHER],
        discard="G1",
        draw="B12",
        laid=[[run], []],
        phases=[4, 1],
    )
    game.apply(Draw("pile"))
    action = NormalBot(1).choose(game.view(0))
    assert action == Hit(parse_cards("W")[0], 0, 0, "high")


def test_R6_1_skips_the_player_about_to_go_out() -> None:
    sets = [
        arrange_group("set", parse_cards("Y1 R1 G1")),
        arrange_group("set", parse_cards("Y2 R2 G2")),
    ]
    game = Game.from_deal(
        ["S R7 B8 R5 Y5 G9 R11 Y11 B12 G12", "Y9", "B1 B2 B3 B4 B5 B6 B7 B8 B9 B10"],
        discard="G3",
        draw="Y4",
        laid=[[], sets, []],
        phases=[1, 1, 1],
    )
    game.apply(Draw("pile"))
    action = NormalBot(1).choose(game.view(0))
    assert isinstance(action, Discard) and action.card.is_skip
    assert action.target == 1


def test_R6_1_with_no_one_down_skips_the_seat_furthest_through_the_phases() -> None:
    """The game's leader loses the turn, not the next seat nor the one the hands
    suggest is nearest its phase (both measured worse, see docs/bots.md)."""
    game = Game.from_deal(
        ["S R7 B8 R5 Y5 G9 R11 Y11 B12 G12", OTHER, THIRD, "Y1 Y2 Y3 Y4 Y5 Y6 Y8 Y9 Y10 Y11"],
        discard="G7",
        draw="Y12",
        phases=[3, 3, 3, 5],
    )
    game.apply(Draw("pile"))
    action = NormalBot(1).choose(game.view(0))
    assert isinstance(action, Discard) and action.card.is_skip
    assert action.target == 3


def test_R6_2_holds_a_skip_with_no_one_to_skip() -> None:
    game = Game.from_deal(
        ["S R7 Y7 R5 Y5 G9 R11 Y11 B12 G12", OTHER, THIRD], discard="G3", draw="Y4"
    )
    game.pending_skip[1:] = [True, True]  # made up: play cannot skip the seat that just played
    game.apply(Draw("pile"))
    action = NormalBot(1).choose(game.view(0))
    assert isinstance(action, Discard) and not action.card.is_skip


def test_R9_2_lays_the_hardest_phase_that_is_ready() -> None:
    game = Game.from_deal(
        ["R1 R2 R3 R4 R5 R6 R7 Y1 G1 Y2", OTHER],
        discard="G12",
        draw="G2",
        rules=RuleSet(order="any"),
    )
    game.apply(Draw("pile"))
    action = NormalBot(1).choose(game.view(0))
    assert isinstance(action, LayDown) and action.phase == 4  # run of 7 over 2 sets of 3
    game.apply(action)


def _contested_view():
    game = Game.from_deal(
        ["R7 Y7 R5 Y5 G5 R1 R3 Y9 Y11 G12", OTHER, THIRD], discard="G2", draw="Y4"
    )
    return game.view(0)


def test_hard_stops_when_cancelled() -> None:
    """The app must quit while Hard thinks: should_stop ends the search at once."""
    stop = threading.Event()
    bot = HardBot(1, time_budget=30.0, should_stop=stop)
    timer = threading.Timer(0.2, stop.set)
    timer.start()
    t0 = time.perf_counter()
    action = bot.choose(_contested_view())
    elapsed = time.perf_counter() - t0
    timer.cancel()
    assert elapsed < 2.0
    assert action in (Draw("pile"), Draw("discard"))


def test_hard_keeps_to_its_time_budget() -> None:
    bot = CountingHardBot(1, time_budget=0.25)
    t0 = time.perf_counter()
    bot.choose(_contested_view())
    assert time.perf_counter() - t0 < 1.5
    assert bot.worlds >= 1


def test_hard_searches_a_fixed_number_of_worlds() -> None:
    bot = CountingHardBot(3, samples=4, time_budget=None, min_samples=10)
    first = bot.choose(_contested_view())
    assert bot.worlds == 4
    assert bot.choose(_contested_view()) == first
