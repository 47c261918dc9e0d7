"""The program's own options: bad values are refused clearly, the self-test passes."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from phase10_desktop.app.main import build_parser


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--players", "9"], "2 to 6 players"),
        (["--bots", "easy,genius"], "easy, normal or hard"),
        (["--speed", "fast"], "not a number"),
        (["--speed", "100"], "outside 0.25 to 8"),
        (["--seed", "abc"], "not a whole number"),
        (["--rules", "order=sideways"], "order"),
    ],
)
def test_bad_options_exit_2_with_a_message(argv, message, capsys):
    with pytest.raises(SystemExit) as info:
        build_parser().parse_args(argv)
    assert info.value.code == 2
    assert message in capsys.readouterr().err


def test_self_test_plays_a_round_through_the_table(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PHASE10_DATA_DIR=str(tmp_path))
    out = subprocess.run(
        [sys.executable, "-m", "phase10_desktop", "--self-test"],
        capture_output=True,
        text=True,
        timeout=180,
        env=env,
    )
    assert out.returncode == 0, out.stderr[-3000:]
    assert "self-test passed" in out.stdout


def timed_start(tmp_path, report: str, runs: int = 1) -> list[str]:
    """Run ``phase10 --new-game --seed 1`` as start-up timing does (``runs`` times, one
    data folder), with ``report(moment)`` (Python source) printing at its two moments
    (the game dealt on the shown window, its first frame drawn); the last run's lines."""
    script = (
        "import gc, sys\n"
        "from phase10_desktop.app import main\n"
        f"{report}\n"
        "main._report = report\n"
        "sys.exit(main.run_app(['--new-game', '--seed', '1']))\n"
    )
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        PHASE10_DATA_DIR=str(tmp_path),
        PHASE10_EXIT_WHEN_SHOWN="1",
    )
    for _ in range(runs):
        out = subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, env=env
        )
        assert out.returncode == 0, out.stderr[-3000:]
    return out.stdout.splitlines()


def test_the_garbage_collector_waits_for_the_first_frame(tmp_path):
    """Issue 22, launch: the collector does not walk the start's objects while they are
    made; once the dealt table is drawn it runs again, the start's objects frozen, and
    from the GUI thread only (the interpreter's own collection stays off: it deleted Qt
    objects in the network's threads, app/collector.py)."""
    report = (
        "def report(moment):\n"
        "    from phase10_desktop.app.collector import collector\n"
        "    running = collector() is not None\n"
        "    print(moment, gc.isenabled(), running, gc.get_freeze_count() > 10000, flush=True)"
    )
    assert timed_start(tmp_path, report)[:2] == [
        "shown False False False",
        "painted False True True",
    ]


def test_a_start_loads_only_what_its_first_frame_needs(tmp_path):
    """Issue 22, launch: what the dealt table's first frame does not use is loaded when
    first used. With the card pictures kept by an earlier run, no SVG is read either.
    Issue 31 A7: nor the table's talk or a visit to a table (a game alone has neither)."""
    report = """def report(moment):
    import PySide6.QtWidgets
    loaded = [m for m in WATCHED if m in sys.modules]
    loaded += [c for c in ("QStyle", "QFileDialog", "QMessageBox") if c in vars(PySide6.QtWidgets)]
    print(moment, *loaded, flush=True)
WATCHED = ("html", "PySide6.QtSvg", "phase10_desktop.bots",
    "phase10_desktop.app.dialogs.settings_dialog", "phase10_desktop.app.dialogs.new_game_dialog",
    "phase10_desktop.app.dialogs.rules_window",
    "phase10_desktop.app.dialogs.round_summary", "phase10_desktop.app.dialogs.stats_window",
    "phase10_desktop.app.dialogs.coach_window", "phase10_desktop.app.dialogs.replay_window",
    "phase10_desktop.stats", "phase10_desktop.app.together.table_chat",
    "phase10_desktop.app.together.table_visit", "phase10_desktop.records.kept_seats")"""
    timed_start(tmp_path, KEEP_EVERY_FACE)
    assert timed_start(tmp_path, report)[1] == "painted"


#: an earlier start that lived long enough to keep every card face at its sizes, as a
#: player's earlier session does: the idle keeper's work done at once, before it closes
#: (a start closed at its first frame keeps only the faces that frame drew, and which
#: those are depends on how far the deal's animation got on a busy machine)
KEEP_EVERY_FACE = """def report(moment):
    from PySide6.QtWidgets import QApplication
    if moment == "painted":
        for window in QApplication.topLevelWidgets():
            if hasattr(window, "art"):
                for _ in window.art.keep_for_next_start():
                    pass"""


def test_a_start_has_pyside_read_no_module_of_ours(tmp_path):
    """Issue 22, launch: PySide6's ``__feature__`` hook, which reads the source of every
    module imported after it loads, is gone before the window's modules load."""
    report = """def report(moment):
    import builtins
    feature = sys.modules["PySide6.support.feature"]
    read = [m for m in feature.pyside_feature_dict if m.startswith("phase10_desktop")]
    print(moment, builtins.__import__ is builtins.__orig_import__, len(read), flush=True)"""
    assert timed_start(tmp_path, report)[:2] == ["shown True 0", "painted True 0"]
