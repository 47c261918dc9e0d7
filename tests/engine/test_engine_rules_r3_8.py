"""R3.8: a round nobody can finish ends: (a) at once when everyone has laid and no loose
card fits any laid group; (b) when the draw pile would be rebuilt a fourth time.
Either way it is scored as R7: everyone scores the cards left, those who laid advance."""

from __future__ import annotations

from phase10_desktop.engine import (
    DECK,
    Discard,
    Draw,
    Game,
    LayDown,
    Reshuffled,
    RoundEnded,
    RuleSet,
    arrange_group,
    card_points,
    parse_cards,
)
from phase10_desktop.engine.game import MAX_REBUILDS
from phase10_desktop.engine.legality import nobody_can_hit

RULES = RuleSet(phases=["set3", "run4", "set4"])


def _stuck_after_seat_1_lays() -> Game:
    """Seat 0 has laid a set of every 7 and every Wild; seat 1 holds every 5 and lays them."""
    sevens = parse_cards("R7 R7 B7 B7 G7 G7 Y7 Y7 W W W W W W W W")
    seat0_set = arrange_group("set", sevens)
    return Game.from_deal(
        ["R1 B2 G3 S", "R5 R5 B5 B5 G5 G5 Y5 Y5 R12 B12"],
        discard="Y1",
        draw="Y2 G11",
        rules=RULES,
        laid=[[seat0_set], []],
        phases=[1, 1],
        dealer=1,
    )


def test_R3_8a_the_round_ends_once_everyone_has_laid_and_nothing_fits():
    g = _stuck_after_seat_1_lays()
    g.apply(Draw("pile"))  # seat 0 draws Y2
    g.apply(Discard(next(c for c in g.hands[0] if c.face == "R1")))
    assert g.turn == 1
    g.apply(Draw("pile"))  # seat 1 draws G11
    fives = arrange_group("set", [c for c in g.hands[1] if c.face.endswith("5")])
    events = g.apply(LayDown((fives,)))
    assert not any(isinstance(e, RoundEnded) for e in events)  # the turn is finished first
    events = g.apply(Discard(next(c for c in g.hands[1] if c.face == "G11")))
    (ended,) = [e for e in events if isinstance(e, RoundEnded)]
    assert ended.ended_by == "no_hits" and ended.went_out is None
    assert [sorted(c.face for c in h) for h in ended.hands] == [
        ["B2", "G3", "S", "Y2"],
        ["B12", "R12"],
    ]
    assert ended.points == (5 + 5 + 15 + 5, 10 + 10)  # R7.1: everyone scores
    assert g.phase_no == [2, 2] and g.completed == [{1}, {1}]  # R7.2: both laid, both advance
    assert g.round_no == 2 and g.history[-1].went_out is None


def test_R3_8a_a_loose_card_that_still_fits_keeps_the_round_going():
    g = _stuck_after_seat_1_lays()
    loose = [c for c in g.loose_cards()]
    laid = [list(gs) for gs in g.laid]
    five_set = arrange_group("set", parse_cards("R5 R5 B5"))
    assert nobody_can_hit((0, 1), [laid[0], [five_set]], (1, 1), loose) is False  # more 5s loose
    assert nobody_can_hit((0, 1), laid, (1, None), loose) is False  # seat 1 has not laid
    full_run = arrange_group("run", [c for c in DECK if c.face.startswith("R")][::2])
    assert nobody_can_hit((0,), [[full_run]], (1,), [*loose, *parse_cards("W")]) is True


def test_R3_8b_the_fourth_rebuild_of_the_draw_pile_ends_the_round():
    hands = ["R1 R2 R3 R4 R5 R6 R7 R8 R9 R10", "B1 B2 B3 B4 B5 B6 B7 B8 B9 B10"]
    taken = parse_cards(" ".join(hands))
    rest = sorted((c for c in DECK if c not in taken), key=lambda c: not c.is_skip)
    g = Game.from_deal(hands, discard=rest, draw=[])  # a number card on top
    assert MAX_REBUILDS == 3 and g.turn == 0
    g.reshuffles = MAX_REBUILDS - 1
    events = g.apply(Draw("pile"))  # the third rebuild still happens (R3.7)
    assert isinstance(events[0], Reshuffled) and g.reshuffles == 3
    g.apply(Discard(g.hands[0][0]))
    # empty the draw pile again by hand, as many turns of play would
    g.discard_pile[:0] = g.draw_pile
    g.draw_pile = []
    before = [list(h) for h in g.hands]
    events = g.apply(Draw("pile"))
    (ended,) = [e for e in events if isinstance(e, RoundEnded)]
    assert ended.ended_by == "rebuilds" and ended.went_out is None
    assert not any(isinstance(e, Reshuffled) for e in events)
    assert ended.hands == tuple(tuple(h) for h in before)  # nothing was drawn
    assert ended.points == tuple(card_points(h) for h in before)
    assert g.round_no == 2 and g.reshuffles == 0 and g.phase_no == [1, 1]


def test_R3_8b_taking_the_discard_does_not_rebuild_and_does_not_end_the_round():
    hands = ["R1 R2 R3 R4 R5 R6 R7 R8 R9 R10", "B1 B2 B3 B4 B5 B6 B7 B8 B9 B10"]
    taken = parse_cards(" ".join(hands))
    rest = sorted((c for c in DECK if c not in taken), key=lambda c: not c.is_skip)
    g = Game.from_deal(hands, discard=rest, draw=[])
    g.reshuffles = MAX_REBUILDS
    assert not g.draw_pile and not g.discard_top.is_skip
    g.apply(Draw("discard"))
    assert g.round_no == 1 and g.stage == "play"


def test_R3_6_going_out_is_named_as_the_cause():
    sevens = arrange_group("set", parse_cards("R7 B7 G7"))
    g = Game.from_deal(["Y7", "B2 B3"], discard="Y5", draw="Y6", laid=[[sevens], []], rules=RULES)
    g.apply(Draw("pile"))
    g.apply(next(a for a in g.legal_actions() if type(a).__name__ == "Hit"))
    events = g.apply(Discard(g.hands[0][0]))
    (ended,) = [e for e in events if isinstance(e, RoundEnded)]
    assert (ended.ended_by, ended.went_out) == ("went_out", 0)


def test_R3_7_dry_piles_are_named_as_the_cause():
    skip, y5 = parse_cards("S Y5")
    others = [c for c in DECK if c not in (skip, y5)]
    g = Game.from_deal([[skip, *others[:52]], others[52:]], discard=[y5], draw=[])
    g.apply(Draw("discard"))
    events = g.apply(Discard(skip, target=1))
    (ended,) = [e for e in events if isinstance(e, RoundEnded)]
    assert (ended.ended_by, ended.went_out) == ("piles_dry", None)
