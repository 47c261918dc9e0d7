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


def test_every_refusal_template_cites_its_rule():
    """Walk every Reason template in the engine: each sentence names its rule "(R…)".

    Two kinds of templates are parts of a sentence, not sentences: a group's
    description ("{group}: it takes only 7s or Wilds") fills the {group} of a
    sentence that cites R5.3, and "That is not phase …: {why}." takes its
    citation from the {why}, which is itself one of these templates and cites.
    """
    import re
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    import extract_rules_strings

    templates = [s.template for s in extract_rules_strings.collect()]
    assert len(templates) > 40
    uncited = [
        t
        for t in templates
        if not re.search(r"\(R\d+(\.\d+)?\)", t)
        and not t.startswith("{group}: ")
        and not t.endswith(": {why}.")
    ]
    assert uncited == []


def test_refusals_met_in_play_all_cite_a_rule():
    import random

    from phase10_desktop.engine import DECK, Hit, LayDown, RuleSet, arrange_group
    from phase10_desktop.simulate import simple_policy

    rng = random.Random(3)
    seen: set[str] = set()
    for seed, rules in enumerate((RuleSet(), RuleSet(order="any"), RuleSet(phases="even"))):
        g = Game.new(3, seed=seed, rules=rules)
        for _ in range(400):
            if g.game_over:
                break
            hand = g.hands[g.turn]
            tries = [
                Draw(rng.choice(["pile", "discard"])),
                Discard(rng.choice(DECK)),
                Hit(rng.choice(DECK), rng.randrange(-1, 4), rng.randrange(-1, 3)),
                LayDown(
                    (arrange_group("set", [rng.choice(DECK[:96])]),), rng.choice([None, 1, 11])
                ),
            ]
            if hand:
                tries.append(Hit(hand[-1], g.turn, 0, rng.choice(["low", "high", None])))
            for action in tries:
                why = g.problem(action)
                if why is not None:
                    assert isinstance(why, Reason) and "(R" in why, why
                    seen.add(why.template)
            g.apply(simple_policy(g, g.legal_actions()))
    assert len(seen) >= 10
