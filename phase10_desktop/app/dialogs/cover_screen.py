"""The cover screen of pass and play: "Pass to Lucía — click when ready".

Between two people's turns at one screen the table shows nobody's hand; when a
person's turn comes this screen covers the table and asks the others to pass the
computer. Their cards appear only when they say they are ready (the button, Enter
or Space).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPalette
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...presentation.theme import Theme
from ...presentation.wording import fill
from ..parts.dialog_parts import hint_label

__all__ = ["CoverScreen"]


class CoverScreen(QWidget):
    """Hides the table between two people's turns: "Pass to Lucía — click when ready"."""

    #: the person named on the cover is at the screen and ready
    ready = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coverScreen")
        self.setAutoFillBackground(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.seat = -1
        self.title = QLabel()
        self.title.setObjectName("coverTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2.0)
        font.setBold(True)
        self.title.setFont(font)
        self.note = hint_label(
            self.tr("Everyone else, look away: the next screen shows their cards.")
        )
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.clicked.connect(self._ready)
        box = QVBoxLayout(self)
        box.addStretch(1)
        box.addWidget(self.title)
        box.addWidget(self.note)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        box.addLayout(row)
        box.addStretch(1)

    def set_theme(self, theme: Theme) -> None:
        """The table's felt and words, so the cover reads as the table turned over."""
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, theme.felt)
        palette.setColor(QPalette.ColorRole.WindowText, theme.text)
        self.setPalette(palette)
        for label in (self.title, self.note):
            label.setPalette(palette)
        self.note.setForegroundRole(QPalette.ColorRole.WindowText)

    def show_for(self, seat: int, name: str) -> None:
        """Cover the table until ``name`` (at ``seat``) says they are at the screen."""
        self.seat = seat
        self.title.setText(fill(self.tr("Pass to %1 — click when ready"), name))
        self.button.setText(fill(self.tr("I am %1: show my cards"), name))
        self.setAccessibleName(self.title.text())
        self.button.setFocus()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.note.setText(
                self.tr("Everyone else, look away: the next screen shows their cards.")
            )

    def _ready(self) -> None:
        self.hide()
        self.ready.emit(self.seat)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._ready()
            return
        super().keyPressEvent(event)
