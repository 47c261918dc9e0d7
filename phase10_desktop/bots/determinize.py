"""Sampling the cards a seat cannot see, to search over possible worlds honestly.

A *world* is a full :class:`~phase10_desktop.engine.Game` that agrees with
everything in the seat's :class:`~phase10_desktop.engine.PlayerView`: the same
table, piles, scores and own hand; other hands of the right sizes, holding the
cards each seat is known to have picked up (:func:`knowledge.known_held`); the
rest of the unseen cards dealt among the other hands and the draw pile at
random: uniformly, or (``infer``) with hands that fit what their owners did made
likelier. Nothing hidden is read, so search over worlds cannot cheat.
"""

from __future__ import annotations

import itertools
import random

from ..engine import Card, Game, PlayerView, open_phases
from .knowledge import known_held
from .memo import PhaseGoal

#: how much less likely a hidden hand is for each sign against it: a card its
#: owner passed over or threw away although it would bring the phase closer now,
#: or a card it picked up that does not help the rest of the hand
EVIDENCE_ODDS = 0.3
#: hands drawn for one seat before the likeliest of them is kept
EVIDENCE_TRIES = 6


def let_go(view: PlayerView, seat: int) -> list[Card]:
    """Number cards ``seat`` let go this round while its phase was not down: the
    ones it threw away, and the discards it passed over (a card still in the
    discard pile under one that ``seat`` threw: it drew from the pile instead).
    Bots that take what helps (Normal's rule, a sensible player's too) rarely
    let go of a card that helps, so a hand it would help is less likely."""
    out = [c for c in view.discarded[seat] if c.number is not None]
    mine = set(view.discarded[seat])
    pile = view.discard_pile
    for below, above in itertools.pairwise(pile):
        if above in mine and below.number is not None:
            out.append(below)
    return out


def signs_against(goal: PhaseGoal, hand: list[Card], gone: list[Card], picked: int) -> int:
    """Signs against ``hand`` being the seat's: cards it let go that would bring
    it closer to its phase, and cards it picked up from the discard pile (the
    first ``picked`` of ``hand``) that do not help the rest of it. Uniform deals
    put a taken card among strangers; but a player takes a discard because it
    fits what it holds, so its partners are most likely still there."""
    counts = goal.counts(hand)
    now = goal.missing_counts(counts, hand)
    signs = sum(goal.helps(counts, hand, now, c) for c in gone)
    for i in range(picked):
        if hand[i].is_wild:
            continue  # a Wild helps any hand: taking it tells nothing
        signs += goal.missing_without(counts, hand, i) <= now
    return signs


class WorldSampler:
    """Builds worlds for one decision: the checked base game once, then cheap copies."""

    def __init__(self, view: PlayerView, *, infer: bool = False) -> None:
        """``infer``: deal each hidden hand in the light of what its owner let go
        (see :func:`let_go`); otherwise uniformly."""
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
        #: per seat: (its phases, cards it let go) for seats whose phase is not down
        self.evidence: list[tuple[PhaseGoal, list[Card]] | None] = [None] * view.players
        if infer:
            for s in view.active:
                if s == view.seat or view.laid_phase[s] is not None:
                    continue
                phases = open_phases(view, s)
                cards = let_go(view, s)
                if phases and (cards or self.known[s]):
                    self.evidence[s] = (PhaseGoal(view.rules, phases), cards)
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
            if self.evidence[s] is not None and need:
                hands.append(self._likely_hand(rng, s, free, need))
                continue
            hands.append(self.known[s] + free[:need])
            del free[:need]
        return hands, free

    def _likely_hand(
        self, rng: random.Random, seat: int, free: list[Card], need: int
    ) -> list[Card]:
        """``seat``'s hand drawn from ``free`` (which loses those cards) by rejection:
        a hand is kept with odds EVIDENCE_ODDS per sign against it
        (:func:`signs_against`); after EVIDENCE_TRIES draws the likeliest one seen is
        kept."""
        evidence = self.evidence[seat]
        assert evidence is not None  # asked only for a seat with signs to weigh
        goal, gone = evidence
        known = self.known[seat]
        best_at, best_v = 0, 1 << 30
        for _ in range(EVIDENCE_TRIES):
            at = rng.randrange(len(free) - need + 1)
            hand = known + free[at : at + need]
            v = signs_against(goal, hand, gone, len(known))
            if v < best_v:
                best_at, best_v = at, v
            if v == 0 or rng.random() < EVIDENCE_ODDS**v:
                best_at = at
                break
        hand = known + free[best_at : best_at + need]
        del free[best_at : best_at + need]
        return hand

    def deal_hand(self, rng: random.Random, seat: int) -> list[Card]:
        """Only ``seat``'s hand of a fresh world: its known cards and a random
        draw of the free ones (cheaper than a whole world when that is all
        a question needs)."""
        need = self.view.hand_counts[seat] - len(self.known[seat])
        if self.evidence[seat] is not None and need:
            free = list(self.free)
            rng.shuffle(free)
            return self._likely_hand(rng, seat, free, need)
        return self.known[seat] + rng.sample(self.free, need)

    def sample(self, rng: random.Random) -> Game:
        """A world with hidden cards dealt by ``rng`` (same rng state, same world)."""
        hands, draw = self._deal(rng)
        g = self.base.copy()
        g.hands = hands
        g.draw_pile = draw
        g.seed = rng.randrange(1 << 62)  # reshuffles inside the world (R3.7)
        return g
