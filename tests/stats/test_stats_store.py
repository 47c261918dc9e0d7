"""The statistics database: round trips, versions and migrations, damage, kills."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from stats_helpers import finished_game, made_up, played

from phase10_desktop.engine import RuleSet
from phase10_desktop.stats import SCHEMA_VERSION, StatsStore, default_path, result_of
from phase10_desktop.stats.store import create_v1

ROOT = Path(__file__).resolve().parents[2]


def _version(path: Path) -> int:
    con = sqlite3.connect(path)
    try:
        return con.execute("PRAGMA user_version").fetchone()[0]
    finally:
        con.close()


def test_a_recorded_game_reads_back_as_it_was_written(tmp_path):
    store = StatsStore(tmp_path / "s.sqlite3")
    result = played(4, seed=3, levels=(None, "easy", "hard", "hard"), practice=True)
    assert store.record(result)
    assert StatsStore(store.path).games() == [result]
    assert _version(store.path) == SCHEMA_VERSION


def test_rule_variants_and_score_lines_survive_the_round_trip(tmp_path):
    rules = RuleSet(phases="first:5", all_advance=True, first_skip="cover")
    result = played(2, seed=5, rules=rules)
    store = StatsStore(tmp_path / "s.sqlite3")
    store.record(result)
    (back,) = StatsStore(store.path).games()
    assert back.rules == rules
    assert back.rounds == result.rounds


def test_the_same_game_recorded_twice_is_kept_once(tmp_path):
    store = StatsStore(tmp_path / "s.sqlite3")
    result = played(3, seed=2)
    assert store.record(result)
    assert not store.record(result)
    assert store.count() == 1
    assert not store.notices


def test_games_read_back_oldest_first(tmp_path):
    store = StatsStore(tmp_path / "s.sqlite3")
    late = made_up(True, day=20)
    early = made_up(False, day=2)
    store.record(late)
    store.record(early)
    assert store.games() == [early, late]


def test_the_phase_each_round_was_played_on_agrees_with_the_engine():
    """R7.2: a seat laying its phase moves on; the phase it laid is the one it was on,
    and after the last round every seat is on the engine's phase."""
    game = finished_game(4, seed=11)
    result = result_of(game, [None, "normal", "normal", "normal"], 0)
    for line in result.rounds:
        for s in range(4):
            assert line.laid[s] in (None, line.phase[s])
    last = result.rounds[-1]
    for s in range(4):
        after = last.phase[s] + (last.laid[s] is not None)
        assert after == game.phase_no[s]


def test_a_version_1_database_is_migrated_to_the_current_layout(tmp_path):
    path = tmp_path / "s.sqlite3"
    game = made_up(True, day=3, rounds=4, laid_every=2)
    con = sqlite3.connect(path, isolation_level=None)
    create_v1(con)
    rules = json.dumps(game.rules.to_dict())
    for _ in range(2):  # version 1 did not stop a game being recorded twice
        cur = con.execute(
            "INSERT INTO games (played_at, players, rules, winner, seed) VALUES (?, ?, ?, ?, ?)",
            (game.played_at, game.players, rules, game.winner, game.seed),
        )
        gid = cur.lastrowid
        for i, s in enumerate(game.seats):
            con.execute(
                "INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?)",
                (gid, i, s.name, s.level, int(s.human), s.score, s.phases),
            )
        for r in game.rounds:
            for s in range(game.players):
                con.execute(
                    "INSERT INTO rounds VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (gid, r.round_no, s, r.points[s], r.phase[s], r.laid[s], r.went_out == s, 0),
                )
    con.close()
    assert _version(path) == 1

    store = StatsStore(path)
    assert store.games() == [game]
    assert _version(path) == SCHEMA_VERSION
    assert not store.notices
    assert not store.record(game)  # the fingerprint written by the migration matches
    assert store.record(made_up(False, day=4))
    assert StatsStore(path).count() == 2


def test_a_damaged_file_is_moved_aside_with_a_notice_and_recording_goes_on(tmp_path):
    path = tmp_path / "s.sqlite3"
    path.write_bytes(b"this is not a database, but a shopping list" * 100)
    store = StatsStore(path)
    assert store.record(made_up(True, day=1))  # no exception, and the game is kept
    (notice,) = store.notices
    assert notice.kind == "moved_aside"
    assert notice.moved_to is not None and notice.moved_to.exists()
    assert notice.moved_to.read_bytes().startswith(b"this is not a database")
    assert "damaged" in notice.message and notice.moved_to.name in notice.message
    assert StatsStore(path).count() == 1


def test_a_truncated_database_is_moved_aside(tmp_path):
    path = tmp_path / "s.sqlite3"
    store = StatsStore(path)
    for day in range(1, 25):
        store.record(played(4, seed=day, played_at=f"2025-01-{day:02d}T10:00:00+00:00"))
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    fresh = StatsStore(path)
    assert fresh.games() == []
    assert [n.kind for n in fresh.notices] == ["moved_aside"]
    assert not path.exists()  # reading never creates a database
    assert fresh.record(made_up(True, day=1))
    assert fresh.count() == 1


def test_a_database_with_foreign_tables_is_not_taken_for_ours(tmp_path):
    path = tmp_path / "s.sqlite3"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE recipes (name TEXT)")
    con.commit()
    con.close()
    store = StatsStore(path)
    assert store.record(made_up(True, day=1))
    assert [n.kind for n in store.notices] == ["moved_aside"]


def test_a_newer_database_is_left_alone(tmp_path):
    path = tmp_path / "s.sqlite3"
    StatsStore(path).record(made_up(True, day=1))
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    con.commit()
    con.close()
    before = path.read_bytes()
    store = StatsStore(path)
    assert store.games() == []
    assert not store.record(made_up(True, day=2))
    assert [n.kind for n in store.notices] == ["newer"]
    assert "newer version" in store.notices[0].message
    assert path.read_bytes() == before


def test_an_unwritable_place_never_raises(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    store = StatsStore(blocker / "sub" / "s.sqlite3")  # a folder inside a file
    assert not store.record(made_up(True, day=1))
    assert store.games() == []
    assert store.notices and store.notices[0].kind == "unusable"
    assert blocker.read_text() == "x"


def test_the_database_lives_in_the_user_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("PHASE10_DATA_DIR", str(tmp_path))
    assert default_path().parent == tmp_path
    from phase10_desktop.app.save_store import default_folder

    assert default_folder().parent == default_path().parent


def test_the_data_folder_names_agree_with_the_settings():
    from phase10_desktop import user_data
    from phase10_desktop.app.parts import settings

    assert (user_data.APPLICATION, user_data.ORGANIZATION) == (
        settings.APPLICATION,
        settings.ORGANIZATION,
    )


# ------------------------------------------------------------ killed writers
_WRITER = textwrap.dedent(
    """
    import sys, time
    sys.path.insert(0, {tests!r})
    from stats_helpers import made_up
    from phase10_desktop.stats import StatsStore

    mode = sys.argv[2]
    store = StatsStore(sys.argv[1])
    if mode == "pause":
        lines = StatsStore._insert_lines

        def slow(con, game_id, result):
            lines(con, game_id, result)  # every row written, not yet committed
            print("inside", flush=True)
            time.sleep(60)

        StatsStore._insert_lines = staticmethod(slow)
        store.record(made_up(False, day=2, rounds=12))
    else:
        print("writing", flush=True)
        for i in range(100000):
            store.record(made_up(i % 2 == 0, day=1 + i % 28, month=1 + i % 12, rounds=5 + i % 9,
                                 score=i))
    """
)


def _writer(path: Path, mode: str) -> subprocess.Popen:
    code = _WRITER.format(tests=str(Path(__file__).parent))
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(
        [sys.executable, "-c", code, str(path), mode],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert proc.stdout is not None
    assert proc.stdout.readline().strip() in ("inside", "writing")
    return proc


def _complete_games(path: Path) -> list[int]:
    """Ids of the games in the file, after checking each has all its rows."""
    con = sqlite3.connect(path)
    try:
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        ids = []
        for gid, players in con.execute("SELECT id, players FROM games").fetchall():
            seats = con.execute("SELECT COUNT(*) FROM seats WHERE game_id = ?", (gid,)).fetchone()
            lines = con.execute(
                "SELECT COUNT(*), COUNT(DISTINCT round_no) FROM rounds WHERE game_id = ?", (gid,)
            ).fetchone()
            assert seats[0] == players
            assert lines[0] == lines[1] * players and lines[1] > 0
            ids.append(gid)
        orphans = con.execute(
            "SELECT COUNT(*) FROM rounds WHERE game_id NOT IN (SELECT id FROM games)"
        ).fetchone()[0]
        assert orphans == 0
        return ids
    finally:
        con.close()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")
def test_a_writer_killed_in_the_middle_of_a_game_leaves_none_of_it(tmp_path):
    path = tmp_path / "s.sqlite3"
    first = made_up(True, day=1)
    StatsStore(path).record(first)
    proc = _writer(path, "pause")
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    assert Path(f"{path}-journal").exists()  # the half-written game's undo record
    assert len(_complete_games(path)) == 1
    store = StatsStore(path)
    assert store.games() == [first]
    assert not store.notices
    assert store.record(made_up(False, day=2, rounds=12))
    assert store.count() == 2


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")
def test_writers_killed_at_any_moment_leave_only_whole_games(tmp_path):
    path = tmp_path / "s.sqlite3"
    seen = 0
    for delay in (0.05, 0.13, 0.21):
        proc = _writer(path, "loop")
        try:
            proc.wait(timeout=delay)
        except subprocess.TimeoutExpired:
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait()
        ids = _complete_games(path)
        assert len(ids) >= seen
        seen = len(ids)
        games = StatsStore(path).games()
        assert len(games) == seen
    assert seen > 0


def test_the_statistics_import_with_qt_made_unimportable():
    code = (
        "import sys; sys.modules['PySide6'] = None; sys.modules['shiboken6'] = None\n"
        "import phase10_desktop.stats, phase10_desktop.stats.command\n"
        "print('ok')"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "ok"
