"""The tournament command: arguments, statistics and the rotated seating."""

from __future__ import annotations

import pytest

from phase10_desktop.bots.tournament import Setup, play_one, report, run_tournament, wilson
from phase10_desktop.cli import build_parser, main
from phase10_desktop.engine import RuleSet


@pytest.mark.parametrize(
    "argv",
    [
        ["tournament", "--seats", "easy,wizard"],
        ["tournament", "--seats", "easy"],
        ["tournament", "--seats", "easy,easy,easy,easy,easy,easy,easy"],
        ["tournament", "--jobs", "0"],
        ["tournament", "--games", "-3"],
        ["tournament", "--seed", "x"],
        ["tournament", "--hard-budget", "0"],
        ["tournament", "--rules", "order=sideways"],
    ],
)
def test_bad_arguments_exit_2(argv, capsys) -> None:
    with pytest.raises(SystemExit) as e:
        build_parser().parse_args(argv)
    assert e.value.code == 2
    assert "error" in capsys.readouterr().err


def test_wilson_interval() -> None:
    lo, hi = wilson(5, 10)
    assert abs(lo - 0.2366) < 1e-3 and abs(hi - 0.7634) < 1e-3
    assert wilson(0, 10)[0] == 0.0
    assert wilson(10, 10)[1] == 1.0


def test_seats_rotate_between_games() -> None:
    setup = Setup(("easy", "random", "random"), 1, RuleSet().to_dict(), None, None)
    # entry 0 sits at seat (n - i) % n in game i: every seat once over 3 games
    seats = set()
    for i in range(3):
        entry_at = [(s + i) % 3 for s in range(3)]
        seats.add(entry_at.index(0))
        assert len(play_one(setup, i)["entries"]) == 3
    assert seats == {0, 1, 2}


def test_small_tournament_report(capsys) -> None:
    assert main(["tournament", "--seats", "easy,random", "--games", "4", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "95% interval" in out and "p95 ms" in out and "rounds per game" in out
    assert "fallback moves (bot errors): 0" in out


def test_results_do_not_depend_on_jobs() -> None:
    setup = Setup(("normal", "easy"), 4, RuleSet().to_dict(), None, None)
    one = run_tournament(setup, 4, jobs=1)
    two = run_tournament(setup, 4, jobs=2)
    assert [(e.wins, e.score, e.phases) for e in one.entries] == [
        (e.wins, e.score, e.phases) for e in two.entries
    ]
    assert "normal" in report(two)
