"""Bots see only their PlayerView: permuting the cards a seat cannot see (other
hands, draw-pile order) never changes its decisions for the same seed."""

from __future__ import annotations

import gc
import json
import random

import pytest
from bots_helpers import hidden_twin

from phase10_desktop.bots import make_bot, safe_choose
from phase10_desktop.engine import Game, PlayerView
from phase10_desktop.engine.fair_deal import bot_seed
from phase10_desktop.engine.record import Record, RoundRecord
from phase10_desktop.engine.view import view_to_dict

LEVEL_OPTIONS = {
    "random": {},
    "easy": {},
    "normal": {},
    "hard": {"samples": 2, "time_budget": None},
}


@pytest.mark.parametrize("level", list(LEVEL_OPTIONS))
def test_decisions_ignore_hidden_cards(level: str) -> None:
    """At every decision of seat 0 over a stretch of play, a twin bot with the same
    seed, shown the view of a game whose hidden cards were re-dealt, decides alike."""
    options = LEVEL_OPTIONS[level]
    me = make_bot(level, seed=7, **options)
    twin_bot = make_bot(level, seed=7, **options)
    others = [make_bot("normal", seed=s) for s in (1, 2)]
    game = Game.new(3, seed=2024)
    rng = random.Random(5)
    decisions = 0
    limit = 40 if level == "hard" else 150
    while not game.game_over and decisions < limit:
        seat = game.turn
        if seat == 0:
            twin = hidden_twin(game, 0, rng)
            action = me.choose(game.view(0))
            assert twin_bot.choose(twin.view(0)) == action
            decisions += 1
        else:
            action = safe_choose(others[seat - 1], game.view(seat))
        game.apply(action)
    assert decisions == limit or game.game_over


def _reachable(root: object, limit: int = 20000) -> list[object]:
    seen = {id(root)}
    todo = [root]
    out = []
    while todo and len(out) < limit:
        x = todo.pop()
        out.append(x)
        for r in gc.get_referents(x):
            if id(r) not in seen and not isinstance(r, type):
                seen.add(id(r))
                todo.append(r)
    return out


@pytest.mark.parametrize("level", list(LEVEL_OPTIONS))
def test_no_game_reachable_from_view_or_bot(level: str) -> None:
    """A bot gets a PlayerView from which no Game can be reached, and keeps none."""
    game = Game.new(4, seed=3)
    view = game.view(game.turn)
    assert isinstance(view, PlayerView)
    assert not any(isinstance(x, Game) for x in _reachable(view))
    bot = make_bot(level, seed=1, **LEVEL_OPTIONS[level])
    for _ in range(6):  # a few moves, so the bot has searched and cached
        view = game.view(game.turn)
        game.apply(safe_choose(bot, view))
    assert not any(isinstance(x, Game) for x in _reachable(bot))


def _secrets(game: Game) -> list[bytes | str]:
    """The round seeds a seat must not learn: every round not yet over (the one
    being played and the one committed for the next deal), as bytes and hex."""
    hidden = [r.seed for r in game.record.rounds if not r.finished]
    return hidden + [s.hex() for s in hidden]


def _reveals(obj: object, secrets: list[bytes | str]) -> bool:
    for x in _reachable(obj, limit=200_000):
        if isinstance(x, bytes | bytearray) and any(
            isinstance(s, bytes) and s in x for s in secrets
        ):
            return True
        if isinstance(x, str) and any(isinstance(s, str) and s in x for s in secrets):
            return True
        if isinstance(x, Record | RoundRecord):
            return True
    return False


@pytest.mark.parametrize("level", list(LEVEL_OPTIONS))
def test_no_round_seed_reaches_a_view_or_a_bot(level: str) -> None:
    """The deal is fair only while the round seed is secret: neither a PlayerView,
    nor the JSON a bot process receives, nor anything a bot keeps can hold the seed
    of a round that is not over (nor the record, which holds every seed)."""
    game = Game.new(4, deal=False)  # no game seed: round seeds come from the OS
    bot = make_bot(level, seed=1, **LEVEL_OPTIONS[level])
    others = [make_bot("normal", seed=s) for s in (2, 3, 4)]
    _play_watching(game, [bot, *others], 20 if level == "hard" else 120, _secrets)
    assert game.round_no >= 2 or level == "hard"
    assert not _reveals(bot, _secrets(game))


def _play_watching(game: Game, bots: list, moves: int, secrets_of, number=None) -> None:
    """Let ``bots`` (one per seat) play ``moves`` moves, cutting every deal, and check
    before each that neither the view a bot gets nor the JSON the Hard process would
    get holds a secret of ``secrets_of(game)``, or an int that gives ``number`` back."""
    while moves and not game.game_over:
        if game.stage == "deal":
            game.deal("a cut")
            continue
        view = game.view(game.turn)
        secrets = secrets_of(game)
        assert not _reveals(view, secrets)
        sent = json.dumps(view_to_dict(view))
        assert not any(s in sent for s in secrets if isinstance(s, str))
        if number is not None:
            assert not any(_works_back_to(x, number, game.players) for x in _reachable(view))
        game.apply(safe_choose(bots[game.turn], view))
        moves -= 1


#: a numbered game's deal number: every round seed derives from it
DEAL_NUMBER = 8_675_309_123


def _works_back_to(x: object, number: int, players: int) -> bool:
    """Whether the int ``x`` gives ``number`` back through the bot seed the table once
    used, ``(number * 31 + seat) & 0x7FFFFFFF`` (inverted from the child's request in
    the attack of issue 23), or simply is the number."""
    if not isinstance(x, int) or isinstance(x, bool):
        return False
    if x in (number, number % 2**31):
        return True
    inverse = pow(31, -1, 2**31)
    return any((x - seat) * inverse % 2**31 == number % 2**31 for seat in range(players))


@pytest.mark.parametrize("level", list(LEVEL_OPTIONS))
def test_in_a_numbered_game_nothing_a_bot_gets_gives_the_deal_number_away(level: str) -> None:
    """A numbered game derives every round seed from its deal number, so a bot that
    learned the number would know every hand. The bots get the seeds the table gives
    them (:func:`engine.fair_deal.bot_seed`, keyed with a secret of the program): neither
    their seeds, nor a view, nor the JSON the Hard process receives, nor anything a bot
    keeps holds the number, a number that gives it back, or a seed of a round not over."""
    players = 4
    game = Game.new(players, seed=DEAL_NUMBER, deal=False)
    seeds = {seat: bot_seed(DEAL_NUMBER, seat) for seat in range(players)}
    assert not any(_works_back_to(x, DEAL_NUMBER, players) for x in seeds.values())
    bot = make_bot(level, seed=seeds[0], **LEVEL_OPTIONS[level])
    others = [make_bot("normal", seed=seeds[s]) for s in (1, 2, 3)]
    digits = str(DEAL_NUMBER)

    def secrets_of(game: Game) -> list[bytes | str]:
        return [*_secrets(game), digits]

    _play_watching(game, [bot, *others], 20 if level == "hard" else 120, secrets_of, DEAL_NUMBER)
    assert not _reveals(bot, secrets_of(game))
    assert not any(_works_back_to(x, DEAL_NUMBER, players) for x in _reachable(bot, 200_000))
