"""Render the table screenshots shown in README (offscreen, seeded deals).

    .venv/bin/python docs/screens/make_table_screens.py

Writes, into docs/screens/:
  table_start.png          a new game, just dealt (1440×900)
  table_midround.png       mid-round, a bot's discard in flight to the pile (1440×900)
  table_drag.png           a drag in progress, the legal targets lit
  table_dark_settings.png  the dark theme with Settings open
  table_1024_es.png        1024×640 in Spanish
  table_200.png            200 % scale on a 1600×1000 screen (800×500 logical pixels)
  table_round_summary.png  a round's summary: the seed revealed, replay and coach buttons
  table_game_over.png      the result
Each is a real MainWindow driven the way a player would, not a mock-up. The 200 %
shot runs in a child process (the scale factor is fixed when Qt starts).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
OUT = Path(__file__).resolve().parent
NAMES = ("Sam", "Lucía", "Marko", "Amira")


def screen_config(width: int, height: int) -> str:
    """An offscreen screen of the given size (Qt's offscreen plugin reads it from JSON)."""
    path = Path(tempfile.mkdtemp(prefix="phase10-screen-")) / "screen.json"
    screen = {"name": "shot", "x": 0, "y": 0, "width": width, "height": height}
    path.write_text(json.dumps({"screens": [{**screen, "logicalDpiX": 96, "logicalDpiY": 96}]}))
    return f"offscreen:configfile={path}"


class Shots:
    def __init__(self, language: str = "en") -> None:
        from PySide6.QtCore import QSettings
        from PySide6.QtWidgets import QApplication

        from phase10_desktop.app.parts.i18n import install_translators
        from phase10_desktop.app.parts.settings import AppSettings

        self.app = QApplication.instance() or QApplication([])
        install_translators(self.app, language)
        self.tmp = Path(tempfile.mkdtemp(prefix="phase10-shots-"))
        self.settings = AppSettings(QSettings(str(self.tmp / "s.ini"), QSettings.Format.IniFormat))
        self.settings.reduce_motion = True
        self.settings.player_name = NAMES[0]

    def seats(self, n: int = 4):
        from phase10_desktop.host.game_setup import SeatConfig

        levels = ("normal", "normal", "hard", "easy")
        return tuple(SeatConfig(NAMES[i], levels[i], i == 0) for i in range(n))

    def window(self, size: tuple[int, int] | None = (1440, 900)):
        from phase10_desktop.app.main_window import MainWindow
        from phase10_desktop.app.save_store import SaveStore

        w = MainWindow(self.settings, SaveStore(self.tmp / "saves"))
        if size is not None:
            w.resize(*size)
        w.show()
        self.wait(50)
        return w

    def until(self, check, what: str, seconds: float = 60) -> None:
        """Let the event loop run until ``check()``; stop with a message if it never holds."""
        import time

        deadline = time.monotonic() + seconds
        while not check():
            if time.monotonic() > deadline:
                raise SystemExit(f"timed out waiting for {what}")
            self.wait(20)

    def wait(self, ms: int) -> None:
        from PySide6.QtCore import QEventLoop, QTimer

        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def save(self, widget, name: str, over=None) -> None:
        from PySide6.QtGui import QPainter

        image = widget.grab()
        if over is not None:
            shot = over.grab()
            painter = QPainter(image)
            x = (image.width() - shot.width()) // 2
            y = (image.height() - shot.height()) // 2
            painter.drawPixmap(x, y, shot)
            painter.end()
        image.save(str(OUT / name))
        print("wrote", OUT / name)


def midround_game(seed: int = 42):
    """A four-player game played forward until two phases lie on the table and a bot,
    Lucía, is about to draw."""
    from phase10_desktop.engine import Game
    from phase10_desktop.simulate import simple_policy

    game = Game.new(4, seed=seed, names=NAMES)
    while not game.game_over:
        laid = sum(1 for s in range(4) if game.laid[s])
        if laid >= 2 and game.turn == 1 and game.stage == "draw" and not game.laid[0]:
            return game
        game.apply(simple_policy(game, game.legal_actions()))
    raise SystemExit("the seeded game ended before the position wanted")


def your_turn(w) -> bool:
    """Whether the player is to move; a round that ended on the way is summed up and
    closed, as a player would click "Next round"."""
    from phase10_desktop.app.dialogs.round_summary import RoundSummaryDialog

    for dialog in w.findChildren(RoundSummaryDialog):
        if dialog.isVisible():
            dialog.accept()
    return w.model.human_to_move


def main_shots() -> None:
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    from phase10_desktop.engine import Discarded
    from phase10_desktop.host.game_setup import GameConfig

    s = Shots()
    config = GameConfig(s.seats(), seed=42)

    # 1. the start of a game, right after the deal
    w = s.window()
    w.new_game(config)
    s.wait(300)
    s.save(w, "table_start.png")
    w.close()

    # 2. mid-round, a bot's discard in flight (slow speed, motion on)
    s.settings.reduce_motion = False
    s.settings.animation_speed = 0.5
    w = s.window()
    flying: list[bool] = []

    def in_flight(move) -> None:
        if any(isinstance(e, Discarded) and e.seat != 0 for e in move.events) and not flying:
            flying.append(True)

    w.model.moved.connect(in_flight)
    w.start_game(midround_game(), config)
    s.until(lambda: bool(flying), "a bot's discard")
    s.wait(260)  # half way to the pile
    s.save(w, "table_midround.png")
    s.until(lambda: your_turn(w), "your turn")
    s.settings.reduce_motion = True
    w.apply_settings()

    # 3. a drag in progress: the legal targets light up
    QTest.keyClick(w.view, Qt.Key.Key_D)
    w.model.sort_hand("number")
    s.wait(100)
    hand = w.model.hand()
    card = hand[len(hand) // 2]
    vp = w.view.viewport()
    start = w.view.mapFromScene(w.scene.item(card).center())
    end = w.view.mapFromScene(w.scene.zone_rect(("discard",)).center()) + QPoint(0, 30)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 8):
        QTest.mouseMove(vp, start + (end - start) * (i / 7))
    s.wait(100)
    s.save(w, "table_drag.png")
    QTest.mouseRelease(
        vp,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        w.view.mapFromScene(w.scene.layout.zones.hand.center()),
    )
    s.wait(100)

    # 4. the dark theme, with Settings open
    from phase10_desktop.app.parts.settings import SettingsDialog

    s.settings.theme = "dark"
    w.apply_settings()
    dialog = SettingsDialog(s.settings, w)
    dialog.show()
    s.wait(200)
    s.save(w, "table_dark_settings.png", dialog)
    dialog.close()
    s.settings.theme = "light"
    w.apply_settings()
    w.close()

    # 5. a round's summary, over the final position of the round
    from phase10_desktop.app.dialogs.round_summary import RoundSummaryDialog

    w = s.window()
    w.conductor.autoplay = True
    ended: list = []
    w.model.round_ended.connect(ended.append)
    w.conductor.round_shown.disconnect(w._on_round_ended)
    w.new_game(GameConfig(s.seats(), seed=7))
    s.until(lambda: bool(ended), "the end of round 1")
    s.wait(400)
    v = w.model.view
    summary = RoundSummaryDialog(
        ended[0],
        v.names,
        v.rules,
        w,
        card_art=w.art,
        reveal=w.model.revealed,
        replayable=True,
    )
    summary.show()
    s.wait(200)
    s.save(w, "table_round_summary.png", summary)
    summary.close()
    w.close()

    # 6. game over
    from phase10_desktop.app.dialogs.game_over import GameOverDialog
    from phase10_desktop.engine import Game, GameEnded
    from phase10_desktop.simulate import simple_policy

    game = Game.new(3, seed=5, names=NAMES[:3])
    while not game.game_over:
        game.apply(simple_policy(game, game.legal_actions()))
    w = s.window()
    w.start_game(game, GameConfig(s.seats(3), seed=5))
    s.wait(300)
    over = GameOverDialog(
        game, GameEnded(game.winner, f"{game.names[game.winner]} completed the final phase"), w
    )
    over.show()
    s.wait(200)
    s.save(w, "table_game_over.png", over)
    over.close()
    w.close()


def small_shot(name: str, language: str, size: tuple[int, int] | None) -> None:
    """One mid-round table in a child process: a language, a window size, a scale."""
    from phase10_desktop.host.game_setup import GameConfig

    if language == "ar":
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance() or QApplication([])
        app.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    s = Shots(language)
    w = s.window(size)
    w.start_game(midround_game(), GameConfig(s.seats(), seed=42))
    s.until(lambda: your_turn(w), "your turn")
    w.input.key_action("draw")
    s.wait(300)
    s.save(w, name)
    w.close()


def main() -> None:
    if os.environ.get("QT_QPA_PLATFORM") == "offscreen":
        # a 1600×1000 screen, so a 1440×900 window opens with its side panel
        os.environ["QT_QPA_PLATFORM"] = screen_config(1600, 1000)
    if len(sys.argv) > 1 and sys.argv[1] == "--one":
        name, language, size = sys.argv[2], sys.argv[3], sys.argv[4]
        small_shot(name, language, None if size == "fit" else tuple(map(int, size.split("x"))))
        return
    main_shots()
    runs = [
        ("table_1024_es.png", "es", "1024x640", {}),
        ("table_200.png", "en", "fit", {"QT_SCALE_FACTOR": "2"}),
    ]
    for name, language, size, extra in runs:
        env = dict(os.environ, QT_QPA_PLATFORM=screen_config(1600, 1000), **extra)
        subprocess.run(
            [sys.executable, __file__, "--one", name, language, size], env=env, check=True
        )


if __name__ == "__main__":
    main()
