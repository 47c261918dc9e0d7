"""The game state machine: one :class:`Game` owns the whole state of a game.

Every change goes through :meth:`Game.apply`, which either changes the state and
returns the events it caused, or raises :class:`IllegalMove` and leaves the state
untouched. Each round is shuffled from its secret round seed and the player's
cut (:mod:`.fair_deal`: committed before the deal, revealed after it); a seeded game
derives its round seeds from the seed, so equal seeds and rules replay equal
games. ``Game.new`` keeps a :class:`~.record.Record` of every game (seeds, cuts,
actions) that deals and replays it again.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from .actions import Action, Discard, Draw, Hit, LayDown, Source
from .cards import DECK, Card, card_points, parse_cards
from .consistency import check_placement
from .dealing import MAX_REBUILDS, Dealing
from .events import (
    CardHit,
    Discarded,
    Drew,
    Event,
    GameEnded,
    LaidDown,
    RoundEnded,
    RoundStarted,
    TieBreak,
    TurnSkipped,
    TurnStarted,
    WentOut,
)
from .fair_deal import deal_number_problem
from .groups import Group
from .legality import (
    nobody_can_hit,
    problem,
    resolve_lay_down,
    resolve_skip_target,
)
from .reasons import IllegalMove
from .record import Record
from .rules import STANDARD_RULES, RuleSet
from .seats import MAX_NAME_LENGTH, name_problem, next_seat, phases_played
from .state import MAX_PLAYERS, MIN_PLAYERS
from .view import PlayerView, RoundResult

__all__ = [
    "MAX_NAME_LENGTH",
    "MAX_PLAYERS",
    "MAX_REBUILDS",
    "MIN_PLAYERS",
    "Game",
    "IllegalMove",
]


def _check_players(players: int) -> None:
    if (
        isinstance(players, bool)
        or not isinstance(players, int)
        or not (MIN_PLAYERS <= players <= MAX_PLAYERS)
    ):
        raise ValueError(
            f"Phase 10 is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players!r} (R2.1)"
        )


class Game(Dealing):
    """The whole state of one game of Phase 10 (docs/rules.md R1–R9).

    Build one with :meth:`new` (seeded shuffle), :meth:`from_deal` (a given deal,
    for tests and tutorials), or load one with :func:`.saves.game_from_json`.
    """

    def __init__(self) -> None:
        raise TypeError("use Game.new(), Game.from_deal() or saves.game_from_json()")

    @classmethod
    def blank(cls, players: int, rules: RuleSet, seed: int, names: Sequence[str] | None) -> Game:
        """A game of ``players`` before anything happened, every field at its start: what
        the constructors and the save loader fill in. Names are checked (at most
        :data:`MAX_NAME_LENGTH` characters, no control characters), as the deal number is."""
        _check_players(players)
        if not isinstance(rules, RuleSet):
            raise TypeError("rules must be a RuleSet")
        why = deal_number_problem(seed)
        if why:
            raise ValueError(why)
        g = object.__new__(cls)
        g.rules = rules
        g.seed = seed
        g.players = players
        if names is None:
            names = [f"Player {i + 1}" for i in range(players)]
        names = tuple(names)
        if len(names) != players:
            raise ValueError(f"{players} players need {players} names, not {len(names)}")
        for i, name in enumerate(names):
            why = name_problem(name)
            if why:
                raise ValueError(f"player {i + 1}'s name is not valid: {why}")
        g.names = names
        g.round_no = 0
        g.dealer = 0
        g.turn = 0
        g.stage = "draw"
        g.hands = [[] for _ in range(players)]
        g.draw_pile = []
        g.discard_pile = []
        g.laid = [[] for _ in range(players)]
        g.laid_phase = [None] * players
        g.phase_no = [1] * players
        g.completed = [set() for _ in range(players)]
        g.scores = [0] * players
        g.pending_skip = [False] * players
        g.active = tuple(range(players))
        g.tiebreak = False
        g.drawn_discard = None
        g.laid_this_turn = False
        g.picked_up = [[] for _ in range(players)]
        g.discarded = [[] for _ in range(players)]
        g.reshuffles = 0
        g.history = []
        g.winner = None
        g.record = None
        g._events = []
        return g

    @classmethod
    def new(
        cls,
        players: int = 4,
        seed: int | None = None,
        rules: RuleSet = STANDARD_RULES,
        names: Sequence[str] | None = None,
        dealer: int | None = None,
        *,
        deal: bool = True,
        plan: Sequence[tuple[bytes, str | None]] = (),
    ) -> Game:
        """A new game. With a ``seed`` the round seeds derive from it (reproducible);
        ``seed=None`` picks a random game seed and draws every round seed from the
        operating system's secure source. The first dealer is drawn from the seed
        unless given.

        ``deal=True`` deals every round at once with an empty cut (simulations,
        bots, tests); ``deal=False`` waits in the "deal" stage before each round,
        its commitment fixed, until :meth:`deal` brings the player's cut.
        ``plan`` gives the seeds (and cuts, or None) of the first rounds: a
        replay, or a challenge of a friend's deal.
        """
        seeded = seed is not None
        if seed is None:
            seed = random.SystemRandom().randrange(2**63)
        g = cls.blank(players, rules, seed, names)
        if dealer is None:
            dealer = random.Random(f"{g.seed}/dealer").randrange(players)
        g._check_seat(dealer, "dealer")
        g.record = Record(rules, g.names, dealer, g.seed, seeded, deal, planned=list(plan))
        g.draw_pile = list(DECK)  # gathered, in id order, until the first deal
        g.dealer = (dealer - 1) % players  # _next_round moves the deal one seat left
        g._next_round()
        return g

    @classmethod
    def from_deal(
        cls,
        hands: Sequence[str | Sequence[Card]],
        discard: str | Sequence[Card] = (),
        draw: str | Sequence[Card] | None = None,
        *,
        dealer: int | None = None,
        rules: RuleSet = STANDARD_RULES,
        seed: int = 0,
        names: Sequence[str] | None = None,
        phases: Sequence[int] | None = None,
        completed: Sequence[Iterable[int]] | None = None,
        scores: Sequence[int] | None = None,
        laid: Sequence[Sequence[Group]] | None = None,
        laid_phase: Sequence[int | None] | None = None,
        round_no: int = 1,
    ) -> Game:
        """A game from a given deal, for tests, tutorials and puzzles.

        ``hands`` are the seats' hands (text like ``"R7 R7 W"`` or cards);
        ``discard`` is the discard pile from bottom to top; ``draw`` lists the next
        cards to be drawn, in order. Cards not placed anywhere go to the bottom of
        the draw pile in an order fixed by ``seed``. The seat left of ``dealer``
        (default: the last seat, so seat 0 starts) moves first, and R2.4 applies to
        the top discard. ``laid`` / ``laid_phase`` put groups on the table as if
        laid earlier this round.
        """
        players = len(hands)
        g = cls.blank(players, rules, seed, names)
        taken: list[Card] = []

        def take(x: str | Sequence[Card]) -> list[Card]:
            cards = parse_cards(x, exclude=taken) if isinstance(x, str) else list(x)
            taken.extend(cards)
            return cards

        if laid is not None:
            # laid groups hold cards already; text hands are parsed around them
            if len(laid) != players:
                raise ValueError("laid needs one list of groups per seat")
            g.laid = [list(gs) for gs in laid]
            for gs in g.laid:
                for grp in gs:
                    taken.extend(grp.cards)
        g.hands = [take(h) for h in hands]
        g.discard_pile = take(discard)
        top_first = take(draw) if draw is not None else []
        if len(set(taken)) != len(taken):
            dup = next(c for c in taken if taken.count(c) > 1)
            raise ValueError(f"the card {dup!r} is placed twice in this deal")
        rest = [c for c in DECK if c not in set(taken)]
        random.Random(f"{seed}/rest").shuffle(rest)
        g.draw_pile = rest + top_first[::-1]
        if phases is not None:
            if len(phases) != players:
                raise ValueError("phases needs one phase number per seat")
            for p in phases:
                if not 1 <= p <= len(rules.phases):
                    raise ValueError(f"there is no phase {p} in this game")
            g.phase_no = list(phases)
            g.completed = [set(range(1, p)) for p in phases]
        if completed is not None:
            g.completed = [set(c) for c in completed]
            if phases is None:
                g.phase_no = [len(c) + 1 for c in g.completed]
        if scores is not None:
            g.scores = list(scores)
        if laid_phase is not None:
            g.laid_phase = list(laid_phase)
        elif laid is not None:
            g.laid_phase = [(g.phase_no[s] if g.laid[s] else None) for s in range(players)]
        g.round_no = round_no
        g.dealer = players - 1 if dealer is None else dealer
        g._check_seat(g.dealer, "dealer")
        first = (g.dealer + 1) % players
        g.turn = first
        g._first_discard_rule()
        g._events.append(
            RoundStarted(g.round_no, g.dealer, first, g.active, g.discard_top, g.tiebreak)
        )
        g._begin_turn(first)
        check_placement(g)
        return g

    @classmethod
    def from_view(
        cls,
        view: PlayerView,
        hands: Sequence[Sequence[Card]],
        draw_pile: Sequence[Card],
        seed: int = 0,
    ) -> Game:
        """A whole game that agrees with ``view``, with the hidden cards as given.

        ``hands`` are every seat's hands (the view's seat must hold its own hand)
        and ``draw_pile`` the draw pile bottom to top. Search bots build the
        worlds they imagine this way; the result is checked like a loaded save
        (every card exactly once), so an impossible world is refused.
        """
        g = cls.blank(view.players, view.rules, seed, view.names)
        if list(hands[view.seat]) != list(view.hand):
            raise ValueError("the seat's own hand must be the hand in its view")
        g.round_no, g.dealer, g.turn, g.stage = view.round_no, view.dealer, view.turn, view.stage
        g.hands = [list(h) for h in hands]
        g.draw_pile = list(draw_pile)
        g._copy_public_state(view)
        g.active = tuple(view.active)
        g.tiebreak = view.tiebreak
        g.drawn_discard = view.drawn_discard
        g.laid_this_turn = view.laid_this_turn
        g.winner = view.winner
        g.reshuffles = view.reshuffles
        check_placement(g)
        return g

    # ----------------------------------------------------------------- moves
    def apply(self, action: Action) -> list[Event]:
        """Play ``action`` for the seat to move; return the events it caused.

        Raises :class:`IllegalMove` (state untouched) when the rules forbid it.
        """
        ctx = self.context()
        why = problem(ctx, action)
        if why is not None:
            raise IllegalMove(why, action)
        self._events = []
        if self.record is not None:
            self.record.rounds[-1].add(self.turn, action)
        seat = self.turn
        if isinstance(action, Draw):
            self._draw(seat, action.source)
        elif isinstance(action, LayDown):
            self._lay_down(seat, *resolve_lay_down(ctx, action))
        elif isinstance(action, Hit):
            self._hit(seat, action)
        elif isinstance(action, Discard):
            self._discard(seat, action.card, resolve_skip_target(ctx, action))
        events, self._events = self._events, []
        return events

    def _draw(self, seat: int, source: Source) -> None:
        if source == "pile":
            if not self.draw_pile:
                if self.reshuffles >= MAX_REBUILDS:  # R3.8(b): the fourth rebuild
                    self._end_round(None, "rebuilds")
                    return
                self._reshuffle()
            card = self.draw_pile.pop()
            self.drawn_discard = None
        else:
            card = self.discard_pile.pop()
            self.drawn_discard = card
            self.picked_up[seat].append(card)
        self.hands[seat].append(card)
        self.stage = "play"
        self._events.append(Drew(seat, source, card))

    def _lay_down(self, seat: int, phase: int, groups: Sequence[Group]) -> None:
        hand = self.hands[seat]
        used = {c for g in groups for c in g.cards}
        self.hands[seat] = [c for c in hand if c not in used]
        self.laid[seat] = list(groups)
        self.laid_phase[seat] = phase
        self.laid_this_turn = True
        self._events.append(LaidDown(seat, phase, tuple(groups)))
        if self.tiebreak:  # R8.3: first to lay the final phase wins at once
            self._close_round()
            self._finish_game(seat, "made the final phase first in the tie-break round")

    def _hit(self, seat: int, action: Hit) -> None:
        group = self.laid[action.owner][action.group]
        options = group.hit_options(action.card)
        end = action.end if action.end is not None else options[0][0]
        self.laid[action.owner][action.group] = group.with_card(action.card, end)
        self.hands[seat].remove(action.card)
        self._events.append(CardHit(seat, action.card, action.owner, action.group, end))
        if not self.hands[seat]:  # only with may_go_out_by_hitting (R3.6)
            self._events.append(WentOut(seat))
            self._end_round(seat, "went_out")

    def _discard(self, seat: int, card: Card, target: int | None) -> None:
        self.hands[seat].remove(card)
        self.discard_pile.append(card)
        self.discarded[seat].append(card)
        if target is not None:
            self.pending_skip[target] = True
        self._events.append(Discarded(seat, card, target))
        if not self.hands[seat]:
            self._events.append(WentOut(seat))
            self._end_round(seat, "went_out")
            return
        self._begin_turn(next_seat(self, seat))

    # ------------------------------------------------------------ turn order
    def _begin_turn(self, seat: int) -> None:
        """Start ``seat``'s turn, passing over skipped seats (R3.1) and dry piles (R3.7)."""
        for _ in range(self.players + 1):
            if self.pending_skip[seat]:
                self.pending_skip[seat] = False
                self._events.append(TurnSkipped(seat))
                seat = next_seat(self, seat)
                continue
            break
        self.turn = seat
        self.stage = "draw"
        self.drawn_discard = None
        self.laid_this_turn = False
        if nobody_can_hit(self.active, self.laid, self.laid_phase, self.loose_cards()):
            self._end_round(None, "no_hits")  # R3.8(a): nobody can ever go out
            return
        can_draw = bool(self.draw_pile) or len(self.discard_pile) > 1
        top = self.discard_top
        if not can_draw and (top is None or top.is_skip):
            self._end_round(None, "piles_dry")  # R3.7: both piles exhausted, degenerate
            return
        self._events.append(TurnStarted(seat))

    # ------------------------------------------------------------- rounds
    def _end_round(self, went_out: int | None, ended_by: str) -> None:
        """R7: score the hands, advance phases, then decide the game (R8) or deal again.

        ``ended_by`` says why (see :class:`RoundEnded`): a seat went out, or nobody
        could (R3.7 dry piles, R3.8 no hits left or the fourth rebuild).
        """
        n = self.players
        played = phases_played(self, self.tiebreak)
        if self.tiebreak:
            # Nobody laid the final phase (the piles ran dry): play the tie-break again.
            self.history.append(
                RoundResult(self.round_no, went_out, (0,) * n, tuple(self.laid_phase), True, played)
            )
            self._events.append(self._round_ended(went_out, (0,) * n, ended_by, played))
            self._close_round()
            self._next_round()
            return
        points = tuple(
            0 if s == went_out or s not in self.active else card_points(self.hands[s])
            for s in range(n)
        )
        for s in range(n):
            self.scores[s] += points[s]
        last = len(self.rules.phases)
        for s in self.active:
            p = self.laid_phase[s]
            if p is not None:
                self.completed[s].add(p)
            if self.rules.all_advance or p is not None:
                self.phase_no[s] = min(self.phase_no[s] + 1, last + 1)
        result = RoundResult(self.round_no, went_out, points, tuple(self.laid_phase), phases=played)
        self.history.append(result)
        self._events.append(self._round_ended(went_out, points, ended_by, played))
        self._close_round()
        finished = self.finished_seats()
        if finished:
            best = min(self.scores[s] for s in finished)
            leaders = tuple(s for s in finished if self.scores[s] == best)
            if len(leaders) == 1:
                why = (
                    "completed the final phase"
                    if len(finished) == 1
                    else "completed the final phase with the lowest score"
                )
                if self.rules.all_advance:
                    why = "had the lowest score after the last phase"
                self._finish_game(leaders[0], why)
                return
            self.active = leaders  # R8.3
            self.tiebreak = True
            self._events.append(TieBreak(leaders))
        self._next_round()

    def _round_ended(
        self,
        went_out: int | None,
        points: tuple[int, ...],
        ended_by: str,
        played: tuple[int | None, ...],
    ) -> RoundEnded:
        """The round's end as every seat sees it: the scores, and the table as it
        ended (hands, groups, piles), before the cards are gathered for the next deal."""
        return RoundEnded(
            self.round_no,
            went_out,
            points,
            tuple(self.laid_phase),
            tuple(tuple(h) for h in self.hands),
            tuple(self.scores),
            self.tiebreak,
            ended_by,
            phases=played,
            groups=tuple(tuple(gs) for gs in self.laid),
            discard=tuple(self.discard_pile),
            draw_count=len(self.draw_pile),
        )

    def _finish_game(self, winner: int, reason: str) -> None:
        self.winner = winner
        self.stage = "over"
        self.drawn_discard = None
        self.laid_this_turn = False
        self._events.append(GameEnded(winner, f"{self.names[winner]} {reason}"))

    # ------------------------------------------------------------ copies
    def copy(self) -> Game:
        """An independent copy for search, cheaper than a JSON round trip. It keeps no
        record: its round seed (for a rebuilt draw pile, R3.7) derives from ``seed``."""
        g = object.__new__(Game)
        g.__dict__.update(self.__dict__)
        g.names = self.names
        g.hands = [list(h) for h in self.hands]
        g.draw_pile = list(self.draw_pile)
        g._copy_public_state(self)
        g.record = None  # a search world keeps no record and never learns the round seed
        g._events = []
        return g

    def _copy_public_state(self, src: Game | PlayerView) -> None:
        """Take fresh copies of the table everyone sees (piles, laid groups, phases,
        scores, who picked up and threw what) from a game or a view, which name
        these alike: a world built from a view and a copy of a game share it."""
        self.discard_pile = list(src.discard_pile)
        self.laid = [list(gs) for gs in src.laid]
        self.laid_phase = list(src.laid_phase)
        self.phase_no = list(src.phase_no)
        self.completed = [set(c) for c in src.completed]
        self.scores = list(src.scores)
        self.pending_skip = list(src.pending_skip)
        self.picked_up = [list(p) for p in src.picked_up]
        self.discarded = [list(d) for d in src.discarded]
        self.history = list(src.history)

    def __repr__(self) -> str:
        return (
            f"<Game round {self.round_no} seat {self.turn} to {self.stage}; "
            f"phases {self.phase_no} scores {self.scores}>"
        )
