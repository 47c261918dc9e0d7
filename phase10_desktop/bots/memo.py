"""Remembered phase arithmetic: ``cards_missing`` by the counts that decide it.

The solver counts a hand by the one attribute a phase cares about (numbers for
sets and runs, colours for colour groups, plus the Wilds; Skips never help,
R4.6), so two hands with the same counts need the same number of cards.
Hard's play-outs ask about very similar hands thousands of times per decision,
and about the same hands again at the next decision; a per-process table keyed
by the counts answers most of those questions with one dictionary look-up.

A play-out keeps the counts of its hand up to date card by card
(:meth:`PhaseGoal.add`), so a question costs one ``bytes()`` of a short list and
a look-up; the cards themselves are read only when the answer is not known yet.

Phases mixing colour groups with sets or runs (custom specs only) are not
keyed this way: the solver matches cards one by one there, so they are asked
every time. The tables together hold at most :data:`MAX_ENTRIES` answers; past
that they are emptied and refilled, which keeps memory flat in long sessions.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Card, RuleSet, cards_missing, find_phase
from ..engine.phases import Phase

#: remembered answers in all tables together before they are all emptied
#: (about 150 bytes each)
MAX_ENTRIES = 400_000

_MISSING: dict[tuple[Phase, bool], dict[bytes, int]] = {}
_LEFT: dict[tuple[tuple[Phase, ...], bool], dict[bytes, int]] = {}
_size = 0


def _remember(table: dict[bytes, int], key: bytes, value: int) -> None:
    global _size
    if _size >= MAX_ENTRIES:
        for store in (_MISSING, _LEFT):
            for t in store.values():
                t.clear()
        _size = 0
    table[key] = value
    _size += 1


class PhaseGoal:
    """The phases a seat may lay (any one of them will do) and how a hand stands.

    ``card_class`` names what tells two cards apart for these phases, so a
    caller trying "the hand without this card" for every card needs one
    question per class, not per card.
    """

    def __init__(self, rules: RuleSet, phases: Sequence[int]) -> None:
        self.rules = rules
        self.phases = list(phases)
        self.specs = [rules.phases[p - 1] for p in self.phases]
        nr = rules.natural_per_group
        modes = {s.mode for s in self.specs}
        self.mixed = "mixed" in modes
        self.by_number = "number" in modes or self.mixed
        self.by_colour = "colour" in modes
        #: where colour counts start in a signature (after the number counts if any)
        self.colour_at = 14 if self.by_number else 0
        self.width = 14 * (self.by_number + self.by_colour)
        self._tables = [
            (s, None if self.mixed else _MISSING.setdefault((s, nr), {})) for s in self.specs
        ]
        self._left = None if self.mixed else _LEFT.setdefault((tuple(self.specs), nr), {})

    def card_class(self, card: Card) -> object:
        """Cards of one class are interchangeable for these phases."""
        if self.mixed:
            return card.id
        if self.by_number and self.by_colour:
            return (card.nkey, card.ckey)
        return card.nkey if self.by_number else card.ckey

    def counts(self, cards: Sequence[Card]) -> list[int]:
        """The hand's signature as a list to update with :meth:`add`: cards per
        number (Wilds at 0, Skips at 13) and/or per colour (from 14 when both)."""
        counts = [0] * self.width
        for c in cards:
            self.add(counts, c, 1)
        return counts

    def add(self, counts: list[int], card: Card, d: int) -> None:
        """Count ``card`` in (``d`` = 1) or out (``d`` = -1) of ``counts``."""
        if self.by_number:
            counts[card.nkey] += d
        if self.by_colour:
            counts[self.colour_at + card.ckey] += d

    def missing(self, cards: Sequence[Card]) -> int:
        """The fewest cards still needed for the nearest of the phases."""
        return self.missing_counts(self.counts(cards), cards)

    def missing_counts(self, counts: list[int], cards: Sequence[Card], without: int = -1) -> int:
        """:meth:`missing` for ``cards`` (less ``cards[without]`` if given), whose
        signature ``counts`` already is: the cards are read only when the answer
        is not remembered."""
        if not self._tables:
            return 1 << 30
        key = bytes(counts)
        best = 1 << 30
        for spec, table in self._tables:
            m = None if table is None else table.get(key)
            if m is None:
                hand = cards if without < 0 else [*cards[:without], *cards[without + 1 :]]
                m = cards_missing(spec, hand, self.rules)
                if table is not None:
                    _remember(table, key, m)
            if m < best:
                best = m
                if m == 0:
                    break
        return best

    def helps(self, counts: list[int], cards: list[Card], now: int, card: Card) -> bool:
        """Whether adding ``card`` to ``cards`` (signature ``counts``, ``now``
        missing) brings a phase closer; ``counts`` is left as it was."""
        self.add(counts, card, 1)
        closer = self.missing_counts(counts, [*cards, card]) < now
        self.add(counts, card, -1)
        return closer

    def missing_without(self, counts: list[int], cards: Sequence[Card], i: int) -> int:
        """:meth:`missing` for ``cards`` less ``cards[i]`` (signature ``counts``);
        ``counts`` is left as it was."""
        card = cards[i]
        self.add(counts, card, -1)
        m = self.missing_counts(counts, cards, i)
        self.add(counts, card, 1)
        return m

    def left_after_laying(self, hand: Sequence[Card]) -> int:
        """Cards still in hand after laying the first ready phase and hitting every
        card that fits its groups (``len(hand)`` when none is ready)."""
        table = self._left
        if table is None:
            return self._left_after_laying(hand)
        key = bytes(self.counts(hand))
        hit = table.get(key)
        if hit is None:
            hit = self._left_after_laying(hand)
            _remember(table, key, hit)
        return hit

    def _left_after_laying(self, hand: Sequence[Card]) -> int:
        for p in self.phases:
            groups = find_phase(p, hand, self.rules)
            if groups is not None:
                break
        else:
            return len(hand)
        used = {c for g in groups for c in g.cards}
        left = [c for c in hand if c not in used]
        progress = True
        while progress and left:
            progress = False
            for c in left:
                for i, g in enumerate(groups):
                    opts = g.hit_options(c)
                    if opts:
                        groups[i] = g.with_card(c, opts[0][0])
                        left.remove(c)
                        progress = True
                        break
                if progress:
                    break
        return len(left)


def clear() -> None:
    """Forget every remembered answer (tests use it to start from cold)."""
    global _size
    _MISSING.clear()
    _LEFT.clear()
    _size = 0


__all__ = ["MAX_ENTRIES", "PhaseGoal", "clear"]
