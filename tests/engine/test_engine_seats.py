"""The engine's answers to questions about one seat (``engine/seats.py``) and what a
laid group may still take (``Group.open_values``): the functions the bots, the
simulator and the screens ask instead of keeping their own copies of a rule."""

from __future__ import annotations

from dataclasses import replace

from phase10_desktop.engine import (
    Colour,
    Discard,
    Draw,
    Game,
    RuleSet,
    TurnSkipped,
    arrange_group,
    next_seat,
    open_phases,
    parse_cards,
    phases_completed,
)
from phase10_desktop.engine.legality import eligible_phases
from phase10_desktop.simulate import simple_policy

HANDS3 = ["R1 R2 R3 R4", "B1 B2 B3 B4", "G1 G2 G3 G4"]


def test_R4_1_in_order_a_seat_may_lay_only_the_phase_it_is_on() -> None:
    g = Game.from_deal(HANDS3, discard="Y5", phases=[3, 1, 10])
    assert [open_phases(g, s) for s in range(3)] == [[3], [1], [10]]


def test_R4_9_nothing_more_once_a_phase_is_laid_this_round() -> None:
    sets = [
        arrange_group("set", parse_cards("Y7 Y7 W")),
        arrange_group("set", parse_cards("Y9 G9 R9")),
    ]
    g = Game.from_deal(HANDS3, discard="Y5", laid=[sets, [], []])
    assert g.laid_phase[0] is not None
    assert open_phases(g, 0) == []
    assert open_phases(g, 1) == [1]


def test_R9_2_in_any_order_every_phase_not_yet_completed() -> None:
    rules = RuleSet(order="any", phases="first:5")
    g = Game.from_deal(HANDS3, discard="Y5", rules=rules, completed=[{1, 3}, set(), {1, 2, 3, 4}])
    assert open_phases(g, 0) == [2, 4, 5]
    assert open_phases(g, 1) == [1, 2, 3, 4, 5]
    assert open_phases(g, 2) == [5]


def test_R8_3_a_tiebreak_is_played_with_the_final_phase() -> None:
    g = Game.from_deal(HANDS3, discard="Y5", phases=[2, 4, 6])
    view = replace(g.view(1), tiebreak=True, active=(0, 1))
    assert open_phases(view, 0) == open_phases(view, 1) == [10]


def test_R2_1_the_next_seat_is_to_the_left_and_skips_seats_sitting_out() -> None:
    g = Game.from_deal(["R1 R2", "B1 B2", "G1 G2", "Y1 Y2"], discard="Y5")
    assert [next_seat(g, s) for s in range(4)] == [1, 2, 3, 0]
    tiebreak = replace(g.view(0), active=(0, 2), tiebreak=True)
    assert next_seat(tiebreak, 0) == 2
    assert next_seat(tiebreak, 2) == 0
    assert next_seat(replace(tiebreak, active=(0,)), 0) == 0


def test_R3_1_a_seat_with_a_pending_skip_still_comes_next() -> None:
    """The skipped seat loses its turn when it comes (R3.1), and it is still the only
    seat that could take the discard: next_seat does not pass over it."""
    g = Game.from_deal(["R1 R2 S", "B1 B2", "G1 G2"], discard="Y5", draw="R9")
    g.apply(Draw("pile"))
    g.apply(Discard(parse_cards("S")[0], 1))
    assert g.pending_skip[1] is False  # consumed: seat 1 lost the turn
    assert next_seat(g.view(2), 0) == 1


def test_R8_1_phases_completed_in_order_any_order_and_everyone_advances() -> None:
    in_order = Game.from_deal(HANDS3, discard="Y5", phases=[1, 4, 10])
    assert [phases_completed(in_order, s) for s in range(3)] == [0, 3, 9]
    rules = RuleSet(order="any", phases="first:5")
    any_order = Game.from_deal(HANDS3, discard="Y5", rules=rules, completed=[{2, 5}, set(), {1}])
    assert [phases_completed(any_order, s) for s in range(3)] == [2, 0, 1]
    advancing = RuleSet(all_advance=True, order="any", phases="first:5")
    g = Game.from_deal(HANDS3, discard="Y5", rules=advancing, phases=[3, 3, 3])
    assert [phases_completed(g, s) for s in range(3)] == [2, 2, 2]


def test_the_engine_asks_the_same_functions_throughout_a_game() -> None:
    """Legality's own answer and the public one agree at every move of real games
    (in order and in any order), and every turn passes to next_seat unless a skip
    or the end of a round intervenes."""
    for rules in (RuleSet(), RuleSet(order="any", phases="first:5")):
        g = Game.new(3, seed=7, rules=rules)
        checked = moves = 0
        while not g.game_over and checked < 3000:
            seat = g.turn
            assert open_phases(g, seat) == eligible_phases(g.context())
            view = g.view(seat)
            assert open_phases(view, seat) == eligible_phases(view.context())
            action = simple_policy(g, g.legal_actions())
            round_no = g.round_no
            events = g.apply(action)
            passed_on = isinstance(action, Discard) and g.round_no == round_no and not g.game_over
            if passed_on and not any(isinstance(e, TurnSkipped) for e in events):
                assert g.turn == next_seat(g, seat)
                moves += 1
            checked += 1
        assert moves > 20


def test_R5_3_open_values_of_sets_colour_groups_and_runs() -> None:
    assert arrange_group("set", parse_cards("R7 B7 W")).open_values() == (7,)
    blue = arrange_group("colour", parse_cards("B1 B5 B9 W"))
    assert blue.open_values() == (Colour.BLUE,)
    assert arrange_group("run", parse_cards("R4 B5 G6 W")).open_values() == (3, 8)
    assert arrange_group("run", parse_cards("R1 B2 G3")).open_values() == (4,)
    assert arrange_group("run", parse_cards("R10 B11 G12")).open_values() == (9,)
    full = arrange_group("run", parse_cards("R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12"))
    assert full.open_values() == ()


def test_R5_3_a_card_fits_exactly_when_it_stands_for_an_open_value() -> None:
    groups = [
        arrange_group("set", parse_cards("R7 B7 W")),
        arrange_group("colour", parse_cards("G2 G5 G9")),
        arrange_group("run", parse_cards("R4 B5 G6")),
        arrange_group("run", parse_cards("R1 B2 G3 Y4 W W W W W W W W")),
    ]
    for group in groups:
        values = group.open_values()
        for card in parse_cards("R3 R7 B7 G2 G11 Y7 W S"):
            if card.is_skip:
                expected = False
            elif card.is_wild:
                expected = bool(values)
            else:
                expected = card.number in values or card.colour in values
            assert group.accepts(card) == expected, (group.label, card.face)
