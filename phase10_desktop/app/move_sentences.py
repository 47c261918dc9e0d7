"""One translated sentence per engine event, with every card named: the Replay
window's captions.

A replay shows every hand face up, so unlike the table's log it names the card
a player drew from the draw pile. The sentences live in their own translation
context ("Moves"); :func:`step_sentence` joins the sentences of the events one
move caused ("Ana discarded the Red 7. Bo loses a turn to a Skip.").
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from phase10_desktop.engine import Group
from phase10_desktop.engine.deal import fingerprint
from phase10_desktop.engine.events import (
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
    TurnSkipped,
)

from .wording import card_name, fill, game_end_reason, group_label, join_names

__all__ = ["event_sentence", "step_sentence"]


def event_sentence(e: Event, names: Sequence[str], laid: Sequence[Sequence[Group]] = ()) -> str:
    """The sentence for ``e`` ("" for events nobody needs to read, like a turn
    starting). ``laid`` is the table after the event, to name the group a card
    was hit on as it now looks."""
    if isinstance(e, RoundStarted):
        return fill(
            QCoreApplication.translate("Moves", "Round %1: %2 deals."), e.round_no, names[e.dealer]
        )
    if isinstance(e, DealCommitted):
        return fill(
            QCoreApplication.translate(
                "Moves", "Round %1 is committed to the deal with fingerprint %2."
            ),
            e.round_no,
            fingerprint(e.commitment),
        )
    if isinstance(e, Drew):
        if e.source == "discard":
            return fill(
                QCoreApplication.translate("Moves", "%1 took the %2 from the discard pile."),
                names[e.seat],
                card_name(e.card),
            )
        return fill(
            QCoreApplication.translate("Moves", "%1 drew the %2 from the draw pile."),
            names[e.seat],
            card_name(e.card),
        )
    if isinstance(e, LaidDown):
        separator = QCoreApplication.translate("Moves", "; ", "between the groups of a laid phase")
        groups = separator.join(group_label(g) for g in e.groups)
        return fill(
            QCoreApplication.translate("Moves", "%1 laid down phase %2: %3."),
            names[e.seat],
            e.phase,
            groups,
        )
    if isinstance(e, CardHit):
        try:
            group = group_label(laid[e.owner][e.group])
        except IndexError:
            group = fill(QCoreApplication.translate("Moves", "group %1"), e.group + 1)
        return fill(
            QCoreApplication.translate("Moves", "%1 hit the %2 on %3's %4."),
            names[e.seat],
            card_name(e.card),
            names[e.owner],
            group,
        )
    if isinstance(e, Discarded):
        if e.target is not None:
            return fill(
                QCoreApplication.translate("Moves", "%1 played a Skip on %2."),
                names[e.seat],
                names[e.target],
            )
        return fill(
            QCoreApplication.translate("Moves", "%1 discarded the %2."),
            names[e.seat],
            card_name(e.card),
        )
    if isinstance(e, TurnSkipped):
        return fill(
            QCoreApplication.translate("Moves", "%1 loses a turn to a Skip."), names[e.seat]
        )
    if isinstance(e, Reshuffled):
        return QCoreApplication.translate(
            "Moves", "The discard pile is shuffled into a new draw pile."
        )
    if isinstance(e, RoundEnded):
        if e.went_out is not None:
            return fill(
                QCoreApplication.translate("Moves", "%1 went out: round %2 is over."),
                names[e.went_out],
                e.round_no,
            )
        if e.ended_by == "no_hits":
            return fill(
                QCoreApplication.translate(
                    "Moves", "Round %1 is over: no card can be played any more."
                ),
                e.round_no,
            )
        if e.ended_by == "rebuilds":
            return fill(
                QCoreApplication.translate(
                    "Moves", "Round %1 is over: the draw pile ran out a fourth time."
                ),
                e.round_no,
            )
        return fill(
            QCoreApplication.translate("Moves", "Round %1 is over: the piles ran out."), e.round_no
        )
    if isinstance(e, TieBreak):
        return fill(
            QCoreApplication.translate("Moves", "%1 play a tie-break round."),
            join_names([names[s] for s in e.seats]),
        )
    if isinstance(e, SeedRevealed):
        template = (
            QCoreApplication.translate(
                "Moves", "The seed of round %1 is revealed: it matches the fingerprint %2."
            )
            if e.verified
            else QCoreApplication.translate(
                "Moves", "The seed of round %1 is revealed and does NOT match the fingerprint %2."
            )
        )
        return fill(template, e.round_no, fingerprint(e.commitment))
    if isinstance(e, GameEnded):
        return game_end_reason(e, names)
    return ""


def step_sentence(
    events: Sequence[Event], names: Sequence[str], laid: Sequence[Sequence[Group]] = ()
) -> str:
    """The sentences of one move's events, in order, as one caption.

    The next round's commitment (announced by a round's last move) is left out:
    it belongs to the next round's replay."""
    parts = [event_sentence(e, names, laid) for e in events if not isinstance(e, DealCommitted)]
    return " ".join(p for p in parts if p)
