"""Player-facing words for engine facts (phases, cards, levels, end-of-game reasons).

The engine speaks plain English for logs and error messages (``Phase.label``,
``Card.name``, ``GameEnded.reason``); the app must speak the player's language.
Every word here goes through Qt's translation system, and whole phrases are
translated (never glued together from translated pieces), so a translator
sees "set of 3 + run of 4" as one string and can reorder it, and Arabic reads
correctly right-to-left.

Tables of strings are marked with ``QT_TRANSLATE_NOOP`` so ``lupdate`` collects
them; they are translated when asked for, under the language active then.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from phase10_desktop.engine import Card, Colour, GameEnded, Group, GroupSpec, Phase
from phase10_desktop.engine.reasons import Reason

from .translatable import QT_TRANSLATE_NOOP, TranslationContext

__all__ = [
    "LEVEL_NAMES",
    "card_name",
    "cards_text",
    "display_order",
    "fill",
    "game_end_reason",
    "group_label",
    "join_names",
    "left_to_right",
    "level_name",
    "ltr",
    "phase_label",
    "phase_title",
    "points_text",
    "reason_text",
    "slot_label",
    "without_marks",
]

# The ten standard phases (R4.1), keyed by ``Phase.code``: whole labels so a
# translator never has to assemble "2 sets of 3" from parts.
_PHASE_LABELS: dict[str, str] = {
    "set3+set3": QT_TRANSLATE_NOOP("Phases", "2 sets of 3"),
    "set3+run4": QT_TRANSLATE_NOOP("Phases", "set of 3 + run of 4"),
    "set4+run4": QT_TRANSLATE_NOOP("Phases", "set of 4 + run of 4"),
    "run7": QT_TRANSLATE_NOOP("Phases", "run of 7"),
    "run8": QT_TRANSLATE_NOOP("Phases", "run of 8"),
    "run9": QT_TRANSLATE_NOOP("Phases", "run of 9"),
    "set4+set4": QT_TRANSLATE_NOOP("Phases", "2 sets of 4"),
    "colour7": QT_TRANSLATE_NOOP("Phases", "7 cards of one colour"),
    "set5+set2": QT_TRANSLATE_NOOP("Phases", "set of 5 + set of 2"),
    "set5+set3": QT_TRANSLATE_NOOP("Phases", "set of 5 + set of 3"),
}

_COLOUR_CARD_NAMES: dict[Colour, str] = {
    Colour.RED: QT_TRANSLATE_NOOP("Cards", "Red %1"),
    Colour.BLUE: QT_TRANSLATE_NOOP("Cards", "Blue %1"),
    Colour.GREEN: QT_TRANSLATE_NOOP("Cards", "Green %1"),
    Colour.YELLOW: QT_TRANSLATE_NOOP("Cards", "Yellow %1"),
}

#: Bot levels offered to players, in the order menus show them.
LEVEL_NAMES: dict[str, str] = {
    "easy": QT_TRANSLATE_NOOP("Levels", "Easy"),
    "normal": QT_TRANSLATE_NOOP("Levels", "Normal"),
    "hard": QT_TRANSLATE_NOOP("Levels", "Hard"),
}

# GameEnded.reason is "<winner's name> <why>"; the "why" parts the engine writes
# are mapped to whole translated sentences with the name as a placeholder.
_REASONS: dict[str, str] = {
    "completed the final phase": QT_TRANSLATE_NOOP("Reasons", "%1 completed the final phase."),
    "completed the final phase with the lowest score": QT_TRANSLATE_NOOP(
        "Reasons",
        "%1 completed the final phase with the lowest score of those who finished it.",
    ),
    "had the lowest score after the last phase": QT_TRANSLATE_NOOP(
        "Reasons", "%1 had the lowest score after the last phase."
    ),
    "made the final phase first in the tie-break round": QT_TRANSLATE_NOOP(
        "Reasons", "%1 laid the final phase first in the tie-break round."
    ),
}


_PLACEHOLDER = re.compile(r"%([1-9])")


def fill(template: str, *values: object) -> str:
    """Put ``values`` into a translated ``template``'s ``%1`` … ``%9`` in one pass.

    Chained ``.replace("%1", a).replace("%2", b)`` substitutes again inside ``a``:
    a player called "%2" would have their own name replaced. One pass over the
    template never looks inside a value, so any name is shown as typed. A
    placeholder with no value (a translation that names ``%3`` for two values) is
    left as written rather than raising, so a slip in a translation never hides a
    message.
    """

    def one(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return str(values[index]) if index < len(values) else match.group(0)

    return _PLACEHOLDER.sub(one, template)


def left_to_right(label) -> None:
    """A label whose whole text is a code, an address or a fingerprint: read left to
    right in every language (right to left, "K7QM-2XPA" shows as "2XPA-K7QM" and a
    fingerprint's groups change places), still at the start of the reading direction,
    and copied without invisible marks."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication

    start = Qt.AlignmentFlag.AlignLeft
    if QGuiApplication.isRightToLeft():
        start = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignAbsolute
    label.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    label.setAlignment(start | (label.alignment() & Qt.AlignmentFlag.AlignVertical_Mask))


def ltr(text: object) -> str:
    """``text`` kept left to right inside a sentence of either direction: a deck
    fingerprint, a table's code, an address. Unicode's left-to-right isolate around it;
    without it an Arabic sentence shows the groups of "1314 0120 7e6b 71c4" in another
    order, and two players could not compare fingerprints across languages."""
    return f"\u2066{text}\u2069"


#: the invisible marks of the writing direction (isolates, embeddings, marks)
_DIRECTION_MARKS = dict.fromkeys(
    map(ord, "\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
)


def without_marks(text: str) -> str:
    """``text`` without direction marks: a code or address copied from a sentence
    (where :func:`ltr` keeps it left to right) and pasted into a box."""
    return text.translate(_DIRECTION_MARKS)


class Phases(TranslationContext, QObject):
    """The "Phases" translation context, for strings with plural forms.

    ``Phases.tr(text, "", n)`` rather than ``QCoreApplication.translate("Phases",
    text, "", n)``: lupdate reads a variable in the fourth argument of
    ``translate`` as an (obsolete) encoding and records the string without
    plural forms, so Croatian and Arabic would show English for n > 1.
    """


class Wording(TranslationContext, QObject):
    """The "Wording" translation context, for strings with plural forms (see Phases)."""


def phase_label(phase: Phase) -> str:
    """A short label such as "set of 3 + run of 4" in the current language.

    Custom phase lists (RuleSet allows any groups) fall back to a label built
    per group; every part is still a whole translated phrase.
    """
    known = _PHASE_LABELS.get(phase.code)
    if known is not None:
        return QCoreApplication.translate("Phases", known)
    parts: list[str] = []
    i = 0
    groups = phase.groups
    while i < len(groups):
        spec = groups[i]
        count = 1
        while i + count < len(groups) and groups[i + count] == spec:
            count += 1
        parts.append(_group_label(spec.kind, spec.size, count))
        i += count
    separator = QCoreApplication.translate("Phases", " + ", "between the groups of a phase")
    return separator.join(parts)


def _group_label(kind: str, size: int, count: int) -> str:
    if kind == "set":
        if count == 1:
            text = QCoreApplication.translate("Phases", "set of %1")
        else:
            text = Phases.tr("%n sets of %1", "", count)
    elif kind == "run":
        if count == 1:
            text = QCoreApplication.translate("Phases", "run of %1")
        else:
            text = Phases.tr("%n runs of %1", "", count)
    elif count == 1:
        text = QCoreApplication.translate("Phases", "%1 cards of one colour")
    else:
        text = Phases.tr("%n groups of %1 cards of one colour", "", count)
    return fill(text, size)


_COLOUR_NAMES: dict[Colour, str] = {
    Colour.RED: QT_TRANSLATE_NOOP("Cards", "Red"),
    Colour.BLUE: QT_TRANSLATE_NOOP("Cards", "Blue"),
    Colour.GREEN: QT_TRANSLATE_NOOP("Cards", "Green"),
    Colour.YELLOW: QT_TRANSLATE_NOOP("Cards", "Yellow"),
}


def colour_name(colour: Colour) -> str:
    return QCoreApplication.translate("Cards", _COLOUR_NAMES[colour])


def group_label(group: Group, *, compact: bool = False) -> str:
    """What a laid group says on the table: "Set of 3 · 7s", "Run 4–9", "Blue ×7";
    ``compact`` for a narrow frame: "7s ×3", "4–9", "Blue ×7"."""
    # ``translate`` spelled out: lupdate reads ``tr("Groups", ...)`` as QObject.tr
    # with "Groups" as the text, so an alias named ``tr`` hid these strings.
    translate = QCoreApplication.translate
    if group.kind == "set":
        if compact:
            return fill(translate("Groups", "%1s ×%2"), group.number, len(group.cards))
        return fill(translate("Groups", "Set of %1 · %2s"), len(group.cards), group.number)
    if group.kind == "run":
        if compact:
            return fill(
                translate("Groups", "%1–%2", "a run's lowest and highest number"),
                group.low,
                group.high,
            )
        return fill(translate("Groups", "Run %1–%2"), group.low, group.high)
    assert group.colour is not None
    return fill(translate("Groups", "%1 ×%2"), colour_name(group.colour), len(group.cards))


def slot_label(kind: str, size: int) -> str:
    """The heading of an empty lay-down slot: "Set of 3", "Run of 4", "7 of one colour"."""
    translate = QCoreApplication.translate
    if kind == "set":
        return fill(translate("Groups", "Set of %1"), size)
    if kind == "run":
        return fill(translate("Groups", "Run of %1"), size)
    return fill(translate("Groups", "%1 of one colour"), size)


def phase_title(number: int, phase: Phase) -> str:
    """ "3 · set of 4 + run of 4": a phase's number with its label."""
    return fill(QCoreApplication.translate("Phases", "%1 · %2"), number, phase_label(phase))


def card_name(card: Card) -> str:
    """ "Red 7", "Wild", "Skip": what a player (or a screen reader) calls the card."""
    if card.is_wild:
        return QCoreApplication.translate("Cards", "Wild")
    if card.is_skip:
        return QCoreApplication.translate("Cards", "Skip")
    assert card.colour is not None
    template = QCoreApplication.translate("Cards", _COLOUR_CARD_NAMES[card.colour])
    return fill(template, card.number)


def display_order(cards: Iterable[Card]) -> list[Card]:
    """Cards in the order a player reads a hand: numbers low to high, then Wilds, then Skips."""

    def key(card: Card) -> tuple[int, int, int]:
        if card.is_wild:
            return (1, 0, card.id)
        if card.is_skip:
            return (2, 0, card.id)
        return (0, card.number or 0, card.id)

    return sorted(cards, key=key)


def cards_text(cards: Iterable[Card]) -> str:
    """ "Red 7, Wild, Skip" (with the language's list separator); empty hand → "no cards"."""
    names = [card_name(c) for c in display_order(cards)]
    if not names:
        return QCoreApplication.translate("Cards", "no cards")
    separator = QCoreApplication.translate("Cards", ", ", "separator between card names")
    return separator.join(names)


def level_name(level: str) -> str:
    """The translated name of a bot level ("easy" → "Easy"); unknown levels pass through."""
    source = LEVEL_NAMES.get(level)
    return QCoreApplication.translate("Levels", source) if source else level


def points_text(points: int) -> str:
    """ "25 points", with the language's plural forms.

    The English source can say "points" unconditionally: cards score 5, 10, 15
    or 25, so a score is never 1. Translators still get ``%n`` for languages
    whose plural depends on the number (Croatian, Arabic).
    """
    return Wording.tr("%n points", "", points)


def join_names(names: Sequence[str]) -> str:
    """ "Ada", "Ada and Bruno", "Ada, Bruno and Chen" in the current language."""
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    separator = QCoreApplication.translate("Wording", ", ", "separator in a list of names")
    head = separator.join(names[:-1])
    return fill(QCoreApplication.translate("Wording", "%1 and %2"), head, names[-1])


def game_end_reason(ended: GameEnded, names: Sequence[str]) -> str:
    """The engine's end-of-game reason as a translated sentence.

    The engine writes "<name> <why>" in English; a "why" this module does not
    know (a newer engine) is shown as the engine wrote it rather than hidden.
    """
    name = names[ended.winner] if 0 <= ended.winner < len(names) else ""
    why = ended.reason
    if name and why.startswith(name + " "):
        why = why[len(name) + 1 :]
    template = _REASONS.get(why.strip().rstrip("."))
    if template is None:
        return ended.reason
    return fill(QCoreApplication.translate("Reasons", template), name)


def _word(value: Any) -> str:
    """A parameter of an engine reason, in the player's language."""
    if isinstance(value, Reason):
        return reason_text(value)
    if isinstance(value, Card):
        return card_name(value)
    if isinstance(value, Group):
        return group_label(value)
    if isinstance(value, Phase):
        return phase_label(value)
    if isinstance(value, GroupSpec):
        return slot_label(value.kind, value.size)
    if isinstance(value, Colour):
        return colour_name(value)
    if value in ("set", "run", "colour"):
        return _kind_name(value)
    if value in _ENDS:
        return QCoreApplication.translate("Rules", _ENDS[value])
    return str(value)


# the ends of a run, as in "does not fit the {end} end of {group}"; marked here
# because lupdate cannot see a literal chosen by a conditional expression
_ENDS: dict[str, str] = {
    "low": QT_TRANSLATE_NOOP("Rules", "low"),
    "high": QT_TRANSLATE_NOOP("Rules", "high"),
}


def _kind_name(kind: str) -> str:
    names = {
        "set": QT_TRANSLATE_NOOP("Rules", "set"),
        "run": QT_TRANSLATE_NOOP("Rules", "run"),
        "colour": QT_TRANSLATE_NOOP("Rules", "colour group"),
    }
    return QCoreApplication.translate("Rules", names[kind])


def reason_text(reason: str) -> str:
    """Why the engine refused a move, in the player's language.

    The engine's reasons carry an English template ("The {card} is not in your
    hand.") and raw parameters; the template is translated in the "Rules"
    context (``tools/extract_rules_strings.py`` lists them for translators) and
    the parameters are named in the player's language too. Plain strings pass
    through unchanged.
    """
    if not isinstance(reason, Reason):
        return str(reason)
    template = QCoreApplication.translate("Rules", reason.template)
    try:
        return template.format(**{k: _word(v) for k, v in reason.params.items()})
    except (KeyError, IndexError, ValueError):
        return str(reason)  # a broken translation must not hide the reason
