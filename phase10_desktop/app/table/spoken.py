"""What each place and card on the table is called when it cannot be seen.

The keyboard focus, the accessible objects a screen reader walks (:mod:`.access`)
and the tests all take their words from here, so a place is called the same
whether the player arrives on it with the arrow keys or by exploring the table
in their screen reader's review mode. Each place has a *name* (what it is, said
first and kept short enough to hear on every arrow key) and a *detail* (what is
in it or what it can take, said after a pause or on request).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine import Card, Colour
from ...presentation.describe import card_count, seat_description, zone_name
from ...presentation.wording import card_name, colour_name, fill
from .model import TableModel
from .narrator import last_turn_text, phase_line
from .zones import DISCARD, DRAW, HAND, ZoneKey

translate = QCoreApplication.translate

__all__ = ["card_words", "place_detail", "place_name", "zone_order"]


def zone_order(model: TableModel, keys: list[ZoneKey] | set[ZoneKey]) -> list[ZoneKey]:
    """The places in keyboard order: hand, slots, laid groups (yours first, then round
    the table), the other seats, the draw pile, the discard pile.

    Both the arrow keys and a screen reader's walk through the table follow it, so
    "next" means the same thing in both."""
    v = model.view
    human = model.human if model.human is not None else 0
    players = v.players if v is not None else 6
    slots = sorted(k for k in keys if k.kind == "slot")
    groups = sorted(
        (k for k in keys if k.kind == "group"),
        key=lambda k: (((k.owner or 0) - human) % players, k.index),
    )
    seats = [ZoneKey("seat", s) for s in model.opponents()]
    return [HAND, *slots, *groups, *seats, DRAW, DISCARD]


def place_name(model: TableModel, key: ZoneKey) -> str:
    """A place's name: "Your hand, 10 cards", "Ada's Set of 3 · 7s, can take a 7 or a
    Wild", "Draw pile, 63 cards" (the words the focus says when it arrives there)."""
    v = model.view
    if v is None:
        return ""
    human = model.human if model.human is not None else 0
    if key.kind == "seat" and key.owner is not None:
        return seat_description(v, key.owner, model.level(key.owner))
    if key.kind == "slot":
        phase = model.lay_phase()
        specs = phase.groups if phase is not None else None
        return zone_name(v, human, ("slot", key.index), model.staging.slots, specs)
    if key.kind == "group":
        owner, index = key.owner, key.index
        if owner is None or index is None or owner >= len(v.laid) or index >= len(v.laid[owner]):
            return ""
        return zone_name(v, human, ("group", owner, index))
    return zone_name(v, human, (key.kind,))


def place_detail(model: TableModel, key: ZoneKey) -> str:
    """What a place holds beyond its name: a laid group's cards (its name says what it
    can take), the hand's phase line
    ("Phase 1 · 2 sets of 3 — 2 cards missing"), a seat's latest turn."""
    v = model.view
    if v is None:
        return ""
    if key == HAND:
        return phase_line(model, model.cards_missing())
    if key.kind == "group" and key.owner is not None and key.index is not None:
        groups = model.laid_groups().get(key.owner, ())
        if key.index >= len(groups):
            return ""
        separator = translate("Cards", ", ", "separator between card names")
        return separator.join(card_name(c) for c in groups[key.index].cards)  # run order
    if key.kind == "seat" and key.owner is not None:
        last = last_turn_text(model, key.owner)
        return fill(translate("Spoken", "Last turn: %1"), last) if last else ""
    if key == DISCARD:
        return card_count(len(v.discard_pile))
    return ""


def card_words(
    card: Card, index: int, total: int, wild_value: int | Colour | None = None
) -> tuple[str, str]:
    """A card's name ("Red 7", "Wild, standing for 7") and its place ("card 3 of 10")."""
    name = card_name(card)
    if card.is_wild and wild_value is not None:
        shown = colour_name(wild_value) if isinstance(wild_value, Colour) else str(wild_value)
        name = fill(translate("Spoken", "Wild, standing for %1"), shown)
    return name, fill(translate("Spoken", "card %1 of %2"), index + 1, total)
