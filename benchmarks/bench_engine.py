"""Engine speed: the phase solver and self-play. Prints figures; asserts nothing.

    python benchmarks/bench_engine.py [--hands 2000] [--games 100]

Targets (issue 2, pure Python on a 2-core machine): find_phase for all ten
phases on one 11-card hand <= 50 us median, cards_missing likewise; self-play
>= 20,000 engine actions/s including legal_actions().

Times are CPU time of this process (``time.process_time``), so other programs
competing for the two cores do not inflate them; wall-clock figures are
printed alongside for comparison.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from phase10_desktop.engine import DECK, STANDARD_PHASES, cards_missing, find_phase
from phase10_desktop.simulate import simulate


def bench_solver(hands: int, seed: int) -> None:
    rng = random.Random(seed)
    sample = [rng.sample(DECK, 11) for _ in range(hands)]
    phases = STANDARD_PHASES
    clock = time.process_time
    for fn in (find_phase, cards_missing):
        for hand in sample[:50]:  # warm up
            for p in phases:
                fn(p, hand)
        totals = []
        per_call = []
        for hand in sample:
            t0 = clock()
            for p in phases:
                fn(p, hand)
            t1 = clock()
            totals.append(t1 - t0)
        for p in phases:
            t0 = clock()
            for hand in sample:
                fn(p, hand)
            per_call.append((p.code, (clock() - t0) / len(sample)))
        wall = []
        for hand in sample[:500]:
            t0 = time.perf_counter()
            for p in phases:
                fn(p, hand)
            wall.append(time.perf_counter() - t0)
        q = statistics.quantiles(totals, n=20)
        print(
            f"{fn.__name__:14s} all ten phases on one 11-card hand: "
            f"median {statistics.median(totals) * 1e6:6.1f} us, p95 {q[18] * 1e6:6.1f} us "
            f"CPU time ({hands} random hands; wall-clock median "
            f"{statistics.median(wall) * 1e6:.1f} us)"
        )
        print("    per phase (mean us): " + ", ".join(f"{c} {t * 1e6:.1f}" for c, t in per_call))


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--hands", type=int, default=2000)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    print(f"Python {sys.version.split()[0]} on {sys.platform}")
    bench_solver(args.hands, args.seed)
    stats = simulate(args.players, args.games, args.seed)
    print(stats.summary())


if __name__ == "__main__":
    main()
