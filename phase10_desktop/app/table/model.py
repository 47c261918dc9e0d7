"""The table model: the game as the player at the keyboard may see it, for every view.

One Qt object sits between the engine and everything on screen. It owns the
:class:`~phase10_desktop.engine.Game` (nobody else touches it), applies every
action — the player's drops and the bots' answers alike — and turns the
engine's events into fine-grained signals. The scene, the side panel, the
status line and the narrator read only this model, so they can never disagree
about whose turn it is, and a replay, an undo or a resume goes through the same
path as a live move.

What it publishes is the player's :class:`~phase10_desktop.engine.PlayerView`
plus the table's own state around it: the order the player keeps their hand
in, the cards put in the lay-down slots (and which end a Wild was dropped at),
the selection, and each seat's last turn. Hidden cards reach the scene only as
card-item ids without faces (:meth:`placement`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QObject, Signal

from ...engine import (
    DECK,
    Card,
    Discard,
    Draw,
    Game,
    GameEnded,
    Hit,
    IllegalMove,
    LayDown,
    PlayerView,
    RoundEnded,
    RoundStarted,
    arrange_group,
)
from ...engine import open_phases as phases_open_to
from ...engine.actions import Action
from ...engine.events import (
    CardHit,
    DealCommitted,
    Discarded,
    Drew,
    Event,
    LaidDown,
    SeedRevealed,
    TurnSkipped,
    TurnStarted,
)
from ...engine.groups import End, Group
from ...engine.phases import Phase
from ..game_setup import SeatConfig
from .layout import Placement


@dataclass(frozen=True)
class SeatMove:
    """One thing a seat did in its latest turn, kept until its next turn starts."""

    #: "draw", "take" (from the discard pile), "lay_down", "hit", "discard", "skip",
    #: "skipped" (lost the turn)
    kind: str
    #: the face-up cards involved (the taken discard, the discarded card, the hit card,
    #: the laid cards); a draw from the draw pile shows none
    cards: tuple[Card, ...] = ()
    #: a Skip's target, or the owner of the group hit
    seat: int | None = None
    group: int | None = None


@dataclass(frozen=True)
class Move:
    """An action as the table shows it: who, what, the events, and the state before."""

    seat: int
    action: Action | None
    events: tuple[Event, ...]
    before: PlayerView | None


@dataclass
class Staging:
    """The player's lay-down slots: cards put aside for each group of the chosen phase."""

    phase_no: int | None = None
    slots: list[list[Card]] = field(default_factory=list)
    #: the end of its run a Wild was dropped nearer to (R5.3's choice, for laying too)
    wild_ends: dict[int, End] = field(default_factory=dict)

    def holds(self, card: Card) -> bool:
        return any(card in s for s in self.slots)

    def cards(self) -> set[Card]:
        return {c for s in self.slots for c in s}


class TableModel(QObject):
    """The table as the human player sees it; the only thing the views read."""

    #: a new or loaded game: rebuild everything
    reset = Signal()
    #: a round was dealt: animate the deal
    dealt = Signal()
    #: an action changed the table: animate it (a :class:`Move`)
    moved = Signal(object)
    #: an action was applied (seat, action, events): narrator, autosave, sounds
    applied = Signal(int, object, object)
    #: anything panels, buttons or plates show may have changed
    changed = Signal()
    #: the player rearranged, staged or selected cards (no engine move)
    arranged = Signal()
    #: the status line's text (a refusal, a hint); empty means "show the prompt"
    status_changed = Signal(str)
    #: a round ended (the engine's RoundEnded); the table keeps the final position
    round_ended = Signal(object)
    #: the game is over (GameEnded)
    game_over = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game: Game | None = None
        self.seats: tuple[SeatConfig, ...] = ()
        self.human = 0
        self.view: PlayerView | None = None
        self.hand_order: list[int] = []
        self.staging = Staging()
        self.selected: list[Card] = []
        #: each seat's latest turn, oldest first (cleared when its next turn starts)
        self.last_turn: dict[int, list[SeatMove]] = {}
        #: the round that just ended, while its summary is shown
        self.finished_round: RoundEnded | None = None
        #: that round's seed, revealed and checked against its commitment
        self.revealed: SeedRevealed | None = None
        self.result: GameEnded | None = None
        self.status = ""
        #: the finished round's last position, shown under its summary (the engine has
        #: already gathered the cards for the next deal by then)
        self._final: Placement | None = None
        #: a game that deals on by itself (an old save, a test deal) dealt the next
        #: round with the move that ended this one: its events wait for the summary
        self._dealt_early: list[Event] = []
        #: bumped by every change the placement depends on (it is asked for several
        #: times per change: the layout, the plates, the Wild badges)
        self._revision = 0
        self._placed: tuple[int, Placement] | None = None

    # ------------------------------------------------------------------ set-up
    def start(self, game: Game, seats: tuple[SeatConfig, ...] | list[SeatConfig]) -> None:
        """Show ``game`` (new, loaded or rebuilt) from the human seat's side."""
        self._game = game
        self.seats = tuple(seats)
        self.human = next((i for i, s in enumerate(self.seats) if s.human), 0)
        self.staging = Staging()
        self.selected = []
        self.last_turn = {}
        self.finished_round = None
        self.result = None
        self.status = ""
        self._final = None
        self._dealt_early = []
        self._refresh_view()
        self.hand_order = [c.id for c in self.view.hand] if self.view else []
        self._reset_staging()
        self.reset.emit()
        self.changed.emit()

    @property
    def game(self) -> Game | None:
        """The engine's game, for saving it and for the bots' seats (never for drawing)."""
        return self._game

    def _refresh_view(self) -> None:
        g = self._game
        self.view = None if g is None else g.view(self.human)
        self._revision += 1

    # ----------------------------------------------------------------- queries
    @property
    def ready(self) -> bool:
        return self.view is not None

    @property
    def turn(self) -> int:
        return self.view.turn if self.view else 0

    @property
    def stage(self) -> str:
        return self.view.stage if self.view else "over"

    @property
    def is_over(self) -> bool:
        return self.view is not None and self.view.stage == "over"

    @property
    def between_rounds(self) -> bool:
        """The round is over and the next one not shown yet (summary, cut)."""
        return self.view is not None and (
            self.view.stage == "deal" or self.finished_round is not None
        )

    @property
    def waiting_for_deal(self) -> bool:
        """The next round is to be dealt (or, already dealt by the engine, shown)."""
        g = self._game
        return g is not None and (g.stage == "deal" or bool(self._dealt_early))

    @property
    def human_to_move(self) -> bool:
        v = self.view
        return (
            v is not None
            and v.turn == self.human
            and v.stage in ("draw", "play")
            and self.finished_round is None
        )

    def level(self, seat: int) -> str | None:
        """A bot seat's level, or None for the person at the keyboard."""
        if 0 <= seat < len(self.seats) and not self.seats[seat].human:
            return self.seats[seat].level
        return None

    def opponents(self) -> tuple[int, ...]:
        """Opponents clockwise from the player's left, so play goes round the table."""
        v = self.view
        if v is None:
            return ()
        return tuple((self.human + i) % v.players for i in range(1, v.players))

    def legal_actions(self) -> list[Action]:
        """The player's legal moves now (the engine's list; empty when not their turn)."""
        return self.view.legal_actions() if self.view and self.human_to_move else []

    def problem(self, action: Action) -> str | None:
        """Why the engine would refuse ``action`` from the player now, or None."""
        g = self._game
        if g is None:
            return ""
        return g.problem(action)

    def hand(self) -> list[Card]:
        """The player's cards not in a slot, in the order they keep them."""
        v = self.view
        if v is None:
            return []
        staged = self.staging.cards()
        by_id = {c.id: c for c in v.hand if c not in staged}
        out = [by_id.pop(i) for i in self.hand_order if i in by_id]
        out += list(by_id.values())
        return out

    def placement(self) -> Placement:
        """Every card the table draws, zone by zone; hidden ones by id only."""
        if self._placed is not None and self._placed[0] == self._revision:
            return self._placed[1]
        placed = self._place()
        self._placed = (self._revision, placed)
        return placed

    def _place(self) -> Placement:
        g = self._game
        if g is None or self.view is None:
            return Placement((), (), (), {}, (), {}, (), self.human)
        if self._final is not None and self.finished_round is not None:
            return self._final
        return placement_of(
            g,
            self.human,
            self.hand(),
            self.staging.slots,
            reveal=self.finished_round is not None or self.view.stage == "over",
        )

    def card_face(self, card_id: int) -> Card | None:
        """The face of a card the player may see (in hand, piles' tops, groups), else None."""
        v = self.view
        if v is None:
            return None
        for c in (*v.hand, *v.discard_pile):
            if c.id == card_id:
                return c
        for gs in v.laid:
            for grp in gs:
                for c in grp.cards:
                    if c.id == card_id:
                        return c
        return None

    # ------------------------------------------------------------------ phases
    def open_phases(self) -> list[int]:
        """Phases the player may lay this round (the engine's answer, from their view)."""
        v = self.view
        if v is None or v.stage in ("over", "deal"):
            return []
        return phases_open_to(v, self.human)

    def lay_phase(self) -> Phase | None:
        """The phase the slots are for (None once laid, or with nothing to lay)."""
        v = self.view
        if v is None or v.laid[self.human]:
            return None
        phases = self.open_phases()
        if not phases:
            return None
        if self.staging.phase_no not in phases:
            self.staging.phase_no = phases[0]
        return v.rules.phases[self.staging.phase_no - 1]

    def choose_lay_phase(self, number: int) -> None:
        """With phases in any order (R9.2): which open phase the slots are for."""
        if number in self.open_phases() and number != self.staging.phase_no:
            self.staging.phase_no = number
            self._reset_staging(keep_phase=True)
            self.arranged.emit()
            self.changed.emit()

    def _reset_staging(self, keep_phase: bool = False) -> None:
        number = self.staging.phase_no if keep_phase else None
        self.staging = Staging(phase_no=number)
        phase = self.lay_phase()
        self.staging.slots = [[] for _ in phase.groups] if phase is not None else []

    # ----------------------------------------------------------------- staging
    def slot_group(self, slot: int, cards: list[Card] | None = None) -> Group:
        """The group a slot's cards make, Wilds at the ends they were dropped at.

        Raises ValueError with the engine's reason when they cannot make it.
        """
        phase = self.lay_phase()
        if phase is None or not 0 <= slot < len(phase.groups):
            raise ValueError("no such slot")
        cards = self.staging.slots[slot] if cards is None else cards
        spec = phase.groups[slot]
        low = sum(1 for c in cards if c.is_wild and self.staging.wild_ends.get(c.id) == "low")
        return arrange_group(spec.kind, cards, low_wilds=low)

    def slot_problem(self, slot: int, cards: list[Card]) -> str | None:
        """Why these cards can never form the slot's group (the engine's words), or None."""
        try:
            self.slot_group(slot, cards)
        except ValueError as e:
            return e.args[0] if e.args else str(e)
        return None

    def stage_cards(self, cards: list[Card], slot: int, end: End | None = None) -> str | None:
        """Put hand cards into lay-down slot ``slot``; the reason if they cannot go there."""
        phase = self.lay_phase()
        if phase is None or not self.human_to_move or self.stage != "play":
            return "not-now"
        if not 0 <= slot < len(phase.groups):
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
            self._unstage(c)
        self.staging.slots[slot].extend(cards)
        self.selected = [c for c in self.selected if c not in cards]
        self._arranged()
        return None

    def _unstage(self, card: Card) -> None:
        for s in self.staging.slots:
            if card in s:
                s.remove(card)

    def unstage(self, card: Card, index: int | None = None) -> None:
        """Take a card out of its slot back into the hand (at ``index`` if given)."""
        self._unstage(card)
        self.staging.wild_ends.pop(card.id, None)
        if index is not None:
            self.move_in_hand(card.id, index, announce=False)
        self._arranged()

    def unstage_all(self) -> None:
        for s in self.staging.slots:
            s.clear()
        self.staging.wild_ends.clear()
        self._arranged()

    def staged_lay_down(self, values: dict[int, object] | None = None) -> LayDown | None:
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
                    groups.append(arrange_group(spec.kind, cards, value=values[i]))  # type: ignore[arg-type]
                else:
                    groups.append(self.slot_group(i))
            except ValueError:
                return None
        return LayDown(tuple(groups), self.staging.phase_no)

    def all_wild_slots(self) -> list[int]:
        """Slots holding only Wilds, whose value the player names (R4.7, option off)."""
        return [i for i, s in enumerate(self.staging.slots) if s and all(c.is_wild for c in s)]

    # --------------------------------------------------------- hand and selection
    def move_in_hand(self, card_id: int, index: int, *, announce: bool = True) -> None:
        order = [i for i in self.hand_order if i != card_id]
        index = max(0, min(index, len(order)))
        order.insert(index, card_id)
        self.hand_order = order
        if announce:
            self._arranged()

    def sort_hand(self, by: str) -> None:
        """Sort the hand by number or by colour (Wilds, then Skips, at the end)."""

        def by_number(c: Card) -> tuple:
            return (c.is_skip, c.is_wild, c.number or 0, c.colour.value if c.colour else "")

        def by_colour(c: Card) -> tuple:
            return (c.is_skip, c.is_wild, c.colour.value if c.colour else "", c.number or 0)

        key = by_colour if by == "colour" else by_number
        self.hand_order = [c.id for c in sorted(self.hand(), key=key)]
        self._arranged()

    def toggle_select(self, card: Card) -> None:
        if card in self.selected:
            self.selected.remove(card)
        else:
            self.selected.append(card)
        self._arranged()

    def set_selection(self, cards: list[Card]) -> None:
        self.selected = list(cards)
        self._arranged()

    def _arranged(self) -> None:
        self._revision += 1
        self.arranged.emit()
        self.changed.emit()

    # ------------------------------------------------------------------ status
    def set_status(self, text: str) -> None:
        """A refusal or a hint for the status line; "" goes back to the prompt."""
        self.status = text
        self.status_changed.emit(text)

    # ------------------------------------------------------------------- moves
    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Play ``action`` for the seat to move (``seat`` checks it is that seat).

        Raises :class:`IllegalMove` (nothing changes) when the engine refuses it.
        """
        g = self._game
        if g is None:
            raise IllegalMove("There is no game on the table.")
        mover = g.turn
        if seat is not None and seat != mover:
            raise IllegalMove(f"It is {g.names[mover]}'s turn, not {g.names[seat]}'s.")
        before = self.view
        events = g.apply(action)
        self._after(mover, action, events, before)
        return events

    def deal(self, cut: str = "") -> list[Event]:
        """Deal the next round (the game waits between rounds for the player's cut)."""
        g = self._game
        if g is None:
            return []
        if self._dealt_early:
            events, self._dealt_early = self._dealt_early, []
        elif g.stage == "deal":
            events = g.deal(cut)
        else:
            return []
        self._after(-1, None, events, self.view)
        return events

    def _after(
        self, seat: int, action: Action | None, events: list[Event], before: PlayerView | None
    ) -> None:
        dealt = any(isinstance(e, RoundStarted) for e in events)
        ended = next((e for e in events if isinstance(e, RoundEnded)), None)
        if ended is not None and dealt and self._game is not None and not self._game.game_over:
            # dealt on at once: show the end of this round first, the deal after the summary
            cut = next(i for i, e in enumerate(events) if isinstance(e, RoundStarted))
            cut = max(
                (i for i, e in enumerate(events[:cut]) if isinstance(e, DealCommitted)),
                default=cut,
            )
            events, self._dealt_early = events[:cut], events[cut:]
            dealt = False
        if ended is not None and self._game is not None and self._game.stage != "over":
            self._final = self._final_position(before, events, ended)
        if dealt:
            self._final = None
            self.finished_round = None
            self.revealed = None
            self.last_turn = {}
            self.selected = []
        self._refresh_view()
        v = self.view
        assert v is not None
        self._note_turn(events)
        if isinstance(action, LayDown) and seat == self.human:
            self._reset_staging()
        hand_ids = {c.id for c in v.hand}
        if dealt:
            self.hand_order = [c.id for c in v.hand]
            self._reset_staging()
        else:
            for c in v.hand:
                if c.id not in self.hand_order:
                    self.hand_order.append(c.id)
            self.hand_order = [i for i in self.hand_order if i in hand_ids]
            for s in self.staging.slots:
                s[:] = [c for c in s if c.id in hand_ids]
        self.selected = [c for c in self.selected if c.id in hand_ids]
        for e in events:
            if isinstance(e, RoundEnded):
                self.finished_round = e
            elif isinstance(e, SeedRevealed):
                self.revealed = e
            elif isinstance(e, GameEnded):
                self.result = e
        self._revision += 1  # the hand order, slots and round's end all settled above
        if self.status:
            self.status = ""
            self.status_changed.emit("")
        self.applied.emit(seat, action, tuple(events))
        self.moved.emit(Move(seat, action, tuple(events), before))
        if dealt:
            self.dealt.emit()
        self.changed.emit()
        for e in events:
            if isinstance(e, RoundEnded):
                self.round_ended.emit(e)
            elif isinstance(e, GameEnded):
                self.game_over.emit(e)

    def _final_position(
        self, before: PlayerView | None, events: list[Event], ended: RoundEnded
    ) -> Placement | None:
        """The table as the round ended: the last move's cards where it put them, every
        hand left face up. Built from the view before that move and the move's events,
        since the engine has already gathered the cards for the next deal."""
        if before is None:
            return None
        groups = {s: list(gs) for s, gs in enumerate(before.laid)}
        discard = list(before.discard_pile)
        for e in events:
            if isinstance(e, LaidDown):
                groups[e.seat] = list(e.groups)
            elif isinstance(e, CardHit):
                groups[e.owner][e.group] = groups[e.owner][e.group].with_card(e.card, e.end)
            elif isinstance(e, Discarded):
                discard.append(e.card)
        hands = {s: tuple(c.id for c in h) for s, h in enumerate(ended.hands)}
        mine = {c.id: c for c in ended.hands[self.human]}
        hand = [mine.pop(i) for i in self.hand_order if i in mine] + list(mine.values())
        used = {c.id for c in discard} | {
            c.id for gs in groups.values() for g in gs for c in g.cards
        }
        used |= {cid for ids in hands.values() for cid in ids}
        rest = [c.id for c in DECK if c.id not in used]
        opponents = self.opponents()
        return Placement(
            draw=tuple(rest[: before.draw_count]),
            discard=tuple(discard),
            hand=tuple(hand),
            hands={s: hands[s] for s in opponents},
            slots=(),
            groups={s: tuple(gs) for s, gs in groups.items()},
            opponents=opponents,
            human=self.human,
            revealed=frozenset(cid for s in opponents for cid in hands[s]),
        )

    def recall(self, events: tuple[Event, ...] | list[Event]) -> None:
        """Replay past events into the seats' last-turn marks (a resumed game)."""
        self._note_turn(list(events))
        self.changed.emit()

    def _note_turn(self, events: list[Event]) -> None:
        """Keep each seat's latest turn: what the scene marks and the plates say."""
        for e in events:
            if isinstance(e, TurnStarted):
                self.last_turn[e.seat] = []
            elif isinstance(e, TurnSkipped):
                self.last_turn[e.seat] = [SeatMove("skipped")]
            elif isinstance(e, Drew):
                kind = "take" if e.source == "discard" else "draw"
                shown = (e.card,) if e.source == "discard" or e.seat == self.human else ()
                self._add_move(e.seat, SeatMove(kind, shown))
            elif isinstance(e, LaidDown):
                cards = tuple(c for g in e.groups for c in g.cards)
                self._add_move(e.seat, SeatMove("lay_down", cards))
            elif isinstance(e, CardHit):
                self._add_move(e.seat, SeatMove("hit", (e.card,), e.owner, e.group))
            elif isinstance(e, Discarded):
                kind = "skip" if e.target is not None else "discard"
                self._add_move(e.seat, SeatMove(kind, (e.card,), e.target))

    def _add_move(self, seat: int, move: SeatMove) -> None:
        self.last_turn.setdefault(seat, []).append(move)

    def marked_cards(self) -> dict[int, int]:
        """Card id -> seat, for the cards each seat's latest turn put on the table."""
        out: dict[int, int] = {}
        for seat, moves in self.last_turn.items():
            for m in moves:
                if m.kind in ("lay_down", "hit", "discard", "skip"):
                    for c in m.cards:
                        out[c.id] = seat
        return out


def placement_of(
    game: Game,
    human: int,
    hand: list[Card],
    slots: list[list[Card]] | tuple = (),
    *,
    reveal: bool = False,
) -> Placement:
    """What the table shows of ``game`` to ``human``: their ``hand`` (loose cards in
    their order) and ``slots``, the piles, everyone's groups, and the other hands
    as ids only — face up when ``reveal`` (a finished round). One function for the
    live table and for tests that must know where the table put a card."""
    view = game.view(human)
    opponents = tuple((human + i) % game.players for i in range(1, game.players))
    hands = {s: tuple(c.id for c in game.hands[s]) for s in opponents}
    revealed = {cid for ids in hands.values() for cid in ids} if reveal else set()
    return Placement(
        draw=tuple(c.id for c in game.draw_pile),
        discard=tuple(view.discard_pile),
        hand=tuple(hand),
        hands=hands,
        slots=tuple(tuple(s) for s in slots),
        groups={s: tuple(gs) for s, gs in enumerate(view.laid)},
        opponents=opponents,
        human=human,
        revealed=frozenset(revealed),
    )


def action_kind(action: Action | None) -> str:
    """The animation/sound name of an action."""
    if isinstance(action, Draw):
        return "draw"
    if isinstance(action, LayDown):
        return "lay_down"
    if isinstance(action, Hit):
        return "hit"
    if isinstance(action, Discard):
        return "skip" if action.target is not None else "discard"
    return "deal"
