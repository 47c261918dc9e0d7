"""Measure the bots against the strength targets of issue 3 and print a table.

Each line is one ``phase10 tournament`` run; the command that reproduces it is
printed with it. Hard plays at a fixed search size (``--hard-samples``) so the
result does not depend on machine speed; its latency at the default time
budget is measured separately by ``benchmarks/bench_bots.py``.

    python benchmarks/tournament_targets.py [--jobs 2] [--scale 1.0] [--hard-samples 600]

``--scale`` multiplies the game counts (0.1 for a quick look).
"""

from __future__ import annotations

import argparse

from phase10_desktop.bots.tournament import Setup, percentile, run_tournament, wilson
from phase10_desktop.engine import RuleSet

TARGETS = [
    # (seats, games, target text, measured entry, threshold)
    (("easy", "random"), 1000, "Easy beats Random >= 90% (2 players)", 0.90),
    (("normal", "easy", "easy", "easy"), 1000, "Normal vs three Easy >= 40%", 0.40),
    (("hard", "normal", "normal", "normal"), 400, "Hard vs three Normal >= 35%, low > 25%", 0.35),
    (("hard", "normal"), 600, "Hard vs Normal heads-up >= 60%", 0.60),
]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--hard-samples", type=int, default=600)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rows = []
    for seats, games, text, threshold in TARGETS:
        n = max(len(seats), int(games * args.scale) // len(seats) * len(seats))
        samples = args.hard_samples if "hard" in seats else None
        setup = Setup(seats, args.seed, RuleSet().to_dict(), samples, None)
        totals = run_tournament(setup, n, args.jobs)
        e = totals.entries[0]
        lo, hi = wilson(e.wins, e.games)
        lat = sorted(totals.latencies[e.level])
        command = (
            f"python -m phase10_desktop tournament --seats {','.join(seats)} --games {n} "
            f"--seed {args.seed} --jobs {args.jobs}"
            + (f" --hard-samples {samples}" if samples else "")
        )
        ok = e.wins / e.games >= threshold and (seats[0] != "hard" or len(seats) < 4 or lo > 0.25)
        rows.append(
            (
                text,
                f"{e.wins}/{e.games} = {e.wins / e.games:.1%}",
                f"{lo:.1%}–{hi:.1%}",
                f"{percentile(lat, 0.95) * 1e3:.2f}",
                "met" if ok else "NOT met",
                command,
            )
        )
        print(" | ".join(rows[-1]), flush=True)


if __name__ == "__main__":
    main()
