"""How much better draws and discards could make a seat lay its phase: a diagnostic.

The phase race decides most games (R8.1), so a bot wins more only by laying its
phase in more rounds than the others, or by stopping them laying theirs. This
script bounds the first route. It plays seeded games with one bot level at
every seat and, for each seat and round, collects every card the seat held or
drew (R3.1) until the round ended (R7.1). Then it asks:

* *laid*: did the seat lay its phase (R4)?
* *saw enough*: did those cards contain the phase? A player who knew its own
  draws in advance would have kept exactly those cards, so with the same draws
  no choice of discards can lay more often than this.
* *with every offered discard*: the same, adding every discard-pile top the
  seat was offered and passed over. Nobody can take both the pile card and
  the discard in one turn (R3.2), so this is a generous ceiling on better
  choices of where to draw from as well.

Then a race model turns lay rates into game wins: each seat lays its next
phase in a round with a fixed chance, the first to complete ten wins, ties
are split evenly (scores are not modelled). It shows what rate a seat needs
for a given share of the games against equal opponents.

    python benchmarks/lay_ceiling.py --players 4 --games 150 --seed 40001
"""

from __future__ import annotations

import argparse
import random

from phase10_desktop.bots import make_bot
from phase10_desktop.bots.base import checked_choose
from phase10_desktop.bots.judge import HandJudge
from phase10_desktop.engine import Card, Draw, Game, RoundEnded

#: the issue's win targets against Normal: heads-up, and against three of them
TARGETS = {2: 0.60, 4: 0.35}


def seat_rounds(games: int, players: int, seed: int, level: str) -> dict[str, int]:
    """Counts over all seat-rounds: laid, saw_enough, saw_enough_offered, rounds."""
    counts = {"rounds": 0, "laid": 0, "saw_enough": 0, "saw_enough_offered": 0}
    for i in range(games):
        game = Game.new(players, seed=seed + i)
        bots = [make_bot(level, seed=(seed + i) * 10 + s) for s in range(players)]
        seen: list[list[Card]] = [list(h) for h in game.hands]
        offered: list[list[Card]] = [[] for _ in range(players)]
        phase = list(game.phase_no)
        while not game.game_over:
            seat = game.turn
            action, _ = checked_choose(bots[seat], game.view(seat))
            before = set(game.hands[seat])
            top = game.discard_top
            passed_over = isinstance(action, Draw) and action.source == "pile"
            if passed_over and top is not None and not top.is_skip:  # Skips: R3.2
                offered[seat].append(top)
            events = game.apply(action)
            if isinstance(action, Draw):
                seen[seat] += [c for c in game.hands[seat] if c not in before]
            for e in events:
                if not isinstance(e, RoundEnded):
                    continue
                if not e.tiebreak:
                    for s in range(players):
                        if phase[s] > len(game.rules.phases):
                            continue
                        judge = HandJudge(game.rules, [phase[s]])
                        counts["rounds"] += 1
                        counts["laid"] += e.laid[s] is not None
                        counts["saw_enough"] += judge.missing(seen[s]) == 0
                        counts["saw_enough_offered"] += judge.missing(seen[s] + offered[s]) == 0
                seen = [list(h) for h in game.hands]
                offered = [[] for _ in range(players)]
                phase = list(game.phase_no)
    return counts


def race_win(mine: float, others: float, players: int, games: int, seed: int) -> float:
    """Share of games won by a seat laying with chance ``mine`` per round against
    seats laying with chance ``others``, in the race model described above."""
    rng = random.Random(seed)
    won = 0.0
    for _ in range(games):
        done = [0] * players
        while max(done) < 10:
            for s in range(players):
                if rng.random() < (mine if s == 0 else others):
                    done[s] += 1
        first = [s for s in range(players) if done[s] >= 10]
        if 0 in first:
            won += 1 / len(first)
    return won / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--seed", type=int, default=40001)
    parser.add_argument("--level", default="normal", choices=("easy", "normal"))
    parser.add_argument("--race-games", type=int, default=40000)
    parser.add_argument("--target", type=float, help="share of games to find the lay rate for")
    a = parser.parse_args()
    if not 2 <= a.players <= 6 or a.games < 1 or a.race_games < 4:
        parser.error("players must be 2-6; games at least 1; race-games at least 4")
    if a.target is not None and not 0 < a.target < 1:
        parser.error("target is a share of games, between 0 and 1 (e.g. 0.35)")
    c = seat_rounds(a.games, a.players, a.seed, a.level)
    n = c["rounds"]
    laid, enough, offered = (c[k] / n for k in ("laid", "saw_enough", "saw_enough_offered"))
    print(f"{a.level} at all {a.players} seats, {a.games} games, {n} seat-rounds:")
    print(f"  laid its phase                  {laid:.3f}")
    print(f"  saw the cards for it            {enough:.3f}  (best discards, same draws)")
    print(f"  ... counting every offered top  {offered:.3f}  (beyond any real choice)")
    print(f"race model, {a.players} seats, the others laying {laid:.3f} of rounds:")
    for rate in (laid, enough, offered):
        share = race_win(rate, laid, a.players, a.race_games, a.seed)
        print(f"  a seat laying {rate:.3f} wins {100 * share:.1f}%")
    target = a.target if a.target is not None else TARGETS.get(a.players)
    if target is not None:
        need = _rate_for(target, laid, a.players, a.race_games // 4, a.seed)
        print(f"  to win {100 * target:.0f}% a seat must lay about {need:.3f} of rounds")


def _rate_for(target: float, others: float, players: int, games: int, seed: int) -> float:
    """The lay rate at which the race model gives ``target`` (bisection)."""
    lo, hi = 0.0, 1.0
    for _ in range(12):
        mid = (lo + hi) / 2
        if race_win(mid, others, players, games, seed) < target:
            lo = mid
        else:
            hi = mid
    return hi


if __name__ == "__main__":
    main()
