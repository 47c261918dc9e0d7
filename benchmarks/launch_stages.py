"""Where a start's CPU time goes, stage by stage, up to the first frame of the dealt table.

    python benchmarks/launch_stages.py [--runs 12]

Each run is a fresh process (bytecode cached by an uncounted first run) that does what
``phase10 --new-game --seed 1`` does, offscreen, in the same order, and notes the CPU
time (``time.process_time``) after each stage: the imports (the engine, PySide6, the
``Qt`` namespace, the presentation, the table, the rest of the window), the
``QApplication`` with the settings and save store modules, building the window,
parsing the options, showing it, dealing, and the first frame. Printed: the median
milliseconds of each stage, and, for comparison, the same for a bare PySide6 window.
A stage's figure includes the modules it is the first to import, so moving an import
moves its cost between lines. See docs/table.md, "Start-up".
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys

from bench_table import ROOT, launch_env

#: one run of the game's start, printing "stage<TAB>milliseconds" lines
GAME = """
import sys, time
cpu = time.process_time
marks = [("starting Python", cpu())]
def mark(stage):
    marks.append((stage, cpu()))
from phase10_desktop.app import main
mark("option parsing and logging modules")
import phase10_desktop.engine
mark("the engine")
import PySide6
from phase10_desktop.app.plain_import import use_plain_import
use_plain_import()
from PySide6.QtWidgets import QApplication
mark("PySide6")
from PySide6.QtCore import Qt, QTimer
mark("the Qt namespace")
from phase10_desktop.presentation import card_art, theme, wording
mark("the presentation")
from phase10_desktop.app.table import answers, arrangement, layout, model, seat, tokens, zones
mark("the table: model side")
from phase10_desktop.app.table import access, card_item, conductor, input, narrator, plates
from phase10_desktop.app.table import scene, view
mark("the table: views")
from phase10_desktop.app.main_window import MainWindow
mark("the rest of the window's modules")
from phase10_desktop.app.save_store import SaveStore, default_folder
from phase10_desktop.app.parts.settings import AppSettings
app = QApplication(sys.argv[:1])
mark("QApplication, settings and save store modules")
settings = AppSettings()
store = SaveStore(default_folder())
window = MainWindow(settings, store)
mark("building the window")
args = main.build_parser().parse_args(["--new-game", "--seed", "1"])
mark("parsing the options")

def drawn():
    mark("the first frame")
    QTimer.singleShot(0, app.quit)

def shown():
    mark("showing it")
    window.after_next_frame(drawn)
    main.start_up(window, store, settings, args, ask=False)
    mark("dealing")

window.first_shown.connect(shown)
window.show()
app.exec()
print(f"starting Python\\t{1000 * marks[0][1]:.2f}")
for (_, before), (stage, after) in zip(marks, marks[1:]):
    print(f"{stage}\\t{1000 * (after - before):.2f}")
print(f"total\\t{1000 * marks[-1][1]:.2f}", flush=True)
window.close()
"""

#: the bare PySide6 window of bench_table, in the same stages
BARE = """
import sys, time
cpu = time.process_time
start = cpu()
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
imported = cpu()
app = QApplication(sys.argv[:1])
made = cpu()
w = QMainWindow()
w.resize(1280, 860)
w.show()
shown = cpu()
print(f"starting Python\\t{1000 * start:.2f}")
print(f"PySide6\\t{1000 * (imported - start):.2f}")
print(f"QApplication\\t{1000 * (made - imported):.2f}")
print(f"the window\\t{1000 * (shown - made):.2f}")
print(f"total\\t{1000 * shown:.2f}", flush=True)
"""


def stages(script: str, runs: int) -> list[tuple[str, float]]:
    """Median milliseconds of each stage ``script`` prints, over ``runs`` processes."""
    env = launch_env("offscreen")
    seen: dict[str, list[float]] = {}
    for run in range(runs + 1):  # the first run compiles and caches the bytecode
        out = subprocess.run(
            [sys.executable, "-c", script],
            env=env,
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        ).stdout
        if not run:
            continue
        for line in out.splitlines():
            stage, _, ms = line.partition("\t")
            if ms:
                seen.setdefault(stage, []).append(float(ms))
    return [(stage, statistics.median(values)) for stage, values in seen.items()]


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--runs", type=int, default=12)
    args = ap.parse_args()
    if args.runs < 1:
        ap.error("--runs must be at least 1")
    for name, script in (("phase10 --new-game", GAME), ("a bare PySide6 window", BARE)):
        print(f"{name}: CPU milliseconds, median of {args.runs} runs (offscreen)")
        for stage, ms in stages(script, args.runs):
            print(f"  {stage:48s} {ms:7.1f}")


if __name__ == "__main__":
    main()
