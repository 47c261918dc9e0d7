"""R3: a turn."""

import pytest

from phase10_desktop.engine import (
    Discard,
    Draw,
    Game,
    Hit,
    IllegalMove,
    LayDown,
    Reshuffled,
    RoundEnded,
    RuleSet,
    TurnSkipped,
    find_phase,
    parse_cards,
)
from phase10_desktop.engine.saves import game_to_json


def card(g, seat, face):
    return next(c for c in g.hands[seat] if c.face == face)


def test_R3_1_pending_skip_loses_the_whole_turn():
    g = Game.from_deal(["R1 R2 S", "B1 B2", "G1 G2"], discard="Y5", draw="Y6")
    g.apply(Draw("pile"))
    events = g.apply(Discard(card(g, 0, "S"), target=1))
    assert TurnSkipped(1) in events
    assert g.turn == 2 and not g.pending_skip[1]
    assert len(g.hands[1]) == 2  # drew nothing


def test_R3_2_draw_exactly_one_card_from_either_pile():
    g = Game.from_deal(["R1 R2", "B1 B2"], discard="Y5", draw="Y6")
    with pytest.raises(IllegalMove, match="Draw a card first"):
        g.apply(Discard(card(g, 0, "R1")))
    g.apply(Draw("discard"))
    assert card(g, 0, "Y5")
    with pytest.raises(IllegalMove, match="already drawn"):
        g.apply(Draw("pile"))


def test_R3_2_wild_can_be_taken_from_the_discard_pile():
    g = Game.from_deal(["R1 R2", "B1 B2"], discard="W")
    g.apply(Draw("discard"))
    assert card(g, 0, "W")


def test_R3_2_skip_can_never_be_taken_from_the_discard_pile():
    g = Game.from_deal(["R1 R2 S", "B1 B2 B3", "G1 G2 G3"], discard="Y5")
    g.apply(Draw("pile"))
    g.apply(Discard(card(g, 0, "S"), target=2))
    before = game_to_json(g)
    with pytest.raises(IllegalMove, match=r"Skip can never be taken.*R3\.2"):
        g.apply(Draw("discard"))
    assert game_to_json(g) == before


def test_R3_3_lay_down_once_per_round():
    g = Game.from_deal(["R3 B3 G3 R5 B5 G5 Y9 Y10 Y11 Y12", "B1 B2"], discard="R9")
    g.apply(Draw("discard"))
    groups = find_phase(1, g.hands[0])
    g.apply(LayDown(tuple(groups)))
    assert g.laid_phase[0] == 1
    with pytest.raises(IllegalMove, match=r"R4\.9"):
        g.apply(LayDown(tuple(groups)))


def test_R3_4_hit_only_after_own_phase_is_down():
    laid = [[], [*find_phase(1, parse_cards("R3 B3 G3 R5 B5 G5"))]]
    g = Game.from_deal(
        ["Y3 Y4", parse_cards("R1 R2", exclude=[c for grp in laid[1] for c in grp.cards])],
        discard="Y9",
        laid=laid,
    )
    g.apply(Draw("discard"))
    with pytest.raises(IllegalMove, match=r"R5\.1"):
        g.apply(Hit(card(g, 0, "Y3"), owner=1, group=0))


def test_R3_5_the_card_taken_from_the_discard_pile_cannot_be_discarded_again():
    g = Game.from_deal(["R1 R2", "B1 B2"], discard="Y5")
    g.apply(Draw("discard"))
    before = game_to_json(g)
    with pytest.raises(IllegalMove, match=r"R3\.5"):
        g.apply(Discard(card(g, 0, "Y5")))
    assert game_to_json(g) == before
    assert Discard(card(g, 0, "Y5")) not in g.legal_actions()


def test_R3_5_another_card_of_the_same_value_may_be_discarded():
    g = Game.from_deal(["Y5 R2", "B1 B2"], discard="Y5")
    g.apply(Draw("discard"))
    taken = g.drawn_discard
    other = next(c for c in g.hands[0] if c.face == "Y5" and c is not taken)
    g.apply(Discard(other))
    assert g.discard_top is other


def test_R3_5_option_may_discard_drawn_discard():
    rules = RuleSet(may_discard_drawn_discard=True)
    g = Game.from_deal(["R1 R2", "B1 B2"], discard="Y5", rules=rules)
    g.apply(Draw("discard"))
    g.apply(Discard(card(g, 0, "Y5")))
    assert g.discard_top.face == "Y5"


def test_R3_5_lay_down_that_leaves_only_the_drawn_discard_is_illegal():
    # Hand of 10 laying phase 1 exactly except the taken discard remains
    g = Game.from_deal(["R3 B3 G3 R5 B5 G5 R1 R2 R4 R6", "B1 B2"], discard="Y3")
    g.apply(Draw("discard"))
    h = g.hands[0]
    # lay everything usable: a set of 3s (not using Y3) with extras and 5s; keep only Y3
    from phase10_desktop.engine import arrange_group

    threes = [c for c in h if c.face in ("R3", "B3", "G3")]
    fives = [c for c in h if c.number == 5]
    lay = LayDown((arrange_group("set", threes), arrange_group("set", fives)))
    assert g.problem(lay) is None  # other cards remain to discard
    # With all other cards gone the same would be illegal:
    g2 = Game.from_deal(["R3 B3 G3 R5 B5 G5", "B1 B2"], discard="Y3")
    g2.apply(Draw("discard"))
    h2 = g2.hands[0]
    lay2 = LayDown(
        (
            arrange_group("set", [c for c in h2 if c.face in ("R3", "B3", "G3")]),
            arrange_group("set", [c for c in h2 if c.number == 5]),
        )
    )
    assert "R3.5" in g2.problem(lay2)
    # the legal lay-down found by the engine uses the Y3 and keeps another 3
    lays = [a for a in g2.legal_actions() if isinstance(a, LayDown)]
    assert lays and g2.drawn_discard in lays[0].cards
    g2.apply(lays[0])
    assert len(g2.hands[0]) == 1 and g2.hands[0][0] is not g2.drawn_discard


def test_R3_6_hitting_may_not_empty_the_hand():
    groups = find_phase(1, parse_cards("R3 B3 G3 R5 B5 G5"))
    used = [c for grp in groups for c in grp.cards]
    hand = parse_cards("Y3", exclude=used)
    g = Game.from_deal(
        [hand, parse_cards("B1 B2", exclude=used + hand)],
        discard="R9",
        laid=[groups, []],
        draw="Y5",
    )
    g.apply(Draw("pile"))  # hand: Y3 Y5
    g.apply(Hit(card(g, 0, "Y5"), owner=0, group=1))
    with pytest.raises(IllegalMove, match=r"R3\.6"):
        g.apply(Hit(card(g, 0, "Y3"), owner=0, group=0))
    events = g.apply(Discard(card(g, 0, "Y3")))
    assert any(isinstance(e, RoundEnded) and e.went_out == 0 for e in events)


def test_R3_6_option_may_go_out_by_hitting():
    rules = RuleSet(may_go_out_by_hitting=True)
    groups = find_phase(1, parse_cards("R3 B3 G3 R5 B5 G5"))
    used = [c for grp in groups for c in grp.cards]
    g = Game.from_deal(
        [parse_cards("Y3", exclude=used), "B1 B2"],
        discard="R9",
        laid=[groups, []],
        draw="Y5",
        rules=rules,
    )
    g.apply(Draw("pile"))
    g.apply(Hit(card(g, 0, "Y5"), owner=0, group=1))
    events = g.apply(Hit(card(g, 0, "Y3"), owner=0, group=0))
    ended = [e for e in events if isinstance(e, RoundEnded)]
    assert ended and ended[0].went_out == 0 and ended[0].points[0] == 0


def test_R3_7_empty_draw_pile_reshuffles_the_discard_pile_but_its_top():
    from phase10_desktop.engine import DECK

    hands = ["R1 R2", "B1 B2"]
    taken = parse_cards("R1 R2 B1 B2")
    rest = [c for c in DECK if c not in taken]
    g = Game.from_deal(hands, discard=rest, draw=[])
    assert not g.draw_pile
    top = g.discard_top
    events = g.apply(Draw("pile"))
    assert isinstance(events[0], Reshuffled) and events[0].cards == len(rest) - 1
    assert g.discard_pile == [top]
    assert len(g.all_cards()) == 108


def test_R3_7_both_piles_exhausted_ends_the_round_without_winner():
    from phase10_desktop.engine import DECK

    # Everything but one card is in hands; the discard pile holds a Skip only.
    skip = parse_cards("S")
    others = [c for c in DECK if c not in skip]
    h0, h1 = others[:53], others[53:]
    g = Game.from_deal([h0, h1], discard=skip, draw=[], dealer=1)
    # seat 0 lost its turn to the first Skip (R2.4); seat 1 cannot draw: round over
    assert g.round_no == 2
    r = g.history[0]
    assert r.went_out is None and all(p > 0 for p in r.points)
