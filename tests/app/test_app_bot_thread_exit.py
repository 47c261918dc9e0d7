"""Every way out of the program stops the bot thread first (issue 31 B11: the thread had
no owner and was stopped only in the window's closeEvent, so any exit that skipped it
ended in SIGABRT, "QThread: Destroyed while thread 'bot-worker' is still running").

Each way out runs in a process of its own, as a player's would: it must end with
status 0, say nothing of the thread, and leave no Hard bot process behind."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

PROLOGUE = """
import os, sys, tempfile
from pathlib import Path
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from phase10_desktop.app.main_window import MainWindow
from phase10_desktop.app.save_store import SaveStore
from phase10_desktop.app.seats.bot_thread import BotDriver
from phase10_desktop.app.parts.settings import AppSettings
from phase10_desktop.engine import Draw, Game
data = Path(os.environ["PHASE10_DATA_DIR"])
def window():
    qs = QSettings(str(data / "settings.ini"), QSettings.Format.IniFormat)
    return MainWindow(AppSettings(qs), SaveStore(data / "saves"))
def thinking_driver():
    game = Game.from_deal(
        ["R1 R2 R3 B5 B6 G7 G8 Y9 Y10 Y11", "R4 R4 B4 G9 G10 Y1 Y2 B12 Y6 G11"],
        discard="G3", draw="B8 Y7", dealer=0,
    )
    game.apply(Draw("pile"))
    driver = BotDriver()
    driver.configure({1: ("hard", 5)})
    driver.ask(1, game.view(1), "normal")
    return driver
def report_pid(driver):
    print("bot process", driver.bot_process_pid, flush=True)
"""

WAYS_OUT = {
    # QCoreApplication.exit() ends the event loop without closing any window
    "exit": "w = window(); w.show()\nQTimer.singleShot(300, lambda: app.exit(0))\n"
    "sys.exit(app.exec())",
    # quit() closes only the windows that are shown
    "hidden window": "w = window()\nQTimer.singleShot(300, app.quit)\nsys.exit(app.exec())",
    # the window deleted while the program goes on, then the program ends
    "window deleted": "w = window(); w.show()\nQTimer.singleShot(200, w.deleteLater)\n"
    "QTimer.singleShot(600, lambda: app.exit(0))\nsys.exit(app.exec())",
    # a Hard bot thinking in its process when the program ends
    "while thinking": "d = thinking_driver()\n"
    "QTimer.singleShot(1500, lambda: (report_pid(d), app.exit(0)))\nsys.exit(app.exec())",
    # no event loop at all: the script just ends
    "no event loop": "d = BotDriver()\nd.configure({})",
}


def gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


@pytest.mark.parametrize("way", list(WAYS_OUT))
def test_every_way_out_stops_the_bot_thread(tmp_path, way: str) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PHASE10_DATA_DIR=str(tmp_path))
    out = subprocess.run(
        [sys.executable, "-c", PROLOGUE + WAYS_OUT[way]],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        cwd=ROOT,
    )
    assert "Destroyed while thread" not in out.stderr, out.stderr[-2000:]
    assert out.returncode == 0, (out.returncode, out.stderr[-2000:])
    for line in out.stdout.splitlines():
        if line.startswith("bot process ") and line.split()[-1] != "None":
            assert gone(int(line.split()[-1])), "the Hard bot's process outlived the program"
