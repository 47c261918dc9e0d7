"""Bots cope with rounds that end without anyone going out (R3.8): every level plays
on through a round stopped because no card fits any group (R3.8a) and one stopped
at the fourth rebuild of the draw pile (R3.8b), without one illegal move, and the
game goes on to its end."""

from __future__ import annotations

import pytest

from phase10_desktop.bots import make_bot, play_game
from phase10_desktop.engine import DECK, Game, RoundEnded, RuleSet, arrange_group, parse_cards

RULES = RuleSet(phases=["set3", "run4", "set4"])


def _bots(level: str) -> list:
    options = {"samples": 2, "time_budget": None} if level == "hard" else {}
    return [make_bot(level, seed=s, **options) for s in range(2)]


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_R3_8a_bots_play_on_after_a_round_nobody_can_hit_in(level: str) -> None:
    sevens = arrange_group("set", parse_cards("R7 R7 B7 B7 G7 G7 Y7 Y7 W W W W W W W W"))
    game = Game.from_deal(
        ["R1 B2 G3 S", "R5 R5 B5 B5 G5 G5 Y5 Y5 R12 B12"],
        discard="Y1",
        draw="Y2 G11",
        rules=RULES,
        laid=[[sevens], []],
        dealer=1,
    )
    bots = _bots(level)
    causes: list[str] = []
    while not game.game_over and len(game.history) < 1:
        view = game.view(game.turn)
        for e in game.apply(bots[game.turn].choose(view)):
            if isinstance(e, RoundEnded):
                causes.append(e.ended_by)
    assert causes and game.history[0].went_out in (None, 0, 1)
    record = play_game(game, bots)
    assert record.finished and record.fallbacks == 0


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_R3_8b_bots_play_on_after_the_fourth_rebuild(level: str) -> None:
    hands = ["R1 R2 R4 R6 R8 B9 R10 G12 Y3 S", "B1 B3 B4 B6 B7 B8 G9 Y10 G2 Y12"]
    taken = parse_cards(" ".join(hands))
    rest = sorted((c for c in DECK if c not in taken), key=lambda c: not c.is_skip)
    game = Game.from_deal(hands, discard=rest, draw=[], rules=RULES)
    game.reshuffles = 3  # as if the round had already gone round three times
    bots = _bots(level)
    causes: list[str] = []
    while not causes:
        view = game.view(game.turn)
        for e in game.apply(bots[game.turn].choose(view)):
            if isinstance(e, RoundEnded):
                causes.append(e.ended_by)
    assert causes[0] in ("rebuilds", "went_out")
    assert game.round_no == 2
    record = play_game(game, bots)
    assert record.finished and record.fallbacks == 0
