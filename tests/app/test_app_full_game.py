"""A whole short game through the real table, bots in every seat (R8: the game ends)."""

from __future__ import annotations

from table_helpers import make_window

from phase10_desktop.engine import GameEnded, RoundEnded, RuleSet
from phase10_desktop.host.game_setup import GameConfig, SeatConfig


def test_bots_play_a_short_game_to_the_end_through_the_table(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    c = w.model
    p = w.conductor
    w.set_autoplay(True)  # a Normal bot plays the human seat too
    rounds: list[RoundEnded] = []
    p.round_shown.connect(rounds.append)
    seats = (
        SeatConfig("Sam", "easy", True),
        SeatConfig("Ada", "easy", False),
        SeatConfig("Bruno", "normal", False),
    )
    with qtbot.waitSignal(p.game_over_shown, timeout=120_000) as over:
        w.new_game(GameConfig(seats, rules=RuleSet(phases="first:3"), seed=11))
    ended = over.args[0]
    game = w.game
    assert c.result == ended
    assert isinstance(ended, GameEnded) and game.game_over and ended.winner == game.winner
    assert len(rounds) == game.round_no - 1  # the final round ends the game instead
    assert w.progress_model.rowCount() == 3
    assert not w.store.has_autosave()  # a finished game is not offered for resuming
