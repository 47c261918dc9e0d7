"""How long the Hard bot's decisions take against their budget, on a loaded machine.

The Hard bot has a wall-clock budget per decision (0.8 s). This plays seeded games
with Hard bots, asks each decision of Hard's seat as the window does (in the Hard
bot's own process, :class:`~phase10_desktop.thinking.process.ThinkerProcess`), and
prints the time from the question to the answer, while ``--load`` processes spin
on the CPU beside it (the machine a player's game shares with other programs).

    python benchmarks/hard_deadline.py --load 6 --decisions 300

Prints the median, p95, p99 and the longest decision, and how many went past the
budget by more than 0.2 s.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import statistics
import threading
import time

from phase10_desktop.bots.base import safe_choose
from phase10_desktop.bots.hard import DEFAULT_BUDGET
from phase10_desktop.bots.registry import make_bot
from phase10_desktop.engine import Game
from phase10_desktop.thinking.process import ThinkerProcess


def spin(stop) -> None:
    while not stop.is_set():
        for _ in range(100_000):
            pass


def views(decisions: int, seed: int):
    """Views of the seat a Hard bot plays, from games of Normal bots against it."""
    n = 0
    game_seed = seed
    while True:
        g = Game.new(4, seed=game_seed)
        bots = [make_bot("hard" if s == 0 else "normal", s) for s in range(4)]
        while g.stage != "over":
            if g.stage == "deal":
                g.deal("")
                continue
            v = g.view(g.turn)
            if g.turn == 0:
                yield v
                n += 1
                if n >= decisions:
                    return
            g.apply(safe_choose(bots[g.turn], v))
        game_seed += 1


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--decisions", type=int, default=200)
    ap.add_argument("--load", type=int, default=0, help="busy processes beside the bot")
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    stop_load = mp.get_context("spawn").Event()
    hogs = [
        mp.get_context("spawn").Process(target=spin, args=(stop_load,), daemon=True)
        for _ in range(args.load)
    ]
    for h in hogs:
        h.start()
    stop = threading.Event()
    proc = ThinkerProcess(stop, deadline=60.0, start_limit=120.0)
    proc.start()
    times = []
    try:
        for v in views(args.decisions, args.seed):
            t0 = time.perf_counter()
            proc.ask("hard", 1, v)
            times.append(time.perf_counter() - t0)
    finally:
        proc.close()
        stop_load.set()
        for h in hogs:
            h.join(5)
    times.sort()
    q = statistics.quantiles(times, n=100)
    over = sum(1 for t in times[1:] if t > DEFAULT_BUDGET + 0.2)  # the first waits for start
    print(
        f"{len(times)} decisions, load {args.load}: median {statistics.median(times):.3f} s, "
        f"p95 {q[94]:.3f} s, p99 {q[98]:.3f} s, longest {max(times[1:]):.3f} s; "
        f"{over} over the {DEFAULT_BUDGET} s budget by more than 0.2 s"
    )


if __name__ == "__main__":
    main()
