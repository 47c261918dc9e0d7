"""How the table copes when the Hard bot's process hangs: moves made while it is stopped.

Plays a game offscreen through the real window (the player's seat on autoplay,
two Hard bots), stops the Hard bots' process with SIGSTOP after the first bot
move, counts the moves of the next N seconds, closes the window and says whether
the stopped process is still there. Before the per-decision deadline the table
made 0-1 moves in 20 s and closing left the stopped process behind.

    QT_QPA_PLATFORM=offscreen python benchmarks/hung_bot.py [--seconds 20]

POSIX only (SIGSTOP).
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import tempfile
import time
from pathlib import Path


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=20.0, help="how long to count moves")
    ap.add_argument("--seed", type=int, default=2024)
    args = ap.parse_args()
    if not hasattr(signal, "SIGSTOP"):
        print("needs SIGSTOP (Linux, macOS)", file=sys.stderr)
        return 2

    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from phase10_desktop.app.main_window import MainWindow
    from phase10_desktop.app.parts.settings import AppSettings
    from phase10_desktop.app.save_store import SaveStore
    from phase10_desktop.host.game_setup import GameConfig, SeatConfig

    app = QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp(prefix="phase10-hung-bot-"))
    settings = AppSettings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = 8.0
    window = MainWindow(settings, SaveStore(folder))
    window.conductor.autoplay = True
    seats = (
        SeatConfig("Autoplay", "easy", True),
        SeatConfig("Hard 1", "hard", False),
        SeatConfig("Hard 2", "hard", False),
    )
    moves: list[tuple[float, int]] = []
    window.model.applied.connect(lambda seat, _a, _e: moves.append((time.monotonic(), seat)))
    substituted: list[int] = []
    window.bots.substituted.connect(substituted.append)
    state: dict[str, float] = {}

    def tick() -> None:
        pid = window.bots.bot_process_pid
        if "since" not in state and pid is not None and any(seat for _, seat in moves):
            os.kill(pid, signal.SIGSTOP)
            state.update(since=time.monotonic(), pid=pid)
        elif "since" in state and time.monotonic() - state["since"] > args.seconds:
            made = sum(1 for t, _ in moves if t > state["since"])
            print(f"moves in the {args.seconds:.0f} s after stopping the Hard process: {made}")
            print(f"Normal moves played for a Hard seat (substituted): {len(substituted)}")
            started = time.monotonic()
            window.close()
            print(f"window closed in {time.monotonic() - started:.2f} s")
            app.quit()

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(100)
    window.show()
    window.new_game(GameConfig(seats, GameConfig(seats).rules, args.seed))
    app.exec()
    pid = int(state.get("pid", 0))
    if not pid:
        print("the Hard process never started", file=sys.stderr)
        return 1
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        print(f"stopped process {pid}: gone")
        return 0
    print(f"stopped process {pid}: STILL THERE (killing it now)")
    os.kill(pid, signal.SIGKILL)
    return 1


if __name__ == "__main__":
    sys.exit(main())
