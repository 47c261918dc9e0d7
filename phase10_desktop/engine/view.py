"""What one seat may know (the honest bots' whole world).

A :class:`PlayerView` holds the seat's own hand and only public facts: how many
cards others hold, the laid groups, the discard pile (every card in it was shown
face up when discarded), scores and phases, and what each seat took from or
threw on the discard pile this round. It never holds other hands or the order of
the draw pile, so a bot that sees only this cannot cheat. It is immutable, so it
can be handed to a worker thread.
"""

from __future__ import annotations

from typing import Any

from .actions import Action, group_from_dict, group_to_dict
from .cards import Card, card_from_token, card_token
from .groups import Group
from .legality import TurnContext, legal_actions, problem, turn_problem
from .rules import RuleSet
from .values import value_class


@value_class(slots=True)
class RoundResult:
    """One line of the score sheet."""

    round_no: int
    went_out: int | None
    points: tuple[int, ...]
    laid: tuple[int | None, ...]
    tiebreak: bool = False
    #: the phase each seat played for in this round (None: not playing, R8.3); what
    #: statistics and the score sheet show, decided here once (R7.2, R9.2, R9.3)
    phases: tuple[int | None, ...] = ()


@value_class(slots=True)
class PlayerView:
    """The game as one seat may see it: its own hand, the counts of the others (what a
    bot decides from, and what the table shows)."""

    seat: int
    players: int
    names: tuple[str, ...]
    rules: RuleSet
    round_no: int
    dealer: int
    #: the seat to move
    turn: int
    #: "draw", "play", "over", or "deal" (between rounds: nobody moves)
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
    #: how often the draw pile was rebuilt this round (R3.7); the fourth time it
    #: would be, the round ends instead (R3.8b)
    reshuffles: int = 0

    @property
    def discard_top(self) -> Card | None:
        return self.discard_pile[-1] if self.discard_pile else None

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
        return turn_problem(self, self.seat) or problem(self.context(), action)

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


def round_result_to_dict(r: RoundResult) -> dict[str, Any]:
    """One score-sheet line as JSON data (saves and views write the same shape)."""
    return {
        "round": r.round_no,
        "went_out": r.went_out,
        "points": list(r.points),
        "laid": list(r.laid),
        "tiebreak": r.tiebreak,
        "phases": list(r.phases),
    }


def view_to_dict(view: PlayerView, rules: dict[str, Any] | None = None) -> dict[str, Any]:
    """Plain JSON data for a view (cards as tokens), e.g. to send to a bot process.

    ``rules`` is ``view.rules.to_dict()`` when the caller has it already: a table
    server writes a view per seat per move, and writing the rules again each time
    was most of the cost (``dataclasses.asdict`` over every phase)."""

    def cards(cs: tuple[Card, ...]) -> list[str]:
        return [card_token(c) for c in cs]

    return {
        "seat": view.seat,
        "players": view.players,
        "names": list(view.names),
        "rules": view.rules.to_dict() if rules is None else rules,
        "round_no": view.round_no,
        "dealer": view.dealer,
        "turn": view.turn,
        "stage": view.stage,
        "hand": cards(view.hand),
        "hand_counts": list(view.hand_counts),
        "draw_count": view.draw_count,
        "discard_pile": cards(view.discard_pile),
        "laid": [[group_to_dict(g) for g in gs] for gs in view.laid],
        "laid_phase": list(view.laid_phase),
        "phase_no": list(view.phase_no),
        "completed": [sorted(c) for c in view.completed],
        "scores": list(view.scores),
        "pending_skip": list(view.pending_skip),
        "active": list(view.active),
        "tiebreak": view.tiebreak,
        "drawn_discard": card_token(view.drawn_discard) if view.drawn_discard else None,
        "laid_this_turn": view.laid_this_turn,
        "picked_up": [cards(p) for p in view.picked_up],
        "discarded": [cards(d) for d in view.discarded],
        "history": [round_result_to_dict(r) for r in view.history],
        "winner": view.winner,
        "reshuffles": view.reshuffles,
    }


def view_from_dict(d: dict[str, Any]) -> PlayerView:
    """Inverse of :func:`view_to_dict`. Malformed data raises ValueError or KeyError.

    Views travel between our own processes only; saves are validated by
    :mod:`saves`, which is where untrusted files come in.
    """
    from .rules import RuleSet

    def cards(xs: list[str]) -> tuple[Card, ...]:
        return tuple(card_from_token(x) for x in xs)

    return PlayerView(
        seat=int(d["seat"]),
        players=int(d["players"]),
        names=tuple(str(n) for n in d["names"]),
        rules=RuleSet.from_dict(d["rules"]),
        round_no=int(d["round_no"]),
        dealer=int(d["dealer"]),
        turn=int(d["turn"]),
        stage=str(d["stage"]),
        hand=cards(d["hand"]),
        hand_counts=tuple(int(x) for x in d["hand_counts"]),
        draw_count=int(d["draw_count"]),
        discard_pile=cards(d["discard_pile"]),
        laid=tuple(tuple(group_from_dict(g) for g in gs) for gs in d["laid"]),
        laid_phase=tuple(None if p is None else int(p) for p in d["laid_phase"]),
        phase_no=tuple(int(p) for p in d["phase_no"]),
        completed=tuple(frozenset(int(p) for p in c) for c in d["completed"]),
        scores=tuple(int(x) for x in d["scores"]),
        pending_skip=tuple(bool(x) for x in d["pending_skip"]),
        active=tuple(int(x) for x in d["active"]),
        tiebreak=bool(d["tiebreak"]),
        drawn_discard=None if d["drawn_discard"] is None else card_from_token(d["drawn_discard"]),
        laid_this_turn=bool(d["laid_this_turn"]),
        picked_up=tuple(cards(p) for p in d["picked_up"]),
        discarded=tuple(cards(x) for x in d["discarded"]),
        history=tuple(
            RoundResult(
                int(r["round"]),
                r["went_out"],
                tuple(r["points"]),
                tuple(r["laid"]),
                bool(r["tiebreak"]),
                tuple(r.get("phases", ())),
            )
            for r in d["history"]
        ),
        winner=d["winner"],
        reshuffles=int(d.get("reshuffles", 0)),
    )
