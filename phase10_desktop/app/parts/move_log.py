"""The move log: one sentence per move, as a Qt list model the side panel shows.

The narrator writes the sentences; a resumed game gets its round's sentences
back by replaying the game's record (``table.history``), so the log never
starts empty after a restart. The log keeps the newest ``LIMIT`` lines.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
)
from PySide6.QtWidgets import QListView

_Index = QModelIndex | QPersistentModelIndex


class MoveLogModel(QAbstractListModel):
    """Sentences, oldest first."""

    LIMIT = 1000

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lines: list[str] = []

    def lines(self) -> list[str]:
        return list(self._lines)

    def append(self, text: str) -> None:
        row = len(self._lines)
        self.beginInsertRows(QModelIndex(), row, row)
        self._lines.append(text)
        self.endInsertRows()
        if len(self._lines) > self.LIMIT:
            extra = len(self._lines) - self.LIMIT
            self.beginRemoveRows(QModelIndex(), 0, extra - 1)
            del self._lines[:extra]
            self.endRemoveRows()

    def clear(self) -> None:
        self.beginResetModel()
        self._lines = []
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._lines)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        if role in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.ToolTipRole,
            Qt.ItemDataRole.AccessibleTextRole,
        ):
            return self._lines[index.row()]
        return None


def follow_newest(view: QListView) -> None:
    """Keep the list scrolled to the newest sentence, and make it the current one while
    the player is elsewhere: Tab into the Moves list lands on the latest move, not the
    game's first (a player reading older moves with the arrow keys is left alone).

    Once per turn of the event loop, however many sentences arrived: scrolling lays
    out the list's wrapped lines anew, and a resumed game's log arrives a line at a time.
    """

    def newest() -> None:
        model = view.model()
        rows = model.rowCount() if model is not None else 0
        if rows and not view.hasFocus():
            view.setCurrentIndex(model.index(rows - 1, 0))
        view.scrollToBottom()

    later = QTimer(view)
    later.setSingleShot(True)
    later.setInterval(0)
    later.timeout.connect(newest)
    model = view.model()
    model.rowsInserted.connect(later.start)
    model.modelReset.connect(later.start)
