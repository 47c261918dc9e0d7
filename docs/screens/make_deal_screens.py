"""Render the fair-deal windows to PNG files in this folder (docs/screens/).

Run from the repository root:

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screens/make_deal_screens.py

Writes the Replay window (a round near its end, every hand face up) and the cut
dialog, each in English on the light theme (replay.png, cut_deck.png), on the dark
theme (…_dark.png), in Arabic, right to left (…_ar.png), and at 200% scale on the
dark theme (…_2x.png, rendered by a second run of this script with
QT_SCALE_FACTOR=2, which must be set before Qt starts). ``--out DIR`` writes
elsewhere (for a look at 1440×900 with ``--size 1440x900``, say). Seeded game and
fixed commitment: rerunning reproduces the same pictures.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
HERE = Path(__file__).resolve().parent
NAMES = ["Sam", "Lucía", "Marko", "Amira"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--out", type=Path, default=HERE)
    parser.add_argument("--size", default="1024x640", help="window size, WIDTHxHEIGHT")
    parser.add_argument("--only", choices=("scaled",), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    width, height = (int(x) for x in args.size.split("x"))

    from PySide6.QtWidgets import QApplication, QWidget

    from phase10_desktop.app.dialogs.cut_dialog import CutDialog
    from phase10_desktop.app.dialogs.replay_window import ReplayWindow
    from phase10_desktop.app.parts.i18n import install_translators, remove_translators
    from phase10_desktop.engine import Game
    from phase10_desktop.presentation.theme import apply_palette
    from phase10_desktop.simulate import simple_policy

    app = QApplication.instance() or QApplication(sys.argv[:1])
    game = Game.new(4, seed=42, names=NAMES, deal=False)
    while game.round_no < 3 or game.stage != "deal":
        if game.stage == "deal":
            game.deal(f"cut by {NAMES[0]}, round {game.round_no}")
        else:
            game.apply(simple_policy(game, game.legal_actions()))
    commitment = game.commitment

    def save(widget: QWidget, name: str, w: int, h: int) -> None:
        widget.resize(w, h)
        widget.show()
        for _ in range(3):
            app.processEvents()
        path = args.out / name
        widget.grab().save(str(path))
        print(f"wrote {path}")
        widget.close()

    def replay(name: str) -> None:
        window = ReplayWindow(game.record, 2)
        window.show_step(len(window.frames) - 3)  # late in the round: groups laid, hits
        save(window, name, width, height)

    def cut(name: str) -> None:
        dialog = CutDialog(3, commitment)
        dialog.cut_edit.setText("Lucía's lucky cut")
        save(dialog, name, 560, dialog.sizeHint().height())

    args.out.mkdir(parents=True, exist_ok=True)
    if args.only == "scaled":
        apply_palette(app, "dark")
        replay("replay_2x.png")
        cut("cut_deck_2x.png")
        return 0
    for theme, suffix in (("light", ""), ("dark", "_dark")):
        apply_palette(app, theme)
        replay(f"replay{suffix}.png")
        cut(f"cut_deck{suffix}.png")
    apply_palette(app, "light")
    install_translators(app, "ar")
    replay("replay_ar.png")
    cut("cut_deck_ar.png")
    remove_translators(app)
    env = dict(os.environ, QT_SCALE_FACTOR="2")
    command = [sys.executable, __file__, "--only", "scaled", "--out", str(args.out)]
    subprocess.run([*command, "--size", args.size], env=env, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
