"""What the Hard bot does differently from Normal, in set-up deals."""

from __future__ import annotations

import random

from bots_helpers import CountingHardBot

from phase10_desktop.bots import HardBot, NormalBot
from phase10_desktop.bots.determinize import WorldSampler, _evidence
from phase10_desktop.engine import (
    Discard,
    Draw,
    Game,
    arrange_group,
    card_from_token,
    parse_cards,
)

SETS = [
    arrange_group("set", parse_cards("Y1 R1 G1")),
    arrange_group("set", parse_cards("Y2 R2 G2")),
]
MY_SETS = [
    arrange_group("set", parse_cards("Y3 R3 G3")),
    arrange_group("set", parse_cards("Y4 R4 G4")),
]


def _hard(**options) -> HardBot:
    return HardBot(1, samples=16, time_budget=None, **options)


def test_R6_1_once_down_skips_a_seat_still_making_its_phase() -> None:
    """Normal skips the seat about to go out; Hard, already down, skips the seat
    that has not laid yet, which then loses a turn towards its phase."""
    game = Game.from_deal(
        ["S R7 B8 G9 R11", "Y9", "B1 B2 B3 B4 B5 B6 B7 B8 B9 B10"],
        discard="G3",
        draw="Y12",
        laid=[MY_SETS, SETS, []],
        laid_phase=[1, 1, None],
        phases=[1, 1, 1],
    )
    game.apply(Draw("pile"))
    view = game.view(0)
    normal = NormalBot(1).choose(view)
    assert isinstance(normal, Discard) and normal.card.is_skip and normal.target == 1
    hard = _hard().choose(view)
    assert isinstance(hard, Discard) and hard.card.is_skip and hard.target == 2


def test_R6_1_before_its_phase_is_down_skips_the_seat_about_to_go_out() -> None:
    game = Game.from_deal(
        ["S R7 B8 R5 Y5 G9 R11 Y11 B12 G12", "Y9", "B1 B2 B3 B4 B5 B6 B7 B8 B9 B10"],
        discard="G3",
        draw="Y4",
        laid=[[], SETS, []],
        laid_phase=[None, 1, None],
        phases=[1, 1, 1],
    )
    game.apply(Draw("pile"))
    action = _hard().choose(game.view(0))
    assert isinstance(action, Discard) and action.card.is_skip and action.target == 1


def _down_with_two_dead_cards() -> Game:
    """Seat 0 is down holding R9 and R11; seat 1, next, took G11 and B11 from the
    discard pile earlier this round (R3.2), so it keeps a pair of 11s."""
    game = Game.from_deal(
        ["R9 R11", "B1 B2 G11 B11 B6 B7 B8 Y10 B12 G5", "Y5 Y6 Y7 Y8 Y9 Y10 Y11 Y12 B3 B4"],
        discard="G12",
        draw="G7",
        laid=[MY_SETS, [], []],
        laid_phase=[1, None, None],
        phases=[1, 1, 1],
    )
    # a set-up deal, not a save: record the pick-ups directly (a save would also
    # need the turns in which seat 1 took them)
    game.picked_up[1] = [card_from_token("G11a"), card_from_token("B11a")]
    return game


def test_R3_2_once_down_does_not_feed_the_next_seat_what_it_collects() -> None:
    """Both cards are dead to seat 0. Normal throws the costlier 11 (R7.1) despite
    its small penalty for feeding; in every world Hard samples, seat 1 holds the
    two 11s and a third completes a set (R4.1), so Hard throws a 5-point card."""
    game = _down_with_two_dead_cards()
    game.apply(Draw("pile"))
    view = game.view(0)
    normal = NormalBot(1).choose(view)
    assert isinstance(normal, Discard) and normal.card.face == "R11"
    hard = _hard().choose(view)
    assert isinstance(hard, Discard) and hard.card.face in ("R9", "G7")


def test_evidence_is_what_a_seat_let_go() -> None:
    """Cards a seat threw (R3.5) and discards it passed over (R3.2: it drew from
    the pile and covered them) count against hands those cards would help."""
    game = Game.from_deal(
        ["R1 R2 R3 R4 R5 R6 R7 R8 R9 R10", "B1 B2 B3 B4 B5 B6 B7 B8 B9 B10", "Y1 Y2 Y3 Y4"],
        discard="G12",
        draw="G7 G8 G9",
    )
    game.apply(Draw("pile"))
    game.apply(Discard(parse_cards("R10")[0]))
    game.apply(Draw("pile"))  # seat 1 passes R10 over
    game.apply(Discard(parse_cards("B10")[0]))
    view = game.view(2)
    assert sorted(c.face for c in _evidence(view, 1)) == ["B10", "R10"]
    assert sorted(c.face for c in _evidence(view, 0)) == ["G12", "R10"]  # G12 passed over


def test_inferred_worlds_still_match_the_view() -> None:
    """Dealing by evidence changes which hidden hand is likely, never what the
    seat can see (R1.3 conservation, hand sizes, known cards)."""
    game = _down_with_two_dead_cards()
    game.apply(Draw("pile"))
    view = game.view(0)
    sampler = WorldSampler(view, infer=True)
    rng = random.Random(3)
    for _ in range(20):
        world = sampler.sample(rng)
        assert world.view(0) == view
        assert {"G11", "B11"} <= {c.face for c in world.hands[1]}


def test_a_stop_request_ends_the_search_within_a_world() -> None:
    """``should_stop`` is asked after every world: once it says stop, the search
    answers with what it has (the app must quit while Hard thinks)."""
    asked = 0

    def stop() -> bool:
        nonlocal asked
        asked += 1
        return asked > 3

    game = Game.from_deal(
        ["R7 Y7 R5 Y5 G5 R1 R3 Y9 Y11 G12", "B1 B2 B3 B4 B5 B6 B7 B8 B9 B10"],
        discard="G2",
        draw="Y4",
    )
    bot = CountingHardBot(1, samples=100_000, time_budget=None, min_samples=10**9, should_stop=stop)
    action = bot.choose(game.view(0))
    assert action in (Draw("pile"), Draw("discard"))
    assert 1 <= bot.worlds <= 3


def test_inferred_hands_are_the_ones_a_discard_would_not_have_helped() -> None:
    """A seat that threw a card away (R3.5) or passed it over in the discard pile
    (R3.2) is unlikely to hold a hand that card would have brought closer to its
    phase (R4): inferred worlds deal such hands clearly less often than uniform ones."""
    from phase10_desktop.bots.memo import PhaseGoal

    game = Game.new(2, seed=2)
    bot = NormalBot(2)
    discards = 0
    while discards < 6:  # three turns each: discards to learn from
        action = bot.choose(game.view(game.turn))
        discards += isinstance(action, Discard)
        game.apply(action)
    view = game.view(0)
    assert view.laid_phase[1] is None  # still making its phase: evidence counts
    gone = _evidence(view, 1)
    assert gone
    goal = PhaseGoal(view.rules, [view.phase_no[1]])

    def helped(hand: list) -> bool:
        now = goal.missing(hand)
        return any(goal.missing([*hand, c]) < now for c in gone)

    rates = []
    for infer in (False, True):
        sampler = WorldSampler(view, infer=infer)
        rng = random.Random(5)
        hands = [sampler.deal_hand(rng, 1) for _ in range(400)]
        rates.append(sum(map(helped, hands)) / len(hands))
    uniform, inferred = rates
    assert uniform > 0.2
    assert inferred < 0.75 * uniform


def test_R3_2_a_card_taken_from_the_discard_pile_keeps_its_partners() -> None:
    """A player takes the top discard (R3.2) because it brings its phase closer,
    so the taken card most likely fits the rest of its hand: inferred worlds deal
    such hands clearly more often than uniform ones, which put it among strangers."""
    from phase10_desktop.bots.knowledge import known_held
    from phase10_desktop.bots.memo import PhaseGoal

    game = Game.new(2, seed=10)
    bot = NormalBot(2)
    while True:  # until seat 1 has taken a discard: in round 1 with this seed
        view = game.view(0)
        held = [c for c in known_held(view)[1] if not c.is_wild]
        if game.turn == 0 and view.stage == "draw" and held:
            break
        game.apply(bot.choose(game.view(game.turn)))
    assert game.round_no == 1 and view.laid_phase[1] is None
    goal = PhaseGoal(view.rules, [view.phase_no[1]])

    def fits(hand: list) -> float:
        now = goal.missing(hand)
        return sum(goal.missing([c for c in hand if c is not x]) > now for x in held) / len(held)

    assert fits(game.hands[1]) == 1.0  # what inference aims at is true here
    rates = []
    for infer in (False, True):
        sampler = WorldSampler(view, infer=infer)
        rng = random.Random(5)
        rates.append(sum(fits(sampler.deal_hand(rng, 1)) for _ in range(400)) / 400)
    uniform, inferred = rates
    assert uniform < 0.5
    assert inferred > 1.5 * uniform


def test_R3_5_taking_the_discard_is_judged_without_throwing_it_straight_back() -> None:
    """When Hard weighs taking the top discard, the hand it judges keeps that card
    unless the rules let it go back this turn (R3.5, ``may_discard_drawn_discard``)."""
    from phase10_desktop.bots.hard import Goal
    from phase10_desktop.engine import RuleSet

    deal = ["R7 Y7 G7 R5 Y5 G5 B1 B2 B3 B4", "B5 B6 B7 B8 B9 B10 B11 B12 Y1 Y2"]
    for may, kept in ((False, True), (True, False)):
        rules = RuleSet(may_discard_drawn_discard=may)
        game = Game.from_deal(deal, discard="G12", draw="Y4", rules=rules)
        view = game.view(0)
        hand, draw_now = HardBot._start(view, Draw("discard"), Goal(rules, [1]))
        assert not draw_now and len(hand) == 10
        assert ("G12" in {c.face for c in hand}) is kept


def test_R7_1_going_out_soon_after_laying_counts_more_with_more_opponents() -> None:
    """Going out ends the round for everyone (R7.1): each opponent still making its
    phase loses its remaining turns and is scored its hand. So the search's value
    of a hand that lays its phase with nothing left over, against one that lays it
    holding dead cards, grows with the number of opponents."""
    from phase10_desktop.bots.hard import Goal, going_out_weight, play_out
    from phase10_desktop.engine import RuleSet

    goal = Goal(RuleSet(), [1])
    clean = parse_cards("R3 Y3 G3 R4 Y4 G4 B4")  # lays all but the card it discards
    dead = parse_cards("R3 Y3 G3 R4 Y4 G4 B9 R11 G12")  # three cards still to shed
    deal = [
        "R3 Y3 G3 R4 Y4 G4 B4 B9 R11 G12",
        "B1 B2 B3 B5 B6 B7 B8 Y9 Y10 Y12",
        "Y1 Y2 G5 G6 G7 G8 R9 R10 R12 Y11",
        "G1 G2 R5 R6 R7 R8 G9 G10 B11 B12",
    ]
    gaps = []
    for players in (2, 4):
        game = Game.from_deal(deal[:players], discard="Y5", draw="Y6")
        weight = going_out_weight(game.view(0))
        gaps.append(
            play_out(clean, [], goal, 0.9, False, weight)
            - play_out(dead, [], goal, 0.9, False, weight)
        )
    assert 0 < gaps[0] < gaps[1]
