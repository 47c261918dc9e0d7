"""Making a bot by the level a player picks."""

from __future__ import annotations

from typing import Any

from .base import Bot
from .easy import EasyBot
from .hard import HardBot
from .normal import NormalBot
from .random_bot import RandomBot

LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")
#: the levels offered to players (Random is a baseline for tests)
PLAYER_LEVELS: tuple[str, ...] = ("easy", "normal", "hard")


def make_bot(level: str, seed: int = 0, **options: Any) -> Bot:
    """A bot of ``level`` ("random", "easy", "normal" or "hard") with its own seed.

    ``options`` go to the Hard bot (``samples``, ``time_budget``, ``should_stop``).
    """
    key = level.strip().lower()
    if key == "random":
        return RandomBot(seed)
    if key == "easy":
        return EasyBot(seed)
    if key == "normal":
        return NormalBot(seed)
    if key == "hard":
        return HardBot(seed, **options)
    raise ValueError(f"unknown bot level {level!r}: choose one of {', '.join(LEVELS)}")
