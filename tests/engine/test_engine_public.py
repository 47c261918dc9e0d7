"""What each seat is told (engine/public.py): hidden draws stay hidden, every event
survives the trip through JSON, and the round's end carries its final table (R7.1)."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, replace

import pytest

from phase10_desktop.engine import DECK, STANDARD_RULES, Drew, Game, RoundEnded, RuleSet
from phase10_desktop.engine.public import (
    EVENT_TYPES,
    event_from_dict,
    event_to_dict,
    public_events,
)
from phase10_desktop.engine.seats import standings


def play_out(game: Game, rng: random.Random, moves: int = 4000) -> list:
    """Random legal moves until the game ends; every event, in order."""
    events = []
    for _ in range(moves):
        if game.stage == "over":
            break
        if game.stage == "deal":
            events += game.deal()
            continue
        events += game.apply(rng.choice(game.legal_actions()))
    return events


@pytest.fixture(scope="module")
def games() -> list[tuple[Game, list]]:
    out = []
    for seed in range(4):
        g = Game.new(2 + seed % 3, seed=seed, deal=False)
        out.append((g, play_out(g, random.Random(seed))))
    return out


def test_another_seats_draw_from_the_draw_pile_stays_hidden_r3_2(games) -> None:
    """R3.2: a card drawn from the draw pile is seen by its drawer only."""
    for game, events in games:
        for seat in range(game.players):
            for e in public_events(events, seat):
                if isinstance(e, Drew):
                    hidden = e.seat != seat and e.source == "pile"
                    assert (e.card is None) == hidden


def test_every_event_survives_json(games) -> None:
    kinds = set()
    for _, events in games:
        for e in [*events, *public_events(events, 0)]:
            data = json.loads(json.dumps(event_to_dict(e)))
            assert event_from_dict(data) == e
            kinds.add(data["type"])
    assert {"drew", "discarded", "laid_down", "card_hit", "round_ended"} <= kinds


def test_a_round_end_holds_every_card_of_the_deck_r7_1(games) -> None:
    """The final table of a round: hands, groups, discard pile and draw pile count 108."""
    for _, events in games:
        for e in events:
            if isinstance(e, RoundEnded):
                seen = [c for h in e.hands for c in h]
                seen += [c for gs in e.groups for g in gs for c in g.cards]
                seen += list(e.discard)
                assert len(set(seen)) == len(seen)
                assert len(seen) + e.draw_count == len(DECK)
                assert len(e.phases) == len(e.hands)


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"type": "nope"},
        {"type": ["drew"]},
        {"type": "drew", "seat": 0, "source": "pile"},
        {"type": "drew", "seat": 9, "source": "pile", "card": None},
        {"type": "drew", "seat": 0, "source": "hat", "card": None},
        {"type": "drew", "seat": 0, "source": "pile", "card": "Q9z"},
        {"type": "drew", "seat": True, "source": "pile", "card": None},
        {"type": "discarded", "seat": 0, "card": None},
        {"type": "turn_started", "seat": 0, "extra": 1},
        {"type": "reshuffled", "cards": -1},
        {"type": "round_ended", "round_no": 1, "went_out": 0, "points": [0] * 7},
    ],
)
def test_malformed_events_are_refused_with_a_reason(data) -> None:
    with pytest.raises(ValueError) as e:
        event_from_dict(data)
    assert str(e.value)


def test_every_event_type_has_a_wire_name() -> None:
    from phase10_desktop.engine import events as ev

    classes = set(ev.Event.__args__)  # type: ignore[attr-defined]
    assert classes == set(EVENT_TYPES.values())


@dataclass
class Seats:
    """The public facts the standings read (a Game or a PlayerView has them too)."""

    phase_no: tuple[int, ...]
    scores: tuple[int, ...]
    winner: int | None
    rules: RuleSet = STANDARD_RULES
    tiebreak: bool = False
    completed: tuple[frozenset[int], ...] = ()
    laid_phase: tuple[int | None, ...] = ()

    @property
    def players(self) -> int:
        return len(self.scores)

    @property
    def active(self) -> tuple[int, ...]:
        return tuple(range(self.players))


def test_standings_winner_first_then_phases_then_points_r8() -> None:
    """R8.1-R8.2: the winner first; the rest by phases completed, then fewest points,
    then seat order."""
    table = Seats(phase_no=(11, 11, 9, 9, 10), scores=(300, 250, 100, 100, 50), winner=1)
    assert standings(table) == [1, 0, 4, 2, 3]
    assert standings(replace(table, winner=None)) == [1, 0, 4, 2, 3]
    assert standings(replace(table, winner=0, scores=(90, 250, 100, 100, 50))) == [0, 1, 4, 2, 3]
