"""The game so far, told again: what a loaded game's move log and marks are rebuilt from.

A saved game carries its record (every round's seed, cut and actions), so its
moves can be replayed from the first deal and narrated as if they had just been
played, each with the table as it was at its own moment. A game without a
record (an old save, a test deal) simply has no history to tell.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...engine import Game
from ...engine.replay import ReplayError, Step, replay


def steps_so_far(game: Game) -> Iterator[Step]:
    """Every deal and move of ``game`` up to now, replayed from its record."""
    if game.record is None:
        return
    try:
        yield from replay(game.record)
    except ReplayError:
        # a loaded save was checked against its record; if it still cannot be told
        # again, the log starts empty rather than the game failing to open
        return
