"""The names the opponents are offered: five, translated, one per bot seat.

Apart from the new-game dialog, whose widgets a start does not need: a quick
start (``--new-game``, or no remembered set-up) names its bots from here. The
names are translated in the dialog's context, where translators meet them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...presentation.translatable import QT_TRANSLATE_NOOP

__all__ = ["DEFAULT_BOT_NAMES", "default_bot_name"]

#: Default opponent names, one per bot seat; translators may pick names common
#: in their language (keep them short and distinct).
DEFAULT_BOT_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("NewGameDialog", "Lucía"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Marko"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Amira"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Oliver"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Noor"),
)


def default_bot_name(index: int) -> str:
    """The suggested name of the ``index``-th opponent (0-based), translated."""
    source = DEFAULT_BOT_NAMES[index % len(DEFAULT_BOT_NAMES)]
    return QCoreApplication.translate("NewGameDialog", source)
