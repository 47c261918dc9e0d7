"""The player's own arrangement: hand order, lay-down slots and selection.

None of this is the game's: the engine does not care in which order a player
keeps their cards, which cards they have put aside for their phase, or which
ones they have picked up to play. It belongs to the person at the screen, so it
lives here, apart from the seat's view of the game, and it survives every
change of the game that leaves the cards in the hand: a bot's move, a refused
drop, an undo (which puts back the order and the slots as they were before the
move it takes back).

Whether staged cards may form a slot's group is still the engine's question
(``arrange_group`` raises with its reason); the arrangement only remembers the
player's choices.
"""

from __future__ import annotations

from dataclasses import field, replace

from ...engine import Card, LayDown, PlayerView, arrange_group
from ...engine import open_phases as phases_open_to
from ...engine.groups import End, Group, Value
from ...engine.phases import Phase
from ...engine.values import value_class

__all__ = ["Arrangement", "Snapshot", "Staging"]


@value_class(frozen=False)
class Staging:
    """The lay-down slots: cards put aside for each group of the chosen phase."""

    phase_no: int | None = None
    slots: list[list[Card]] = field(default_factory=list)
    #: the end of its run a Wild was dropped nearer to (R5.3's choice, for laying too)
    wild_ends: dict[int, End] = field(default_factory=dict)

    def holds(self, card: Card) -> bool:
        return any(card in s for s in self.slots)

    def cards(self) -> set[Card]:
        return {c for s in self.slots for c in s}

    def copy(self) -> Staging:
        return replace(self, slots=[list(s) for s in self.slots], wild_ends=dict(self.wild_ends))


@value_class
class Snapshot:
    """The arrangement at one moment, to put back when a move is taken back."""

    order: tuple[int, ...]
    staging: Staging


class Arrangement:
    """Hand order, slots and selection for the seat ``seat`` of ``view``."""

    def __init__(self) -> None:
        self.view: PlayerView | None = None
        self.seat: int | None = None
        #: card ids, left to right (cards in slots keep their place here too)
        self.order: list[int] = []
        self.staging = Staging()
        self.selected: list[Card] = []
        #: where in the hand the next card to arrive goes (the player dropped a drawn
        #: card there before the game said which card it is)
        self.arrival: int | None = None

    # ----------------------------------------------------------------- following
    def follow(self, view: PlayerView | None, seat: int | None, *, fresh: bool = False) -> None:
        """The game changed: keep the player's order for the cards still held, put
        new ones at the end, and empty slots of cards that left the hand."""
        self.view, self.seat = view, seat
        cards = view.hand if view is not None and seat is not None else ()
        held = {c.id for c in cards}
        if fresh:
            self.order = [c.id for c in cards]
            self.selected = []
            self.staging = Staging()
        else:
            self.order = [i for i in self.order if i in held]
            new = [c.id for c in cards if c.id not in self.order]
            self.order += new
            self.selected = [c for c in self.selected if c.id in held]
            for s in self.staging.slots:
                s[:] = [c for c in s if c.id in held]
            if self.arrival is not None and len(new) == 1:
                self.move(new[0], self.arrival)
        self.arrival = None
        self._fit_slots()

    def snapshot(self) -> Snapshot:
        return Snapshot(tuple(self.order), self.staging.copy())

    def restore(self, snap: Snapshot) -> None:
        """Put back an earlier order and slots (an undo), for the cards held now."""
        held = {c.id for c in self.view.hand} if self.view is not None else set()
        self.order = [i for i in snap.order if i in held]
        self.order += [i for i in sorted(held) if i not in self.order]
        self.staging = snap.staging.copy()
        for s in self.staging.slots:
            s[:] = [c for c in s if c.id in held]
        self._fit_slots()

    def _fit_slots(self) -> None:
        phase = self.lay_phase()
        want = len(phase.groups) if phase is not None else 0
        if len(self.staging.slots) != want:
            self.staging = Staging(self.staging.phase_no if want else None)
            self.staging.slots = [[] for _ in range(want)]
            self.lay_phase()

    # ------------------------------------------------------------------- queries
    def hand(self) -> list[Card]:
        """The cards held and not in a slot, in the player's order."""
        v = self.view
        if v is None or self.seat is None:
            return []
        staged = self.staging.cards()
        by_id = {c.id: c for c in v.hand if c not in staged}
        return [by_id.pop(i) for i in self.order if i in by_id] + list(by_id.values())

    def open_phases(self) -> list[int]:
        """Phases the player may lay this round (the engine's answer, from their view)."""
        v = self.view
        if v is None or self.seat is None or v.stage in ("over", "deal"):
            return []
        return phases_open_to(v, self.seat)

    def lay_phase(self) -> Phase | None:
        """The phase the slots are for (None once laid, or with nothing to lay)."""
        v = self.view
        if v is None or self.seat is None or v.laid[self.seat]:
            return None
        phases = self.open_phases()
        if not phases:
            return None
        if self.staging.phase_no not in phases:
            self.staging.phase_no = phases[0]
        return v.rules.phases[self.staging.phase_no - 1]

    def choose_lay_phase(self, number: int) -> bool:
        """With phases in any order (R9.2): which open phase the slots are for."""
        if number not in self.open_phases() or number == self.staging.phase_no:
            return False
        self.staging = Staging(phase_no=number)
        self._fit_slots()
        return True

    def slot_group(self, slot: int, cards: list[Card] | None = None) -> Group:
        """The group a slot's cards make, Wilds at the ends they were dropped at.

        Raises ValueError with the engine's reason when they cannot make it.
        """
        phase = self.lay_phase()
        if phase is None or not 0 <= slot < len(phase.groups):
            raise ValueError("no such slot")
        cards = self.staging.slots[slot] if cards is None else cards
        low = sum(1 for c in cards if c.is_wild and self.staging.wild_ends.get(c.id) == "low")
        return arrange_group(phase.groups[slot].kind, cards, low_wilds=low)

    def slot_problem(self, slot: int, cards: list[Card]) -> str | None:
        """Why these cards can never form the slot's group (the engine's words), or None."""
        try:
            self.slot_group(slot, cards)
        except ValueError as e:
            return e.args[0] if e.args else str(e)
        return None

    def staged_lay_down(self, values: dict[int, Value] | None = None) -> LayDown | None:
        """The LayDown the filled slots make (None if a slot cannot form its group).

        ``values`` names what an all-Wild slot stands for (R4.7), by slot index.
        """
        phase = self.lay_phase()
        slots = self.staging.slots
        if phase is None or len(slots) != len(phase.groups) or not all(slots):
            return None
        groups: list[Group] = []
        for i, (spec, cards) in enumerate(zip(phase.groups, slots, strict=True)):
            try:
                if values and i in values:
                    groups.append(arrange_group(spec.kind, cards, value=values[i]))
                else:
                    groups.append(self.slot_group(i))
            except ValueError:
                return None
        return LayDown(tuple(groups), self.staging.phase_no)

    def all_wild_slots(self) -> list[int]:
        """Slots holding only Wilds, whose value the player names (R4.7, option off)."""
        return [i for i, s in enumerate(self.staging.slots) if s and all(c.is_wild for c in s)]

    # ------------------------------------------------------------------- changes
    def stage(self, cards: list[Card], slot: int, end: End | None = None) -> str | None:
        """Put held cards into slot ``slot``; the engine's reason if they cannot go there."""
        phase = self.lay_phase()
        if phase is None or not 0 <= slot < len(phase.groups):
            return "no-slot"
        current = [c for c in self.staging.slots[slot] if c not in cards]
        saved = dict(self.staging.wild_ends)
        for c in cards:
            if c.is_wild and end is not None:
                self.staging.wild_ends[c.id] = end
        why = self.slot_problem(slot, [*current, *cards])
        if why:
            self.staging.wild_ends = saved
            return why
        for c in cards:
            self._take_out(c)
        self.staging.slots[slot].extend(cards)
        self.selected = [c for c in self.selected if c not in cards]
        return None

    def _take_out(self, card: Card) -> None:
        for s in self.staging.slots:
            if card in s:
                s.remove(card)

    def unstage(self, card: Card, index: int | None = None) -> None:
        """Take a card out of its slot back into the hand (at ``index`` if given)."""
        self._take_out(card)
        self.staging.wild_ends.pop(card.id, None)
        if index is not None:
            self.move(card.id, index)

    def unstage_all(self) -> bool:
        """Empty every slot; False when they were empty already."""
        had = any(self.staging.slots)
        for s in self.staging.slots:
            s.clear()
        self.staging.wild_ends.clear()
        return had

    def move(self, card_id: int, index: int) -> None:
        """Put a card at ``index`` among the loose hand cards."""
        loose = [c.id for c in self.hand() if c.id != card_id]
        index = max(0, min(index, len(loose)))
        before = loose[index] if index < len(loose) else None
        order = [i for i in self.order if i != card_id]
        at = order.index(before) if before is not None else len(order)
        order.insert(at, card_id)
        self.order = order

    def move_many(self, card_ids: list[int], index: int) -> None:
        """Put several cards together at ``index``, keeping their order (a drag of a
        selection)."""
        for k, cid in enumerate(card_ids):
            self.move(cid, index + k)

    def sort(self, by: str) -> None:
        """Sort the hand by number or by colour (Wilds, then Skips, at the end)."""

        def by_number(c: Card) -> tuple:
            return (c.is_skip, c.is_wild, c.number or 0, c.colour.value if c.colour else "")

        def by_colour(c: Card) -> tuple:
            return (c.is_skip, c.is_wild, c.colour.value if c.colour else "", c.number or 0)

        key = by_colour if by == "colour" else by_number
        loose = [c.id for c in sorted(self.hand(), key=key)]
        self.order = loose + [i for i in self.order if i not in loose]

    def toggle(self, card: Card) -> None:
        if card in self.selected:
            self.selected.remove(card)
        else:
            self.selected.append(card)

    def select(self, cards: list[Card]) -> None:
        self.selected = list(cards)
