"""The engine is Qt-free; the headless CLI reports speed and refuses bad arguments."""

import subprocess
import sys

import pytest

from phase10_desktop import cli


def test_engine_imports_with_qt_made_unimportable():
    code = (
        "import sys; sys.modules['PySide6'] = None; sys.modules['shiboken6'] = None\n"
        "import phase10_desktop.engine as e\n"
        "g = e.Game.new(3, seed=1)\n"
        "assert g.legal_actions()\n"
        "print('ok')"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "ok"


def test_simulate_prints_the_figures(capsys):
    assert cli.main(["simulate", "--players", "3", "--games", "2", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    for label in ("games/s", "actions/s", "rounds per game", "phases laid per round"):
        assert label in out


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "--players", "9"],
        ["simulate", "--players", "1"],
        ["simulate", "--games", "0"],
        ["simulate", "--games", "many"],
        ["simulate", "--seed", "x"],
        ["simulate", "--rules", "order=sideways"],
        ["simulate", "--rules", "bogus"],
        ["juggle"],
    ],
)
def test_bad_arguments_exit_with_status_2_and_a_message(argv, capsys):
    with pytest.raises(SystemExit) as info:
        cli.main(argv)
    assert info.value.code == 2
    assert "error:" in capsys.readouterr().err


def test_module_entry_point_runs_simulate():
    out = subprocess.run(
        [sys.executable, "-m", "phase10_desktop", "simulate", "--games", "1", "--players", "2"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert "games/s" in out.stdout
