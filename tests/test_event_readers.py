"""Every reader of events knows every kind of event (issue 31 A3).

Each reader tells the kinds apart in one ``match`` ending in
``case _: assert_never(event)``: mypy names a reader that leaves a kind of
:data:`~phase10_desktop.engine.events.Event` out, and these tests do the same at
run time. One event of every kind is built from the union's members, so a new
kind is fed to every reader here without this file changing (only a field with a
new name needs a sample below). A reader that leaves a kind out meets it in its
``case _`` and raises; a reader that would let an unknown kind fall through
silently fails the second test.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, replace
from typing import Any

import pytest

from phase10_desktop.app.seats import remote
from phase10_desktop.app.table import cues, narrator, tokens
from phase10_desktop.app.table.model import TableModel
from phase10_desktop.engine import public
from phase10_desktop.engine.actions import Discard
from phase10_desktop.engine.cards import parse_cards
from phase10_desktop.engine.events import EVENT_KINDS, Event, RoundEnded, move_of
from phase10_desktop.engine.game import Game
from phase10_desktop.engine.groups import arrange_group
from phase10_desktop.engine.values import value_class
from phase10_desktop.presentation import sounds
from phase10_desktop.records import text

R7, B7, G7, Y7, W = parse_cards("R7 B7 G7 Y7 W")
TRIO = arrange_group("set", [R7, B7, G7])
NAMES = ("Ana", "Lucía", "Marko")
#: the table as seat 0 sees it, every seat with one group laid (a hit names it)
VIEW = replace(Game.new(3, seed=1, names=list(NAMES)).view(0), laid=((TRIO,),) * 3)

#: a value for each field name an event has (per kind where the kinds differ)
SAMPLES: dict[str, Any] = {
    "round_no": 2,
    "dealer": 0,
    "first": 1,
    "seats": (0, 1, 2),
    "discard_top": Y7,
    "tiebreak": False,
    "cards": 40,
    "seat": 1,
    "source": "discard",
    "card": Y7,
    "phase": 1,
    "groups": (TRIO,),
    "owner": 1,
    "group": 0,
    "end": None,
    "target": 2,
    "went_out": 1,
    "points": (25, 0, 40),
    "laid": (1, 1, None),
    "hands": ((W,), (), (Y7,)),
    "totals": (25, 0, 40),
    "ended_by": "went_out",
    "phases": (1, 1, 1),
    "discard": (Y7,),
    "draw_count": 30,
    "commitment": "ab" * 32,
    "seed": "cd" * 32,
    "cut": "",
    "verified": True,
    "winner": 1,
    "reason": "lowest score",
    "action": Discard(Y7),
}
KIND_SAMPLES: dict[tuple[type, str], Any] = {
    (RoundEnded, "groups"): ((), (TRIO,), ()),
}


def sample(kind: type[Event]) -> Event:
    """One event of ``kind`` with every field filled in."""
    values = {}
    for f in fields(kind):
        key = (kind, f.name)
        if key not in KIND_SAMPLES and f.name not in SAMPLES:
            raise AssertionError(f"give {kind.__name__}.{f.name} a sample value in SAMPLES")
        values[f.name] = KIND_SAMPLES.get(key, SAMPLES.get(f.name))
    return kind(**values)


def _round_trip(e: Event) -> object:
    back = public.event_from_dict(public.event_to_dict(e))
    assert back == e
    return back


#: every reader, as a call with one event
READERS: dict[str, Callable[[Any], object]] = {
    "engine.public.public_event (its own seat)": lambda e: public.public_event(e, 1),
    "engine.public.public_event (another seat)": lambda e: public.public_event(e, 0),
    "engine.public JSON": _round_trip,
    "engine.events.move_of": move_of,
    "records.text._note": lambda e: text._note(e, NAMES),
    "app.seats.remote.checked": lambda e: remote.checked(e, {}, {}),
    "presentation.sounds.sound_for": lambda e: sounds.sound_for(e, 1),
    "app.table.tokens.sources_of": lambda e: tokens.sources_of([e], 0),
    "app.table.narrator.told": lambda e: narrator.told(e, VIEW, 0),
    "app.table.narrator.told (replay)": lambda e: narrator.told(e, VIEW, -1, reveal=True),
    "app.table.model TableModel._note_turn": lambda e: TableModel()._note_turn([e]),
    "app.table.model TableModel._note_event": lambda e: TableModel()._note_event(e),
    "app.table.cues.cues_of": lambda e: cues.cues_of([e], 0),
}


def test_the_union_is_every_event_class() -> None:
    """EVENT_KINDS is what the readers are fed: every event class is in it, and the
    wire names cover it."""
    from phase10_desktop.engine import events

    classes = {
        c
        for c in vars(events).values()
        if isinstance(c, type) and c.__module__ == events.__name__ and hasattr(c, "__slots__")
    }
    assert set(EVENT_KINDS) == classes
    assert set(public.EVENT_TYPES.values()) == set(EVENT_KINDS)


@pytest.mark.parametrize("kind", EVENT_KINDS, ids=lambda k: k.__name__)
@pytest.mark.parametrize("reader", READERS, ids=str)
def test_every_reader_reads_every_kind(qapp, reader: str, kind: type[Event]) -> None:
    READERS[reader](sample(kind))


@value_class(slots=True)
class Unheard:
    """A kind of event no reader was written for."""

    seat: int = 1


@pytest.mark.parametrize("reader", READERS, ids=str)
def test_a_reader_does_not_let_an_unknown_kind_through(qapp, reader: str) -> None:
    """A reader ends its match in assert_never, so a kind it does not name cannot
    pass unnoticed (as it would by falling through an if-chain)."""
    with pytest.raises((AssertionError, KeyError)):
        READERS[reader](Unheard())
