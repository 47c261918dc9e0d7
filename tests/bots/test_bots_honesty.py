"""Bots see only their PlayerView: permuting the cards a seat cannot see (other
hands, draw-pile order) never changes its decisions for the same seed."""

from __future__ import annotations

import gc
import json
import random

import pytest
from bots_helpers import hidden_twin

from phase10_desktop.bots import make_bot, safe_choose
from phase10_desktop.engine import Game, PlayerView
from phase10_desktop.engine.record import Record, RoundRecord
from phase10_desktop.engine.view import view_to_dict

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


def _secrets(game: Game) -> list[bytes | str]:
    """The round seeds a seat must not learn: every round not yet over (the one
    being played and the one committed for the next deal), as bytes and hex."""
    hidden = [r.seed for r in game.record.rounds if not r.finished]
    return hidden + [s.hex() for s in hidden]


def _reveals(obj: object, secrets: list[bytes | str]) -> bool:
    for x in _reachable(obj, limit=200_000):
        if isinstance(x, bytes | bytearray) and any(
            isinstance(s, bytes) and s in x for s in secrets
        ):
            return True
        if isinstance(x, str) and any(isinstance(s, str) and s in x for s in secrets):
            return True
        if isinstance(x, Record | RoundRecord):
            return True
    return False


@pytest.mark.parametrize("level", list(LEVEL_OPTIONS))
def test_no_round_seed_reaches_a_view_or_a_bot(level: str) -> None:
    """The deal is fair only while the round seed is secret: neither a PlayerView,
    nor the JSON a bot process receives, nor anything a bot keeps can hold the seed
    of a round that is not over (nor the record, which holds every seed)."""
    game = Game.new(4, deal=False)  # no game seed: round seeds come from the OS
    bot = make_bot(level, seed=1, **LEVEL_OPTIONS[level])
    others = [make_bot("normal", seed=s) for s in (2, 3, 4)]
    moves = 0
    while moves < (20 if level == "hard" else 120) and not game.game_over:
        if game.stage == "deal":
            game.deal("a cut")
            continue
        view = game.view(game.turn)
        secrets = _secrets(game)
        assert not _reveals(view, secrets)
        assert not any(s in json.dumps(view_to_dict(view)) for s in secrets if isinstance(s, str))
        player = bot if game.turn == 0 else others[game.turn - 1]
        game.apply(safe_choose(player, view))
        moves += 1
    assert game.round_no >= 2 or level == "hard"
    assert not _reveals(bot, _secrets(game))
