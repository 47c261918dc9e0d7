"""A bot that raises or answers illegally must not stall the game (the caller
falls back to a safe legal move and logs why)."""

from __future__ import annotations

import logging

from phase10_desktop.bots import (
    BaseBot,
    checked_choose,
    fallback_action,
    make_bot,
    play_game,
    safe_choose,
)
from phase10_desktop.engine import Discard, Draw, Game, PlayerView, parse_cards


class RaisingBot(BaseBot):
    level = "raising"

    def choose(self, view: PlayerView):
        raise RuntimeError("bot bug")


class IllegalBot(BaseBot):
    level = "illegal"

    def choose(self, view: PlayerView):
        # R3.2: discarding before drawing is illegal; later, a card not in hand.
        return Discard(parse_cards("R1")[0]) if view.stage == "draw" else Draw("pile")


class NonsenseBot(BaseBot):
    level = "nonsense"

    def choose(self, view: PlayerView):
        return "discard something"


def test_raising_bot_falls_back_and_logs(caplog) -> None:
    game = Game.new(2, seed=1)
    view = game.view(game.turn)
    with caplog.at_level(logging.ERROR, logger="phase10_desktop.bots.base"):
        action, fell_back = checked_choose(RaisingBot(), view)
    assert fell_back
    assert action == Draw("pile")
    assert "raised" in caplog.text and "bot bug" in caplog.text
    assert game.problem(action) is None


def test_illegal_answer_falls_back_and_logs(caplog) -> None:
    game = Game.new(2, seed=1)
    with caplog.at_level(logging.ERROR, logger="phase10_desktop.bots.base"):
        action = safe_choose(IllegalBot(), game.view(game.turn))
        game.apply(action)  # the draw (R3.2)
        second = safe_choose(IllegalBot(), game.view(game.turn))
    assert "illegal move" in caplog.text
    assert isinstance(second, Discard)  # R3.5: the fallback ends the turn
    assert game.problem(second) is None


def test_non_action_answer_falls_back(caplog) -> None:
    game = Game.new(3, seed=4)
    with caplog.at_level(logging.ERROR):
        action = safe_choose(NonsenseBot(), game.view(game.turn))
    assert game.problem(action) is None
    assert "not an action" in caplog.text


def test_fallback_discard_keeps_wilds_and_names_a_skip_target() -> None:
    """R6.1: a fallback Skip still names a legal target."""
    game = Game.from_deal(
        [
            "S W R1 R2 R3 R4 R5 R6 R7 R8",
            "B1 B2 B3 B4 B5 B6 B7 B8 B9 B10",
            "G1 G2 G3 G4 G5 G6 G7 G8 G9 G10",
        ],
        discard="Y1",
        draw="Y2",
    )
    game.apply(Draw("pile"))
    action = fallback_action(game.view(0))
    assert game.problem(action) is None
    assert not action.card.is_wild


def test_game_with_a_broken_bot_still_finishes(caplog) -> None:
    """A bot that always raises only ever draws and discards; the others finish the game."""
    game = Game.new(2, seed=11)
    with caplog.at_level(logging.CRITICAL):
        record = play_game(game, [RaisingBot(), make_bot("normal", seed=2)])
    assert record.finished and game.game_over
    assert record.fallbacks > 0
    assert record.winner == 1
