"""The game host: one Qt-free, network-free, synchronous owner of a game, used by
every way of playing (alone, pass and play, a table server). See docs/host.md."""

from .game_host import PLAYER, GameHost, view_of
from .players import BOT, HUMAN, STAND_IN, BotTurn, LocalPlayer, Player
from .steps import WATCH, DealWaiting, Journal, MemoryJournal, Refusal, Step, told

__all__ = [
    "BOT",
    "HUMAN",
    "PLAYER",
    "STAND_IN",
    "WATCH",
    "BotTurn",
    "DealWaiting",
    "GameHost",
    "Journal",
    "LocalPlayer",
    "MemoryJournal",
    "Player",
    "Refusal",
    "Step",
    "told",
    "view_of",
]
