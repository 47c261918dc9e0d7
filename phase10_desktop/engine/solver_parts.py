"""Counting helpers both solvers share: the closed forms of :mod:`.solver` and the
bounded search of :mod:`.solver_search`.

Cards are counted by number (index 1-12, the Wilds at 0) or by colour; a group's
*target* is the key of a set-like group or the lowest number of a run. They live in
a module of their own so that the two solvers import them from here rather than
from each other.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import COLOURS, Card, Colour
from .phases import GroupSpec

__all__ = [
    "INF",
    "colour_counts",
    "group_values",
    "max_reps",
    "number_counts",
    "run_targets",
    "setlike_targets",
]

#: more than any count of missing cards: "cannot be done"
INF = 1 << 30


def setlike_targets(counts: Sequence[int], keys: range) -> list[int]:
    present = [k for k in keys if counts[k]]
    absent = next((k for k in keys if not counts[k]), None)
    if absent is not None:
        present.append(absent)
    return present


def run_targets(size: int) -> range:
    return range(1, 14 - size)


def max_reps(rep_sets: list[list[int]], counts: list[int]) -> tuple[int, list[int | None]]:
    """Most groups that can each get a distinct number card, and which key each takes.

    Tiny brute force: phases have one to three groups.
    """
    best_n = -1
    best: list[int | None] = []
    chosen: list[int | None] = [None] * len(rep_sets)
    left = list(counts)

    def dfs(i: int, n: int) -> None:
        nonlocal best_n, best
        if n + (len(rep_sets) - i) <= best_n:
            return
        if i == len(rep_sets):
            best_n, best = n, list(chosen)
            return
        for key in rep_sets[i]:
            if left[key]:
                left[key] -= 1
                chosen[i] = key
                dfs(i + 1, n + 1)
                left[key] += 1
                chosen[i] = None
                if best_n == len(rep_sets):
                    return
        dfs(i + 1, n)

    dfs(0, 0)
    return best_n, best


def number_counts(cards: Iterable[Card]) -> tuple[list[int], int]:
    """Counts by number at indexes 1-12 (index 0 holds the Wilds, 13 the Skips)."""
    counts = [0] * 14
    for c in cards:
        counts[c.nkey] += 1
    return counts, counts[0]


def colour_counts(cards: Iterable[Card]) -> tuple[list[int], int]:
    """Counts by colour at indexes 0-3, and the number of Wilds."""
    counts = [0] * 14
    for c in cards:
        counts[c.ckey] += 1
    return counts[1:5], counts[0]


def group_values(spec: GroupSpec, target: int) -> tuple[int | Colour, ...]:
    """What each card of a group stands for, given the group's target."""
    if spec.kind == "run":
        return tuple(range(target, target + spec.size))
    if spec.kind == "set":
        return (target,) * spec.size
    return (COLOURS[target],) * spec.size
