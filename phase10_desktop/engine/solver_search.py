"""The general target search of the phase solver, for any phase, as a flow.

:mod:`solver` counts cards by the one key a phase cares about and has closed
forms for the standard phases' shapes. Two questions need more:

* phases mixing colour groups with sets or runs (custom phases): a card of
  colour c and number n can serve a colour group or a set or run, so counting
  by one key does not apply; :func:`mixed_search` solves them as a flow from
  cards to slots;
* which added cards would bring a hand closer to a phase (a bot's "outs"):
  :func:`helpers` answers it for all candidates from one search, instead of
  solving the phase again per candidate, which is what made custom phases
  with many groups slow for the bots.

The flow handles a phase of one key too (it then reduces to counting), so
:func:`helpers` serves every phase.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from .cards import COLOURS, DECK, Card
from .groups import Group
from .phases import GroupSpec, Phase
from .solver_parts import (
    INF,
    colour_counts,
    group_values,
    max_reps,
    number_counts,
    run_targets,
    setlike_targets,
)


def _slot_fits(card: Card, kind: str, target: int) -> bool:
    if kind == "colour":
        return card.colour is COLOURS[target]
    return card.number == target


class _SlotMatcher:
    """Bipartite matching of number cards to slots (Kuhn's augmenting paths).

    Matching groups first (R4.7) and then slots keeps every group that got a
    number card covered: augmenting paths never unmatch a matched slot.
    """

    def __init__(self, naturals: list[Card], slots: list[tuple[int, str, int]], n_groups: int):
        self.naturals = naturals
        self.slots = slots  # (group, kind, key)
        self.group_slots: list[list[int]] = [[] for _ in range(n_groups)]
        for i, (g, _, _) in enumerate(slots):
            self.group_slots[g].append(i)
        self.card_slot: dict[int, int] = {}
        self.slot_card: dict[int, int] = {}
        self.card_group: dict[int, int] = {}

    def _fits(self, ci: int, si: int) -> bool:
        _, kind, key = self.slots[si]
        return _slot_fits(self.naturals[ci], kind, key)

    def augment_slot(self, si: int, seen: set[int]) -> bool:
        for ci in range(len(self.naturals)):
            if ci in seen or not self._fits(ci, si):
                continue
            seen.add(ci)
            if ci not in self.card_slot or self.augment_slot(self.card_slot[ci], seen):
                self.card_slot[ci] = si
                self.slot_card[si] = ci
                return True
        return False

    def augment_group(self, g: int, seen: set[int]) -> bool:
        for ci in range(len(self.naturals)):
            if ci in seen or not any(self._fits(ci, si) for si in self.group_slots[g]):
                continue
            seen.add(ci)
            if ci not in self.card_group or self.augment_group(self.card_group[ci], seen):
                self.card_group[ci] = g
                return True
        return False

    def solve(self, natural_required: bool) -> int:
        """Match; return the number of groups left without a number card."""
        g0 = 0
        if natural_required:
            for g in range(len(self.group_slots)):
                if not self.augment_group(g, set()):
                    g0 += 1
            for ci, g in self.card_group.items():
                si = next(
                    si
                    for si in self.group_slots[g]
                    if si not in self.slot_card and self._fits(ci, si)
                )
                self.slot_card[si] = ci
                self.card_slot[ci] = si
        for si in range(len(self.slots)):
            if si not in self.slot_card:
                self.augment_slot(si, set())
        return g0


class _Search:
    """A hand counted for one phase: number cards by colour and number, and Wilds.

    For a choice of targets (a colour per colour group, a number per set, a first
    number per run) the most slots the number cards can fill is a maximum flow
    from cards to slots. It is computed in closed form by the max-flow min-cut
    theorem (:meth:`cuts`) rather than by matching card by card.
    """

    def __init__(
        self,
        phase: Phase,
        cards: Sequence[Card],
        natural_required: bool,
        every_target: bool = False,
    ) -> None:
        """``every_target`` keeps all targets, not one absent key for all absent
        ones (they cost the same now, but differ once a card is added)."""
        self.phase = phase
        # groups with few targets first (colour groups, sets of a held number), so
        # the bound cuts early; identical groups stay next to each other
        order = sorted(range(len(phase.groups)), key=lambda g: _options(phase.groups[g]))
        self.order = order
        self.specs = tuple(phase.groups[g] for g in order)
        self.natural_required = natural_required
        self.naturals = [c for c in cards if c.number is not None]
        self.wild_cards = [c for c in cards if c.is_wild]
        self.wilds = len(self.wild_cards)
        self.ncounts = number_counts(self.naturals)[0]
        ccounts = colour_counts(self.naturals)[0]
        self.by_type = [[0] * 13 for _ in range(4)]  # by_type[colour][number]
        for c in self.naturals:
            self.by_type[c.ckey - 1][c.nkey] += 1
        self.type_counts = [self.by_type[c][n] for c in range(4) for n in range(13)]
        # (number, cards of it, cards of it by colour) for the numbers held
        self.held = [
            (n, self.ncounts[n], tuple(self.by_type[c][n] for c in range(4)))
            for n in range(1, 13)
            if self.ncounts[n]
        ]
        # each group's targets with how many cards could fill its slots, best first
        self.cand: list[list[tuple[int, int]]] = []
        for spec in self.specs:
            if spec.kind == "run":
                options = [
                    (t, sum(1 for n in range(t, t + spec.size) if self.ncounts[n]))
                    for t in run_targets(spec.size)
                ]
            elif spec.kind == "set":
                keys = range(1, 13) if every_target else setlike_targets(self.ncounts, range(1, 13))
                options = [(t, min(spec.size, self.ncounts[t])) for t in keys]
            else:
                keys = range(4) if every_target else setlike_targets(ccounts, range(4))
                options = [(t, min(spec.size, ccounts[t])) for t in keys]
            options.sort(key=lambda o: -o[1])
            self.cand.append(options)
        self.slots = phase.card_count
        self._fits: dict[tuple[int, int], list[int]] = {}  # (group, target) -> card types

    def _slots(self, targets: Sequence[int]) -> tuple[list[int], list[int]]:
        """Slots asked of each colour and of each number by these targets."""
        colour_slots = [0, 0, 0, 0]
        number_slots = [0] * 13
        for spec, t in zip(self.specs, targets, strict=True):
            if spec.kind == "colour":
                colour_slots[t] += spec.size
            elif spec.kind == "set":
                number_slots[t] += spec.size
            else:
                for n in range(t, t + spec.size):
                    number_slots[n] += 1
        return colour_slots, number_slots

    def flow(self, targets: Sequence[int], enough: int = -1) -> int:
        """The most slots the number cards fill: :meth:`cuts` without the cuts, and
        over the numbers held only (the others add nothing to a cut).

        Stops at the first cut of at most ``enough``: the flow is then no more
        than that, which is all a caller that needs more wants to know.
        """
        colour_slots, number_slots = self._slots(targets)
        wanted = [c for c in range(4) if colour_slots[c]]
        best = INF
        for mask in range(1 << len(wanted)):
            outside = [c for i, c in enumerate(wanted) if not mask >> i & 1]
            cut = 0
            for i, c in enumerate(wanted):
                if mask >> i & 1:
                    cut += colour_slots[c]
            for n, have, by_colour in self.held:
                with_b = number_slots[n]
                for c in outside:
                    with_b += by_colour[c]
                cut += with_b if with_b < have else have
                if cut >= best:
                    break
            if cut < best:
                best = cut
                if best <= enough:
                    break
        return best

    def cuts(self, targets: Sequence[int]) -> tuple[int, list[tuple[set[int], list[bool]]]]:
        """The flow (most slots filled) and the minimum cuts that decide it.

        Cards of colour c and number n may fill a colour-c slot or a number-n
        slot. By max-flow min-cut, the flow is the least, over sets A of colours
        and B of numbers, of (colour slots of A) + (number slots of B) + (cards
        outside A×B). For a fixed A each number decides alone whether to join B,
        and only colours some colour group asks for are worth leaving out of A.
        Each minimum cut is returned as (colours left out of A, for each number
        whether one more card of it would cross the cut), which tells which
        added card raises the flow (:meth:`fills_more`).
        """
        colour_slots, number_slots = self._slots(targets)
        wanted = [c for c in range(4) if colour_slots[c]]
        best, argmin = INF, []
        for mask in range(1 << len(wanted)):
            outside = {c for i, c in enumerate(wanted) if not mask >> i & 1}
            cut = sum(colour_slots[c] for c in wanted if c not in outside)
            grows = [False] * 13
            for n in range(1, 13):
                have = self.ncounts[n]
                with_b = number_slots[n]
                for c in outside:
                    with_b += self.by_type[c][n]
                cut += with_b if with_b < have else have
                grows[n] = have < with_b
            if cut < best:
                best, argmin = cut, [(outside, grows)]
            elif cut == best:
                argmin.append((outside, grows))
        return best, argmin

    def without_natural(self, targets: Sequence[int], counts: list[int] | None = None) -> int:
        """How many groups cannot each get a distinct number card (R4.7).

        ``counts[colour * 13 + number]`` counts the number cards by type (the
        hand's own by default).
        """
        own = counts is None
        counts = self.type_counts if counts is None else counts
        rep_sets = []
        for g, t in enumerate(targets):
            fit = self._fits.get((g, t)) if own else None
            if fit is None:
                spec = self.specs[g]
                if spec.kind == "colour":
                    keys = [t * 13 + n for n in range(1, 13)]
                else:
                    nums = range(t, t + spec.size) if spec.kind == "run" else (t,)
                    keys = [c * 13 + n for c in range(4) for n in nums]
                fit = [k for k in keys if counts[k]]
                if own:
                    self._fits[(g, t)] = fit
            rep_sets.append(fit)
        left = list(counts)  # a greedy pick settles the usual case without a search
        for keys in rep_sets:
            k = next((k for k in keys if left[k]), None)
            if k is None:
                break
            left[k] -= 1
        else:
            return 0
        return len(self.specs) - max_reps(rep_sets, counts)[0]

    def cost(self, targets: Sequence[int], worse_than: int = INF) -> tuple[int, int, int]:
        """(missing cards, empty slots, groups without a number card) for ``targets``.

        Once the missing cards are known to be at least ``worse_than`` the rest
        is not worked out (a search has something as good already).
        """
        empty = self.slots - self.flow(targets, self.slots - self.wilds - worse_than)
        missing = max(empty - self.wilds, 0)
        without = 0
        if missing >= worse_than:
            return missing, empty, without
        if self.natural_required and missing <= len(self.specs):
            without = self.without_natural(targets)
            missing = max(missing, without)
        return missing, empty, without

    def search(self, stop_at_zero: bool, ties: bool = False) -> tuple[int, list[tuple[int, ...]]]:
        """Fewest missing cards and the target choices reaching it (one, or all with ``ties``).

        Choices that cannot beat the best so far are cut off by a bound that
        ignores conflicts between groups; the search stops once nothing can do
        better (every card used, or nothing missing).
        """
        specs, cand = self.specs, self.cand
        bound_after = [0] * (len(specs) + 1)
        for g in range(len(specs) - 1, -1, -1):
            bound_after[g] = bound_after[g + 1] + cand[g][0][1]
        held = len(self.naturals)
        floor = max(self.slots - held - self.wilds, 0)
        best: list[Any] = [INF, []]
        targets = [0] * len(specs)

        picked = [0] * len(specs)  # index of each group's target in its options

        def dfs(g: int, bound: int) -> bool:
            # no completion fills more than its groups' best fills, nor than the cards held
            least_empty = self.slots - min(bound + bound_after[g], held)
            least = max(least_empty - self.wilds, 0)
            if least > best[0] or (least == best[0] and not ties):
                return False
            if g == len(specs):
                missing = self.cost(targets, best[0] + 1 if ties else best[0])[0]
                if missing < best[0]:
                    best[:] = [missing, [tuple(targets)]]
                elif missing == best[0]:
                    best[1].append(tuple(targets))
                return not ties and (missing <= floor or (stop_at_zero and missing == 0))
            # identical groups are interchangeable: take their targets in option order
            first = picked[g - 1] if g and specs[g - 1] == specs[g] else 0
            for i in range(first, len(cand[g])):
                t, fill = cand[g][i]
                targets[g], picked[g] = t, i
                if dfs(g + 1, bound + fill):
                    return True
            return False

        dfs(0, 0)
        return best[0], best[1]

    def in_phase_order(self, targets: Sequence[int]) -> tuple[int, ...]:
        """Targets in the phase's own group order (the search orders groups its way)."""
        out = [0] * len(targets)
        for i, g in enumerate(self.order):
            out[g] = targets[i]
        return tuple(out)

    def fills_more(self, cuts: list[tuple[set[int], list[bool]]], card: Card) -> bool:
        """Would ``card`` raise the flow whose minimum cuts are ``cuts``? Only if it
        crosses every one of them (a card added to one side of a cut does not)."""
        colour, number = card.ckey - 1, card.nkey
        return all(colour in outside or grows[number] for outside, grows in cuts)


def _options(spec: GroupSpec) -> tuple[int, str, int]:
    """How many targets a group has (then its kind and size, to keep equal groups together)."""
    count = {"colour": 4, "set": 12}.get(spec.kind, 13 - spec.size)
    return count, spec.kind, spec.size


def mixed_search(
    phase: Phase, cards: list[Card], natural_required: bool, stop_at_zero: bool
) -> tuple[int, list[Group] | None]:
    """Fewest missing cards for a phase mixing colour groups with sets or runs, and
    the groups when none are missing (only the winning targets are matched card
    by card, to build the groups)."""
    if not stop_at_zero:
        return _missing(phase, natural_required, *_signature(cards)), None
    hand = _Search(phase, cards, natural_required)
    missing, found = hand.search(stop_at_zero)
    if missing:
        return missing, None
    chosen = hand.in_phase_order(found[0])
    slot_list: list[tuple[int, str, int]] = []
    for g, (spec, t) in enumerate(zip(phase.groups, chosen, strict=True)):
        if spec.kind == "run":
            slot_list.extend((g, "run", t + i) for i in range(spec.size))
        else:
            slot_list.extend((g, spec.kind, t) for _ in range(spec.size))
    matcher = _SlotMatcher(hand.naturals, slot_list, len(phase.groups))
    matcher.solve(natural_required)
    return 0, _groups_from_slots(phase, chosen, slot_list, matcher, hand.wild_cards)


def helpers(
    phase: Phase, cards: Sequence[Card], natural_required: bool, candidates: Sequence[Card]
) -> list[bool]:
    """For each candidate card, whether adding it to ``cards`` lowers the cards missing
    (see :func:`_helpers`, whose answers are remembered by what the cards are)."""
    kinds = tuple(_kind(c) for c in candidates)
    return list(_helpers(phase, natural_required, *_signature(cards), kinds))


# A bot asks about the same hands again and again (a hand weighed before taking the
# discard is weighed again after; its seat-mates hold similar ones), and the answers
# depend only on what the cards are, not which copies: remember them by that.


def _signature(cards: Sequence[Card]) -> tuple[tuple[int, ...], int]:
    """What matters of a hand here: its number cards by type, and its Wilds."""
    types = sorted((c.ckey - 1) * 13 + c.nkey for c in cards if c.number is not None)
    return tuple(types), sum(1 for c in cards if c.is_wild)


def _kind(card: Card) -> int:
    """A card's type as in :func:`_signature`; -1 for a Wild, -2 for a Skip."""
    if card.number is not None:
        return (card.ckey - 1) * 13 + card.nkey
    return -1 if card.is_wild else -2


def _stand_in(kind: int) -> Card:
    """A card of that type (which copy does not matter to the answers)."""
    return _STAND_INS[kind]


_STAND_INS: dict[int, Card] = {}
for _card in DECK:
    _STAND_INS.setdefault(_kind(_card), _card)


def _stand_ins(types: tuple[int, ...], wilds: int) -> list[Card]:
    return [_stand_in(k) for k in types] + [_stand_in(-1)] * wilds


@lru_cache(maxsize=8192)
def _missing(phase: Phase, natural_required: bool, types: tuple[int, ...], wilds: int) -> int:
    return _Search(phase, _stand_ins(types, wilds), natural_required).search(False)[0]


@lru_cache(maxsize=8192)
def _helpers(
    phase: Phase,
    natural_required: bool,
    types: tuple[int, ...],
    wilds: int,
    kinds: tuple[int, ...],
) -> tuple[bool, ...]:
    """For each candidate (by type), whether adding it to the hand (by types and
    Wilds) lowers the cards missing.

    One search finds every target choice at the fewest missing ``m``; a card
    helps when, for one of them, it fills a slot that needs filling (it raises
    the flow, :meth:`_Search.fills_more`) and gives a group lacking a number
    card one (R4.7) if that is what holds ``m`` up. Far cheaper than solving the
    phase again for every candidate, which is what the bots' outs ask.
    """
    cards = _stand_ins(types, wilds)
    candidates = [_stand_in(k) for k in kinds]
    hand = _Search(phase, cards, natural_required, every_target=True)
    m, choices = hand.search(stop_at_zero=False, ties=True)
    helps = [False] * len(candidates)
    if m == 0:
        return tuple(helps)
    for targets in choices:
        _, empty, without = hand.cost(targets)
        need_fill = empty - hand.wilds >= m
        need_natural = without >= m
        cuts = hand.cuts(targets)[1] if need_fill else []
        for i, card in enumerate(candidates):
            if helps[i] or card.is_skip:
                continue
            if card.is_wild:
                helps[i] = need_fill and not need_natural
                continue
            if need_fill and not hand.fills_more(cuts, card):
                continue
            if need_natural:
                counts = list(hand.type_counts)
                counts[(card.ckey - 1) * 13 + card.nkey] += 1
                if hand.without_natural(targets, counts) >= without:
                    continue
            helps[i] = True
        if all(helps):
            break
    return tuple(helps)


def _groups_from_slots(
    phase: Phase,
    targets: Sequence[int],
    slots: list[tuple[int, str, int]],
    matcher: _SlotMatcher,
    wild_cards: list[Card],
) -> list[Group]:
    wilds_iter = iter(wild_cards)
    groups = []
    pos = 0
    for spec, t in zip(phase.groups, targets, strict=True):
        gcards = []
        for _ in range(spec.size):
            ci = matcher.slot_card.get(pos)
            gcards.append(matcher.naturals[ci] if ci is not None else next(wilds_iter))
            pos += 1
        groups.append(Group(spec.kind, tuple(gcards), group_values(spec, t)))
    return groups
