"""``phase10 tournament``: full games between bot levels, to measure their strength.

Seats are rotated between games (game ``i`` shifts every entry ``i`` seats on),
so with a number of games divisible by the number of seats every entry sits in
every seat, including first to play, equally often. Each game ``i`` is dealt
with seed ``seed + i``; results are the same whatever ``--jobs`` is, apart from
timings.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import field
from typing import Any

from ..engine import Game, RuleSet
from ..engine.values import value_class
from ..options import positive_int, positive_seconds, rules_option, seed_value
from .base import Bot
from .match import MAX_ACTIONS, play_game
from .registry import LEVELS, make_bot


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval for a win rate; sound for small n and p near 0 or 1."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(sorted_values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile of already sorted values (0 for none)."""
    if not sorted_values:
        return 0.0
    k = max(0, min(len(sorted_values) - 1, math.ceil(q * len(sorted_values)) - 1))
    return sorted_values[k]


@value_class
class Setup:
    levels: tuple[str, ...]
    seed: int
    rules: dict[str, Any]
    hard_samples: int | None
    hard_budget: float | None
    max_actions: int = MAX_ACTIONS


@value_class(frozen=False)
class EntryStats:
    level: str
    games: int = 0
    wins: int = 0
    score: int = 0
    rounds: int = 0
    phases: int = 0


@value_class(frozen=False)
class Totals:
    setup: Setup
    entries: list[EntryStats]
    games: int = 0
    unfinished: int = 0
    rounds: int = 0
    fallbacks: int = 0
    latencies: dict[str, list[float]] = field(default_factory=dict)
    seconds: float = 0.0


def bot_seed(seed: int, game: int, entry: int) -> int:
    return random.Random(f"tournament/{seed}/{game}/{entry}").randrange(1 << 31)


def play_one(setup: Setup, index: int, make: Callable[..., Bot] | None = None) -> dict[str, Any]:
    """Play game ``index`` of the tournament; returns plain data per entry.
    ``make(level, seed, **options)`` builds the bots (research scripts in
    ``benchmarks/`` pass their own variants of a level)."""
    make = make_bot if make is None else make
    n = len(setup.levels)
    rules = RuleSet.from_dict(setup.rules)
    # seat s is played by entry (s + index) % n: entries move round the table
    entry_at = [(s + index) % n for s in range(n)]
    hard: dict[str, Any] = {
        "samples": setup.hard_samples,
        "time_budget": setup.hard_budget,
        "cooperative": False,  # no GUI thread here to yield to
    }
    bots = []
    for s in range(n):
        e = entry_at[s]
        level = setup.levels[e]
        options = hard if level == "hard" else {}
        bots.append(make(level, bot_seed(setup.seed, index, e), **options))
    game = Game.new(n, seed=setup.seed + index, rules=rules)
    record = play_game(game, bots, max_actions=setup.max_actions)
    per_entry: list[dict[str, Any]] = [{} for _ in range(n)]
    for s in range(n):
        per_entry[entry_at[s]] = {
            "won": record.winner == s,
            "score": record.scores[s],
            "phases": record.phases[s],
            "latencies": record.latencies[s],
        }
    return {
        "index": index,
        "rounds": record.rounds,
        "finished": record.finished,
        "fallbacks": record.fallbacks,
        "entries": per_entry,
    }


def _play_star(args: tuple[Setup, int]) -> dict[str, Any]:
    return play_one(*args)


def run_tournament(setup: Setup, games: int, jobs: int = 1, progress: bool = False) -> Totals:
    """Play ``games`` games, in ``jobs`` processes, and add up the results."""
    totals = Totals(setup, [EntryStats(level) for level in setup.levels])
    for level in setup.levels:
        totals.latencies.setdefault(level, [])
    start = time.perf_counter()
    tasks = [(setup, i) for i in range(games)]
    if jobs == 1:
        results = map(_play_star, tasks)
        _collect(totals, results, games, progress)
    else:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            _collect(totals, pool.imap_unordered(_play_star, tasks), games, progress)
    totals.seconds = time.perf_counter() - start
    return totals


def _collect(totals: Totals, results: Any, games: int, progress: bool) -> None:
    step = max(1, games // 20)
    for done, r in enumerate(results, 1):
        totals.games += 1
        totals.rounds += r["rounds"]
        totals.unfinished += not r["finished"]
        totals.fallbacks += r["fallbacks"]
        for stats, e in zip(totals.entries, r["entries"], strict=True):
            stats.games += 1
            stats.wins += e["won"]
            stats.score += e["score"]
            stats.rounds += r["rounds"]
            stats.phases += e["phases"]
            totals.latencies[stats.level].extend(e["latencies"])
        if progress and (done % step == 0 or done == games):
            print(f"  {done}/{games} games", file=sys.stderr, flush=True)


def report(totals: Totals) -> str:
    """The result table: per entry, then per level with decision latencies."""
    s = totals.setup
    n = totals.games
    lines = [
        f"tournament: {n} games, seats {','.join(s.levels)}, seed {s.seed}, {totals.seconds:.1f} s",
        f"rules: {'; '.join(RuleSet.from_dict(s.rules).describe()) or 'standard'}",
    ]
    if "hard" in s.levels:
        size = f"{s.hard_samples} worlds per decision" if s.hard_samples else "no world limit"
        clock = f"{s.hard_budget:g} s budget" if s.hard_budget else "no time budget"
        lines.append(f"hard search: {size}, {clock}")
    if n % len(s.levels):
        lines.append(
            f"note: {n} games is not a multiple of {len(s.levels)} seats, "
            "so seats are not rotated evenly"
        )
    lines.append("")
    header = (
        f"{'entry':<10}{'wins':>6}{'win %':>8}{'95% interval':>17}"
        f"{'avg score':>11}{'phases/round':>14}"
    )
    lines.append(header)
    for i, e in enumerate(totals.entries, 1):
        lo, hi = wilson(e.wins, e.games)
        lines.append(
            f"{f'{i} {e.level}':<10}{e.wins:>6}{e.wins / max(1, e.games):>8.1%}"
            f"{f'{lo:.1%}–{hi:.1%}':>17}{e.score / max(1, e.games):>11.1f}"
            f"{e.phases / max(1, e.rounds):>14.2f}"
        )
    lines.append("")
    lines.append(
        f"{'level':<10}{'seats':>6}{'wins':>6}{'win %':>8}{'95% interval':>17}"
        f"{'avg score':>11}{'p50 ms':>9}{'p95 ms':>9}{'decisions':>11}"
    )
    for level in dict.fromkeys(s.levels):
        group = [e for e in totals.entries if e.level == level]
        seats = sum(e.games for e in group)
        wins = sum(e.wins for e in group)
        score = sum(e.score for e in group)
        lo, hi = wilson(wins, seats)
        lat = sorted(totals.latencies[level])
        lines.append(
            f"{level:<10}{seats:>6}{wins:>6}{wins / max(1, seats):>8.1%}"
            f"{f'{lo:.1%}–{hi:.1%}':>17}{score / max(1, seats):>11.1f}"
            f"{percentile(lat, 0.5) * 1e3:>9.2f}{percentile(lat, 0.95) * 1e3:>9.2f}"
            f"{len(lat):>11}"
        )
    lines.append("")
    lines.append(f"rounds per game: {totals.rounds / max(1, n):.2f}")
    if totals.unfinished:
        lines.append(f"unfinished games (move limit reached): {totals.unfinished}")
    lines.append(f"fallback moves (bot errors): {totals.fallbacks}")
    return "\n".join(lines)


# ------------------------------------------------------------------ command line
def seat_levels(text: str) -> tuple[str, ...]:
    """``--seats`` value: 2 to 6 comma-separated levels."""
    levels = tuple(p.strip().lower() for p in text.split(",") if p.strip())
    unknown = [x for x in levels if x not in LEVELS]
    if unknown:
        raise argparse.ArgumentTypeError(
            f"unknown level {unknown[0]!r}: choose from {', '.join(LEVELS)}"
        )
    if not 2 <= len(levels) <= 6:
        raise argparse.ArgumentTypeError(
            f"Phase 10 is played by 2 to 6 players; {len(levels)} seats given"
        )
    return levels


def _tournament(args: argparse.Namespace) -> int:
    budget = args.hard_budget
    if budget is None and args.hard_samples is None:
        from .hard import DEFAULT_BUDGET

        budget = DEFAULT_BUDGET
    setup = Setup(
        levels=args.seats,
        seed=args.seed,
        rules=(args.rules or RuleSet()).to_dict(),
        hard_samples=args.hard_samples,
        hard_budget=budget,
    )
    totals = run_tournament(setup, args.games, args.jobs, progress=not args.quiet)
    print(report(totals))
    return 0


def add_tournament_command(sub: argparse._SubParsersAction) -> None:
    """Register ``tournament`` with the CLI (see :data:`phase10_desktop.cli.COMMANDS`)."""
    p = sub.add_parser(
        "tournament",
        help="play full games between bot levels and print win rates and latencies",
        description=(
            "Play full games between computer players with seats rotated between games. "
            "Prints per entry and per level: wins with a 95% Wilson interval, average "
            "score, phases per round, rounds per game and decision latency."
        ),
    )
    p.add_argument(
        "--seats",
        type=seat_levels,
        default=("hard", "normal", "normal", "normal"),
        help=f"2 to 6 comma-separated levels from {', '.join(LEVELS)} "
        "(default hard,normal,normal,normal)",
    )
    p.add_argument("--games", type=positive_int, default=100, help="games to play (default 100)")
    p.add_argument("--seed", type=seed_value, default=0, help="game i is dealt with seed+i")
    p.add_argument("--jobs", type=positive_int, default=1, help="worker processes (default 1)")
    p.add_argument(
        "--rules",
        type=rules_option,
        default=None,
        help="rule options, e.g. 'order=any,all_advance=true,phases=first:5'",
    )
    p.add_argument(
        "--hard-samples",
        type=positive_int,
        default=None,
        help="fix Hard's search size: sampled worlds per decision (deterministic)",
    )
    p.add_argument(
        "--hard-budget",
        type=positive_seconds,
        default=None,
        help="Hard's time budget per decision in seconds (default 0.8 unless "
        "--hard-samples is given)",
    )
    p.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    p.set_defaults(func=_tournament)
