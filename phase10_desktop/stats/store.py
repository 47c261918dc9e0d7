"""The statistics database: every finished game, in SQLite, in the user-data folder.

Three promises, each with a test:

* **Transactional.** A game is written in one transaction (``BEGIN IMMEDIATE`` …
  ``COMMIT``), so a crash, a kill or a power cut in the middle leaves the
  database with all of that game or none of it; SQLite's journal undoes a
  half-written transaction the next time the file is opened.
* **Versioned.** The layout's version is SQLite's ``user_version``; an older
  database is migrated step by step (:data:`MIGRATIONS`) inside one transaction
  when it is first opened, the version read again inside it (``BEGIN IMMEDIATE``),
  so two copies of the game opening a new or old file at once migrate it once; a
  newer one (written by a later version of the game) is left untouched and not
  written to.
* **Never in the way.** A damaged file is moved aside (kept for a bug report,
  with its journal) and a fresh database started, with a :class:`Notice` saying
  so; one that cannot be moved is left as it is, and said so. A game whose rows
  hold odd values (text for points, a winner who is not a seat) is left out of
  the figures with a notice, and the other games still count. No call here
  raises for a bad or unwritable database: recording returns False, reading
  returns the games it can read, and :attr:`StatsStore.notices` says why.

And one rule of counting (:meth:`StatsStore.record`): a game counts only when
this program dealt each of its rounds from a fresh seed of its own, for a game
that was not a practice game, with these seats and rules (:meth:`StatsStore.note_deal`
keeps each such deal as it is dealt), and each deal counts once. A numbered game,
a record's deals, a practice game whose save was edited, or a Save As copy played
again are kept, but not counted.

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
from datetime import datetime
from pathlib import Path
from typing import TypeGuard

from ..engine import RuleSet
from ..engine.values import value_class
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
SCHEMA_VERSION = 3
#: seconds a write waits for another connection (the CLI reading, say) to finish
BUSY_TIMEOUT = 5.0


def default_path() -> Path:
    """Where the game keeps its statistics (honours ``$PHASE10_DATA_DIR``)."""
    return data_folder() / DATABASE_NAME


@value_class(slots=True)
class Notice:
    """Something the player should hear about the statistics database.

    ``kind`` is "moved_aside" (the file was damaged; ``moved_to`` is where it went,
    and the next game recorded starts a new one), "damaged" (the file is damaged
    and could not be moved aside, so nothing is recorded until it is), "skipped"
    (``count`` games have rows that cannot be read and are left out), "newer" (a
    later version of the game wrote it, so this one leaves it alone) or "unusable"
    (it cannot be created or written, e.g. no permission). :attr:`message` is
    English for logs and the command line; the app words it from ``kind`` in the
    player's language.
    """

    kind: str
    path: Path
    moved_to: Path | None = None
    detail: str = ""
    count: int = 0

    @property
    def message(self) -> str:
        if self.kind == "moved_aside":
            where = f"renamed to {self.moved_to.name}" if self.moved_to else "deleted"
            return (
                f"The statistics database {self.path.name} was damaged ({self.detail}); it was "
                f"{where}. Games finished from now on go into a new one; "
                "the games before are no longer counted."
            )
        if self.kind == "damaged":
            return (
                f"The statistics database {self.path} is damaged ({self.detail}) and could not "
                "be moved aside; no game is recorded until it is moved or deleted."
            )
        if self.kind == "skipped":
            games = "1 game" if self.count == 1 else f"{self.count} games"
            return (
                f"{games} could not be read from the statistics database {self.path.name} "
                f"({self.detail}) and {'is' if self.count == 1 else 'are'} left out; "
                "the other games are counted."
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


def _to_v3(con: sqlite3.Connection) -> None:
    """v3: which games count (``counted``), and the deals this program dealt from its own
    fresh seeds (``deals``), each claimed by the one game it counts for. Games recorded
    before keep counting as they did."""
    con.execute("ALTER TABLE games ADD COLUMN counted INTEGER NOT NULL DEFAULT 1")
    con.execute(
        "CREATE TABLE deals ("
        "commitment TEXT PRIMARY KEY, "
        "setup TEXT NOT NULL, "
        "practice INTEGER NOT NULL, "
        "game_id INTEGER REFERENCES games(id) ON DELETE SET NULL)"
    )


#: MIGRATIONS[v] turns a version-v database into version v + 1
MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {1: _to_v2, 2: _to_v3}

#: the columns each table must have at SCHEMA_VERSION (checked on opening)
_COLUMNS = {
    "games": {
        "id",
        "played_at",
        "players",
        "rules",
        "winner",
        "seed",
        "practice",
        "fingerprint",
        "counted",
    },
    "seats": {"game_id", "seat", "name", "level", "human", "score", "phases"},
    "rounds": {"game_id", "round_no", "seat", "points", "phase", "laid", "went_out", "tiebreak"},
    "deals": {"commitment", "setup", "practice", "game_id"},
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


def _whole(value: object, lo: int = 0, hi: int = 10**9) -> TypeGuard[int]:
    """An integer SQLite gave back (not text, not a real number) from ``lo`` to ``hi``."""
    return type(value) is int and lo <= value <= hi


def _flag(value: object) -> bool:
    if value not in (0, 1) or type(value) is not int:
        raise _Damaged(f"a flag holds {value!r:.30}, not 0 or 1")
    return bool(value)


def _optional_phase(value: object) -> int | None:
    if value is None:
        return None
    if not _whole(value, 1, 1000):
        raise _Damaged(f"a phase number holds {value!r:.30}")
    return value


def _assemble(
    row: tuple, seats: list, lines: list, practice: bool, counted: bool = True, deals=()
) -> GameResult:
    """One game from its rows, every value checked: a row holding text where a number
    belongs, or a winner who is no seat, raises _Damaged for this game alone."""
    played_at, rules_text, winner, seed = row
    if not isinstance(played_at, str) or not isinstance(rules_text, str):
        raise _Damaged("a game's date or rules are not text")
    try:
        rules = RuleSet.from_dict(json.loads(rules_text))
    except (ValueError, TypeError) as exc:
        raise _Damaged(f"a game's rules cannot be read: {exc}") from exc
    n = len(seats)
    if not 2 <= n <= 6:
        raise _Damaged(f"a game has {n} seats")
    if winner is not None and not _whole(winner, 0, n - 1):
        raise _Damaged(f"a game's winner is {winner!r:.30}, not one of its {n} seats")
    if seed is not None and type(seed) is not int:
        raise _Damaged("a game's seed is not a number")
    out_seats = []
    for name, level, human, score, phases in seats:
        if not isinstance(name, str) or not (level is None or isinstance(level, str)):
            raise _Damaged("a seat's name or level is not text")
        if not _whole(score) or not _whole(phases, 0, 1000):
            raise _Damaged(f"a seat's score or phases hold {score!r:.20} / {phases!r:.20}")
        out_seats.append(SeatResult(name, level, _flag(human), score, phases))
    by_round: dict[int, list] = {}
    for line in lines:
        by_round.setdefault(line[0], []).append(line)
    rounds = []
    for round_no in sorted(by_round):
        cells = by_round[round_no]
        if not _whole(round_no, 1, 10**6) or [c[1] for c in cells] != list(range(n)):
            raise _Damaged(f"round {round_no!r:.20} of a game does not have one line per seat")
        if not all(_whole(c[2], 0, 10**6) for c in cells):
            raise _Damaged(f"round {round_no} of a game holds points that are not a number")
        out = [c[1] for c in cells if _flag(c[5])]
        rounds.append(
            RoundLine(
                round_no=round_no,
                went_out=out[0] if out else None,
                points=tuple(c[2] for c in cells),
                phase=tuple(_optional_phase(c[3]) for c in cells),
                laid=tuple(_optional_phase(c[4]) for c in cells),
                tiebreak=_flag(cells[0][6]),
            )
        )
    return GameResult(
        played_at=played_at,
        seats=tuple(out_seats),
        rules=rules,
        winner=winner,
        rounds=tuple(rounds),
        practice=practice,
        seed=seed,
        counted=counted,
        deals=tuple(deals),
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
        #: a damaged file that could not be moved aside: left alone from then on
        self._stuck = False

    # -------------------------------------------------------------- opening
    def _connect(self) -> sqlite3.Connection:
        con = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT, isolation_level=None)
        con.execute("PRAGMA foreign_keys = ON")
        return con

    def _open(self, *, create: bool) -> sqlite3.Connection | None:
        """A connection to a checked, current database; None if there is none to read
        (``create`` false and no file) or it must not be used (newer, unusable).

        The first call in a process checks the file and migrates it; a damaged file
        is moved aside and, when ``create``, replaced by a fresh one. A damaged file
        that cannot be moved is left where it is, and nothing is written to it.
        """
        with self._lock:
            if self._newer or self._stuck:
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
                    try:
                        moved, stuck = self._move_aside()
                    except OSError as err:  # even looking at the folder is refused
                        moved, stuck = None, str(err.strerror or err)
                    if stuck is not None:
                        self._stuck = True
                        self._notice(Notice("damaged", self.path, detail=f"{exc}; {stuck}"))
                        return None
                    self._notice(Notice("moved_aside", self.path, moved, detail=str(exc)))
                    if not create:
                        return None
                except OSError as exc:
                    _close(con)
                    self._notice(Notice("unusable", self.path, detail=str(exc)))
                    return None
            return None  # pragma: no cover - the loop always returns

    def _prepare(self, con: sqlite3.Connection) -> None:
        """Check the file, then lay it out or migrate it to :data:`SCHEMA_VERSION`.

        The version is read again inside ``BEGIN IMMEDIATE`` (which waits for any
        other writer): when two copies of the game open a new or an old database at
        once, the second finds it already migrated instead of migrating it again and
        taking "table games already exists" for damage."""
        ok = con.execute("PRAGMA quick_check").fetchone()
        if ok is None or ok[0] != "ok":
            raise _Damaged(f"SQLite's check says: {ok[0] if ok else 'nothing'}")
        version = con.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise _Newer()
        if version < SCHEMA_VERSION:
            con.execute("BEGIN IMMEDIATE")
            try:
                version = con.execute("PRAGMA user_version").fetchone()[0]
                if version > SCHEMA_VERSION:
                    raise _Newer()
                if version == 0:
                    tables = con.execute(
                        "SELECT name FROM sqlite_master WHERE type = 'table'"
                    ).fetchall()
                    if tables:
                        raise _Damaged("it holds tables but no layout version")
                    create_v1(con)
                    version = 1
                while version < SCHEMA_VERSION:
                    MIGRATIONS[version](con)
                    version += 1
                    con.execute(f"PRAGMA user_version = {version}")
                con.execute("COMMIT")
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    con.execute("ROLLBACK")
                raise
            log.info("statistics database %s is at layout version %d", self.path, version)
        for table, wanted in _COLUMNS.items():
            have = {r[1] for r in con.execute(f"PRAGMA table_info({table})")}
            if not wanted <= have:
                raise _Damaged(f"the {table} table lacks {', '.join(sorted(wanted - have))}")

    def _move_aside(self) -> tuple[Path | None, str | None]:
        """Rename the damaged file (and its journal, which belongs to it) so it is kept
        for a bug report and never opened again. Returns where it went (None: it could
        only be deleted) and, when it is still there, why it could not be moved."""
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{self.path.stem}.corrupt-{stamp}{self.path.suffix}")
        counter = 1
        while target.exists():
            counter += 1
            target = self.path.with_name(
                f"{self.path.stem}.corrupt-{stamp}-{counter}{self.path.suffix}"
            )
        kept: Path | None = target
        try:
            os.replace(self.path, target)
        except OSError as exc:
            log.info("cannot move %s aside (%s); deleting it", self.path, exc)
            try:
                self.path.unlink()
            except OSError:
                return None, str(exc.strerror or exc)
            kept = None
        for extra in ("-journal", "-wal", "-shm"):
            side = Path(f"{self.path}{extra}")
            if side.exists():
                with contextlib.suppress(OSError):
                    if kept is not None:
                        os.replace(side, Path(f"{kept}{extra}"))
                    else:
                        side.unlink()
        return kept, None

    def _notice(self, notice: Notice) -> None:
        # info, not warning: the command line prints each notice itself, and a warning
        # with no logging set up would reach the terminal a second time
        log.info("%s", notice.message)
        if notice not in self.notices:  # reading again finds the same rows again
            self.notices.append(notice)

    # -------------------------------------------------------------- writing
    def note_deal(self, commitment: str, setup: str, *, practice: bool) -> bool:
        """Keep a deal this program just dealt from a fresh seed of its own: the round's
        ``commitment``, the game's ``setup`` (:func:`~.result.deal_setup`) and whether it
        is a practice game. Only deals kept here count (:meth:`record`), so a game must
        note each of its rounds as it deals it, before any save of it could be edited.
        False when it could not be kept (see :attr:`notices`)."""

        def keep(con: sqlite3.Connection) -> bool:
            con.execute(
                "INSERT OR IGNORE INTO deals (commitment, setup, practice) VALUES (?, ?, ?)",
                (commitment, setup, int(practice)),
            )
            return True

        return self._write(keep)

    def record(self, result: GameResult) -> bool:
        """Add one finished game, all of it or nothing; False if it was not stored
        (already there, or the database cannot be used: see :attr:`notices`).

        The game is kept either way; it *counts* only when every one of its deals was
        noted by :meth:`note_deal` for a game that is not a practice game, with these
        seats and rules, and no other game counted any of them (each deal once).
        """

        def add(con: sqlite3.Connection) -> bool:
            counted = self._counts(con, result)
            game_id = self._insert_game(con, result, counted)
            if game_id is None:
                return False
            self._insert_lines(con, game_id, result)
            if counted:
                con.executemany(
                    "UPDATE deals SET game_id = ? WHERE commitment = ?",
                    [(game_id, d) for d in set(result.deals)],
                )
            return True

        return self._write(add)

    def _write(self, work: Callable[[sqlite3.Connection], bool]) -> bool:
        """Run ``work`` in one transaction (``BEGIN IMMEDIATE`` … ``COMMIT``), kept when
        it returns True and rolled back otherwise; False too when the database cannot
        be used (a notice says why). All of it or nothing, whatever kills the process."""
        con = self._open(create=True)
        if con is None:
            return False
        try:
            con.execute("BEGIN IMMEDIATE")
            try:
                done = work(con)
                con.execute("COMMIT" if done else "ROLLBACK")
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    con.execute("ROLLBACK")
                raise
            return done
        except sqlite3.Error as exc:
            self._notice(Notice("unusable", self.path, detail=str(exc)))
            return False
        finally:
            con.close()

    @staticmethod
    def _counts(con: sqlite3.Connection, result: GameResult) -> bool:
        """Whether ``result`` counts: see :meth:`record`."""
        deals = set(result.deals)
        if result.practice or not deals or result.human_seat is None:
            return False
        found = {
            row[0]: row[1:]
            for d in deals
            for row in con.execute(
                "SELECT commitment, setup, practice, game_id FROM deals WHERE commitment = ?",
                (d,),
            )
        }
        return set(found) == deals and all(
            setup == result.setup and not practice and game_id is None
            for setup, practice, game_id in found.values()
        )

    @staticmethod
    def _insert_game(con: sqlite3.Connection, result: GameResult, counted: bool) -> int | None:
        """The game's row; None when this very game is already recorded."""
        rules = json.dumps(result.rules.to_dict(), sort_keys=True, separators=(",", ":"))
        cur = con.execute(
            "INSERT OR IGNORE INTO games "
            "(played_at, players, rules, winner, seed, practice, fingerprint, counted) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                result.played_at,
                result.players,
                rules,
                result.winner,
                result.seed,
                int(result.practice),
                result.fingerprint,
                int(counted),
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
        """Every recorded game that can be read, oldest first (none if there is no usable
        database). A game whose rows hold odd values is left out, with one notice
        ("skipped") saying how many; the others are read as usual."""
        con = self._open(create=False)
        if con is None:
            return []
        try:
            rows = con.execute(
                "SELECT id, played_at, rules, winner, seed, practice, counted FROM games "
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
            deals: dict[int, list[str]] = {}
            for commitment, game_id in con.execute(
                "SELECT commitment, game_id FROM deals WHERE game_id IS NOT NULL"
            ):
                deals.setdefault(game_id, []).append(commitment)
        except sqlite3.DatabaseError as exc:
            self._notice(Notice("unusable", self.path, detail=str(exc)))
            return []
        finally:
            con.close()
        out: list[GameResult] = []
        skipped: list[str] = []
        for game_id, *row, practice, counted in rows:
            try:
                out.append(
                    _assemble(
                        tuple(row),
                        seats.get(game_id, []),
                        lines.get(game_id, []),
                        _flag(practice),
                        _flag(counted),
                        sorted(deals.get(game_id, [])),
                    )
                )
            except (_Damaged, ValueError, TypeError) as exc:
                skipped.append(str(exc))
        if skipped:
            self._notice(Notice("skipped", self.path, detail=skipped[0], count=len(skipped)))
        return out

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
