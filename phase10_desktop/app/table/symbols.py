"""The colour symbols of the card art, drawn with a painter for small table marks.

A laid Wild that stands for a colour shows that colour's symbol rather than a
letter: letters differ between languages ("Azul" and "Amarillo" both start
with A) and colour alone fails colour-blind players. The shapes and colours are
those of resources/cards/make_cards.py: red circle, blue diamond, green
triangle, yellow star.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

from ...engine import Colour

FILL = {
    Colour.RED: QColor("#e8702a"),
    Colour.BLUE: QColor("#1a86c6"),
    Colour.GREEN: QColor("#12b486"),
    Colour.YELLOW: QColor("#f9cb3c"),
}
INK = QColor("#1d1f27")


def paint_colour_symbol(painter: QPainter, rect: QRectF, colour: Colour) -> None:
    """Draw ``colour``'s symbol centred in ``rect``."""
    side = min(rect.width(), rect.height())
    c = rect.center()
    r = side / 2
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(INK, max(1.0, side / 14)))
    painter.setBrush(FILL[colour])
    if colour is Colour.RED:
        painter.drawEllipse(c, r * 0.9, r * 0.9)
    elif colour is Colour.BLUE:
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), c.y() - r),
                    QPointF(c.x() + r * 0.8, c.y()),
                    QPointF(c.x(), c.y() + r),
                    QPointF(c.x() - r * 0.8, c.y()),
                ]
            )
        )
    elif colour is Colour.GREEN:
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), c.y() - r),
                    QPointF(c.x() + r, c.y() + r * 0.8),
                    QPointF(c.x() - r, c.y() + r * 0.8),
                ]
            )
        )
    else:
        points = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.45
            points.append(QPointF(c.x() + rr * math.cos(a), c.y() + rr * math.sin(a)))
        painter.drawPolygon(QPolygonF(points))
    painter.restore()


def paint_no_entry(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A circle with a slash: the "skipped" mark, drawn (some fonts lack ⦸)."""
    side = min(rect.width(), rect.height())
    c = rect.center()
    r = side / 2 * 0.85
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(colour, max(1.5, side / 7))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(c, r, r)
    d = r * math.cos(math.pi / 4)
    painter.drawLine(QPointF(c.x() - d, c.y() - d), QPointF(c.x() + d, c.y() + d))
    painter.restore()
