"""Screenshots of an invitation and of the table's talk, on a real screen (issue 29 B).

Run under an X server with a window manager, one picture per run, e.g.:

    Xvfb :71 -screen 0 1440x900x24 & DISPLAY=:71 openbox &
    DISPLAY=:71 .venv/bin/python docs/screens/make_invite_screens.py lobby /tmp/lobby.png
    DISPLAY=:71 QT_SCALE_FACTOR=2 .venv/bin/python docs/screens/make_invite_screens.py \\
        talk /tmp/talk.png --players 6 --theme dark --language ar

``lobby``: the host's lobby with the invitation copied (the addresses shown are
documentation ones: nothing connects to them). ``talk``: Ben's window at a table of
``--players`` seats in play, after a chat exchange with Ana through a table server in
this process (127.0.0.1 only), Grandpa (a watcher) muted. The shot is the whole
screen, window frames included.
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
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("scene", choices=("lobby", "talk"))
    p.add_argument("out")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--theme", default="")
    p.add_argument("--language", default="en")
    args = p.parse_args()

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from phase10_desktop.app.main_window import MainWindow
    from phase10_desktop.app.parts.i18n import install_translators
    from phase10_desktop.app.parts.settings import AppSettings
    from phase10_desktop.app.save_store import SaveStore
    from phase10_desktop.app.seats.remote import RemoteSeat
    from phase10_desktop.app.together.play_together import LobbyDialog, start_hosting
    from phase10_desktop.net.threaded import ThreadedClient

    app = QApplication.instance() or QApplication([])
    install_translators(app, args.language)
    tmp = Path(tempfile.mkdtemp(prefix="phase10-invite-"))

    def pump(seconds: float, until=None) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end and not (until and until()):
            app.processEvents()
            time.sleep(0.01)

    def window(name: str) -> MainWindow:
        settings = AppSettings(QSettings(str(tmp / f"{name}.ini"), QSettings.Format.IniFormat))
        settings.player_name = name
        settings.reduce_motion = True
        settings.muted = True
        if args.theme:
            settings.theme = args.theme
        w = MainWindow(settings, SaveStore(tmp / name))
        screen = app.primaryScreen().availableGeometry()
        w.resize(screen.width(), screen.height())
        w.show()
        return w

    hosting = start_hosting(tmp / "tables")
    url = f"ws://127.0.0.1:{hosting.port}"
    ana = RemoteSeat(url)
    ana.connect_to_server().result(10)
    ana.create("Ana", args.players, password="tuesday").result(10)
    names = ["Ben", "Lucía", "Marko", "Chiara", "Esra"][: args.players - 1]
    others = []
    for name in names[1:]:
        c = ThreadedClient(url, auto_cut=True)
        c.connect().result(10)
        c.join(ana.code, name, "tuesday").result(10)
        others.append(c)
    if args.scene == "lobby":
        a = window("Ana")
        a.play_remote(ana, hosting)
        lobby = LobbyDialog(
            ana.code or "",
            "198.51.100.20:7010",
            host=True,
            parent=a,
            others=["203.0.113.5"],
            password=True,
        )
        lobby.add_talk(ana, a.announce)
        ana.table_changed.connect(lobby.show_table)
        pump(2, lambda: ana.table is not None)
        greetings = ("Hi all! Ready when you are", "Grandma is joining too")
        for c, said in zip(others, greetings, strict=False):
            c.say(text=said).result(10)
        if ana.table is not None:
            lobby.show_table(ana.table)
        lobby.show()
        pump(0.5)
        lobby.copy_invitation()
        pump(0.5)
    else:
        ben = RemoteSeat(url)
        ben.connect_to_server().result(10)
        ben.join(ana.code, "Ben", "tuesday").result(10)
        b = window("Ben")
        b.play_remote(ben)
        ana.start().result(10)
        grandpa = ThreadedClient(url, auto_cut=True)
        grandpa.connect().result(10)
        grandpa.join(ana.code, "Grandpa", "tuesday").result(10)
        pump(10, lambda: b.model.view is not None and bool(b.model.view.hand))
        if not b.dock.isVisible():  # a narrow window: the player opens the panel
            b.controls.panel_button.click()
        chat = b.side_panel.chat
        ana.say("Good luck everyone! Grandma says hi 👋")
        pump(1.0)
        ben.say("Thanks! Phase 3 here I come")
        pump(1.0)
        ana.react("thumbs_up")
        pump(1.0)
        grandpa.say(text="Can I play next game?")
        pump(1.0)
        chat.mute((-1, "Grandpa"))
        ben.react("laugh")
        pump(1.5, lambda: chat.model.rowCount() >= 5)
        chat.line.setText("Your turn, Ana")
    pump(1.0)
    app.primaryScreen().grabWindow(0).save(args.out)
    print("wrote", args.out)
    hosting.stop("the screenshot is taken")
    os._exit(0)  # the threads and windows of the shot need no tidy end


if __name__ == "__main__":
    main()
