"""The names a table server gives its bots: the ones a game on one computer offers.

A game here names its opponents from the new-game dialog (``app/parts/bot_names.py``, where
translators may choose other names); a table server is shared by people who may each
read another language, so its bots keep these names as written. Kept out of the app
(no Qt) so that the server, which imports no Qt, names them the same way.
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["BOT_NAMES", "bot_names"]

#: the same five names, in the same order, as the app's DEFAULT_BOT_NAMES
BOT_NAMES: tuple[str, ...] = ("Lucía", "Marko", "Amira", "Oliver", "Noor")


def bot_names(count: int, taken: Iterable[str] = ()) -> list[str]:
    """``count`` names for bots, none the same as a name in ``taken`` (the players'
    names, compared without case), in the usual order; past five, numbered ones."""
    used = {t.casefold() for t in taken}
    free = [n for n in BOT_NAMES if n.casefold() not in used]
    n = 2
    while len(free) < count:
        extra = [f"{name} {n}" for name in BOT_NAMES if f"{name} {n}".casefold() not in used]
        free += extra
        n += 1
    return free[:count]
