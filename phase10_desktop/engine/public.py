"""What each seat is told: the public part of every event, and that part as JSON.

The engine's events carry the whole truth (which card another seat drew from the
draw pile). A seat may learn only what it could see at a real table, so every
event a seat receives, from the table on this computer or from a table server,
first passes :func:`public_events`. The table on the screen and a player across
the network are then told exactly the same things, and one secrecy test covers
both.

Only one fact is ever hidden from a seat by an event: the face of a card another
seat drew from the draw pile. Everything else in an event was seen by everyone
at the moment it happened (a discard, a lay-down, a hit), or is revealed by the
rules at that moment (the hands left when a round ends, R7.1; a round's seed
once the round is over).

:func:`event_to_dict` and :func:`event_from_dict` carry events over the network
and into records of play; the reader checks every field, since the data comes
from another program.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import fields, replace
from typing import Any, assert_never

from .actions import action_from_dict, action_to_dict, group_from_dict, group_to_dict
from .cards import Card, card_from_token, card_token
from .events import (
    ROUND_END_CAUSES,
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
from .groups import Group
from .view import PlayerView

__all__ = [
    "EVENT_TYPES",
    "event_from_dict",
    "event_to_dict",
    "public_event",
    "public_events",
    "watcher_view",
]


def public_event(event: Event, seat: int) -> Event:
    """``event`` as ``seat`` may know it: another seat's draw from the draw pile
    keeps its card hidden; every other event is public as it is."""
    match event:
        case Drew() if event.seat != seat and event.source == "pile":
            return replace(event, card=None)
        case (
            Drew()
            | RoundStarted()
            | Reshuffled()
            | LaidDown()
            | CardHit()
            | Discarded()
            | TurnSkipped()
            | TurnStarted()
            | WentOut()
            | RoundEnded()
            | TieBreak()
            | GameEnded()
            | DealCommitted()
            | SeedRevealed()
            | TookBack()
        ):
            return event  # seen by everyone as it happened, or revealed by the rules
        case _:
            assert_never(event)


def public_events(events: Iterable[Event], seat: int) -> list[Event]:
    """Every event of ``events`` as ``seat`` may know it (see :func:`public_event`)."""
    return [public_event(e, seat) for e in events]


# --------------------------------------------------------------------------- JSON

#: the wire name of each event type
EVENT_TYPES: dict[str, type] = {
    "round_started": RoundStarted,
    "reshuffled": Reshuffled,
    "drew": Drew,
    "laid_down": LaidDown,
    "card_hit": CardHit,
    "discarded": Discarded,
    "turn_skipped": TurnSkipped,
    "turn_started": TurnStarted,
    "went_out": WentOut,
    "round_ended": RoundEnded,
    "tie_break": TieBreak,
    "game_ended": GameEnded,
    "deal_committed": DealCommitted,
    "seed_revealed": SeedRevealed,
    "took_back": TookBack,
}
_NAMES = {cls: name for name, cls in EVENT_TYPES.items()}


def _seat(x: Any) -> int:
    if isinstance(x, bool) or not isinstance(x, int) or not 0 <= x < 6:
        raise ValueError(f"{x!r} is not a seat number (0 to 5)")
    return x


def _count(x: Any) -> int:
    if isinstance(x, bool) or not isinstance(x, int) or not 0 <= x <= 10**6:
        raise ValueError(f"{x!r} is not a count")
    return x


def _opt(read: Callable[[Any], Any]) -> Callable[[Any], Any]:
    return lambda x: None if x is None else read(x)


def _many(read: Callable[[Any], Any], limit: int = 108) -> Callable[[Any], tuple[Any, ...]]:
    def many(x: Any) -> tuple[Any, ...]:
        if not isinstance(x, list) or len(x) > limit:
            raise ValueError(f"expected a list of at most {limit} entries, not {x!r:.60}")
        return tuple(read(v) for v in x)

    return many


def _text(limit: int) -> Callable[[Any], str]:
    def text(x: Any) -> str:
        if not isinstance(x, str) or len(x) > limit:
            raise ValueError(f"expected a text of at most {limit} characters")
        return x

    return text


def _flag(x: Any) -> bool:
    if not isinstance(x, bool):
        raise ValueError(f"{x!r} is not true or false")
    return x


def _choice(*allowed: str) -> Callable[[Any], str]:
    def choice(x: Any) -> str:
        if x not in allowed:
            raise ValueError(f"{x!r} is not one of {', '.join(allowed)}")
        return x

    return choice


_card = card_from_token
_cards = _many(_card)
_seats = _many(_seat, 6)
_points = _many(_count, 6)
_phase = _opt(_count)
_groups = _many(_many(group_from_dict, 3), 6)

#: how each field is read back; writing follows the value's own type
_READERS: dict[str, Callable[[Any], Any]] = {
    "round_no": _count,
    "dealer": _seat,
    "first": _seat,
    "seat": _seat,
    "seats": _seats,
    "discard_top": _opt(_card),
    "tiebreak": _flag,
    "cards": _count,
    "source": _choice("pile", "discard"),
    "phase": _count,
    "owner": _seat,
    "group": _count,
    "end": _opt(_choice("low", "high")),
    "target": _opt(_seat),
    "went_out": _opt(_seat),
    "points": _points,
    "laid": _many(_phase, 6),
    "hands": _many(_cards, 6),
    "totals": _points,
    "ended_by": _choice(*ROUND_END_CAUSES),
    "phases": _many(_phase, 6),
    "discard": _cards,
    "draw_count": _count,
    "commitment": _text(64),
    "seed": _text(64),
    "cut": _text(200),
    "verified": _flag,
    "winner": _seat,
    "reason": _text(400),
    "action": action_from_dict,
    "card": _card,
    "groups": _many(group_from_dict, 3),
}
#: where one kind reads a field of that name otherwise
_KIND_READERS: dict[tuple[type, str], Callable[[Any], Any]] = {
    (Drew, "card"): _opt(_card),  # hidden from the other seats (public_event)
    (RoundEnded, "groups"): _groups,  # every seat's groups
}


def _write(value: Any) -> Any:
    """A field's value as JSON, by its own type: so one writer serves every kind."""
    if isinstance(value, Card):
        return card_token(value)
    if isinstance(value, tuple):
        return [_write(v) for v in value]
    if isinstance(value, Group):
        return group_to_dict(value)
    return value


def event_to_dict(event: Event) -> dict[str, Any]:
    """Plain JSON data for an event: its wire name under "type", cards as tokens."""
    out: dict[str, Any] = {"type": _NAMES[type(event)]}
    for f in fields(event):
        value = getattr(event, f.name)
        out[f.name] = action_to_dict(value) if f.name == "action" else _write(value)
    return out


def event_from_dict(data: Any) -> Event:
    """Inverse of :func:`event_to_dict`; anything malformed raises ValueError naming it."""
    if not isinstance(data, dict):
        raise ValueError("an event must be an object")
    kind = data.get("type")
    cls = EVENT_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ValueError(f"unknown event type {data.get('type')!r:.40}")
    names = {f.name for f in fields(cls)}
    extra = set(data) - names - {"type"}
    if extra:
        raise ValueError(f"a {data['type']} event has unknown fields: {', '.join(sorted(extra))}")
    values: dict[str, Any] = {}
    for f in fields(cls):
        if f.name not in data:
            continue  # a field with a default may be left out; the constructor says if not
        read = _KIND_READERS.get((cls, f.name)) or _READERS[f.name]
        try:
            values[f.name] = read(data[f.name])
        except (ValueError, TypeError, KeyError) as e:
            raise ValueError(f"{data['type']}.{f.name}: {e}") from None
    try:
        return cls(**values)
    except TypeError as e:
        raise ValueError(f"a {data['type']} event is incomplete: {e}") from None


def watcher_view(view: PlayerView) -> PlayerView:
    """What someone watching the table sees: ``view`` without its seat's hand or that
    seat's turn facts; every public fact stays (the table between two people at one
    screen, a spectator at a table server)."""
    return replace(view, hand=(), drawn_discard=None, laid_this_turn=False)
