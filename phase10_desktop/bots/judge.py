"""Hand evaluation for bots: how far a hand is from a phase, and how many outs it has.

``cards_missing`` counts the fewest cards still needed. Two hands that miss the
same number differ in how many unseen cards would close the gap (the *outs*), so
the bots break ties with outs. Outs are counted by the key a phase cares about
(number for sets and runs, colour for colour groups) so a probe costs one
``cards_missing`` call per key rather than per card.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ..engine import DECK, Card, RuleSet, cards_missing, cards_that_help
from ..engine.phases import Phase


def _number_probe(n: int, avoid: set[Card]) -> Card:
    """A card of number ``n`` not in the hand: probes must be distinct cards."""
    return next(c for c in DECK if c.number == n and c not in avoid)


def _wild_probe(avoid: set[Card]) -> Card:
    return next(c for c in DECK if c.is_wild and c not in avoid)


class HandJudge:
    """Cached hand scores for one decision (one set of open phases, one card pool)."""

    def __init__(
        self,
        rules: RuleSet,
        phases: Sequence[int],
        drawable: Sequence[Card] = (),
        *,
        use_outs: bool = True,
    ) -> None:
        self.rules = rules
        self.phases = list(phases)
        self.use_outs = use_outs and bool(drawable)
        self._missing: dict[tuple[int, ...], tuple[int, tuple[int, ...]]] = {}
        self._outs: dict[tuple[int, ...], float] = {}
        self.by_number: Counter[int] = Counter()
        self.by_colour: Counter[object] = Counter()
        self.by_face: Counter[str] = Counter()
        self.face_card: dict[str, Card] = {}
        self.wilds = 0
        for c in drawable:
            if c.is_wild:
                self.wilds += 1
            elif c.number is not None:
                self.by_number[c.number] += 1
                self.by_colour[c.colour] += 1
                self.by_face[c.face] += 1
                self.face_card.setdefault(c.face, c)

    def _phase(self, p: int) -> Phase:
        return self.rules.phases[p - 1]

    def missing_by_phase(self, cards: Sequence[Card]) -> tuple[int, tuple[int, ...]]:
        """(fewest missing over the open phases, the phases reaching it)."""
        key = tuple(sorted(c.id for c in cards))
        hit = self._missing.get(key)
        if hit is not None:
            return hit
        best = 1 << 30
        which: list[int] = []
        for p in self.phases:
            m = cards_missing(p, cards, self.rules)
            if m < best:
                best, which = m, [p]
            elif m == best:
                which.append(p)
        result = (best, tuple(which))
        self._missing[key] = result
        return result

    def missing(self, cards: Sequence[Card]) -> int:
        return self.missing_by_phase(cards)[0]

    def outs(self, cards: Sequence[Card]) -> float:
        """How many drawable cards would bring the hand one card closer to a phase."""
        if not self.use_outs:
            return 0.0
        key = tuple(sorted(c.id for c in cards))
        hit = self._outs.get(key)
        if hit is not None:
            return hit
        m, phases = self.missing_by_phase(cards)
        total = 0.0
        if m > 0:
            hand = list(cards)
            avoid = set(hand)
            for p in phases:
                mode = self._phase(p).mode
                if mode == "number":
                    probes = [(_number_probe(n, avoid), k) for n, k in self.by_number.items() if k]
                elif mode == "colour":
                    probes = []
                    for colour, k in self.by_colour.items():
                        card = next(c for c in DECK if c.colour is colour and c not in avoid)
                        probes.append((card, k))
                else:
                    probes = [(self.face_card[f], k) for f, k in self.by_face.items()]
                if self.wilds:
                    probes.append((_wild_probe(avoid), self.wilds))
                helps = cards_that_help(p, hand, self.rules, [probe for probe, _ in probes])
                found = sum(k for (_, k), yes in zip(probes, helps, strict=True) if yes)
                total = max(total, float(found))
        self._outs[key] = total
        return total


def phase_difficulty(phase: Phase) -> float:
    """A rough rank of how hard a phase is to make, to lay the hardest first (R9.2).

    More cards are harder; long runs and big sets need specific numbers.
    """
    score = float(phase.card_count)
    for g in phase.groups:
        if g.kind == "run":
            score += 0.3 + 0.1 * g.size
        elif g.kind == "set":
            score += 0.4 * max(0, g.size - 3)
    return score
