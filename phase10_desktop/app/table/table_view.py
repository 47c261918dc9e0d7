"""The widget that shows the table, and turns keys into table actions.

The scene is as large as the view: the table is laid out again for every size
(in logical pixels), so text and cards keep a readable size and no band of the
window is left empty. While a window is being dragged larger or smaller, the
old layout is scaled for a moment and the new one is computed once the size
settles, so resizing stays smooth.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .access import TableAccess, install_factory
from .scene import TableScene

#: keys of keyboard play and the controller action each one means
KEYMAP: dict[int, str] = {
    Qt.Key.Key_Left: "left",
    Qt.Key.Key_Right: "right",
    Qt.Key.Key_Up: "up",
    Qt.Key.Key_Down: "down",
    Qt.Key.Key_Escape: "escape",
    Qt.Key.Key_Space: "select",
    Qt.Key.Key_D: "draw",
    Qt.Key.Key_T: "take",
    Qt.Key.Key_X: "discard",
    Qt.Key.Key_Return: "activate",
    Qt.Key.Key_Enter: "activate",
    Qt.Key.Key_1: "slot1",
    Qt.Key.Key_2: "slot2",
    Qt.Key.Key_3: "slot3",
    Qt.Key.Key_Backspace: "unstage",
    Qt.Key.Key_L: "lay",
    Qt.Key.Key_H: "hit",
    Qt.Key.Key_K: "skip",
}


class TableView(QGraphicsView):
    """Fits the scene to the window, keeps the aspect, and turns keys into table actions."""

    key_action = Signal(str)

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # A viewport made here, the same plain widget Qt would make: Python knows it
        # already. Qt's own is named for Python the first time it is handed over (the
        # first paint, the first viewport()), and naming a widget Qt made means
        # making Python classes of dozens of Qt's widget classes to find which it is,
        # which held the first picture of the table back by several milliseconds.
        self.setViewport(QWidget())
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # repaint only what moved, over a felt that is painted once per size
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(480, 300)
        self.setAccessibleName(self.tr("Card table"))
        #: the table's parts, focus and news for assistive technology
        self.access = TableAccess(self, scene)
        install_factory()
        self.setBackgroundBrush(scene.theme.felt_edge)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(90)
        self._settle.timeout.connect(self.fit_scene)

    def fit_scene(self) -> None:
        """Lay the table out for the viewport's size and show it at 1:1."""
        size = self.viewport().size()
        scene = self.scene()
        assert isinstance(scene, TableScene)
        scene.set_size(size.width(), size.height())
        self.resetTransform()
        self.setSceneRect(scene.sceneRect())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        scene = self.scene()
        if not self.isVisible() or scene is None or not scene.items():
            self.fit_scene()
            return
        # scale the current layout until the size settles, then lay out anew
        self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.IgnoreAspectRatio)
        self._settle.start()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fit_scene()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(self.tr("Card table"))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        name = KEYMAP.get(event.key())
        if name is not None and not (
            event.modifiers()
            & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
        ):
            self.key_action.emit(name)
            event.accept()
            return
        super().keyPressEvent(event)
