"""Render the table screenshots shown in README (offscreen, deterministic deals).

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screens/make_table_screens.py

Writes docs/screens/table_start.png, table_midround.png, table_drag.png,
table_round_summary.png and table_game_over.png. Each is a real MainWindow
driven the way a player would (mouse drags on the view), not a mock-up.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
OUT = Path(__file__).resolve().parent


def main() -> None:
    from PySide6.QtCore import QEventLoop, QPoint, QSettings, Qt, QTimer
    from PySide6.QtGui import QPainter
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QDialog

    from phase10_desktop.app.game_setup import GameConfig, SeatConfig
    from phase10_desktop.app.i18n import install_translators
    from phase10_desktop.app.main_window import MainWindow
    from phase10_desktop.app.save_store import SaveStore
    from phase10_desktop.app.settings import AppSettings
    from phase10_desktop.engine import Game, LayDown
    from phase10_desktop.simulate import simple_policy

    app = QApplication.instance() or QApplication([])
    install_translators(app, "en")
    tmp = Path(tempfile.mkdtemp(prefix="phase10-shots-"))
    settings = AppSettings(QSettings(str(tmp / "s.ini"), QSettings.Format.IniFormat))
    settings.reduce_motion = True
    names = ("Sam", "Lucía", "Marko", "Amira")
    seats = (
        SeatConfig(names[0], "normal", True),
        SeatConfig(names[1], "normal", False),
        SeatConfig(names[2], "hard", False),
        SeatConfig(names[3], "easy", False),
    )
    config = GameConfig(seats, seed=42)

    def window() -> MainWindow:
        w = MainWindow(settings, SaveStore(tmp / "saves"))
        w.resize(1440, 900)
        w.show()
        return w

    def wait(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def save(widget, name: str, dialog: QDialog | None = None) -> None:
        image = widget.grab()
        if dialog is not None:
            shot = dialog.grab()
            painter = QPainter(image)
            painter.fillRect(image.rect(), Qt.GlobalColor.transparent)
            painter.setOpacity(1.0)
            x = (image.width() - shot.width()) // 2
            y = (image.height() - shot.height()) // 2
            painter.drawPixmap(x, y, shot)
            painter.end()
        image.save(str(OUT / name))
        print("wrote", OUT / name)

    # 1. the start of a game, right after the deal
    w = window()
    w.new_game(config)
    wait(300)
    save(w, "table_start.png")
    w.close()

    # 2. mid-round: play the engine forward until phases lie on the table
    game = Game.new(4, seed=42, names=names)
    while not game.game_over:
        laid = sum(1 for s in range(4) if game.laid[s])
        if laid >= 2 and game.turn == 0 and game.stage == "draw" and not game.laid[0]:
            break
        game.apply(simple_policy(game, game.legal_actions()))
    w = window()
    w.start_game(game, config)
    wait(200)
    QTest.keyClick(w.view, Qt.Key.Key_D)
    w.controller.sort_hand("number")
    wait(200)
    lay = next((a for a in game.legal_actions() if isinstance(a, LayDown)), None)
    if lay is not None:
        for i, group in enumerate(lay.groups):
            w.controller.stage_cards(list(group.cards), i)
    wait(200)
    save(w, "table_midround.png")
    settings.theme = "dark"
    w.apply_settings()
    wait(100)
    save(w, "table_midround_dark.png")
    settings.theme = "light"
    w.apply_settings()

    # 3. a drag in progress: legal targets light up
    c = w.controller
    hand = c.hand()
    card = hand[len(hand) // 2]
    vp = w.view.viewport()
    start = w.view.mapFromScene(w.scene.item(card).center())
    end = w.view.mapFromScene(w.scene.zone_rect(("discard",)).center()) + QPoint(0, 40)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 8):
        QTest.mouseMove(vp, start + (end - start) * (i / 7))
    wait(100)
    save(w, "table_drag.png")
    QTest.mouseRelease(
        vp,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        w.view.mapFromScene(w.scene.layout.zones.hand.center()),
    )
    w.close()

    # 4. the round summary over the table
    game = Game.new(4, seed=7, names=names)
    while game.round_no < 3:
        game.apply(simple_policy(game, game.legal_actions()))
    # the last round: play until the round is about to end on the human's discard
    w = window()
    w.controller.autoplay = True
    w.start_game(game, config)
    shown: list[QDialog] = []

    def grab_summary(event) -> None:
        QTimer.singleShot(150, lambda: shown.append(w._summary))

    w.controller.round_ended.connect(grab_summary)
    w.controller.autoplay = True
    w.controller.round_ended.disconnect(w._on_round_ended)

    def show_summary(event) -> None:
        from phase10_desktop.app.round_summary import RoundSummaryDialog

        dialog = RoundSummaryDialog(event, game.names, game.rules, w, card_art=w.art)
        dialog.show()
        w._summary = dialog

    w.controller.round_ended.connect(show_summary)
    loop = QEventLoop()
    w.controller.round_ended.connect(lambda e: QTimer.singleShot(300, loop.quit))
    QTimer.singleShot(60000, loop.quit)
    loop.exec()
    save(w, "table_round_summary.png", w._summary)
    w._summary.close()
    w.close()

    # 5. game over
    game = Game.new(3, seed=5, names=names[:3], rules=config.rules)
    while not game.game_over:
        game.apply(simple_policy(game, game.legal_actions()))
    w = window()
    cfg3 = GameConfig(seats[:3], seed=5)
    w.start_game(game, cfg3)
    wait(500)
    from phase10_desktop.app.game_over import GameOverDialog
    from phase10_desktop.engine import GameEnded

    dialog = GameOverDialog(
        game, GameEnded(game.winner, f"{game.names[game.winner]} completed the final phase"), w
    )
    dialog.show()
    wait(200)
    save(w, "table_game_over.png", dialog)
    dialog.close()
    w.close()
    app.quit()


if __name__ == "__main__":
    main()
