"""Who plays each seat, and which bot moves for whom.

A seat is played by a person or by a bot. A person may be *away* (dropped from a
table, or a demo in which bots play every seat) or out of time for one turn (a
table's turn timer): then the stand-in, the Normal bot, plays for them. The host
reads these facts from whatever holds them: a table server's seats (which also
keep tokens and connections) or the players of a game on this computer, so the
answer to "who moves now, and with which bot and seed" is given in one place.
"""

from __future__ import annotations

from typing import Protocol

from ..engine.values import value_class

__all__ = ["BOT", "HUMAN", "STAND_IN", "BotTurn", "LocalPlayer", "Player"]

#: a seat's kinds of player (the words the records and the protocol use)
HUMAN, BOT = "human", "bot"
#: the bot that plays for a person who is away or out of time, and for a bot that
#: missed its deadline: quick, and never needs a deadline of its own
STAND_IN = "normal"


class Player(Protocol):
    """What the host reads of a seat's player."""

    @property
    def kind(self) -> str:
        """:data:`HUMAN` or :data:`BOT`."""
        ...

    @property
    def level(self) -> str | None:
        """The bot's level on a bot seat (None: the stand-in's)."""
        ...

    @property
    def away(self) -> bool:
        """A person who is not at the table: the stand-in plays every turn of theirs."""
        ...

    @property
    def timer_turn(self) -> bool:
        """A person whose turn timer ran out: the stand-in plays the rest of this turn."""
        ...


@value_class
class LocalPlayer:
    """A seat's player at a game on this computer (never out of time: there is no
    turn timer here). ``away`` is a person the bots play for: the self-test and demos."""

    kind: str
    level: str | None = None
    away: bool = False
    timer_turn: bool = False


@value_class
class BotTurn:
    """A seat the host's bots move for now."""

    seat: int
    #: the level of the bot that chooses the move
    level: str
    #: its seed (the bot's own randomness; it says nothing about the deal)
    seed: int
    #: why a bot moves: "bot" (a bot's seat), "away" (its person is away), "timer"
    #: (its person's turn timer ran out)
    why: str
    #: the level that plays instead when this bot misses its deadline; None for the
    #: stand-in itself
    stand_in: str | None = None
