"""Render the game's dialogs to PNG files in this folder (docs/screens/).

Run from the repository root:

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screens/make_dialog_screens.py

Every picture comes from a seeded game played by the simple policy, so
rerunning the script reproduces the same dialogs; a diff shows only real
changes of look or wording.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if os.environ["QT_QPA_PLATFORM"] == "offscreen":
    # a 1600×1000 screen: the dialogs open as on a desktop (New game in two columns)
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from make_table_screens import screen_config

    os.environ["QT_QPA_PLATFORM"] = screen_config(1600, 1000)

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QDialog

from phase10_desktop.app.dialogs.game_over import GameOverDialog
from phase10_desktop.app.dialogs.new_game_dialog import NewGameDialog
from phase10_desktop.app.dialogs.round_summary import RoundSummaryDialog
from phase10_desktop.app.dialogs.rules_window import RulesWindow
from phase10_desktop.app.dialogs.score_sheet import ScoreSheetDialog
from phase10_desktop.app.parts.settings import AppSettings, SettingsDialog
from phase10_desktop.engine import Game, GameEnded, RoundEnded, RuleSet
from phase10_desktop.simulate import simple_policy

HERE = Path(__file__).resolve().parent
NAMES = ["Sam", "Lucía", "Marko", "Amira"]


def _played(players: int, seed: int, rules: RuleSet, names: list[str]) -> tuple[Game, list]:
    game = Game.new(players, seed=seed, rules=rules, names=names)
    events: list = []
    while not game.game_over:
        events += game.apply(simple_policy(game, game.legal_actions()))
    return game, events


def _save(dialog: QDialog, name: str) -> None:
    dialog.show()
    QApplication.processEvents()
    path = HERE / name
    dialog.grab().save(str(path))
    print(f"wrote {path.relative_to(HERE.parent.parent)}")
    dialog.close()


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as tmp:
        settings = AppSettings(QSettings(str(Path(tmp) / "s.ini"), QSettings.Format.IniFormat))
        settings.player_name = NAMES[0]
        _save(NewGameDialog(settings), "new_game.png")
        _save(SettingsDialog(settings), "settings.png")

    game, events = _played(4, 1, RuleSet(), NAMES)
    third_round = [e for e in events if isinstance(e, RoundEnded)][2]
    _save(RoundSummaryDialog(third_round, game.names, game.rules), "round_summary.png")
    _save(ScoreSheetDialog(game), "score_sheet.png")
    ended = next(e for e in events if isinstance(e, GameEnded))
    _save(GameOverDialog(game, ended), "game_over.png")

    # Six players, five phases: two players tie and a tie-break round decides (R8.3).
    tied, tied_events = _played(6, 32, RuleSet(phases="first:5"), [*NAMES, "Oliver", "Noor"])
    tied_end = next(e for e in tied_events if isinstance(e, GameEnded))
    _save(GameOverDialog(tied, tied_end), "game_over_tiebreak.png")

    _save(RulesWindow(), "rules.png")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
