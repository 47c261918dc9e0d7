"""GameOverDialog: winner, translated reason, standings, the tie-break note (R8.3),
and which button the player chose."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from phase10_desktop.app.dialogs.game_over import GameOverDialog
from phase10_desktop.engine import Game, GameEnded, RuleSet
from phase10_desktop.engine.seats import standings
from phase10_desktop.simulate import simple_policy


def _finish(game: Game) -> GameEnded:
    ended = None
    while not game.game_over:
        for event in game.apply(simple_policy(game, game.legal_actions())):
            if isinstance(event, GameEnded):
                ended = event
    assert ended is not None
    return ended


@pytest.fixture
def plain() -> tuple[Game, GameEnded]:
    game = Game.new(4, seed=4, names=["Ana", "Bo", "Cy", "Di"])
    return game, _finish(game)


@pytest.fixture
def tied() -> tuple[Game, GameEnded]:
    game = Game.new(6, seed=35, rules=RuleSet(phases="first:5"))
    return game, _finish(game)


def _open(qtbot, game: Game, ended: GameEnded, **kwargs) -> GameOverDialog:
    dialog = GameOverDialog(game, ended, **kwargs)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_winner_reason_and_standings(qtbot, plain) -> None:
    game, ended = plain
    d = _open(qtbot, game, ended)
    winner = game.names[ended.winner]
    assert ended.winner != 0
    assert d.title_label.text() == f"{winner} wins!"
    assert d.reason_label.text() == f"{winner} completed the final phase."
    assert d.tiebreak_label.isHidden()
    order = standings(game)
    assert order[0] == ended.winner
    assert [row[1].text() for row in d.rows] == [game.names[s] for s in order]
    assert [row[3].text() for row in d.rows] == [str(game.scores[s]) for s in order]
    assert d.rows[0][2].text() == "All 10 phases"
    assert all(cell.font().bold() for cell in d.rows[0])
    assert not d.rows[1][1].font().bold()


def test_standings_rank_by_phases_then_points() -> None:
    game = Game.new(4, seed=11)
    _finish(game)
    order = standings(game)
    keys = [(-game.phase_no[s], game.scores[s]) for s in order[1:]]
    assert keys == sorted(keys)


def test_you_win(qtbot, plain) -> None:
    game, ended = plain
    d = _open(qtbot, game, ended, human_seat=ended.winner)
    assert d.title_label.text() == "You win!"


def test_a_tiebreak_is_explained(qtbot, tied) -> None:
    game, ended = tied
    d = _open(qtbot, game, ended)
    assert d.tiebreak_played()
    assert not d.tiebreak_label.isHidden()
    text = d.tiebreak_label.text()
    assert all(game.names[s] in text for s in game.active)
    assert "tie-break round" in text
    assert "first" in d.reason_label.text() and "tie-break" in d.reason_label.text()


def test_new_game_button(qtbot, plain) -> None:
    d = _open(qtbot, *plain)
    assert d.choice is None
    with qtbot.waitSignal(d.accepted):
        qtbot.mouseClick(d.new_game_button, Qt.MouseButton.LeftButton)
    assert d.choice == GameOverDialog.NEW_GAME and d.new_game_chosen


def test_close_button_and_escape(qtbot, plain) -> None:
    d = _open(qtbot, *plain)
    with qtbot.waitSignal(d.rejected):
        qtbot.mouseClick(d.close_button, Qt.MouseButton.LeftButton)
    assert d.choice == GameOverDialog.CLOSE and not d.new_game_chosen
    again = _open(qtbot, *plain)
    with qtbot.waitSignal(again.rejected):
        qtbot.keyClick(again, Qt.Key.Key_Escape)
    assert again.choice == GameOverDialog.CLOSE


def test_unknown_reasons_are_shown_as_the_engine_wrote_them(qtbot, plain) -> None:
    game, ended = plain
    odd = GameEnded(ended.winner, f"{game.names[ended.winner]} found a new way to win")
    d = _open(qtbot, game, odd)
    assert d.reason_label.text() == odd.reason
