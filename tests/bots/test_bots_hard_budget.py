"""The Hard bot answers within its time budget however slowly each world goes (issue 31
B11: on a loaded machine a 0.8 s decision took 3.5 s, its deadline looked at only after
each sampled world).

The machine is made slow on a clock of the test's own: every play-out of a world
costs 0.3 s of it, nothing real is waited for, so the test is exact and fast."""

from __future__ import annotations

import time

import pytest

from phase10_desktop.bots import hard
from phase10_desktop.bots.hard import HardBot
from phase10_desktop.engine import Discard, Draw, Game, PlayerView

BUDGET = 0.8
#: what one play-out costs on the slow machine, seconds of the test's clock
PLAY_OUT = 0.3


def choice_of_discards() -> PlayerView:
    """Seat 1 after its draw, its phase not down: several discards to weigh (the search)."""
    game = Game.from_deal(
        ["R1 R2 R3 B5 B6 G7 G8 Y9 Y10 Y11", "R4 R4 B4 G9 G10 Y1 Y2 B12 Y6 G11"],
        discard="G3",
        draw="B8 Y7",
        dealer=0,
    )
    game.apply(Draw("pile"))
    return game.view(1)


class SlowMachine:
    """A clock that moves only when a world is played out."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.play_outs = 0
        self._real = hard.play_out

    def clock(self) -> float:
        return self.now

    def play_out(self, *args, **kwargs) -> float:
        self.now += PLAY_OUT
        self.play_outs += 1
        return self._real(*args, **kwargs)


@pytest.mark.parametrize("cooperative", [True, False])
def test_a_decision_ends_within_its_budget_when_every_world_is_slow(
    monkeypatch, cooperative: bool
) -> None:
    slow = SlowMachine()
    monkeypatch.setattr(time, "perf_counter", slow.clock)
    monkeypatch.setattr(hard, "play_out", slow.play_out)
    view = choice_of_discards()
    bot = HardBot(1, time_budget=BUDGET, cooperative=cooperative)
    start = slow.now
    action = bot.choose(view)
    took = slow.now - start
    assert slow.play_outs > 1  # the search did run, on the slow clock
    # past the deadline at most the play-out that was under way when it passed
    assert took <= BUDGET + PLAY_OUT + 1e-9, f"{took:.1f} s for a {BUDGET} s budget"
    assert isinstance(action, Discard) and view.problem(action) is None


def test_no_world_in_time_answers_normals_choice(monkeypatch) -> None:
    """A budget gone before the first world is played out leaves Normal's move."""
    slow = SlowMachine()
    monkeypatch.setattr(time, "perf_counter", slow.clock)
    monkeypatch.setattr(hard, "play_out", slow.play_out)
    view = choice_of_discards()
    bot = HardBot(1, time_budget=PLAY_OUT / 2)
    assert bot.choose(view) == bot.policy(view)
