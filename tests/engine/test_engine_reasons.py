"""Refusals are English sentences that keep their template for translation."""

from phase10_desktop.engine import Discard, Draw, Game, parse_cards
from phase10_desktop.engine.reasons import Reason


def test_reason_is_the_english_sentence_and_keeps_template_and_params():
    g = Game.from_deal(["R1 R2", "B1 B2"], discard="Y5")
    g.apply(Draw("discard"))
    y5 = g.drawn_discard
    why = g.problem(Discard(y5))
    assert isinstance(why, Reason)
    assert why == (
        "You took the Yellow 5 from the discard pile this turn, so you may not discard it "
        "again now; discard another card (R3.5)."
    )
    assert "{card}" in why.template and why.params["card"] is y5
    # a user interface renders it with its own words for the parameters
    shown = why.render(lambda v: "<" + v.face + ">" if hasattr(v, "face") else str(v))
    assert "<Y5>" in shown


def test_nested_reasons_render_through():
    g = Game.from_deal(["R3 B3 G3 R5 B5", "B1 B2"], discard="Y12", draw="R1")
    g.apply(Draw("pile"))
    from phase10_desktop.engine import LayDown, arrange_group

    h = g.hands[0]
    why = g.problem(LayDown((arrange_group("set", [c for c in h if c.number == 3]),)))
    assert isinstance(why.params["why"], Reason)
    assert str(why).endswith("this phase is 2 groups, not 1 (R4.4).")
    assert parse_cards("R1")  # the notation is unaffected
