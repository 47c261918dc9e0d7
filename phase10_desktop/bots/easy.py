"""The Easy bot: a beginner who knows the rules but plays by feel.

It keeps cards that bring its phase closer and takes a discard only when it
helps at once, but it ignores outs, penalty points and what the others are
collecting, hits at random, and now and then throws a card it should keep. The
mistakes come from its seeded generator, so they are the same on a replay.
"""

from __future__ import annotations

from ..engine import Discard, Draw, Hit, LayDown, PlayerView, cards_missing, open_phases
from ..engine.actions import Action
from .base import BaseBot
from .knowledge import table_accepts

#: how often Easy throws a card without thinking
CARELESS = 0.3


class EasyBot(BaseBot):
    level = "easy"

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        rng = self.rng(view)
        phases = open_phases(view, view.seat)
        if view.stage == "draw":
            top = view.discard_top
            if Draw("discard") in legal and top is not None:
                if view.laid_phase[view.seat] is not None:
                    if table_accepts(view, top) and rng.random() < 0.5:
                        return Draw("discard")
                elif phases:
                    p = phases[0]
                    hand = list(view.hand)
                    if cards_missing(p, [*hand, top], view.rules) < cards_missing(
                        p, hand, view.rules
                    ):
                        return Draw("discard")
            return Draw("pile")
        lays = [a for a in legal if isinstance(a, LayDown)]
        if lays:
            return lays[0]
        hits = [a for a in legal if isinstance(a, Hit)]
        if hits:
            return rng.choice(hits)
        discards = [a for a in legal if isinstance(a, Discard)]
        skips = [d for d in discards if d.card.is_skip]
        if skips:
            return rng.choice(skips)
        keep_wilds = [d for d in discards if not d.card.is_wild] or discards
        if not phases or rng.random() < CARELESS:
            return rng.choice(keep_wilds)
        p = phases[0]
        hand = list(view.hand)
        scored = [
            (cards_missing(p, [c for c in hand if c is not d.card], view.rules), rng.random(), d)
            for d in keep_wilds
        ]
        return min(scored, key=lambda t: (t[0], t[1]))[2]
