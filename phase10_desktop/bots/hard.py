"""The Hard bot: Normal's judgement, checked by search over the cards it cannot see.

Before its phase is down every draw and discard is a bet on cards to come, so Hard
samples *worlds* consistent with its view (:mod:`.determinize`, weighted by what the
others have shown) and plays its own next turns out in each, for every candidate, with
Normal's fast keep-or-throw rule. All candidates meet the same worlds (common random
numbers) so small differences show, and Normal's choice stands unless another beats it
by more than the sampling noise: acting on noise throws Normal's judgement away (the
whole-round design that did so, and the figures, are in ``docs/bots.md``). Once the
phase is down, laying and hitting are Normal's; the discard and the Skip weigh what the
next seat is likely to need.

``samples`` fixes the number of worlds (deterministic: tests and measurement use it);
``time_budget`` (0.8 s) stops sampling on the wall clock, looked at per play-out, so a
loaded machine costs strength, not waiting. With ``cooperative`` it yields the GIL every
few milliseconds and polls ``should_stop`` there, answering at once with the best move so
far: a GUI thread beside it keeps animating.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from threading import Event

from ..engine import Card, Discard, Draw, PlayerView, may_discard, next_seat, open_phases
from ..engine.actions import Action
from .base import BaseBot
from .determinize import WorldSampler
from .knowledge import table_accepts
from .memo import PhaseGoal
from .normal import NormalPolicy
from .tactics import most_threatening

#: default wall-clock budget per decision, seconds
DEFAULT_BUDGET = 0.8
#: worlds sampled at most per decision when only the budget limits the search
MAX_SAMPLES = 600
#: own turns played out per world
HORIZON = 10
#: weight of going out soon after laying, against laying the phase at all, per
#: opponent (see going_out_weight)
GO_OUT = 0.5
#: another option replaces Normal's choice only when its mean advantage over the
#: same worlds exceeds this many standard errors plus SWITCH_MIN
SWITCH_Z = 1.5
SWITCH_MIN = 0.002
#: once down, worlds sampled to judge which discard the next seat would take,
#: and what a sure take costs in Normal's discard points
DENY_WORLDS = 48
DENY_WEIGHT = 20.0
#: seconds between GIL yields in cooperative mode
YIELD_EVERY = 0.004

StopSignal = Callable[[], bool] | Event | None


def _asked_to_stop(s: StopSignal) -> bool:
    if s is None:
        return False
    return s.is_set() if isinstance(s, Event) else bool(s())


class _Budget:
    """One decision's time: its deadline, the stop signal and the GIL yields of
    cooperative mode, looked at after every play-out, not only after a whole world.

    A world plays out every candidate move, and the next seat's replies: on a loaded
    machine one world took long enough that a deadline looked at only between worlds
    let a 0.8 s decision run for 3.5 s. The clock starts when the decision does, so
    the work before the search counts too."""

    def __init__(self, bot: HardBot) -> None:
        now = time.perf_counter()
        self.deadline = None if bot.time_budget is None else now + bot.time_budget
        self.cooperative = bot.cooperative
        self.next_yield = now + YIELD_EVERY
        self.stop = bot.should_stop

    def up(self) -> bool:
        """True once the decision must answer with what it has."""
        now = time.perf_counter()
        if self.cooperative and now >= self.next_yield:
            time.sleep(0)  # let a GUI thread run: the search holds the GIL
            self.next_yield = time.perf_counter() + YIELD_EVERY
        return _asked_to_stop(self.stop) or (self.deadline is not None and now > self.deadline)


class HardBot(BaseBot):
    level = "hard"

    def __init__(
        self,
        seed: int = 0,
        *,
        samples: int | None = None,
        time_budget: float | None = DEFAULT_BUDGET,
        candidates: int = 5,
        min_samples: int = 24,
        should_stop: StopSignal = None,
        cooperative: bool = True,
    ) -> None:
        """``samples``: worlds per decision (deterministic); ``time_budget``:
        seconds per decision (None: no clock limit); ``should_stop``: a callable
        or :class:`threading.Event` that cancels a search in progress;
        ``cooperative``: yield the GIL every few milliseconds (off for headless
        tournaments, where yielding only hands CPU time to other processes)."""
        super().__init__(seed)
        if samples is None and time_budget is None:
            raise ValueError("give the Hard bot a number of samples, a time budget, or both")
        if samples is not None and samples < 1:
            raise ValueError("samples must be at least 1")
        self.samples = samples
        self.time_budget = time_budget
        self.candidates = max(2, candidates)
        self.min_samples = min_samples
        self.should_stop = should_stop
        self.cooperative = cooperative
        self.policy = NormalPolicy()
        self._budget = _Budget(self)

    def _stopped(self) -> bool:
        return _asked_to_stop(self.should_stop)

    def sampler(self, view: PlayerView) -> WorldSampler:
        """Where the search's worlds come from: dealt from ``view`` alone, so the
        search cannot cheat. Hidden hands are dealt in the light of what their
        owners let go (heads-up at 100 worlds per decision that won 59.0% of 800
        games against Normal, uniform hands 54.3% of the same deals; docs/bots.md).
        (``benchmarks/oracle_ceiling.py`` overrides this in a subclass to feed the
        true hidden cards, to measure what they are worth.)"""
        return WorldSampler(view, infer=True)

    # ---------------------------------------------------------------- API
    def choose(self, view: PlayerView) -> Action:
        self._budget = _Budget(self)
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        default = self.policy(view)
        if self._stopped():
            return default
        if isinstance(default, Discard) and default.card.is_skip:
            return self.skip_target(view, legal, default)
        if isinstance(default, Discard) and view.laid_phase[view.seat] is not None:
            return self.deny_discard(view, legal, default)
        options = self.candidate_actions(view, legal, default)
        if len(options) < 2:
            return default
        return self.search(view, options)

    def candidate_actions(
        self, view: PlayerView, legal: list[Action], default: Action
    ) -> list[Action]:
        """The moves worth weighing, Normal's choice first (only before the phase is down)."""
        if view.laid_phase[view.seat] is not None or not open_phases(view, view.seat):
            return [default]
        if view.stage == "draw":
            top = view.discard_top
            if Draw("discard") not in legal or top is None or top.is_wild:
                return [default]
            other = Draw("pile") if default == Draw("discard") else Draw("discard")
            return [default, other]
        if not isinstance(default, Discard) or default.card.is_skip:
            return [default]  # lay-downs are always taken; Skips follow Normal
        discards = [a for a in legal if isinstance(a, Discard) and not a.card.is_skip]
        ranked = self.policy.rank_discards(view, discards, limit=self.candidates)
        ranked = [d for d in ranked if not d.card.is_wild and d != default]
        return [default, *ranked]

    # ------------------------------------------------------- skips, denial
    def skip_target(self, view: PlayerView, legal: list[Action], default: Discard) -> Discard:
        """Whom to skip when our phase is down: the phase race is what wins games,
        so an opponent who has not laid yet loses a turn towards its phase (R6.1);
        a seat that is down only ends the round, which costs us nothing but points.
        Before our phase is down, Normal's choice (the seat about to go out) buys
        us turns."""
        if view.laid_phase[view.seat] is None or default.target is None:
            return default
        skips = [a for a in legal if isinstance(a, Discard) and a.card is default.card]
        up = [a for a in skips if a.target is not None and view.laid_phase[a.target] is None]
        if not up:
            return default
        return most_threatening(view, up)

    def deny_discard(self, view: PlayerView, legal: list[Action], default: Discard) -> Discard:
        """Once down, every card we throw is dead to us, so the choice is whom it
        feeds: in sampled worlds, how often would the next seat (not down) take
        it because it brings its phase closer? Normal's score (points, a card
        one step from fitting a run) less that chance times DENY_WEIGHT."""
        seat = next_seat(view, view.seat)
        if view.laid_phase[seat] is not None or default.card.is_skip:
            return default
        phases = open_phases(view, seat)
        if not phases:
            return default
        discards = [a for a in legal if isinstance(a, Discard) and not a.card.is_skip]
        scored = self.policy.score_discards(view, discards)
        if len(scored) < 2:
            return default
        top = scored[0][0]
        scored = [(v, d) for v, d in scored if v > top - DENY_WEIGHT and not d.card.is_wild]
        if len(scored) < 2:
            return default
        goal = Goal(view.rules, phases)
        sampler = self.sampler(view)
        rng = self.rng(view)
        taken = [0] * len(scored)
        worlds = 0
        while worlds < DENY_WORLDS and not self._budget.up():
            hand = sampler.deal_hand(rng, seat)
            counts = goal.counts(hand)
            now = goal.missing_counts(counts, hand)
            for i, (_, d) in enumerate(scored):
                taken[i] += goal.helps(counts, hand, now, d.card)
            worlds += 1
        if worlds == 0:
            return default
        best = max(
            range(len(scored)),
            key=lambda i: (scored[i][0] - DENY_WEIGHT * taken[i] / worlds, -i),
        )
        return scored[best][1]

    # ------------------------------------------------------------- search
    def search(self, view: PlayerView, options: list[Action]) -> Action:
        """Average each option's result over the same sampled worlds; a world the
        budget runs out in is left out (its options did not all meet it)."""
        out_of_time = self._budget.up
        limit = self.samples if self.samples is not None else MAX_SAMPLES
        rng = self.rng(view)
        sampler = self.sampler(view)
        goal = Goal(view.rules, open_phases(view, view.seat))
        starts = [self._start(view, a, goal) for a in options]
        survive = survival(view)
        go_out = going_out_weight(view)
        reply = _NextSeat(view, options)
        step = draws_per_lap(view)
        k = len(options)
        diffs: list[list[float]] = [[] for _ in range(k)]
        n = 0
        while n < limit and not out_of_time():
            world = sampler.sample(rng)
            draws = world.draw_pile[::-1]  # the top card is the last
            mine = draws[0::step]  # the others draw the cards in between
            results: list[float] = []
            for hand, draw_now in starts:
                if out_of_time():
                    break
                results.append(play_out(hand, mine, goal, survive, draw_now, go_out))
            if len(results) < k or not reply.adjust(
                results, world.hands, draws[1::step], survive, out_of_time
            ):
                break
            n += 1
            for i, r in enumerate(results):
                diffs[i].append(r - results[0])
            if n >= self.min_samples and n % 8 == 0 and _settled(diffs, n):
                break
        if n == 0:
            return options[0]  # no world in time: Normal's choice
        best, best_margin = 0, 0.0
        for i in range(1, k):
            margin = _lower_bound(diffs[i], n) - SWITCH_MIN
            if margin > best_margin:
                best, best_margin = i, margin
        return options[best]

    @staticmethod
    def _start(view: PlayerView, action: Action, goal: Goal) -> tuple[list[Card], bool]:
        """The hand the option leaves, and whether the turn's draw from the pile is
        still to come."""
        hand = list(view.hand)
        if isinstance(action, Draw):
            if action.source == "discard":
                top = view.discard_top
                assert top is not None
                may_throw = may_discard(view.rules, top, drawn_discard=top)  # once taken
                return _throw_cheapest([*hand, top], goal.missing, may_throw), False
            return hand, True  # the first world card is drawn now
        assert isinstance(action, Discard)
        return [c for c in hand if c is not action.card], False


class _NextSeat:
    """What a discard gives the next seat, the only one who can take it.

    In each world the next seat's hand is known, so whether it would take the
    card (Normal's rule: only if it brings its phase closer, or fits a laid
    group once it is down) and how much sooner its phase is then ready are
    played out like our own turns; the gain counts against the discard.
    """

    def __init__(self, view: PlayerView, options: Sequence[Action]) -> None:
        self.seat = next_seat(view, view.seat)
        self.go_out = going_out_weight(view)
        self.options = options
        self.rules = view.rules
        self.phases = open_phases(view, self.seat)
        self.goal = Goal(view.rules, self.phases)
        self.down = view.laid_phase[self.seat] is not None
        self.weight = 1.0 if len(view.active) == 2 else 0.6
        self.fits = [isinstance(a, Discard) and table_accepts(view, a.card) for a in options]
        self.danger = 0.12 if view.hand_counts[self.seat] <= 3 else 0.05
        self.active = any(isinstance(a, Discard) for a in options) and (
            self.down or bool(self.phases)
        )

    def adjust(
        self,
        results: list[float],
        hands: list[list[Card]],
        draws: list[Card],
        survive: float,
        out_of_time: Callable[[], bool] = lambda: False,
    ) -> bool:
        """Count against each discard what it gives the next seat in this world;
        False when the decision ran out of time before every discard was weighed."""
        if not self.active:
            return True
        if self.down:
            for i, fits in enumerate(self.fits):
                if fits:
                    results[i] -= self.weight * self.danger
            return True
        hand = hands[self.seat]
        now = self.goal.missing(hand)
        base: float | None = None
        for i, a in enumerate(self.options):
            if not isinstance(a, Discard) or a.card.is_skip:
                continue
            c = a.card
            if not c.is_wild and self.goal.missing([*hand, c]) >= now:
                continue  # Normal would leave it
            if out_of_time():
                return False
            if base is None:
                base = play_out(hand, draws, self.goal, survive, True, self.go_out)
            kept = _throw_cheapest([*hand, c], self.goal.missing)
            taken = play_out(kept, draws, self.goal, survive, False, self.go_out)
            results[i] -= self.weight * max(0.0, taken - base)
        return True


def _throw_cheapest(
    hand: list[Card], missing: Callable[[Sequence[Card]], int], may_throw_last: bool = False
) -> list[Card]:
    """The hand after throwing the card whose loss costs the phase least; the
    last card is the one just taken from the discard pile, which stays unless
    ``may_throw_last`` (R3.5)."""
    best: tuple[int, bool, int] | None = None
    out = hand
    for i, c in enumerate(hand if may_throw_last else hand[:-1]):
        rest = hand[:i] + hand[i + 1 :]
        key = (missing(rest), c.is_wild, -c.points)
        if best is None or key < best:
            best, out = key, rest
    return out


def draws_per_lap(view: PlayerView) -> int:
    """Pile cards drawn between two of our draws, ours included: the search reads
    every this-many-th card of a world's pile as ours, the next as the next seat's
    (``benchmarks/oracle_ceiling.py`` lays the true pile out the same way)."""
    return max(2, len(view.active))


def going_out_weight(view: PlayerView) -> float:
    """What going out soon after laying is worth, against laying at all. Ending
    the round stops every opponent still making its phase and leaves each
    holding its cards as points (R7.1), so the worth grows with the number of
    opponents. Heads-up this is the weight Hard always had; with four players,
    50 deals and 1,000 games of seed 40001, three times that weight won 28.5%
    where the heads-up weight won 25.7% (twice it: 27.0%)."""
    return GO_OUT * (len(view.active) - 1)


def survival(view: PlayerView) -> float:
    """Chance per turn that the round is still on. Measured between Normal bots,
    a round lasts about 8.5 turns per seat heads-up and 5.3 with four players;
    it ends sooner once someone is down, sooner still when they hold few cards."""
    r = 0.93 if len(view.active) == 2 else 0.88
    for s in view.active:
        if s == view.seat or view.laid_phase[s] is None:
            continue
        n = view.hand_counts[s]
        r = min(r, 0.5 if n <= 2 else 0.7 if n <= 4 else 0.8)
    return r


class Goal(PhaseGoal):
    """The phases a seat may lay, and how its hand stands against them (remembered
    by the hand's counts, see :mod:`.memo`)."""

    def dead_after_laying(self, hand: Sequence[Card]) -> int:
        """Cards left in hand after laying the ready phase and hitting what fits on
        it, less the one discarded this turn: the turns still needed to go out."""
        left = self.left_after_laying(hand)
        return len(hand) if left == len(hand) else max(0, left - 1)


def play_out(
    hand: list[Card],
    draws: list[Card],
    goal: Goal,
    survive: float,
    draw_now: bool,
    go_out: float,
) -> float:
    """Own turns on one world's draws with Normal's fast rule: keep what lowers
    ``cards_missing``, throw the rest (Skips, then the costliest).

    The result is the chance that the round is still on when the phase is ready
    (0 if not within the horizon), plus ``go_out`` times the chance it still is when
    the cards left after laying could all be gone: a hand that lays down with
    little left over ends the round sooner, often before the others make their
    phase. ``draw_now``: the first card is this turn's draw from the pile.
    """
    h = list(hand)
    counts = goal.counts(h)
    m = goal.missing_counts(counts, h)
    weight = 1.0
    if m == 0:
        return weight * (1.0 + go_out * survive ** goal.dead_after_laying(h))
    if draw_now:
        weight /= survive
    add = goal.add
    missing = goal.missing_counts
    without = goal.missing_without
    for c in draws[:HORIZON]:
        weight *= survive
        if c.is_skip:
            continue
        h.append(c)
        add(counts, c, 1)
        m2 = missing(counts, h)
        if m2 == 0:
            weight = min(1.0, weight)
            return weight * (1.0 + go_out * survive ** goal.dead_after_laying(h))
        if m2 == m and not c.is_wild:
            h.pop()
            add(counts, c, -1)
            continue
        best_m, best_i = m2 + 1, -1
        asked: dict[object, int] = {}  # one question per kind of card
        for i, x in enumerate(h):
            if x.is_wild:
                continue
            cls = goal.card_class(x)
            mm = asked.get(cls)
            if mm is None:
                mm = asked[cls] = without(counts, h, i)
            if mm < best_m or (mm == best_m and x.points > h[best_i].points):
                best_m, best_i = mm, i
        if best_i < 0:  # only Wilds: keep them all but the newest
            best_m, best_i = m2, len(h) - 1
        add(counts, h[best_i], -1)
        del h[best_i]
        m = best_m
    return 0.0


def _lower_bound(d: list[float], n: int) -> float:
    mean = sum(d) / n
    var = sum((x - mean) ** 2 for x in d) / max(1, n - 1)
    return mean - SWITCH_Z * math.sqrt(var / n)


def _settled(diffs: list[list[float]], n: int) -> bool:
    """True when the decision can no longer change much: some option clearly beats
    Normal's choice, or none can plausibly do so."""
    for d in diffs[1:]:
        mean = sum(d) / n
        var = sum((x - mean) ** 2 for x in d) / max(1, n - 1)
        se = math.sqrt(var / n)
        if mean - 3.0 * se > SWITCH_MIN:
            return True
        if mean + 2.0 * se > 0:
            return False
    return True


__all__ = ["DEFAULT_BUDGET", "Goal", "HardBot", "play_out", "survival"]
