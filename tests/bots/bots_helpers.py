"""Shared helpers for the bot tests (imported by module name; tests/ has no packages)."""

from __future__ import annotations

import json
import random

from phase10_desktop.bots import HardBot
from phase10_desktop.bots.determinize import WorldSampler
from phase10_desktop.engine import Game, PlayerView, card_from_token
from phase10_desktop.engine.actions import Action
from phase10_desktop.engine.saves import game_from_json, game_to_json


def hidden_twin(game: Game, seat: int, rng: random.Random) -> Game:
    """The same game with every card ``seat`` cannot see dealt again at random:
    other hands keep their sizes, the draw pile its size, but which card is where
    (and the draw order) changes. ``seat``'s view of both games is identical."""
    data = json.loads(game_to_json(game))
    others = [s for s in range(game.players) if s != seat]
    hidden = [t for s in others for t in data["hands"][s]] + list(data["draw_pile"])
    rng.shuffle(hidden)
    for s in others:
        n = len(data["hands"][s])
        data["hands"][s], hidden = hidden[:n], hidden[n:]
    data["draw_pile"] = hidden
    data["seed"] = rng.randrange(1 << 30)  # reshuffles differ too (R3.7)
    data["record"] = None  # its record would deal the true cards, and keep the true seed
    twin = game_from_json(data)
    assert twin.view(seat) == game.view(seat)
    return twin


def tokens(cards) -> list[str]:
    return [card_from_token(t).face for t in cards]


class CountingHardBot(HardBot):
    """The Hard bot, counting the worlds its searches deal (``worlds``, reset by
    each decision), so tests can see how far a search went without the bot
    keeping a counter nobody else reads."""

    worlds = 0

    def choose(self, view: PlayerView) -> Action:
        self.worlds = 0
        return super().choose(view)

    def sampler(self, view: PlayerView) -> WorldSampler:
        sampler = super().sampler(view)
        deal = sampler.sample

        def counted(rng: random.Random) -> Game:
            self.worlds += 1
            return deal(rng)

        sampler.sample = counted  # type: ignore[method-assign]
        return sampler
