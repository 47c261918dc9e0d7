"""Property: every save written in play loads, and every single-field change of a
save either loads into a game that can go on or is refused with SaveError (R1–R8).

Hypothesis picks a save from random games under many rule variants, one field
anywhere in it (a hand, a card token, a score, a flag, a score-sheet line...) and
one change (another type, a neighbouring number, an element dropped, doubled or
swapped, a key removed or added). Nothing but SaveError may escape, and what
loads must have a legal move for the seat to move (or be over) and play on.
"""

from __future__ import annotations

import json
import random
from functools import cache
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from save_fields import get_at, json_paths, set_at

from phase10_desktop.engine import Game, RuleSet, SaveError
from phase10_desktop.engine.saves import game_from_json, game_to_json
from phase10_desktop.simulate import simple_policy

VARIANTS = (
    RuleSet(),
    RuleSet(order="any"),
    RuleSet(all_advance=True, phases="first:3"),
    RuleSet(first_skip="cover", may_discard_drawn_discard=True),
    RuleSet(may_go_out_by_hitting=True, natural_per_group=False, phases="odd"),
    RuleSet(phases=["set3", "run4", "colour4"], order="any"),
)


@cache
def saves() -> tuple[str, ...]:
    """Saves written during random play: every 7th state of a few whole games."""
    out = []
    for i, rules in enumerate(VARIANTS):
        # every other game waits for the player's cut between rounds (the "deal" stage)
        g = Game.new(2 + i % 4, seed=300 + i, rules=rules, deal=i % 2 == 0)
        rng = random.Random(i)
        step = 0
        while not g.game_over and step < 1500:
            if g.stage == "deal":
                out.append(game_to_json(g))
                g.deal("")
                continue
            legal = g.legal_actions()
            g.apply(rng.choice(legal) if rng.random() < 0.3 else simple_policy(g, legal))
            step += 1
            if step % 7 == 0 or g.game_over:
                out.append(game_to_json(g))
    return tuple(out)


def test_every_save_written_during_play_loads_as_the_same_game():
    for text in saves():
        assert game_to_json(game_from_json(text)) == text


OTHERS = (None, True, False, 0, -1, 1, 3, 12, 10**7, 2.5, "", "x", "R7a", "Wh", "S", [], {}, [0])


@st.composite
def mutated(draw: st.DrawFn) -> str:
    text = draw(st.sampled_from(saves()), label="save")
    data = json.loads(text)
    path = draw(st.sampled_from(json_paths(data)), label="field")
    old = get_at(data, path)
    kinds = ["replace"]
    if isinstance(old, int) and not isinstance(old, bool):
        kinds += ["plus", "minus"]
    if isinstance(old, list) and old:
        kinds += ["drop", "double", "swap"]
    if isinstance(old, dict):
        kinds += ["delete", "add"]
    kind = draw(st.sampled_from(kinds), label="change")
    if kind == "replace":
        new: Any = draw(st.sampled_from(OTHERS))
    elif kind in ("plus", "minus"):
        new = old + (1 if kind == "plus" else -1)
    elif kind == "drop":
        new = old[:]
        new.pop(draw(st.integers(0, len(old) - 1)))
    elif kind == "double":
        i = draw(st.integers(0, len(old) - 1))
        new = [*old[: i + 1], old[i], *old[i + 1 :]]
    elif kind == "swap":
        i, j = draw(st.integers(0, len(old) - 1)), draw(st.integers(0, len(old) - 1))
        new = old[:]
        new[i], new[j] = new[j], new[i]
    elif kind == "delete":
        new = dict(old)
        if new:
            new.pop(draw(st.sampled_from(sorted(new))))
    else:
        new = {**old, "extra": 1}
    return json.dumps(set_at(data, path, new))


@settings(
    max_examples=300,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(text=mutated())
def test_a_changed_save_loads_into_a_game_that_goes_on_or_is_refused(text):
    try:
        g = game_from_json(text)
    except SaveError:
        return
    assert g.game_over or g.stage == "deal" or g.legal_actions(), "nobody can move in it"
    assert game_to_json(game_from_json(game_to_json(g))) == game_to_json(g)
    for _ in range(40):  # and it plays on
        if g.game_over:
            break
        if g.stage == "deal":
            g.deal("")
            continue
        g.apply(simple_policy(g, g.legal_actions()))
