"""Random legal games, checked after every action (R1.3, R7, R8, R9.5).

Hypothesis chooses the rules, the seed and every move: either one of the legal
actions or, half of the time, the simple policy's move so rounds really end.
It also throws illegal moves at the engine, which must refuse them without
changing anything.
"""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from phase10_desktop.engine import (
    DECK,
    Discard,
    Draw,
    Game,
    Group,
    Hit,
    IllegalMove,
    LayDown,
    RuleSet,
    action_from_dict,
    action_to_dict,
)
from phase10_desktop.engine.saves import game_from_json, game_to_json
from phase10_desktop.simulate import simple_policy

rules_strategy = st.builds(
    RuleSet,
    phases=st.sampled_from(["all", "first:3", "even", "odd"]),
    order=st.sampled_from(["in_order", "any"]),
    all_advance=st.booleans(),
    first_skip=st.sampled_from(["skip_first_player", "cover"]),
    may_discard_drawn_discard=st.booleans(),
    may_go_out_by_hitting=st.booleans(),
    natural_per_group=st.booleans(),
)


def snapshot(g):
    return game_to_json(g)


def check_invariants(g, prev):
    cards = g.all_cards()
    assert len(cards) == 108 and len(set(cards)) == 108, "R1.3 conservation"
    if prev is not None:
        prev_phase, prev_completed, prev_scores = prev
        assert all(a >= b for a, b in zip(g.phase_no, prev_phase, strict=True)), (
            "phases only advance"
        )
        assert all(a >= b for a, b in zip(g.completed, prev_completed, strict=True))
        assert all(a >= b for a, b in zip(g.scores, prev_scores, strict=True)), "scores only grow"
    if not g.game_over:
        assert g.legal_actions(), "the seat to move always has a legal action"
        assert g.turn in g.active
    # every step: the state's own checks; the record is replayed against it at the end
    again = game_from_json(game_to_json(g), check_record=False)
    assert game_to_json(again) == game_to_json(g), "JSON round trip"
    return list(g.phase_no), [set(c) for c in g.completed], list(g.scores)


def illegal_candidates(g, rng):
    """Moves that are usually illegal now: wrong stage, cards not held, bad targets."""
    hand = g.hands[g.turn]
    not_held = [c for c in DECK if c not in hand]
    out = [
        Draw("discard") if g.stage == "play" else Discard(rng.choice(not_held)),
        Discard(rng.choice(not_held)),
        Hit(rng.choice(hand) if hand else DECK[0], owner=rng.randrange(g.players), group=5),
        LayDown((Group("set", (rng.choice(not_held),), (1,)),)),
    ]
    if hand:
        out.append(Discard(hand[0], target=g.turn))
    return out


@settings(
    max_examples=40,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    players=st.integers(2, 6),
    seed=st.integers(0, 2**32),
    rules=rules_strategy,
    data=st.data(),
)
def test_random_legal_games_keep_every_invariant(players, seed, rules, data):
    g = Game.new(players, seed=seed, rules=rules)
    rng = random.Random(seed)
    prev = check_invariants(g, None)
    log = []
    for _ in range(250):
        if g.game_over:
            break
        legal = g.legal_actions()
        pick = data.draw(st.integers(0, 2 * len(legal) - 1), label="move")
        action = legal[pick] if pick < len(legal) else simple_policy(g, legal)
        for bad in illegal_candidates(g, rng):
            if g.problem(bad) is None:
                continue
            before = snapshot(g)
            try:
                g.apply(bad)
            except IllegalMove as e:
                assert e.reason and e.reason[0].isupper()
            else:
                raise AssertionError(f"illegal move accepted: {bad}")
            assert snapshot(g) == before, "an IllegalMove changed the state"
        assert action_from_dict(action_to_dict(action)) == action
        g.apply(action)
        log.append(action)
        prev = check_invariants(g, prev)
    # the same seed and the same moves replay the same game
    replay = Game.new(players, seed=seed, rules=rules)
    for action in log:
        replay.apply(action)
    assert game_to_json(replay) == game_to_json(g)
    assert game_to_json(game_from_json(game_to_json(g))) == game_to_json(g), "the record agrees"


def test_full_games_under_every_variant_finish_with_a_winner():
    variants = [
        RuleSet(),
        RuleSet(order="any"),
        RuleSet(all_advance=True),
        RuleSet(first_skip="cover", may_discard_drawn_discard=True),
        RuleSet(may_go_out_by_hitting=True, natural_per_group=False),
        RuleSet(phases="first:5"),
        RuleSet(phases="odd", order="any", all_advance=True),
    ]
    for i, rules in enumerate(variants):
        g = Game.new(2 + i % 5, seed=500 + i, rules=rules)
        prev = None
        steps = 0
        while not g.game_over:
            g.apply(simple_policy(g, g.legal_actions()))
            steps += 1
            if steps % 25 == 0:
                prev = check_invariants(g, prev)
            assert steps < 20000
        assert g.winner is not None
        if rules.all_advance:
            assert g.round_no >= len(rules.phases)
