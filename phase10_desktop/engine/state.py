"""The state of a game and the questions it answers, without any move.

:class:`GameState` names every field of a game and answers what can be read from
them: legality (through :mod:`.legality`), a seat's view, the cards in each place,
who has finished. The state machine (:class:`~.game.Game`) and the round starts
(:class:`~.dealing.Dealing`) build on it, and the checks of a loaded save
(:mod:`.consistency`) read it, so none of them needs to import the others back.
"""

from __future__ import annotations

from .actions import Action
from .cards import Card
from .events import Event
from .groups import Group
from .legality import TurnContext, legal_actions, problem
from .record import Record
from .rules import RuleSet
from .seats import phases_completed
from .view import PlayerView, RoundResult

MIN_PLAYERS, MAX_PLAYERS = 2, 6  # R2.1


class GameState:
    """Every fact of one game of Phase 10 (docs/rules.md R1–R9), and what follows from them."""

    rules: RuleSet
    seed: int
    names: tuple[str, ...]
    players: int
    round_no: int
    dealer: int
    turn: int
    #: "draw", "play", "over", or "deal": the next round's number, dealer and
    #: commitment are fixed, the last round's cards still lie where they were
    #: (before round 1: gathered in the draw pile, in id order) until
    #: :meth:`~.dealing.Dealing.deal` gathers, shuffles and deals them; nobody may move then
    stage: str
    hands: list[list[Card]]
    draw_pile: list[Card]  # the last card is the top
    discard_pile: list[Card]  # the last card is the top
    laid: list[list[Group]]
    laid_phase: list[int | None]
    phase_no: list[int]
    completed: list[set[int]]
    scores: list[int]
    pending_skip: list[bool]
    active: tuple[int, ...]
    tiebreak: bool
    drawn_discard: Card | None
    laid_this_turn: bool
    picked_up: list[list[Card]]
    discarded: list[list[Card]]
    reshuffles: int
    history: list[RoundResult]
    winner: int | None
    #: the game's record (seeds, cuts, actions); None for worlds and test deals
    record: Record | None
    #: what the move being played has caused so far (handed out by ``apply``)
    _events: list[Event]

    # ----------------------------------------------------------- public queries
    @property
    def discard_top(self) -> Card | None:
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def game_over(self) -> bool:
        return self.stage == "over"

    def current_phase(self, seat: int) -> int:
        """The phase ``seat`` is working on (the final phase in a tie-break round)."""
        return len(self.rules.phases) if self.tiebreak else self.phase_no[seat]

    def context(self) -> TurnContext:
        """The facts legality depends on, for the seat to move."""
        s = self.turn
        return TurnContext(
            rules=self.rules,
            seat=s,
            stage=self.stage,
            hand=tuple(self.hands[s]),
            laid=tuple(tuple(gs) for gs in self.laid),
            laid_phase=tuple(self.laid_phase),
            laid_this_turn=self.laid_this_turn,
            drawn_discard=self.drawn_discard,
            discard_top=self.discard_top,
            draw_count=len(self.draw_pile),
            discard_count=len(self.discard_pile),
            pending_skip=tuple(self.pending_skip),
            active=self.active,
            phase_no=self.phase_no[s],
            completed=frozenset(self.completed[s]),
            tiebreak=self.tiebreak,
            names=self.names,
        )

    def legal_actions(self) -> list[Action]:
        """Every legal move of the seat to move (see :func:`legality.legal_actions`)."""
        return legal_actions(self.context())

    def problem(self, action: Action) -> str | None:
        """Why ``action`` is illegal now, or None."""
        return problem(self.context(), action)

    def is_legal(self, action: Action) -> bool:
        return self.problem(action) is None

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may know: its own hand and public facts only."""
        self._check_seat(seat, "seat")
        return PlayerView(
            seat=seat,
            players=self.players,
            names=self.names,
            rules=self.rules,
            round_no=self.round_no,
            dealer=self.dealer,
            turn=self.turn,
            stage=self.stage,
            hand=tuple(self.hands[seat]),
            hand_counts=tuple(len(h) for h in self.hands),
            draw_count=len(self.draw_pile),
            discard_pile=tuple(self.discard_pile),
            laid=tuple(tuple(gs) for gs in self.laid),
            laid_phase=tuple(self.laid_phase),
            phase_no=tuple(self.phase_no),
            completed=tuple(frozenset(c) for c in self.completed),
            scores=tuple(self.scores),
            pending_skip=tuple(self.pending_skip),
            active=self.active,
            tiebreak=self.tiebreak,
            drawn_discard=self.drawn_discard if seat == self.turn else None,
            laid_this_turn=self.laid_this_turn if seat == self.turn else False,
            picked_up=tuple(tuple(p) for p in self.picked_up),
            discarded=tuple(tuple(d) for d in self.discarded),
            history=tuple(self.history),
            winner=self.winner,
            reshuffles=self.reshuffles,
        )

    def finished_seats(self, rounds: int | None = None) -> list[int]:
        """Seats that have completed the game (R8.1, R9.2, R9.3) after ``rounds``
        rounds (default: the round being played or just ended)."""
        last = len(self.rules.phases)
        if self.rules.all_advance:
            if (self.round_no if rounds is None else rounds) >= last:
                return list(range(self.players))
            return []
        return [s for s in range(self.players) if phases_completed(self, s) >= last]

    def loose_cards(self) -> list[Card]:
        """Cards outside the laid groups: the hands, the draw pile and the discard pile."""
        out = list(self.draw_pile) + list(self.discard_pile)
        for h in self.hands:
            out.extend(h)
        return out

    def all_cards(self) -> list[Card]:
        """Every card's place, concatenated: draw pile, discard pile, hands, groups."""
        out = self.loose_cards()
        for gs in self.laid:
            for grp in gs:
                out.extend(grp.cards)
        return out

    def facts(self) -> dict[str, object]:
        """Every field of the state by name, the record aside: two games are in the same
        state exactly when their facts are equal (cards compare as the cards themselves)."""
        return {name: getattr(self, name) for name in _FACTS}

    def _check_seat(self, seat: int, what: str) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise ValueError(f"{what} must be a seat from 0 to {self.players - 1}, not {seat!r}")


#: the fields :meth:`GameState.facts` compares (all but the record and the events)
_FACTS = tuple(name for name in GameState.__annotations__ if name not in ("record", "_events"))
