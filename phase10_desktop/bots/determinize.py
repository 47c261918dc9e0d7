"""Sampling the cards a seat cannot see, to search over possible worlds honestly.

A *world* is a full :class:`~phase10_desktop.engine.Game` that agrees with
everything in the seat's :class:`~phase10_desktop.engine.PlayerView`: the same
table, piles, scores and own hand; other hands of the right sizes, holding the
cards each seat is known to have picked up (:func:`knowledge.known_held`); the
rest of the unseen cards dealt among the other hands and the draw pile
uniformly at random. Nothing hidden is read, so search over worlds cannot cheat.
"""

from __future__ import annotations

import random

from ..engine import Card, Game, PlayerView
from .knowledge import known_held


class WorldSampler:
    """Builds worlds for one decision: the checked base game once, then cheap copies."""

    def __init__(self, view: PlayerView) -> None:
        self.view = view
        held = known_held(view)
        pool = view.unseen_cards()
        pool_set = set(pool)
        self.known: list[list[Card]] = []
        for s in range(view.players):
            if s == view.seat:
                self.known.append(list(view.hand))
                continue
            cards = [c for c in held[s] if c in pool_set][: view.hand_counts[s]]
            self.known.append(cards)
        fixed = {c for s, cs in enumerate(self.known) if s != view.seat for c in cs}
        self.free = [c for c in pool if c not in fixed]
        rng = random.Random(0)
        hands, draw = self._deal(rng)
        self.base = Game.from_view(view, hands, draw)  # checked once: R1.3 conservation

    def _deal(self, rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
        view = self.view
        free = list(self.free)
        rng.shuffle(free)
        hands: list[list[Card]] = []
        for s in range(view.players):
            if s == view.seat:
                hands.append(list(view.hand))
                continue
            need = view.hand_counts[s] - len(self.known[s])
            hands.append(self.known[s] + free[:need])
            del free[:need]
        return hands, free

    def sample(self, rng: random.Random) -> Game:
        """A world with hidden cards dealt by ``rng`` (same rng state, same world)."""
        hands, draw = self._deal(rng)
        g = self.base.copy()
        g.hands = hands
        g.draw_pile = draw
        g.seed = rng.randrange(1 << 62)  # reshuffles inside the world (R3.7)
        return g
