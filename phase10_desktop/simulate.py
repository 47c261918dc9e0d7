"""Headless self-play with a simple legal-move policy: the engine's speed test.

The policy is deliberately plain (the real bots live in :mod:`phase10_desktop.bots`):
lay down when possible, hit when possible, take the discard only when it brings
the phase closer, and throw away the card that hurts the phase least. It keeps
games finishing in a realistic number of rounds, which a uniformly random
policy would not.
"""

from __future__ import annotations

import time
from dataclasses import field

from .engine import Discard, Draw, Game, Hit, LayDown, RoundEnded, RuleSet, open_phases
from .engine.actions import Action
from .engine.cards import Card
from .engine.events import of_kind
from .engine.solver import cards_missing
from .engine.values import value_class


def simple_policy(game: Game, legal: list[Action]) -> Action:
    """Pick one of ``legal`` (the seat to move's legal actions)."""
    seat = game.turn
    hand = game.hands[seat]
    open_now = open_phases(game, seat)
    phase = open_now[0] if open_now else None
    if game.stage == "draw":
        top = game.discard_top
        if Draw("discard") in legal and top is not None:
            if phase is not None:
                if cards_missing(phase, [*hand, top], game.rules) < cards_missing(
                    phase, hand, game.rules
                ):
                    return Draw("discard")
            elif any(g.accepts(top) for gs in game.laid for g in gs):
                return Draw("discard")
        return legal[0]
    discards: list[Discard] = []
    for a in legal:
        if isinstance(a, LayDown | Hit):
            return a
        if isinstance(a, Discard):
            discards.append(a)
    skips = [a for a in discards if a.card.is_skip]
    if skips:
        # skip the opponent closest to winning: furthest phase, then lowest score
        return max(
            skips,
            key=lambda a: (
                (-1, 0) if a.target is None else (game.phase_no[a.target], -game.scores[a.target])
            ),
        )
    if phase is None:
        return max(discards, key=lambda d: d.card.points)
    best: Discard = discards[0]
    best_key: tuple[int, int] | None = None
    tried: dict[str, tuple[int, int]] = {}
    for d in discards:
        key = tried.get(d.card.face)
        if key is None:
            rest = [c for c in hand if c is not d.card]
            key = (cards_missing(phase, rest, game.rules), -_keep_value(d.card))
            tried[d.card.face] = key
        if best_key is None or key < best_key:
            best, best_key = d, key
    return best


def _keep_value(card: Card) -> int:
    """Wilds are worth keeping; otherwise prefer throwing high penalty cards."""
    return -100 if card.is_wild else card.points


@value_class(frozen=False)
class SimStats:
    games: int = 0
    actions: int = 0
    rounds: int = 0
    phases_laid: int = 0
    seat_rounds: int = 0
    seconds: float = 0.0
    wall_seconds: float = 0.0
    engine_seconds: float = 0.0
    wins: list[int] = field(default_factory=list)

    def summary(self) -> str:
        rate = self.games / self.seconds if self.seconds else 0.0
        arate = self.actions / self.seconds if self.seconds else 0.0
        erate = self.actions / self.engine_seconds if self.engine_seconds else 0.0
        return "\n".join(
            [
                f"games: {self.games} in {self.seconds:.2f} s CPU, {self.wall_seconds:.2f} s wall "
                f"({rate:.2f} games/s CPU)",
                f"actions: {self.actions} ({arate:,.0f} actions/s with the policy; "
                f"{erate:,.0f} actions/s in the engine: apply + legal_actions)",
                f"rounds per game: {self.rounds / max(self.games, 1):.2f}",
                f"phases laid per round (all seats): {self.phases_laid / max(self.rounds, 1):.2f}",
                f"share of players making their phase per round: "
                f"{self.phases_laid / max(self.seat_rounds, 1):.1%}",
                f"wins by seat: {self.wins}",
            ]
        )


def simulate(players: int, games: int, seed: int, rules: RuleSet | None = None) -> SimStats:
    """Play ``games`` full games; game i uses seed ``seed + i``."""
    rules = rules or RuleSet()
    stats = SimStats(wins=[0] * players)
    # CPU time of this process: the figure does not depend on what else the
    # machine is running (wall-clock games/s is reported from perf_counter)
    clock = time.process_time
    wall_start = time.perf_counter()
    start = clock()
    engine = 0.0
    for i in range(games):
        game = Game.new(players, seed=seed + i, rules=rules)
        while not game.game_over:
            t0 = clock()
            legal = game.legal_actions()
            t1 = clock()
            action = simple_policy(game, legal)
            t2 = clock()
            events = game.apply(action)
            t3 = clock()
            engine += (t1 - t0) + (t3 - t2)
            stats.actions += 1
            for e in of_kind(events, RoundEnded):
                stats.rounds += 1
                stats.seat_rounds += sum(
                    1 for s in range(players) if s in game.active or e.tiebreak
                )
                stats.phases_laid += sum(1 for p in e.laid if p is not None)
        stats.games += 1
        assert game.winner is not None
        stats.wins[game.winner] += 1
    stats.seconds = clock() - start
    stats.wall_seconds = time.perf_counter() - wall_start
    stats.engine_seconds = engine
    return stats
