"""Render the Statistics and "How did I play?" windows to PNG files in this folder.

Run from the repository root (about a minute: it plays the games first):

    .venv/bin/python docs/screens/make_stats_screens.py
    .venv/bin/python docs/screens/make_stats_screens.py --language en --theme light --scale 1

The first writes ``statistics_ar_dark.png`` and ``coach_ar_dark.png`` (Arabic, dark
theme, 200% scale: the hardest case for layout), the second ``statistics.png`` and
``coach.png``. The windows are 1024×640 logical pixels. The statistics come from
a temporary database of three dozen seeded games between bots (a Normal bot in
the player's seat against Easy, Normal and Hard opponents, two to four players,
dated over three months, a few marked as practice); the coach looks at a seeded
round in which an Easy bot sits in the player's seat, so it has mistakes to
point at. Rerunning reproduces the same pictures.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from datetime import datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))
NAMES = ("Sam", "Lucía", "Marko", "Amira")
GAMES = 36


def _seeded_store(folder: Path):  # -> StatsStore
    from phase10_desktop.bots import HardBot, make_bot, play_game
    from phase10_desktop.engine import Game, RuleSet
    from phase10_desktop.stats import StatsStore, result_of

    store = StatsStore(folder / "statistics.sqlite3")
    start = datetime(2025, 9, 1, 20, 0).astimezone()
    levels = ("easy", "normal", "hard")
    for i in range(GAMES):
        players = 2 + i % 3
        level = levels[(i // 3) % 3]
        rules = RuleSet(phases="first:5") if i % 7 == 6 else RuleSet()
        game = Game.new(players, seed=5000 + i, rules=rules, names=NAMES[:players])
        bots = [make_bot("normal", 100 + i)]
        for s in range(1, players):
            if level == "hard":
                bots.append(HardBot(s, samples=16, time_budget=None, cooperative=False))
            else:
                bots.append(make_bot(level, s))
        play_game(game, bots)
        when = (start + timedelta(days=2.5 * i, hours=i % 5)).isoformat(timespec="seconds")
        practice = i % 11 == 10
        result = result_of(
            game, [None, *(level,) * (players - 1)], 0, practice=practice, played_at=when
        )
        store.record(result)
    return store


def _coach_moves():  # -> list[tuple[PlayerView, Action]]
    from phase10_desktop.bots import make_bot, safe_choose
    from phase10_desktop.engine import Game, RoundEnded

    game = Game.new(4, seed=2, names=NAMES)
    bots = [make_bot("easy", 0), *(make_bot("normal", s) for s in range(1, 4))]
    moves = []
    while True:
        view = game.view(game.turn)
        action = safe_choose(bots[game.turn], view)
        if game.turn == 0:
            moves.append((view, action))
        if any(isinstance(e, RoundEnded) for e in game.apply(action)):
            return moves


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--language", default="ar", help="en, es, hr or ar (default ar)")
    parser.add_argument("--theme", default="dark", choices=("light", "dark"))
    parser.add_argument("--scale", default="2", help="QT_SCALE_FACTOR (default 2)")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["QT_SCALE_FACTOR"] = args.scale  # before the application exists

    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QApplication, QWidget

    from phase10_desktop.app.dialogs.coach_window import CoachWindow
    from phase10_desktop.app.dialogs.stats_window import StatsWindow
    from phase10_desktop.app.parts.i18n import install_translators
    from phase10_desktop.presentation.theme import apply_palette

    app = QApplication.instance() or QApplication(sys.argv[:1])
    apply_palette(app, args.theme)
    install_translators(app, args.language)
    suffix = "" if (args.language, args.theme) == ("en", "light") else f"_{args.language}"
    suffix += "_dark" if args.theme == "dark" else ""

    def save(widget: QWidget, name: str) -> None:
        widget.resize(1024, 640)
        widget.show()
        app.processEvents()
        path = HERE / f"{name}{suffix}.png"
        widget.grab().save(str(path))
        print(f"wrote {path.relative_to(HERE.parent.parent)}")
        widget.close()

    with tempfile.TemporaryDirectory() as tmp:
        save(StatsWindow(_seeded_store(Path(tmp))), "statistics")

    coach = CoachWindow(_coach_moves())
    loop = QEventLoop()
    coach.analysed.connect(loop.quit)
    coach.show()
    loop.exec()
    save(coach, "coach")
    return 0


if __name__ == "__main__":
    sys.exit(main())
