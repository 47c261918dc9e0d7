"""Malformed actions: every wrong-typed field is refused as IllegalMove (R3), untouched state.

Actions are plain dataclasses that check nothing, so a bot, a file or a test can
build ``Discard(skip, target=True)``. The engine refuses each such object with a
reason naming the rule, before any rule is weighed, and never raises anything
else.
"""

from __future__ import annotations

import pytest

from phase10_desktop.engine import (
    DECK,
    Card,
    Colour,
    Discard,
    Draw,
    Game,
    Group,
    Hit,
    IllegalMove,
    LayDown,
    arrange_group,
    parse_cards,
)
from phase10_desktop.engine.saves import game_to_json


def _play_stage() -> Game:
    """Seat 0 has laid two sets of 3 and is in the play stage of its next turn."""
    g = Game.from_deal(
        ["R3 B3 G3 R5 B5 G5 S Y9 Y10 R11", "B1 B2 B4 B6 B7 B8 B9 G1 G2 G4"],
        discard="R12",
        draw="Y1 G12 Y2",
    )
    g.apply(Draw("pile"))
    g.apply(next(a for a in g.legal_actions() if isinstance(a, LayDown)))
    g.apply(Discard(next(c for c in g.hands[0] if c.face == "Y1")))
    g.apply(Draw("pile"))
    g.apply(Discard(g.hands[1][0]))
    g.apply(Draw("pile"))
    assert g.stage == "play" and g.turn == 0
    return g


def _malformed(g: Game) -> list[object]:
    hand = g.hands[0]
    skip = next(c for c in hand if c.is_skip)
    nine = next(c for c in hand if c.face == "Y9")
    copy = Card(nine.id)  # equal to the Y9, but not the card itself
    g3 = g.laid[0][0]
    good = arrange_group("set", parse_cards("R8 B8 G8"))
    return [
        Discard(skip, target=True),
        Discard(skip, target=1.0),
        Discard(skip, target="1"),
        Discard(nine.id),  # type: ignore[arg-type]
        Discard(copy),
        Discard("Y9"),  # type: ignore[arg-type]
        Discard(None),  # type: ignore[arg-type]
        Hit(nine, owner=True, group=0),
        Hit(nine, owner=1.0, group=0),  # type: ignore[arg-type]
        Hit(nine, owner=0, group="0"),  # type: ignore[arg-type]
        Hit(nine, owner=0, group=None),  # type: ignore[arg-type]
        Hit(nine, owner=0, group=0, end="middle"),  # type: ignore[arg-type]
        Hit(nine, owner=0, group=0, end=True),  # type: ignore[arg-type]
        Hit(copy, owner=0, group=0),
        LayDown(None),  # type: ignore[arg-type]
        LayDown((good,), phase=True),
        LayDown((good,), phase=1.0),  # type: ignore[arg-type]
        LayDown((good,), phase="1"),  # type: ignore[arg-type]
        LayDown(("set",)),  # type: ignore[arg-type]
        LayDown(good),  # type: ignore[arg-type]
        LayDown((Group("set", list(g3.cards), g3.values),)),  # type: ignore[arg-type]
        LayDown((Group("pair", g3.cards, g3.values),)),  # type: ignore[arg-type]
        LayDown((Group("set", (nine.id,), (9,)),)),  # type: ignore[arg-type]
        LayDown((Group("set", (nine,), (True,)),)),
        LayDown((Group("set", (nine,), ("9",)),)),  # type: ignore[arg-type]
        Draw("deck"),  # type: ignore[arg-type]
        Draw(None),  # type: ignore[arg-type]
        None,
        "draw",
        ("discard", nine),
        {"type": "draw", "source": "pile"},
        type("Draw", (), {"source": "pile"})(),
    ]


def test_R3_every_malformed_action_is_an_illegal_move_that_changes_nothing():
    g = _play_stage()
    before = game_to_json(g)
    for action in _malformed(g):
        with pytest.raises(IllegalMove) as info:
            g.apply(action)  # type: ignore[arg-type]
        reason = info.value.reason
        assert "(R" in reason and reason[0].isupper(), (action, reason)
        assert g.problem(action) == reason  # type: ignore[arg-type]
        assert game_to_json(g) == before, action
    # the well-formed moves still work
    assert g.legal_actions()


def test_R6_1_a_skip_aimed_at_true_is_not_aimed_at_seat_1():
    g = _play_stage()
    skip = next(c for c in g.hands[0] if c.is_skip)
    assert "seat number" in g.problem(Discard(skip, target=True))
    assert g.problem(Discard(skip, target=1)) is None


def test_R1_3_a_look_alike_of_a_card_is_not_the_card():
    g = Game.from_deal(["R1 R2", "B1 B2"], discard="Y5")
    g.apply(Draw("pile"))
    r1 = g.hands[0][0]
    assert "108 cards" in g.problem(Discard(Card(r1.id)))
    assert g.problem(Discard(r1)) is None
    assert DECK[r1.id] is r1


def test_a_view_refuses_malformed_actions_the_same_way():
    g = _play_stage()
    view = g.view(0)
    for action in _malformed(g):
        assert view.problem(action) == g.problem(action)  # type: ignore[arg-type]


def test_colour_values_are_accepted_as_well_formed():
    from phase10_desktop.engine import RuleSet

    g = Game.from_deal(
        ["R1 R2 R4 R6 R8 R9 R11 B5 B6 B7", "B1 B2 B3 B4 G1 G2 G3 G4 G5 G6"],
        discard="Y5",
        draw="G11",
        rules=RuleSet(phases=["colour7"]),
    )
    g.apply(Draw("pile"))
    reds = [c for c in g.hands[0] if c.colour is Colour.RED]
    lay = LayDown((Group("colour", tuple(reds), (Colour.RED,) * len(reds)),))
    assert g.problem(lay) is None
