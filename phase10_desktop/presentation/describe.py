"""Words for people who cannot see the table: names and descriptions of every zone.

Qt does not expose the items of a graphics scene to assistive technology, so
the table speaks through its view instead: whatever has the keyboard focus is
described in the view's accessible name and description, and every move is
announced. The sentences come from here, built from what the player may see
(their ``PlayerView``), in the player's language. Tests read them to check
what a screen reader would hear.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QObject

from ..engine import Card, Colour, Group, PlayerView
from .translatable import TranslationContext
from .wording import (
    card_name,
    colour_name,
    fill,
    group_label,
    level_name,
    phase_title,
    slot_label,
)

# Every string is passed to ``translate`` directly: lupdate only collects literals
# given to ``translate``/``tr`` themselves, never through a helper function.
translate = QCoreApplication.translate


class Describe(TranslationContext, QObject):
    """The "Describe" translation context, for strings with plural forms.

    ``Describe.tr(text, "", n)``: lupdate reads a variable fourth argument of
    ``translate`` as an old encoding argument and would drop the plural forms.
    """


def group_wants(group: Group) -> str:
    """What a laid group can still take: "a 7 or a Wild", "a 3 or a 10 or a Wild".

    The values come from the engine (:meth:`Group.open_values`, R5.3); only the
    words are made here.
    """
    values = group.open_values()
    if not values:
        return translate("Describe", "nothing more")
    if group.kind == "colour":
        (colour,) = values
        assert isinstance(colour, Colour)
        return fill(translate("Describe", "any %1 card or a Wild"), colour_name(colour))
    if len(values) == 2:
        return fill(translate("Describe", "a %1 or a %2 or a Wild"), *values)
    return fill(translate("Describe", "a %1 or a Wild"), values[0])


def zone_name(
    view: PlayerView,
    human: int,
    key: tuple,
    staged: list[list[Card]] | None = None,
    slot_specs: tuple | None = None,
) -> str:
    """The accessible name of a drop zone, e.g. "Ada's Run 4–9, can take a 3 or a 10 or a Wild"."""
    kind = key[0]
    if kind == "draw":
        n = view.draw_count
        if n == 1:
            return translate("Describe", "Draw pile, 1 card")
        return Describe.tr("Draw pile, %n cards", "", n)
    if kind == "discard":
        top = view.discard_top
        if top is None:
            return translate("Describe", "Discard pile, empty")
        return fill(translate("Describe", "Discard pile, top card %1"), card_name(top))
    if kind == "hand":
        n = view.hand_counts[human]
        if n == 1:
            return translate("Describe", "Your hand, 1 card")
        return Describe.tr("Your hand, %n cards", "", n)
    if kind == "slot":
        i = key[1]
        cards = staged[i] if staged is not None and i < len(staged) else []
        spec = slot_specs[i] if slot_specs is not None and i < len(slot_specs) else None
        title = slot_label(spec.kind, spec.size) if spec is not None else ""
        held = _join(card_name(c) for c in cards) if cards else translate("Describe", "empty")
        return fill(translate("Describe", "Lay-down slot %1, %2: %3"), i + 1, title, held)
    if kind == "group":
        owner, gi = key[1], key[2]
        group = view.laid[owner][gi]
        label, wants = group_label(group), group_wants(group)
        if owner == human:
            return fill(translate("Describe", "Your %1, can take %2"), label, wants)
        return fill(translate("Describe", "%1's %2, can take %3"), view.names[owner], label, wants)
    if kind == "seat":
        return seat_description(view, key[1], None)
    return ""


def card_count(n: int) -> str:
    """ "1 card", "7 cards", in each language's plural forms."""
    return translate("Describe", "1 card") if n == 1 else Describe.tr("%n cards", "", n)


def seat_description(view: PlayerView, seat: int, level: str | None) -> str:
    """ "Ada, Normal bot, 3 cards, phase 2 laid, 10 points, loses the next turn"."""
    parts = [view.names[seat]]
    if level is not None:
        parts.append(fill(translate("Describe", "%1 bot"), level_name(level)))
    parts.append(card_count(view.hand_counts[seat]))
    if view.laid[seat]:
        parts.append(fill(translate("Describe", "phase %1 laid"), view.laid_phase[seat]))
    elif seat in view.active:
        number = min(view.current_phase(seat), len(view.rules.phases))
        parts.append(
            fill(
                translate("Describe", "working on phase %1"),
                phase_title(number, view.rules.phases[number - 1]),
            )
        )
    parts.append(Describe.tr("%n points", "", view.scores[seat]))
    if view.pending_skip[seat]:
        parts.append(translate("Describe", "loses the next turn"))
    if view.turn == seat and view.stage in ("draw", "play"):
        parts.append(translate("Describe", "to move"))
    return _join(parts)


def _join(parts: Iterable[str]) -> str:
    """Parts of a spoken description, with the language's comma (Arabic: "، ")."""
    return translate("Describe", ", ", "separator in a spoken description").join(parts)


def card_description(card: Card, index: int, total: int, selected: bool) -> str:
    """ "Red 7, card 3 of 11, selected"."""
    if selected:
        text = translate("Describe", "%1, card %2 of %3, selected")
    else:
        text = translate("Describe", "%1, card %2 of %3")
    return fill(text, card_name(card), index + 1, total)
