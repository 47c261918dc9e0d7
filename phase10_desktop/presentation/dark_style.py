"""The dark theme's widget style: Fusion, with indicators whose edge shows.

Its own module because a style class costs the start-up of every player the
resolution of Qt's style enumerations, and only the dark theme needs it
(:func:`.theme.apply_palette` loads it when the dark theme is first chosen).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleFactory


class DarkStyle(QProxyStyle):
    """Fusion, with check boxes and radio buttons whose edge shows on a dark window.

    Fusion draws an indicator's frame a shade darker than the window colour,
    which on the dark palette is nearly black on nearly black: the boxes in
    Settings could hardly be seen. The frame is drawn again in the muted text
    colour; everything else is Fusion's own.
    """

    def __init__(self) -> None:
        super().__init__(QStyleFactory.create("Fusion"))

    def drawPrimitive(self, element, option, painter, widget=None) -> None:
        super().drawPrimitive(element, option, painter, widget)
        round_box = element == QStyle.PrimitiveElement.PE_IndicatorRadioButton
        if element != QStyle.PrimitiveElement.PE_IndicatorCheckBox and not round_box:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge = QColor("#9fb0c2")
        if not option.state & QStyle.StateFlag.State_Enabled:
            edge = QColor("#5c6775")
        painter.setPen(QPen(edge, 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        r = QRectF(option.rect).adjusted(0.6, 0.6, -0.6, -0.6)
        if round_box:
            painter.drawEllipse(r)
        else:
            painter.drawRoundedRect(r, 2, 2)
        painter.restore()
