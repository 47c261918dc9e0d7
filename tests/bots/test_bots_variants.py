"""Every level plays whole games under every R9 variant without one illegal move
(the fallback is never needed)."""

from __future__ import annotations

import dataclasses
import json

import pytest

from phase10_desktop.bots import make_bot, play_game
from phase10_desktop.engine import Game, RuleSet
from phase10_desktop.engine.saves import game_from_json, game_to_json

VARIANTS = {
    "standard": {},
    "R9.1 first:5": {"phases": "first:5"},
    "R9.1 even": {"phases": "even"},
    "R9.1 odd": {"phases": "odd"},
    "R9.2 any order": {"order": "any"},
    "R9.3 all advance": {"all_advance": True},
    "R2.4 cover": {"first_skip": "cover"},
    "R3.5 may discard drawn": {"may_discard_drawn_discard": True},
    "R3.6 out by hitting": {"may_go_out_by_hitting": True},
    "R4.7 wild-only groups": {"natural_per_group": False},
}


def _rules(options: dict) -> RuleSet:
    return RuleSet.from_dict(options)


@pytest.mark.parametrize("level", ["random", "easy", "normal"])
@pytest.mark.parametrize("variant", list(VARIANTS))
def test_full_games_without_illegal_moves(level: str, variant: str) -> None:
    rules = _rules(VARIANTS[variant])
    players = 3
    bots = [make_bot(level, seed=s) for s in range(players)]
    record = play_game(Game.new(players, seed=17, rules=rules), bots)
    assert record.finished
    assert record.fallbacks == 0
    assert record.winner is not None


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_hard_full_games_without_illegal_moves(variant: str) -> None:
    """Hard at its smallest search, on two phases of each variant to stay fast."""
    rules = _rules(VARIANTS[variant])
    rules = dataclasses.replace(rules, phases=rules.phases[:2])
    bots = [
        make_bot("hard", seed=1, samples=1, time_budget=None),
        make_bot("normal", seed=2),
    ]
    record = play_game(Game.new(2, seed=5, rules=rules), bots)
    assert record.finished
    assert record.fallbacks == 0


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_tiebreak_round_is_played(level: str) -> None:
    """R8.3: bots also play a tie-break round (final phase, tied seats only)."""
    data = json.loads(game_to_json(Game.new(3, seed=8)))
    data["draw_pile"] += data["hands"][2]
    data["hands"][2] = []
    data["active"] = [0, 1]
    data["tiebreak"] = True
    data["phase_no"] = [11, 11, 10]
    data["completed"] = [list(range(1, 11)), list(range(1, 11)), list(range(1, 10))]
    data["scores"] = [120, 120, 300]
    # the score sheet that leads here: ten rounds, seats 0 and 1 made every phase
    data["round"] = 11
    data["history"] = [
        {
            "round": r,
            "went_out": None,
            "points": [60 if r > 8 else 0, 60 if r > 8 else 0, 30],
            "laid": [r, r, r if r < 10 else None],
            "tiebreak": False,
        }
        for r in range(1, 11)
    ]
    data["turn"] = 0
    data["pending_skip"] = [False, False, False]
    del data["record"]  # the record would have to tell those ten rounds too
    game = game_from_json(data)
    options = {"samples": 1, "time_budget": None} if level == "hard" else {}
    bots = [make_bot(level, seed=s, **options) for s in range(3)]
    record = play_game(game, bots)
    assert record.finished and record.fallbacks == 0
    assert game.winner in (0, 1)
