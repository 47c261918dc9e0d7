"""Screenshots of playing together (issue 29) under a real X server with a window
manager: run by ``shoot.sh``, which starts Xvfb and openbox first.

    docs/screens/together/shoot.sh 1440x900 clock           # one scene, English, light
    docs/screens/together/shoot.sh 1024x640 host_gone --lang ar --theme dark --players 6

Scenes (each a table server started in this process, on 127.0.0.1 only, and real
app windows; the whole screen is grabbed, title bars and all):
  clock         Ana's turn at a table with a turn timer: the countdown under the table
  back_to_seat  the start after Ben's app was killed at Ana's table: the offer to go
                back to his seat (then, ``back_to_seat_after``, back at the table)
  host_gone     Ana ended her table: Ben's window says so at once, in a dialog
  play_again    the game is over at Ana's table: Ben's offer to play again
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ["PHASE10_HOST_BIND"] = "127.0.0.1"
os.environ["PHASE10_MDNS_INTERFACES"] = "127.0.0.1"
DATA = Path(tempfile.mkdtemp(prefix="phase10-together-shots-"))
os.environ["PHASE10_DATA_DIR"] = str(DATA / "data")
ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("scene")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--theme", default="light")
    parser.add_argument("--players", type=int, default=3)
    args = parser.parse_args(argv)

    from PySide6.QtCore import QEventLoop, QSettings, QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from phase10_desktop.app.i18n import install_translators
    from phase10_desktop.app.main_window import MainWindow
    from phase10_desktop.app.play_together import start_hosting
    from phase10_desktop.app.save_store import SaveStore
    from phase10_desktop.app.seats.remote import RemoteSeat
    from phase10_desktop.app.settings import AppSettings

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
        wait(600)  # the window manager's frames and the last repaint
        screen = QGuiApplication.primaryScreen()
        screen.grabWindow(0).save(str(path))
        print("wrote", path, flush=True)

    made: list[MainWindow] = []

    def window(name: str) -> MainWindow:
        folder = DATA / name
        folder.mkdir(parents=True, exist_ok=True)
        qs = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
        settings = AppSettings(qs)
        settings.theme = args.theme
        settings.muted = True
        settings.reduce_motion = True
        settings.player_name = name
        w = MainWindow(settings, SaveStore(folder / "saves"))
        made.append(w)
        w.show()
        room = (w.screen() or QGuiApplication.primaryScreen()).availableGeometry()
        w.resize(room.width(), room.height())
        w.fit_to_screen()
        wait(300)
        return w

    def seated(url: str, sit) -> RemoteSeat:
        seat = RemoteSeat(url)
        seat.connect_to_server().result(10)
        sit(seat).result(10)
        return seat

    players = max(2, min(6, args.players))
    hosting = start_hosting(DATA / "tables", port=0)
    url = f"ws://127.0.0.1:{hosting.port}"
    timer = 60 if args.scene == "clock" else None
    out = args.out

    if args.scene == "clock":
        a = window("Ana")
        ana = seated(url, lambda s: s.create("Ana", players, bots=["easy"] * 5, turn_seconds=timer))
        a.play_remote(ana, hosting)
        if players > 2:
            seated(url, lambda s: s.join(ana.code, "Ben"))  # Ben is here, at another screen
        ana.start().result(10)
        # Ana's turn, or Ben's at his screen (he is slow: the clock counts his down)
        wait_for(lambda: a.table_banner.clock_label.isVisible() and not a.scene.animating, 60)
        wait(2500)  # the clock counts down a little
        shoot(out)
        a.end_visit()
    elif args.scene in ("back_to_seat", "back_to_seat_after"):
        from phase10_desktop.app.main import resume_or_start

        ana = seated(url, lambda s: s.create("Ana", players, bots=["easy"] * 5))
        b = window("Ben")
        ben = seated(url, lambda s: s.join(ana.code, "Ben"))
        b.play_remote(ben)
        ana.start().result(10)
        wait_for(lambda: ben.opened_game and bool(b.model.view and b.model.view.hand))
        ben.lose_connection()  # the app is killed
        b.hide()
        again = window("Ben")
        shots: list[int] = []

        def at_question() -> None:
            modal = QApplication.activeModalWidget()
            if modal is None or modal.objectName() != "backToTableQuestion":
                QTimer.singleShot(50, at_question)
                return
            if args.scene == "back_to_seat":
                shoot(out)
                shots.append(1)
            go = [b for b in modal.buttons() if modal.buttonRole(b) == modal.ButtonRole.AcceptRole]
            go[0].click()

        QTimer.singleShot(0, at_question)
        import argparse as ap

        resume_or_start(again, again.store, again.settings, ap.Namespace(new_game=False))
        if args.scene == "back_to_seat_after":
            wait_for(lambda: again.seat.opened_game, 20)
            wait(1500)
            shoot(out)
        again.end_visit()
    elif args.scene == "host_gone":
        a = window("Ana")
        ana = seated(url, lambda s: s.create("Ana", players, bots=["easy"] * 5))
        a.play_remote(ana, hosting)
        b = window("Ben")
        ben = seated(url, lambda s: s.join(ana.code, "Ben"))
        b.play_remote(ben)
        ana.start().result(10)
        wait_for(lambda: ben.opened_game and bool(b.model.view and b.model.view.hand))
        a.hide()
        a.end_visit("the host quit Phase 10 Desktop")
        wait_for(lambda: b.visit is not None and b.visit.gone_dialog is not None, 20)
        b.activateWindow()
        shoot(out)
        b.end_visit()
    else:
        raise SystemExit(f"unknown scene {args.scene}")
    hosting.end("the screenshots are taken")
    for w in list(made):
        w.end_visit()
        w.close()  # stops each window's bot thread
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
