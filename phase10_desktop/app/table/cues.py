"""What a move's events ask of the table's animation, read once per kind of event.

The scene animates a move in three beats: the cards fly (for as long as the
slowest kind of move among them takes), a Skip's card pauses at the seat it skips
on its way to the pile, and once they land the group a card hit and the badge of
a skipped seat flash. Reading the events here, in one exhaustive ``match``, keeps
the scene from telling kinds of events apart itself.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import field
from typing import Literal, assert_never

from ...engine import Card
from ...engine.events import (
    CardHit,
    DealCommitted,
    Discarded,
    Drew,
    Event,
    GameEnded,
    LaidDown,
    Reshuffled,
    RoundEnded,
    RoundStarted,
    SeedRevealed,
    TieBreak,
    TookBack,
    TurnSkipped,
    TurnStarted,
    WentOut,
)
from ...engine.values import value_class

__all__ = ["Cues", "Flash", "cues_of"]


@value_class(slots=True)
class Flash:
    """Something that flashes once the cards land: a hit ``group`` of ``seat``, the
    badge of a ``skipped`` seat (it lost its turn), or of a Skip's ``target``."""

    what: Literal["group", "skipped", "target"]
    seat: int
    group: int = 0


@value_class(frozen=False)
class Cues:
    """A move's events as the animation needs them."""

    #: the speed name (presentation.speeds) of each card's flight: the move lasts
    #: as long as the slowest
    flights: list[str] = field(default_factory=list)
    #: (card, seat): a Skip's card pauses at the seat it skips
    visits: list[tuple[Card, int]] = field(default_factory=list)
    #: another seat laid down: its cards leave its hand one after another
    stagger: bool = False
    #: in the order of the events
    flashes: list[Flash] = field(default_factory=list)


def cues_of(events: Iterable[Event], human: int | None) -> Cues:
    """The cues of one move's ``events`` at the table of seat ``human``."""
    cues = Cues()
    for e in events:
        match e:
            case Drew():
                cues.flights.append("draw")
            case LaidDown():
                cues.flights.append("lay_down")
                cues.stagger = cues.stagger or e.seat != human
            case CardHit():
                cues.flights.append("hit")
                cues.flashes.append(Flash("group", e.owner, e.group))
            case Discarded():
                cues.flights.append("discard")
                if e.target is not None:
                    cues.visits.append((e.card, e.target))
                    cues.flashes.append(Flash("target", e.target))
            case TookBack():
                cues.flights.append("hit")  # the cards fly back as fast as a hit
            case TurnSkipped():
                cues.flashes.append(Flash("skipped", e.seat))
            case (
                RoundStarted()
                | Reshuffled()
                | TurnStarted()
                | WentOut()
                | RoundEnded()
                | TieBreak()
                | GameEnded()
                | DealCommitted()
                | SeedRevealed()
            ):
                pass  # nothing to time or flash (a deal is animated apart: Move.dealt)
            case _:
                assert_never(e)
    return cues
