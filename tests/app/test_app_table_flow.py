"""The game around the table: keyboard play, bot turns, autosave and resume, shutdown."""

from __future__ import annotations

import json
import subprocess
import sys

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from table_helpers import config, make_window, on_moves, seats

from phase10_desktop.app.save_store import SaveStore
from phase10_desktop.engine import Discard, Draw, Game
from phase10_desktop.engine.saves import game_to_json
from phase10_desktop.host.game_setup import GameConfig


def test_keyboard_only_turn(qtbot, tmp_path):
    """Draw, fill both slots, lay down and discard without touching the mouse (R3, R4)."""
    w = make_window(qtbot, tmp_path)
    c = w.model
    k = w.input
    game = Game.from_deal(
        ["R3 B3 G3 R5 B5 Y9 Y10", "R1 R2 R4"], discard="G5", dealer=1, names=["You", "Ada"]
    )
    w.start_game(game, GameConfig(seats("easy")))
    qtbot.waitUntil(lambda: c.human_to_move and not w.scene.animating)
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_T)  # take the discard
    assert game.stage == "play" and game.drawn_discard is not None

    def select(face_numbers: set[int]) -> None:
        hand = c.hand()
        for i, card in enumerate(hand):
            if card.number in face_numbers and card not in c.selected:
                while k.focus_index != i:
                    qtbot.keyClick(w.view, Qt.Key.Key_Right)
                qtbot.keyClick(w.view, Qt.Key.Key_Space)
                return select(face_numbers)
        return None

    select({3})
    qtbot.keyClick(w.view, Qt.Key.Key_1)
    select({5})
    qtbot.keyClick(w.view, Qt.Key.Key_2)
    assert [len(s) for s in c.staging.slots] == [3, 3]
    qtbot.keyClick(w.view, Qt.Key.Key_L)
    assert game.laid_phase[0] == 1
    # focus the Yellow 10 and discard it: the turn passes to Ada
    hand = c.hand()
    target = next(i for i, card in enumerate(hand) if card.face == "Y10")
    while k.focus_index != target:
        qtbot.keyClick(w.view, Qt.Key.Key_Right)
    with qtbot.waitSignal(c.changed, timeout=3000, check_params_cb=lambda ch: "moved" in ch) as m:
        qtbot.keyClick(w.view, Qt.Key.Key_X)
    action = m.args[0].move.action
    assert isinstance(action, Discard) and action.card.face == "Y10"
    assert game.discard_top.face == "Y10" and game.turn == 1


def test_bot_turns_complete_through_the_worker_thread(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path, reduce_motion=False, speed=8.0)
    p = w.conductor
    moves = []
    heard: list[str] = []
    on_moves(w, lambda move: moves.append((move.seat, move.action)))
    w.announced.connect(heard.append)
    w.new_game(config("easy", "normal", "hard", seed=3))
    with qtbot.waitSignal(p.human_turn, timeout=30000):
        pass
    game = w.game
    bot_moves = [m for m in moves if m[0] != 0 and m[1] is not None]  # not the deal
    assert bot_moves, "bots moved before the human's turn"
    assert {seat for seat, _ in bot_moves} <= {1, 2, 3}
    assert any(isinstance(a, Draw) for _, a in bot_moves)
    assert any(isinstance(a, Discard) for _, a in bot_moves)
    # every bot move was announced to assistive technology, in words
    bot_names = {game.names[seat] for seat, _ in bot_moves}
    assert any(
        line.startswith(name) and ("drew" in line or "took" in line)
        for line in heard
        for name in bot_names
    )
    assert any("discarded" in line or "played a Skip" in line for line in heard)
    assert game.turn == 0 and len(game.all_cards()) == 108
    assert w.bots._thread.isRunning() and w.bots._thread is not None


def test_autosave_restart_resume_gives_the_same_state(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    c = w.model
    w.new_game(config("easy", seed=11))
    qtbot.waitUntil(lambda: c.human_to_move and not w.scene.animating, timeout=10000)
    qtbot.keyClick(w.view, Qt.Key.Key_D)
    saved_state = game_to_json(w.game)
    w.close()  # as if the app were quit mid-turn
    store = SaveStore(tmp_path / "saves")
    game, cfg = store.load_autosave()
    assert game_to_json(game) == saved_state
    # a new window resumes it
    w2 = make_window(qtbot, tmp_path)
    w2.start_game(game, cfg)
    assert game_to_json(w2.game) == saved_state
    assert w2.model.human_to_move and w2.game.stage == "play"


def test_a_corrupt_autosave_shows_a_dialog_and_is_moved_aside(qtbot, tmp_path, monkeypatch):
    """Start-up with a damaged autosave: a clear dialog, the file moved aside, a new game."""
    from phase10_desktop.app.main import build_parser, resume_or_start

    store = SaveStore(tmp_path / "saves")
    store.folder.mkdir(parents=True, exist_ok=True)
    store.autosave_path.write_text('{"format": "phase10-desktop-save", "version": 1, "game": {bro')
    shown: list[tuple[str, str]] = []

    def fake_exec(box: QMessageBox) -> int:
        shown.append((box.windowTitle(), box.text() + " " + box.informativeText()))
        return 0

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    w = make_window(qtbot, tmp_path)
    w.store = store
    resumed = resume_or_start(w, store, w.settings, build_parser().parse_args([]))
    assert not resumed
    assert len(shown) == 1
    title, text = shown[0]
    assert "cannot open" in title.lower()
    assert "renamed" in text
    assert list(store.folder.glob("autosave.corrupt-*.json"))
    # a new game started and was autosaved in place of the damaged file
    assert w.game is not None
    qtbot.waitUntil(store.has_autosave)  # once the dealt table is drawn
    assert store.load_autosave() is not None


def test_closing_while_a_bot_thinks_exits_cleanly(tmp_path):
    """No 'QThread: Destroyed while thread is still running' and exit status 0."""
    code = f"""
import os, sys
os.environ['QT_QPA_PLATFORM'] = 'offscreen'
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
from phase10_desktop.host.game_setup import GameConfig, SeatConfig
from phase10_desktop.app.main_window import MainWindow
from phase10_desktop.app.save_store import SaveStore
from phase10_desktop.app.parts.settings import AppSettings

def main():
    app = QApplication([])
    s = AppSettings(QSettings(r'{tmp_path}/s.ini', QSettings.Format.IniFormat))
    w = MainWindow(s, SaveStore(__import__('pathlib').Path(r'{tmp_path}')))
    w.set_autoplay(True)
    seats = (SeatConfig('You', 'hard', True), SeatConfig('Ada', 'hard', False),
             SeatConfig('Bruno', 'hard', False))
    w.show()
    w.new_game(GameConfig(seats, seed=5))
    def close_when_thinking():
        if w.bots.thinking:
            w.close(); app.quit()
        else:
            QTimer.singleShot(5, close_when_thinking)
    QTimer.singleShot(50, close_when_thinking)
    app.exec()
    print('closed cleanly')

if __name__ == '__main__':
    main()
"""
    script = tmp_path / "close_test.py"
    script.write_text(code)
    out = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "closed cleanly" in out.stdout
    assert "Destroyed while thread" not in out.stderr


def test_autosave_file_is_json_with_config_and_game(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    w.new_game(config("normal", "easy", seed=2))
    qtbot.waitUntil(w.store.has_autosave)  # written once the dealt table is drawn
    data = json.loads((tmp_path / "saves" / "autosave.json").read_text())
    assert data["format"] == "phase10-desktop-save"
    assert data["config"]["seats"][1]["level"] == "normal"
    assert data["game"]["format"] == "phase10-desktop-game"
    QApplication.processEvents()


def test_a_modal_dialog_pauses_the_table(qtbot, tmp_path):
    """Issue 22 B6: while Settings is open no bot moves behind it; closing it lets
    the game go on."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialog

    from phase10_desktop.engine import Game

    w = make_window(qtbot, tmp_path)
    game = Game.from_deal(
        ["R3 B3 G3 Y3 R5 B5 Y7 R11 G12 B9", "R1 R2 R4 B6 G8 Y9 R10 G11 Y12 B12"],
        discard="G5",
        dealer=0,
        names=["You", "Ada"],
    )
    seen: dict[str, object] = {}

    def inside() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog):
            QTimer.singleShot(10, inside)
            return
        QApplication.processEvents()  # the window notices the dialog
        seen["paused"] = w.conductor.paused and w.seat.paused
        seen["turn"] = w.game.turn
        w.conductor._beat()  # the beat that would ask the bot
        seen["asked"] = w.bots.thinking
        dialog.reject()

    QTimer.singleShot(0, inside)
    w.start_game(game, GameConfig(seats("easy")))
    w.menus.show_settings()
    assert seen == {"paused": True, "turn": 1, "asked": False}
    qtbot.waitUntil(lambda: not w.conductor.paused, timeout=2000)
    with qtbot.waitSignal(w.conductor.human_turn, timeout=10000):
        pass
    assert w.game.turn == 0  # Ada played once the dialog closed
