"""Held-out checks of the learned opponent model, printed and plotted.

Plays games dealt from a seed range the training never used, collects the
same examples ``research/opponent_reading/train_model.py`` learns from (hands rebuilt as
Hard rebuilds them, and with ``--exact`` the hands the seats really held), and
scores on them the learned model against Normal's own rule softened
(:class:`belief.PlayerModel`) and against guessing the
commonest answer: accuracy and log-loss of take-or-pass, accuracy (the card
thrown is the likeliest) and log-loss of the throw. Draws two pictures for
docs/bots.md: those accuracies, and the calibration of the take probability
(predicted against actual, in bins).

    python research/opponent_reading/model_checks.py --model /tmp/opponent_model.json --seed 2 \\
        --games 400 --jobs 1 --plots docs/images      # 85 s on one core

Needs numpy and matplotlib (``pip install -e ".[research]"``).
"""

from __future__ import annotations

import argparse
import math
from pathlib import Path

import numpy as np
from belief import PlayerModel
from learned_model import DISCARD_FEATURES, TAKE_FEATURES, LearnedModel
from train_model import arrays, collect, softmax_groups

TAKES_AT = TAKE_FEATURES.index("normal_takes")
KEEPS_AT = DISCARD_FEATURES.index("keeps_fewest_missing")
WILD_AT = DISCARD_FEATURES.index("wild")


def rule_take(x: np.ndarray, rule: PlayerModel) -> np.ndarray:
    """Normal's rule softened: the chance of a take for each example."""
    hit = math.exp(rule.draw_hit)
    return np.where(x[:, TAKES_AT] > 0, hit, 1 - hit)


def rule_discard(x: np.ndarray, starts: np.ndarray, rule: PlayerModel) -> np.ndarray:
    """Normal's rule softened, as a distribution over each hand's cards: the
    throws keeping the fewest cards missing share the hit, the others the slip."""
    good = (x[:, KEEPS_AT] > 0) & (x[:, WILD_AT] == 0)
    w = np.where(good, math.exp(rule.discard_hit), math.exp(rule.discard_miss))
    return softmax_groups(np.log(w), starts)


def metrics(
    p_take: np.ndarray, y: np.ndarray, p_card: np.ndarray, starts: np.ndarray, chosen: np.ndarray
) -> dict[str, float]:
    p = np.clip(p_take, 1e-6, 1 - 1e-6)
    group = np.repeat(np.arange(len(starts)), np.diff(np.append(starts, len(p_card))))
    best = np.maximum.reduceat(p_card, starts)
    hit = p_card[chosen] >= best - 1e-12
    ties = np.add.reduceat((p_card >= best[group] - 1e-12).astype(float), starts)
    return {
        "take accuracy": float(np.mean((p > 0.5) == (y > 0.5))),
        "take log-loss": float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p))),
        "throw accuracy": float(np.mean(hit / ties)),  # a tie for likeliest counts as a share
        "throw log-loss": float(-np.mean(np.log(np.clip(p_card[chosen], 1e-9, 1)))),
    }


def evaluate(model: LearnedModel, seed: int, games: int, jobs: int, exact: bool):
    ex = collect(seed * 1_000_000, games, jobs, exact)
    tx, ty, dx, starts, chosen = arrays(ex)
    rule = PlayerModel()
    learned_take = 1 / (1 + np.exp(-(tx @ np.array(model.take))))
    learned_card = softmax_groups(dx @ np.array(model.discard), starts)
    sizes = np.diff(np.append(starts, len(dx)))
    out = {
        "commonest": metrics(
            np.full(len(ty), ty.mean()), ty, 1.0 / np.repeat(sizes, sizes), starts, chosen
        ),
        "Normal's rule": metrics(
            rule_take(tx, rule), ty, rule_discard(dx, starts, rule), starts, chosen
        ),
        "learned": metrics(learned_take, ty, learned_card, starts, chosen),
    }
    return out, (learned_take, rule_take(tx, rule), ty), (len(ty), len(starts))


def plot(results: dict[str, dict], calib, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 2, figsize=(10, 3.8))
    kinds = list(results)
    for ax, key in zip(axes, ("take accuracy", "throw accuracy"), strict=True):
        names = list(results[kinds[0]])
        width = 0.8 / len(kinds)
        for k, kind in enumerate(kinds):
            vals = [results[kind][n][key] for n in names]
            xs = np.arange(len(names)) + k * width
            bars = ax.bar(xs, vals, width, label=kind)
            ax.bar_label(bars, fmt="%.2f", fontsize=8)
        ax.set_xticks(np.arange(len(names)) + width * (len(kinds) - 1) / 2, names)
        ax.set_ylim(0, 1.05)
        ax.set_title(f"held-out {key}")
    handles, labels = axes[0].get_legend_handles_labels()
    fig.tight_layout(rect=(0, 0.08, 1, 1))
    fig.legend(handles, labels, loc="lower center", ncol=len(kinds), fontsize=8)
    fig.savefig(path / "opponent_model_accuracy.png", dpi=110)
    plt.close(fig)

    learned, rule, y = calib
    fig, ax = plt.subplots(figsize=(4.6, 4.2))
    bins = np.linspace(0, 1, 11)
    which = np.clip(np.digitize(learned, bins) - 1, 0, 9)
    xs, ys, ns = [], [], []
    for b in range(10):
        m = which == b
        if m.sum() >= 20:
            xs.append(learned[m].mean())
            ys.append(y[m].mean())
            ns.append(int(m.sum()))
    ax.plot([0, 1], [0, 1], color="grey", lw=1, ls="--", label="perfect")
    ax.plot(xs, ys, "o-", label="learned model")
    for x, share, n in zip(xs, ys, ns, strict=True):
        ax.annotate(f"{n}", (x, share), textcoords="offset points", xytext=(4, -10), fontsize=6)
    for k, p in enumerate(sorted(set(np.round(rule, 6)))):
        m = np.isclose(rule, p)
        label = "Normal's rule" if k == 0 else None
        ax.plot([p], [y[m].mean()], "s", color="tab:red", label=label)
        ax.annotate(
            f"{int(m.sum())}",
            (p, y[m].mean()),
            textcoords="offset points",
            xytext=(-16, 7),
            fontsize=6,
        )
    ax.set_xlabel("predicted chance of a take (small figures: examples)")
    ax.set_ylabel("share taken (held-out games)")
    ax.set_title("take or pass: calibration, rebuilt hands", fontsize=10)
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path / "opponent_model_calibration.png", dpi=110)
    plt.close(fig)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", type=Path, required=True, help="made by train_model.py")
    ap.add_argument("--seed", type=int, default=2, help="held-out games are dealt from this seed")
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--plots", type=Path, default=None, help="folder for the PNG pictures")
    a = ap.parse_args()
    model = LearnedModel.load(a.model)
    results: dict[str, dict] = {}
    calib = None
    for exact in (False, True):
        kind = "hands as seats held them" if exact else "hands rebuilt as Hard rebuilds them"
        res, cal, (takes, throws) = evaluate(model, a.seed, a.games, a.jobs, exact)
        print(f"{kind}: {takes} take-or-pass and {throws} throw examples from {a.games} games")
        for name, m in res.items():
            print(f"  {name:<14}" + "  ".join(f"{k} {v:.3f}" for k, v in m.items()))
        results[kind] = res
        if not exact:
            calib = cal
    if a.plots is not None:
        a.plots.mkdir(parents=True, exist_ok=True)
        plot(results, calib, a.plots)
        print(f"plots in {a.plots}")


if __name__ == "__main__":
    main()
