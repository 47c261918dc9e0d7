"""The Hard bot: Normal's judgement, checked by search over the cards it cannot see.

For each contested decision (which pile to draw from, which card to throw and
whom to skip) it samples *worlds* consistent with its view
(:mod:`.determinize`), plays each candidate out to the end of the round in every
world with the fast Normal policy at all seats, and picks the candidate with
the best average result. All candidates share the same worlds (common random
numbers), so their difference is measured far more precisely than their values.
Moves with nothing to weigh (laying down, hitting, a single legal move) are
taken from Normal directly.

Search size and time: ``samples`` fixes the number of worlds (deterministic
for a given seed: use it for tests and measurement); ``time_budget`` (default
0.8 s) stops sampling when the wall clock runs out, so with a budget the number
of worlds, and rarely the choice, depends on machine speed. The search stops
early once one candidate is clearly best. It calls ``time.sleep(0)`` after
every rollout (a few milliseconds) so a GUI thread gets the GIL, and polls
``should_stop`` there: when it returns true the bot answers at once with the
best move found so far (Normal's choice if none).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from threading import Event

from ..engine import Discard, Draw, Game, GameEnded, Hit, LayDown, PlayerView, RoundEnded
from ..engine.actions import Action
from .base import BaseBot
from .determinize import WorldSampler
from .normal import NormalPolicy

#: default wall-clock budget per decision, seconds
DEFAULT_BUDGET = 0.8
#: worlds sampled at most per decision when only the budget limits the search
MAX_SAMPLES = 400
#: a rollout that has not finished the round after this many moves is scored as is
ROLLOUT_LIMIT = 600

StopSignal = Callable[[], bool] | Event | None


class HardBot(BaseBot):
    level = "hard"

    def __init__(
        self,
        seed: int = 0,
        *,
        samples: int | None = None,
        time_budget: float | None = DEFAULT_BUDGET,
        candidates: int = 3,
        min_samples: int = 8,
        should_stop: StopSignal = None,
    ) -> None:
        """``samples``: worlds per decision (deterministic); ``time_budget``:
        seconds per decision (None: no clock limit); ``should_stop``: a callable
        or :class:`threading.Event` that cancels a search in progress."""
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
        self.policy = NormalPolicy()
        self.rollout_policy = NormalPolicy(use_outs=False)
        #: worlds searched by the last decision (0 when no search was needed)
        self.last_samples = 0

    # ---------------------------------------------------------------- API
    def _stopped(self) -> bool:
        s = self.should_stop
        if s is None:
            return False
        return s.is_set() if isinstance(s, Event) else bool(s())

    def choose(self, view: PlayerView) -> Action:
        self.last_samples = 0
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        default = self.policy(view)
        if self._stopped():
            return default
        options = self.candidate_actions(view, legal, default)
        if len(options) < 2:
            return default
        return self.search(view, options)

    def candidate_actions(
        self, view: PlayerView, legal: list[Action], default: Action
    ) -> list[Action]:
        """The moves worth weighing, Normal's choice first."""
        if isinstance(default, LayDown | Hit):
            return [default]
        if view.stage == "draw":
            if Draw("discard") not in legal:
                return [default]
            top = view.discard_top
            if top is not None and top.is_wild and view.laid_phase[view.seat] is None:
                return [default]
            other = Draw("pile") if default == Draw("discard") else Draw("discard")
            return [default, other]
        discards = [a for a in legal if isinstance(a, Discard)]
        ranked = self.policy.rank_discards(view, discards, limit=self.candidates)
        # A Skip is worth weighing against a second target too.
        skips = [d for d in discards if d.card.is_skip and d.target is not None]
        chosen = next((d for d in ranked if d.card.is_skip), None)
        if chosen is not None and len(skips) > 1:
            alt = [d for d in skips if d.target != chosen.target and d.card is chosen.card]
            if alt:
                ranked.append(alt[0])
        if default not in ranked:
            ranked.insert(0, default)
        else:
            ranked.remove(default)
            ranked.insert(0, default)
        return ranked

    # ------------------------------------------------------------- search
    def search(self, view: PlayerView, options: list[Action]) -> Action:
        """Average rollout results over sampled worlds; Normal's choice wins ties."""
        clock = time.perf_counter
        deadline = None if self.time_budget is None else clock() + self.time_budget
        limit = self.samples if self.samples is not None else MAX_SAMPLES
        rng = self.rng(view)
        sampler = WorldSampler(view)
        k = len(options)
        totals = [0.0] * k
        # paired differences against the default, for the early stop
        diffs: list[list[float]] = [[] for _ in range(k)]
        n = 0
        stopped = False
        while n < limit and not stopped:
            world = sampler.sample(rng)
            results = []
            for a in options:
                results.append(self.rollout(world, a, view.seat))
                time.sleep(0)  # let a GUI thread run: this loop holds the GIL
                if self._stopped() or (deadline is not None and clock() > deadline):
                    stopped = True
                    break
            if len(results) < k:
                break  # an unfinished world would bias the averages
            n += 1
            for i, r in enumerate(results):
                totals[i] += r
                diffs[i].append(r - results[0])
            if n >= self.min_samples and self._settled(totals, diffs, n):
                break
        self.last_samples = n
        if n == 0:
            return options[0]
        # a small bonus for Normal's choice: switch only on evidence
        scores = [t / n + (0.02 if i == 0 else 0.0) for i, t in enumerate(totals)]
        best = max(range(k), key=lambda i: (scores[i], -i))
        return options[best]

    @staticmethod
    def _settled(totals: list[float], diffs: list[list[float]], n: int) -> bool:
        """True when one option leads every other by more than three standard errors."""
        means = [t / n for t in totals]
        best = max(range(len(means)), key=lambda i: means[i])
        for i in range(len(means)):
            if i == best:
                continue
            d = [a - b for a, b in zip(diffs[best], diffs[i], strict=True)]
            mean = sum(d) / n
            var = sum((x - mean) ** 2 for x in d) / max(1, n - 1)
            if mean <= 3.0 * math.sqrt(var / n) + 1e-9:
                return False
        return True

    def rollout(self, world: Game, action: Action, me: int) -> float:
        """Play ``action`` in a copy of ``world``, then Normal everywhere to the round's end."""
        g = world.copy()
        events = g.apply(action)
        policy = self.rollout_policy
        for _ in range(ROLLOUT_LIMIT):
            value = _round_value(g, events, me)
            if value is not None:
                return value
            events = g.apply(policy(g.view(g.turn)))
        return _unfinished_value(g, me)


def _round_value(g: Game, events: list, me: int) -> float | None:
    """What the round's end means for ``me``, or None while it goes on.

    Making the phase is worth most; penalty points decide ties at the end of a
    game (and everything when all advance, R9.3); a game won or lost counts most.
    """
    ended = None
    won = None
    for e in events:
        if isinstance(e, RoundEnded):
            ended = e
        elif isinstance(e, GameEnded):
            won = e.winner
    if ended is None and won is None:
        return None
    value = 0.0
    if ended is not None and not ended.tiebreak:
        n = len(ended.points)
        others = [s for s in range(n) if s != me]
        opp_laid = sum(1 for s in others if ended.laid[s] is not None) / max(1, len(others))
        opp_points = sum(ended.points[s] for s in others) / max(1, len(others))
        made = 1.0 if ended.laid[me] is not None else 0.0
        rel_points = (ended.points[me] - opp_points) / 50.0
        if g.rules.all_advance:
            value = 0.3 * made - rel_points
        else:
            weight = 1.0 if n == 2 else 0.6
            value = made - weight * opp_laid - 0.15 * rel_points
    if won is not None:
        value += 2.0 if won == me else -1.0
    return value


def _unfinished_value(g: Game, me: int) -> float:
    made = 1.0 if g.laid_phase[me] is not None else 0.0
    return made - 0.01 * len(g.hands[me])


__all__ = ["DEFAULT_BUDGET", "HardBot"]
