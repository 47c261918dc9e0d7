"""What an action caused, in order: the table animates these, logs record them.

Events carry the full truth (for instance which card was drawn from the draw
pile). The table decides what to show to whom; bots never see events, only a
:class:`~phase10_desktop.engine.view.PlayerView`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TypeVar, assert_never, get_args

from .actions import Action, Discard, Draw, Hit, LayDown, Source
from .cards import Card
from .groups import End, Group
from .values import value_class


@value_class(slots=True)
class RoundStarted:
    """R2: a round was dealt: ``dealer`` dealt, ``first`` plays first (R2.5)."""

    round_no: int
    dealer: int
    first: int
    #: seats taking part (all, or the tied players of a tie-break round, R8.3)
    seats: tuple[int, ...]
    discard_top: Card | None
    tiebreak: bool = False


@value_class(slots=True)
class Reshuffled:
    """R3.7: the discard pile (but its top) became the new draw pile."""

    cards: int


@value_class(slots=True)
class Drew:
    """R3.2: ``seat`` drew from the draw pile or took the top discard."""

    seat: int
    source: Source
    #: the card drawn; None in what another seat is told of a draw from the draw
    #: pile (:func:`~.public.public_events`), since that card stays hidden
    card: Card | None


@value_class(slots=True)
class LaidDown:
    """R4: ``seat`` laid down phase ``phase`` as ``groups``."""

    seat: int
    phase: int
    groups: tuple[Group, ...]


@value_class(slots=True)
class CardHit:
    """R5: ``seat`` added ``card`` to group ``group`` of ``owner`` (at ``end`` of a run)."""

    seat: int
    card: Card
    owner: int
    group: int
    end: End | None


@value_class(slots=True)
class Discarded:
    """R3.5: ``seat`` discarded ``card``, ending its turn."""

    seat: int
    card: Card
    #: the seat a Skip was played on, if it had an effect (R6)
    target: int | None = None


@value_class(slots=True)
class TurnSkipped:
    """R3.1: ``seat`` lost this turn to a skip."""

    seat: int


@value_class(slots=True)
class TurnStarted:
    """``seat``'s turn began (R3)."""

    seat: int


@value_class(slots=True)
class WentOut:
    """R3.6: ``seat`` has no card left: the round ends."""

    seat: int


#: Why a round ended (:attr:`RoundEnded.ended_by`).
ROUND_END_CAUSES: tuple[str, ...] = ("went_out", "piles_dry", "no_hits", "rebuilds")


@value_class(slots=True)
class RoundEnded:
    """R7: the round is over; its score and what each seat was left holding."""

    round_no: int
    #: who went out, or None when nobody did (see ``ended_by``)
    went_out: int | None
    #: penalty points added this round, per seat (R7.1)
    points: tuple[int, ...]
    #: which phase each seat laid this round (None: did not lay)
    laid: tuple[int | None, ...]
    #: cards each seat was left holding
    hands: tuple[tuple[Card, ...], ...]
    totals: tuple[int, ...]
    tiebreak: bool = False
    #: why the round ended: "went_out" (a seat went out, R3.6), "piles_dry" (both
    #: piles exhausted, R3.7), "no_hits" (everyone laid and no loose card fits any
    #: laid group, R3.8a) or "rebuilds" (the draw pile would have been rebuilt a
    #: fourth time, R3.8b). Only "went_out" has a ``went_out`` seat.
    ended_by: str = "went_out"
    #: the phase each seat played for this round (None: not playing, R8.3)
    phases: tuple[int | None, ...] = ()
    #: the table as the round ended, before the cards were gathered for the next
    #: deal: every seat's laid groups, the discard pile (bottom to top) and how many
    #: cards the draw pile still held. With ``hands`` that is every card of the deck.
    groups: tuple[tuple[Group, ...], ...] = ()
    discard: tuple[Card, ...] = ()
    draw_count: int = 0


@value_class(slots=True)
class TieBreak:
    """R8.3: these tied seats play a tie-break round with the final phase."""

    seats: tuple[int, ...]


@value_class(slots=True)
class DealCommitted:
    """The next round's secret seed is fixed: ``commitment`` is its SHA-256 (hex),
    shown before any card of the round is dealt (see :mod:`.fair_deal`)."""

    round_no: int
    commitment: str


@value_class(slots=True)
class SeedRevealed:
    """The round is over: its seed (hex) is revealed. ``verified`` says whether its
    SHA-256 is the commitment shown before the deal (the engine dealt from it, so
    the deck follows; :func:`~.record.round_problem` also re-deals it to show that)."""

    round_no: int
    seed: str
    commitment: str
    cut: str
    verified: bool


@value_class(slots=True)
class GameEnded:
    """R8: the game is over and ``winner`` won it, for ``reason``."""

    winner: int
    reason: str


@value_class(slots=True)
class TookBack:
    """``seat`` took ``action`` back (undo): the table plays it backwards. Only a
    lay-down or hit of the seat's own turn in a normal game; any own move in a
    practice game (see :func:`~.replay.undo_points`)."""

    seat: int
    action: Action


#: every kind of event. Each reader tells them apart in one ``match`` ending in
#: ``case _: assert_never(event)``, so mypy names a reader that leaves a kind out,
#: and tests/test_event_readers.py feeds every kind to every reader.
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
    | DealCommitted
    | SeedRevealed
    | TookBack
)

#: the members of :data:`Event`, in its order
EVENT_KINDS: tuple[type[Event], ...] = get_args(Event)

E = TypeVar("E")


def of_kind(events: Iterable[object], kind: type[E]) -> Iterator[E]:
    """The events of ``kind`` among ``events``, in order (typed, unlike a filter)."""
    return (e for e in events if isinstance(e, kind))


def first_event(events: Iterable[object], kind: type[E]) -> E | None:
    """The first event of ``kind`` among ``events`` (None if there is none)."""
    return next(of_kind(events, kind), None)


def has_event(events: Iterable[object], kind: type[object]) -> bool:
    """Whether an event of ``kind`` is among ``events``."""
    return first_event(events, kind) is not None


def move_of(e: Event) -> tuple[int, Action | None] | None:
    """The move an event is (an undo: its seat and None); None for what a move caused."""
    match e:
        case Drew():
            return e.seat, Draw(e.source)
        case LaidDown():
            return e.seat, LayDown(e.groups, e.phase)
        case CardHit():
            return e.seat, Hit(e.card, e.owner, e.group, e.end)
        case Discarded():
            return e.seat, Discard(e.card, e.target)
        case TookBack():
            return e.seat, None
        case (
            RoundStarted()
            | Reshuffled()
            | TurnSkipped()
            | TurnStarted()
            | WentOut()
            | RoundEnded()
            | TieBreak()
            | GameEnded()
            | DealCommitted()
            | SeedRevealed()
        ):
            return None  # the deal, or what a move caused
        case _:
            assert_never(e)
