"""Every dialog fits a small screen with a window manager's title bar: 1024×640, and
1600×1000 at 200% scale (800×500 logical pixels), and shows its whole title
(issue 22, B2).

The screen's free area is set by the test (the offscreen platform has one fixed
screen); a 200% scale doubles every pixel, fonts included, so it fits exactly
when 800×500 does at 100%. What is checked is what a player would hit: the window
with its frame inside the screen, its buttons inside the window, a minimum size
that never forces it past the screen, and a title bar wide enough for the title.
"""

from __future__ import annotations

import pytest
from dialog_catalogue import DIALOGS, dialogs
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QFont, QFontMetrics, QScreen
from PySide6.QtWidgets import QApplication, QPushButton, QScrollArea, QWidget

#: what a window manager adds: a title bar of up to 40 pixels, borders of up to 8
FRAME = QSize(16, 48)
#: a title bar's icon and its three buttons, beside the title
TITLE_BAR_BUTTONS = 120
SCREENS = {
    "1024x640": QRect(0, 0, 1024, 640),
    "1600x1000 at 200%": QRect(0, 0, 800, 500),
    "1024x640 under a top panel": QRect(0, 28, 1024, 612),
}


@pytest.fixture(params=list(SCREENS))
def screen(request, monkeypatch) -> QRect:
    area = SCREENS[request.param]
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(area))
    return area


@pytest.mark.parametrize("name", DIALOGS)
def test_the_dialog_fits_the_screen(qtbot, tmp_path, screen: QRect, name: str) -> None:
    dialog = dialogs(tmp_path)[name](None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()  # a refit after the first layout pass
    frame = QRect(dialog.pos(), dialog.size() + FRAME)
    assert screen.contains(frame), f"{name}: {frame} is not inside {screen}"
    smallest = dialog.minimumSize() + FRAME
    assert smallest.width() <= screen.width() and smallest.height() <= screen.height(), name
    buttons = [b for b in dialog.findChildren(QPushButton) if b.isVisibleTo(dialog)]
    assert buttons
    for button in buttons:
        if not _scrolls(button, dialog):  # a button in a scroll area is scrolled to
            where = QRect(button.mapTo(dialog, QPoint(0, 0)), button.size())
            assert dialog.rect().contains(where), f"{name}: {button.text()} is cut off"
    font = QFont(dialog.font())
    font.setBold(True)
    title = QFontMetrics(font).horizontalAdvance(dialog.windowTitle()) + TITLE_BAR_BUTTONS
    assert dialog.width() >= min(title, screen.width() - FRAME.width()), (
        f"{name}: the title bar cannot show “{dialog.windowTitle()}”"
    )


def _scrolls(widget: QWidget, dialog: QWidget) -> bool:
    """Whether ``widget`` sits in a scroll area of ``dialog``."""
    parent = widget.parentWidget()
    while parent is not None and parent is not dialog:
        if isinstance(parent, QScrollArea):
            return True
        parent = parent.parentWidget()
    return False
