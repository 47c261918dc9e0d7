"""Screenshots of playing together (issue 29) under a real X server with a window
manager: run by ``shoot.sh``, which starts Xvfb and openbox first.

    docs/screens/together/shoot.sh 1440x900 clock           # one scene, English, light
    docs/screens/together/shoot.sh 1024x640 host_gone --lang ar --theme dark --players 6

The pictures beside this script were made so (1440×900, ``--players 3``; clock_ar_dark
with ``--players 6 --lang ar --theme dark``; whole_game_end.png at 2880×900).

Scenes (each a table server started in this process, on 127.0.0.1 only, and real
app windows; the whole screen is grabbed, title bars and all):
  clock         Ana's turn at a table with a turn timer: the countdown under the table
  back_to_seat  the start after Ben's app was killed at Ana's table: the offer to go
                back to his seat (then, ``back_to_seat_after``, back at the table)
  host_gone     Ana ended her table: Ben's window says so at once, in a dialog
  play_again    Ana played again at her table: Ben's offer to play or leave
  game_over_host the game is over at Ana's table: her result offers Play again
  whole_game    Ana and Ben play a whole game side by side, every move by mouse
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

    from phase10_desktop.app.main_window import MainWindow
    from phase10_desktop.app.parts.i18n import install_translators
    from phase10_desktop.app.parts.settings import AppSettings
    from phase10_desktop.app.save_store import SaveStore
    from phase10_desktop.app.seats.remote import RemoteSeat
    from phase10_desktop.app.together.play_together import start_hosting

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
    elif args.scene in ("join_list", "leave_question", "watching", "host_busy"):
        dialogs(args, hosting, url, window, seated, wait, wait_for, shoot, players)
    elif args.scene in ("play_again", "game_over_host"):
        play_again(args, hosting, url, window, seated, wait, wait_for, shoot, players)
    elif args.scene == "whole_game":
        whole_game(args, hosting, url, window, seated, wait, wait_for, shoot)
    else:
        raise SystemExit(f"unknown scene {args.scene}")
    hosting.end("the screenshots are taken")
    for w in list(made):
        w.end_visit()
        w.close()  # stops each window's bot thread
    return 0


def dialogs(args, hosting, url, window, seated, wait, wait_for, shoot, players) -> None:
    """The smaller dialogs of a stay at a table.

    join_list       Ben's Join a table: his seat at Ana's table (in play, with a password)
                    offered as "Back to your seat", and Cleo's table in its lobby
    leave_question  Ana, hosting a game in play, chose Game → Leave table
    watching        Dan joined Ana's table after its start: he is told he watches
    host_busy       Ana pressed Host: the dialog says it is opening the table
    """
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from phase10_desktop.app.together.play_together import JoinDialog, kept_seats

    def when_up(name: str, act) -> None:
        def poll() -> None:
            modal = QApplication.activeModalWidget()
            if modal is not None and modal.objectName() == name:
                act(modal)
            else:
                QTimer.singleShot(40, poll)

        QTimer.singleShot(0, poll)

    if args.scene == "host_busy":
        a = window("Ana")

        def busy(dialog) -> None:
            def grab_when_busy() -> None:
                if dialog.busy_label.isVisible():
                    shoot(args.out)
                else:
                    QTimer.singleShot(5, grab_when_busy)

            QTimer.singleShot(0, grab_when_busy)
            dialog.ok_button.click()

        when_up("HostDialog", busy)
        when_up("LobbyDialog", lambda d: d.reject())
        a.menus.host_table()
        return
    ana = seated(url, lambda s: s.create("Ana", players, bots=["easy"] * 5, password="tuesday"))
    from phase10_desktop.net.discovery import Advertiser

    ad = Advertiser(
        "Ana's table", "127.0.0.1", hosting.port, ana.code, players - 1,
        interfaces=["127.0.0.1"], locked=True,
    )  # fmt: skip
    if args.scene == "join_list":
        b = window("Ben")
        ben = seated(url, lambda s: s.join(ana.code, "Ben", "tuesday"))
        b.play_remote(ben)
        wait_for(lambda: ben.table is not None)
        b.leave_table()  # Ben left the table (back to a game here); his seat stays kept
        ana.start().result(10)
        ad.update(0, "playing")
        cleo = seated(url, lambda s: s.create("Cleo", 4))
        ad2 = Advertiser(
            "Cleo's table", "127.0.0.1", hosting.port, cleo.code, 3, interfaces=["127.0.0.1"]
        )
        dialog = JoinDialog("Ben", b, kept=kept_seats(DATA / "data"))
        dialog.show()
        wait_for(lambda: dialog.found.count() >= 2, 30)
        wait(1500)
        dialog.found.setCurrentRow(0)
        shoot(args.out)
        dialog.reject()
        ad2.close()
    elif args.scene == "leave_question":
        a = window("Ana")
        a.play_remote(ana, hosting)
        ben = seated(url, lambda s: s.join(ana.code, "Ben", "tuesday"))
        ana.start().result(10)
        wait_for(lambda: ana.opened_game, 20)
        when_up("leaveTableQuestion", lambda d: (shoot(args.out), d.reject()))
        a.leave_table(ask=True)
        ben.close()
    else:
        ana.start().result(10)
        d = window("Dan")
        dan = seated(url, lambda s: s.join(ana.code, "Dan", "tuesday"))
        d.play_remote(dan)
        wait_for(lambda: d.visit is not None and d.visit._told_watching, 20)
        wait(1000)
        shoot(args.out)
        d.end_visit()
    ad.close()


def play_again(args, hosting, url, window, seated, wait, wait_for, shoot, players) -> None:
    """A short game (phase 1 only) at Ana's table; Ben's window fills the screen (Ana's
    is hidden, her moves sent as they are). ``game_over_host``: Ana's result with Play
    again, her window shown; ``play_again``: once she clicks it, Ben's offer."""
    sys.path.insert(0, str(ROOT / "tests" / "app"))
    from PySide6.QtCore import Qt
    from together_helpers import play_by_mouse

    from phase10_desktop.app.dialogs.game_over import GameOverDialog
    from phase10_desktop.app.dialogs.round_summary import RoundSummaryDialog
    from phase10_desktop.bots.registry import make_bot
    from phase10_desktop.engine import RuleSet

    person = Person(wait)
    a = window("Ana")
    rules = RuleSet(phases="first:1").to_dict()
    ana = seated(url, lambda s: s.create("Ana", players, bots=["easy"] * 5, rules=rules))
    a.play_remote(ana, hosting)
    b = window("Ben")
    ben = seated(url, lambda s: s.join(ana.code, "Ben"))
    b.play_remote(ben)
    (a if args.scene == "play_again" else b).hide()
    ana.start().result(10)
    wait_for(lambda: ana.opened_game and ben.opened_game, 30)
    bots = {a: make_bot("normal", 3), b: make_bot("normal", 4)}

    def shown(w, kind) -> list:
        return [d for d in w.findChildren(kind) if d.isVisible() or not w.isVisible()]

    end = time.monotonic() + 600
    while not all(any(d.isVisible() for d in w.findChildren(GameOverDialog)) for w in (a, b)):
        if time.monotonic() > end:
            raise SystemExit("the game did not end")
        for w in (a, b):
            for d in w.findChildren(RoundSummaryDialog):
                if d.isVisible():
                    person.mouseClick(d.next_button, Qt.MouseButton.LeftButton)
            m = w.model
            if m.human_to_move and not w.scene.animating:
                action = bots[w].choose(m.view)
                if w.isVisible():
                    play_by_mouse(person, w, action)
                else:
                    m.play(action)
        wait(15)
    if args.scene == "game_over_host":
        for d in b.findChildren(GameOverDialog):  # Ben's, his window hidden: not in the shot
            d.hide()
        shoot(args.out)
        return
    (over,) = [d for d in a.findChildren(GameOverDialog) if d.isVisible()]
    person.mouseClick(over.again_button, Qt.MouseButton.LeftButton)
    wait_for(lambda: b.visit.offer is not None and b.visit.offer.isVisible(), 20)
    wait(1500)  # the new game's deal under the offer
    shoot(args.out)


class Person:
    """What the tests' mouse helpers ask of pytest-qt's ``qtbot``, outside a test: mouse
    clicks and drags through QTest, waits through the event loop."""

    def __init__(self, wait) -> None:
        self._wait = wait

    def waitUntil(self, check, timeout: int = 5000) -> None:
        end = time.monotonic() + timeout / 1000
        while not check():
            if time.monotonic() > end:
                raise TimeoutError("waited in vain")
            self._wait(10)

    def wait(self, ms: int) -> None:
        self._wait(ms)

    def mouseClick(self, widget, button, modifier=None, pos=None) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        modifier = modifier or Qt.KeyboardModifier.NoModifier
        if pos is None:
            QTest.mouseClick(widget, button, modifier)
        else:
            QTest.mouseClick(widget, button, modifier, pos)


def whole_game(args, hosting, url, window, seated, wait, wait_for, shoot) -> None:
    """Ana and Ben play a whole game at Ana's table, side by side on one screen, every
    move made by mouse (a Normal bot chooses it, the mouse makes it), every round's
    summary closed by clicking it; a shot of the screen at each round's end and at the
    game's end, and a log of what happened in OUT's folder."""
    sys.path.insert(0, str(ROOT / "tests" / "app"))
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication
    from together_helpers import play_by_mouse

    from phase10_desktop.bots.registry import make_bot

    person = Person(wait)
    room = QGuiApplication.primaryScreen().availableGeometry()
    half = room.width() // 2
    a = window("Ana")
    ana = seated(url, lambda s: s.create("Ana", 2))
    a.play_remote(ana, hosting)
    b = window("Ben")
    ben = seated(url, lambda s: s.join(ana.code, "Ben"))
    b.play_remote(ben)
    for w, x in ((a, 0), (b, half)):
        w.resize(half, room.height())
        w.move(room.x() + x, room.y())
    ana.start().result(10)
    wait_for(lambda: ana.opened_game and ben.opened_game, 30)
    bots = {a: make_bot("normal", 11), b: make_bot("normal", 12)}
    out = args.out
    log = (out.parent / f"{out.stem}.log").open("w", encoding="utf-8")
    moves = mouse = 0
    shots = 0
    started = time.monotonic()
    from phase10_desktop.app.dialogs.game_over import GameOverDialog
    from phase10_desktop.app.dialogs.round_summary import RoundSummaryDialog

    def shown(w, kind) -> list:
        return [d for d in w.findChildren(kind) if d.isVisible()]

    while True:
        if all(shown(w, GameOverDialog) for w in (a, b)):
            break
        summaries = [d for w in (a, b) for d in shown(w, RoundSummaryDialog)]
        if len(summaries) == 2:
            shots += 1
            shoot(out.parent / f"{out.stem}_round{shots:02d}.png")
            for d in summaries:
                person.mouseClick(d.next_button, Qt.MouseButton.LeftButton)
            wait(200)
            continue
        for w in (a, b):
            m = w.model
            if m.human_to_move and not w.scene.animating:
                action = bots[w].choose(m.view)
                moves += 1
                mouse += play_by_mouse(person, w, action)
        wait(15)
        if time.monotonic() - started > 3600:
            raise SystemExit("the game did not end within an hour")
    shoot(out)
    for w in (a, b):
        v = w.model.view
        print(w.windowTitle(), "|", v.names, v.scores, v.phase_no, file=log)
        print("\n".join(w.move_log_model.lines()[-12:]), file=log)
    print(
        f"moves {moves}, by mouse {mouse}, rounds {shots}, {time.monotonic() - started:.0f} s",
        file=log,
    )
    log.close()
    print(f"moves {moves}, by mouse {mouse}, rounds {shots}", flush=True)
    for w in (a, b):
        w.end_visit()


if __name__ == "__main__":
    raise SystemExit(main())
