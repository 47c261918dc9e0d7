"""Playing whole games between bots: the loop the tournament and the tests share."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import field

from ..engine import Game, RoundEnded
from ..engine.actions import Action
from ..engine.events import of_kind
from ..engine.values import value_class
from .base import Bot, checked_choose

#: a game that has not ended after this many moves is abandoned (a guard
#: against a bug looping forever, never reached by the bots here)
MAX_ACTIONS = 50_000


@value_class(frozen=False)
class GameRecord:
    """What one finished game says about each seat."""

    winner: int | None
    scores: list[int]
    rounds: int
    #: phases each seat laid (rounds in which it laid its phase)
    phases: list[int]
    #: seconds per decision, per seat
    latencies: list[list[float]] = field(default_factory=list)
    #: decisions replaced by a fallback because the bot failed
    fallbacks: int = 0
    actions: int = 0
    finished: bool = True


def play_game(
    game: Game,
    bots: Sequence[Bot],
    *,
    max_actions: int = MAX_ACTIONS,
    on_action: Callable[[Game, int, Action], None] | None = None,
) -> GameRecord:
    """Play ``game`` to the end with ``bots[seat]`` choosing for each seat.

    Each bot is shown only its own view; answers are checked by :func:`checked_choose`.
    """
    n = game.players
    latencies: list[list[float]] = [[] for _ in range(n)]
    phases = [0] * n
    rounds = 0
    fallbacks = 0
    actions = 0
    clock = time.perf_counter
    while not game.game_over and actions < max_actions:
        seat = game.turn
        view = game.view(seat)
        t0 = clock()
        action, fell_back = checked_choose(bots[seat], view)
        latencies[seat].append(clock() - t0)
        fallbacks += fell_back
        if on_action is not None:
            on_action(game, seat, action)
        events = game.apply(action)
        actions += 1
        for e in of_kind(events, RoundEnded):
            if not e.tiebreak:
                rounds += 1
                for s, p in enumerate(e.laid):
                    if p is not None:
                        phases[s] += 1
    return GameRecord(
        winner=game.winner,
        scores=list(game.scores),
        rounds=rounds,
        phases=phases,
        latencies=latencies,
        fallbacks=fallbacks,
        actions=actions,
        finished=game.game_over,
    )
