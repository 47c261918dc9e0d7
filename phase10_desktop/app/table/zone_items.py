"""Decorations that are also drop targets: piles, slots, laid groups, seats.

They light up when the dragged card may legally go there (the controller asks
the engine which targets are legal) and brighten when the card hovers them.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..theme import LIGHT, Theme
from .symbols import paint_no_entry


class ZoneFrame(QGraphicsObject):
    """A labelled, rounded frame: a pile outline, a lay-down slot or a laid group."""

    def __init__(self, key: tuple, rect: QRectF, label: str = "", kind: str = "slot") -> None:
        super().__init__()
        self.key = key
        self.kind = kind
        self._rect = QRectF(rect)
        self.label = label
        self.sublabel = ""
        self.lit = False
        self.hot = False
        self.focused = False
        self.invalid = False
        self.theme: Theme = LIGHT
        self.setZValue(1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)

    def set_state(self, *, lit: bool | None = None, hot: bool | None = None) -> None:
        changed = False
        if lit is not None and lit != self.lit:
            self.lit, changed = lit, True
        if hot is not None and hot != self.hot:
            self.hot, changed = hot, True
        if changed:
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-26, -6, 26, 30)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        t = self.theme
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.kind != "label":
            colour = QColor(t.frame)
            width = 1.5
            style = Qt.PenStyle.DashLine if self.kind in ("slot", "pile") else Qt.PenStyle.SolidLine
            fill = QColor(0, 0, 0, 28)
            if self.invalid:
                colour = QColor(t.invalid)
            if self.lit:
                colour, width, style = QColor(t.legal), 3.0, Qt.PenStyle.SolidLine
                fill = QColor(t.legal.red(), t.legal.green(), t.legal.blue(), 40)
            if self.hot:
                colour, width = QColor(t.hot), 4.0
                fill = QColor(255, 255, 255, 60)
            if self.focused:
                painter.setPen(QPen(QColor(120, 200, 255), 3.0, Qt.PenStyle.DotLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(r.adjusted(-5, -5, 5, 5), 14, 14)
            if self.kind == "group" and not (self.lit or self.hot):
                fill = QColor(0, 0, 0, 18)
                colour = QColor(255, 255, 255, 40)
            painter.setPen(QPen(colour, width, style))
            painter.setBrush(fill)
            painter.drawRoundedRect(r, 12, 12)
        if self.label:
            font = QFont()
            font.setPixelSize(17 if self.kind != "group" or r.height() > 100 else 13)
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(t.text)
            painter.drawText(
                QRectF(r.x() + 10, r.y() + 2, r.width() - 20, 24),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                self.label,
            )
        if self.sublabel:
            font = QFont()
            font.setPixelSize(14)
            painter.setFont(font)
            painter.setPen(t.muted_text)
            if self.kind == "pile":  # below the pile, where no card covers it
                painter.drawText(
                    QRectF(r.x() - 20, r.bottom() + 2, r.width() + 40, 22),
                    int(Qt.AlignmentFlag.AlignCenter),
                    self.sublabel,
                )
            else:
                painter.drawText(
                    QRectF(r.x() + 10, r.bottom() - 24, r.width() - 20, 22),
                    int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                    self.sublabel,
                )


class SeatBadge(ZoneFrame):
    """An opponent's name plate: level, cards held, phase, score, skip, thinking."""

    def __init__(self, seat: int, rect: QRectF) -> None:
        super().__init__(("seat", seat), rect, kind="seat")
        self.seat = seat
        self.name = ""
        self.level = ""
        self.cards = 0
        self.phase_text = ""
        self.score = 0
        self.skip_pending = False
        self.thinking = False
        self.dots = 0
        self.to_move = False
        self.dealer = False

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        t = self.theme
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(t.badge_turn if self.to_move else t.badge)
        pen = QPen(QColor(255, 255, 255, 70), 1.5)
        if self.lit:
            pen = QPen(QColor(t.legal), 3.0)
        if self.hot:
            pen = QPen(QColor(t.hot), 4.0)
            fill = QColor(255, 255, 255, 70)
        if self.focused:
            painter.setPen(QPen(QColor(120, 200, 255), 3.0, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-5, -5, 5, 5), 16, 16)
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawRoundedRect(r, 14, 14)
        # Right to left the plate is mirrored: the name on the right, the level and the
        # "thinking" and skip marks on the left (the painter flips text alignment itself).
        rtl = painter.layoutDirection() == Qt.LayoutDirection.RightToLeft

        def side(rect: QRectF) -> QRectF:
            if not rtl:
                return rect
            return rect.translated(r.left() + r.right() - rect.left() - rect.right(), 0)

        font = QFont()
        font.setPixelSize(22)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(t.text)
        name = self.name + ("  ●" if self.dealer else "")
        painter.drawText(
            side(QRectF(r.x() + 14, r.y() + 6, r.width() - 130, 30)),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            name,
        )
        font.setPixelSize(15)
        font.setBold(False)
        painter.setFont(font)
        painter.setPen(t.muted_text)
        painter.drawText(
            side(QRectF(r.right() - 130, r.y() + 8, 116, 26)),
            int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
            self.level,
        )
        # a long phase (Spanish, Croatian) is elided rather than run under the skip chip
        phase_width = r.width() - 28 - (104 if self.skip_pending else 0)
        painter.drawText(
            side(QRectF(r.x() + 14, r.y() + 36, phase_width, 24)),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            painter.fontMetrics().elidedText(
                self.phase_text, Qt.TextElideMode.ElideRight, int(phase_width)
            ),
        )
        # cards and points each take the language's plural form (Croatian and Arabic
        # change the noun with the number): "%n cards" here, "%n points" in wording
        from ..wording import points_text

        points = points_text(self.score)
        if self.cards == 1:
            line = self.tr("1 card · %1").replace("%1", points)
        else:
            line = self.tr("%n cards · %1", "", self.cards).replace("%1", points)
        painter.drawText(
            QRectF(r.x() + 14, r.y() + 60, r.width() - 28, 24),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            line,
        )
        if self.thinking:
            painter.setPen(t.text)
            dots = "●" * (1 + self.dots % 3)
            painter.drawText(
                side(QRectF(r.right() - 140, r.y() + 60, 126, 24)),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                self.tr("thinking") + " " + dots,
            )
        if self.skip_pending:
            chip = side(QRectF(r.right() - 104, r.y() + 34, 90, 24))
            painter.setPen(QPen(QColor(30, 30, 30), 1.2))
            painter.setBrush(QColor(245, 245, 245))
            painter.drawRoundedRect(chip, 12, 12)
            font.setBold(True)
            font.setPixelSize(13)
            painter.setFont(font)
            painter.setPen(QColor(180, 30, 30))
            icon = QRectF(chip.x() + 6, chip.y() + 4, chip.height() - 8, chip.height() - 8)
            paint_no_entry(painter, icon, QColor(180, 30, 30))
            painter.drawText(
                chip.adjusted(icon.width() + 6, 0, 0, 0),
                int(Qt.AlignmentFlag.AlignCenter),
                self.tr("SKIPPED"),
            )
