"""How long loading a save takes now that its record is replayed against the game.

    python benchmarks/bench_save_load.py [--games 20] [--seed 1]

Plays games of four players with the simple policy and, every 40 moves, times
``game_from_json`` on the save (the record replayed from the first deal and the
game it leads to compared with the saved one) against the same load without that
check (``check_record=False``). Prints the median and the slowest load per range
of moves in the record.
"""

from __future__ import annotations

import argparse
import statistics
import time

from phase10_desktop.engine import Game
from phase10_desktop.engine.saves import game_from_json, game_to_json
from phase10_desktop.simulate import simple_policy


def _time(text: str, check: bool) -> float:
    t0 = time.perf_counter()
    game_from_json(text, check_record=check)
    return (time.perf_counter() - t0) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    samples: dict[int, list[tuple[float, float]]] = {}
    for i in range(args.games):
        g = Game.new(4, seed=args.seed + i)
        moves = 0
        while not g.game_over:
            g.apply(simple_policy(g, g.legal_actions()))
            moves += 1
            if moves % 40 == 0:
                text = game_to_json(g)
                bucket = min(moves // 200, 4) * 200
                samples.setdefault(bucket, []).append((_time(text, True), _time(text, False)))
    print("moves in the record   loads   checked (median / max ms)   unchecked (median ms)")
    for bucket in sorted(samples):
        checked = [c for c, _ in samples[bucket]]
        plain = [p for _, p in samples[bucket]]
        label = f"{bucket}-{bucket + 199}" if bucket < 800 else "800+"
        print(
            f"{label:>19}   {len(checked):5d}   {statistics.median(checked):8.1f} / "
            f"{max(checked):6.1f}          {statistics.median(plain):8.1f}"
        )


if __name__ == "__main__":
    main()
