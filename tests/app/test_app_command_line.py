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


def test_the_garbage_collector_waits_for_the_first_frame(tmp_path):
    """Issue 22, launch: the collector does not walk the start's objects while they are
    made; once the dealt table is drawn it runs again, the start's objects frozen."""
    script = """
import gc, sys
from phase10_desktop.app import main
said = main._report
def report(moment):
    print(moment, gc.isenabled(), gc.get_freeze_count() > 10000, flush=True)
main._report = report
sys.exit(main.run_app(["--new-game", "--seed", "1"]))
"""
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        PHASE10_DATA_DIR=str(tmp_path),
        PHASE10_EXIT_WHEN_SHOWN="1",
    )
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, env=env
    )
    assert out.returncode == 0, out.stderr[-3000:]
    assert out.stdout.split("\n")[:2] == ["shown False False", "painted True True"]
