"""The Normal bot: a careful heuristic player, and the policy Hard's rollouts use.

Before its phase is down it keeps the hand that needs the fewest cards
(``cards_missing``), then the one with the most outs (drawable cards that
would help), counting out cards it knows an opponent picked up. It avoids
feeding the next seat (the only one who can take its discard), dumps penalty
points when someone is about to go out, and skips the most dangerous opponent.
Once down, it lays extra cards, hits everything it can and throws the costliest
card nobody can use.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Card, Discard, Draw, Hit, LayDown, PlayerView, next_seat, open_phases
from ..engine.actions import Action
from .base import BaseBot
from .judge import HandJudge
from .knowledge import (
    danger,
    drawable_cards,
    known_held,
    table_accepts,
)
from .tactics import choose_hit, choose_lay_down, skip_choice

_BIG = 100.0


class NormalPolicy:
    """The Normal strategy as a function of the view; ``use_outs=False`` is a
    cheaper variant (cards_missing only) for search rollouts."""

    def __init__(self, *, use_outs: bool = True) -> None:
        self.use_outs = use_outs

    def __call__(self, view: PlayerView) -> Action:
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if view.stage == "draw":
            return self.draw(view, legal)
        lays = [a for a in legal if isinstance(a, LayDown)]
        if lays:
            return choose_lay_down(view, lays)
        hits = [a for a in legal if isinstance(a, Hit)]
        if hits:
            return choose_hit(view, hits)
        discards = [a for a in legal if isinstance(a, Discard)]
        return self.discard(view, discards)

    # ------------------------------------------------------------------ draw
    def draw(self, view: PlayerView, legal: Sequence[Action]) -> Draw:
        top = view.discard_top
        if Draw("discard") not in legal or top is None:
            return Draw("pile")
        if view.laid_phase[view.seat] is not None:
            # Down: a card that can be hit is a sure step towards going out.
            return Draw("discard") if table_accepts(view, top) else Draw("pile")
        phases = open_phases(view, view.seat)
        if not phases:
            return Draw("pile")
        if top.is_wild:
            return Draw("discard")
        judge = HandJudge(view.rules, phases)
        hand = list(view.hand)
        now = judge.missing(hand)
        if judge.missing([*hand, top]) >= now:
            return Draw("pile")
        # The taken card cannot go back this turn (R3.5): the gain must survive
        # throwing away one of the cards already held.
        after = min(judge.missing([*(c for c in hand if c is not d), top]) for d in hand)
        return Draw("discard") if after < now else Draw("pile")

    # --------------------------------------------------------------- discard
    def discard(self, view: PlayerView, discards: Sequence[Discard]) -> Discard:
        return self.rank_discards(view, discards, limit=1)[0]

    def rank_discards(
        self, view: PlayerView, discards: Sequence[Discard], limit: int | None = None
    ) -> list[Discard]:
        """Distinct sensible discards, best first (one per face; a Skip once, at the
        best target). Hard searches among the first few of these."""
        plain = _distinct(view, discards)
        if len(plain) == 1:
            return plain
        ranked = [d for _, d in self._scored(view, plain, limit)]
        return ranked if limit is None else ranked[:limit]

    def score_discards(
        self, view: PlayerView, discards: Sequence[Discard]
    ) -> list[tuple[float, Discard]]:
        """Normal's score of each distinct discard (higher: throw it sooner), best
        first; Hard weighs these against what its search finds."""
        return self._scored(view, _distinct(view, discards), None)

    def _scored(
        self, view: PlayerView, plain: Sequence[Discard], limit: int | None
    ) -> list[tuple[float, Discard]]:
        held = known_held(view)
        if view.laid_phase[view.seat] is not None:
            scored = self._scores_when_down(view, plain, held)
        else:
            scored = self._scores_before_down(view, plain, held, limit)
        scored.sort(key=lambda t: (-t[0], t[1].card.id))
        return scored

    def _scores_before_down(
        self,
        view: PlayerView,
        plain: Sequence[Discard],
        held: list[list[Card]],
        limit: int | None,
    ) -> list[tuple[float, Discard]]:
        phases = open_phases(view, view.seat)
        drawable = drawable_cards(view, held) if self.use_outs else ()
        judge = HandJudge(view.rules, phases, drawable, use_outs=self.use_outs)
        hand = list(view.hand)
        missing = {id(d): judge.missing([c for c in hand if c is not d.card]) for d in plain}
        best_m = min(missing.values())
        contenders = [d for d in plain if missing[id(d)] == best_m]
        if limit == 1 and len(contenders) == 1:
            return [(0.0, contenders[0])]
        feeds = _feeding(view, held)
        pw = 0.05 + 0.4 * danger(view) + (0.3 if view.rules.all_advance else 0.0)
        out = []
        for d in plain:
            rest = [c for c in hand if c is not d.card]
            m = missing[id(d)]
            v = -_BIG * m + pw * d.card.points - feeds(d.card)
            if m == best_m:
                v += judge.outs(rest)
            if d.card.is_wild:
                v -= _BIG
            if d.card.is_skip:
                v += 3.0 if d.target is not None else -0.5
            out.append((v, d))
        return out

    def _scores_when_down(
        self, view: PlayerView, plain: Sequence[Discard], held: list[list[Card]]
    ) -> list[tuple[float, Discard]]:
        feeds = _feeding(view, held)
        # each laid run's ends (low and high are None for every other kind)
        runs = [
            (g.low, g.high)
            for gs in view.laid
            for g in gs
            if g.low is not None and g.high is not None
        ]

        def value(d: Discard) -> float:
            c = d.card
            v = float(c.points)
            if c.is_skip:
                return v + (20.0 if d.target is not None else 0.0)
            if table_accepts(view, c):
                v -= 40.0  # can be hit next turn (this turn only own groups, R5.2)
            elif c.number is not None and any(
                c.number in (low - 2, high + 2) for low, high in runs
            ):
                v -= 4.0  # one card away from fitting a run
            return v - feeds(c)

        return [(value(d), d) for d in plain]


def _distinct(view: PlayerView, discards: Sequence[Discard]) -> list[Discard]:
    """One discard per face (equal cards are equal choices), a Skip once, aimed
    at whoever :func:`skip_choice` picks."""
    skips = [d for d in discards if d.card.is_skip]
    skip = skip_choice(view, skips) if skips else None
    by_face: dict[str, Discard] = {}
    for d in discards:
        if not d.card.is_skip:
            by_face.setdefault(d.card.face, d)
    plain = list(by_face.values())
    if skip is not None:
        plain.append(skip)
    return plain


def _feeding(view: PlayerView, held: list[list[Card]]):
    """A penalty for discards the next seat is likely to take.

    Only the next seat can take our discard, and what it picked up before
    tells what it collects.
    """
    s1 = next_seat(view, view.seat)
    if view.laid_phase[s1] is not None:

        def down(c: Card) -> float:
            return 6.0 if table_accepts(view, c) else 0.0

        return down
    phases = [view.rules.phases[p - 1] for p in open_phases(view, s1)]
    kinds = {g.kind for ph in phases for g in ph.groups}
    numbers = {c.number for c in held[s1] if c.number is not None}
    colours = {c.colour for c in held[s1] if c.colour is not None}

    def up(c: Card) -> float:
        if c.is_wild:
            return 10.0
        if c.number is None:
            return 0.0
        v = 0.0
        if "set" in kinds and c.number in numbers:
            v = max(v, 4.0)
        if "run" in kinds and any(abs(c.number - n) <= 2 and c.number != n for n in numbers):
            v = max(v, 2.0)
        if "colour" in kinds and c.colour in colours:
            v = max(v, 3.0)
        return v

    return up


class NormalBot(BaseBot):
    """A strong heuristic opponent; fast (a few milliseconds per decision)."""

    level = "normal"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.policy = NormalPolicy()

    def choose(self, view: PlayerView) -> Action:
        return self.policy(view)


__all__ = ["NormalBot", "NormalPolicy"]
