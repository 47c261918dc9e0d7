"""The tournament command: arguments, statistics and the rotated seating."""

from __future__ import annotations

import pytest

from phase10_desktop.bots import tournament
from phase10_desktop.bots.match import GameRecord
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


def test_seats_rotate_between_games(monkeypatch: pytest.MonkeyPatch) -> None:
    """Watched from inside the real seating: the bots ``play_one`` creates, in seat
    order, and the record of the game it really plays. Over three games each level
    sits at every seat once, and each entry is credited with the results of the
    seat it sat at."""
    levels = ("easy", "random", "normal")
    seated: list[list[str]] = []  # per game: the level at each seat
    records: list[GameRecord] = []
    real_make, real_play = tournament.make_bot, tournament.play_game

    def make_bot(level: str, seed: int, **options: object):
        seated[-1].append(level)
        return real_make(level, seed, **options)

    def play_game(game, bots, **kwargs) -> GameRecord:
        record = real_play(game, bots, **kwargs)
        records.append(record)
        return record

    monkeypatch.setattr(tournament, "make_bot", make_bot)
    monkeypatch.setattr(tournament, "play_game", play_game)
    setup = Setup(levels, 1, RuleSet(phases="first:3").to_dict(), None, None)
    for i in range(3):
        seated.append([])
        entries = play_one(setup, i)["entries"]
        record = records[i]
        assert sorted(seated[i]) == sorted(levels)
        for entry, level in enumerate(levels):
            seat = seated[i].index(level)
            assert entries[entry]["won"] == (record.winner == seat)
            assert entries[entry]["score"] == record.scores[seat]
            assert entries[entry]["phases"] == record.phases[seat]
            assert entries[entry]["latencies"] == record.latencies[seat]
    for level in levels:
        assert sorted(game.index(level) for game in seated) == [0, 1, 2]
    assert seated[0] == list(levels)  # game 0 seats the entries in the order given


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


def test_the_help_says_95_percent(capsys):
    """``phase10 tournament --help`` printed "95%%" (a doubled sign argparse only halves
    in an argument's help, not in a command's description)."""
    with pytest.raises(SystemExit) as done:
        main(["tournament", "--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert "95% Wilson interval" in " ".join(out.split()) and "%%" not in out
