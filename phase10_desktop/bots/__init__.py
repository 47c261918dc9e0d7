"""Computer opponents (docs/rules.md throughout): honest by construction, as they see
only a :class:`~phase10_desktop.engine.PlayerView`. No Qt here.

Use :func:`make_bot` to get a bot by level and :func:`safe_choose` to ask it
for a move; see each module for how its level plays.
"""

from .base import BaseBot, Bot, checked_choose, fallback_action, play_turn, safe_choose
from .easy import EasyBot
from .hard import DEFAULT_BUDGET, HardBot
from .match import GameRecord, play_game
from .normal import NormalBot, NormalPolicy
from .random_bot import RandomBot
from .registry import LEVELS, PLAYER_LEVELS, make_bot

__all__ = [
    "DEFAULT_BUDGET",
    "LEVELS",
    "PLAYER_LEVELS",
    "BaseBot",
    "Bot",
    "EasyBot",
    "GameRecord",
    "HardBot",
    "NormalBot",
    "NormalPolicy",
    "RandomBot",
    "checked_choose",
    "fallback_action",
    "make_bot",
    "play_game",
    "play_turn",
    "safe_choose",
]
