"""How well Hard's guesses at the next seat's hand predict what it will take.

What knowing the opponent's hand is worth to Hard lies almost all in one
question (``benchmarks/oracle_ceiling.py --mode reply``): would the next seat
take the card I throw? This measures, on positions from Normal-against-Normal
games not used for anything else, how well each way of guessing hands answers
it, against the truth the game knows:

  uniform  hidden hands dealt uniformly (what the other cards allow)
  odds     the shipped sampler: hands made unlikelier by fixed odds per sign
           of what the seat let go or took (``determinize``)
  normal   hands weighed by the likelihood of the seat's turns this round
           under Normal's own rule, softened (``research/opponent_reading/belief.py``)
  learned  the same with a learned model (``--model``, made by
           ``research/opponent_reading/train_model.py``)

For each position (a seat about to throw, before its phase is down, the next
seat still making its phase) and each of Normal's five best throws, the
predicted chance of a take is compared with whether the next seat would take
that card (Normal's rule on its true hand). Printed per method: the Brier score
and log-loss over those predictions, and *min-feed*: how often the throw the
method thinks safest would in fact be taken (what Hard's search can avoid at
best), beside a random one of the five and the oracle (the true hand).

    python research/opponent_reading/opponent_reading.py --positions 500 --seed 90001 \
        --model /tmp/opponent_model.json            # 88 s on one core
"""

from __future__ import annotations

import argparse
import math
import random
import time
from collections.abc import Callable
from pathlib import Path

from belief import BeliefSampler, PlayerModel
from learned_model import LearnedModel

from phase10_desktop.bots.determinize import WorldSampler
from phase10_desktop.bots.memo import PhaseGoal
from phase10_desktop.bots.normal import NormalBot, NormalPolicy
from phase10_desktop.engine import Card, Discard, Game, PlayerView, next_seat, open_phases

#: hands dealt per position to estimate a chance of a take
HANDS = 300

Position = tuple[PlayerView, int, list[Card], list[Card]]
Method = Callable[[PlayerView, int], list[list[Card]]]


def normal_takes(goal: PhaseGoal, hand: list[Card], card: Card) -> bool:
    """Normal's rule (R3.2, R3.5): take a Wild, or a card that brings the phase
    closer even after throwing one of the cards already held."""
    if card.is_wild:
        return True
    now = goal.missing(hand)
    with_it = [*hand, card]
    if goal.missing(with_it) >= now:
        return False
    return any(goal.missing(with_it[:i] + with_it[i + 1 :]) < now for i in range(len(hand)))


def positions(seed: int, count: int) -> list[Position]:
    """Heads-up positions from Normal-against-Normal games dealt from ``seed`` on:
    (view of the seat to throw, next seat, its true hand, Normal's five best throws)."""
    policy = NormalPolicy()
    found: list[Position] = []
    game_seed = seed
    while len(found) < count * 4:
        game = Game.new(2, seed=game_seed)
        bots = [NormalBot(seed=game_seed * 10 + s) for s in range(2)]
        while not game.game_over:
            seat = game.turn
            view = game.view(seat)
            action = bots[seat].choose(view)
            s = next_seat(view, seat)
            if (
                isinstance(action, Discard)
                and view.laid_phase[seat] is None
                and view.laid_phase[s] is None
                and open_phases(view, s)
                and not game.pending_skip[s]
            ):
                throws = [a for a in view.legal_actions() if isinstance(a, Discard)]
                throws = [a for a in throws if not a.card.is_skip]
                best = [d.card for d in policy.rank_discards(view, throws, limit=5)]
                best = [c for c in best if not c.is_wild]
                if len(best) >= 2:
                    found.append((view, s, list(game.hands[s]), best))
            game.apply(action)
        game_seed += 1
    random.Random(seed).shuffle(found)
    return found[:count]


def sampled(make: Callable[[PlayerView], WorldSampler]) -> Method:
    def hands(view: PlayerView, seat: int) -> list[list[Card]]:
        sampler = make(view)
        rng = random.Random(0)
        return [sampler.deal_hand(rng, seat) for _ in range(HANDS)]

    return hands


def score(name: str, method: Method, found: list[Position]) -> None:
    t0 = time.perf_counter()
    brier = loss = 0.0
    n = fed = random_fed = oracle_fed = 0.0
    for view, s, true, best in found:
        goal = PhaseGoal(view.rules, open_phases(view, s))
        hands = method(view, s)
        probs = [sum(normal_takes(goal, h, c) for h in hands) / len(hands) for c in best]
        truth = [normal_takes(goal, true, c) for c in best]
        for p, y in zip(probs, truth, strict=True):
            p = min(0.99, max(0.01, p))
            brier += (p - y) ** 2
            loss -= math.log(p if y else 1 - p)
            n += 1
        safest = min(range(len(best)), key=lambda i: (probs[i], i))
        fed += truth[safest]
        random_fed += sum(truth) / len(truth)
        oracle_fed += min(truth)
    k = len(found)
    print(
        f"{name:<8} Brier {brier / n:.4f}  log-loss {loss / n:.4f}  min-feed {fed / k:.3f} "
        f"(random of five {random_fed / k:.3f}, oracle {oracle_fed / k:.3f})  "
        f"{time.perf_counter() - t0:.0f} s",
        flush=True,
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--positions", type=int, default=500)
    ap.add_argument("--seed", type=int, default=90001)
    ap.add_argument("--guesses", type=int, default=300, help="weighed guesses per hand")
    ap.add_argument("--model", type=Path, default=None, help="a learned model file")
    ap.add_argument("--only", nargs="*", default=None, help="methods to score")
    a = ap.parse_args()
    if a.positions < 1 or a.guesses < 1:
        ap.error("positions and guesses must be at least 1")
    found = positions(a.seed, a.positions)
    print(f"{len(found)} positions, {HANDS} hands each")
    methods: dict[str, Method] = {
        "uniform": sampled(WorldSampler),
        "odds": sampled(lambda v: WorldSampler(v, infer=True)),
        "normal": sampled(lambda v: BeliefSampler(v, PlayerModel(), a.guesses)),
    }
    if a.model is not None:
        learned = LearnedModel.load(a.model)
        methods["learned"] = sampled(lambda v: BeliefSampler(v, learned, a.guesses))
    for name, method in methods.items():
        if a.only is None or name in a.only:
            score(name, method, found)


if __name__ == "__main__":
    main()
