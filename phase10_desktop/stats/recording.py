"""The statistics' side of play: each fresh deal noted, each finished game recorded.

Kept apart from the Statistics window (:mod:`.stats_window`) so that the table can
note its first deal without loading the window's widgets and charts: the work is
done on one background thread, and never raises into the game.
"""

from __future__ import annotations

import logging
from concurrent.futures import Future, ThreadPoolExecutor
from functools import cache
from typing import Any

from phase10_desktop.engine import Game
from phase10_desktop.stats.result import GameResult, deal_setup, result_of
from phase10_desktop.stats.store import StatsStore

from ..engine.values import value_class

__all__ = [
    "note_dealt_round",
    "record_finished_game",
    "record_table_game",
    "shared_store",
    "writer",
]

log = logging.getLogger(__name__)


@cache
def shared_store() -> StatsStore:
    """The one store of the running program (in the user-data folder), so notices
    about a damaged database reach the Statistics window."""
    return StatsStore()


@cache
def writer() -> ThreadPoolExecutor:
    """One background thread: games are written in the order they ended, and the
    interpreter waits for a write in progress before it exits."""
    return ThreadPoolExecutor(max_workers=1, thread_name_prefix="stats-writer")


def _record_quietly(store: StatsStore, result: GameResult) -> bool:
    try:
        return store.record(result)
    except Exception:  # the statistics must never be the reason a game misbehaves
        log.exception("could not record a finished game in %s", store.path)
        return False


def _practice(game: Game, config: Any) -> bool:
    """A practice game, as the set-up or the game's record says (either is enough)."""
    record = getattr(game, "record", None)
    return bool(getattr(config, "practice", False) or getattr(record, "practice", False))


def _setup(config: Any) -> str:
    seats = config.seats
    human = next((i for i, s in enumerate(seats) if s.human), None)
    return deal_setup([None if s.human else s.level for s in seats], human, config.rules)


def note_dealt_round(
    game: Game, config: Any, store: StatsStore | None = None
) -> Future[bool] | None:
    """The round just dealt, kept in the statistics as this program's own deal when its
    seed was drawn fresh here (not a numbered game's, not a record's): what lets the
    game count when it ends (:meth:`StatsStore.record`). Written on the background
    thread, before the game's result can be; never raises."""
    try:
        record = game.record
        if record is None or not record.rounds:
            return None
        r = record.rounds[-1]
        if not (r.dealt and r.fresh and r.commitment):
            return None
        return writer().submit(
            _note_quietly,
            store or shared_store(),
            r.commitment,
            _setup(config),
            _practice(game, config),
        )
    except Exception:
        log.exception("could not note the deal in the statistics")
        return None


def _note_quietly(store: StatsStore, commitment: str, setup: str, practice: bool) -> bool:
    try:
        return store.note_deal(commitment, setup, practice=practice)
    except Exception:  # the statistics must never be the reason a game misbehaves
        log.exception("could not note a deal in %s", store.path)
        return False


def record_finished_game(
    game: Game, config: Any, store: StatsStore | None = None
) -> Future[bool] | None:
    """Keep ``game`` (finished) in the statistics, written on a background thread.

    ``config`` is the game's :class:`~phase10_desktop.host.game_setup.GameConfig`
    (which seat is the person, the bots' levels); a practice game is told by its
    record (``game.record.practice``). Returns the write's future (its result says
    whether the game was stored), or None when nothing could be recorded; never
    raises.
    """
    try:
        seats = config.seats
        human = next((i for i, s in enumerate(seats) if s.human), None)
        levels = [None if s.human else s.level for s in seats]
        people = getattr(config, "people", ())
        result = result_of(game, levels, human, practice=_practice(game, config), people=people)
        return writer().submit(_record_quietly, store or shared_store(), result)
    except Exception:
        log.exception("could not record the finished game")
        return None


@value_class
class _TableGame:
    """A game played at a table server, as the statistics read a finished game: the
    final view's public facts and the record of its finished rounds."""

    view: Any
    record: Any

    def __getattr__(self, name: str) -> Any:
        return getattr(self.view, name)

    @property
    def game_over(self) -> bool:
        return self.view.winner is not None

    @property
    def seed(self) -> None:
        return None  # the server's own: not a deal number this program can play again


def record_table_game(view: Any, seats: Any, me: int, record: Any = None) -> Future[bool] | None:
    """Keep a game played at a table server in the statistics, with the opponents'
    names and levels. Its deals were not this program's own, so it is kept and shown
    but not counted (see :meth:`StatsStore.record`); never raises."""
    try:
        levels = [None if s.person else s.level for s in seats]
        result = result_of(_TableGame(view, record), levels, me)
        return writer().submit(_record_quietly, shared_store(), result)
    except Exception:
        log.exception("could not record the game played at the table")
        return None
