"""Between rounds and at the deal: gathering, the commitment, the cut, the shuffle.

:class:`Dealing` is the part of :class:`~phase10_desktop.engine.game.Game` that
starts rounds (R2, R7.3) and rebuilds the draw pile (R3.7) from the round seed
and cut of :mod:`.fair_deal`, and keeps the game's :class:`~.record.Record` of
seeds, cuts and decks. It lives apart so the state machine in ``game.py``
stays about turns; it reads and writes the fields of :class:`~.state.GameState`
and leaves the turn order to the game (:meth:`Dealing._begin_turn`).
"""

from __future__ import annotations

from .events import DealCommitted, Event, Reshuffled, RoundStarted, SeedRevealed
from .fair_deal import (
    commitment,
    cut_problem,
    deck_order,
    derive_round_seed,
    fresh_round_seed,
    reshuffle_label,
    seed_matches,
    shuffled,
)
from .reasons import IllegalMove
from .reasons import Reason as R
from .record import EndState, RoundRecord
from .seats import next_seat
from .state import GameState

HAND_SIZE = 10  # R2.2
#: R3.8(b): the draw pile is rebuilt at most this many times in one round; the
#: next time it would be, the round ends instead
MAX_REBUILDS = 3


def end_state(g: GameState) -> EndState:
    """The table as a round ends: what its digest covers besides the moves."""
    return EndState(
        tuple(tuple(h) for h in g.hands),
        tuple(g.draw_pile),
        tuple(g.discard_pile),
        tuple(tuple(gs) for gs in g.laid),
        tuple(g.scores),
        tuple(g.phase_no),
    )


class Dealing(GameState):
    """Round starts and reshuffles of a Game (its base class)."""

    __slots__ = ()

    def _begin_turn(self, seat: int) -> None:
        """Start ``seat``'s turn once the cards are dealt: the game's turn order
        (skips, R3.1; rounds nobody can finish, R3.8) decides who really moves."""
        raise NotImplementedError("Game defines the turn order")

    def _reshuffle(self) -> None:
        """R3.7: all but the top discard become the new draw pile."""
        top = self.discard_pile.pop()
        pile, self.discard_pile = self.discard_pile, [top]
        self.reshuffles += 1
        seed, cut = self._round_seed()
        self.draw_pile = shuffled(pile, seed, reshuffle_label(self.reshuffles), cut)[::-1]
        self._events.append(Reshuffled(len(pile)))

    def _next_round(self) -> None:
        """R7.3: move the deal one seat left and fix the next round's seed (its
        commitment is announced); deal at once, or wait in the "deal" stage for
        the player's cut with the last round's cards still where they lay."""
        self.round_no += 1
        self.dealer = (self.dealer + 1) % self.players
        self.turn = next_seat(self, self.dealer)
        self.drawn_discard, self.laid_this_turn = None, False
        rec = self.record
        if rec is not None:
            if rec.planned:
                seed, cut = rec.planned.pop(0)
                rec.rounds.append(
                    RoundRecord(self.round_no, self.dealer, seed, commitment(seed), cut)
                )
            else:
                rec.rounds.append(RoundRecord(self.round_no, self.dealer, None, None))
                self.seal_waiting_round()
            self._events.append(DealCommitted(self.round_no, self.commitment or ""))
            if not rec.auto_deal:
                self.stage = "deal"
                return
        self._deal_round("")

    def seal_waiting_round(self) -> None:
        """Fix the seed of the round waiting for its deal when it has none yet: derived
        from the deal number in a numbered game, else drawn from the operating system
        (and marked ``fresh``). A save never holds this seed (cut grinding would read
        it), so a loaded game waiting for its deal seals it here, anew."""
        assert self.record is not None and self.record.rounds
        r = self.record.rounds[-1]
        if r.seed is not None:
            return
        if self.record.seeded:
            r.seed = derive_round_seed(self.seed, self.round_no)
        else:
            r.seed, r.fresh = fresh_round_seed(), True
        r.commitment = commitment(r.seed)

    def deal(self, cut: str = "") -> list[Event]:
        """Deal the round waiting in the "deal" stage, mixing in the player's ``cut``
        (a phrase, or :func:`.fair_deal.random_cut`); return the events. When the cut is
        fixed in advance (:attr:`cut_fixed`), ``cut`` must be empty or that cut."""
        if self.stage != "deal":
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

    def opening_events(self) -> list[Event]:
        """The events announced before any move: round 1's commitment, and its deal
        when the game deals at once (a replay shows them before its first step)."""
        return list(self._events)

    @property
    def commitment(self) -> str | None:
        """The SHA-256 (hex) of the current round's seed, or of the round waiting to
        be dealt; None for games without a record (worlds, test deals)."""
        return self.record.rounds[-1].commitment if self.record and self.record.rounds else None

    @property
    def cut_fixed(self) -> bool:
        """True when the round waiting to be dealt has its cut fixed (a replay or a
        challenge): the table deals it without asking for a cut."""
        r = self.record.rounds[-1] if self.record and self.record.rounds else None
        return self.stage == "deal" and r is not None and r.cut is not None

    def _round_seed(self) -> tuple[bytes, str]:
        """The current round's seed and cut (worlds and test deals derive the seed)."""
        if self.record is not None and self.record.rounds:
            r = self.record.rounds[-1]
            assert r.seed is not None, "a round is sealed before it is dealt"
            return r.seed, r.cut or ""
        return derive_round_seed(self.seed, self.round_no), ""

    def _deal_round(self, cut: str) -> None:
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
        first = next_seat(self, self.dealer)
        order = [first]
        while len(order) < len(self.active):
            order.append(next_seat(self, order[-1]))
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

    def _first_discard_rule(self) -> None:
        """R2.4: a Skip turned up first skips the first player, or is covered."""
        if self.rules.first_skip == "cover":
            while self.discard_pile and self.discard_pile[-1].is_skip and self.draw_pile:
                self.discard_pile.append(self.draw_pile.pop())
        elif self.discard_pile and self.discard_pile[-1].is_skip:
            self.pending_skip[self.turn] = True

    def _close_round(self) -> None:
        """The round is over: digest its record and reveal its seed."""
        r = self.record.rounds[-1] if self.record is not None else None
        if r is None or not r.dealt:
            return
        r.end = end_state(self)
        assert r.seed_hex is not None and r.commitment is not None
        self._events.append(
            SeedRevealed(
                r.round_no,
                r.seed_hex,
                r.commitment,
                r.cut or "",
                seed_matches(r.seed_hex, r.commitment),
            )
        )
