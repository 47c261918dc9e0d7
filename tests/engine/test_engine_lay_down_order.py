"""A lay-down's groups may come in any order (R4.1, R4.4); the engine matches them to
the phase's groups itself, and says so when a phase is already completed (R9.2)."""

from __future__ import annotations

import pytest

from phase10_desktop.engine import (
    Draw,
    Game,
    Group,
    IllegalMove,
    LaidDown,
    LayDown,
    RuleSet,
    arrange_group,
)
from phase10_desktop.engine.consistency import check_placement


def _cards(g: Game, faces: str) -> list:
    hand = list(g.hands[g.turn])
    out = []
    for face in faces.split():
        card = next(c for c in hand if c.face == face)
        hand.remove(card)
        out.append(card)
    return out


def test_R4_1_phase_9_laid_as_the_pair_then_the_five():
    g = Game.from_deal(
        ["R7 B7 G7 Y7 R7 R2 B2 Y11 G12 R12", "B1 B3 B4 B5 B6 G1 G3 G4 G5 G6"],
        discard="Y9",
        draw="Y1",
        phases=[9, 1],
    )
    g.apply(Draw("pile"))
    pair = arrange_group("set", _cards(g, "R2 B2"))
    five = arrange_group("set", _cards(g, "R7 B7 G7 Y7 R7"))
    events = g.apply(LayDown((pair, five)))
    laid = next(e for e in events if isinstance(e, LaidDown))
    assert laid.phase == 9
    # stored in the phase's own order (set of 5, set of 2), as a save expects
    assert g.laid[0] == [five, pair] and laid.groups == (five, pair)
    check_placement(g)  # what a loaded save checks: each laid group against its spec, in order


def test_R4_1_phase_2_laid_as_the_run_then_the_set():
    g = Game.from_deal(
        ["R4 B5 G6 Y7 R9 B9 G9 Y12 G12 R1", "B1 B3 B4 B5 B6 G1 G3 G4 G5 G6"],
        discard="Y11",
        draw="Y2",
        phases=[2, 1],
    )
    g.apply(Draw("pile"))
    run = arrange_group("run", _cards(g, "R4 B5 G6 Y7"))
    trio = arrange_group("set", _cards(g, "R9 B9 G9"))
    assert g.problem(LayDown((run, trio))) is None
    g.apply(LayDown((run, trio), phase=2))
    assert g.laid[0] == [trio, run]


def test_R4_4_a_flawed_lay_down_in_any_order_still_names_the_real_flaw():
    g = Game.from_deal(
        ["R7 B7 G7 Y7 R8 R2 B3 Y11 G12 R12", "B1 B3 B4 B5 B6 G1 G3 G4 G5 G6"],
        discard="Y9",
        draw="Y1",
        phases=[9, 1],
    )
    g.apply(Draw("pile"))
    pair = arrange_group("set", _cards(g, "R2"))
    four = arrange_group("set", _cards(g, "R7 B7 G7 Y7"))
    why = g.problem(LayDown((pair, four)))
    assert why is not None and "Set of 5 needs 5 cards, not 4 (R4.4)" in why
    r12 = next(c for c in g.hands[0] if c.face == "R12")
    five = Group("set", (*four.cards, r12), (7,) * 5)
    with pytest.raises(IllegalMove, match=r"Red 12 cannot stand for 7 \(R4\.6\)"):
        g.apply(LayDown((pair, five)))
    assert g.stage == "play" and g.laid_phase[0] is None


def test_R9_2_laying_a_completed_phase_without_naming_it_says_it_is_completed():
    rules = RuleSet(order="any")
    g = Game.from_deal(
        ["R3 B3 G3 R5 B5 G5 Y9 Y10 R12 G12", "B1 B2 B4 B6 B7 B8 B9 G1 G2 G4"],
        discard="R9",
        draw="R11",
        rules=rules,
        completed=[{1}, set()],
    )
    g.apply(Draw("pile"))
    sets = (
        arrange_group("set", _cards(g, "R3 B3 G3")),
        arrange_group("set", _cards(g, "R5 B5 G5")),
    )
    for action in (LayDown(sets), LayDown(sets, phase=1)):
        with pytest.raises(
            IllegalMove, match=r"already completed phase 1; choose another \(R9\.2\)"
        ):
            g.apply(action)
    assert g.laid_phase[0] is None


def test_R9_2_groups_that_make_two_open_phases_must_name_one():
    rules = RuleSet(order="any")
    g = Game.from_deal(
        ["R3 B3 G3 Y3 R5 B5 G5 Y5 R12 G12", "B1 B2 B4 B6 B7 B8 B9 G1 G2 G4"],
        discard="R9",
        draw="R11",
        rules=rules,
    )
    g.apply(Draw("pile"))
    fours = (
        arrange_group("set", _cards(g, "R3 B3 G3 Y3")),
        arrange_group("set", _cards(g, "R5 B5 G5 Y5")),
    )
    assert "Say which phase" in g.problem(LayDown(fours))  # phase 1 and phase 7
    g.apply(LayDown(tuple(reversed(fours)), phase=7))
    assert g.laid_phase[0] == 7


def test_R4_1_every_order_of_three_different_groups_is_matched():
    from itertools import permutations

    from phase10_desktop.engine import parse_cards
    from phase10_desktop.engine.groups import match_groups
    from phase10_desktop.engine.phases import Phase

    spec = Phase.parse("run4+set3+colour4").groups
    run = arrange_group("run", parse_cards("R1 B2 G3 Y4"))
    trio = arrange_group("set", parse_cards("R9 B9 G9"))
    blues = arrange_group("colour", parse_cards("B5 B7 B11 B12"))
    for order in permutations((run, trio, blues)):
        assert match_groups(spec, order, True) == ((run, trio, blues), None)
    short = arrange_group("colour", parse_cards("B5 B7 B11"))
    for order in permutations((run, trio, short)):
        ordered, why = match_groups(spec, order, True)
        assert ordered is None and why == "4 of one colour needs 4 cards, not 3 (R4.4)"
