"""Small charts for the Statistics window, drawn with QPainter.

QtCharts is not part of PySide6-Essentials, and the full PySide6 would break
the installer's size budget (issue 17: ≤ 110 MB on disk, ≤ 45 MB compressed),
so the two kinds the window needs are drawn here: a line of shares over time
(win rate) and bars (points per round, phases made). Colours come from the
palette, so the light and dark themes both work; in a right-to-left language
the chart is mirrored like the rest of the window (the first game or round on
the right, the scale on the right).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...engine.values import value_class
from ...presentation.wording import fill

__all__ = ["Chart", "nice_ticks", "percent_text"]


def percent_text(share: float) -> str:
    """ "40%" for 0.4, in the player's language (some write the sign first)."""
    return fill(QCoreApplication.translate("Chart", "%1%", "a share, e.g. 40%"), round(100 * share))


def nice_ticks(top: float, most: int = 5) -> list[float]:
    """Round scale marks from 0 to at least ``top``: 0, 5, 10 … (steps of 1, 2 or 5
    times a power of ten), at most ``most`` + 1 of them."""
    if top <= 0:
        return [0.0, 1.0]
    raw = top / most
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    count = math.ceil(top / step - 1e-9)
    return [i * step for i in range(count + 1)]


@value_class
class _Data:
    kind: str  # "line", "bars" or "empty"
    values: tuple[float, ...] = ()
    #: labels under the x axis: (index, text); bars label every bar that fits
    labels: tuple[tuple[int, str], ...] = ()
    #: the top of the scale (None: from the values)
    top: float | None = None
    percent: bool = False
    #: a dashed level drawn across (the overall rate), or None
    level: float | None = None
    empty_text: str = ""


class Chart(QWidget):
    """A titled chart; fill it with :meth:`show_line`, :meth:`show_bars` or
    :meth:`show_empty`. ``values`` can be read back by tests."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self._data = _Data("empty")
        self.setMinimumSize(220, 150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(title)

    def sizeHint(self) -> QSize:
        return QSize(340, 210)

    @property
    def values(self) -> tuple[float, ...]:
        return self._data.values

    @property
    def kind(self) -> str:
        return self._data.kind

    # ---------------------------------------------------------------- data
    def show_line(
        self,
        values: Sequence[float],
        labels: Sequence[tuple[int, str]],
        *,
        level: float | None,
        description: str,
    ) -> None:
        """Shares (0 to 1) in order, e.g. the win rate after each game."""
        self._set(_Data("line", tuple(values), tuple(labels), 1.0, True, level), description)

    def show_bars(
        self,
        values: Sequence[float],
        labels: Sequence[str],
        *,
        percent: bool,
        description: str,
    ) -> None:
        """One bar per value, labelled underneath (shares 0 to 1 when ``percent``)."""
        data = _Data(
            "bars",
            tuple(values),
            tuple(enumerate(labels)),
            1.0 if percent else None,
            percent,
        )
        self._set(data, description)

    def show_empty(self, text: str) -> None:
        self._set(_Data("empty", empty_text=text), text)

    def _set(self, data: _Data, description: str) -> None:
        self._data = data
        self.setAccessibleDescription(description)
        self.setToolTip(description)
        self.update()

    # ------------------------------------------------------------- drawing
    def _scale_text(self, value: float) -> str:
        if self._data.percent:
            return percent_text(value)
        return str(int(value)) if value == int(value) else f"{value:.1f}"

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.WindowText)
        muted = pal.color(QPalette.ColorRole.PlaceholderText)
        accent = pal.color(QPalette.ColorRole.Highlight)
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft

        area = QRectF(self.rect()).adjusted(6, 4, -6, -4)
        painter.fillRect(QRectF(self.rect()), pal.color(QPalette.ColorRole.Base))
        title_font = QFont(self.font())
        title_font.setBold(True)
        painter.setFont(title_font)
        painter.setPen(text)
        fm_title = painter.fontMetrics()
        title_rect = QRectF(area.left(), area.top(), area.width(), fm_title.height())
        # AlignLeft is the leading edge: Qt swaps it in a right-to-left widget
        painter.drawText(
            title_rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), self.title
        )
        painter.setFont(self.font())
        fm = painter.fontMetrics()
        body = area.adjusted(0, fm_title.height() + 6, 0, 0)
        data = self._data
        if data.kind == "empty" or not data.values:
            painter.setPen(muted)
            painter.drawText(
                body,
                int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                data.empty_text,
            )
            painter.end()
            return

        top = data.top if data.top is not None else max(data.values)
        ticks = nice_ticks(top if data.top is None else 1.0, 4 if data.percent else 5)
        if data.percent:
            ticks = [0.0, 0.25, 0.5, 0.75, 1.0]
        top = ticks[-1]
        label_w = max(fm.horizontalAdvance(self._scale_text(t)) for t in ticks) + 6
        plot = body.adjusted(0, fm.height() / 2, 0, -(fm.height() + 4))
        plot = plot.adjusted(0, 0, -label_w, 0) if rtl else plot.adjusted(label_w, 0, 0, 0)
        plot = plot.adjusted(4, 0, -4, 0)  # room for the end points' dots

        def x_at(fraction: float) -> float:
            x = plot.left() + fraction * plot.width()
            return plot.left() + plot.right() - x if rtl else x

        def y_at(value: float) -> float:
            return plot.bottom() - (value / top) * plot.height() if top else plot.bottom()

        grid = QColor(muted)
        grid.setAlpha(90)
        for t in ticks:
            y = y_at(t)
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(muted)
            box = (
                QRectF(plot.right() + 4, y - fm.height() / 2, label_w - 4, fm.height())
                if rtl
                else QRectF(plot.left() - label_w, y - fm.height() / 2, label_w - 4, fm.height())
            )
            # next to the plot, mirrored by hand like the plot itself
            side = Qt.AlignmentFlag.AlignLeft if rtl else Qt.AlignmentFlag.AlignRight
            flags = side | Qt.AlignmentFlag.AlignAbsolute | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(box, int(flags), self._scale_text(t))

        n = len(data.values)
        label_y = plot.bottom() + 3
        if data.kind == "line":
            points = [
                QPointF(x_at(i / (n - 1) if n > 1 else 0.5), y_at(v))
                for i, v in enumerate(data.values)
            ]
            fill = QColor(accent)
            fill.setAlpha(45)
            path = QPainterPath(QPointF(points[0].x(), plot.bottom()))
            for p in points:
                path.lineTo(p)
            path.lineTo(QPointF(points[-1].x(), plot.bottom()))
            path.closeSubpath()
            painter.fillPath(path, fill)
            painter.setPen(QPen(accent, 2.2))
            painter.drawPolyline(points)
            if n <= 30:
                painter.setBrush(accent)
                for p in points:
                    painter.drawEllipse(p, 2.6, 2.6)
            if data.level is not None:
                pen = QPen(text, 1.2, Qt.PenStyle.DashLine)
                painter.setPen(pen)
                y = y_at(data.level)
                painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(muted)
            for i, label in data.labels:
                x = x_at(i / (n - 1) if n > 1 else 0.5)
                w = fm.horizontalAdvance(label) + 4
                left = min(max(x - w / 2, plot.left()), plot.right() - w)
                painter.drawText(
                    QRectF(left, label_y, w, fm.height()), int(Qt.AlignmentFlag.AlignCenter), label
                )
        else:
            slot = plot.width() / n
            bar_w = max(2.0, slot * 0.68)
            widest = max(fm.horizontalAdvance(t) for _, t in data.labels) + 6
            every = max(1, math.ceil(widest / slot))
            for i, v in enumerate(data.values):
                centre = x_at((i + 0.5) / n)
                rect = QRectF(centre - bar_w / 2, y_at(v), bar_w, plot.bottom() - y_at(v))
                painter.fillRect(rect, accent)
                if i % every == 0:
                    painter.setPen(muted)
                    painter.drawText(
                        QRectF(centre - slot * every / 2, label_y, slot * every, fm.height()),
                        int(Qt.AlignmentFlag.AlignCenter),
                        data.labels[i][1],
                    )
        painter.setPen(QPen(muted, 1))
        painter.drawLine(QPointF(plot.left(), plot.bottom()), QPointF(plot.right(), plot.bottom()))
        painter.end()
