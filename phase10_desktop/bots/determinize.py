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
from typing import Any

from ..engine import Card, Game, PlayerView, card_token
from ..engine.actions import group_to_dict
from ..engine.saves import FORMAT, VERSION
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
        self.base = Game.from_json(self._world_dict(self._deal(rng)))

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

    def _world_dict(self, deal: tuple[list[list[Card]], list[Card]]) -> dict[str, Any]:
        """The save-format dict of a world, so the engine checks it (R1.3 conservation)."""
        v = self.view
        hands, draw = deal

        def toks(cs: Any) -> list[str]:
            return [card_token(c) for c in cs]

        return {
            "format": FORMAT,
            "version": VERSION,
            "rules": v.rules.to_dict(),
            "seed": 0,
            "names": list(v.names),
            "round": v.round_no,
            "dealer": v.dealer,
            "turn": v.turn,
            "stage": v.stage,
            "hands": [toks(h) for h in hands],
            "draw_pile": toks(draw),
            "discard_pile": toks(v.discard_pile),
            "laid": [[group_to_dict(g) for g in gs] for gs in v.laid],
            "laid_phase": list(v.laid_phase),
            "phase_no": list(v.phase_no),
            "completed": [sorted(c) for c in v.completed],
            "scores": list(v.scores),
            "pending_skip": list(v.pending_skip),
            "active": list(v.active),
            "tiebreak": v.tiebreak,
            "drawn_discard": card_token(v.drawn_discard) if v.drawn_discard else None,
            "laid_this_turn": v.laid_this_turn,
            "picked_up": [toks(p) for p in v.picked_up],
            "discarded": [toks(d) for d in v.discarded],
            "reshuffles": 0,
            "history": [
                {
                    "round": r.round_no,
                    "went_out": r.went_out,
                    "points": list(r.points),
                    "laid": list(r.laid),
                    "tiebreak": r.tiebreak,
                }
                for r in v.history
            ],
            "winner": v.winner,
        }
