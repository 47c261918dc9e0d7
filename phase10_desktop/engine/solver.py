"""The phase solver: can these cards lay this phase, and how far are they from it?

Exhaustive by construction: it tries every *target* for every group (a set's
number, a run's lowest number, a colour group's colour) and, for each choice,
computes exactly how many slots the number cards can fill. Cards are counted by
the one attribute that matters (number for sets and runs, colour for colour
groups), so an 11-card hand is a handful of small integers, not permutations.

Why counting is exact: when every slot asks for one key (a number or a colour),
filling slots greedily, group after group, fills as many slots as any other
assignment (each slot of key x can take any card of key x). The rule that each
group needs a number card (R4.7) is a separate matching of groups to distinct
cards; by the Mendelsohn–Dulmage theorem one assignment achieves both optima at
once, so the fewest missing cards is ``max(empty slots - wilds, groups without a
number card)``. Phases mixing colour groups with sets or runs are solved in
:mod:`solver_search`, as a flow from cards to slots.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import Card
from .groups import Group
from .phases import GroupSpec, Phase
from .rules import STANDARD_RULES, RuleSet
from .solver_parts import (
    INF,
    colour_counts,
    group_values,
    max_reps,
    number_counts,
    run_targets,
    setlike_targets,
)
from .solver_sets import is_setlike, setlike_helpers, setlike_missing


def resolve_phase(phase: int | Phase | str | Sequence[GroupSpec], rules: RuleSet) -> Phase:
    """Turn a 1-based phase number in ``rules.phases``, a spec string or groups into a Phase."""
    if type(phase) is int and 0 < phase <= len(rules.phases):
        return rules.phases[phase - 1]
    if isinstance(phase, Phase):
        return phase
    if isinstance(phase, bool):
        raise ValueError(f"{phase!r} is not a phase")
    if isinstance(phase, int):
        if not 1 <= phase <= len(rules.phases):
            raise ValueError(
                f"there is no phase {phase}: this game has phases 1 to {len(rules.phases)}"
            )
        return rules.phases[phase - 1]
    if isinstance(phase, str):
        return Phase.parse(phase)
    return Phase(tuple(phase))


# --- targets -------------------------------------------------------------------
# A target is the key of a set-like group (a number for sets, a colour index for
# colour groups) or the lowest number of a run. Candidates are trimmed without
# losing optimality: all absent keys of a set-like group cost the same, so one
# stands for all of them.


class _Plan:
    """The best targets found so far and what they cost."""

    __slots__ = ("missing", "slots_empty", "targets")

    def __init__(self) -> None:
        self.missing = INF
        self.slots_empty = INF
        self.targets: tuple[int, ...] = ()


def _keyed_plan(
    specs: Sequence[GroupSpec],
    counts: list[int],
    wilds: int,
    keys: range,
    natural_required: bool,
    stop_at_zero: bool,
) -> _Plan:
    """Search targets for a phase whose groups all key on one attribute."""
    n_groups = len(specs)
    cand: list[Sequence[int]] = []
    for spec in specs:
        if spec.kind == "run":
            cand.append(run_targets(spec.size))
        else:
            cand.append(setlike_targets(counts, keys))
    best = _Plan()
    remaining = list(counts)
    targets = [0] * n_groups
    got_natural = [False] * n_groups

    def leaf(empty: int) -> None:
        g0 = 0
        if natural_required and not all(got_natural):
            rep_sets = [
                [k for k in _demand_keys(specs[g], targets[g]) if counts[k]]
                for g in range(n_groups)
            ]
            g0 = n_groups - max_reps(rep_sets, counts)[0]
        missing = max(empty - wilds, g0, 0)
        if missing < best.missing or (missing == best.missing and empty < best.slots_empty):
            best.missing, best.slots_empty, best.targets = missing, empty, tuple(targets)

    def dfs(g: int, empty: int) -> bool:
        if g == n_groups:
            leaf(empty)
            return stop_at_zero and best.missing == 0 and best.slots_empty == empty
        spec = specs[g]
        lo_index = 0
        if g and specs[g - 1] == spec:  # identical groups: targets in non-decreasing order
            lo_index = cand[g].index(targets[g - 1]) if targets[g - 1] in cand[g] else 0
        for target in cand[g][lo_index:]:
            taken: list[tuple[int, int]] = []
            e = empty
            if spec.kind == "run":
                for k in range(target, target + spec.size):
                    if remaining[k]:
                        remaining[k] -= 1
                        taken.append((k, 1))
                    else:
                        e += 1
            else:
                have = remaining[target]
                use = have if have < spec.size else spec.size
                e += spec.size - use
                if use:
                    remaining[target] -= use
                    taken.append((target, use))
            if e - wilds <= best.missing and (e - wilds < best.missing or e < best.slots_empty):
                targets[g] = target
                got_natural[g] = bool(taken)
                done = dfs(g + 1, e)
            else:
                done = False
            for k, used in taken:
                remaining[k] += used
            if done:
                return True
        return False

    dfs(0, 0)
    return best


def _demand_keys(spec: GroupSpec, target: int) -> range:
    if spec.kind == "run":
        return range(target, target + spec.size)
    return range(target, target + 1)


# --- closed forms for the shapes of the standard phases ---------------------------
# The generic search above is exact for any phase; these give the same answers
# (tests compare them with it and with a brute force) an order of magnitude
# faster, which is what bots and hints need: they ask thousands of times a turn.

_RUN_MASKS: dict[int, tuple[tuple[int, int], ...]] = {
    k: tuple((s, sum(1 << v for v in range(s, s + k))) for s in range(1, 14 - k))
    for k in range(1, 13)
}


def _fast_plan(
    specs: Sequence[GroupSpec], counts: list[int], wilds: int, keys: range, natural_required: bool
) -> tuple[int, int, tuple[int, ...]] | None:
    """(missing, empty slots, targets) for one- and two-group shapes, or None."""
    nr = 1 if natural_required else 0
    if len(specs) == 1:
        spec = specs[0]
        k = spec.size
        if spec.kind != "run":
            best_key = max(keys, key=counts.__getitem__)
            have = counts[best_key]
            empty = k - have if have < k else 0
            g0 = nr if not have else 0
            return max(empty - wilds, g0, 0), empty, (best_key,)
        bits = _presence_bits(counts)
        best_p, best_s = -1, 1
        for s, mask in _RUN_MASKS[k]:
            p = (bits & mask).bit_count()
            if p > best_p:
                best_p, best_s = p, s
        empty = k - best_p
        g0 = nr if not best_p else 0
        return max(empty - wilds, g0, 0), empty, (best_s,)
    if len(specs) != 2:
        return None
    a, b = specs
    if a.kind != "run" and b.kind != "run":
        return _two_setlike(a.size, b.size, counts, wilds, keys, nr)
    if a.kind == "run" and b.kind == "run":
        return None
    run, other = (a, b) if a.kind == "run" else (b, a)
    if run.size >= 11:
        return None  # no number outside the run window in some windows; use the search
    res = _set_and_run(other.size, run.size, counts, wilds, nr)
    missing, empty, set_v, run_s = res
    return missing, empty, ((run_s, set_v) if a.kind == "run" else (set_v, run_s))


def _presence_bits(counts: list[int]) -> int:
    bits = 0
    for v in range(1, 13):
        if counts[v]:
            bits |= 1 << v
    return bits


def _two_setlike(
    a: int, b: int, counts: list[int], wilds: int, keys: range, nr: int
) -> tuple[int, int, tuple[int, ...]]:
    """Two sets (or two colour groups) of sizes a and b: only the two most common
    keys matter, since a group's cost only falls as its key gets more cards."""
    n1 = n2 = -1
    v1 = v2 = keys[0]
    for v in keys:
        c = counts[v]
        if c > n1:
            n2, v2, n1, v1 = n1, v1, c, v
        elif c > n2:
            n2, v2 = c, v
    # both groups on the same key (R4.3)
    empty = a + b - n1 if n1 < a + b else 0
    g0 = nr * (2 - n1 if n1 < 2 else 0)
    missing = empty - wilds if empty - wilds > g0 else g0
    best = (missing, empty, (v1, v1))
    # different keys, either way round
    for x, nx, y, ny in ((v1, n1, v2, n2), (v2, n2, v1, n1)):
        empty = (a - nx if nx < a else 0) + (b - ny if ny < b else 0)
        g0 = nr * ((not nx) + (not ny))
        missing = empty - wilds if empty - wilds > g0 else g0
        if missing < best[0] or (missing == best[0] and empty < best[1]):
            best = (missing, empty, (x, y))
    return best


def _set_and_run(
    m: int, k: int, counts: list[int], wilds: int, nr: int
) -> tuple[int, int, int, int]:
    """A set of m and a run of k: (missing, empty slots, set number, run start).

    For each run window the best set number is the most common number outside
    the window, or the most common inside it (then the run also wants one).
    """
    bits = _presence_bits(counts)
    n1 = max(counts[1:13])
    if n1 >= 2:
        # Each number card counts once, so the set's best number gives either the
        # top count n1 (a top number outside the window) or n1 - 1 (all inside,
        # the run takes one); both groups then surely hold a number card.
        top = 0
        for v in range(1, 13):
            if counts[v] == n1:
                top |= 1 << v
        best_c = (INF, INF, 0, 0)
        for s, mask in _RUN_MASKS[k]:
            p = (bits & mask).bit_count()
            outside = top & ~mask
            e = n1 if outside else n1 - 1
            empty = k - p + (m - e if e < m else 0)
            g0 = nr if not p else 0
            missing = empty - wilds if empty - wilds > g0 else g0
            if missing < best_c[0] or (missing == best_c[0] and empty < best_c[1]):
                best_c = (missing, empty, s, outside or (top & mask))
        missing, empty, s, candidates = best_c
        v = (candidates & -candidates).bit_length() - 1
        return missing, empty, v, s
    order = sorted(range(1, 13), key=counts.__getitem__, reverse=True)
    best = (INF, INF, 1, 1)
    for s, mask in _RUN_MASKS[k]:
        p = (bits & mask).bit_count()
        run_empty = k - p
        run_g0 = nr if not p else 0
        v_out = v_in = 0
        for v in order:
            if mask >> v & 1:
                if not v_in:
                    v_in = v
                    if v_out:
                        break
            elif not v_out:
                v_out = v
                if v_in:
                    break
        if v_out:
            n_out = counts[v_out]
            empty = run_empty + (m - n_out if n_out < m else 0)
            g0 = run_g0 + (nr if not n_out else 0)
            missing = empty - wilds
            if missing < g0:
                missing = g0
            if missing < best[0] or (missing == best[0] and empty < best[1]):
                best = (missing, empty, v_out, s)
        n_in = counts[v_in]
        if n_in:
            empty = run_empty + (m - n_in + 1 if n_in <= m else 0)
            g0 = nr if (n_in == 1 and p == 1) else 0
            missing = empty - wilds
            if missing < g0:
                missing = g0
            if missing < best[0] or (missing == best[0] and empty < best[1]):
                best = (missing, empty, v_in, s)
    if best[0] < 0:
        best = (0, *best[1:])
    return best


# --- public API --------------------------------------------------------------------


_NUMBER_KEYS = range(1, 13)
_COLOUR_KEYS = range(4)


def _plan(
    spec: Phase, counts: list[int], wilds: int, keys: range, nr: bool, stop: bool
) -> tuple[int, tuple[int, ...]]:
    fast = _fast_plan(spec.groups, counts, wilds, keys, nr)
    if fast is not None:
        return fast[0], fast[2]
    plan = _keyed_plan(spec.groups, counts, wilds, keys, nr, stop)
    return plan.missing, plan.targets


def cards_missing(
    phase: int | Phase | str | Sequence[GroupSpec],
    cards: Iterable[Card],
    rules: RuleSet = STANDARD_RULES,
) -> int:
    """The fewest additional cards that would let ``cards`` lay ``phase``.

    0 exactly when :func:`find_phase` succeeds. Skips never help (R4.6).
    """
    spec = resolve_phase(phase, rules)
    mode = spec.mode
    if mode == "number":
        counts, wilds = number_counts(cards)
        if len(spec.groups) > 2 and is_setlike(spec.groups):
            return setlike_missing(spec.groups, counts[1:13], wilds, rules.natural_per_group)
        return _plan(spec, counts, wilds, _NUMBER_KEYS, rules.natural_per_group, False)[0]
    if mode == "colour":
        counts, wilds = colour_counts(cards)
        if len(spec.groups) > 2:
            return setlike_missing(spec.groups, counts, wilds, rules.natural_per_group)
        return _plan(spec, counts, wilds, _COLOUR_KEYS, rules.natural_per_group, False)[0]
    from .solver_search import mixed_search

    return mixed_search(spec, list(cards), rules.natural_per_group, stop_at_zero=False)[0]


def cards_that_help(
    phase: int | Phase | str | Sequence[GroupSpec],
    cards: Iterable[Card],
    rules: RuleSet,
    candidates: Sequence[Card],
) -> list[bool]:
    """For each candidate, whether adding it to ``cards`` lowers :func:`cards_missing`.

    What a bot's "outs" ask. The shapes of the standard phases (one or two
    groups) have closed forms, cheap enough to solve per candidate; phases of
    more groups, two runs or mixed kinds are answered from one search
    (:func:`solver_sets.setlike_helpers` for sets only or colour groups only,
    :func:`solver_search.helpers` otherwise), not one per candidate.
    """
    spec = resolve_phase(phase, rules)
    cards = list(cards)
    if spec.mode != "mixed" and _needs_search(spec) and is_setlike(spec.groups):
        number_mode = spec.mode == "number"
        counts, wilds = number_counts(cards) if number_mode else colour_counts(cards)
        if number_mode:
            counts = [0, *counts[1:13], 0]  # indexes 0 and 13 count Wilds and Skips
        keys: list[int | None] = []
        for c in candidates:
            key = None if c.is_wild else (c.nkey if number_mode else c.ckey - 1)
            keys.append(-1 if c.is_skip else key)
        helps = setlike_helpers(
            spec.groups, counts, wilds, rules.natural_per_group, [k if k != -1 else 0 for k in keys]
        )
        return [yes and k != -1 for yes, k in zip(helps, keys, strict=True)]
    if spec.mode == "mixed" or _needs_search(spec):
        from .solver_search import helpers

        return helpers(spec, cards, rules.natural_per_group, candidates)
    now = cards_missing(spec, cards, rules)
    return [now > 0 and cards_missing(spec, [*cards, c], rules) < now for c in candidates]


def _needs_search(spec: Phase) -> bool:
    """Does :func:`_fast_plan` leave this phase to the search (see its cases)?"""
    groups = spec.groups
    if len(groups) == 1:
        return False
    if len(groups) != 2:
        return True
    kinds = [g.kind for g in groups]
    if kinds.count("run") == 2:
        return True
    return "run" in kinds and max(g.size for g in groups if g.kind == "run") >= 11


def find_phase(
    phase: int | Phase | str | Sequence[GroupSpec],
    cards: Iterable[Card],
    rules: RuleSet = STANDARD_RULES,
) -> list[Group] | None:
    """The groups that lay ``phase`` from ``cards`` (each Wild with its value), or None.

    The groups have exactly the minimum sizes and use as few Wilds as possible;
    extra fitting cards can be added with hits (R5.2 allows hitting one's own
    groups on the lay-down turn) or by :class:`~phase10_desktop.engine.actions.LayDown`
    directly (R4.5). Exhaustive: it never misses a phase the cards can make.
    """
    spec = resolve_phase(phase, rules)
    mode = spec.mode
    if mode == "mixed":
        from .solver_search import mixed_search

        missing, groups = mixed_search(
            spec, list(cards), rules.natural_per_group, stop_at_zero=True
        )
        return groups if missing == 0 else None
    cards = list(cards)
    if mode == "number":
        counts, wilds = number_counts(cards)
        keys = _NUMBER_KEYS
    else:
        counts, wilds = colour_counts(cards)
        keys = _COLOUR_KEYS
    missing, targets = _plan(spec, counts, wilds, keys, rules.natural_per_group, True)
    if missing:
        return None
    return _materialise_keyed(spec.groups, targets, cards, counts, mode, rules.natural_per_group)


def _materialise_keyed(
    specs: Sequence[GroupSpec],
    targets: Sequence[int],
    cards: list[Card],
    counts: list[int],
    mode: str,
    natural_required: bool,
) -> list[Group]:
    """Put cards in slots: number cards where they fit, Wilds in the gaps.

    Greedy is enough unless a group would be left without a number card (R4.7);
    then each group first gets a representative from the exact matching.
    """
    slots = _fill_slots(specs, targets, cards, mode, None)
    if slots is None:
        rep_sets = [
            [k for k in _demand_keys(s, t) if counts[k]]
            for s, t in zip(specs, targets, strict=True)
        ]
        slots = _fill_slots(specs, targets, cards, mode, max_reps(rep_sets, counts)[1])
        assert slots is not None
    groups = []
    for spec, target, group_cards in zip(specs, targets, slots, strict=True):
        groups.append(Group(spec.kind, tuple(group_cards), group_values(spec, target)))
    return groups


def _fill_slots(
    specs: Sequence[GroupSpec],
    targets: Sequence[int],
    cards: list[Card],
    mode: str,
    reps: list[int | None] | None,
) -> list[list[Card]] | None:
    """Cards for every slot. Without ``reps`` (greedy), None when a group got no
    number card; with each group's representative key it always succeeds."""
    pools: dict[int, list[Card]] = {}
    wilds: list[Card] = []
    number_mode = mode == "number"
    for c in cards:
        if c.is_wild:
            wilds.append(c)
        elif not c.is_skip:
            k = c.nkey if number_mode else c.ckey - 1
            if k in pools:
                pools[k].append(c)
            else:
                pools[k] = [c]
    fixed: dict[tuple[int, int], Card] = {}
    if reps is not None:
        for g, key in enumerate(reps):
            if key is not None:
                pos = key - targets[g] if specs[g].kind == "run" else 0
                fixed[(g, pos)] = pools[key].pop()
    out: list[list[Card]] = []
    for g, (spec, target) in enumerate(zip(specs, targets, strict=True)):
        group: list[Card] = []
        natural = False
        run = spec.kind == "run"
        for pos in range(spec.size):
            card = fixed.get((g, pos)) if fixed else None
            if card is None:
                pool = pools.get(target + pos if run else target)
                if pool:
                    card = pool.pop()
            if card is None:
                card = wilds.pop()
            else:
                natural = True
            group.append(card)
        if reps is None and not natural:
            return None
        out.append(group)
    return out
