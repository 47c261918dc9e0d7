"""Statistics that cannot be inflated or lost (issue 23, points 7 to 10 and 14).

Two copies of the game opening one database never lose a game (7); ``--csv`` never
overwrites the database (8); odd values in one row leave the other games counted,
and a damaged file that cannot be moved aside is reported truthfully, once (9); a
game is counted only when this program dealt it from its own fresh seeds, each
deal once (10); one game is "1 game" (14).
"""

from __future__ import annotations

import multiprocessing
import os
import sqlite3
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from stats_helpers import dealt_here, made_up, record_counted

from phase10_desktop import cli
from phase10_desktop.stats import StatsStore
from phase10_desktop.stats.store import create_v1

# ------------------------------------------------------------------ point 7
#: trials per case; each starts every process at once on a database none has opened
TRIALS = 20
PROCESSES = 3
GAMES_EACH = 2


def _record_games(path: str, first_day: int, barrier) -> None:
    """One copy of the game: open the store when every copy is ready, record its games."""
    store = StatsStore(Path(path))
    games = [made_up(True, day=first_day + i, month=2) for i in range(GAMES_EACH)]
    barrier.wait(timeout=30)
    for g in games:
        store.record(g)


def _v1_database(path: Path, games: int) -> None:
    """A version-1 database (before practice games and fingerprints) holding ``games``."""
    con = sqlite3.connect(path, isolation_level=None)
    create_v1(con)
    for i in range(games):
        g = made_up(i % 2 == 0, day=1 + i, month=1)
        cur = con.execute(
            "INSERT INTO games (played_at, players, rules, winner, seed) VALUES (?, ?, ?, ?, ?)",
            (g.played_at, g.players, '{"phases": ["set3+set3"]}', g.winner, g.seed),
        )
        for s, seat in enumerate(g.seats):
            con.execute(
                "INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?)",
                (cur.lastrowid, s, seat.name, seat.level, int(seat.human), seat.score, 1),
            )
    con.close()


@pytest.mark.parametrize("start", ["new", "version 1"])
def test_7_copies_of_the_game_opening_one_database_at_once_lose_no_game(tmp_path, start):
    """Several processes open the same database at the same instant (a new file, or a
    version-1 file every one of them wants to migrate) and record games: after every
    trial the active file holds every game, and nothing was moved aside."""
    context = multiprocessing.get_context("fork")
    before = 3 if start == "version 1" else 0
    for trial in range(TRIALS):
        folder = tmp_path / f"trial{trial}"
        folder.mkdir()
        path = folder / "statistics.sqlite3"
        if before:
            _v1_database(path, before)
        barrier = context.Barrier(PROCESSES)
        workers = [
            context.Process(target=_record_games, args=(str(path), 1 + 10 * p, barrier))
            for p in range(PROCESSES)
        ]
        for w in workers:
            w.start()
        for w in workers:
            w.join(timeout=60)
            assert w.exitcode == 0, f"trial {trial}: a copy of the game failed"
        assert sorted(p.name for p in folder.iterdir() if "corrupt" in p.name) == [], trial
        store = StatsStore(path)
        assert store.count() == before + PROCESSES * GAMES_EACH, f"trial {trial}"
        assert not store.notices
        # games recorded before deals were noted keep counting as they did
        assert sum(g.counted for g in store.games()) == before


# ------------------------------------------------------------------ point 8
@pytest.fixture
def database(tmp_path, monkeypatch) -> StatsStore:
    monkeypatch.setenv("PHASE10_DATA_DIR", str(tmp_path))
    store = StatsStore()
    for day in (1, 2, 3):
        assert record_counted(store, made_up(day != 2, day=day))
    return store


@pytest.mark.parametrize("how", ["same path", "relative", "symlink"])
def test_8_csv_pointed_at_the_database_is_refused(database, tmp_path, capsys, monkeypatch, how):
    path = database.path
    before = path.read_bytes()
    target = str(path)
    if how == "relative":
        monkeypatch.chdir(path.parent)
        target = f"./{path.name}"
    elif how == "symlink":
        link = tmp_path / "link.csv"
        link.symlink_to(path)
        target = str(link)
    assert cli.main(["stats", "--csv", target]) == 2
    assert "statistics database" in capsys.readouterr().err
    assert path.read_bytes() == before
    assert StatsStore(path).count() == 3


# ------------------------------------------------------------------ point 9
def _corrupt_row(path: Path, sql: str) -> None:
    con = sqlite3.connect(path, isolation_level=None)
    con.execute(sql)
    con.close()


@pytest.mark.parametrize(
    "sql",
    [
        "UPDATE rounds SET points = 'ten' WHERE game_id = 2 AND round_no = 1 AND seat = 0",
        "UPDATE games SET winner = 99 WHERE id = 2",
        "UPDATE games SET rules = 'not json' WHERE id = 2",
        "UPDATE seats SET human = 'yes' WHERE game_id = 2 AND seat = 0",
        "DELETE FROM rounds WHERE game_id = 2 AND round_no = 2 AND seat = 1",
    ],
)
def test_9_one_odd_row_leaves_the_other_games_counted(database, capsys, sql):
    _corrupt_row(database.path, sql)
    assert cli.main(["stats"]) == 0
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    assert "2 games, 2 won" in captured.out
    assert "1 game could not be read" in captured.err
    assert "not being recorded" not in captured.err
    assert captured.err.count("could not be read") == 1
    store = StatsStore(database.path)
    store.games()
    store.games()  # the window reads again on every refresh: still one notice
    assert [n.kind for n in store.notices] == ["skipped"]
    assert cli.main(["stats", "--csv", "-"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 1 + 2


def test_9_a_damaged_file_that_cannot_be_moved_aside_is_reported_truthfully_once(
    tmp_path, monkeypatch, capsys
):
    """A damaged file in a folder the player may not write: no traceback, no claim that
    a new database was started, and the notice printed once."""
    monkeypatch.setenv("PHASE10_DATA_DIR", str(tmp_path))
    path = tmp_path / "statistics.sqlite3"
    path.write_bytes(b"garbage" * 500)

    def refuse(*_args, **_kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    monkeypatch.setattr(Path, "unlink", refuse)
    assert cli.main(["stats"]) == 0
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    assert "new one was started" not in captured.err
    assert "damaged" in captured.err and "could not be moved" in captured.err
    assert captured.err.count("is damaged") == 1
    assert path.read_bytes() == b"garbage" * 500  # left as it was


def test_9_every_notice_is_printed_once(tmp_path):
    """Run as a player runs it (a process of its own, logging as it comes): the notice
    about a damaged file reaches the terminal once, not once more through the log."""
    (tmp_path / "statistics.sqlite3").write_bytes(b"garbage" * 500)
    done = subprocess.run(
        [sys.executable, "-m", "phase10_desktop", "stats"],
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(os.environ, PHASE10_DATA_DIR=str(tmp_path)),
    )
    assert done.returncode == 0
    assert done.stderr.count("damaged") == 1, done.stderr


# ----------------------------------------------------------------- point 14
def test_14_one_game_is_one_game(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("PHASE10_DATA_DIR", str(tmp_path))
    record_counted(StatsStore(), made_up(True, day=1))
    assert cli.main(["stats"]) == 0
    out = capsys.readouterr().out
    assert "1 game, 1 won" in out and "1 games" not in out


# ----------------------------------------------------------------- point 10
def _dealt(store: StatsStore, result, *, practice: bool = False):
    return dealt_here(store, result, practice=practice)


def test_10_a_game_is_counted_only_when_this_program_dealt_every_round(tmp_path):
    store = StatsStore(tmp_path / "s.sqlite3")
    fresh = _dealt(store, made_up(True, day=1))
    assert store.record(fresh)
    strange = replace(made_up(True, day=2), deals=("ab" * 32,) * 3)  # never dealt here
    assert store.record(strange)
    no_deals = made_up(True, day=3)  # a game whose deals are not known at all
    assert store.record(no_deals)
    counted = {g.played_at[:10]: g.counted for g in store.games()}
    assert counted == {"2025-01-01": True, "2025-01-02": False, "2025-01-03": False}


def test_10_each_deal_is_counted_once(tmp_path):
    """A Save As copy finished differently shares the first rounds' deals: the second
    game to end is kept, but not counted."""
    store = StatsStore(tmp_path / "s.sqlite3")
    first = _dealt(store, made_up(True, day=1, rounds=3))
    store.record(first)
    copy = replace(made_up(False, day=2, rounds=4, points=20), deals=(*first.deals, "cd" * 32))
    store.note_deal("cd" * 32, copy.setup, practice=False)
    store.record(copy)
    assert [g.counted for g in store.games()] == [True, False]


def test_10_a_practice_deal_never_counts_whatever_the_save_says(tmp_path):
    store = StatsStore(tmp_path / "s.sqlite3")
    result = _dealt(store, made_up(True, day=1), practice=True)
    assert not result.practice  # the flag in the save was edited to false
    store.record(result)
    (back,) = store.games()
    assert not back.counted


def test_10_a_deal_noted_for_other_opponents_does_not_count(tmp_path):
    """The set-up is part of the deal: a save edited to claim Hard opponents where
    Easy ones were dealt to does not count."""
    store = StatsStore(tmp_path / "s.sqlite3")
    easy = _dealt(store, made_up(True, day=1, level="easy"))
    claimed = replace(made_up(True, day=1, level="hard"), deals=easy.deals)
    store.record(claimed)
    assert [g.counted for g in store.games()] == [False]


def test_9_a_folder_that_refuses_even_a_look_gives_a_notice_not_a_traceback(
    tmp_path, monkeypatch, capsys
):
    """Moving a damaged file aside fails at its first step (the folder cannot be looked
    into): still a notice saying so, for the window and the command line alike."""
    monkeypatch.setenv("PHASE10_DATA_DIR", str(tmp_path))
    path = tmp_path / "statistics.sqlite3"
    path.write_bytes(b"garbage" * 500)
    real_exists = Path.exists

    def exists(self):
        if "corrupt" in self.name:
            raise PermissionError(13, "Permission denied")
        return real_exists(self)

    monkeypatch.setattr(Path, "exists", exists)
    store = StatsStore()
    assert store.record(made_up(True, day=1)) is False
    assert [n.kind for n in store.notices] == ["damaged"]
    assert cli.main(["stats"]) == 0
    err = capsys.readouterr().err
    assert "could not be moved" in err and "Traceback" not in err
