"""Worlds sampled for Hard's search agree with everything the seat can see."""

from __future__ import annotations

import random

from phase10_desktop.bots import make_bot, safe_choose
from phase10_desktop.bots.determinize import WorldSampler
from phase10_desktop.bots.knowledge import known_held
from phase10_desktop.engine import DECK, Game


def _midgame(seed: int, moves: int) -> Game:
    game = Game.new(4, seed=seed)
    bots = [make_bot("normal", s) for s in range(4)]
    for _ in range(moves):
        game.apply(safe_choose(bots[game.turn], game.view(game.turn)))
    return game


def test_sampled_worlds_match_the_view_and_conserve_cards() -> None:
    """R1.3 in every world; the seat's own view of each world is its real view."""
    for seed in range(6):
        game = _midgame(seed, 60 + 7 * seed)
        seat = game.turn
        view = game.view(seat)
        sampler = WorldSampler(view)
        rng = random.Random(seed)
        for _ in range(5):
            world = sampler.sample(rng)
            cards = world.all_cards()
            assert sorted(c.id for c in cards) == [c.id for c in DECK]
            assert world.view(seat) == view


def test_cards_picked_up_stay_in_the_taker_hand() -> None:
    """A card taken from the discard pile (R3.2) and not seen since is in that hand."""
    found = 0
    for seed in range(3):
        game = Game.new(4, seed=seed)
        bots = [make_bot("normal", s) for s in range(4)]
        for _ in range(300):
            view = game.view(game.turn)
            held = known_held(view)
            for s in range(4):
                if s != view.seat and held[s]:
                    found += 1
                    assert set(held[s]) <= set(game.hands[s])  # the inference is true
                    if found % 10 == 1:
                        world = WorldSampler(view).sample(random.Random(found))
                        assert set(held[s]) <= set(world.hands[s])
            game.apply(safe_choose(bots[game.turn], view))
    assert found


def test_worlds_depend_only_on_the_rng() -> None:
    game = _midgame(3, 50)
    view = game.view(game.turn)
    a = WorldSampler(view).sample(random.Random(9))
    b = WorldSampler(view).sample(random.Random(9))
    assert a.hands == b.hands and a.draw_pile == b.draw_pile
