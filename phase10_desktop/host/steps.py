"""What one change of a game is: a step, its journal entry, and a refusal.

Every change the host makes (a start, a move, a deal, an undo) is one
:class:`Step`: the events it caused, as the engine tells the whole truth, and
the entry that replays it. What each seat is told is the step's events as that
seat may know them (:meth:`Step.told`): the one filter every way of playing
uses. A change the host cannot make raises :class:`Refusal`, whose code is the
protocol's error word and whose reason is a sentence for the player; the game
is then untouched.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol

from ..engine.actions import Action
from ..engine.events import Event
from ..engine.public import public_events
from ..engine.values import value_class

__all__ = ["WATCH", "DealWaiting", "Journal", "MemoryJournal", "Refusal", "Step", "told"]

#: the stream of someone watching (no seat: every hand hidden); seats are 0 to 5
WATCH = -1


class Refusal(Exception):
    """A change the host refuses; ``code`` is the protocol's error word."""

    def __init__(self, code: str, reason: str, expected: int | None = None) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason
        #: for "out_of_order" (a table's numbering): the request number expected next
        self.expected = expected


@value_class
class Step:
    """One change of the game."""

    #: "start", "action", "deal" or "undo"
    kind: str
    #: who moved (-1: the table itself, for a start or a deal)
    seat: int
    #: the move; None for a start, a deal or an undo
    action: Action | None
    #: who chose it: "player", or why a bot did ("bot", "away", "timer"), or "table"
    by: str
    #: what happened, the whole truth: never shown as it is (see :meth:`told`)
    events: tuple[Event, ...]
    #: what replays it (the journal's entry); None for a step that changes nothing
    #: the journal holds (the deal of a game that had already dealt, shown late)
    entry: dict[str, Any] | None
    #: an undo's moves taken back, oldest first, as (seat, action)
    undone: tuple[tuple[int, Action], ...] = ()

    def told(self, stream: int) -> tuple[Event, ...]:
        """The events as ``stream`` (a seat, or :data:`WATCH`) may know them: another
        seat's draw from the draw pile keeps its card hidden."""
        return told(self.events, stream)


def told(events: Iterable[Event], stream: int) -> tuple[Event, ...]:
    """``events`` as ``stream`` may know them (see :meth:`Step.told`)."""
    return tuple(public_events(events, stream))


@value_class
class DealWaiting:
    """The round waiting for its deal."""

    round_no: int
    #: the SHA-256 of its seed, shown before the cut (None for a game without a record)
    commitment: str | None
    #: its cut is fixed already (a record's deals played again): nobody is asked
    cut_fixed: bool


class Journal(Protocol):
    """Where each step's entry is kept, in order."""

    def write(self, entry: dict[str, Any]) -> None: ...


class MemoryJournal:
    """The journal of a game on this computer: its entries in memory since the host
    began (a table's journal is its store, written with the step's messages)."""

    def __init__(self) -> None:
        self.entries: list[dict[str, Any]] = []

    def write(self, entry: dict[str, Any]) -> None:
        self.entries.append(entry)

    def __len__(self) -> int:
        return len(self.entries)
