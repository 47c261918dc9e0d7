"""Groups of cards on the table: sets, runs and colour groups (R4.2, R4.5–R4.8, R5.3).

A :class:`Group` records, for every card, the value it stands for: the set's
number, the run position, or the colour. For a number card that is its own
number or colour; for a Wild it is the value it was given when laid, which it
keeps for the rest of the round (R4.8).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal

from .cards import COLOURS, Card, Colour
from .phases import GroupKind, GroupSpec
from .reasons import Reason as R
from .values import value_class

End = Literal["low", "high"]
Value = int | Colour


@value_class(slots=True)
class Group:
    """Cards laid as one set, run or colour group, each with the value it stands for.

    Run cards are kept in ascending order of their values.
    """

    kind: GroupKind
    cards: tuple[Card, ...]
    values: tuple[Value, ...]

    # --- what the group is -------------------------------------------------
    @property
    def number(self) -> int | None:
        """The number of a set (None for other kinds)."""
        return v if self.kind == "set" and isinstance(v := self.values[0], int) else None

    @property
    def low(self) -> int | None:
        return v if self.kind == "run" and isinstance(v := self.values[0], int) else None

    @property
    def high(self) -> int | None:
        return v if self.kind == "run" and isinstance(v := self.values[-1], int) else None

    @property
    def colour(self) -> Colour | None:
        return v if self.kind == "colour" and isinstance(v := self.values[0], Colour) else None

    @property
    def label(self) -> str:
        """What a player reads on the table: "Set of 3 · 7s", "Run 4–9", "Blue"."""
        if self.kind == "set":
            return f"Set of {len(self.cards)} · {self.number}s"
        if self.kind == "run":
            return f"Run {self.low}–{self.high}"
        assert self.colour is not None
        return f"{self.colour.label} ×{len(self.cards)}"

    def __len__(self) -> int:
        return len(self.cards)

    # --- hitting (R5.3) ----------------------------------------------------
    def hit_options(self, card: Card) -> list[tuple[End | None, Value]]:
        """Where ``card`` may be added: ``[(end, value), ...]``; empty if it does not fit.

        ``end`` is ``"low"``/``"high"`` for runs and ``None`` for sets and colour groups.
        """
        if card.is_skip:
            return []
        kind = self.kind
        if kind == "set":
            if card.is_wild or card.number == self.values[0]:
                return [(None, self.values[0])]
            return []
        if kind == "colour":
            if card.is_wild or card.colour is self.values[0]:
                return [(None, self.values[0])]
            return []
        low, high = self.values[0], self.values[-1]
        assert isinstance(low, int) and isinstance(high, int)  # a run's values are numbers
        out: list[tuple[End | None, Value]] = []
        if low > 1 and (card.is_wild or card.number == low - 1):
            out.append(("low", low - 1))
        if high < 12 and (card.is_wild or card.number == high + 1):
            out.append(("high", high + 1))
        return out

    def open_values(self) -> tuple[Value, ...]:
        """What a card hit on this group may stand for (R5.3): the set's number, the
        group's colour, or each number just beyond an end of a run (within 1–12).

        A number card fits exactly when it has one of these values, and a Wild fits
        whenever there is one: a run from 1 to 12 takes nothing more. Screens that
        say what a group "can take" read this rather than working it out again.
        """
        if self.kind != "run":
            return (self.values[0],)
        low, high = self.values[0], self.values[-1]
        assert isinstance(low, int) and isinstance(high, int)  # a run's values are numbers
        ends: list[Value] = []
        if low > 1:
            ends.append(low - 1)
        if high < 12:
            ends.append(high + 1)
        return tuple(ends)

    def accepts(self, card: Card) -> bool:
        return bool(self.hit_options(card))

    def with_card(self, card: Card, end: End | None = None) -> Group:
        """The group after hitting ``card`` on it (at ``end`` for runs).

        Raises ValueError with the reason when the card does not fit there.
        """
        options = self.hit_options(card)
        if not options:
            raise ValueError(
                R("{card} does not fit {group} (R5.3)", card=card, group=self.describe_for(card))
            )
        if self.kind != "run":
            return Group(self.kind, (*self.cards, card), (*self.values, options[0][1]))
        if end is None:
            if len(options) > 1:
                raise ValueError(
                    R(
                        "{card} fits both ends of {group}: choose the low or high end (R5.3)",
                        card=card,
                        group=self,
                    )
                )
            end = options[0][0]
        for option_end, value in options:
            if option_end == end:
                if end == "low":
                    return Group("run", (card, *self.cards), (value, *self.values))
                return Group("run", (*self.cards, card), (*self.values, value))
        raise ValueError(
            R("{card} does not fit the {end} end of {group} (R5.3)", card=card, end=end, group=self)
        )

    def describe_for(self, card: Card) -> str:
        """Why ``card`` is refused, in words: what this group can take."""
        if self.kind == "set":
            return R("{group}: it takes only {number}s or Wilds", group=self, number=self.number)
        if self.kind == "colour":
            assert self.colour is not None
            return R(
                "{group}: it takes only {colour} cards or Wilds", group=self, colour=self.colour
            )
        wanted = [str(v) for v in self.open_values()]
        if not wanted:
            return R("{group}: a run from 1 to 12 takes no more cards", group=self)
        if len(wanted) == 2:
            return R(
                "{group}: it takes only a {low} or a {high}, or a Wild",
                group=self,
                low=wanted[0],
                high=wanted[1],
            )
        return R("{group}: it takes only a {number}, or a Wild", group=self, number=wanted[0])

    # --- checking a group that is about to be laid (R4) --------------------
    def problem(self, spec: GroupSpec | None = None, natural_per_group: bool = True) -> str | None:
        """Why this group may not be laid (as part of ``spec``), or None if it may."""
        if len(self.cards) != len(self.values):
            return R("every card in a group needs exactly one value (R4.8)")
        if spec is not None:
            if spec.kind != self.kind:
                return R(
                    "this group should be a {wanted}, not a {kind} (R4.1)",
                    wanted=spec.kind,
                    kind=self.kind,
                )
            if len(self.cards) < spec.size:
                return R(
                    "{spec} needs {size} cards, not {count} (R4.4)",
                    spec=spec,
                    size=spec.size,
                    count=len(self.cards),
                )
        if len(set(self.cards)) != len(self.cards):
            return R("the same card appears twice in one group (R1.3)")
        for card, value in zip(self.cards, self.values, strict=True):
            if card.is_skip:
                return R("a Skip can never be part of a phase (R4.6)")
            if self.kind == "colour":
                if not isinstance(value, Colour):
                    return R("{card} needs a colour in a colour group (R4.2)", card=card)
                if not card.is_wild and card.colour is not value:
                    return R("{card} is not {colour} (R4.2)", card=card, colour=value)
            else:
                if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 12:
                    return R(
                        "{card} needs a number from 1 to 12 in a {kind} (R4.2)",
                        card=card,
                        kind=self.kind,
                    )
                if not card.is_wild and card.number != value:
                    return R("{card} cannot stand for {value} (R4.6)", card=card, value=value)
        if natural_per_group and all(c.is_wild for c in self.cards):
            return R("each group needs at least one number card, not only Wilds (R4.7)")
        if self.kind == "set" and len(set(self.values)) != 1:
            return R("a set needs cards of one number (R4.2)")
        if self.kind == "colour" and len(set(self.values)) != 1:
            return R("a colour group needs cards of one colour (R4.2)")
        if self.kind == "run":
            for a, b in zip(self.values, self.values[1:], strict=False):
                # (each value is a number by now: checked card by card above)
                if not isinstance(a, int) or b != a + 1:
                    return R(
                        "a run needs consecutive numbers from 1 to 12, without wrap-around (R4.2)"
                    )
        return None


def wild_group_values(kind: GroupKind, size: int) -> tuple[Value, ...]:
    """What a group of ``size`` Wilds alone may stand for (R4.7, with ``natural_per_group``
    off): a set any number, a colour group any colour, a run any first number that
    lets it end by 12 (R4.3)."""
    if kind == "set":
        return tuple(range(1, 13))
    if kind == "colour":
        return COLOURS
    if kind == "run":
        return tuple(range(1, 14 - size))
    raise ValueError(f"unknown group kind {kind!r}")


def arrange_group(
    kind: GroupKind,
    cards: Iterable[Card],
    *,
    value: Value | None = None,
    prefer: End = "high",
    low_wilds: int | None = None,
) -> Group:
    """Build a :class:`Group` from cards, giving each Wild a value.

    Sets and colour groups give Wilds the group's number or colour. A run places
    its number cards, fills gaps with Wilds, then extends with the remaining Wilds
    at the ``prefer`` end first, or puts ``low_wilds`` of them below the lowest
    number and the rest above it (the ends a player dropped them at; a Wild that
    cannot go where it was dropped, below 1 or above 12, goes to the other end).
    ``value`` names the number, lowest run number or
    colour when the group is made of Wilds only (R4.7 with ``natural_per_group``
    off). Raises ValueError with a player-readable reason when the cards cannot
    form such a group at all.
    """
    cards = tuple(cards)
    if not cards:
        raise ValueError(R("a group needs at least one card (R4.2)"))
    if any(c.is_skip for c in cards):
        raise ValueError(R("a Skip can never be part of a phase (R4.6)"))
    naturals = [c for c in cards if not c.is_wild]
    wilds = [c for c in cards if c.is_wild]
    if kind == "set":
        numbers = {c.number for c in naturals if c.number is not None}
        if len(numbers) > 1:
            shown = ", ".join(map(str, sorted(numbers)))
            raise ValueError(
                R("a set needs cards of one number, not {numbers} (R4.2)", numbers=shown)
            )
        number = numbers.pop() if numbers else (value if isinstance(value, int) else 1)
        return Group("set", (*naturals, *wilds), (number,) * len(cards))
    if kind == "colour":
        colours = {c.colour for c in naturals}
        if len(colours) > 1:
            raise ValueError(R("a colour group needs cards of one colour (R4.2)"))
        colour = colours.pop() if colours else (value if isinstance(value, Colour) else None)
        if colour is None:
            colour = Colour.RED
        return Group("colour", (*naturals, *wilds), (colour,) * len(cards))
    if kind != "run":
        raise ValueError(f"unknown group kind {kind!r}")
    by_number: dict[int, Card] = {}
    for c in naturals:
        assert c.number is not None
        if c.number in by_number:
            raise ValueError(R("a run cannot hold two {number}s (R4.2)", number=c.number))
        by_number[c.number] = c
    n = len(cards)
    if n > 12:
        raise ValueError(R("a run has at most 12 cards, 1 to 12 (R4.2)"))
    if by_number:
        lo, hi = min(by_number), max(by_number)
        span = hi - lo + 1
        if span > n:
            raise ValueError(
                R(
                    "these cards cannot make a run: {low} to {high} needs {gaps} Wilds to fill "
                    "the gaps, and there are {wilds} (R4.2)"
                    if span - len(by_number) != 1
                    else "these cards cannot make a run: {low} to {high} needs a Wild to fill "
                    "the gap, and there are {wilds} (R4.2)",
                    low=lo,
                    high=hi,
                    gaps=span - len(by_number),
                    wilds=len(wilds),
                )
            )
        spare = n - span
        if low_wilds is not None:
            down = max(0, min(low_wilds, spare, lo - 1))
            up = min(spare - down, 12 - hi)
            start = lo - (spare - up)
        elif prefer == "high":
            up = min(spare, 12 - hi)
            start = lo - (spare - up)
        else:
            down = min(spare, lo - 1)
            start = lo - down
    else:
        start = value if isinstance(value, int) else 1
        start = max(1, min(start, 13 - n))
    spare_wilds = iter(wilds)
    out_cards = []
    for v in range(start, start + n):
        out_cards.append(by_number[v] if v in by_number else next(spare_wilds))
    return Group("run", tuple(out_cards), tuple(range(start, start + n)))


def groups_problem(
    specs: Sequence[GroupSpec], groups: Sequence[Group], natural_per_group: bool
) -> str | None:
    """Why ``groups`` do not lay a phase made of ``specs`` (or None if they do).

    The groups may come in any order (see :func:`match_groups`).
    """
    return match_groups(specs, groups, natural_per_group)[1]


def match_groups(
    specs: Sequence[GroupSpec], groups: Sequence[Group], natural_per_group: bool
) -> tuple[tuple[Group, ...] | None, str | None]:
    """Match laid ``groups`` to the phase's ``specs`` in whatever order they come.

    Returns ``(groups in the order of specs, None)``, or ``(None, why)`` when no
    assignment works. A player lays phase 9 as "the pair, then the five" as well
    as the other way round; the engine finds which group is which (a bipartite
    matching: each group to a spec it satisfies, every spec once). When none
    works, the reason names a group against the spec it most plausibly meant (of
    its own kind when one is left), so the message explains the real flaw.
    """
    if len(groups) != len(specs):
        if len(specs) == 1:
            return None, R("this phase is one group, not {count} (R4.4)", count=len(groups))
        return None, R(
            "this phase is {wanted} groups, not {count} (R4.4)",
            wanted=len(specs),
            count=len(groups),
        )
    seen: set[Card] = set()
    for group in groups:
        if seen.intersection(group.cards):
            return None, R("the same card appears in two groups (R1.3)")
        seen.update(group.cards)
    n = len(specs)
    fits = [[group.problem(spec, natural_per_group) is None for group in groups] for spec in specs]
    if all(fits[i][i] for i in range(n)):
        return tuple(groups), None  # as listed: keeps the player's own order when it works
    owner: list[int | None] = [None] * n  # owner[group] = the spec it is matched to

    def augment(spec: int, visited: set[int]) -> bool:
        """Kuhn's augmenting path: give ``spec`` a free group, or move a holder on."""
        for g in range(n):
            if fits[spec][g] and owner[g] is None:
                owner[g] = spec
                return True
        for g in range(n):
            if fits[spec][g] and g not in visited:
                visited.add(g)
                holder = owner[g]  # taken: the first loop gave every free group away
                if holder is not None and augment(holder, visited):
                    owner[g] = spec
                    return True
        return False

    if all(augment(spec, set()) for spec in range(n)):
        ordered = [groups[0]] * n
        for g, spec in enumerate(owner):
            assert spec is not None  # as many groups as specs, every spec matched
            ordered[spec] = groups[g]
        return tuple(ordered), None
    return None, _likely_flaw(specs, groups, natural_per_group)


def _likely_flaw(specs: Sequence[GroupSpec], groups: Sequence[Group], natural: bool) -> str:
    """The flaw of the pairing a player most likely meant: each spec, largest
    first, takes the largest group of its kind still free (else any group left)."""
    free = list(range(len(groups)))
    meant: dict[int, int] = {}
    for spec in sorted(range(len(specs)), key=lambda i: -specs[i].size):
        same = [g for g in free if groups[g].kind == specs[spec].kind]
        if same:
            g = max(same, key=lambda g: len(groups[g].cards))
            meant[spec] = g
            free.remove(g)
    for spec in range(len(specs)):
        if spec not in meant:
            meant[spec] = free.pop(0)
    for spec in range(len(specs)):
        why = groups[meant[spec]].problem(specs[spec], natural)
        if why:
            return why
    # all pairs fine would be an assignment, which the matching would have found
    raise AssertionError("match_groups found no assignment, yet the likely one works")
