"""Between rounds and at the deal: gathering, the commitment, the cut, the shuffle.

:class:`Dealing` is the part of :class:`~phase10_desktop.engine.game.Game` that
starts rounds (R2, R7.3) and rebuilds the draw pile (R3.7) from the round seed
and cut of :mod:`.deal`, and keeps the game's :class:`~.record.Record` of
seeds, cuts and decks. It lives apart so the state machine in ``game.py``
stays about turns; it reads and writes the Game's own fields.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .deal import (
    commitment,
    cut_problem,
    deck_order,
    derive_round_seed,
    fresh_round_seed,
    reshuffle_label,
    seed_matches,
    shuffled,
)
from .events import DealCommitted, Event, Reshuffled, RoundStarted, SeedRevealed
from .reasons import Reason as R
from .record import EndState, RoundRecord

if TYPE_CHECKING:
    from .game import Game

HAND_SIZE = 10  # R2.2


class Dealing:
    """Round starts and reshuffles of a Game (mixed into :class:`Game`)."""

    __slots__ = ()

    def _reshuffle(self: Game) -> None:
        """R3.7: all but the top discard become the new draw pile."""
        top = self.discard_pile.pop()
        pile, self.discard_pile = self.discard_pile, [top]
        self.reshuffles += 1
        seed, cut = self._round_seed()
        self.draw_pile = shuffled(pile, seed, reshuffle_label(self.reshuffles), cut)[::-1]
        self._events.append(Reshuffled(len(pile)))

    def _next_round(self: Game) -> None:
        """R7.3: move the deal one seat left and fix the next round's seed (its
        commitment is announced); deal at once, or wait in the "deal" stage for
        the player's cut with the last round's cards still where they lay."""
        self.round_no += 1
        self.dealer = (self.dealer + 1) % self.players
        self.turn = self._next_seat(self.dealer)
        self.drawn_discard, self.laid_this_turn = None, False
        rec = self.record
        if rec is not None:
            seed, cut = rec.planned.pop(0) if rec.planned else (self._new_round_seed(), None)
            rec.rounds.append(RoundRecord(self.round_no, self.dealer, seed, commitment(seed), cut))
            self._events.append(DealCommitted(self.round_no, rec.rounds[-1].commitment))
            if not rec.auto_deal:
                self.stage = "deal"
                return
        self._deal_round("")

    def _new_round_seed(self: Game) -> bytes:
        """Seeded games derive round seeds from the game seed; others ask the OS."""
        assert self.record is not None
        if self.record.seeded:
            return derive_round_seed(self.seed, self.round_no)
        return fresh_round_seed()

    def deal(self: Game, cut: str = "") -> list[Event]:
        """Deal the round waiting in the "deal" stage, mixing in the player's ``cut``
        (a phrase, or :func:`.deal.random_cut`); return the events. When the cut is
        fixed in advance (:attr:`cut_fixed`), ``cut`` must be empty or that cut."""
        if self.stage != "deal":
            from .game import IllegalMove  # defined beside Game, which builds on this class

            raise IllegalMove(R("The round is already dealt: there is nothing to deal (R2.2)."))
        why = cut_problem(cut)
        if why:
            raise ValueError(why)
        fixed = self.record.rounds[-1].cut if self.record is not None else None
        if fixed is not None and cut not in ("", fixed):
            raise ValueError("this deal's cut is fixed by the record it comes from")
        self._events = []
        self._deal_round(cut)
        events, self._events = self._events, []
        return events

    @property
    def commitment(self: Game) -> str | None:
        """The SHA-256 (hex) of the current round's seed, or of the round waiting to
        be dealt; None for games without a record (worlds, test deals)."""
        return self.record.rounds[-1].commitment if self.record and self.record.rounds else None

    @property
    def cut_fixed(self: Game) -> bool:
        """True when the round waiting to be dealt has its cut fixed (a replay or a
        challenge): the table deals it without asking for a cut."""
        r = self.record.rounds[-1] if self.record and self.record.rounds else None
        return self.stage == "deal" and r is not None and r.cut is not None

    def _round_seed(self: Game) -> tuple[bytes, str]:
        """The current round's seed and cut (worlds and test deals derive the seed)."""
        if self.record is not None and self.record.rounds:
            r = self.record.rounds[-1]
            return r.seed, r.cut or ""
        return derive_round_seed(self.seed, self.round_no), ""

    def _deal_round(self: Game, cut: str) -> None:
        """R7.3, R2: gather the cards, shuffle them by seed and cut, deal ten to
        each playing seat from the left of the dealer, turn up the first discard."""
        self.hands = [[] for _ in range(self.players)]
        self.laid = [[] for _ in range(self.players)]
        self.laid_phase = [None] * self.players
        self.pending_skip = [False] * self.players
        self.picked_up = [[] for _ in range(self.players)]
        self.discarded = [[] for _ in range(self.players)]
        self.reshuffles = 0
        r = self.record.rounds[-1] if self.record is not None else None
        if r is not None:
            r.cut = cut if r.cut is None else r.cut
        seed, cut = self._round_seed()
        deck = deck_order(seed, cut)
        if r is not None:
            r.deck = tuple(deck)
        first = self._next_seat(self.dealer)
        order = [first]
        while len(order) < len(self.active):
            order.append(self._next_seat(order[-1]))
        dealt = HAND_SIZE * len(order)
        for i, s in enumerate(order):
            self.hands[s] = deck[i : dealt : len(order)]
        self.discard_pile = [deck[dealt]]
        self.draw_pile = deck[dealt + 1 :][::-1]  # the last card is the top
        self.turn = first
        self._first_discard_rule()
        self._events.append(
            RoundStarted(
                self.round_no, self.dealer, first, self.active, self.discard_top, self.tiebreak
            )
        )
        self._begin_turn(first)

    def _close_round(self: Game) -> None:
        """The round is over: digest its record and reveal its seed."""
        r = self.record.rounds[-1] if self.record is not None else None
        if r is None or not r.dealt:
            return
        r.end = EndState.of(self)
        self._events.append(
            SeedRevealed(
                r.round_no,
                r.seed_hex,
                r.commitment,
                r.cut or "",
                seed_matches(r.seed_hex, r.commitment),
            )
        )
