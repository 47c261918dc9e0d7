"""Whom a Skip goes to when several seats threaten alike (R6.1): no seat is favoured.

A bot skips the seat that threatens it most; at the start of a game every seat
threatens alike, and a tie once always went to seat 0, where the human sits. A
player who is skipped on the bots' first turns, game after game, rightly feels
the table is rigged.
"""

from __future__ import annotations

import random
from collections import Counter

from phase10_desktop.bots import HardBot, NormalBot
from phase10_desktop.bots.knowledge import threat
from phase10_desktop.engine import Discard, Draw, Game, PlayerView, arrange_group, parse_cards


def _tied_targets(view: PlayerView, skip: Discard) -> list[int]:
    """The seats the Skip in ``skip`` could go to that threaten most, all alike."""
    targets = [
        a.target
        for a in view.legal_actions()
        if isinstance(a, Discard) and a.card is skip.card and a.target is not None
    ]
    best = max(threat(view, t) for t in targets)
    return [t for t in targets if threat(view, t) == best]


def test_R6_1_a_tie_for_the_skip_favours_no_seat() -> None:
    """Over the first rounds of 400 seeded four-player games of Normal bots, each
    seat is skipped in tied positions about as often as its share of the ties
    says (1/k for a k-way tie), whichever seat it is."""
    chosen: Counter[int] = Counter()
    expected: Counter[int] = Counter()
    for seed in range(400):
        game = Game.new(4, seed=seed)
        bots = [NormalBot(seed=seed * 4 + s) for s in range(4)]
        while game.round_no == 1 and not game.game_over:
            view = game.view(game.turn)
            action = bots[game.turn].choose(view)
            if isinstance(action, Discard) and action.card.is_skip and action.target is not None:
                tied = _tied_targets(view, action)
                if len(tied) > 1:
                    assert action.target in tied  # the tie-break never overrides the threat
                    chosen[action.target] += 1
                    for t in tied:
                        expected[t] += 1 / len(tied)
            game.apply(action)
    assert sum(chosen.values()) > 300  # enough ties for the shares to mean something
    for seat in range(4):
        share = chosen[seat] / expected[seat]
        assert 0.75 < share < 1.25, (seat, dict(chosen), dict(expected))


SETS = [
    arrange_group("set", parse_cards("Y3 R3 G3")),
    arrange_group("set", parse_cards("Y4 R4 G4")),
]
#: cards for Hard's hand in the Hard test: none of them fits the laid sets
LOOSE = [f"{colour}{n}" for colour in "YR" for n in range(5, 13)]


def test_R6_1_hard_once_down_breaks_a_tie_between_seats_alike_evenly() -> None:
    """Hard, down, skips a seat still making its phase; two such seats alike (same
    phase, same score) are each chosen in about half of 120 different hands."""
    chosen: Counter[int] = Counter()
    rng = random.Random(3)
    for i in range(120):
        mine = " ".join(["S", *rng.sample(LOOSE, 4)])
        game = Game.from_deal(
            [mine, "B1 B2 B3 B4 B5 B6 B7 B8 B9 B10", "G1 G2 G3 G5 G6 G8 G9 G10 G11 G12"],
            discard="G12",
            draw="B12",
            laid=[SETS, [], []],
            laid_phase=[1, None, None],
            phases=[1, 1, 1],
            seed=i,
        )
        game.apply(Draw("pile"))
        action = HardBot(i, samples=4, time_budget=None).choose(game.view(0))
        assert isinstance(action, Discard) and action.card.is_skip
        chosen[action.target] += 1
    assert set(chosen) == {1, 2}
    assert 40 <= chosen[1] <= 80, dict(chosen)
