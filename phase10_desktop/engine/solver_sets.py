"""Phases made only of sets, or only of colour groups, of any number of groups.

Such a phase asks each group for one key (a number, or a colour) and lets
several groups share a key (R4.3). Which key each group takes is then a matter
of how many groups of each size go to each key, so instead of trying every
choice of keys (twelve per set: 12^k for k sets), a dynamic programme walks
the keys once, carrying how many groups of each size are still to place.

What it minimises is the solver's usual measure (see :mod:`solver`): empty
slots E, which Wilds fill, and groups without a number card g0 (R4.7); the
fewest missing cards are ``max(E - wilds, g0, 0)``. Both matter, so each state
keeps the least E for every g0 (a small Pareto front).

Running the programme from both ends answers "which one added card would bring
the hand closer?" for every key at once (:func:`setlike_helpers`), which is
what the bots' outs ask many times per decision.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache
from itertools import product

from .phases import GroupSpec

State = tuple[int, ...]  # groups of each size still to place
Front = dict[int, int]  # groups without a number card -> fewest empty slots


def is_setlike(specs: Sequence[GroupSpec]) -> bool:
    """All sets, or all colour groups: one key per group."""
    return len({s.kind for s in specs}) == 1 and specs[0].kind != "run"


class _SetlikeDP:
    def __init__(self, specs: Sequence[GroupSpec], natural_required: bool) -> None:
        sizes = sorted({s.size for s in specs})
        self.sizes = sizes
        self.full: State = tuple(sum(1 for s in specs if s.size == z) for z in sizes)
        self.nr = natural_required
        self.states = _states(self.full)

    def splits(self, left: State) -> tuple[tuple[State, int, int], ...]:
        """(groups left afterwards, slots sent, groups sent) for each choice."""
        return _splits(tuple(self.sizes), left)

    def key_cost(self, slots: int, groups: int, have: int) -> tuple[int, int]:
        """(empty slots, groups without a number card) of groups sharing one key."""
        empty = slots - have if slots > have else 0
        bare = groups - have if self.nr and groups > have else 0
        return bare, empty

    def forward(self, counts: Sequence[int]) -> list[dict[State, Front]]:
        """layers[j]: for each state, the front after placing groups on keys[:j]."""
        layers = [{self.full: {0: 0}}]
        for have in counts:
            nxt: dict[State, Front] = {}
            for left, front in layers[-1].items():
                for rest, slots, groups in self.splits(left):
                    bare, empty = self.key_cost(slots, groups, have)
                    _merge(nxt.setdefault(rest, {}), front, bare, empty)
            layers.append(nxt)
        return layers

    def backward(self, counts: Sequence[int]) -> list[dict[State, Front]]:
        """layers[j]: for each state, the front of placing those groups on keys[j:],
        the rest on keys the hand does not hold (where every slot is empty)."""
        last: dict[State, Front] = {}
        for left in self.states:
            slots = sum(k * z for k, z in zip(left, self.sizes, strict=True))
            last[left] = {(sum(left) if self.nr else 0): slots}
        layers = [last]
        for have in reversed(counts):
            prev: dict[State, Front] = {}
            after = layers[-1]
            for left in self.states:
                front: Front = {}
                for rest, slots, groups in self.splits(left):
                    bare, empty = self.key_cost(slots, groups, have)
                    _merge(front, after[rest], bare, empty)
                prev[left] = front
            layers.append(prev)
        layers.reverse()
        return layers


@cache
def _states(full: State) -> list[State]:
    return list(product(*(range(n + 1) for n in full)))


@cache
def _splits(sizes: tuple[int, ...], left: State) -> tuple[tuple[State, int, int], ...]:
    """Every way to send some of the ``left`` groups (counted by size) to one key."""
    out = []
    for sent in product(*(range(n + 1) for n in left)):
        slots = sum(k * z for k, z in zip(sent, sizes, strict=True))
        rest = tuple(n - k for n, k in zip(left, sent, strict=True))
        out.append((rest, slots, sum(sent)))
    return tuple(out)


def _merge(into: Front, front: Front, bare: int, empty: int) -> None:
    for g, e in front.items():
        g2, e2 = g + bare, e + empty
        if e2 < into.get(g2, 1 << 30):
            into[g2] = e2


def _missing(front: Front, wilds: int) -> int:
    return min(max(e - wilds, g, 0) for g, e in front.items())


def _join(
    dp: _SetlikeDP, before: dict[State, Front], have: int, after: dict[State, Front]
) -> Front:
    """The whole front with one key of ``have`` cards between two parts."""
    out: Front = {}
    for left, front in before.items():
        for rest, slots, groups in dp.splits(left):
            bare, empty = dp.key_cost(slots, groups, have)
            for g, e in after[rest].items():
                _merge(out, front, bare + g, empty + e)
    return out


def setlike_missing(
    specs: Sequence[GroupSpec], counts: Sequence[int], wilds: int, natural_required: bool
) -> int:
    """Fewest missing cards; ``counts`` holds the number cards of each key the hand has.

    Remembered by the counts (a bot asks about the same hands again and again)."""
    return _setlike_missing(tuple(specs), tuple(counts), wilds, natural_required)


@lru_cache(maxsize=8192)
def _setlike_missing(
    specs: tuple[GroupSpec, ...], counts: tuple[int, ...], wilds: int, natural_required: bool
) -> int:
    dp = _SetlikeDP(specs, natural_required)
    held = [n for n in counts if n]
    end = dp.backward(held)[0][dp.full]
    return _missing(end, wilds)


def setlike_helpers(
    specs: Sequence[GroupSpec],
    counts: Sequence[int],
    wilds: int,
    natural_required: bool,
    probes: Sequence[int | None],
) -> list[bool]:
    """For each probe (a key index into ``counts``, or None for a Wild), whether one
    more such card lowers the fewest missing cards (remembered like
    :func:`setlike_missing`)."""
    key = (tuple(specs), tuple(counts), wilds, natural_required, tuple(probes))
    return list(_setlike_helpers(*key))


@lru_cache(maxsize=8192)
def _setlike_helpers(
    specs: tuple[GroupSpec, ...],
    counts: tuple[int, ...],
    wilds: int,
    natural_required: bool,
    probes: tuple[int | None, ...],
) -> tuple[bool, ...]:
    dp = _SetlikeDP(specs, natural_required)
    keys = [k for k, n in enumerate(counts) if n]
    held = [counts[k] for k in keys]
    fwd, bwd = dp.forward(held), dp.backward(held)
    now = _missing(bwd[0][dp.full], wilds)
    if now == 0:
        return (False,) * len(probes)
    position: dict[int | None, int] = {k: j for j, k in enumerate(keys)}
    answers: dict[int | None, bool] = {None: _missing(bwd[0][dp.full], wilds + 1) < now}
    new_key = None
    out = []
    for key in probes:
        if key not in answers:
            j = position.get(key)
            if j is None:  # a key the hand lacks: one card of it, placed before the rest
                if new_key is None:
                    new_key = _missing(_join(dp, fwd[0], 1, bwd[0]), wilds) < now
                answers[key] = new_key
            else:
                answers[key] = _missing(_join(dp, fwd[j], held[j] + 1, bwd[j + 1]), wilds) < now
        out.append(answers[key])
    return tuple(out)
