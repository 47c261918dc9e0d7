"""Bots see only their PlayerView: permuting the cards a seat cannot see (other
hands, draw-pile order) never changes its decisions for the same seed."""

from __future__ import annotations

import gc
import random

import pytest
from bots_helpers import hidden_twin

from phase10_desktop.bots import make_bot, safe_choose
from phase10_desktop.engine import Game, PlayerView

LEVEL_OPTIONS = {
    "random": {},
    "easy": {},
    "normal": {},
    "hard": {"samples": 2, "time_budget": None},
}


@pytest.mark.parametrize("level", list(LEVEL_OPTIONS))
def test_decisions_ignore_hidden_cards(level: str) -> None:
    """At every decision of seat 0 over a stretch of play, a twin bot with the same
    seed, shown the view of a game whose hidden cards were re-dealt, decides alike."""
    options = LEVEL_OPTIONS[level]
    me = make_bot(level, seed=7, **options)
    twin_bot = make_bot(level, seed=7, **options)
    others = [make_bot("normal", seed=s) for s in (1, 2)]
    game = Game.new(3, seed=2024)
    rng = random.Random(5)
    decisions = 0
    limit = 40 if level == "hard" else 150
    while not game.game_over and decisions < limit:
        seat = game.turn
        if seat == 0:
            twin = hidden_twin(game, 0, rng)
            action = me.choose(game.view(0))
            assert twin_bot.choose(twin.view(0)) == action
            decisions += 1
        else:
            action = safe_choose(others[seat - 1], game.view(seat))
        game.apply(action)
    assert decisions == limit or game.game_over


def _reachable(root: object, limit: int = 20000) -> list[object]:
    seen = {id(root)}
    todo = [root]
    out = []
    while todo and len(out) < limit:
        x = todo.pop()
        out.append(x)
        for r in gc.get_referents(x):
            if id(r) not in seen and not isinstance(r, type):
                seen.add(id(r))
                todo.append(r)
    return out


@pytest.mark.parametrize("level", list(LEVEL_OPTIONS))
def test_no_game_reachable_from_view_or_bot(level: str) -> None:
    """A bot gets a PlayerView from which no Game can be reached, and keeps none."""
    game = Game.new(4, seed=3)
    view = game.view(game.turn)
    assert isinstance(view, PlayerView)
    assert not any(isinstance(x, Game) for x in _reachable(view))
    bot = make_bot(level, seed=1, **LEVEL_OPTIONS[level])
    for _ in range(6):  # a few moves, so the bot has searched and cached
        view = game.view(game.turn)
        game.apply(safe_choose(bot, view))
    assert not any(isinstance(x, Game) for x in _reachable(bot))
