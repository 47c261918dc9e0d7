"""The table's responsiveness: start-up, event-loop stalls while bots think, deal frame rate.

    python benchmarks/bench_table.py [--runs 5] [--platform offscreen|xcb]

Prints (targets from issue 4):
  * launch -> window shown: wall time from starting ``python -m phase10_desktop``
    until the main window is shown (target <= 1 s), median of --runs;
  * the longest event-loop stall while three Hard bots take their turns at their
    default budget (target <= 50 ms), measured with a 2 ms timer in the GUI thread;
  * frames per second painted during the deal animation (target >= 50).
Nothing is asserted: these are measurements to read.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def launch_times(runs: int, platform: str) -> list[float]:
    env = dict(os.environ, PHASE10_EXIT_WHEN_SHOWN="1", QT_QPA_PLATFORM=platform)
    env.setdefault("XDG_DATA_HOME", "/tmp/phase10-bench-data")
    env.setdefault("XDG_CONFIG_HOME", "/tmp/phase10-bench-config")
    out = []
    for _ in range(runs):
        t0 = time.perf_counter()
        proc = subprocess.run(
            [sys.executable, "-m", "phase10_desktop", "--new-game", "--seed", "1"],
            env=env,
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
        if "shown" not in proc.stdout:
            raise SystemExit(f"the app did not report being shown:\n{proc.stdout}\n{proc.stderr}")
        # the app prints when showEvent has run; the process then quits
        line = next(x for x in proc.stdout.splitlines() if x.startswith("shown"))
        inside = float(line.split()[1])
        out.append(time.perf_counter() - t0)
        del inside
    return out


def in_process(platform: str) -> tuple[float, float, int, float]:
    os.environ.setdefault("QT_QPA_PLATFORM", platform)
    from PySide6.QtCore import QElapsedTimer, QEvent, QEventLoop, QObject, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from phase10_desktop.app.game_setup import GameConfig, SeatConfig
    from phase10_desktop.app.main_window import MainWindow
    from phase10_desktop.app.settings import AppSettings

    _app = QApplication.instance() or QApplication([])
    tmp = Path("/tmp/phase10-bench")
    tmp.mkdir(exist_ok=True)
    settings = AppSettings(QSettings(str(tmp / "s.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = 1.0
    settings.reduce_motion = False
    window = MainWindow(settings, None)
    window.resize(1280, 860)
    window.show()

    class Frames(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.count = 0

        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint:
                self.count += 1
            return False

    frames = Frames()
    window.view.viewport().installEventFilter(frames)
    seats = (
        SeatConfig("You", "normal", True),
        SeatConfig("Ada", "hard", False),
        SeatConfig("Bruno", "hard", False),
        SeatConfig("Chiara", "hard", False),
    )
    # seed 3: the first player is a bot, so the Hard bots move before the human
    config = GameConfig(seats, seed=3)
    clock = QElapsedTimer()
    clock.start()
    frames.count = 0
    deal_loop = QEventLoop()
    window.controller.dealt.connect(deal_loop.quit)
    deal_start = clock.elapsed()
    window.new_game(config)
    deal_loop.exec()
    deal_ms = clock.elapsed() - deal_start
    deal_frames = frames.count
    # stalls while the bots think and move
    gaps: list[int] = []
    last = [clock.elapsed()]

    def tick() -> None:
        now = clock.elapsed()
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(2)
    timer.timeout.connect(tick)
    timer.start()
    moves = [0]
    window.controller.applied.connect(lambda *a: moves.__setitem__(0, moves[0] + 1))
    loop = QEventLoop()
    window.controller.human_turn.connect(loop.quit)
    QTimer.singleShot(120_000, loop.quit)
    if not window.controller.human_to_move:
        loop.exec()
    timer.stop()
    window.close()
    return max(gaps) if gaps else 0.0, deal_frames / max(deal_ms / 1000, 1e-9), moves[0], deal_ms


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--platform", default="offscreen")
    args = ap.parse_args()
    times = launch_times(args.runs, args.platform)
    print(
        f"launch -> window shown: median {statistics.median(times):.2f} s "
        f"(min {min(times):.2f}, max {max(times):.2f}, {args.runs} runs, {args.platform})"
    )
    stall, fps, moves, deal_ms = in_process(args.platform)
    print(f"deal animation: {fps:.0f} frames/s over {deal_ms / 1000:.2f} s")
    print(f"longest event-loop stall while Hard bots played {moves} moves: {stall:.0f} ms")


if __name__ == "__main__":
    main()
