"""Normal bot decision latency under rule variants and custom phase lists.

A Normal decision once took 4-6 seconds with a custom phase list that mixed
colour groups with sets or runs (issue 16): the solver then matched cards to
slots one by one for every choice of targets, and the bot asked it again for
every card it might draw. This plays a few seeded four-player games of Normal
bots under each variant below and prints p50 / p95 / max per variant, so a
slow case shows up by name. The budget is 5 ms at p95. Times are the bot
thread's CPU time, so a busy machine does not inflate them; the wall-clock p95
is printed beside them.

    python benchmarks/bench_bot_variants.py [--games 3] [--actions 600] [--only NAME]
"""

from __future__ import annotations

import argparse
import time

from phase10_desktop.bots import make_bot, safe_choose
from phase10_desktop.bots.tournament import percentile
from phase10_desktop.engine import Game, RuleSet

#: Variants whose phases exercise each solver path: the standard shapes (closed
#: forms), three or more groups (search / sets-only programme), two runs, colour
#: groups, and colour groups mixed with sets and runs (the issue's slow case).
VARIANTS: dict[str, RuleSet] = {
    "standard": RuleSet(),
    "any order": RuleSet(order="any"),
    "all-Wild groups": RuleSet(natural_per_group=False),
    "three sets": RuleSet(phases=["set3+set3+set3", "set4+set3+set2", "set2+set2+set2+set2"]),
    "many pairs": RuleSet(phases=["set2+set2+set2+set2+set2", "set2+set2+set2+set3"]),
    "two runs": RuleSet(phases=["run4+run4", "run5+run4", "run3+run3+run3"]),
    "colour groups": RuleSet(phases=["colour4+colour4", "colour3+colour3+colour3", "colour8"]),
    "mixed kinds": RuleSet(phases=["colour4+set3+run3", "run4+colour4", "set2+run3+colour2"]),
    "mixed, any order": RuleSet(
        phases=["colour4+set3+run3", "run4+colour4", "set2+set2+colour3", "colour3+colour3+set4"],
        order="any",
    ),
    "mixed, all-Wild groups": RuleSet(
        phases=["colour4+set3+run3", "set2+set2+set2+set2", "run3+colour3+set2"],
        natural_per_group=False,
    ),
}


def latencies(rules: RuleSet, games: int, actions: int) -> tuple[list[float], list[float]]:
    """CPU and wall seconds per Normal decision over ``games`` games (at most
    ``actions`` moves each), each sorted."""
    cpu: list[float] = []
    wall: list[float] = []
    for seed in range(games):
        game = Game.new(4, seed=seed, rules=rules)
        bots = [make_bot("normal", seed=s) for s in range(4)]
        for _ in range(actions):
            if game.game_over:
                break
            view = game.view(game.turn)
            c0, w0 = time.thread_time(), time.perf_counter()
            action = safe_choose(bots[game.turn], view)
            cpu.append(time.thread_time() - c0)
            wall.append(time.perf_counter() - w0)
            game.apply(action)
    return sorted(cpu), sorted(wall)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--actions", type=int, default=600, help="moves per game at most")
    ap.add_argument("--only", default=None, help="one variant by name")
    args = ap.parse_args()
    print(f"Normal bot, {args.games} four-player games per variant, ≤ {args.actions} moves each")
    print(f"{'':<34}{'CPU time':^27}{'wall':>9}")
    print(f"{'variant':<24}{'decisions':>10}{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}{'p95 ms':>9}")
    for name, rules in VARIANTS.items():
        if args.only and name != args.only:
            continue
        cpu, wall = latencies(rules, args.games, args.actions)
        p95 = percentile(cpu, 0.95) * 1e3
        flag = "" if p95 <= 5.0 else "   over the 5 ms budget"
        print(
            f"{name:<24}{len(cpu):>10}{percentile(cpu, 0.5) * 1e3:>9.2f}"
            f"{p95:>9.2f}{cpu[-1] * 1e3:>9.1f}{percentile(wall, 0.95) * 1e3:>9.2f}{flag}",
            flush=True,
        )


if __name__ == "__main__":
    main()
