"""Where the side panel goes: docked beside the table, or over the table's edge.

Docked, the panel takes its width from the table. A window too narrow to give it
that and still leave the table :data:`TABLE_ROOM` logical pixels (a small laptop,
1600×1000 at 200 %, which is 800×500) would either squeeze the table until its piles
are thumbnails or grow past the screen, and Qt does the second. So there the panel
opens as a drawer over the table's far edge, with a close button, and the window keeps
its size; a docked panel gives way when the window is made too narrow for both, and
comes back docked when the window is wide enough again.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal, Slot
from PySide6.QtGui import QAction, QKeyEvent, QPalette
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

__all__ = ["TABLE_ROOM", "PanelPlace"]

# the width the table keeps beside a docked panel (logical pixels): six players' plates
# and groups need it
TABLE_ROOM = 760


class _Drawer(QFrame):
    """The panel's frame over the table: a heading with a close button above it."""

    closed = Signal()

    def __init__(self, title: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("panelDrawer")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.Window)
        self.title = QLabel(title)
        self.close_button = QToolButton()
        self.close_button.setText("✕")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.closed)
        top = QHBoxLayout()
        top.setContentsMargins(8, 4, 4, 0)
        top.addWidget(self.title, 1)
        top.addWidget(self.close_button)
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.setSpacing(0)
        self.box.addLayout(top)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.closed.emit()
            return
        super().keyPressEvent(event)


class PanelPlace(QObject):
    """Shows and hides the side panel, docked or as a drawer, as the window's width allows."""

    # the panel was shown (True) or hidden (False), docked or drawn
    shown_changed = Signal(bool)

    def __init__(
        self, window: QMainWindow, dock: QDockWidget, panel: QWidget, over: QWidget
    ) -> None:
        super().__init__(window)
        self.window = window
        self.dock = dock
        self.panel = panel
        # the widget the drawer lies over (the table and its bottom bar)
        self.over = over
        self._drawer: _Drawer | None = None
        # the menu's "Show players and moves", checked while the panel is shown
        self.action = QAction(window)
        self.action.setCheckable(True)
        self.action.setChecked(dock.isVisible())
        self.action.toggled.connect(self.set_shown)
        dock.visibilityChanged.connect(self._follow)
        over.installEventFilter(self)

    # ------------------------------------------------------------------ asking
    @property
    def drawn(self) -> bool:
        """The panel is open over the table."""
        return self._drawer is not None and self._drawer.isVisible()

    @property
    def shown(self) -> bool:
        return self.dock.isVisible() or self.drawn

    def room(self) -> bool:
        """Whether the window can dock the panel and leave the table its room."""
        return self.window.width() - self.dock.minimumWidth() >= TABLE_ROOM

    # ---------------------------------------------------------------- changing
    @Slot(bool)
    def set_shown(self, on: bool) -> None:
        """Show the panel (docked if there is room, else over the table) or hide it."""
        if on == self.shown:
            return
        if not on:
            self.dock.hide()
            self._close_drawer()
        elif self.room():
            self._dock()
        else:
            self._open_drawer()
        self._follow()

    @Slot()
    def show_panel(self) -> None:
        self.set_shown(True)

    def _dock(self) -> None:
        if self.dock.widget() is not self.panel:
            self.dock.setWidget(self.panel)
        self.dock.show()
        room = min(340, self.window.width() // 4, self.window.width() - TABLE_ROOM)
        width = max(self.dock.minimumWidth(), room)
        self.window.resizeDocks([self.dock], [width], Qt.Orientation.Horizontal)

    def _open_drawer(self) -> None:
        drawer = self._drawer
        if drawer is None:
            drawer = self._drawer = _Drawer(self.dock.windowTitle(), self.over)
            drawer.close_button.setToolTip(self.tr("Close the players and moves"))
            drawer.close_button.setAccessibleName(self.tr("Close the players and moves"))
            drawer.closed.connect(lambda: self.set_shown(False))
        drawer.box.addWidget(self.panel, 1)
        self.panel.show()
        self._place_drawer()
        drawer.show()
        drawer.raise_()
        self.panel.setFocus()

    def _close_drawer(self) -> None:
        if self._drawer is not None and self._drawer.isVisible():
            self._drawer.hide()
            self.dock.setWidget(self.panel)

    def _place_drawer(self) -> None:
        """Over the table's far edge (the left one right to left), its whole height."""
        drawer, over = self._drawer, self.over
        if drawer is None:
            return
        width = max(220, min(340, round(over.width() * 0.42)))
        x = 0 if over.isRightToLeft() else over.width() - width
        drawer.setGeometry(x, 0, width, over.height())

    def follow_direction(self) -> None:
        """The reading direction changed (a language): an open drawer moves to the far edge."""
        if self.drawn:
            self._place_drawer()

    @Slot()
    def _follow(self, *_args) -> None:
        shown = self.shown
        if self.action.isChecked() != shown:
            self.action.blockSignals(True)
            self.action.setChecked(shown)
            self.action.blockSignals(False)
        self.shown_changed.emit(shown)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.over and event.type() == QEvent.Type.Resize:
            self._window_resized()
        return False

    def _window_resized(self) -> None:
        """A docked panel gives way to the table in a window too narrow for both; an open
        drawer docks again once there is room, else follows the window's size."""
        if self.dock.isVisible() and not self.dock.isFloating() and not self.room():
            self.dock.hide()
            self._follow()
        elif self.drawn:
            if self.room():
                self._close_drawer()
                self._dock()
                self._follow()
            else:
                self._place_drawer()
