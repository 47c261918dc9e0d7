"""The bots' remembered ``cards_missing`` answers are the solver's answers (R4)."""

from __future__ import annotations

import random

import pytest

from phase10_desktop.bots import memo
from phase10_desktop.bots.memo import PhaseGoal
from phase10_desktop.engine import DECK, RuleSet, cards_missing, find_phase

ANY_ORDER = RuleSet(order="any")
MIXED = RuleSet(
    phases=("colour4+set3", "set3+set3")
)  # a colour group with a set: matched card by card


def _hands(seed: int, count: int):
    rng = random.Random(seed)
    for _ in range(count):
        yield rng.sample(DECK, rng.randint(1, 12))


@pytest.mark.parametrize(
    ("rules", "phases"),
    [
        (RuleSet(), [1]),
        (RuleSet(), [2]),
        (RuleSet(), [5]),
        (RuleSet(), [8]),
        (RuleSet(), [10]),
        (ANY_ORDER, [2, 4, 8]),  # numbers and colours in one signature (R9.2)
        (RuleSet(natural_per_group=False), [1, 7]),  # R4.7 option
        (MIXED, [1, 2]),
    ],
)
def test_R4_memo_agrees_with_the_solver(rules: RuleSet, phases: list[int]) -> None:
    """Asked twice (cold, then remembered), and for the hand less each card, the
    answer is the fewest missing cards over the phases, straight from the solver."""
    memo.clear()
    goal = PhaseGoal(rules, phases)
    for _ in range(2):
        for hand in _hands(len(phases), 150):
            want = min(cards_missing(p, hand, rules) for p in phases)
            assert goal.missing(hand) == want
            counts = goal.counts(hand)
            for i, c in enumerate(hand[:3]):
                goal.add(counts, c, -1)
                rest = hand[:i] + hand[i + 1 :]
                assert goal.missing_counts(counts, hand, i) == min(
                    cards_missing(p, rest, rules) for p in phases
                )
                goal.add(counts, c, 1)


def test_R5_3_cards_left_after_laying_and_hitting() -> None:
    """A ready hand lays its phase and hits what fits its own groups (R5.2, R5.3);
    the rest is what it still has to get rid of. Equal counts, equal answers."""
    memo.clear()
    rules = RuleSet()
    goal = PhaseGoal(rules, [1])
    checked = 0
    for hand in _hands(7, 3000):
        if find_phase(1, hand, rules) is None:
            assert goal.left_after_laying(hand) == len(hand)
            continue
        checked += 1
        left = goal.left_after_laying(hand)
        assert 0 <= left <= len(hand) - 6
        assert goal.left_after_laying(list(reversed(hand))) == left
    assert checked > 10


def test_tables_stay_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    memo.clear()
    monkeypatch.setattr(memo, "MAX_ENTRIES", 50)
    goal = PhaseGoal(RuleSet(), [3])
    for hand in _hands(3, 400):
        assert goal.missing(hand) == cards_missing(3, hand)
    assert sum(len(t) for t in memo._MISSING.values()) <= 50
