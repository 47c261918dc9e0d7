"""Render the table in each translated language (offscreen, deterministic deals).

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screens/make_language_screens.py
    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screens/make_language_screens.py \
        --dialogs /tmp/shots      # also the dialogs, per language, for a translator's review

Writes docs/screens/table_es.png, table_hr.png and table_ar.png (light theme): a
real MainWindow in the middle of a round, with phases laid on the table, the
player's cards sorted into the lay-down slots and the move log filled, so the
longest translated texts (badges, slot labels, status line, side panel) are all
on screen. Arabic must read right to left. With ``--dialogs DIR`` it also writes
the new-game, settings, round-summary, score-sheet, game-over and rules windows
in every language (``DIR/<lang>_<dialog>.png``); those are for checking, not
committed.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if os.environ["QT_QPA_PLATFORM"] == "offscreen":
    # a 1600×1000 screen, so a 1440×900 window opens with its side panel
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from make_table_screens import screen_config

    os.environ["QT_QPA_PLATFORM"] = screen_config(1600, 1000)
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
OUT = Path(__file__).resolve().parent
LANGUAGES = ("es", "hr", "ar")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--dialogs", type=Path, help="also write every dialog to this folder")
    parser.add_argument("--languages", default=",".join(LANGUAGES), help="comma-separated")
    args = parser.parse_args(argv)

    from PySide6.QtCore import QEventLoop, QSettings, Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QWidget

    from phase10_desktop.app.dialogs.game_over import GameOverDialog
    from phase10_desktop.app.dialogs.new_game_dialog import NewGameDialog
    from phase10_desktop.app.dialogs.round_summary import RoundSummaryDialog
    from phase10_desktop.app.dialogs.rules_window import RulesWindow
    from phase10_desktop.app.dialogs.score_sheet import ScoreSheetDialog
    from phase10_desktop.app.main_window import MainWindow
    from phase10_desktop.app.parts.i18n import install_translators
    from phase10_desktop.app.parts.settings import AppSettings, SettingsDialog
    from phase10_desktop.app.save_store import SaveStore
    from phase10_desktop.engine import Game, GameEnded, LayDown, RoundEnded
    from phase10_desktop.host.game_setup import GameConfig, SeatConfig
    from phase10_desktop.simulate import simple_policy

    app = QApplication.instance() or QApplication(sys.argv[:1])
    names = ("Sam", "Lucía", "Marko", "Amira")

    def wait(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def save(widget: QWidget, path: Path) -> None:
        widget.grab().save(str(path))
        print("wrote", path)

    def mid_round() -> Game:
        """Seed 42 played by the simple policy until two players have laid their phase."""
        game = Game.new(4, seed=42, names=names)
        while not game.game_over:
            laid = sum(1 for s in range(4) if game.laid[s])
            if laid >= 2 and game.turn == 0 and game.stage == "draw" and not game.laid[0]:
                break
            game.apply(simple_policy(game, game.legal_actions()))
        return game

    def finished(players: int, seed: int) -> tuple[Game, list]:
        game = Game.new(players, seed=seed, names=names[:players])
        events: list = []
        while not game.game_over:
            events += game.apply(simple_policy(game, game.legal_actions()))
        return game, events

    for lang in args.languages.split(","):
        install_translators(app, lang)
        tmp = Path(tempfile.mkdtemp(prefix=f"phase10-{lang}-"))
        settings = AppSettings(QSettings(str(tmp / "s.ini"), QSettings.Format.IniFormat))
        settings.reduce_motion = True
        settings.theme = "light"
        settings.player_name = names[0]
        seats = (
            SeatConfig(names[0], "normal", True),
            SeatConfig(names[1], "normal", False),
            SeatConfig(names[2], "hard", False),
            SeatConfig(names[3], "easy", False),
        )
        window = MainWindow(settings, SaveStore(tmp / "saves"))
        window.apply_settings()
        window.resize(1440, 900)
        window.show()
        game = mid_round()
        window.start_game(game, GameConfig(seats, seed=42))
        wait(200)
        QTest.keyClick(window.view, Qt.Key.Key_D)  # draw, as a player would
        window.model.sort_hand("number")
        lay = next((a for a in game.legal_actions() if isinstance(a, LayDown)), None)
        if lay is not None:
            for i, group in enumerate(lay.groups):
                window.model.stage_cards(list(group.cards), i)
        wait(300)
        window.show_hint()  # the longest line of the status bar
        wait(100)
        save(window, OUT / f"table_{lang}.png")

        if args.dialogs is not None:
            args.dialogs.mkdir(parents=True, exist_ok=True)
            played, events = finished(4, 1)
            third = [e for e in events if isinstance(e, RoundEnded)][2]
            ended = next(e for e in events if isinstance(e, GameEnded))
            dialogs = {
                "new_game": NewGameDialog(settings, window),
                "settings": SettingsDialog(settings, window),
                "round_summary": RoundSummaryDialog(third, played.names, played.rules, window),
                "score_sheet": ScoreSheetDialog(played, window),
                "game_over": GameOverDialog(played, ended, window),
                "rules": RulesWindow(window),
            }
            for name, dialog in dialogs.items():
                dialog.show()
                wait(100)
                save(dialog, args.dialogs / f"{lang}_{name}.png")
                dialog.close()
        window.close()
    install_translators(app, "en")
    return 0


if __name__ == "__main__":
    sys.exit(main())
