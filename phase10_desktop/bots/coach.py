"""The coach: "How did I play?" — where the Hard bot would have chosen differently.

Input is what the player saw and did in a round: a list of
``(PlayerView, action)``, one per action of the player's seat, the view taken
just before the action (a live table, or a game record through
:func:`moves_from_record`). For each, the Hard bot is asked what it would do
given exactly that view. Where it differs, the coach estimates
both choices on the same sampled worlds — the hidden cards dealt at random
consistently with the view, as the Hard bot's own search deals them
(:meth:`.hard.HardBot.sampler`), the coming turns played out with Hard's own
fast rule (:func:`.hard.play_out`) — and the app says it in plain words:
"Keeping the Blue 7 makes your phase 41% likely by your next 3 turns,
throwing it 28%". The list comes most costly first.

What each kind of choice is measured by, and how the horizon K is picked, is in
``docs/bots.md`` ("The coach"); the app words the advice (:mod:`..app.coach_window`),
this module gives the numbers.

The coach never sees a hidden card: it is handed views only, and its worlds are
dealt from the view (a test checks that games differing only in hidden cards
get the same advice). Every estimate uses a generator seeded from the view, so
the same round gets the same advice. It runs in any thread; ``should_stop``
cancels it between estimates (and inside the Hard bot's search).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from threading import Event

from ..engine import (
    Card,
    Discard,
    Draw,
    Game,
    Group,
    Hit,
    LayDown,
    PlayerView,
    next_seat,
    open_phases,
)
from ..engine.actions import Action
from ..engine.record import Record
from ..engine.replay import replay
from ..engine.values import value_class
from .base import decision_rng
from .hard import Goal, HardBot, StopSignal, draws_per_lap, play_out, survival
from .knowledge import table_accepts

__all__ = [
    "HORIZONS",
    "Advice",
    "Cancelled",
    "Estimate",
    "coach",
    "moves_from_game",
    "moves_from_record",
]

#: turns ahead the chances may be given for (see the module docstring)
HORIZONS = (0, 2, 3, 5, 8)
#: a chance at least this high makes a horizon worth naming
INFORMATIVE = 0.3
#: worlds sampled per estimate
WORLDS = 400
#: worlds the Hard bot searches per decision (fixed: the same advice every time)
HARD_SAMPLES = 96
#: how much feeding the next seat weighs against our own chance in the cost
FEED_WEIGHT = 0.5
#: advice costing less than this (two points of chance, or two card points) is a
#: close call: the bot chose differently, but not by enough to matter
MIN_COST = 0.02
#: seconds between GIL yields and checks for Stop (Hard's search yields more
#: often: it may run while cards are flying across the table)
PACE = 0.015
#: a survival of one half per turn makes :func:`play_out` (no going-out weight)
#: return exactly 2**-turns, from which the turns are read back
_HALF = 0.5

Progress = Callable[[int, int], None] | None


class Cancelled(Exception):
    """The caller asked the coach to stop."""


@value_class(slots=True)
class Estimate:
    """The bot's estimate of the two choices, on the same sampled worlds.

    ``measure`` names what ``played`` and ``suggested`` are:

    * "phase": chance the phase is ready to lay down within ``turns`` more turns
      (this one included when the decision is a draw);
    * "out": chance of going out within ``turns`` more turns;
    * "lay": chance the phase counts this round (laying now: certain; waiting:
      the round must last until the next turn);
    * "skip": chance that the skipped seat would have laid its phase (or gone out,
      when ``target_down``) at the turn it loses;
    * "points": points left in hand by the choice (lower is better).

    ``feed_played`` / ``feed_suggested`` (discards only): how often the next seat
    could use the thrown card (take it for its phase, or hit it once down).
    """

    measure: str
    played: float
    suggested: float
    turns: int = 0
    worlds: int = 0
    feed_played: float | None = None
    feed_suggested: float | None = None
    played_target_down: bool = False
    suggested_target_down: bool = False


@value_class(slots=True)
class Advice:
    """One decision where the Hard bot would have chosen differently."""

    #: position of the move in the coach's input
    index: int
    #: the player's turn in the round it happened in (1 = first turn)
    turn: int
    kind: str  # "draw", "discard", "lay_down", "hit" or "skip"
    view: PlayerView
    played: Action
    suggested: Action
    estimate: Estimate

    @property
    def cost(self) -> float:
        """How much the player's choice gave away, by the bot's estimate (the
        headline chances, plus feeding the next seat for discards)."""
        e = self.estimate
        points = e.measure == "points"  # lower is better, and in points, not chances
        gap = (e.played - e.suggested) / 100.0 if points else e.suggested - e.played
        if e.feed_played is not None and e.feed_suggested is not None:
            gap += FEED_WEIGHT * (e.feed_played - e.feed_suggested)
        return gap

    @property
    def matters(self) -> bool:
        """Whether the estimate says the choice made a difference worth telling
        (otherwise the two choices are about as good, whatever the bot preferred)."""
        return self.cost >= MIN_COST


# ------------------------------------------------------------------ input
def moves_from_game(
    start: Game, actions: Sequence[Action], seat: int
) -> list[tuple[PlayerView, Action]]:
    """Replay ``actions`` on a copy of ``start`` and keep ``seat``'s view before
    each of its own actions: the coach's input from a game record."""
    game = start.copy()
    out = []
    for action in actions:
        if game.turn == seat and game.stage != "over":
            out.append((game.view(seat), action))
        game.apply(action)
    return out


def moves_from_record(record: Record, round_no: int, seat: int) -> list[tuple[PlayerView, Action]]:
    """``seat``'s decisions in round ``round_no`` of a game record, each with the
    view it had just before: the coach's input for a finished round or a replay.
    Raises :class:`~phase10_desktop.engine.replay.ReplayError` for a record that
    cannot be replayed."""
    out: list[tuple[PlayerView, Action]] = []
    view: PlayerView | None = None
    for step in replay(record):
        if step.round_no > round_no:
            break
        if view is not None and step.action is not None and step.seat == seat:
            out.append((view, step.action))
        g = step.game
        ready = g.round_no == round_no and g.turn == seat and g.stage in ("draw", "play")
        view = g.view(seat) if ready else None
    return out


# --------------------------------------------------------------- comparing
def _kind(view: PlayerView, played: Action, suggested: Action) -> str | None:
    """Which decision the two actions differ in, or None when they agree."""
    if isinstance(played, Draw) or isinstance(suggested, Draw):
        return "draw" if played != suggested else None
    if isinstance(suggested, LayDown):
        return None if isinstance(played, LayDown) else "lay_down"
    if isinstance(suggested, Hit):
        return "hit" if isinstance(played, Discard) else None
    if isinstance(played, Discard) and isinstance(suggested, Discard):
        if played.card.face != suggested.card.face:
            return "discard"
        if played.card.is_skip and played.target != suggested.target:
            return "skip"
    return None


def _stopped(stop: StopSignal) -> bool:
    if stop is None:
        return False
    return stop.is_set() if isinstance(stop, Event) else bool(stop())


class _Pace:
    """Called once per sampled world: every few milliseconds it lets other threads
    have the GIL (the window's thread must not starve while this runs, as with
    Hard's ``cooperative`` search) and stops the analysis when asked."""

    def __init__(self, stop: StopSignal) -> None:
        self.stop = stop
        self.next = time.perf_counter() + PACE

    def __call__(self) -> None:
        if time.perf_counter() < self.next:
            return
        time.sleep(0)
        self.next = time.perf_counter() + PACE
        if _stopped(self.stop):
            raise Cancelled()


def coach(
    moves: Sequence[tuple[PlayerView, Action]],
    *,
    seed: int = 0,
    worlds: int = WORLDS,
    should_stop: StopSignal = None,
    progress: Progress = None,
) -> list[Advice]:
    """The decisions in ``moves`` where the Hard bot would have chosen differently,
    most costly first. Raises :class:`Cancelled` when ``should_stop`` fires."""
    bot = HardBot(seed, samples=HARD_SAMPLES, time_budget=None, should_stop=should_stop)
    pace = _Pace(should_stop)
    out: list[Advice] = []
    turn = 0
    for i, (view, played) in enumerate(moves):
        if _stopped(should_stop):
            raise Cancelled()
        if progress is not None:
            progress(i, len(moves))
        if i == 0 or moves[i - 1][0].round_no != view.round_no:
            turn = 0
        if view.stage == "draw" or turn == 0:
            turn += 1
        if view.problem(played) is not None:
            continue  # not a move of this view (a bad record): nothing to compare
        suggested = bot.choose(view)
        if _stopped(should_stop):
            raise Cancelled()
        kind = _kind(view, played, suggested)
        if kind is None:
            continue
        estimate = _estimate(view, kind, played, suggested, _Sampling(bot, seed, worlds, pace))
        out.append(Advice(i, turn, kind, view, played, suggested, estimate))
    if progress is not None:
        progress(len(moves), len(moves))
    out.sort(key=lambda a: (-a.cost, a.index))
    return out


# --------------------------------------------------------------- estimating
@value_class(slots=True)
class _Sampling:
    """How one estimate samples: with the Hard bot's sampler, the coach's seed,
    worlds per estimate, and the pace."""

    bot: HardBot
    seed: int
    worlds: int
    pace: Callable[[], None]

    def deal(self, view: PlayerView) -> _Worlds:
        """The worlds of one decision, dealt from ``view`` alone."""
        return _Worlds(view, self)


class _Worlds:
    """Sampled worlds of one decision, shared by every measure of it (sampling,
    with Hard's inference about hidden hands, is the costly part): each world's
    hidden hands and the draw-pile cards that would come to the seat, in order."""

    def __init__(self, view: PlayerView, job: _Sampling) -> None:
        sampler = job.bot.sampler(view)  # Hard's own worlds (hidden hands inferred)
        # seeded from visible facts only (see decision_rng): same view, same worlds
        rng = decision_rng("coach", job.seed, view)
        step = draws_per_lap(view)
        self.pace = job.pace
        self.hands: list[list[list[Card]]] = []
        self.mine: list[list[Card]] = []
        for _ in range(job.worlds):
            job.pace()
            world = sampler.sample(rng)
            self.hands.append(world.hands)
            self.mine.append(world.draw_pile[::-1][0::step])

    def __len__(self) -> int:
        return len(self.mine)


def _estimate(
    view: PlayerView, kind: str, played: Action, suggested: Action, job: _Sampling
) -> Estimate:
    if kind == "lay_down":
        return Estimate("lay", played=survival(view), suggested=1.0)
    worlds = job.deal(view)
    if kind == "skip":
        assert isinstance(played, Discard) and isinstance(suggested, Discard)  # Skips, both
        return _skip_estimate(view, played, suggested, worlds)
    down = view.laid_phase[view.seat] is not None
    if not down and open_phases(view, view.seat):
        est = _phase_estimate(view, played, suggested, worlds)
    else:
        est = _out_estimate(view, played, suggested, worlds)
    if isinstance(played, Discard) and isinstance(suggested, Discard):
        fp, fs = _feeding(view, [played.card, suggested.card], worlds)
        est = replace(est, feed_played=fp, feed_suggested=fs)
        if down and abs(est.played - est.suggested) < 0.02 and abs(fp - fs) < 0.05:
            kept_p = sum(c.points for c in view.hand if c is not played.card)
            kept_s = sum(c.points for c in view.hand if c is not suggested.card)
            est = Estimate("points", kept_p, kept_s, 0, 0, fp, fs)
    return est


def _horizon(played: list[int], suggested: list[int], n: int) -> tuple[int, float, float]:
    """The horizon to name and both chances there, from turns-until lists
    (-1: not within the play-out)."""
    for k in HORIZONS:
        p = sum(0 <= t <= k for t in played) / n
        s = sum(0 <= t <= k for t in suggested) / n
        if max(p, s) >= INFORMATIVE or k == HORIZONS[-1]:
            return k, p, s
    raise AssertionError("unreachable")  # pragma: no cover


def _phase_estimate(
    view: PlayerView, played: Action, suggested: Action, worlds: _Worlds
) -> Estimate:
    """Turns until the phase is ready after each choice, over the same worlds,
    with Hard's play-out (its starting hands: :meth:`HardBot._start`)."""
    goal = Goal(view.rules, open_phases(view, view.seat))
    starts = [HardBot._start(view, a, goal) for a in (played, suggested)]
    turns: list[list[int]] = [[], []]
    for mine in worlds.mine:
        worlds.pace()
        for j, (hand, draw_now) in enumerate(starts):
            value = play_out(hand, mine, goal, _HALF, draw_now, 0.0)
            turns[j].append(-1 if value <= 0 else round(-math.log2(value)))
    k, p, s = _horizon(turns[0], turns[1], len(worlds))
    return Estimate("phase", p, s, k, len(worlds))


def _go_out_turns(
    hand: list[Card], groups: list[Group], draws: Sequence[Card], draw_now: bool, limit: int
) -> int:
    """Turns until going out once the phase is down (-1: not within ``limit``).

    Each turn: draw the next card (unless this turn's card is already in hand),
    hit every card that fits a group (the last card must be discarded, R3.6),
    discard one card (a Skip first, then the costliest); out when the hand is
    empty. Turn 0 is the current one."""
    h = list(hand)
    gs = list(groups)
    it = iter(draws)
    for turn in range(limit + 1):
        if turn > 0 or draw_now:
            card = next(it, None)
            if card is not None:
                h.append(card)
        progress = True
        while progress and len(h) > 1:
            progress = False
            for c in h:
                spot = next(((i, o) for i, g in enumerate(gs) for o in g.hit_options(c)), None)
                if spot is not None:
                    i, (end, _) = spot
                    gs[i] = gs[i].with_card(c, end)
                    h.remove(c)
                    progress = True
                    break
        if not h:
            return turn
        h.remove(max(h, key=lambda c: (c.is_skip, not c.is_wild, c.points)))
        if not h:
            return turn
    return -1


def _after_choice(view: PlayerView, action: Action) -> tuple[list[Card], list[Group], bool]:
    """The hand and table a choice leaves for :func:`_go_out_turns` this turn:
    a draw from the pile is still to come; a taken discard is in hand; a hit is
    made; a discard is gone and the turn is over (the rest starts next turn)."""
    hand = list(view.hand)
    groups = [g for gs in view.laid for g in gs]
    if isinstance(action, Draw):
        if action.source == "discard" and view.discard_top is not None:
            return [*hand, view.discard_top], groups, False
        return hand, groups, True
    if isinstance(action, Hit):
        flat = [(o, i) for o, gs in enumerate(view.laid) for i in range(len(gs))]
        at = flat.index((action.owner, action.group))
        groups[at] = groups[at].with_card(
            action.card, action.end or _first_end(groups[at], action.card)
        )
        return [c for c in hand if c is not action.card], groups, False
    assert isinstance(action, Discard)
    return [c for c in hand if c is not action.card], groups, False


def _first_end(group: Group, card: Card):  # -> End | None
    return group.hit_options(card)[0][0]


def _out_estimate(view: PlayerView, played: Action, suggested: Action, worlds: _Worlds) -> Estimate:
    """Turns until going out after each choice (phase down), same worlds for both."""
    limit = HORIZONS[-1]
    starts = [_after_choice(view, a) for a in (played, suggested)]
    # a discard ends the turn: its hand starts drawing next turn (turn 1)
    ended = [isinstance(a, Discard) for a in (played, suggested)]
    turns: list[list[int]] = [[], []]
    for mine in worlds.mine:
        worlds.pace()
        for j, (hand, groups, draw_now) in enumerate(starts):
            if ended[j]:
                t = _go_out_turns(hand, groups, mine, True, limit - 1)
                t = -1 if t < 0 else t + 1
                if not hand:
                    t = 0
            else:
                t = _go_out_turns(hand, groups, mine, draw_now, limit)
            turns[j].append(t)
    k, p, s = _horizon(turns[0], turns[1], len(worlds))
    return Estimate("out", p, s, k, len(worlds))


def _feeding(view: PlayerView, cards: Sequence[Card], worlds: _Worlds) -> tuple[float, ...]:
    """How often the next seat could use each card: hit it (once down), or, in
    its hands of the sampled worlds, take it because it brings its phase closer."""
    seat = next_seat(view, view.seat)
    if seat == view.seat:
        return tuple(0.0 for _ in cards)
    if view.laid_phase[seat] is not None:
        return tuple(float(table_accepts(view, c)) for c in cards)
    phases = open_phases(view, seat)
    if not phases:
        return tuple(0.0 for _ in cards)
    goal = Goal(view.rules, phases)
    taken = [0] * len(cards)
    for hands in worlds.hands:
        worlds.pace()
        hand = hands[seat]
        counts = goal.counts(hand)
        now = goal.missing_counts(counts, hand)
        for i, c in enumerate(cards):
            taken[i] += c.is_wild or goal.helps(counts, hand, now, c)
    return tuple(t / len(worlds) for t in taken)


def _skip_estimate(
    view: PlayerView, played: Discard, suggested: Discard, worlds: _Worlds
) -> Estimate:
    """For each target: in the sampled worlds, would it lay its phase (or go out,
    once down) at the turn the Skip takes from it? (Its draw there is taken to be
    any unseen card: the first the world would give us.)"""
    targets = [played.target, suggested.target]
    hits = [0, 0]
    groups = [g for gs in view.laid for g in gs]
    goals = {
        t: Goal(view.rules, open_phases(view, t))
        for t in targets
        if t is not None and view.laid_phase[t] is None
    }
    for hands, mine in zip(worlds.hands, worlds.mine, strict=True):
        worlds.pace()
        for j, t in enumerate(targets):
            if t is None:
                continue
            hand = list(hands[t]) + mine[:1]
            if t in goals:
                hits[j] += bool(goals[t].phases) and goals[t].missing(hand) == 0
            else:
                hits[j] += _go_out_turns(hand, groups, (), False, 0) == 0
    n = len(worlds)
    down = [t is not None and view.laid_phase[t] is not None for t in targets]
    return Estimate(
        "skip",
        hits[0] / n,
        hits[1] / n,
        1,
        n,
        played_target_down=down[0],
        suggested_target_down=down[1],
    )
