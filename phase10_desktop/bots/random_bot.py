"""The Random bot: a legal-move baseline for tests and for measuring the others.

A uniform pick over all legal actions would almost never lay a phase (one
lay-down among a dozen discards), so games between such bots might never end.
It therefore picks the *kind* of move uniformly first (draw source; lay down,
hit or discard), then one move of that kind: still random, but it finishes.
"""

from __future__ import annotations

from ..engine import PlayerView
from ..engine.actions import Action
from .base import BaseBot


class RandomBot(BaseBot):
    level = "random"

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal_actions()
        if not legal:
            raise ValueError("it is not this seat's turn")
        rng = self.rng(view)
        kinds: dict[type, list[Action]] = {}
        for a in legal:
            kinds.setdefault(type(a), []).append(a)
        kind = rng.choice(sorted(kinds, key=lambda t: t.__name__))
        return rng.choice(kinds[kind])
