"""Decision latency of each bot level on positions from real games.

Collects the views met in a few seeded 4-player games between Normal bots, then
times every level's ``choose`` on the same views and prints p50 / p95 / max.
Hard runs at its default wall-clock budget (or ``--hard-samples``) on a subset,
since each of its contested decisions may take up to that budget.

    python benchmarks/bench_bots.py [--games 4] [--hard-views 150] [--hard-samples N]
"""

from __future__ import annotations

import argparse
import time

from phase10_desktop.bots import make_bot, safe_choose
from phase10_desktop.bots.tournament import percentile
from phase10_desktop.engine import Game, PlayerView


def collect_views(games: int, players: int = 4) -> list[PlayerView]:
    views = []
    for seed in range(games):
        game = Game.new(players, seed=seed)
        bots = [make_bot("normal", seed=s) for s in range(players)]
        while not game.game_over:
            view = game.view(game.turn)
            views.append(view)
            game.apply(safe_choose(bots[game.turn], view))
    return views


def time_level(level: str, views: list[PlayerView], **options) -> list[float]:
    bot = make_bot(level, seed=1, **options)
    out = []
    clock = time.perf_counter
    for v in views:
        t0 = clock()
        bot.choose(v)
        out.append(clock() - t0)
    return sorted(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--hard-views", type=int, default=150)
    ap.add_argument("--hard-samples", type=int, default=None)
    args = ap.parse_args()
    views = collect_views(args.games)
    print(f"{len(views)} decisions from {args.games} four-player games")
    print(f"{'level':<8}{'decisions':>10}{'p50 ms':>10}{'p95 ms':>10}{'max ms':>10}")
    for level in ("random", "easy", "normal"):
        lat = time_level(level, views)
        print(
            f"{level:<8}{len(lat):>10}{percentile(lat, 0.5) * 1e3:>10.2f}"
            f"{percentile(lat, 0.95) * 1e3:>10.2f}{lat[-1] * 1e3:>10.2f}"
        )
    step = max(1, len(views) // args.hard_views)
    subset = views[::step][: args.hard_views]
    options = {"samples": args.hard_samples, "time_budget": None} if args.hard_samples else {}
    lat = time_level("hard", subset, **options)
    label = f"{args.hard_samples} worlds" if args.hard_samples else "default budget"
    print(
        f"{'hard':<8}{len(lat):>10}{percentile(lat, 0.5) * 1e3:>10.2f}"
        f"{percentile(lat, 0.95) * 1e3:>10.2f}{lat[-1] * 1e3:>10.2f}   ({label})"
    )


if __name__ == "__main__":
    main()
