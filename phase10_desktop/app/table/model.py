"""The table model: the game as the player at the screen may see it, for every view.

One Qt object stands between the seat (:mod:`.seat`: views and events in,
actions out) and everything on screen. It keeps what the seat told it — the
player's :class:`~phase10_desktop.engine.PlayerView`, the seats, who is with
us — and what the table itself makes of it: which card item stands for which
card (:mod:`.tokens`), each seat's last turn, the round that just ended, the
status line. The player's own arrangement (hand order, lay-down slots,
selection: :mod:`.arrangement`) sits beside it. It never holds a
:class:`~phase10_desktop.engine.Game`: a card the seat was not shown cannot
reach the screen, whether the game runs here or on a server.

The seat's moves reach it through the table's conductor (:mod:`.conductor`), which
holds each back until the views have shown the last, so the model only holds what
is shown. Each change is announced by the one signal :attr:`TableModel.changed`,
carrying a :class:`Change` that says what changed.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import assert_never

from PySide6.QtCore import QObject, Signal

from ...engine import Card, PlayerView, cards_missing
from ...engine.actions import Action
from ...engine.events import (
    CardHit,
    DealCommitted,
    Discarded,
    Drew,
    Event,
    GameEnded,
    LaidDown,
    Reshuffled,
    RoundEnded,
    RoundStarted,
    SeedRevealed,
    TieBreak,
    TookBack,
    TurnSkipped,
    TurnStarted,
    WentOut,
    first_event,
    has_event,
    of_kind,
)
from ...engine.phases import Phase
from ...engine.values import value_class
from .arrangement import Arrangement, Snapshot, Staging
from .layout import Placement
from .seat import Opening, Seat, SeatInfo, SeatState, Update
from .tokens import Picture, Tokens, sources_of
from .zones import DISCARD, DRAW, HAND, ZoneKey

__all__ = ["Change", "Focus", "Move", "SeatMove", "TableModel"]


@value_class
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


@value_class
class Focus:
    """Where the keyboard is: a zone, and a card's place in the hand."""

    key: ZoneKey = HAND
    index: int = 0
    #: the player has used the keyboard (the ring is drawn only then)
    keyboard: bool = False


@value_class
class Move:
    """A change as the table shows it: who, what, the events, and the view before."""

    seat: int
    action: Action | None
    events: tuple[Event, ...]
    before: PlayerView | None
    stand_in: bool = False

    @property
    def dealt(self) -> bool:
        return has_event(self.events, RoundStarted)

    @property
    def taken_back(self) -> bool:
        return has_event(self.events, TookBack)

    @property
    def round_ended(self) -> bool:
        return any(isinstance(e, RoundEnded) for e in self.events)


#: what a :class:`Change` may name
CHANGE_KINDS = frozenset(
    {
        "opened",  # a new, loaded or rejoined game: rebuild everything
        "moved",  # a move (or deal, or undo) was applied: animate ``move``
        "arranged",  # the player rearranged, staged or selected cards
        "status",  # the status line's text changed
        "states",  # who is here, who is thinking
        "refused",  # the seat refused the player's move: cards go back
        "round_ended",  # a round's end was shown (``round_ended``)
        "game_over",  # the game ended
        "closed",  # the game went away
        "focus",  # the keyboard focus or the hinted card moved
        "notice",  # the seat told something that is not a move (``text``): a player dropped
    }
)


@value_class
class Change:
    """What changed on the table: the views redraw the parts named in ``what``."""

    what: frozenset[str]
    move: Move | None = None
    #: the text to tell the player (a refusal, a notice), if any
    text: str = ""

    def __contains__(self, kind: str) -> bool:
        return kind in self.what


class TableModel(QObject):
    """The table as the player sees it; the only thing the views read."""

    #: every change of the table (a :class:`Change`)
    changed = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seat: Seat | None = None
        #: the seat the table shows from (None when watching)
        self.human: int | None = 0
        self.seats: tuple[SeatInfo, ...] = ()
        self.states: tuple[SeatState, ...] = ()
        self.view: PlayerView | None = None
        self.practice = False
        #: the game so far when it opened: (public events, view after) per step
        self.history: tuple = ()
        #: every hand face up (a replay), by seat
        self.revealed: dict[int, tuple[Card, ...]] = {}
        #: no moves from here (a replay, someone watching)
        self.read_only = False
        self.arrangement = Arrangement()
        #: each person's arrangement in the round, by (seat, names, round): kept while
        #: people take turns at one screen
        self._kept: dict[tuple, Arrangement] = {}
        self.tokens = Tokens()
        self.picture: Picture | None = None
        #: each seat's latest turn, oldest first (cleared when its next turn starts)
        self.last_turn: dict[int, list[SeatMove]] = {}
        #: the round that just ended, while its summary is shown
        self.finished_round: RoundEnded | None = None
        #: that round's seed, revealed and checked against its commitment
        self.revealed_seed: SeedRevealed | None = None
        #: the latest deck commitment (DealCommitted) told
        self.commitment: str | None = None
        self.result: GameEnded | None = None
        #: the latest change shown (what the words around the cards may speak of)
        self.last_move: Move | None = None
        self.status = ""
        #: the player's move sent to the seat and not yet answered
        self.pending: Action | None = None
        #: the seat has told moves the conductor has not let through yet: what is shown
        #: is behind the game, so the player waits (set by the conductor)
        self.behind = False
        self._focus = Focus()
        #: the hand card the focus is on: it stays on that card while others leave the
        #: hand or come into it (the ring and the arrow keys agree on it)
        self._focus_card: Card | None = None
        #: the card a hint points at (drawn like the focus) until the next change
        self.hinted: Card | None = None
        #: the arrangement before each of the player's moves this turn (for undo)
        self._before_move: list[Snapshot] = []
        self._revision = 0
        self._placed: tuple[int, Placement] | None = None

    # ------------------------------------------------------------------ the seat
    def attach(self, seat: Seat | None) -> None:
        """Take what ``seat`` tells beside its moves, and send it the player's (the
        conductor attaches it: its openings and moves come through the conductor)."""
        if self.seat is not None:
            for signal, slot in self._wiring(self.seat):
                signal.disconnect(slot)
        self.seat = seat
        if seat is not None:
            for signal, slot in self._wiring(seat):
                signal.connect(slot)

    def _wiring(self, seat: Seat) -> list[tuple]:
        return [
            (seat.refused, self._on_refused),
            (seat.states_changed, self._on_states),
            (seat.notice, self._on_notice),
            (seat.closed, self._on_closed),
        ]

    def open(self, opening: Opening) -> None:
        """A game is on the table: show it as it stands, its past told again."""
        self.human = opening.seat
        self.seats = opening.seats
        self.states = tuple(SeatState() for _ in opening.seats)
        self.practice = opening.practice
        self.read_only = opening.read_only
        self.revealed = dict(opening.revealed)
        self.last_turn = {}
        self.finished_round = None
        self.revealed_seed = None
        self.result = None
        self.status = ""
        self.pending = None
        self._before_move = []
        self.commitment = None
        self.view = opening.view
        self.last_move = None
        self.history = opening.history
        for events, view in opening.history:
            if view.round_no == opening.view.round_no:
                self._note_turn(events)
            for e in events:
                self._note_event(e)
        self._take_arrangement(opening)
        self.focus = Focus()
        self.tokens = Tokens()
        self._show_picture({}, fresh=True)
        self._emit("opened", "status")

    def _take_arrangement(self, opening: Opening) -> None:
        """The arrangement of the person the table now shows: theirs as they left it
        when the same round of the same game comes back to them (people taking turns
        at one screen), else a fresh one."""
        v = opening.view
        key = (opening.seat, v.names, v.round_no)
        kept = self._kept.get(key)
        self._kept = {k: a for k, a in self._kept.items() if k[1:] == key[1:]}
        if kept is not None:
            self.arrangement = kept
            kept.follow(v, opening.seat)
        else:
            self.arrangement = Arrangement()
            self.arrangement.follow(v, opening.seat, fresh=True)
        self._kept[key] = self.arrangement

    # ------------------------------------------------------------------ applying
    def apply(self, u: Update) -> Move:
        """Show the seat's move ``u`` (the conductor says when): the move as shown."""
        before = self.view
        events = list(u.events)
        ended = first_event(events, RoundEnded)
        dealt = has_event(events, RoundStarted)
        mine = u.mover == self.human and self.human is not None
        if dealt:
            self.finished_round = None
            self.revealed_seed = None
            self.last_turn = {}
            self._before_move = []
        if mine and u.action is not None and not has_event(events, TookBack):
            self._before_move.append(self.arrangement.snapshot())
        self.view = u.view
        self.revealed = dict(u.revealed)
        if self.pending is not None and mine:
            self.pending = None
        self._note_turn(events)
        for e in events:
            self._note_event(e)
        self.arrangement.follow(self.view, self.human, fresh=dealt)
        undone = [e for e in of_kind(events, TookBack) if e.seat == self.human]
        snap = None
        for _ in undone:
            snap = self._before_move.pop() if self._before_move else snap
        if snap is not None:
            self.arrangement.restore(snap)  # the order and slots from before the move
        if ended is not None:
            self.finished_round = ended
        self._show_picture(sources_of(events, self.human), fresh=dealt)
        kinds = {"moved", "status"}
        if ended is not None:
            kinds.add("round_ended")
        if self.result is not None and has_event(events, GameEnded):
            kinds.add("game_over")
        self.status = ""
        self.hinted = None
        move = self.last_move = Move(u.mover, u.action, tuple(events), before, u.stand_in)
        self._emit(*kinds, move=move)
        return move

    def _note_event(self, e: Event) -> None:
        """Keep what the table shows of the fair deal and the game's result."""
        match e:
            case SeedRevealed():
                self.revealed_seed = e
            case GameEnded():
                self.result = e
            case DealCommitted():
                self.commitment = e.commitment
            case (
                RoundStarted()
                | Reshuffled()
                | Drew()
                | LaidDown()
                | CardHit()
                | Discarded()
                | TurnSkipped()
                | TurnStarted()
                | WentOut()
                | RoundEnded()
                | TieBreak()
                | TookBack()
            ):
                pass  # the view, the picture and the seats' last turns tell these
            case _:
                assert_never(e)

    def _show_picture(self, sources: dict, *, fresh: bool) -> None:
        picture = self._picture()
        if picture is not None:
            self.tokens.show(picture, sources, fresh=fresh)
        self.picture = picture
        self._revision += 1

    def _picture(self) -> Picture | None:
        """The table to show: the round's final table while its summary is up
        (every hand face up), else what the view shows."""
        v = self.view
        if v is None:
            return None
        e = self.finished_round
        seats = range(v.players)
        if e is not None and e.groups:
            me = self.human
            return Picture(
                draw=e.draw_count,
                discard=e.discard,
                hand=e.hands[me] if me is not None else (),
                hands={s: e.hands[s] for s in seats if s != me},
                groups={s: tuple(gs) for s, gs in enumerate(e.groups)},
                seat=me,
            )
        hands: dict[int, tuple[Card | None, ...]] = {}
        for s in seats:
            if s == self.human:
                continue
            shown = self.revealed.get(s)
            hands[s] = shown if shown is not None else (None,) * v.hand_counts[s]
        return Picture(
            draw=v.draw_count,
            discard=v.discard_pile,
            hand=v.hand if self.human is not None else (),
            hands=hands,
            groups={s: tuple(gs) for s, gs in enumerate(v.laid)},
            seat=self.human,
        )

    def _emit(self, *kinds: str, move: Move | None = None, text: str = "") -> None:
        if {"opened", "moved", "arranged"} & set(kinds):
            self._settle_focus()  # before any view draws it
        self.changed.emit(Change(frozenset(kinds), move, text))

    # ----------------------------------------------------------- seat's other news
    def _on_refused(self, action: object, reason: str) -> None:
        """The seat refused the player's move (a server saw it differently): the
        cards go back and the reason is shown."""
        self.pending = None
        self.status = reason
        self._revision += 1
        self._emit("refused", "status", text=reason)

    def _on_states(self, states: Iterable[SeatState]) -> None:
        self.states = tuple(states)
        self._emit("states")

    def _on_notice(self, text: str) -> None:
        self._emit("notice", "status", text=text)

    def _on_closed(self, why: str) -> None:
        self.read_only = True
        self.status = why
        self._emit("closed", "status", text=why)

    # ------------------------------------------------------------------ queries
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
    def human_to_move(self) -> bool:
        v = self.view
        return (
            v is not None
            and self.human is not None
            and not self.read_only
            and v.turn == self.human
            and v.stage in ("draw", "play")
            and self.finished_round is None
            and self.pending is None
            and not self.behind
        )

    def level(self, seat: int) -> str | None:
        """A bot seat's level, or None for a person."""
        if 0 <= seat < len(self.seats):
            return self.seats[seat].level
        return None

    def opponents(self) -> tuple[int, ...]:
        """The other seats clockwise from the player's left, so play goes round the table."""
        v = self.view
        if v is None:
            return ()
        me = self.human if self.human is not None else -1
        return tuple((me + i) % v.players for i in range(1, v.players + (me < 0)))

    def legal_actions(self) -> list[Action]:
        """The player's legal moves now (the engine's list; empty when not their turn)."""
        return self.view.legal_actions() if self.view and self.human_to_move else []

    def problem(self, action: Action) -> str | None:
        """Why the engine would refuse ``action`` from the player now (with its rule), or None."""
        if self.view is None:
            return ""
        return self.view.problem(action)

    def face(self, token: int) -> Card | None:
        """The card a token shows, if the player has seen it."""
        return self.tokens.faces[token]

    def zone_of(self, token: int) -> ZoneKey | None:
        """Where a card item lies now (the loose hand and the slots are both ``hand``)."""
        return self.tokens.place_of(token)

    def draw_top(self) -> int | None:
        """The token on top of the draw pile: the only one of it that may be dragged."""
        pile = self.tokens.places.get(DRAW, [])
        return pile[-1] if pile else None

    def discard_top(self) -> int | None:
        pile = self.tokens.places.get(DISCARD, [])
        return pile[-1] if pile else None

    # --------------------------------------------------------- the arrangement
    @property
    def staging(self) -> Staging:
        return self.arrangement.staging

    @property
    def selected(self) -> list[Card]:
        return self.arrangement.selected

    def hand(self) -> list[Card]:
        return self.arrangement.hand()

    def open_phases(self) -> list[int]:
        return self.arrangement.open_phases()

    def lay_phase(self) -> Phase | None:
        return self.arrangement.lay_phase()

    def cards_missing(self) -> int | None:
        """How many cards the player's hand lacks for the phase the slots are for (the
        engine's count), or None with nothing to lay."""
        phase = self.lay_phase()
        v = self.view
        if phase is None or v is None:
            return None
        return cards_missing(phase, v.hand, v.rules)

    def arranged(self) -> None:
        """The player changed their arrangement: redraw (and drop a stale refusal)."""
        self._revision += 1
        kinds = ["arranged"]
        if self.status:
            self.status = ""
            kinds.append("status")
        self._emit(*kinds)

    @property
    def focus(self) -> Focus:
        """Where the keyboard is (the scene draws it, the input moves it)."""
        return self._focus

    @focus.setter
    def focus(self, focus: Focus) -> None:
        self._focus = focus
        hand = self.hand()
        self._focus_card = hand[focus.index % len(hand)] if hand else None

    def set_focus(self, focus: Focus) -> None:
        """Move the keyboard focus (the scene draws it, assistive technology hears it)."""
        self.focus = focus
        self._emit("focus")

    def _settle_focus(self) -> None:
        """After the hand or the table changed: the focus stays on its card if the card
        is still loose in the hand (else on the card now in its place), and on its zone
        if the zone is still on the table (else on the hand)."""
        f = self._focus
        hand = self.hand()
        key = f.key if f.key in self.places() else HAND
        index = f.index
        card = self._focus_card
        if card is not None and card in hand:
            index = hand.index(card)
        index = max(0, min(index, len(hand) - 1)) if hand else 0
        self._focus = Focus(key, index, f.keyboard)
        self._focus_card = hand[index] if hand else None

    def places(self) -> set[ZoneKey]:
        """Every place the table lays out now: where the keyboard focus may be."""
        p = self.picture
        keys = {DRAW, DISCARD}
        if self.human is not None:
            keys.add(HAND)
        if p is None:
            return keys
        keys |= {ZoneKey("seat", s) for s in self.opponents()}
        for s, groups in p.groups.items():
            keys |= {ZoneKey("group", s, i) for i in range(len(groups))}
        phase = self.lay_phase()
        own = p.groups.get(self.human, ()) if self.human is not None else ()
        if phase is not None and not own and not self.read_only:
            keys |= {ZoneKey("slot", None, i) for i in range(len(phase.groups))}
        return keys

    def hint(self, card: Card | None, text: str) -> None:
        """A hint: its words on the status line and its card marked in the hand."""
        self.hinted = card
        self.status = text
        self._emit("status", "focus", text=text)

    def set_status(self, text: str) -> None:
        """A refusal or a hint for the status line; "" goes back to the prompt."""
        self.status = text
        self._emit("status", text=text)

    # ------------------------------------------------------------ the player's moves
    def play(self, action: Action) -> str | None:
        """Send the player's ``action`` to the seat; the engine's reason if it is
        refused here already (nothing is sent then)."""
        if not self.human_to_move or self.seat is None:
            return self.problem(action) or "not-now"
        why = self.problem(action)
        if why:
            return why
        self.pending = action
        self.seat.play(action)
        return None

    def take_back(self) -> None:
        if self.seat is not None and self.seat.can_take_back():
            self.seat.take_back()

    # ----------------------------------------------------------------- placement
    def placement(self) -> Placement:
        """Every card item the table draws, place by place (faces by :meth:`face`)."""
        if self._placed is not None and self._placed[0] == self._revision:
            return self._placed[1]
        placed = self._place()
        self._placed = (self._revision, placed)
        return placed

    def _place(self) -> Placement:
        t = self.tokens
        p = self.picture
        if p is None:
            return Placement((), (), (), {}, (), {}, (), self.human)
        hand_tokens = t.tokens(HAND)
        by_card = {self.tokens.faces[x]: x for x in hand_tokens}
        loose = tuple(by_card[c] for c in self.hand() if c in by_card)
        slots = tuple(
            tuple(by_card[c] for c in self._slot_order(i) if c in by_card)
            for i in range(len(self.staging.slots))
        )
        hands = {s: tuple(t.tokens(ZoneKey("seat", s))) for s in self.opponents()}
        shown = frozenset(
            x
            for s in self.opponents()
            for x, c in zip(hands[s], p.hands.get(s, ()), strict=False)
            if c is not None
        )
        groups = {
            s: tuple(tuple(t.tokens(ZoneKey("group", s, i))) for i in range(len(gs)))
            for s, gs in p.groups.items()
        }
        return Placement(
            draw=tuple(t.tokens(DRAW)),
            discard=tuple(t.tokens(DISCARD)),
            hand=loose,
            hands=hands,
            slots=slots,
            groups=groups,
            opponents=self.opponents(),
            human=self.human,
            revealed=shown,
        )

    def _slot_order(self, slot: int) -> list[Card]:
        """A slot's cards as the group they make shows them (a run from its lowest
        number, Wilds in the gaps they fill), not in the order they were put in."""
        cards = self.staging.slots[slot]
        try:
            return list(self.arrangement.slot_group(slot).cards)
        except ValueError:
            return list(cards)

    def laid_groups(self) -> dict[int, tuple]:
        """The groups on the table now (the final ones while a round's summary shows)."""
        p = self.picture
        return dict(p.groups) if p is not None else {}

    # ----------------------------------------------------------------- last turns
    def _note_turn(self, events: list[Event] | tuple[Event, ...]) -> None:
        """Keep each seat's latest turn: what the scene marks and the plates say."""
        for e in events:
            match e:
                case TurnStarted():
                    self.last_turn[e.seat] = []
                case TurnSkipped():
                    self.last_turn[e.seat] = [SeatMove("skipped")]
                case Drew():
                    kind = "take" if e.source == "discard" else "draw"
                    shown = (e.card,) if e.card is not None and kind == "take" else ()
                    self._add_move(e.seat, SeatMove(kind, shown))
                case LaidDown():
                    cards = tuple(c for g in e.groups for c in g.cards)
                    self._add_move(e.seat, SeatMove("lay_down", cards))
                case CardHit():
                    self._add_move(e.seat, SeatMove("hit", (e.card,), e.owner, e.group))
                case Discarded():
                    kind = "skip" if e.target is not None else "discard"
                    self._add_move(e.seat, SeatMove(kind, (e.card,), e.target))
                case TookBack():
                    moves = self.last_turn.get(e.seat, [])
                    if moves:
                        moves.pop()
                case (
                    RoundStarted()
                    | Reshuffled()
                    | WentOut()
                    | RoundEnded()
                    | TieBreak()
                    | GameEnded()
                    | DealCommitted()
                    | SeedRevealed()
                ):
                    pass  # no seat's move (a deal clears the turns in _apply)
                case _:
                    assert_never(e)

    def _add_move(self, seat: int, move: SeatMove) -> None:
        self.last_turn.setdefault(seat, []).append(move)

    def marked_cards(self) -> dict[Card, int]:
        """Card -> seat, for the cards each seat's latest turn put on the table."""
        out: dict[Card, int] = {}
        for seat, moves in self.last_turn.items():
            for m in moves:
                if m.kind in ("lay_down", "hit", "discard", "skip"):
                    for c in m.cards:
                        out[c] = seat
        return out
