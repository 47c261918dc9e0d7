"""Render the play-together screenshots shown in README (offscreen, on 127.0.0.1 only).

    .venv/bin/python docs/screens/make_together_screens.py

Writes, into docs/screens/:
  together_host.png    hosting: the lobby with the table's code and who has sat down
  together_join.png    joining: a table found on the network (announced and found over
                       the loopback interface only), its address and code filled in
  together_remote.png  a game at a table server mid-round; Ben lost his connection and
                       the Normal bot plays for him (his plate says so)
  pass_and_play.png    pass and play: the cover screen between two people's turns
Everything is real: a table server started inside the app, real connections, the
real window and dialogs.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path

SCREEN = Path(tempfile.mkdtemp(prefix="phase10-screen-")) / "screen.json"
SCREEN.write_text(
    json.dumps(
        {
            "screens": [
                {
                    "name": "shot",
                    "x": 0,
                    "y": 0,
                    "width": 1600,
                    "height": 1000,
                    "logicalDpiX": 96,
                    "logicalDpiY": 96,
                }
            ]
        }
    )
)
os.environ.setdefault("QT_QPA_PLATFORM", f"offscreen:configfile={SCREEN}")
os.environ["PHASE10_HOST_BIND"] = "127.0.0.1"
os.environ["PHASE10_MDNS_INTERFACES"] = "127.0.0.1"
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
OUT = Path(__file__).resolve().parent


def main() -> None:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from phase10_desktop.app.main_window import MainWindow
    from phase10_desktop.app.parts.settings import AppSettings
    from phase10_desktop.app.save_store import SaveStore
    from phase10_desktop.app.seats.remote import RemoteSeat
    from phase10_desktop.app.together.play_together import JoinDialog, LobbyDialog, start_hosting
    from phase10_desktop.bots.registry import make_bot
    from phase10_desktop.host.game_setup import GameConfig, SeatConfig
    from phase10_desktop.net.discovery import Advertiser
    from phase10_desktop.net.threaded import ThreadedClient, host_server

    app = QApplication.instance() or QApplication([])
    tmp = Path(tempfile.mkdtemp(prefix="phase10-together-"))

    def pump(seconds: float, until=None) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end and not (until and until()):
            app.processEvents()
            time.sleep(0.01)

    def window(name: str) -> MainWindow:
        settings = AppSettings(QSettings(str(tmp / f"{name}.ini"), QSettings.Format.IniFormat))
        settings.player_name = name
        settings.reduce_motion = True
        w = MainWindow(settings, SaveStore(tmp / name))
        w.resize(1440, 900)
        w.show()
        return w

    # --- hosting: the lobby ------------------------------------------------------
    hosting = start_hosting(tmp / "tables")
    url = f"ws://127.0.0.1:{hosting.port}"
    ana = RemoteSeat(url)
    ana.connect_to_server().result(10)
    ana.create("Ana", 4, bots=["normal", "hard", "easy"]).result(10)
    hosting.advertiser = Advertiser(
        "Ana's table", "127.0.0.1", hosting.port, ana.code, 3, interfaces=["127.0.0.1"]
    )
    a = window("Ana")
    a.play_remote(ana, hosting)
    lucia = ThreadedClient(url, auto_cut=True)
    lucia.connect().result(10)
    lucia.join(ana.code, "Lucía").result(10)
    lobby = LobbyDialog(ana.code, f"{hosting.address}:{hosting.port}", host=True, parent=a)
    ana.table_changed.connect(lobby.show_table)
    pump(2, lambda: ana.table is not None and len(ana.table["seats"]) == 4)
    if ana.table is not None:
        lobby.show_table(ana.table)
    lobby.show()
    pump(0.5)
    lobby.grab().save(str(OUT / "together_host.png"))
    lobby.hide()

    # --- joining: the table found on the (loopback) network ---------------------------
    join = JoinDialog("Ben")
    join.show()
    pump(8, lambda: join.found.count() > 0)
    join.found.setCurrentRow(0)
    pump(0.3)
    join.grab().save(str(OUT / "together_join.png"))
    join.reject()
    lucia.close()
    hosting.stop("the screenshots of the lobby are taken")
    a.close()

    # --- a remote game mid-round, one player dropped ----------------------------------
    server = host_server(tmp / "tables2", host="127.0.0.1", port=0, grace_seconds=1.0)
    url = server.url
    sam = RemoteSeat(url)
    sam.connect_to_server().result(10)
    sam.create("Sam", 4, bots=["normal", "hard", "easy"]).result(10)
    ben = ThreadedClient(url, auto_cut=True, reconnect_for=0)
    ben.connect().result(10)
    ben.join(sam.code, "Ben").result(10)
    w = window("Sam")
    w.play_remote(sam)
    sam.start().result(10)
    pump(5, lambda: w.model.view is not None and bool(w.model.view.hand))
    ben.close()  # Ben's laptop closes: the Normal bot plays for him after the grace period
    bot = make_bot("normal", 3)
    for _ in range(600):
        pump(0.05)
        m = w.model
        states = m.states
        if len(states) > 1 and states[1].presence == "bot" and len(w.move_log_model.lines()) > 25:
            break
        if m.human_to_move and not w.scene.animating:
            m.play(bot.choose(m.view))
    pump(1.0)
    w.scene.finish_animation()
    pump(0.3)
    w.grab().save(str(OUT / "together_remote.png"))
    w.close()
    server.stop("the screenshots are taken")

    # --- pass and play: the cover screen ----------------------------------------------
    p = window("Ana")
    people = GameConfig(
        (
            SeatConfig("Ana", "normal", True),
            SeatConfig("Robo", "easy", False),
            SeatConfig("Lucía", "normal", True),
        ),
        seed=12,
    )
    p.new_game(people)
    pump(10, lambda: p.cover.isVisible())
    pump(0.5)
    p.grab().save(str(OUT / "pass_and_play.png"))
    p.close()
    for name in ("together_host", "together_join", "together_remote", "pass_and_play"):
        print("wrote", OUT / f"{name}.png")


if __name__ == "__main__":
    main()
