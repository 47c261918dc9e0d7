"""R1 (the deck) and R2 (players, deal, first discard)."""

import pytest

from phase10_desktop.engine import (
    DECK,
    DECK_SIZE,
    Draw,
    Game,
    IllegalMove,
    RuleSet,
    format_cards,
    parse_cards,
)
from phase10_desktop.engine.cards import card_from_token, card_token
from phase10_desktop.engine.saves import game_to_json


def test_R1_1_two_of_each_number_card_in_four_colours():
    faces = [c.face for c in DECK if c.is_number]
    assert len(faces) == 96
    for colour in "RBGY":
        for n in range(1, 13):
            assert faces.count(f"{colour}{n}") == 2


def test_R1_2_eight_wilds_and_four_skips():
    assert sum(c.is_wild for c in DECK) == 8
    assert sum(c.is_skip for c in DECK) == 4
    assert DECK_SIZE == len(DECK) == 108


def test_R1_3_every_card_has_a_stable_identity():
    a, b = parse_cards("R7 R7")
    assert a.face == b.face == "R7"
    assert a != b and len({a, b}) == 2
    assert card_from_token(card_token(a)) is a and card_from_token(card_token(b)) is b


def test_R1_3_cards_conserved_after_a_new_deal():
    g = Game.new(6, seed=3)
    cards = g.all_cards()
    assert len(cards) == 108 and len(set(cards)) == 108


def test_notation_round_trips_and_is_case_insensitive():
    cards = parse_cards("r7 B12, g1 Y3 w S")
    assert format_cards(cards) == "R7 B12 G1 Y3 W S"


@pytest.mark.parametrize("token", ["R13", "X5", "R0", "7", "WW", "B"])
def test_bad_token_raises_value_error_naming_it(token):
    with pytest.raises(ValueError, match=repr(token)):
        parse_cards(f"R1 {token} G2")


def test_third_copy_of_a_face_is_refused():
    with pytest.raises(ValueError, match="only 2"):
        parse_cards("R7 R7 R7")


@pytest.mark.parametrize("players", [1, 7, 0])
def test_R2_1_two_to_six_players(players):
    with pytest.raises(ValueError, match="2 to 6"):
        Game.new(players, seed=1)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_R2_2_ten_cards_each_and_R2_3_one_card_turned_up(players):
    g = Game.new(players, seed=11, rules=RuleSet(first_skip="cover"))
    assert all(len(h) == 10 for h in g.hands)
    assert len(g.discard_pile) >= 1
    assert len(g.draw_pile) == 108 - 10 * players - len(g.discard_pile)


def test_R2_4_first_skip_makes_first_player_lose_first_turn():
    g = Game.from_deal(["R1 R2", "B1 B2", "G1 G2"], discard="S", dealer=2)
    # seat 0 is left of the dealer, loses the turn; seat 1 plays
    assert g.turn == 1 and g.stage == "draw"
    assert not g.pending_skip[0]


def test_R2_4_first_skip_cover_variant_turns_more_cards():
    rules = RuleSet(first_skip="cover")
    g = Game.from_deal(["R1 R2", "B1 B2"], discard="S", draw="S G5 R9", dealer=1, rules=rules)
    # the Skip and the next Skip are covered; G5 is the top; seat 0 plays first
    assert g.discard_top.face == "G5"
    assert [c.face for c in g.discard_pile] == ["S", "S", "G5"]
    assert g.turn == 0


def test_R2_4_skip_on_top_cannot_be_taken():
    g = Game.from_deal(["R1 R2", "B1 B2", "G1 G2"], discard="S", dealer=2)
    with pytest.raises(IllegalMove, match=r"R3\.2"):
        g.apply(Draw("discard"))


def test_R2_5_player_left_of_dealer_starts_and_dealer_rotates():
    g = Game.new(4, seed=5, dealer=2)
    assert g.dealer == 2
    assert g.turn == (3 if not g.discard_top.is_skip else 0)
    first_dealer = g.dealer
    from phase10_desktop.simulate import simple_policy

    while g.round_no == 1:
        g.apply(simple_policy(g, g.legal_actions()))
    assert g.dealer == (first_dealer + 1) % 4


def test_R9_5_equal_rules_and_seeds_deal_the_same_cards():
    a, b = Game.new(4, seed=99), Game.new(4, seed=99)
    assert game_to_json(a) == game_to_json(b)
    c = Game.new(4, seed=100)
    assert game_to_json(a) != game_to_json(c)
