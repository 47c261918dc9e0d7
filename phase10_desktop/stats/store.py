"""The statistics database: every finished game, in SQLite, in the user-data folder.

Three promises, each with a test:

* **Transactional.** A game is written in one transaction (``BEGIN IMMEDIATE`` …
  ``COMMIT``), so a crash, a kill or a power cut in the middle leaves the
  database with all of that game or none of it; SQLite's journal undoes a
  half-written transaction the next time the file is opened.
* **Versioned.** The layout's version is SQLite's ``user_version``; an older
  database is migrated step by step (:data:`MIGRATIONS`) inside one transaction
  when it is first opened; a newer one (written by a later version of the game)
  is left untouched and not written to.
* **Never in the way.** A damaged file is moved aside (kept for a bug report,
  with its journal) and a fresh database started, with a :class:`Notice` saying
  so; no call here raises for a bad or unwritable database: recording returns
  False, reading returns no games, and :attr:`StatsStore.notices` says why.

Each call opens its own short connection, so the store may be used from a worker
thread (recording must not hold up the table) and by ``phase10 stats`` while the
game runs.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sqlite3
import threading
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from ..engine import RuleSet
from ..user_data import data_folder
from .result import GameResult, RoundLine, SeatResult

__all__ = [
    "DATABASE_NAME",
    "SCHEMA_VERSION",
    "Notice",
    "StatsStore",
    "default_path",
]

log = logging.getLogger(__name__)

DATABASE_NAME = "statistics.sqlite3"
#: the layout this version of the game writes (SQLite's ``user_version``)
SCHEMA_VERSION = 2
#: seconds a write waits for another connection (the CLI reading, say) to finish
BUSY_TIMEOUT = 5.0


def default_path() -> Path:
    """Where the game keeps its statistics (honours ``$PHASE10_DATA_DIR``)."""
    return data_folder() / DATABASE_NAME


@dataclass(frozen=True, slots=True)
class Notice:
    """Something the player should hear about the statistics database.

    ``kind`` is "moved_aside" (the file was damaged and a fresh one started;
    ``moved_to`` is where the old one went), "newer" (a later version of the game
    wrote it, so this one leaves it alone) or "unusable" (it cannot be created or
    written, e.g. no permission). :attr:`message` is English for logs and the
    command line; the app words it from ``kind`` in the player's language.
    """

    kind: str
    path: Path
    moved_to: Path | None = None
    detail: str = ""

    @property
    def message(self) -> str:
        if self.kind == "moved_aside":
            where = f"; it was renamed to {self.moved_to.name}" if self.moved_to else ""
            return (
                f"The statistics database {self.path.name} was damaged ({self.detail}){where}. "
                "A new one was started: earlier games are no longer counted."
            )
        if self.kind == "newer":
            return (
                f"The statistics database {self.path.name} was written by a newer version of "
                "Phase 10 Desktop; update the game to see and add to it."
            )
        return (
            f"The statistics database {self.path} cannot be used ({self.detail}); "
            "games are not being recorded. Check that the folder exists and may be written."
        )


class _Damaged(Exception):
    """The file is not a statistics database we can read (detail in ``args[0]``)."""


class _Newer(Exception):
    """A later version of the game wrote this database."""


# ---------------------------------------------------------------- the layout
_V1 = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    played_at TEXT NOT NULL,
    players INTEGER NOT NULL,
    rules TEXT NOT NULL,
    winner INTEGER,
    seed INTEGER
);
CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    level TEXT,
    human INTEGER NOT NULL,
    score INTEGER NOT NULL,
    phases INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE TABLE rounds (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    round_no INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    points INTEGER NOT NULL,
    phase INTEGER,
    laid INTEGER,
    went_out INTEGER NOT NULL,
    tiebreak INTEGER NOT NULL,
    PRIMARY KEY (game_id, round_no, seat)
);
"""


def _to_v2(con: sqlite3.Connection) -> None:
    """v2: the practice flag (practice games stay out of the win rates) and one row
    per game (a fingerprint, so a game recorded twice is kept once)."""
    con.execute("ALTER TABLE games ADD COLUMN practice INTEGER NOT NULL DEFAULT 0")
    con.execute("ALTER TABLE games ADD COLUMN fingerprint TEXT")
    for (game_id,) in con.execute("SELECT id FROM games").fetchall():
        result = _read_game(con, game_id, practice=False)
        con.execute("UPDATE games SET fingerprint = ? WHERE id = ?", (result.fingerprint, game_id))
    # an older layout could hold the same game twice: keep the first
    con.execute(
        "DELETE FROM games WHERE id NOT IN (SELECT MIN(id) FROM games GROUP BY fingerprint)"
    )
    con.execute("CREATE UNIQUE INDEX games_fingerprint ON games(fingerprint)")
    con.execute("CREATE INDEX games_played_at ON games(played_at)")


#: MIGRATIONS[v] turns a version-v database into version v + 1
MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {1: _to_v2}

#: the columns each table must have at SCHEMA_VERSION (checked on opening)
_COLUMNS = {
    "games": {"id", "played_at", "players", "rules", "winner", "seed", "practice", "fingerprint"},
    "seats": {"game_id", "seat", "name", "level", "human", "score", "phases"},
    "rounds": {"game_id", "round_no", "seat", "points", "phase", "laid", "went_out", "tiebreak"},
}


def create_v1(con: sqlite3.Connection) -> None:
    """Lay out an empty version-1 database (the start of every migration chain).

    Statement by statement: ``executescript`` would commit the caller's transaction.
    """
    for statement in filter(str.strip, _V1.split(";")):
        con.execute(statement)
    con.execute("PRAGMA user_version = 1")


# ------------------------------------------------------------------ reading
def _read_game(con: sqlite3.Connection, game_id: int, *, practice: bool) -> GameResult:
    row = con.execute(
        "SELECT played_at, rules, winner, seed FROM games WHERE id = ?", (game_id,)
    ).fetchone()
    seats = con.execute(
        "SELECT name, level, human, score, phases FROM seats WHERE game_id = ? ORDER BY seat",
        (game_id,),
    ).fetchall()
    lines = con.execute(
        "SELECT round_no, seat, points, phase, laid, went_out, tiebreak FROM rounds "
        "WHERE game_id = ? ORDER BY round_no, seat",
        (game_id,),
    ).fetchall()
    return _assemble(row, seats, lines, practice)


def _assemble(row: tuple, seats: list, lines: list, practice: bool) -> GameResult:
    played_at, rules_text, winner, seed = row
    try:
        rules = RuleSet.from_dict(json.loads(rules_text))
    except (ValueError, TypeError) as exc:
        raise _Damaged(f"a game's rules cannot be read: {exc}") from exc
    n = len(seats)
    by_round: dict[int, list] = {}
    for line in lines:
        by_round.setdefault(line[0], []).append(line)
    rounds = []
    for round_no in sorted(by_round):
        cells = by_round[round_no]
        if [c[1] for c in cells] != list(range(n)):
            raise _Damaged(f"round {round_no} of a game does not have one line per seat")
        out = [c[1] for c in cells if c[5]]
        rounds.append(
            RoundLine(
                round_no=round_no,
                went_out=out[0] if out else None,
                points=tuple(c[2] for c in cells),
                phase=tuple(c[3] for c in cells),
                laid=tuple(c[4] for c in cells),
                tiebreak=bool(cells[0][6]),
            )
        )
    return GameResult(
        played_at=played_at,
        seats=tuple(SeatResult(s[0], s[1], bool(s[2]), s[3], s[4]) for s in seats),
        rules=rules,
        winner=winner,
        rounds=tuple(rounds),
        practice=practice,
        seed=seed,
    )


class StatsStore:
    """The statistics database at ``path`` (created on the first game recorded)."""

    def __init__(self, path: Path | str | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        #: what went wrong with the file so far, oldest first (for the window and CLI)
        self.notices: list[Notice] = []
        self._lock = threading.Lock()
        self._ready = False
        self._newer = False

    # -------------------------------------------------------------- opening
    def _connect(self) -> sqlite3.Connection:
        con = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT, isolation_level=None)
        con.execute("PRAGMA foreign_keys = ON")
        return con

    def _open(self, *, create: bool) -> sqlite3.Connection | None:
        """A connection to a checked, current database; None if there is none to read
        (``create`` false and no file) or it must not be used (newer, unusable).

        The first call in a process checks the file and migrates it; a damaged file
        is moved aside and, when ``create``, replaced by a fresh one.
        """
        with self._lock:
            if self._newer:
                return None
            if not self.path.exists() and not create:
                return None
            for attempt in (1, 2):
                con: sqlite3.Connection | None = None
                try:
                    if create:
                        self.path.parent.mkdir(parents=True, exist_ok=True)
                    con = self._connect()
                    if not self._ready:
                        self._prepare(con)
                        self._ready = True
                    return con
                except _Newer:
                    _close(con)
                    self._newer = True
                    self._notice(Notice("newer", self.path))
                    return None
                except (_Damaged, sqlite3.DatabaseError) as exc:
                    _close(con)
                    if isinstance(exc, sqlite3.OperationalError) and _not_damage(exc):
                        self._notice(Notice("unusable", self.path, detail=str(exc)))
                        return None
                    if attempt == 2 or not self.path.exists():
                        self._notice(Notice("unusable", self.path, detail=str(exc)))
                        return None
                    moved = self._move_aside()
                    self._notice(Notice("moved_aside", self.path, moved, detail=str(exc)))
                    if not create:
                        return None
                except OSError as exc:
                    _close(con)
                    self._notice(Notice("unusable", self.path, detail=str(exc)))
                    return None
            return None  # pragma: no cover - the loop always returns

    def _prepare(self, con: sqlite3.Connection) -> None:
        """Check the file, then lay it out or migrate it to :data:`SCHEMA_VERSION`."""
        ok = con.execute("PRAGMA quick_check").fetchone()
        if ok is None or ok[0] != "ok":
            raise _Damaged(f"SQLite's check says: {ok[0] if ok else 'nothing'}")
        version = con.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise _Newer()
        if version == 0:
            tables = con.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
            if tables:
                raise _Damaged("it holds tables but no layout version")
        if version < SCHEMA_VERSION:
            con.execute("BEGIN IMMEDIATE")
            try:
                if version == 0:
                    create_v1(con)
                    version = 1
                while version < SCHEMA_VERSION:
                    MIGRATIONS[version](con)
                    version += 1
                    con.execute(f"PRAGMA user_version = {version}")
                con.execute("COMMIT")
            except BaseException:
                con.execute("ROLLBACK")
                raise
            log.info("statistics database %s is at layout version %d", self.path, version)
        for table, wanted in _COLUMNS.items():
            have = {r[1] for r in con.execute(f"PRAGMA table_info({table})")}
            if not wanted <= have:
                raise _Damaged(f"the {table} table lacks {', '.join(sorted(wanted - have))}")

    def _move_aside(self) -> Path | None:
        """Rename the damaged file (and its journal, which belongs to it) so it is kept
        for a bug report and never opened again; None if it could only be deleted."""
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{self.path.stem}.corrupt-{stamp}{self.path.suffix}")
        counter = 1
        while target.exists():
            counter += 1
            target = self.path.with_name(
                f"{self.path.stem}.corrupt-{stamp}-{counter}{self.path.suffix}"
            )
        try:
            os.replace(self.path, target)
        except OSError:
            log.warning("cannot move %s aside; deleting it", self.path, exc_info=True)
            with contextlib.suppress(OSError):
                self.path.unlink()
            target = None
        for extra in ("-journal", "-wal", "-shm"):
            side = Path(f"{self.path}{extra}")
            if side.exists():
                with contextlib.suppress(OSError):
                    if target is not None:
                        os.replace(side, Path(f"{target}{extra}"))
                    else:
                        side.unlink()
        return target

    def _notice(self, notice: Notice) -> None:
        log.warning("%s", notice.message)
        self.notices.append(notice)

    # -------------------------------------------------------------- writing
    def record(self, result: GameResult) -> bool:
        """Add one finished game, all of it or nothing; False if it was not stored
        (already there, or the database cannot be used: see :attr:`notices`)."""
        con = self._open(create=True)
        if con is None:
            return False
        try:
            con.execute("BEGIN IMMEDIATE")
            try:
                game_id = self._insert_game(con, result)
                if game_id is None:
                    con.execute("ROLLBACK")
                    return False
                self._insert_lines(con, game_id, result)
                con.execute("COMMIT")
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    con.execute("ROLLBACK")
                raise
            return True
        except sqlite3.Error as exc:
            self._notice(Notice("unusable", self.path, detail=str(exc)))
            return False
        finally:
            con.close()

    @staticmethod
    def _insert_game(con: sqlite3.Connection, result: GameResult) -> int | None:
        """The game's row; None when this very game is already recorded."""
        rules = json.dumps(result.rules.to_dict(), sort_keys=True, separators=(",", ":"))
        cur = con.execute(
            "INSERT OR IGNORE INTO games "
            "(played_at, players, rules, winner, seed, practice, fingerprint) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                result.played_at,
                result.players,
                rules,
                result.winner,
                result.seed,
                int(result.practice),
                result.fingerprint,
            ),
        )
        return cur.lastrowid if cur.rowcount == 1 else None

    @staticmethod
    def _insert_lines(con: sqlite3.Connection, game_id: int, result: GameResult) -> None:
        """The seats' and the rounds' rows of the game ``game_id``."""
        con.executemany(
            "INSERT INTO seats (game_id, seat, name, level, human, score, phases) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                (game_id, i, s.name, s.level, int(s.human), s.score, s.phases)
                for i, s in enumerate(result.seats)
            ],
        )
        con.executemany(
            "INSERT INTO rounds (game_id, round_no, seat, points, phase, laid, went_out, "
            "tiebreak) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    game_id,
                    r.round_no,
                    s,
                    r.points[s],
                    r.phase[s],
                    r.laid[s],
                    int(r.went_out == s),
                    int(r.tiebreak),
                )
                for r in result.rounds
                for s in range(result.players)
            ],
        )

    # -------------------------------------------------------------- reading
    def games(self) -> list[GameResult]:
        """Every recorded game, oldest first (none if there is no usable database)."""
        con = self._open(create=False)
        if con is None:
            return []
        try:
            rows = con.execute(
                "SELECT id, played_at, rules, winner, seed, practice FROM games "
                "ORDER BY played_at, id"
            ).fetchall()
            seats: dict[int, list] = {}
            for r in con.execute(
                "SELECT game_id, name, level, human, score, phases FROM seats "
                "ORDER BY game_id, seat"
            ):
                seats.setdefault(r[0], []).append(r[1:])
            lines: dict[int, list] = {}
            for r in con.execute(
                "SELECT game_id, round_no, seat, points, phase, laid, went_out, tiebreak "
                "FROM rounds ORDER BY game_id, round_no, seat"
            ):
                lines.setdefault(r[0], []).append(r[1:])
            out = []
            for game_id, *row, practice in rows:
                out.append(
                    _assemble(row, seats.get(game_id, []), lines.get(game_id, []), bool(practice))
                )
            return out
        except (sqlite3.DatabaseError, _Damaged) as exc:
            self._notice(Notice("unusable", self.path, detail=str(exc)))
            return []
        finally:
            con.close()

    def count(self) -> int:
        """How many games are recorded (0 without a usable database)."""
        con = self._open(create=False)
        if con is None:
            return 0
        try:
            return int(con.execute("SELECT COUNT(*) FROM games").fetchone()[0])
        except sqlite3.DatabaseError:
            return 0
        finally:
            con.close()


def _close(con: sqlite3.Connection | None) -> None:
    if con is not None:
        with contextlib.suppress(sqlite3.Error):
            con.close()


def _not_damage(exc: sqlite3.OperationalError) -> bool:
    """Errors that say nothing about the file's content (busy, locked, no such
    folder, read-only): moving the file aside would lose good statistics."""
    text = str(exc).lower()
    return any(
        word in text for word in ("locked", "busy", "unable to open", "readonly", "read-only")
    )
