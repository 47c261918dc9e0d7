"""``phase10 stats``: the summary headless, CSV export, and refusing bad arguments."""

from __future__ import annotations

import csv

import pytest
from stats_helpers import made_up, record_counted

from phase10_desktop import cli
from phase10_desktop.engine import RuleSet
from phase10_desktop.stats import Filters, StatsStore, summarize
from phase10_desktop.stats.command import summary_text


@pytest.fixture
def database(tmp_path, monkeypatch):
    monkeypatch.setenv("PHASE10_DATA_DIR", str(tmp_path))
    store = StatsStore()
    games = [
        made_up(True, level="hard", players=2, day=1),
        made_up(False, level="hard", players=3, day=2),
        made_up(True, level="easy", players=2, day=3, rules=RuleSet(phases="first:5")),
        made_up(True, level="hard", players=2, day=4, practice=True),
    ]
    for g in games:
        assert record_counted(store, g)
    return store


def test_stats_prints_the_summary_the_window_shows(database, capsys):
    assert cli.main(["stats"]) == 0
    out = capsys.readouterr().out
    assert out == summary_text(summarize(database.games()))
    assert "3 games, 2 won (67%)" in out
    assert "Kept but not counted: 1 game (1 practice;" in out
    for section in ("opponent level", "Win rate over time", "Points per round", "Streaks"):
        assert section in out


def test_stats_filters(database, capsys):
    assert cli.main(["stats", "--level", "HARD", "--players", "2", "--rules", "standard"]) == 0
    out = capsys.readouterr().out
    assert "(hard opponents, 2 players, standard rules): 1 game, 1 won" in out
    filters = Filters(level="hard", players=2, rules=RuleSet())
    assert out == summary_text(summarize(database.games(), filters), filters)
    assert cli.main(["stats", "--rules", "phases=first:5"]) == 0
    assert ": 1 game, 1 won" in capsys.readouterr().out


def test_stats_exports_csv(database, tmp_path, capsys):
    target = tmp_path / "out.csv"
    assert cli.main(["stats", "--csv", str(target), "--level", "hard"]) == 0
    assert "wrote 3 games" in capsys.readouterr().out
    rows = list(csv.DictReader(target.open(encoding="utf-8")))
    assert [(r["won"], r["practice"], r["counted"], r["players"]) for r in rows] == [
        ("yes", "no", "yes", "2"),
        ("no", "no", "yes", "3"),
        ("yes", "yes", "no", "2"),
    ]
    assert rows[0]["your_points_by_round"] == "10 10 10"
    assert rows[0]["your_phase_by_round"] == "1+ 2+ 3+"


def test_stats_without_a_database_says_so(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("PHASE10_DATA_DIR", str(tmp_path))
    assert cli.main(["stats"]) == 0
    assert "No games recorded yet" in capsys.readouterr().out
    assert not (tmp_path / "statistics.sqlite3").exists()


def test_stats_on_a_damaged_database_explains_and_exits_0(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("PHASE10_DATA_DIR", str(tmp_path))
    (tmp_path / "statistics.sqlite3").write_bytes(b"garbage" * 500)
    assert cli.main(["stats"]) == 0
    captured = capsys.readouterr()
    assert "damaged" in captured.err
    assert "0 games" in captured.out


@pytest.mark.parametrize(
    "argv",
    [
        ["stats", "--level", "expert"],
        ["stats", "--players", "7"],
        ["stats", "--players", "two"],
        ["stats", "--rules", "order=sideways"],
        ["stats", "--rules", "bogus"],
        ["stats", "--colour", "red"],
    ],
)
def test_bad_stats_arguments_exit_2_with_a_message(argv, capsys):
    with pytest.raises(SystemExit) as info:
        cli.main(argv)
    assert info.value.code == 2
    assert "error:" in capsys.readouterr().err


def test_a_csv_file_that_cannot_be_written_exits_2(database, tmp_path, capsys):
    assert cli.main(["stats", "--csv", str(tmp_path / "no" / "such" / "x.csv")]) == 2
    assert "cannot write" in capsys.readouterr().err


def test_games_kept_but_none_counted_are_not_called_none(tmp_path, monkeypatch, capsys):
    """Three practice games: the summary says they are kept, and why none counts (it
    then said "No finished games to count yet", right after naming them)."""
    monkeypatch.setenv("PHASE10_DATA_DIR", str(tmp_path))
    store = StatsStore()
    for day in (1, 2, 3):
        record_counted(store, made_up(True, level="hard", players=2, day=day, practice=True))
    assert cli.main(["stats"]) == 0
    out = capsys.readouterr().out
    assert "Kept but not counted: 3 games (3 practice;" in out
    assert "No finished games" not in out
    assert "None counts yet" in out and "not a practice game" in out
