"""The fair deal, records, replays, undo and the coach, reached from the table window."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit
from table_helpers import config, make_window

from phase10_desktop.app.dialogs.cut_dialog import CutDialog
from phase10_desktop.app.dialogs.replay_window import ReplayWindow
from phase10_desktop.engine import Discard, Draw, LayDown, RoundEnded
from phase10_desktop.engine.fair_deal import deck_order
from phase10_desktop.engine.replay import verify
from phase10_desktop.records import load_record


def test_the_deck_fingerprint_is_shown_before_the_first_card(qtbot, tmp_path):
    """The side panel and the log show round 1's commitment before the deal's first card."""
    w = make_window(qtbot, tmp_path)
    w.new_game(config("easy", seed=21))
    game = w.game
    lines = w.move_log_model.lines()
    assert lines[0].startswith("Round 1's deck is sealed: fingerprint ")
    assert game.commitment[:4] in lines[0] and game.commitment[4:8] in lines[0]
    assert lines[1].startswith("Round 1: ") and "deal" in lines[1]
    assert w.deal_label.toolTip() == game.commitment
    assert game.commitment[:4] in w.deal_label.text()


def test_the_player_cuts_the_deck_before_each_deal_when_asked(qtbot, tmp_path):
    """With "cut the deck myself" on, the cut dialog comes first and its phrase deals."""
    w = make_window(qtbot, tmp_path)
    w.settings.cut_each_deal = True
    seen: list[str] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, CutDialog):
            QTimer.singleShot(10, answer)
            return
        seen.append(dialog.findChild(QLineEdit).objectName())
        qtbot.keyClicks(dialog.findChild(QLineEdit), "my lucky phrase")
        dialog.accept()

    QTimer.singleShot(0, answer)
    w.new_game(config("easy", seed=22))
    game = w.game
    assert seen, "the cut dialog opened"
    first = game.record.rounds[0]
    assert first.cut == "my lucky phrase"
    assert list(first.deck) == deck_order(first.seed, "my lucky phrase")


def test_undo_takes_back_a_lay_down_but_never_the_draw(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    w.new_game(config("easy", seed=8))  # you move first and can lay phase 1 after drawing
    qtbot.waitUntil(lambda: w.model.human_to_move and not w.scene.animating, timeout=15000)
    assert not w.menus.undo_action.isEnabled()
    w.input.key_action("draw")
    assert not w.menus.can_undo(), "a draw showed a card: it cannot be taken back"
    game = w.game
    laid = next(a for a in game.legal_actions() if isinstance(a, LayDown))
    hand_before = sorted(c.id for c in game.hands[0])
    assert w.model.play(laid) is None
    assert w.menus.undo_action.isEnabled()
    assert w.menus.undo()
    again = w.game
    assert again.laid[0] == [] and again.stage == "play"
    assert sorted(c.id for c in again.hands[0]) == hand_before
    assert not w.menus.can_undo()


def window_after_a_round(qtbot, tmp_path, seed: int):
    """A window whose first round was played to its end by bots in every seat."""
    w = make_window(qtbot, tmp_path)
    w.set_autoplay(True)
    ended: list[RoundEnded] = []
    w.conductor.round_shown.connect(ended.append)
    w.new_game(config("easy", seed=seed))
    qtbot.waitUntil(lambda: bool(ended), timeout=60000)
    return w


def test_a_finished_round_offers_its_replay_and_the_coach(qtbot, tmp_path):
    """The round summary's buttons open the Replay (every hand) and How did I play?"""
    w = window_after_a_round(qtbot, tmp_path, seed=24)
    game = w.game
    assert game.record.rounds[0].finished
    w.menus.show_replay(1)
    replay = next(x for x in w.menus._open if isinstance(x, ReplayWindow))
    assert replay.round_no == 1 and replay.isVisible()
    moves = [a for a in game.record.rounds[0].actions if isinstance(a, Draw | Discard)]
    assert moves
    assert verify(game.record) == []


def test_export_then_watch_a_record(qtbot, tmp_path, monkeypatch):
    w = window_after_a_round(qtbot, tmp_path, seed=25)
    path = tmp_path / "friend.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    w.menus.export_record()
    loaded = load_record(path)
    assert loaded.record.rounds[0].deck == w.game.record.rounds[0].deck
    w.menus.watch_record()
    assert any(isinstance(x, ReplayWindow) and x.isVisible() for x in w.menus._open)


def test_the_replay_offers_the_coach_for_its_round(qtbot, tmp_path):
    from phase10_desktop.app.dialogs.coach_window import CoachWindow

    w = window_after_a_round(qtbot, tmp_path, seed=24)
    w.menus.show_replay(1)
    replay = next(x for x in w.menus._open if isinstance(x, ReplayWindow))
    assert replay.coach_button.isVisible()
    replay.coach_button.click()
    coach = next(x for x in w.menus._open if isinstance(x, CoachWindow))
    assert coach.isVisible()
    coach.close()
