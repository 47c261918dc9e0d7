"""find_phase / cards_missing against an independent brute force (R4.1–R4.7).

The reference knows nothing of the solver's counting: it tries every way to pick
cards for each group (exactly the minimum sizes, which is enough because extra
cards are optional) and checks each pick with plain definitions of set, run and
colour group. Hands are reduced to distinct faces first so it stays fast.
"""

import random
from itertools import combinations

import pytest

from phase10_desktop.engine import (
    DECK,
    STANDARD_PHASES,
    Phase,
    RuleSet,
    cards_missing,
    find_phase,
)
from phase10_desktop.engine.groups import groups_problem


class Joker:
    """An added card chosen perfectly: like a Wild it fits any slot, and like a
    number card it satisfies R4.7. Used only to compute the fewest missing cards."""

    is_wild = True
    is_skip = False
    number = colour = None
    face = "?"


def _is_group(kind, cards, natural_required):
    naturals = [c for c in cards if not c.is_wild]
    if any(c.is_skip for c in cards):
        return False
    if natural_required and not naturals and not any(isinstance(c, Joker) for c in cards):
        return False
    if kind == "set":
        return len({c.number for c in naturals}) <= 1
    if kind == "colour":
        return len({c.colour for c in naturals}) <= 1
    numbers = sorted(c.number for c in naturals)
    if len(set(numbers)) != len(numbers):
        return False
    if not numbers:
        return len(cards) <= 12
    span = numbers[-1] - numbers[0] + 1
    return span <= len(cards) <= 12 and len(cards) - span <= (numbers[0] - 1) + (12 - numbers[-1])


def reference_can_lay(phase, cards, natural_required=True):
    def rec(i, pool):
        if i == len(phase.groups):
            return True
        spec = phase.groups[i]
        seen = set()
        for pick in combinations(range(len(pool)), spec.size):
            chosen = [pool[j] for j in pick]
            key = tuple(sorted(c.face for c in chosen))
            if key in seen:
                continue
            seen.add(key)
            if _is_group(spec.kind, chosen, natural_required):
                rest = [pool[j] for j in range(len(pool)) if j not in pick]
                if rec(i + 1, rest):
                    return True
        return False

    return rec(0, list(cards))


def reference_missing(phase, cards, natural_required=True):
    """Fewest perfectly chosen cards to add so the phase can be laid."""
    k = 0
    while not reference_can_lay(phase, list(cards) + [Joker() for _ in range(k)], natural_required):
        k += 1
    return k


WILDS = [c for c in DECK if c.is_wild]


def random_hands(seed, n, wild_heavy=False):
    rng = random.Random(seed)
    for _ in range(n):
        size = rng.choice([6, 8, 10, 11, 11, 11])
        hand = rng.sample(DECK, size)
        if wild_heavy:
            k = rng.randint(1, 6)
            hand = list(dict.fromkeys(hand[: size - k] + rng.sample(WILDS, k)))
        yield hand


@pytest.mark.parametrize("natural_required", [True, False])
@pytest.mark.parametrize("wild_heavy", [False, True])
def test_R4_find_phase_never_misses_and_is_always_valid(natural_required, wild_heavy):
    """Thousands of random hands x the ten phases against the brute force."""
    rules = RuleSet(natural_per_group=natural_required)
    checked = 0
    for hand in random_hands(1000 + wild_heavy * 7 + natural_required, 600, wild_heavy):
        for phase in STANDARD_PHASES:
            expected = reference_can_lay(phase, hand, natural_required)
            groups = find_phase(phase, hand, rules)
            assert (groups is not None) == expected, (phase.code, [c.face for c in hand])
            assert (cards_missing(phase, hand, rules) == 0) == expected
            if groups is not None:
                assert groups_problem(phase.groups, groups, natural_required) is None
                used = [c for g in groups for c in g.cards]
                assert len(used) == len(set(used)) and set(used) <= set(hand)
            checked += 1
    assert checked == 6000


@pytest.mark.parametrize("natural_required", [True, False])
def test_R4_cards_missing_matches_brute_force_on_small_hands(natural_required):
    rules = RuleSet(natural_per_group=natural_required)
    rng = random.Random(77 + natural_required)
    for _ in range(400):
        phase = rng.choice(STANDARD_PHASES)
        size = rng.randint(phase.card_count - 3, 11)
        hand = rng.sample(DECK, size)
        if rng.random() < 0.3:
            hand = list(dict.fromkeys(hand[:-2] + rng.sample(WILDS, 2)))
        expected = reference_missing(phase, hand, natural_required)
        assert cards_missing(phase, hand, rules) == expected, (phase.code, [c.face for c in hand])


CUSTOM = [
    "set3+set3+set3",
    "run4+run4",
    "colour4+run4",
    "colour3+set3",
    "colour4+colour4",
    "set2+run3+colour2",
    "run12",
    "set6",
]


@pytest.mark.parametrize("code", CUSTOM)
def test_custom_phase_specs_against_brute_force(code):
    phase = Phase.parse(code)
    for natural_required in (True, False):
        rules = RuleSet(natural_per_group=natural_required)
        for hand in random_hands(hash(code) % 1000 + natural_required, 150, wild_heavy=True):
            hand = hand[:10]
            expected = reference_can_lay(phase, hand, natural_required)
            groups = find_phase(phase, hand, rules)
            assert (groups is not None) == expected, (code, [c.face for c in hand])
            assert (cards_missing(phase, hand, rules) == 0) == expected
            if groups:
                assert groups_problem(phase.groups, groups, natural_required) is None


MIXED = [
    "colour4+run4",
    "colour3+set3",
    "set2+run3+colour2",
    "colour4+set3+run3",
    "colour2+colour2+set2",
    # sets only / colour groups only, more than two: the dynamic programme of solver_sets
    "set2+set2+set2+set2",
    "set3+set3+set3",
    "colour3+colour3+colour3",
]


@pytest.mark.parametrize("code", MIXED)
def test_R4_cards_missing_of_custom_shapes_matches_brute_force(code):
    """Phases mixing colour groups with sets or runs are solved as a flow (solver_search),
    phases of three or more sets (or colour groups) by a dynamic programme
    (solver_sets); the fewest missing cards must equal the brute force's."""
    phase = Phase.parse(code)
    rng = random.Random(hash(code) % 997)
    for natural_required in (True, False):
        rules = RuleSet(natural_per_group=natural_required)
        hands = [rng.sample(DECK, rng.randint(5, 11)) for _ in range(40)]
        hands += [h[:10] for h in random_hands(rng.randrange(1000), 40, wild_heavy=True)]
        for hand in hands:
            expected = reference_missing(phase, hand, natural_required)
            assert cards_missing(phase, hand, rules) == expected, (code, [c.face for c in hand])


HELP_SHAPES = [
    "set2+set2+set2+set2+set2",
    "set3+set3+set3",
    "colour3+colour3+colour3",
    "run4+run4",
    "run3+run3+run3",
    "colour4+set3+run3",
    "set2+run3+colour2",
    "set3+run4",
    "colour7",
]


@pytest.mark.parametrize("code", HELP_SHAPES)
def test_R4_cards_that_help_agree_with_solving_again_per_card(code):
    """The bots' outs: which one added card lowers cards_missing. Answered from one
    search (sets-only DP, flow search) or per card; all must match solving again."""
    from phase10_desktop.engine import cards_that_help

    phase = Phase.parse(code)
    faces = list({c.face: c for c in DECK}.values())
    rng = random.Random(hash(code) % 991)
    for natural_required in (True, False):
        rules = RuleSet(natural_per_group=natural_required)
        for hand in random_hands(rng.randrange(1000), 30, wild_heavy=rng.random() < 0.5):
            candidates = [c for c in faces if c not in hand]
            now = cards_missing(phase, hand, rules)
            expected = [cards_missing(phase, [*hand, c], rules) < now for c in candidates]
            assert cards_that_help(phase, hand, rules, candidates) == expected, (
                code,
                [c.face for c in hand],
            )
