"""The table's responsiveness: start-up, and a lap of Hard bots with every move animated.

    python benchmarks/bench_table.py [--runs 7] [--laps 3] [--platform offscreen|xcb]

Prints (targets from issues 15 and 22):
  * launch: wall time from starting ``python -m phase10_desktop --new-game --seed 1``
    until the process reports two moments (``PHASE10_EXIT_WHEN_SHOWN=1``), median of
    --runs with bytecode cached (an uncounted first run writes it):
      - *shown*: the window is up with the game dealt on it, before Qt draws it
        (target <= 0.5 s);
      - *drawn*: the window's first frame with the dealt table has been drawn, the
        moment a player sees the game. A start that asks nothing deals before the
        window's first frame, so the first picture is the dealt table; the drawing
        then falls after *shown*, which is why both are printed: only *drawn*
        counts every cost a player waits for.
    The same two moments are timed for a bare PySide6 window shown by the same
    Python (*shown*: the event loop's first turn after ``show()``; *drawn*: its first
    frame), and each launch figure is given as a ratio of the bare window's (target
    <= 2x). Bare and game runs alternate, so another program's load falls on both
    alike; the CPU seconds each process had used by then are printed too, as they
    vary less with what else the computer is doing;
  * while three Hard bots play a lap at their default budget *with their moves
    animated* at normal speed (draw from a pile to the seat, discard to the pile,
    lay-downs and hits flying to the groups; another seat's moves fly 450-520 ms):
    the longest event-loop stall, measured with a 2 ms timer in the GUI thread
    (target <= 16 ms, one frame at 60 Hz), and the frames per second painted while
    cards were in flight (target >= 55).
Nothing is asserted: these are measurements to read. Run it on an idle machine.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


#: a bare PySide6 window, shown by the same Python: what a launch is compared with.
#: It reports the same two moments as the game, the same way: the first turn of the
#: event loop after show(), and the end of its first frame (Qt's UpdateRequest).
BARE_WINDOW = """
import sys, time
from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

def report(moment):
    print(f"{moment} 0 cpu {time.process_time():.4f}", flush=True)

class Window(QMainWindow):
    drawn = False
    def event(self, event):
        handled = super().event(event)
        if event.type() == QEvent.Type.UpdateRequest and not self.drawn:
            self.drawn = True
            report("painted")
            QTimer.singleShot(0, app.quit)
        return handled

app = QApplication(sys.argv[:1])
w = Window()
w.resize(1280, 860)
QTimer.singleShot(0, lambda: report("shown"))
w.show()
app.exec()
"""

#: the moments a launch reports, as printed by the program
MOMENTS = ("shown", "painted")


def launch_once(command: list[str], env: dict[str, str]) -> dict[str, tuple[float, float]]:
    """Start ``command``; for each moment it reports: (wall seconds since the start,
    timed as the line arrives, and the CPU seconds the process says it had used)."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(
        command, env=env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    assert proc.stdout is not None
    seen: dict[str, tuple[float, float]] = {}
    for line in proc.stdout:
        words = line.split()
        if words and words[0] in MOMENTS:
            cpu = float(words[words.index("cpu") + 1]) if "cpu" in words else float("nan")
            seen[words[0]] = (time.perf_counter() - t0, cpu)
            if len(seen) == len(MOMENTS):
                break
    proc.wait(timeout=60)
    missing = [m for m in MOMENTS if m not in seen]
    if missing:
        raise SystemExit(f"{command[-1]!r} never reported {', '.join(missing)}")
    return seen


def launch_env(platform: str) -> dict[str, str]:
    """The environment a timed start runs in: the platform asked for, bytecode cached
    (this machine's environment may forbid it; a player's Python caches it), and a
    fresh folder for the saves, statistics and settings."""
    env = dict(os.environ, PHASE10_EXIT_WHEN_SHOWN="1", QT_QPA_PLATFORM=platform)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    data = tempfile.mkdtemp(prefix="phase10-bench-")
    env["PHASE10_DATA_DIR"] = data
    env.setdefault("XDG_CONFIG_HOME", data)
    return env


def launch_times(runs: int, platform: str) -> dict[str, dict[str, list[tuple[float, float]]]]:
    """``runs`` launches of the game and of the bare window, alternating, after one of
    each that is not counted (it compiles and caches the bytecode)."""
    env = launch_env(platform)
    commands = {
        "game": [sys.executable, "-m", "phase10_desktop", "--new-game", "--seed", "1"],
        "bare": [sys.executable, "-c", BARE_WINDOW],
    }
    out: dict[str, dict[str, list[tuple[float, float]]]] = {
        name: {m: [] for m in MOMENTS} for name in commands
    }
    for run in range(runs + 1):
        for name, command in commands.items():
            seen = launch_once(command, env)
            if run:
                for moment in MOMENTS:
                    out[name][moment].append(seen[moment])
    return out


def launch_report(runs: int, platform: str) -> list[str]:
    """One line per moment: the game's median, its spread, the bare window's, the ratio."""
    times = launch_times(runs, platform)
    lines = []
    for moment, words in (("shown", "shown with the game dealt"), ("painted", "drawn")):
        game = [wall for wall, _ in times["game"][moment]]
        bare = [wall for wall, _ in times["bare"][moment]]
        game_cpu = statistics.median(cpu for _, cpu in times["game"][moment])
        bare_cpu = statistics.median(cpu for _, cpu in times["bare"][moment])
        g, b = statistics.median(game), statistics.median(bare)
        lines.append(
            f"launch -> window {words}: median {g:.3f} s (min {min(game):.3f}, max "
            f"{max(game):.3f}, {runs} runs, {platform}); a bare PySide6 window: {b:.3f} s; "
            f"ratio {g / b:.2f}x (target <= 2x); CPU {game_cpu:.3f} s against "
            f"{bare_cpu:.3f} s, {game_cpu / bare_cpu:.2f}x"
        )
    return lines


def lap_deal():
    """Three Hard bots move before you: Ada, Bruno and Chiara each play a turn."""
    from phase10_desktop.engine import Game

    return Game.from_deal(
        [
            "R3 B3 G3 Y3 R5 B5 Y7 R11 G12 B9",
            "R1 R2 R4 B6 G8 Y9 R10 G11 Y12 B12",
            "B1 B2 G4 G6 Y8 R9 B10 Y11 G1 R12",
            "Y1 Y2 R6 R7 B7 G7 Y10 B11 G10 Y6",
        ],
        discard="G5",
        dealer=0,
        names=["You", "Ada", "Bruno", "Chiara"],
        seed=7,
    )


def animated_laps(platform: str, laps: int) -> tuple[int, float, int, float, float]:
    """(longest stall ms, frames per second in flight, moves, seconds in flight, and
    the CPU milliseconds the GUI thread itself ran during that longest stall: much less
    than the stall means the thread was waiting, for the processor or for the
    interpreter lock, rather than working)."""
    os.environ.setdefault("QT_QPA_PLATFORM", platform)
    from PySide6.QtCore import QElapsedTimer, QEvent, QEventLoop, QObject, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from phase10_desktop.app.main_window import MainWindow
    from phase10_desktop.app.parts.settings import AppSettings
    from phase10_desktop.host.game_setup import GameConfig, SeatConfig

    _app = QApplication.instance() or QApplication([])
    tmp = Path(tempfile.mkdtemp(prefix="phase10-bench-"))
    settings = AppSettings(QSettings(str(tmp / "s.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = 1.0
    settings.reduce_motion = False
    window = MainWindow(settings, None)
    window.resize(1280, 860)
    window.show()
    clock = QElapsedTimer()
    clock.start()

    class Frames(QObject):
        """Counts paints of the table while cards are in flight."""

        def __init__(self) -> None:
            super().__init__()
            self.count = 0
            self.flying_ms = 0
            self._since: int | None = None

        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint and window.scene.animating:
                self.count += 1
            return False

        def tick(self) -> None:
            now = clock.elapsed()
            if window.scene.animating:
                if self._since is None:
                    self._since = now
            elif self._since is not None:
                self.flying_ms += now - self._since
                self._since = None

    frames = Frames()
    window.view.viewport().installEventFilter(frames)
    seats = (
        SeatConfig("You", "normal", True),
        SeatConfig("Ada", "hard", False),
        SeatConfig("Bruno", "hard", False),
        SeatConfig("Chiara", "hard", False),
    )
    gaps: list[int] = []
    #: the GUI thread's own CPU time over each gap, in milliseconds
    busy: list[float] = []
    last = [clock.elapsed()]
    last_cpu = [time.thread_time()]

    def tick() -> None:
        now, cpu = clock.elapsed(), time.thread_time()
        gaps.append(now - last[0])
        busy.append(1000 * (cpu - last_cpu[0]))
        last[0], last_cpu[0] = now, cpu
        frames.tick()

    timer = QTimer()
    timer.setInterval(2)
    timer.timeout.connect(tick)
    moves = [0]
    window.model.changed.connect(
        lambda change: moves.__setitem__(0, moves[0] + ("moved" in change))
    )
    for lap in range(laps + 1):  # lap 0 warms up: it starts the Hard bots' process
        loop = QEventLoop()
        window.conductor.human_turn.connect(loop.quit)
        window.start_game(lap_deal(), GameConfig(seats))
        QTimer.singleShot(120_000, loop.quit)
        if lap:
            last[0], last_cpu[0] = clock.elapsed(), time.thread_time()
            timer.start()
        loop.exec()
        timer.stop()
        window.conductor.human_turn.disconnect(loop.quit)
        if not lap:
            moves[0] = 0
            frames.count = frames.flying_ms = 0
    window.close()
    seconds = frames.flying_ms / 1000
    worst = max(range(len(gaps)), key=gaps.__getitem__) if gaps else None
    stall = gaps[worst] if worst is not None else 0
    working = busy[worst] if worst is not None else 0.0
    return stall, frames.count / max(seconds, 1e-9), moves[0], seconds, working


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--laps", type=int, default=3)
    ap.add_argument("--platform", default="offscreen")
    args = ap.parse_args()
    if args.runs < 1 or args.laps < 1:
        ap.error("--runs and --laps must be at least 1")
    for line in launch_report(args.runs, args.platform):
        print(line, flush=True)
    stall, fps, moves, seconds, working = animated_laps(args.platform, args.laps)
    print(
        f"{args.laps} laps of three Hard bots, {moves} moves animated at normal speed: "
        f"longest event-loop stall {stall} ms (the GUI thread ran {working:.0f} ms of it); "
        f"{fps:.0f} frames/s over {seconds:.1f} s in flight"
    )


if __name__ == "__main__":
    main()
