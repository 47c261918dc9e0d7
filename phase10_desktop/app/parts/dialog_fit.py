"""Every dialog opens at the size its contents need, and never larger than the screen.

A dialog sized from its widgets' size hints can be taller than a small laptop's
screen (1024×640, or 1600×1000 at 200%: 800×500 logical pixels), and then its
Start and Cancel buttons are off-screen and out of reach. Qt's own first size
caps a window at two thirds of the screen, which cuts tables and titles on a
large one. So :class:`FittedDialog` sizes itself when it is shown: the size its
contents ask for, word-wrapped labels included, within the room the screen
leaves once a window manager has added its title bar and borders; and it puts
itself where that whole frame is on screen. Dialogs whose contents can need
more than that room put them in a scroll area (the rest of the dialog, its
buttons in particular, stays in view).
"""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QScreen, QShowEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QWidget

__all__ = [
    "FRAME_ALLOWANCE",
    "TITLE_BAR_BUTTONS",
    "FittedDialog",
    "available_room",
    "screen_area",
    "screen_of",
]

#: What a window manager adds around a window (title bar, borders), in logical pixels,
#: while the window is not on screen yet and its real frame is unknown. Generous: a
#: GNOME title bar is 37 pixels high, openbox's 20, and a few more keep the frame
#: clear of the screen's edge.
FRAME_ALLOWANCE = QSize(16, 48)
#: Room the title bar's icon and buttons (minimise, maximise, close) take beside the
#: title, so a dialog is wide enough for its whole title ("Welcome to Phase 10 Desktop"
#: rather than "Welc… sktop").
TITLE_BAR_BUTTONS = 150


def screen_of(widget: QWidget) -> QScreen:
    """The screen ``widget``'s window is on, asked of the application, never of the
    widget: the wrapper of the screen a widget's ``screen()`` returns stays held by
    the widget's wrapper, and the cycle collector freeing such a wrapper deleted the application's
    screen (Qt then crashed at the next window: docs/segfaults.md)."""
    centre = widget.window().frameGeometry().center()
    return QGuiApplication.screenAt(centre) or QGuiApplication.primaryScreen()


def screen_area(widget: QWidget) -> QRect:
    """The part of ``widget``'s screen windows may use (without the panels and docks)."""
    return screen_of(widget).availableGeometry()


def _frame_margins(widget: QWidget) -> QSize:
    """What the window manager adds around ``widget``: what it measures once the
    window is on screen, and never less than the allowance (a title bar can grow
    with the scale, and the frame of a window not yet shown is not known)."""
    extra = widget.frameGeometry().size() - widget.geometry().size()
    return extra.expandedTo(FRAME_ALLOWANCE)


def available_room(widget: QWidget) -> QSize:
    """The largest size ``widget``'s window may have for its frame to fit on screen."""
    return screen_area(widget).size() - _frame_margins(widget)


def title_width(dialog: QWidget) -> int:
    """How wide the dialog must be for the title bar to show its whole title."""
    font = QFont(dialog.font())
    font.setBold(True)  # most window managers draw titles bold
    return QFontMetrics(font).horizontalAdvance(dialog.windowTitle()) + TITLE_BAR_BUTTONS


class FittedDialog(QDialog):
    """A dialog that fits its contents and the screen whenever it is shown, and again
    whenever its contents change (a note appears, a language changes), so rows are
    never squashed and its buttons are always on screen."""

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        first = not hasattr(self, "_refit")
        if first:
            self._refit = _Refit(self)
            self.installEventFilter(self._refit)
        _fit(self, first=first)
        if first:
            for box in self.findChildren(QDialogButtonBox):
                tab_as_shown(box)


class _Refit(QObject):
    """Fits its dialog again after its layout changed."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.LayoutRequest
            and isinstance(watched, QDialog)
            and watched.isVisible()
        ):
            QTimer.singleShot(0, watched, lambda d=watched: _fit(d, first=False))
        return False


def _fit(dialog: QDialog, *, first: bool) -> None:
    """Size ``dialog`` for its contents within the screen's room: on the first show
    the size its contents ask for; later it only grows (it never shrinks under the
    pointer, nor undoes a size the player chose)."""
    layout = dialog.layout()
    if layout is None:
        return
    layout.activate()
    room = available_room(dialog)
    width = max(dialog.width(), dialog.minimumWidth(), layout.minimumSize().width())
    if first:
        width = max(width, layout.totalSizeHint().width(), title_width(dialog))
    width = min(width, room.width())
    if layout.hasHeightForWidth():
        height = layout.totalHeightForWidth(width)
    else:
        height = layout.totalSizeHint().height()
    height = min(max(height, dialog.height()), room.height())
    if first or height > dialog.height() or width > dialog.width():
        dialog.resize(width, height)
    if first:
        _place(dialog)


def tab_as_shown(box: QDialogButtonBox) -> None:
    """Tab through a button box's buttons in the order the platform shows them
    ("Next round", then "Replay this round"), not the order they were added in."""
    layout = box.layout()  # a button box always has one (Qt types it optional)
    if layout is not None:
        layout.activate()
    shown = [b for b in box.buttons() if not b.isHidden()]
    shown.sort(key=lambda b: b.x(), reverse=box.isRightToLeft())
    for before, after in pairwise(shown):
        QWidget.setTabOrder(before, after)


def _place(dialog: QDialog) -> None:
    """Centre ``dialog``'s frame on its parent window (or the screen), then move it so
    the whole frame is on screen (a window's position is its frame's)."""
    area = screen_area(dialog)
    frame = dialog.size() + _frame_margins(dialog)
    parent = dialog.parentWidget()
    if parent is not None and parent.window().isVisible():
        centre = parent.window().frameGeometry().center()
    else:
        centre = area.center()
    x = centre.x() - frame.width() // 2
    y = centre.y() - frame.height() // 2
    x = max(area.left(), min(x, area.right() + 1 - frame.width()))
    y = max(area.top(), min(y, area.bottom() + 1 - frame.height()))
    dialog.move(QPoint(x, y))
