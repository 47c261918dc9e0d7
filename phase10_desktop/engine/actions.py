"""The moves a player makes (R3): draw, lay down, hit, discard.

Actions name no seat: :meth:`Game.apply` acts for the seat whose turn it is.
They are immutable plain data and round-trip through :func:`action_to_dict` /
:func:`action_from_dict`, so they can be logged, saved and sent between threads.
"""

from __future__ import annotations

from typing import Any, Literal

from .cards import COLOURS, DECK, Card, Colour, card_from_token, card_token
from .groups import End, Group
from .phases import GROUP_KINDS
from .reasons import Reason as R
from .values import value_class

Source = Literal["pile", "discard"]


@value_class(slots=True)
class Draw:
    """R3.2: take the top card of the draw ``pile`` or of the ``discard`` pile."""

    source: Source = "pile"

    def describe(self) -> str:
        return "draw from the draw pile" if self.source == "pile" else "take the top discard"


@value_class(slots=True)
class LayDown:
    """R4: lay the whole phase at once. ``phase`` is its 1-based number in the
    game's phase list; None means the seat's current phase (required when phases
    may be made in any order, R9.2)."""

    groups: tuple[Group, ...]
    phase: int | None = None

    def describe(self) -> str:
        return "lay down " + " and ".join(g.label for g in self.groups)

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(c for g in self.groups for c in g.cards)


@value_class(slots=True)
class Hit:
    """R5: add ``card`` to group number ``group`` of seat ``owner``; ``end`` picks the
    end of a run ("low"/"high") when the card fits both."""

    card: Card
    owner: int
    group: int
    end: End | None = None

    def describe(self) -> str:
        return f"hit {self.card.name}"


@value_class(slots=True)
class Discard:
    """R3.5: end the turn. A Skip names the seat it makes lose a turn (R6)."""

    card: Card
    target: int | None = None

    def describe(self) -> str:
        return f"discard {self.card.name}"


Action = Draw | LayDown | Hit | Discard
ACTION_TYPES: tuple[type, ...] = (Draw, LayDown, Hit, Discard)


def malformed(action: object) -> str | None:
    """Why ``action`` is not a well-formed move at all, or None.

    Actions are plain data that may come from anywhere (a bot, a file, a test),
    and dataclasses do not check their fields, so this is checked before any
    rule is asked: exact types (``True`` is not seat 1, ``1.0`` is not a seat,
    a look-alike of a card is not the card), so the engine never trips over a
    field and a refusal always says what is wrong.
    """
    kind = type(action)
    # untrusted: its fields are read as whatever they are, then checked one by one
    a: Any = action
    if kind not in ACTION_TYPES:
        return R(
            "This is not a move: {given}. A turn is a draw, then lay-downs and hits, "
            "then a discard (R3).",
            given=_shown(action),
        )
    if kind is Draw:
        source = a.source
        if type(source) is not str or source not in ("pile", "discard"):
            return R(
                "There is no pile called {given}: draw from 'pile' or 'discard' (R3.2).",
                given=_shown(source),
            )
        return None
    if kind is LayDown:
        return _lay_down_malformed(a)
    card = a.card
    if not _is_card(card):
        return R(
            "The move holds {given}, which is not one of the game's 108 cards (R1.3).",
            given=_shown(card),
        )
    if kind is Hit:
        for field in (a.owner, a.group):
            if type(field) is not int:
                return R(
                    "A hit names a player's seat and a group by number, not {given} (R5.3).",
                    given=_shown(field),
                )
        end = a.end
        if end is not None and (type(end) is not str or end not in ("low", "high")):
            return R(
                "A hit names the end of a run as 'low' or 'high', not {given} (R5.3).",
                given=_shown(end),
            )
        return None
    target = a.target
    if target is not None and type(target) is not int:
        return R(
            "A Skip names the player it skips by seat number, not {given} (R6.1).",
            given=_shown(target),
        )
    return None


def _lay_down_malformed(action: LayDown) -> str | None:
    groups = action.groups
    if type(groups) not in (tuple, list) or not all(type(g) is Group for g in groups):
        return R(
            "A lay-down is a list of groups of cards, not {given} (R4.4).", given=_shown(groups)
        )
    phase = action.phase
    if phase is not None and type(phase) is not int:
        return R("A lay-down names its phase by number, not {given} (R9.2).", given=_shown(phase))
    for g in groups:
        if type(g.kind) is not str or g.kind not in GROUP_KINDS:
            return R(
                "A group is a set, a run or a colour group, not {given} (R4.2).",
                given=_shown(g.kind),
            )
        if type(g.cards) is not tuple or type(g.values) is not tuple:
            return R("A group holds its cards and their values as lists (R4.2).")
        for c in g.cards:
            if not _is_card(c):
                return R(
                    "The move holds {given}, which is not one of the game's 108 cards (R1.3).",
                    given=_shown(c),
                )
        for v in g.values:
            if type(v) is not int and type(v) is not Colour:
                return R(
                    "A card in a group stands for a number or a colour, not {given} (R4.6).",
                    given=_shown(v),
                )
    return None


def _is_card(card: object) -> bool:
    """One of the 108 cards themselves, not a copy or a look-alike (R1.3)."""
    if type(card) is not Card:
        return False
    card_id = card.id
    return type(card_id) is int and 0 <= card_id < len(DECK) and DECK[card_id] is card


def _shown(value: object, limit: int = 40) -> str:
    """A short, safe text for a value the move contained (never the object itself)."""
    try:
        text = repr(value)
    except Exception:  # a hostile __repr__ must not turn a refusal into a crash
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _value_to_json(v: int | Colour) -> int | str:
    return v.letter if isinstance(v, Colour) else v


def _value_from_json(v: Any) -> int | Colour:
    if isinstance(v, str):
        for c in COLOURS:
            if c.letter == v.upper():
                return c
        raise ValueError(f"{v!r} is not a colour letter")
    if isinstance(v, int) and not isinstance(v, bool):
        return v
    raise ValueError(f"{v!r} is not a group value")


def group_to_dict(g: Group) -> dict[str, Any]:
    return {
        "kind": g.kind,
        "cards": [card_token(c) for c in g.cards],
        "values": [_value_to_json(v) for v in g.values],
    }


def group_from_dict(d: Any) -> Group:
    if not isinstance(d, dict) or set(d) != {"kind", "cards", "values"}:
        raise ValueError("a group needs exactly kind, cards and values")
    if d["kind"] not in GROUP_KINDS:
        raise ValueError(f"unknown group kind {d['kind']!r}")
    cards = tuple(_card_from_json(x) for x in _list(d["cards"], "group cards"))
    values = tuple(_value_from_json(x) for x in _list(d["values"], "group values"))
    if len(cards) != len(values):
        raise ValueError("a group needs one value per card")
    return Group(d["kind"], cards, values)


def _list(x: Any, what: str) -> list[Any]:
    if not isinstance(x, list):
        raise ValueError(f"{what} must be a list")
    return x


def _card_from_json(x: Any) -> Card:
    return card_from_token(x)


def action_to_dict(a: Action) -> dict[str, Any]:
    """Plain JSON data for an action (cards as tokens like ``R7a``)."""
    if isinstance(a, Draw):
        return {"type": "draw", "source": a.source}
    if isinstance(a, LayDown):
        return {
            "type": "lay_down",
            "phase": a.phase,
            "groups": [group_to_dict(g) for g in a.groups],
        }
    if isinstance(a, Hit):
        return {
            "type": "hit",
            "card": card_token(a.card),
            "owner": a.owner,
            "group": a.group,
            "end": a.end,
        }
    if isinstance(a, Discard):
        return {"type": "discard", "card": card_token(a.card), "target": a.target}
    raise TypeError(f"not an action: {a!r}")


def action_from_dict(d: Any) -> Action:
    """Inverse of :func:`action_to_dict`; malformed data raises ValueError."""
    if not isinstance(d, dict) or "type" not in d:
        raise ValueError("an action must be an object with a type")
    t = d["type"]
    try:
        if t == "draw":
            if d.get("source") not in ("pile", "discard"):
                raise ValueError("draw source must be 'pile' or 'discard'")
            return Draw(d["source"])
        if t == "lay_down":
            phase = d.get("phase")
            if phase is not None and (not isinstance(phase, int) or isinstance(phase, bool)):
                raise ValueError("phase must be a number or null")
            return LayDown(tuple(group_from_dict(g) for g in _list(d["groups"], "groups")), phase)
        if t == "hit":
            end = d.get("end")
            if end not in (None, "low", "high"):
                raise ValueError("end must be 'low', 'high' or null")
            owner, group = d["owner"], d["group"]
            if not all(isinstance(x, int) and not isinstance(x, bool) for x in (owner, group)):
                raise ValueError("owner and group must be numbers")
            return Hit(_card_from_json(d["card"]), owner, group, end)
        if t == "discard":
            target = d.get("target")
            if target is not None and (not isinstance(target, int) or isinstance(target, bool)):
                raise ValueError("target must be a seat number or null")
            return Discard(_card_from_json(d["card"]), target)
    except KeyError as e:
        raise ValueError(f"a {t} action needs {e.args[0]}") from None
    raise ValueError(f"unknown action type {t!r}")
