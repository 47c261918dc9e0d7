"""What one seat may know (the honest bots' whole world).

A :class:`PlayerView` holds the seat's own hand and only public facts: how many
cards others hold, the laid groups, the discard pile (every card in it was shown
face up when discarded), scores and phases, and what each seat took from or
threw on the discard pile this round. It never holds other hands or the order of
the draw pile, so a bot that sees only this cannot cheat. It is immutable, so it
can be handed to a worker thread.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action
from .cards import Card
from .groups import Group
from .legality import TurnContext, legal_actions, problem
from .rules import RuleSet


@dataclass(frozen=True, slots=True)
class RoundResult:
    """One line of the score sheet."""

    round_no: int
    went_out: int | None
    points: tuple[int, ...]
    laid: tuple[int | None, ...]
    tiebreak: bool = False


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: int
    players: int
    names: tuple[str, ...]
    rules: RuleSet
    round_no: int
    dealer: int
    #: the seat to move
    turn: int
    #: "draw", "play" or "over" (for the seat to move)
    stage: str
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    draw_count: int
    #: bottom to top; the last card is the top
    discard_pile: tuple[Card, ...]
    laid: tuple[tuple[Group, ...], ...]
    #: the phase each seat laid this round, or None
    laid_phase: tuple[int | None, ...]
    #: each seat's current phase number (in-order games)
    phase_no: tuple[int, ...]
    #: phases each seat has completed
    completed: tuple[frozenset[int], ...]
    scores: tuple[int, ...]
    pending_skip: tuple[bool, ...]
    #: seats playing this round, in turn order from seat 0
    active: tuple[int, ...]
    tiebreak: bool
    #: this seat's turn facts (meaningful when ``turn == seat``)
    drawn_discard: Card | None
    laid_this_turn: bool
    #: cards each seat took from the discard pile this round, oldest first
    picked_up: tuple[tuple[Card, ...], ...]
    #: cards each seat discarded this round, oldest first
    discarded: tuple[tuple[Card, ...], ...]
    history: tuple[RoundResult, ...]
    winner: int | None

    @property
    def discard_top(self) -> Card | None:
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def my_turn(self) -> bool:
        return self.turn == self.seat and self.stage != "over"

    def current_phase(self, seat: int | None = None) -> int:
        """The phase a seat is working on (in-order games; the final one in a tie-break)."""
        seat = self.seat if seat is None else seat
        return len(self.rules.phases) if self.tiebreak else self.phase_no[seat]

    def context(self) -> TurnContext:
        """Facts for legality checks, from this seat's point of view."""
        return TurnContext(
            rules=self.rules,
            seat=self.seat,
            stage=self.stage if self.turn == self.seat else "wait",
            hand=self.hand,
            laid=self.laid,
            laid_phase=self.laid_phase,
            laid_this_turn=self.laid_this_turn,
            drawn_discard=self.drawn_discard,
            discard_top=self.discard_top,
            draw_count=self.draw_count,
            discard_count=len(self.discard_pile),
            pending_skip=self.pending_skip,
            active=self.active,
            phase_no=self.phase_no[self.seat],
            completed=self.completed[self.seat],
            tiebreak=self.tiebreak,
            names=self.names,
        )

    def legal_actions(self) -> list[Action]:
        """This seat's legal moves (empty when it is not its turn)."""
        if self.turn != self.seat:
            return []
        return legal_actions(self.context())

    def problem(self, action: Action) -> str | None:
        """Why ``action`` would be refused, or None."""
        if self.turn != self.seat and self.stage != "over":
            return f"It is {self.names[self.turn]}'s turn, not yours."
        return problem(self.context(), action)

    def unseen_cards(self) -> list[Card]:
        """Cards this seat has not seen: other hands and the draw pile, in id order.

        Laid groups, the discard pile and the own hand are known; everything else
        is unknown and could be anywhere among the hidden places.
        """
        from .cards import DECK

        seen = set(self.hand)
        seen.update(self.discard_pile)
        for groups in self.laid:
            for g in groups:
                seen.update(g.cards)
        return [c for c in DECK if c not in seen]
