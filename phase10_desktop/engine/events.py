"""What an action caused, in order: the table animates these, logs record them.

Events carry the full truth (for instance which card was drawn from the draw
pile). The table decides what to show to whom; bots never see events, only a
:class:`~phase10_desktop.engine.view.PlayerView`.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Source
from .cards import Card
from .groups import End, Group


@dataclass(frozen=True, slots=True)
class RoundStarted:
    round_no: int
    dealer: int
    first: int
    #: seats taking part (all, or the tied players of a tie-break round, R8.3)
    seats: tuple[int, ...]
    discard_top: Card | None
    tiebreak: bool = False


@dataclass(frozen=True, slots=True)
class Reshuffled:
    """R3.7: the discard pile (but its top) became the new draw pile."""

    cards: int


@dataclass(frozen=True, slots=True)
class Drew:
    seat: int
    source: Source
    card: Card


@dataclass(frozen=True, slots=True)
class LaidDown:
    seat: int
    phase: int
    groups: tuple[Group, ...]


@dataclass(frozen=True, slots=True)
class CardHit:
    seat: int
    card: Card
    owner: int
    group: int
    end: End | None


@dataclass(frozen=True, slots=True)
class Discarded:
    seat: int
    card: Card
    #: the seat a Skip was played on, if it had an effect (R6)
    target: int | None = None


@dataclass(frozen=True, slots=True)
class TurnSkipped:
    """R3.1: ``seat`` lost this turn to a skip."""

    seat: int


@dataclass(frozen=True, slots=True)
class TurnStarted:
    seat: int


@dataclass(frozen=True, slots=True)
class WentOut:
    seat: int


@dataclass(frozen=True, slots=True)
class RoundEnded:
    round_no: int
    #: who went out, or None if both piles ran dry (R3.7)
    went_out: int | None
    #: penalty points added this round, per seat (R7.1)
    points: tuple[int, ...]
    #: which phase each seat laid this round (None: did not lay)
    laid: tuple[int | None, ...]
    #: cards each seat was left holding
    hands: tuple[tuple[Card, ...], ...]
    totals: tuple[int, ...]
    tiebreak: bool = False


@dataclass(frozen=True, slots=True)
class TieBreak:
    """R8.3: these tied seats play a tie-break round with the final phase."""

    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameEnded:
    winner: int
    reason: str


Event = (
    RoundStarted
    | Reshuffled
    | Drew
    | LaidDown
    | CardHit
    | Discarded
    | TurnSkipped
    | TurnStarted
    | WentOut
    | RoundEnded
    | TieBreak
    | GameEnded
)
