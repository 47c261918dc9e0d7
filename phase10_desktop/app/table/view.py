"""The widget that shows the table: scales the fixed-size scene to the window."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

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
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(640, 400)
        self.setAccessibleName(self.tr("Card table"))
        self.setBackgroundBrush(scene.theme.felt_edge)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

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
