"""Reading opponents from what they do: the research behind docs/bots.md, not shipped.

Issue 24 asked whether Hard would gain by weighing the worlds it searches by
how likely each opponent's turns this round were under a model of how a player
chooses, instead of the fixed odds per sign of :mod:`phase10_desktop.bots.determinize`.
This module holds that reader, so the figures in docs/bots.md can be
reproduced; it was measured and not kept (the game's bots do not import it).

- :func:`round_turns` rebuilds the round turn by turn from public facts
  (``python research/opponent_reading/belief.py --games 10``, 25 s, checks it against
  the truth): which card each seat was offered (the discard-pile top when its turn
  began), whether it took it, and what it threw. The view lists each seat's takes and throws
  but not how the seats' turns interleave; replaying the turns from the first
  player recovers it (trying each target a Skip could have had, with three or
  more players), checked against the discard pile's order.
- :func:`replay_likelihood` walks one seat's turns backwards from a guessed
  hand (putting each throw back, taking each taken card out and, for a draw
  from the pile, a card of the hand at random) and adds up how likely a
  :class:`PlayerModel` was to choose as the seat did.
- :class:`HandBelief` draws guesses as the shipped sampler judges them, weighs
  each by that likelihood over the proposal's own preference (sampling
  importance resampling), and :class:`BeliefSampler` deals worlds from them;
  :class:`BeliefHard` is the Hard bot searching those worlds.
"""

from __future__ import annotations

import bisect
import itertools
import math
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from phase10_desktop.bots.determinize import (
    EVIDENCE_ODDS,
    WorldSampler,
    signs_against,
)
from phase10_desktop.bots.hard import HardBot
from phase10_desktop.bots.memo import PhaseGoal
from phase10_desktop.engine import Card, PlayerView, next_seat

#: replays tried at most for one view (each Skip with three or more players may
#: branch); beyond this the order is given up as unknown
MAX_BRANCHES = 200


@dataclass(frozen=True, slots=True)
class Turn:
    """One turn of one seat this round, as every seat saw it."""

    seat: int
    #: the discard-pile top when the turn began, if it could be taken (not a
    #: Skip, R3.2); None when there was none or it is unknown
    offer: Card | None
    #: whether the seat took ``offer`` (else it drew from the draw pile)
    took: bool
    #: the card it threw to end the turn; None for the turn in progress
    discard: Card | None


def round_turns(view: PlayerView) -> list[Turn] | None:
    """Every turn played this round, in order, ending with the turn in progress
    (if the seat to move has drawn); None if the order cannot be worked out."""
    if view.stage not in ("draw", "play"):
        return None
    first = next_seat(view, view.dealer)
    budget = [MAX_BRANCHES]
    for top, skipped in _round_starts(view, first):
        found = _replay(
            view, [], first, top, [0] * view.players, [0] * view.players, skipped, [], budget
        )
        if found is not None:
            return found
    return None


def _round_starts(view: PlayerView, first: int) -> list[tuple[Card | None, frozenset[int]]]:
    """What the discard pile may have shown when the round began, and whether
    that skipped the first player (R2.4), likeliest first. The card turned up
    lies at the bottom of the pile unless the first player took it or a rebuilt
    draw pile (R3.7) swallowed it."""
    thrown = {c for d in view.discarded for c in d}
    upcards: list[Card] = []
    for c in view.discard_pile:
        if c in thrown:
            break
        upcards.append(c)
    if upcards:
        tops: list[Card | None] = [upcards[-1]]
    else:
        tops = [*view.picked_up[first][:1], None]
    out = []
    for top in tops:
        skip_first = top is not None and top.is_skip and view.rules.first_skip != "cover"
        out.append((top, frozenset({first}) if skip_first else frozenset()))
        if top is None:
            out.append((None, frozenset({first})))
    return out


def _replay(
    view: PlayerView,
    done: list[Turn],
    seat: int,
    top: Card | None,
    thrown: list[int],
    picked: list[int],
    pending: frozenset[int],
    pile: list[Card],
    budget: list[int],
) -> list[Turn] | None:
    """Continue the replay from ``seat``'s turn (it may be skipped); the first
    complete order found, or None. ``pile``: the throws still in the discard
    pile in this replay, bottom to top (the real pile must end the same way)."""
    budget[0] -= 1
    if budget[0] < 0:
        return None
    turns = list(done)
    thrown = list(thrown)
    picked = list(picked)
    pile = list(pile)
    while True:
        while seat in pending:  # R3.1: a skipped seat loses this turn
            pending = pending - {seat}
            seat = next_seat(view, seat)
        offer = top if top is not None and not top.is_skip else None
        picks = view.picked_up[seat]
        took = offer is not None and picked[seat] < len(picks) and picks[picked[seat]] is offer
        if _all_used(view, thrown, picked, seat, took):
            if took:
                pile = pile[:-1]  # taken this turn
            if seat != view.turn or pending != _pending(view) or not _pile_agrees(view, pile):
                return None
            if view.stage == "play":
                turns.append(Turn(seat, offer, took, None))
            return turns
        throws = view.discarded[seat]
        if thrown[seat] >= len(throws):
            return None
        card = throws[thrown[seat]]
        thrown[seat] += 1
        picked[seat] += took
        if took and pile:
            pile.pop()
        pile.append(card)
        turns.append(Turn(seat, offer, took, card))
        top = card
        targets: list[int | None] = [None]
        if card.is_skip:
            targets = [s for s in view.active if s != seat and s not in pending] or [None]
        after = next_seat(view, seat)
        if len(targets) == 1:
            if targets[0] is not None:
                pending = pending | {targets[0]}
            seat = after
            continue
        for t in targets:
            found = _replay(
                view,
                turns,
                after,
                top,
                thrown,
                picked,
                pending | {t},
                pile,
                budget,  # type: ignore[arg-type]
            )
            if found is not None:
                return found
        return None


def _pile_agrees(view: PlayerView, pile: list[Card]) -> bool:
    """Whether the thrown cards in the real discard pile are the last ones the
    replay left there, in the same order (a rebuilt draw pile, R3.7, took the
    rest)."""
    stack = list(view.discard_pile)
    thrown = {c for d in view.discarded for c in d}
    while stack and stack[0] not in thrown:
        stack.pop(0)  # cards turned up at the deal lie under every throw
    return len(stack) <= len(pile) and pile[len(pile) - len(stack) :] == stack


def _pending(view: PlayerView) -> frozenset[int]:
    return frozenset(s for s, p in enumerate(view.pending_skip) if p)


def _all_used(
    view: PlayerView, thrown: list[int], picked: list[int], seat: int, took: bool
) -> bool:
    """Whether every throw is replayed and every pick-up too (the seat to move may
    have taken the top already this turn)."""
    for s in range(view.players):
        if thrown[s] != len(view.discarded[s]):
            return False
        left = len(view.picked_up[s]) - picked[s]
        if left != (1 if s == seat and took and view.stage == "play" else 0):
            return False
    return True


def seat_turns(turns: list[Turn], seat: int) -> list[Turn]:
    """``seat``'s own turns, in order."""
    return [t for t in turns if t.seat == seat]


def offer_gain(
    goal: PhaseGoal, counts: list[int], hand: list[Card], offer: Card
) -> tuple[int, int, bool]:
    """Cards the phase misses from ``hand`` (signature ``counts``, left as it
    was) before and after adding ``offer``, and whether Normal's rule takes it:
    the gain must survive throwing one of the cards already held (R3.5)."""
    now = goal.missing_counts(counts, hand)
    goal.add(counts, offer, 1)
    with_it = [*hand, offer]
    after = goal.missing_counts(counts, with_it)
    takes = False
    if after < now:
        asked: dict[object, int] = {}
        for i, x in enumerate(hand):
            cls = goal.card_class(x)
            m = asked.get(cls)
            if m is None:
                m = asked[cls] = goal.missing_without(counts, with_it, i)
            if m < now:
                takes = True
                break
    goal.add(counts, offer, -1)
    return now, after, takes


class PlayerModel:
    """How likely a player holding a given hand was to make a given choice.

    The base model is Normal's rule, softened: a take or pass Normal would have
    made has probability ``1 - draw_slip``; a throw that keeps the fewest cards
    missing (Normal's first criterion) has ``1 - discard_slip``, any other
    throw ``discard_slip``. The slips stand for choices the rule does not
    explain (another player's taste, or a hand rebuilt slightly wrong). Sharing
    the ``1 - discard_slip`` among the throws that tie, as if the player drew
    one of them at random, predicted takes worse (docs/bots.md): Normal breaks
    those ties by rules of its own, so a hand with many ties is not less likely.
    """

    def __init__(self, draw_slip: float = 0.05, discard_slip: float = 0.03) -> None:
        self.draw_hit = math.log(1.0 - draw_slip)
        self.draw_miss = math.log(draw_slip)
        self.discard_hit = math.log(1.0 - discard_slip)
        self.discard_miss = math.log(discard_slip)

    def draw_logp(
        self, goal: PhaseGoal, counts: list[int], hand: list[Card], offer: Card, took: bool
    ) -> float:
        """log P(took | hand before drawing, ``offer`` on top, not a Wild)."""
        take = offer_gain(goal, counts, hand, offer)[2]
        return self.draw_hit if take == took else self.draw_miss

    def discard_logp(
        self, goal: PhaseGoal, counts: list[int], hand: list[Card], card: Card
    ) -> float:
        """log P(threw ``card`` | the hand before throwing, ``card`` in it)."""
        if card.is_wild:
            return self.discard_miss
        chosen = goal.missing_without(
            counts, hand, next(i for i, c in enumerate(hand) if c is card)
        )
        asked: dict[object, int] = {goal.card_class(card): chosen}
        for i, x in enumerate(hand):
            if x.is_wild:
                continue
            cls = goal.card_class(x)
            if cls not in asked:
                asked[cls] = m = goal.missing_without(counts, hand, i)
                if m < chosen:
                    return self.discard_miss
        return self.discard_hit


def replay_likelihood(
    model: PlayerModel,
    goal: PhaseGoal,
    hand: Sequence[Card],
    turns: Sequence[Turn],
    rng: random.Random,
) -> float:
    """log-likelihood of a seat's finished ``turns`` this round if it now holds
    ``hand`` (its phase not yet down, so nothing was laid or hit)."""
    logp = 0.0
    for step in replay_hands(goal, hand, turns, rng):
        if step is None:
            return -math.inf
        counts, h, card, took = step
        if took is None:
            logp += model.discard_logp(goal, counts, h, card)
        else:
            logp += model.draw_logp(goal, counts, h, card, took)
    return logp


def replay_hands(
    goal: PhaseGoal, hand: Sequence[Card], turns: Sequence[Turn], rng: random.Random
) -> Iterator[tuple[list[int], list[Card], Card, bool | None] | None]:
    """The choices of ``turns`` walked backwards from ``hand``, each with the hand
    it was made from: ``(counts, hand, card, None)`` for throwing ``card`` and
    ``(counts, hand, offer, took)`` for taking or passing ``offer`` (not a Wild),
    ``counts`` being the hand's signature. The lists change after each step is
    read. ``None`` ends the walk: ``hand`` cannot have come from these turns.
    The card a pile draw brought is one of the hand's cards at random (any but
    those it is known to have taken from the discard pile earlier)."""
    h = list(hand)
    counts = goal.counts(h)
    taken_before: list[set[Card]] = []
    seen: set[Card] = set()
    for t in turns:
        taken_before.append(set(seen))
        if t.took and t.offer is not None:
            seen.add(t.offer)
    for k in range(len(turns) - 1, -1, -1):
        t = turns[k]
        if t.discard is None:
            continue
        h.append(t.discard)
        goal.add(counts, t.discard, 1)
        yield counts, h, t.discard, None
        if t.took and t.offer is not None:
            i = next((i for i, c in enumerate(h) if c is t.offer), -1)
            if i < 0:
                yield None
                return
        else:
            free = [i for i, c in enumerate(h) if c not in taken_before[k]]
            if not free:
                yield None
                return
            i = free[rng.randrange(len(free))]
        goal.add(counts, h[i], -1)
        del h[i]
        if t.offer is not None and not t.offer.is_wild:
            yield counts, h, t.offer, t.took


class HandBelief:
    """Weighted guesses at one opponent's hand, to deal search worlds from.

    ``size`` guesses come from ``propose`` and are weighed by
    :func:`replay_likelihood` of the seat's ``turns``, divided by how much the
    proposal favoured them; a world then takes each guess with the probability
    its weight gives it (sampling importance resampling).
    """

    def __init__(
        self,
        model: PlayerModel,
        goal: PhaseGoal,
        turns: Sequence[Turn],
        propose: Callable[[random.Random], tuple[list[Card], float]],
        size: int,
        rng: random.Random,
        known: int = 0,
    ) -> None:
        """``propose(rng)``: a guess (its first ``known`` cards the ones known to
        be in the hand) and the log of how much likelier than a uniform guess the
        proposal made it (its weight is divided by that)."""
        self.hands: list[list[Card]] = []
        self.known = known
        logs: list[float] = []
        for _ in range(size):
            hand, log_q = propose(rng)
            self.hands.append(hand)
            logs.append(replay_likelihood(model, goal, hand, turns, rng) - log_q)
        top = max(logs)
        weights = [0.0 if x == -math.inf else math.exp(x - top) for x in logs]
        total = sum(weights)
        self.cumulative = list(itertools.accumulate(w / total for w in weights))
        self.effective = total * total / sum(w * w for w in weights)

    def draw(self, rng: random.Random, free: set[Card]) -> list[Card] | None:
        """A guess drawn by weight whose cards are all still ``free`` in this
        world (another seat's hand may have taken some; the cards known to be
        in this hand are never free), or None after a few misses."""
        known = self.known
        for _ in range(4):
            i = bisect.bisect_left(self.cumulative, rng.random())
            hand = self.hands[min(i, len(self.hands) - 1)]
            if all(c in free for c in hand[known:]):
                return hand
        return None


#: guesses weighed per opponent and decision
GUESSES = 300
#: tries at most for one guess of the proposal
MAX_TRIES = 60


class BeliefSampler(WorldSampler):
    """Worlds whose hidden hands come from a :class:`HandBelief` per seat still
    making its phase (the shipped sampler's hands for the others)."""

    def __init__(self, view: PlayerView, model: PlayerModel, guesses: int = GUESSES) -> None:
        self.beliefs: dict[int, HandBelief] = {}  # none yet while the base game is dealt
        super().__init__(view, infer=True)
        turns = round_turns(view)
        if turns is None:
            return
        rng = random.Random(0)
        for s in view.active:
            entry = self.evidence[s]
            mine = [t for t in turns if t.seat == s and t.discard is not None]
            need = view.hand_counts[s] - len(self.known[s])
            if entry is None or not mine or not need:
                continue
            goal, gone = entry
            self.beliefs[s] = HandBelief(
                model,
                goal,
                mine,
                self._proposal(s, goal, gone, need),
                guesses,
                rng,
                len(self.known[s]),
            )

    def _proposal(
        self, seat: int, goal: PhaseGoal, gone: list[Card], need: int
    ) -> Callable[[random.Random], tuple[list[Card], float]]:
        """Guesses drawn as the shipped sampler judges them (a uniform hand kept
        with odds EVIDENCE_ODDS per sign against it, here without its limit of
        tries), with the log of their weight against uniform ones."""
        known = self.known[seat]
        free = self.free
        log_odds = math.log(EVIDENCE_ODDS)

        def propose(rng: random.Random) -> tuple[list[Card], float]:
            for _ in range(MAX_TRIES):
                hand = known + rng.sample(free, need)
                signs = signs_against(goal, hand, gone, len(known))
                if signs == 0 or rng.random() < EVIDENCE_ODDS**signs:
                    break
            return hand, signs * log_odds

        return propose

    def _likely_hand(
        self, rng: random.Random, seat: int, free: list[Card], need: int
    ) -> list[Card]:
        belief = self.beliefs.get(seat)
        if belief is not None:
            hand = belief.draw(rng, set(free))
            if hand is not None:
                chosen = set(hand)
                free[:] = [c for c in free if c not in chosen]
                return list(hand)
        return super()._likely_hand(rng, seat, free, need)

    def deal_hand(self, rng: random.Random, seat: int) -> list[Card]:
        belief = self.beliefs.get(seat)
        if belief is not None:
            hand = belief.draw(rng, set(self.free))
            if hand is not None:
                return list(hand)
        return super().deal_hand(rng, seat)


class BeliefHard(HardBot):
    """The Hard bot dealing its worlds from a :class:`BeliefSampler`."""

    def __init__(self, seed: int, model: PlayerModel, guesses: int = GUESSES, **options) -> None:
        super().__init__(seed, **options)
        self.model = model
        self.guesses = guesses

    def sampler(self, view: PlayerView) -> WorldSampler:
        return BeliefSampler(view, self.model, self.guesses)


def check_turns(players: int, games: int, seed: int) -> tuple[int, int, int]:
    """Replays ``games`` games of Normal bots and, before every move, rebuilds the
    round's turns from every seat's view: (views rebuilt exactly, rebuilt
    differently, not rebuilt). The truth comes from the moves as they are made."""
    from phase10_desktop.bots.normal import NormalBot
    from phase10_desktop.engine import Discard, Draw, Game, RoundEnded

    exact = wrong = none = 0
    for g in range(seed, seed + games):
        game = Game.new(players, seed=g)
        bots = [NormalBot(seed=g * 10 + s) for s in range(players)]
        truth: list[Turn] = []
        current: Turn | None = None
        while not game.game_over:
            for seat in game.active:
                got = round_turns(game.view(seat))
                if got is None:
                    none += 1
                else:
                    exact += got == truth + ([current] if current else [])
                    wrong += got != truth + ([current] if current else [])
            action = bots[game.turn].choose(game.view(game.turn))
            if isinstance(action, Draw):
                top = game.discard_top
                offer = top if top is not None and not top.is_skip else None
                current = Turn(game.turn, offer, action.source == "discard", None)
            events = game.apply(action)
            if isinstance(action, Discard) and current is not None:
                truth.append(Turn(current.seat, current.offer, current.took, action.card))
                current = None
            if any(isinstance(e, RoundEnded) for e in events):
                truth, current = [], None
    return exact, wrong, none


def main() -> None:
    import argparse

    ap = argparse.ArgumentParser(description="Check round_turns against the true order of play.")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    for players in (2, 3, 4, 6):
        exact, wrong, none = check_turns(players, a.games, a.seed)
        print(
            f"{players} players: {exact} views rebuilt exactly, {wrong} wrongly, {none} not at all"
        )


if __name__ == "__main__":
    main()


__all__ = [
    "BeliefHard",
    "BeliefSampler",
    "HandBelief",
    "PlayerModel",
    "Turn",
    "offer_gain",
    "replay_hands",
    "replay_likelihood",
    "round_turns",
]
