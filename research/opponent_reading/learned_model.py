"""A learned model of how an opponent takes, passes and throws (research, not shipped).

Normal's own rule, softened by fixed slips (:class:`belief.PlayerModel`), is
one model of a player. This one is learned offline from self-play
(``research/opponent_reading/train_model.py``): two small linear models over features of the
hand and the card, one for the take-or-pass choice (logistic) and one for the
card thrown (a softmax over the hand's cards). The features are what the
choice depends on: how many cards the phase still needs with and without the
card (the same remembered arithmetic as the search, :mod:`.memo`), and the
card's partners in the hand (same number, neighbouring numbers, same colour).

Trained on hands rebuilt the way :func:`belief.replay_likelihood` rebuilds
them (from the seat's hand at a later turn, the cards drawn from the pile taken
out at random), its probabilities are calibrated for exactly that use, where
the exact rule, applied to a hand that is only approximately the one the seat
held, is confidently wrong. It predicts the choices better than Normal's rule
does on such hands, yet weighing hands by it predicted the next seat's takes
worse (docs/bots.md), so Hard does not use it. The weights are a small JSON
file; evaluating them needs only the standard library.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from belief import PlayerModel, offer_gain

from phase10_desktop.bots.memo import PhaseGoal
from phase10_desktop.engine import Card

#: the file layout this code reads
FORMAT = 1

TAKE_FEATURES = (
    "bias",
    "normal_takes",
    "closer",
    "same_number_set",
    "near_number_run",
    "same_colour_colour",
    "missing_now",
    "points",
)
DISCARD_FEATURES = (
    "keeps_fewest_missing",
    "missing_cost",
    "skip",
    "wild",
    "points",
    "same_number",
    "near_number",
    "next_number",
    "same_colour",
    "same_number_set",
    "near_number_run",
    "same_colour_colour",
)


def _kinds(goal: PhaseGoal) -> tuple[bool, bool, bool]:
    kinds = {g.kind for spec in goal.specs for g in spec.groups}
    return "set" in kinds, "run" in kinds, "colour" in kinds


def take_features(goal: PhaseGoal, counts: list[int], hand: list[Card], offer: Card) -> list[float]:
    """Features of taking ``offer`` (not a Wild: everyone takes those) into
    ``hand`` (signature ``counts``, left as it was)."""
    has_set, has_run, has_colour = _kinds(goal)
    now, after, takes = offer_gain(goal, counts, hand, offer)
    n = offer.number
    same = near = colour = 0
    for x in hand:
        if n is not None and x.number is not None:
            same += x.number == n
            near += abs(x.number - n) == 1
        if offer.colour is not None and x.colour is offer.colour:
            colour += 1
    return [
        1.0,
        float(takes),
        float(min(2, now - after)),
        min(3, same) * has_set,
        min(3, near) * has_run,
        min(5, colour) / 5 * has_colour,
        min(6, now) / 6,
        offer.points / 10,
    ]


def discard_features(goal: PhaseGoal, counts: list[int], hand: list[Card]) -> list[list[float]]:
    """Features of throwing each card of ``hand`` (signature ``counts``, left as it was)."""
    has_set, has_run, has_colour = _kinds(goal)
    asked: dict[object, int] = {}
    missing: list[int] = []
    for i, x in enumerate(hand):
        cls = goal.card_class(x)
        m = asked.get(cls)
        if m is None:
            m = asked[cls] = goal.missing_without(counts, hand, i)
        missing.append(m)
    natural = [m for m, x in zip(missing, hand, strict=True) if not x.is_wild]
    best = min(natural) if natural else min(missing)
    numbers = Counter(x.number for x in hand if x.number is not None)
    colours = Counter(x.colour for x in hand if x.colour is not None)
    out = []
    for m, x in zip(missing, hand, strict=True):
        n = x.number
        same = numbers[n] - 1 if n is not None else 0
        near = numbers[n - 1] + numbers[n + 1] if n is not None else 0
        after = numbers[n - 2] + numbers[n + 2] if n is not None else 0
        colour = colours[x.colour] - 1 if x.colour is not None else 0
        out.append(
            [
                float(m == best),
                float(min(3, m - best)),
                float(x.is_skip),
                float(x.is_wild),
                x.points / 10,
                float(min(3, same)),
                float(min(3, near)),
                float(min(3, after)),
                min(5, colour) / 5,
                min(3, same) * has_set,
                min(3, near) * has_run,
                min(5, colour) / 5 * has_colour,
            ]
        )
    return out


def _dot(w: Sequence[float], f: Sequence[float]) -> float:
    return sum(a * b for a, b in zip(w, f, strict=True))


class LearnedModel(PlayerModel):
    """:class:`belief.PlayerModel` with learned probabilities (see the module)."""

    def __init__(self, take: Sequence[float], discard: Sequence[float]) -> None:
        super().__init__()
        if len(take) != len(TAKE_FEATURES) or len(discard) != len(DISCARD_FEATURES):
            raise ValueError("the model's weights do not match its features")
        self.take = list(take)
        self.discard = list(discard)

    def take_probability(
        self, goal: PhaseGoal, counts: list[int], hand: list[Card], offer: Card
    ) -> float:
        z = _dot(self.take, take_features(goal, counts, hand, offer))
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    def discard_probabilities(
        self, goal: PhaseGoal, counts: list[int], hand: list[Card]
    ) -> list[float]:
        logits = [_dot(self.discard, f) for f in discard_features(goal, counts, hand)]
        top = max(logits)
        exps = [math.exp(z - top) for z in logits]
        total = sum(exps)
        return [e / total for e in exps]

    def draw_logp(
        self, goal: PhaseGoal, counts: list[int], hand: list[Card], offer: Card, took: bool
    ) -> float:
        p = self.take_probability(goal, counts, hand, offer)
        return math.log(max(1e-9, p if took else 1.0 - p))

    def discard_logp(
        self, goal: PhaseGoal, counts: list[int], hand: list[Card], card: Card
    ) -> float:
        probs = self.discard_probabilities(goal, counts, hand)
        i = next(i for i, c in enumerate(hand) if c is card)
        return math.log(max(1e-9, probs[i]))

    def to_dict(self) -> dict[str, object]:
        return {
            "format": FORMAT,
            "take_features": list(TAKE_FEATURES),
            "take": self.take,
            "discard_features": list(DISCARD_FEATURES),
            "discard": self.discard,
        }

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> LearnedModel:
        """The model in ``data``; ValueError if it is not one this code can read."""
        if data.get("format") != FORMAT:
            raise ValueError(f"opponent model format {data.get('format')!r}, expected {FORMAT}")
        if data.get("take_features") != list(TAKE_FEATURES) or data.get("discard_features") != list(
            DISCARD_FEATURES
        ):
            raise ValueError("the opponent model was trained on other features")
        take, discard = data["take"], data["discard"]
        if not isinstance(take, list) or not isinstance(discard, list):
            raise ValueError("the opponent model's weights must be lists")
        return cls([float(x) for x in take], [float(x) for x in discard])

    @classmethod
    def load(cls, path: Path) -> LearnedModel:
        return cls.from_dict(json.loads(path.read_text(encoding="utf-8")))


__all__ = ["DISCARD_FEATURES", "TAKE_FEATURES", "LearnedModel", "discard_features", "take_features"]
