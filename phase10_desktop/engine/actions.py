"""The moves a player makes (R3): draw, lay down, hit, discard.

Actions name no seat: :meth:`Game.apply` acts for the seat whose turn it is.
They are immutable plain data and round-trip through :func:`action_to_dict` /
:func:`action_from_dict`, so they can be logged, saved and sent between threads.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from .cards import COLOURS, Card, Colour, card_from_token, card_token
from .groups import End, Group
from .phases import GROUP_KINDS

Source = Literal["pile", "discard"]


@dataclass(frozen=True, slots=True)
class Draw:
    """R3.2: take the top card of the draw ``pile`` or of the ``discard`` pile."""

    source: Source = "pile"

    def describe(self) -> str:
        return "draw from the draw pile" if self.source == "pile" else "take the top discard"


@dataclass(frozen=True, slots=True)
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


@dataclass(frozen=True, slots=True)
class Hit:
    """R5: add ``card`` to group number ``group`` of seat ``owner``; ``end`` picks the
    end of a run ("low"/"high") when the card fits both."""

    card: Card
    owner: int
    group: int
    end: End | None = None

    def describe(self) -> str:
        return f"hit {self.card.name}"


@dataclass(frozen=True, slots=True)
class Discard:
    """R3.5: end the turn. A Skip names the seat it makes lose a turn (R6)."""

    card: Card
    target: int | None = None

    def describe(self) -> str:
        return f"discard {self.card.name}"


Action = Draw | LayDown | Hit | Discard


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
