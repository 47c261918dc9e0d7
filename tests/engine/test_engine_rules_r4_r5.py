"""R4 (phases and laying down) and R5 (hitting)."""

import pytest

from phase10_desktop.engine import (
    STANDARD_PHASES,
    Colour,
    Discard,
    Draw,
    Game,
    Group,
    Hit,
    IllegalMove,
    LayDown,
    RuleSet,
    arrange_group,
    cards_missing,
    find_phase,
    parse_cards,
)


def test_R4_1_the_ten_standard_phases():
    assert [p.code for p in STANDARD_PHASES] == [
        "set3+set3",
        "set3+run4",
        "set4+run4",
        "run7",
        "run8",
        "run9",
        "set4+set4",
        "colour7",
        "set5+set2",
        "set5+set3",
    ]
    assert STANDARD_PHASES[1].label == "1 set of 3 + 1 run of 4"


@pytest.mark.parametrize(
    ("phase", "hand"),
    [
        (1, "R3 B3 G3 R9 B9 Y9"),
        (2, "R3 B3 G3 R5 B6 Y7 G8"),
        (3, "R3 B3 G3 Y3 R9 B10 Y11 G12"),
        (4, "R1 B2 G3 Y4 R5 B6 G7"),
        (5, "R5 B6 G7 Y8 R9 B10 G11 Y12"),
        (6, "R1 B2 G3 Y4 R5 B6 G7 Y8 R9"),
        (7, "R3 B3 G3 Y3 R9 B9 G9 Y9"),
        (8, "R1 R2 R5 R5 R9 R11 R12"),
        (9, "R3 B3 G3 Y3 R3 R9 B9"),
        (10, "R3 B3 G3 Y3 R3 R9 B9 G9"),
    ],
)
def test_R4_1_each_phase_made_from_naturals(phase, hand):
    assert find_phase(phase, parse_cards(hand)) is not None
    assert cards_missing(phase, parse_cards(hand)) == 0


def test_R4_2_set_colours_do_not_matter_run_colours_do_not_matter():
    assert find_phase("set3", parse_cards("R4 B4 Y4"))
    assert find_phase("run4", parse_cards("R4 B5 Y6 G7"))


def test_R4_2_runs_do_not_wrap_around():
    assert find_phase("run4", parse_cards("R11 B12 Y1 G2")) is None
    assert cards_missing("run4", parse_cards("R11 B12 Y1 G2")) == 2


def test_R4_2_colour_group_numbers_do_not_matter():
    groups = find_phase(8, parse_cards("B1 B1 B4 B4 B9 B12 B12"))
    assert groups and groups[0].colour is Colour.BLUE


def test_R4_3_two_groups_may_use_the_same_number():
    groups = find_phase(9, parse_cards("R10 R10 B10 B10 G10 G10 Y10"))
    assert groups is not None and {g.number for g in groups} == {10}
    # four 8s are not two sets of 3 without a wild (need 6)
    assert find_phase(1, parse_cards("R8 B8 G8 Y8")) is None
    assert cards_missing(1, parse_cards("R8 B8 G8 Y8")) == 2


def _seat1_goes_out(g):
    """Seat 1 (phase laid, one card in hand) hits its card and discards the drawn one."""
    g.apply(Draw("pile"))
    hit = next(a for a in g.legal_actions() if isinstance(a, Hit) and a.owner == 1)
    g.apply(hit)
    g.apply(Discard(g.hands[1][0]))


def _laid_sevens_and_nines():
    return [
        arrange_group("set", parse_cards("R7 B7 G7")),
        arrange_group("set", parse_cards("R9 B9 G9")),
    ]


def _start_play(hands, discard="Y12", **kw):
    g = Game.from_deal(hands, discard=discard, **kw)
    g.apply(Draw("pile"))
    return g


def test_R4_4_no_partial_phases():
    g = _start_play(["R3 B3 G3 R5 B5", "B1 B2"], draw="R1")
    h = g.hands[0]
    partial = LayDown((arrange_group("set", [c for c in h if c.number == 3]),))
    with pytest.raises(IllegalMove, match="2 groups"):
        g.apply(partial)
    short = LayDown(
        (
            arrange_group("set", [c for c in h if c.number == 3]),
            arrange_group("set", [c for c in h if c.number == 5]),
        )
    )
    with pytest.raises(IllegalMove, match="needs 3 cards"):
        g.apply(short)


def test_R4_4_lay_down_only_from_own_hand_during_own_turn():
    g = _start_play(["R3 B3 G3 R5 B5 G5 Y1", "B1 B2"], draw="R1")
    other = parse_cards("Y3", exclude=g.all_cards()[:0])[0]  # a Y3 not in this hand
    h = g.hands[0]
    lay = LayDown(
        (
            arrange_group("set", [*[c for c in h if c.number == 3][:2], other]),
            arrange_group("set", [c for c in h if c.number == 5]),
        )
    )
    with pytest.raises(IllegalMove, match="not in your hand"):
        g.apply(lay)


def test_R4_5_groups_may_hold_extra_fitting_cards():
    g = _start_play(["R8 B8 G8 Y8 R5 B5 G5 Y1 Y2", "B1 B2"], draw="R1")
    h = g.hands[0]
    lay = LayDown(
        (
            arrange_group("set", [c for c in h if c.number == 8]),
            arrange_group("set", [c for c in h if c.number == 5]),
        )
    )
    g.apply(lay)
    assert len(g.laid[0][0]) == 4


def test_R4_6_wild_fits_everywhere_skip_never():
    assert find_phase("set3", parse_cards("R4 W W"))
    assert find_phase("run4", parse_cards("R4 W W Y7"))
    assert find_phase("colour4", parse_cards("R4 W W R7"))
    assert find_phase("set3", parse_cards("R4 B4 S")) is None
    with pytest.raises(ValueError, match=r"R4\.6"):
        arrange_group("set", parse_cards("R4 B4 S"))
    bad = Group("set", tuple(parse_cards("R4 B4 S")), (4, 4, 4))
    assert "R4.6" in bad.problem()


def test_R4_7_each_group_needs_a_number_card():
    assert find_phase(1, parse_cards("R4 B4 G4 W W W")) is not None  # 4 4 W + 4 W W
    assert find_phase(1, parse_cards("R4 W W W W W")) is None
    assert cards_missing(1, parse_cards("R4 W W W W W")) == 1
    assert find_phase(4, parse_cards("W W W W W W W")) is None
    g = Group("set", tuple(parse_cards("W W W")), (5, 5, 5))
    assert "R4.7" in g.problem()


def test_R4_7_option_allows_all_wild_groups_with_a_named_value():
    rules = RuleSet(natural_per_group=False)
    assert find_phase(1, parse_cards("R4 W W W W W"), rules) is not None
    assert cards_missing(1, parse_cards("W W W W W W"), rules) == 0
    g = _start_play(["R4 B4 G4 W W W R1", "B1 B2"], draw="R2", rules=rules)
    h = g.hands[0]
    wilds = [c for c in h if c.is_wild]
    lay = LayDown(
        (
            arrange_group("set", [c for c in h if c.number == 4]),
            arrange_group("set", wilds, value=11),
        )
    )
    g.apply(lay)
    assert g.laid[0][1].number == 11


def test_R4_8_a_wild_keeps_its_value():
    run = arrange_group("run", parse_cards("R4 W R6 R7"))
    assert run.values == (4, 5, 6, 7)
    grown = run.with_card(parse_cards("B8")[0])
    assert grown.values == (4, 5, 6, 7, 8)
    assert grown.cards[1].is_wild and grown.values[1] == 5


def test_R4_9_only_one_phase_per_round_run_of_9_counts_as_phase_4():
    laid1 = _laid_sevens_and_nines()
    g = _start_play(
        ["R1 B2 G3 Y4 R5 B6 G7 Y8 R9 Y12", "Y7"], draw="R11 B12", phases=[4, 1], laid=[[], laid1]
    )
    h = g.hands[0]
    nine = arrange_group("run", [c for c in h if c.number <= 9])
    g.apply(LayDown((nine,)))
    assert g.laid_phase[0] == 4
    g.apply(Discard(next(c for c in g.hands[0] if c.face == "Y12")))
    _seat1_goes_out(g)
    assert g.round_no == 2
    assert g.phase_no[0] == 5  # phase 4 only, not 5 or 6


def test_R4_10_laying_down_credits_the_phase_even_without_winning():
    g = _start_play(
        ["R3 B3 G3 R5 B5 G5 Y10 Y11", "Y7"],
        draw="R1 B12",
        dealer=1,
        laid=[[], _laid_sevens_and_nines()],
    )
    g.apply(LayDown(tuple(find_phase(1, g.hands[0]))))
    g.apply(Discard(next(c for c in g.hands[0] if c.face == "R1")))
    _seat1_goes_out(g)
    assert g.history[0].went_out == 1
    assert g.phase_no == [2, 2]
    assert g.completed[0] == {1}


# ---------------------------------------------------------------- R5 hitting


def _laid_table():
    """Seat 1 has phase 2 down: set of 7s and run 4-7."""
    laid1 = [
        arrange_group("set", parse_cards("R7 B7 G7")),
        arrange_group("run", parse_cards("Y4 Y5 Y6", exclude=[]) + parse_cards("W")),
    ]
    return laid1


def test_R5_1_hit_needs_own_phase_down_and_R5_3_fits():
    laid1 = _laid_table()
    used = [c for grp in laid1 for c in grp.cards]
    g = Game.from_deal(
        [parse_cards("Y7 R3 B9", exclude=used), parse_cards("B1 B2", exclude=used)],
        discard="G12",
        draw="R12",
        laid=[[], laid1],
        phases=[1, 2],
    )
    g.apply(Draw("pile"))
    with pytest.raises(IllegalMove, match=r"R5\.1"):
        g.apply(Hit(g.hands[0][0], owner=1, group=0))


def test_R5_2_on_the_lay_down_turn_only_own_groups():
    laid1 = _laid_table()
    used = [c for grp in laid1 for c in grp.cards]
    hand0 = parse_cards("R3 B3 G3 R5 B5 G5 Y7 B9 R3", exclude=used)
    g = Game.from_deal(
        [hand0, parse_cards("B1 B2", exclude=used + hand0)],
        discard="G12",
        draw="R12",
        laid=[[], laid1],
        phases=[1, 2],
    )
    g.apply(Draw("pile"))
    g.apply(LayDown(tuple(find_phase(1, g.hands[0]))))
    y7 = next(c for c in g.hands[0] if c.face == "Y7")
    with pytest.raises(IllegalMove, match=r"R5\.2"):
        g.apply(Hit(y7, owner=1, group=0))
    extra3 = next(c for c in g.hands[0] if c.number == 3)
    g.apply(Hit(extra3, owner=0, group=0))  # own group is fine
    assert not any(isinstance(a, Hit) and a.owner == 1 for a in g.legal_actions())


def test_R5_3_set_takes_its_number_or_a_wild():
    s = arrange_group("set", parse_cards("R7 B7 G7"))
    assert s.accepts(parse_cards("Y7")[0]) and s.accepts(parse_cards("W")[0])
    assert not s.accepts(parse_cards("Y8")[0]) and not s.accepts(parse_cards("S")[0])


def test_R5_3_run_takes_one_below_or_above_within_1_to_12():
    r = arrange_group("run", parse_cards("R4 B5 G6 Y7"))
    assert [e for e, _ in r.hit_options(parse_cards("R3")[0])] == ["low"]
    assert [e for e, _ in r.hit_options(parse_cards("R8")[0])] == ["high"]
    assert r.hit_options(parse_cards("R9")[0]) == []
    assert [e for e, _ in r.hit_options(parse_cards("W")[0])] == ["low", "high"]
    full = arrange_group("run", parse_cards("R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12"))
    assert full.hit_options(parse_cards("W")[0]) == []
    top = arrange_group("run", parse_cards("R9 R10 R11 R12"))
    assert top.hit_options(parse_cards("W")[0]) == [("low", 8)]


def test_R5_3_wild_on_a_run_needs_an_end_when_both_fit():
    laid = [
        arrange_group("set", parse_cards("R10 B10 G10")),
        arrange_group("run", parse_cards("R4 B5 G6 Y7")),
    ]
    used = [c for grp in laid for c in grp.cards]
    hand = parse_cards("W B1 B2", exclude=used)
    g = Game.from_deal(
        [hand, parse_cards("G1 G2", exclude=used + hand)],
        discard="Y12",
        draw="R12",
        laid=[laid, []],
        phases=[2, 1],
        laid_phase=[2, None],
    )
    g.apply(Draw("pile"))
    w = next(c for c in g.hands[0] if c.is_wild)
    with pytest.raises(IllegalMove, match="both ends"):
        g.apply(Hit(w, owner=0, group=1))
    g.apply(Hit(w, owner=0, group=1, end="low"))
    assert g.laid[0][1].low == 3 and g.laid[0][1].cards[0] is w


def test_R5_3_colour_group_takes_its_colour_or_a_wild():
    c = arrange_group("colour", parse_cards("B1 B4 B9 B12 B2 B5 B7"))
    assert c.accepts(parse_cards("B11")[0]) and c.accepts(parse_cards("W")[0])
    assert not c.accepts(parse_cards("R11")[0])


def test_R5_4_any_number_of_hits_one_card_at_a_time():
    laid = [
        arrange_group("set", parse_cards("R10 B10 G10")),
        arrange_group("run", parse_cards("R4 B5 G6 Y7")),
    ]
    used = [c for grp in laid for c in grp.cards]
    hand = parse_cards("R8 R9 Y10 B1", exclude=used)
    g = Game.from_deal(
        [hand, parse_cards("G1 G2", exclude=used + hand)],
        discard="Y12",
        draw="R12",
        laid=[laid, []],
        phases=[2, 1],
        laid_phase=[2, None],
    )
    g.apply(Draw("pile"))
    for face, gi in (("R8", 1), ("R9", 1), ("Y10", 0)):
        g.apply(Hit(next(c for c in g.hands[0] if c.face == face), owner=0, group=gi))
    assert g.laid[0][1].high == 9 and len(g.laid[0][0]) == 4
    assert sorted(c.face for c in g.hands[0]) == ["B1", "R12"]
