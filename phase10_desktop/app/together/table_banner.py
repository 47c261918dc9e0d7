"""The line that says which table the window is at, and how long the turn has left.

At a table server the window shows a game that is not this computer's: the line
under the table names it ("Ana's table · K7QM-2XPA · you host it on this
computer", "Ben's table · … · you are watching"), so nobody wonders where they
are, and counts the turn timer down ("Your turn: 0:42 left"), which used to run
unseen until the bot played the turn. The server says how many seconds are left
when a timed turn starts; the count runs on this computer's clock, so no two
clocks need to agree. Hidden for a game on this computer.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QWidget

from ...presentation.wording import fill

__all__ = ["TableBanner", "clock_text"]

translate = QCoreApplication.translate

#: from this many seconds left the player's own countdown turns red, and is said once
HURRY_SECONDS = 10
#: the dialogs' error red (``dialog_parts.ERROR_COLOUR``: not imported, since that module
#: loads what a start does not need), readable on the light and the dark theme
HURRY_COLOUR = QColor(211, 47, 47)


def clock_text(who: str | None, seconds: float) -> str:
    """ "Your turn: 0:42 left" (``who`` None), or "Ben's turn: 0:42 left"."""
    left = max(0, int(seconds + 0.999))  # 0:01 until the very end, never a stale 0:00
    clock = f"{left // 60}:{left % 60:02d}"
    if who is None:
        return fill(translate("TableBanner", "Your turn: %1 left"), clock)
    return fill(translate("TableBanner", "%1's turn: %2 left"), who, clock)


class TableBanner(QFrame):
    """Where the window is (a table's name, its code, the player's part) and the turn
    timer, on one line. ``hurry`` is emitted once per turn when the player's own time
    is nearly up (the window says it to screen readers)."""

    hurry = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableBanner")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.AlternateBase)
        self.place_label = QLabel()
        self.place_label.setObjectName("tablePlace")
        self.place_label.setTextFormat(Qt.TextFormat.PlainText)
        self.place_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.clock_label = QLabel()
        self.clock_label.setObjectName("turnClock")
        self.clock_label.setTextFormat(Qt.TextFormat.PlainText)
        font = QFont(self.clock_label.font())
        font.setBold(True)
        self.clock_label.setFont(font)
        self.clock_label.setAlignment(
            Qt.AlignmentFlag.AlignTrailing | Qt.AlignmentFlag.AlignVCenter
        )
        self.clock_label.hide()
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 3, 10, 3)
        row.addWidget(self.place_label, 1)
        row.addWidget(self.clock_label, 0)
        self._deadline = 0.0
        self._who: str | None = None
        self._hurried = False
        self._tick_timer = QTimer(self)
        self._tick_timer.setInterval(250)
        self._tick_timer.timeout.connect(self._tick)
        self.hide()

    def show_place(self, text: str) -> None:
        """Name the table the window is at ("" hides the line: a game here)."""
        self.place_label.setText(text)
        self.place_label.setToolTip(text)
        self.place_label.setAccessibleName(text)
        self.setVisible(bool(text))
        if not text:
            self.stop_clock()

    def start_clock(self, who: str | None, seconds: float) -> None:
        """Count ``seconds`` down for ``who``'s turn (None: the player's own)."""
        self._who = who
        self._deadline = time.monotonic() + max(0.0, seconds)
        self._hurried = False
        self._tick()
        self.clock_label.show()
        self._tick_timer.start()

    @Slot()
    def stop_clock(self) -> None:
        self._tick_timer.stop()
        self.clock_label.hide()
        self.clock_label.clear()

    @property
    def seconds_left(self) -> float:
        return max(0.0, self._deadline - time.monotonic())

    @Slot()
    def _tick(self) -> None:
        left = self.seconds_left
        self.clock_label.setText(clock_text(self._who, left))
        self.clock_label.setAccessibleName(self.clock_label.text())
        palette = self.clock_label.palette()
        mine_and_late = self._who is None and left <= HURRY_SECONDS
        role = QPalette.ColorRole.WindowText
        palette.setColor(role, HURRY_COLOUR if mine_and_late else self.palette().color(role))
        self.clock_label.setPalette(palette)
        if mine_and_late and not self._hurried and left > 0:
            self._hurried = True
            self.hurry.emit(self.tr("%n seconds left in your turn.", "", int(left + 0.999)))
        if left <= 0:
            self._tick_timer.stop()
