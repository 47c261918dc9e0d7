"""Sentences of a game at a table server that a game on this computer never needs.

At a table server the Normal bot plays a player's seat while they are away, or
when their turn timer ran out. The move log used to tell those moves as the
player's own ("You drew the Red 7."), so a player coming back read moves they never
made as theirs. They are told here as the stand-in's, with the narrator's own
sentences: the player's name is replaced by "The Normal bot, playing for you,".
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication

from ...engine.events import Event, move_of
from ...engine.view import PlayerView
from ...presentation.wording import fill
from ..table.narrator import told

__all__ = ["stand_in_sentence", "table_name"]


def table_name(host_name: str) -> str:
    """What the players call a table: "Ana's table" (the window's title, the line under
    the table, the lobby, the questions about leaving it)."""
    if not host_name:
        return QCoreApplication.translate("TableVisit", "the table")
    return fill(QCoreApplication.translate("TableVisit", "%1's table"), host_name)


def stand_in_sentence(e: Event, view: PlayerView, seat: int) -> str:
    """Event ``e`` of a move the Normal bot made for ``seat`` (the player at this
    screen), told as the bot's move; "" for an event that is not such a move."""
    mover, action = move_of(e) or (-1, None)
    if mover != seat or action is None:  # another seat's event, or an undo
        return ""
    if not 0 <= seat < len(view.names):
        return ""
    bot = QCoreApplication.translate("TableWords", "The Normal bot, playing for you,")
    names = tuple(bot if i == seat else n for i, n in enumerate(view.names))
    # told as another seat's move that this screen saw whole (its own cards: reveal)
    return told(e, replace(view, names=names), -1, reveal=True)
