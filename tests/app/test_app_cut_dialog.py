"""CutDialog: the commitment is shown before the deal; a typed phrase, a random cut
or no cut deals the round (R2.2), and the game deals what that cut gives."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from phase10_desktop.app.dialogs.cut_dialog import CutDialog
from phase10_desktop.engine import Game
from phase10_desktop.engine.fair_deal import deck_order, fingerprint


def _open(qtbot, game: Game) -> CutDialog:
    dialog = CutDialog(game.round_no, game.commitment)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_commitment_is_shown_and_can_be_copied(qtbot) -> None:
    game = Game.new(3, deal=False)
    d = _open(qtbot, game)
    assert d.fingerprint_label.text() == fingerprint(game.commitment)
    assert d.fingerprint_label.text().replace(" ", "") == game.commitment[:16]
    assert d.commitment_label.text() == game.commitment
    assert "Round 1" in d.title_label.text()
    qtbot.mouseClick(d.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == game.commitment


def test_a_typed_phrase_is_the_cut_the_round_is_dealt_with(qtbot) -> None:
    game = Game.new(3, seed=5, deal=False)
    d = _open(qtbot, game)
    qtbot.keyClicks(d.cut_edit, "lucky cut of ")  # QTest types ASCII only
    d.cut_edit.insert("Lucía")
    with qtbot.waitSignal(d.cut_chosen) as signal:
        qtbot.keyClick(d.cut_edit, Qt.Key.Key_Return)
    assert signal.args == ["lucky cut of Lucía"] and d.cut() == "lucky cut of Lucía"
    game.deal(d.cut())
    seed = game.record.rounds[0].seed
    assert game.record.rounds[0].deck == tuple(deck_order(seed, "lucky cut of Lucía"))


def test_random_cut_is_one_click(qtbot) -> None:
    game = Game.new(2, deal=False)
    d = _open(qtbot, game)
    with qtbot.waitSignal(d.cut_chosen) as signal:
        qtbot.mouseClick(d.random_button, Qt.MouseButton.LeftButton)
    cut = signal.args[0]
    assert len(cut) == 32 and int(cut, 16) >= 0 and d.result() == CutDialog.DialogCode.Accepted


def test_an_empty_cut_deals_too_and_closing_means_no_cut(qtbot) -> None:
    game = Game.new(2, deal=False)
    d = _open(qtbot, game)
    with qtbot.waitSignal(d.cut_chosen) as signal:
        qtbot.mouseClick(d.deal_button, Qt.MouseButton.LeftButton)
    assert signal.args == [""]
    closed = _open(qtbot, game)
    qtbot.keyClicks(closed.cut_edit, "typed but not dealt")
    qtbot.keyClick(closed, Qt.Key.Key_Escape)
    assert closed.cut() == ""


def test_a_cut_with_control_characters_is_refused_inline(qtbot) -> None:
    game = Game.new(2, deal=False)
    d = _open(qtbot, game)
    d.cut_edit.insert("tab\there")  # as a paste would bring it
    assert not d.deal_button.isEnabled() and d.cut_message.isVisible()
    qtbot.keyClick(d.cut_edit, Qt.Key.Key_Return)
    assert d.isVisible() and d.cut() == ""
    d.cut_edit.clear()
    assert d.deal_button.isEnabled() and not d.cut_message.isVisible()


def test_right_to_left_mirrors_the_buttons(qtbot, qapp) -> None:
    game = Game.new(2, deal=False)
    qapp.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        d = _open(qtbot, game)
        assert d.deal_button.x() < d.random_button.x()
    finally:
        qapp.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
