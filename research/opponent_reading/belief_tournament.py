"""Hard reading its opponents by a player model, against Normal: research, not shipped.

Plays the tournament's games (same deals, seats and bot seeds as ``phase10
tournament --seats hard,normal`` with ``--hard-samples``) with the Hard bot's
worlds dealt by ``research/opponent_reading/belief.py``: hands weighed by how likely each
opponent's turns this round were under Normal's own rule (``--reader normal``)
or a learned model (``--reader learned --model FILE``). ``--reader odds`` is the
shipped bot. Prints the wins with their 95% Wilson interval and Hard's decision
times. With ``--paired`` each game is played a second time on the same deal by
the shipped bot, and the games only one of the two won are counted, with a 95%
interval for the difference of the two win rates (paired, normal approximation).

    python research/opponent_reading/belief_tournament.py --reader learned \\
        --model /tmp/opponent_model.json --games 300 --seed 40001 --samples 100 \\
        --jobs 1 --paired --out /tmp/learned_300.json
        # 3,405 s on one core: about 10 s a game the learned reader, 1 s the shipped bot

``--reader normal`` costs about 4 s a game, ``--reader odds`` about 1 s. The
model file is made by ``research/opponent_reading/train_model.py``; ``--out`` keeps each
game's result, so a run cut short still says what it played.
"""

from __future__ import annotations

import argparse
import functools
import json
import math
import multiprocessing
import sys
import time
from pathlib import Path

from belief import BeliefHard, PlayerModel
from learned_model import LearnedModel

from phase10_desktop.bots.registry import make_bot
from phase10_desktop.bots.tournament import Setup, percentile, play_one, wilson
from phase10_desktop.engine import RuleSet

READERS = ("odds", "normal", "learned")


def make(model: PlayerModel | None, level: str, seed: int, **options):
    """A bot of ``level``; Hard reads its opponents with ``model`` if given."""
    if level == "hard" and model is not None:
        return BeliefHard(seed, model, **options)
    return make_bot(level, seed, **options)


def reader_model(reader: str, path: Path | None) -> PlayerModel | None:
    """The player model ``reader`` weighs hands by; None for the shipped odds."""
    if reader == "normal":
        return PlayerModel()
    if reader == "learned":
        return LearnedModel.load(path)  # type: ignore[arg-type]
    return None


def play(job: tuple[Setup, int, str, Path | None, bool]) -> dict[str, object]:
    """Game ``index`` with ``reader`` (and, if ``paired``, the shipped bot on the
    same deal): whether Hard (entry 0) won, and its decision times."""
    setup, index, reader, path, paired = job
    out: dict[str, object] = {"game": index}
    for name in (reader, "odds") if paired and reader != "odds" else (reader,):
        model = reader_model(name, path)
        entry = play_one(setup, index, functools.partial(make, model))["entries"][0]
        out[name] = {"won": bool(entry["won"]), "latencies": entry["latencies"]}
    return out


def line(name: str, games: list[dict[str, object]]) -> str:
    wins = sum(g[name]["won"] for g in games)  # type: ignore[index]
    n = len(games)
    lo, hi = wilson(wins, n)
    lat = sorted(x for g in games for x in g[name]["latencies"])  # type: ignore[index]
    return (
        f"{name:<8} {wins}/{n} = {100 * wins / n:.1f}% (95% {100 * lo:.1f}-{100 * hi:.1f}%)  "
        f"decisions p95 {1000 * percentile(lat, 0.95):.0f} ms, longest {1000 * lat[-1]:.0f} ms"
    )


def paired_line(reader: str, games: list[dict[str, object]]) -> str:
    """Games only one bot won, and the difference of win rates with a 95% interval."""
    only = sum(g[reader]["won"] and not g["odds"]["won"] for g in games)  # type: ignore[index]
    only_base = sum(g["odds"]["won"] and not g[reader]["won"] for g in games)  # type: ignore[index]
    n = len(games)
    diff = (only - only_base) / n
    spread = math.sqrt(max(0.0, (only + only_base) - (only - only_base) ** 2 / n)) / n
    lo, hi = max(-1.0, diff - 1.96 * spread), min(1.0, diff + 1.96 * spread)
    return (
        f"games only {reader} won: {only}; only the shipped bot won: {only_base}; "
        f"difference {100 * diff:+.1f} points (95% {100 * lo:+.1f} to {100 * hi:+.1f})"
    )


def save(a: argparse.Namespace, games: list[dict[str, object]]) -> None:
    """Each game's result so far into ``--out``, if given."""
    if a.out is not None:
        args = vars(a) | {"model": str(a.model), "out": str(a.out)}
        a.out.write_text(json.dumps({"args": args, "games": games}) + "\n", encoding="utf-8")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--reader", choices=READERS, default="normal")
    ap.add_argument("--model", type=Path, default=None, help="learned model file")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=40001)
    ap.add_argument("--samples", type=int, default=100, help="Hard's worlds per decision")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--paired", action="store_true", help="also play the shipped Hard")
    ap.add_argument("--out", type=Path, default=None, help="JSON file of each game's result")
    a = ap.parse_args()
    if a.reader == "learned" and a.model is None:
        ap.error(
            "--reader learned needs --model (made by research/opponent_reading/train_model.py)"
        )
    if not 2 <= a.players <= 6 or min(a.games, a.samples, a.jobs) < 1:
        ap.error("players must be 2-6; games, samples and jobs at least 1")
    setup = Setup(
        levels=("hard",) + ("normal",) * (a.players - 1),
        seed=a.seed,
        rules=RuleSet().to_dict(),
        hard_samples=a.samples,
        hard_budget=None,
    )
    t0 = time.perf_counter()
    todo = [(setup, i, a.reader, a.model, a.paired) for i in range(a.games)]
    games: list[dict[str, object]] = []
    with multiprocessing.get_context("spawn").Pool(a.jobs) as pool:
        for result in pool.imap(play, todo):
            games.append(result)
            if len(games) % 25 == 0 or len(games) == a.games:
                save(a, games)
                print(
                    f"  {len(games)} games, {time.perf_counter() - t0:.0f} s",
                    file=sys.stderr,
                    flush=True,
                )
    print(
        f"{a.games} games on seed {a.seed}, {a.samples} worlds a decision "
        f"({time.perf_counter() - t0:.0f} s)"
    )
    print(line(a.reader, games))
    if a.paired and a.reader != "odds":
        print(line("odds", games))
        print(paired_line(a.reader, games))


if __name__ == "__main__":
    main()
