"""Screenshots of the table a player never fights (issue 31 B) under a real X server
with a window manager: run by ``shoot.sh``, which starts Xvfb and openbox first.

    docs/screens/table_b/shoot.sh 1024x640 skipped /tmp/skipped.png
    docs/screens/table_b/shoot.sh 1600x1000 skipped /tmp/skipped_200.png -- QT_SCALE_FACTOR=2
    docs/screens/table_b/shoot.sh 1440x900 panel /tmp/panel_ar.png --lang ar

Scenes (one window, the whole screen grabbed, title bar and all; moves are the
window's own, as the tests play them by mouse):
  skipped    you skip Marko (four players), then open Players and moves (B3, B7)
  round_end  you go out at a table of six: the hands face up under the plates' words,
             behind the round's summary (B4)
  run_slot   phase 2: 10, 8, 7, 9 picked into the run slot show 7 8 9 10 (B6)
  panel      a dealt game with Players and moves docked: the deck fingerprint, its
             "all 64 digits" link; ``--then-theme dark`` switches the theme and
             ``--then-lang ar`` the language live, as Settings does, before the shot
             (B8, B9)
  sound      the Options menu on a system without a sound player (B10)
  pass_and_play  the Pass and play dialog's name boxes (B5)
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

DATA = Path(tempfile.mkdtemp(prefix="phase10-table-shots-"))
os.environ["PHASE10_DATA_DIR"] = str(DATA / "data")
ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("scene")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--theme", default="light")
    parser.add_argument("--then-theme", default="")
    parser.add_argument("--then-lang", default="")
    args = parser.parse_args(argv)

    from PySide6.QtCore import QEventLoop, QSettings, QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from phase10_desktop.app.main_window import MainWindow
    from phase10_desktop.app.parts.i18n import install_translators
    from phase10_desktop.app.parts.settings import AppSettings
    from phase10_desktop.app.save_store import SaveStore
    from phase10_desktop.engine import Discard, Draw, Game, LayDown
    from phase10_desktop.host.game_setup import GameConfig, SeatConfig

    app = QApplication.instance() or QApplication(sys.argv[:1])
    install_translators(app, args.lang)

    def wait(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def wait_for(check, seconds: float = 30.0) -> None:
        end = time.monotonic() + seconds
        while not check():
            if time.monotonic() > end:
                raise SystemExit(f"{args.scene}: waited in vain")
            wait(30)

    def shoot(path: Path) -> None:
        wait(700)  # the window manager's frames and the last repaint
        QGuiApplication.primaryScreen().grabWindow(0).save(str(path))
        print("wrote", path, flush=True)

    qs = QSettings(str(DATA / "settings.ini"), QSettings.Format.IniFormat)
    settings = AppSettings(qs)
    settings.theme = args.theme
    settings.language = args.lang
    settings.muted = False
    settings.reduce_motion = True
    settings.player_name = "You"
    w = MainWindow(settings, SaveStore(DATA / "saves"))
    w.show()
    w.fit_to_screen()
    wait(400)

    def seats(names: list[str]) -> tuple:
        out = [SeatConfig(names[0], "normal", True)]
        return tuple(out + [SeatConfig(n, "normal", False) for n in names[1:]])

    def my_turn() -> bool:
        return w.model.human_to_move and not w.scene.animating

    def play(action) -> None:
        wait_for(my_turn)
        assert w.model.play(action) is None, action

    scene = args.scene
    if scene == "skipped":
        names = ["You", "Lucía", "Marko", "Amira"]
        game = Game.from_deal(
            ["S R3 B3 G3 Y5 R7 B9 G11 Y12 R2", "R1 B1", "G1 Y1", "B2 G2"],
            discard="Y3",
            draw="G4 B4 Y4 R4",
            dealer=3,
            names=names,
        )
        w.start_game(game, GameConfig(seats(names)))
        play(Draw("pile"))
        play(Discard(game.hands[0][0], 2))
        # held still before Lucía is asked, so Marko's Skip is still waiting in the picture
        w.conductor.set_paused(True)
        wait_for(lambda: game.pending_skip[2] and not w.scene.animating)
        w.controls.panel_button.click()
        wait_for(lambda: w.side_panel.isVisible())
        place = w.panel_place
        print("panel:", "drawn" if place.drawn else "docked", w.frameGeometry(), flush=True)
        shoot(args.out)
        w.conductor.set_paused(False)
    elif scene == "round_end":
        names = ["You", "Ada", "Bruno", "Chiara", "Dmitri", "Esra"]
        hands = [
            "R3 B3 G3 R5 B5 G5",
            "R1 B1 G2 Y4 R6 B7 G8 Y10 R11 B12",
            "G1 Y2 B4 R7 G7 Y8 B10 R12 G12 S",
            "Y1 R2 B6 G6 Y7 R8 B9 G10 Y11 W",
            "B2 G4 Y6 R9 B11",
            "R4 Y9 G11 B8 W W W",
        ]
        game = Game.from_deal(hands, discard="Y3", draw="Y12", dealer=5, names=names)
        ended: list[object] = []
        w.conductor.round_shown.connect(ended.append)
        w.start_game(game, GameConfig(seats(names)))
        play(Draw("pile"))
        play(next(a for a in game.legal_actions() if isinstance(a, LayDown)))
        play(Discard(game.hands[0][0]))
        wait_for(lambda: bool(ended) and QApplication.activeModalWidget() is not None)
        summary = QApplication.activeModalWidget()
        # the summary aside, to the window's lower edge, so the plates show above it
        frame = w.geometry()
        summary.move(summary.x(), max(frame.top(), frame.bottom() - summary.height()))
        shoot(args.out)
        summary.reject()
    elif scene == "run_slot":
        game = Game.from_deal(
            ["R10 B8 G7 Y9 R3 B3 G3 W Y12", "R1 R2 B2 G5 Y6 B6 G11 Y11 R12"],
            discard="G5",
            draw="G1",
            dealer=1,
            phases=[2, 1],
            names=["You", "Ada"],
        )
        w.start_game(game, GameConfig(seats(["You", "Ada"])))
        play(Draw("pile"))
        wait_for(my_turn)
        arrangement = w.model.arrangement
        picked = [next(c for c in w.model.hand() if c.face == f) for f in ("R10", "B8", "G7", "Y9")]
        arrangement.stage(picked, 1, None)
        w.model.arranged()
        wait_for(lambda: not w.scene.animating)
        shoot(args.out)
    elif scene == "panel":
        names = ["You", "Lucía", "Marko", "Amira"]
        w.start_game(GameConfig(seats(names), seed=7).new_game(), GameConfig(seats(names), seed=7))
        wait_for(my_turn)
        w.panel_place.set_shown(True)
        wait_for(lambda: w.side_panel.isVisible() and w.deal_label.isVisible())
        if args.then_theme:
            w.settings.theme = args.then_theme
            w.apply_settings()
        if args.then_lang:
            w.settings.language = args.then_lang
            w.switch_language(args.then_lang)
        shoot(args.out)
    elif scene == "sound":
        names = ["You", "Lucía", "Marko", "Amira"]
        w.start_game(GameConfig(seats(names), seed=7).new_game(), GameConfig(seats(names), seed=7))
        wait_for(my_turn)
        menu = w.menus.options_menu
        QTimer.singleShot(0, lambda: menu.popup(w.mapToGlobal(w.menuBar().geometry().bottomLeft())))
        wait_for(lambda: menu.isVisible())
        shoot(args.out)
        menu.hide()
    elif scene == "pass_and_play":
        from phase10_desktop.app.dialogs.pass_and_play import PassAndPlayDialog

        dialog = PassAndPlayDialog("Ana", w)
        dialog.show()
        wait_for(lambda: dialog.isVisible())
        shoot(args.out)
        dialog.reject()
    else:
        raise SystemExit(f"unknown scene {scene}")
    w.close()  # stops the bot thread
    return 0


if __name__ == "__main__":
    sys.exit(main())
