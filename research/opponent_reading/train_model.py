"""Train the learned opponent model of docs/bots.md (research: Hard does not use it).

Plays Normal against Normal (heads-up and four players), and every few moves
walks each opponent's turns this round backwards from the hand it holds then,
as the Hard bot walks them from a guessed hand (:func:`replay_hands`): each
take-or-pass and each throw becomes one example, with the hand rebuilt as the
search would rebuild it. Then fits two linear models with numpy (a logistic
for take or pass, a softmax over the hand for the card thrown) and writes their
weights. Seat views only: an example holds one seat's hand and public facts.

    python research/opponent_reading/train_model.py --seed 1 --games 2000 --jobs 2 \\
        --out /tmp/opponent_model.json
        # 1,581 s on a shared two-core machine: 287 s playing, the rest fitting

Needs numpy (``pip install -e ".[research]"``); the game itself does not.
Game ``i`` of a run is dealt with seed ``seed * 1_000_000 + i``; the held-out
checks (``research/opponent_reading/model_checks.py``) deal theirs from another range.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import time
from pathlib import Path

import numpy as np
from belief import replay_hands, round_turns
from learned_model import (
    DISCARD_FEATURES,
    TAKE_FEATURES,
    LearnedModel,
    discard_features,
    take_features,
)

from phase10_desktop.bots.memo import PhaseGoal
from phase10_desktop.bots.normal import NormalBot
from phase10_desktop.engine import Discard, Draw, Game, open_phases

#: chance that a move is a moment at which the opponents' turns are read
READ_EVERY = 0.25

Example = tuple[str, list[list[float]], int]


def game_examples(job: tuple[int, int, bool]) -> list[Example]:
    """Examples from one self-play game: ``("take", [features], took)`` and
    ``("discard", [features per card], index thrown)``; with ``exact``, from the
    hand each seat held when it chose instead of rebuilt hands."""
    seed, players, exact = job
    game = Game.new(players, seed=seed)
    bots = [NormalBot(seed=seed * 10 + s) for s in range(players)]
    rng = random.Random(seed)
    out: list[Example] = []
    while not game.game_over:
        seat = game.turn
        view = game.view(seat)
        action = bots[seat].choose(view)
        if exact:
            out.extend(own_choice(view, action))
        elif view.stage == "draw" and rng.random() < READ_EVERY:
            out.extend(read_opponents(game, seat, rng))
        game.apply(action)
    return out


def own_choice(view, action) -> list[Example]:
    """The example ``action`` gives, judged from the hand it was chosen from."""
    phases = open_phases(view, view.seat)
    if view.laid_phase[view.seat] is not None or not phases:
        return []
    goal = PhaseGoal(view.rules, phases)
    hand = list(view.hand)
    counts = goal.counts(hand)
    top = view.discard_top
    if isinstance(action, Draw):
        if top is None or top.is_skip or top.is_wild:
            return []
        took = int(action.source == "discard")
        return [("take", [take_features(goal, counts, hand, top)], took)]
    if isinstance(action, Discard) and len(hand) > 1:
        i = next(i for i, c in enumerate(hand) if c is action.card)
        return [("discard", discard_features(goal, counts, hand), i)]
    return []


def read_opponents(game: Game, seat: int, rng: random.Random) -> list[Example]:
    """Examples from every opponent of ``seat`` still making its phase, its turns
    walked back from the hand it holds now (known here because this is training)."""
    view = game.view(seat)
    turns = round_turns(view)
    if turns is None:
        return []
    out: list[Example] = []
    for s in view.active:
        if s == seat or view.laid_phase[s] is not None:
            continue
        phases = open_phases(view, s)
        mine = [t for t in turns if t.seat == s and t.discard is not None]
        if not phases or not mine:
            continue
        goal = PhaseGoal(view.rules, phases)
        for step in replay_hands(goal, game.hands[s], mine, rng):
            if step is None:
                break
            counts, hand, card, took = step
            if took is None:
                i = next(i for i, c in enumerate(hand) if c is card)
                out.append(("discard", discard_features(goal, counts, hand), i))
            else:
                out.append(("take", [take_features(goal, counts, hand, card)], int(took)))
    return out


def collect(first_seed: int, games: int, jobs: int, exact: bool = False) -> list[Example]:
    """Examples of ``games`` games (alternately two and four players)."""
    todo = [(first_seed + i, 2 if i % 2 == 0 else 4, exact) for i in range(games)]
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        parts = pool.map(game_examples, todo, chunksize=4)
    return [e for part in parts for e in part]


def arrays(
    examples: list[Example],
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(take features, take labels, discard features, discard group starts, index
    of each group's thrown card in the feature rows)."""
    takes = [(f[0], y) for kind, f, y in examples if kind == "take"]
    tx = np.array([f for f, _ in takes], dtype=float).reshape(-1, len(TAKE_FEATURES))
    ty = np.array([y for _, y in takes], dtype=float)
    rows: list[list[float]] = []
    starts: list[int] = []
    chosen: list[int] = []
    for kind, f, y in examples:
        if kind != "discard":
            continue
        starts.append(len(rows))
        chosen.append(len(rows) + y)
        rows.extend(f)
    dx = np.array(rows, dtype=float).reshape(-1, len(DISCARD_FEATURES))
    return tx, ty, dx, np.array(starts, dtype=int), np.array(chosen, dtype=int)


def fit_take(x: np.ndarray, y: np.ndarray, l2: float, steps: int) -> np.ndarray:
    """Logistic regression by Newton's method (a handful of features)."""
    w = np.zeros(x.shape[1])
    for _ in range(steps):
        p = 1 / (1 + np.exp(-(x @ w)))
        grad = x.T @ (p - y) / len(y) + l2 * w
        hess = (x * (p * (1 - p))[:, None]).T @ x / len(y) + l2 * np.eye(len(w))
        w -= np.linalg.solve(hess, grad)
    return w


def softmax_groups(z: np.ndarray, starts: np.ndarray) -> np.ndarray:
    """Softmax of ``z`` within each group of rows beginning at ``starts``."""
    group = np.repeat(np.arange(len(starts)), np.diff(np.append(starts, len(z))))
    top = np.maximum.reduceat(z, starts)
    e = np.exp(z - top[group])
    return e / np.add.reduceat(e, starts)[group]


def fit_discard(
    x: np.ndarray, starts: np.ndarray, chosen: np.ndarray, l2: float, steps: int
) -> np.ndarray:
    """Conditional logit (a softmax over each hand's cards) by gradient descent
    with Adam; convex, so the start does not matter."""
    w = np.zeros(x.shape[1])
    m = np.zeros_like(w)
    v = np.zeros_like(w)
    n = len(starts)
    for t in range(1, steps + 1):
        p = softmax_groups(x @ w, starts)
        grad = (x.T @ p - x[chosen].sum(axis=0)) / n + l2 * w
        m = 0.9 * m + 0.1 * grad
        v = 0.999 * v + 0.001 * grad**2
        w -= 0.05 * (m / (1 - 0.9**t)) / (np.sqrt(v / (1 - 0.999**t)) + 1e-8)
    return w


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=1, help="training games are dealt from this seed")
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--l2", type=float, default=1e-4)
    ap.add_argument(
        "--exact", action="store_true", help="learn from the hands seats held, not rebuilt ones"
    )
    ap.add_argument("--out", type=Path, default=Path("opponent_model.json"))
    a = ap.parse_args()
    if a.games < 2 or a.jobs < 1 or a.seed < 0:
        ap.error("games must be at least 2, jobs at least 1, seed not negative")
    t0 = time.perf_counter()
    examples = collect(a.seed * 1_000_000, a.games, a.jobs, a.exact)
    tx, ty, dx, starts, chosen = arrays(examples)
    print(
        f"{len(ty)} take-or-pass and {len(starts)} throw examples from {a.games} games "
        f"({time.perf_counter() - t0:.0f} s)",
        flush=True,
    )
    take = fit_take(tx, ty, a.l2, 12)
    discard = fit_discard(dx, starts, chosen, a.l2, 1500)
    model = LearnedModel([round(float(x), 5) for x in take], [round(float(x), 5) for x in discard])
    data = model.to_dict()
    data["trained"] = {
        "command": "python research/opponent_reading/train_model.py"
        + f" --seed {a.seed} --games {a.games}"
        + (" --exact" if a.exact else ""),
        "take_examples": len(ty),
        "discard_examples": len(starts),
    }
    a.out.parent.mkdir(parents=True, exist_ok=True)
    a.out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    for name, w in zip(TAKE_FEATURES, take, strict=True):
        print(f"  take    {name:<20}{w:+.3f}")
    for name, w in zip(DISCARD_FEATURES, discard, strict=True):
        print(f"  discard {name:<20}{w:+.3f}")
    print(f"wrote {a.out} ({a.out.stat().st_size} bytes) in {time.perf_counter() - t0:.0f} s")


if __name__ == "__main__":
    main()
