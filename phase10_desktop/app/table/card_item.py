"""One card on the table: a QGraphicsObject drawn from the shared card art.

Items never decide anything: the scene moves them, the model answers what a
drop means. A card item is a *token* (see :mod:`.tokens`): it shows whichever
card the table has seen at its place, or its back, and knows only how to look
(face, size, selected, wild value) and how to describe itself to assistive
technology.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine import Card, Colour
from ...presentation.card_art import BACK, CardArt
from ...presentation.theme import seat_colour
from .symbols import paint_colour_symbol


class CardItem(QGraphicsObject):
    """A card that can be face up or down, selected, and show a Wild's value."""

    def __init__(self, token: int, art: CardArt) -> None:
        super().__init__()
        self.token = token
        #: the card this item shows when face up (None: never seen by the player)
        self.card: Card | None = None
        self._art = art
        self._size = QSizeF(100, 140)
        self.face_up = False
        self.selected = False
        self.focused = False
        #: the value a laid Wild stands for (R4.8), shown as a small badge
        self.wild_value: int | Colour | None = None
        #: the seat whose latest turn put this card on the table (drawn in its colour)
        self.mark: int | None = None
        #: the size the card is flying to (its art is rendered once, at that size)
        self.rest_size: QSizeF | None = None
        self.zone = "draw"
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)

    # --- geometry -------------------------------------------------------------
    def card_size(self) -> QSizeF:
        return self._size

    def set_card_size(self, size: QSizeF) -> None:
        if size != self._size:
            self.prepareGeometryChange()
            self._size = QSizeF(size)

    def _get_size(self) -> QSizeF:
        return self._size

    # animatable, so a card can grow as it flies from an opponent to the table
    size_prop = Property(QSizeF, _get_size, set_card_size)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self._size.width() + 8, self._size.height() + 8)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, self._size.width(), self._size.height()), 6, 6)
        return path

    def center(self) -> QPointF:
        return self.pos() + QPointF(self._size.width() / 2, self._size.height() / 2)

    # --- looks ----------------------------------------------------------------
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        w, h = self._size.width(), self._size.height()
        scale = painter.worldTransform().m11() or 1.0
        dpr = (widget.devicePixelRatioF() if widget is not None else 1.0) * scale
        face = self.card.face if self.face_up and self.card is not None else BACK
        # while a card grows or shrinks in flight, its art is drawn from the size it is
        # flying to and scaled: rendering the SVG anew for every frame's size would
        # stall the animation it is part of
        rest = self.rest_size if self.rest_size is not None else self._size
        pix = self._art.pixmap(face, max(1, round(rest.width())), max(1, round(rest.height())), dpr)
        if self.selected or self.focused:
            painter.setPen(Qt.PenStyle.NoPen)
            glow = QColor(255, 214, 64, 200) if self.selected else QColor(120, 200, 255, 200)
            painter.setBrush(glow)
            painter.drawRoundedRect(QRectF(-4, -4, w + 8, h + 8), 9, 9)
        if rest == self._size and painter.worldTransform().type().value <= _SCALED:
            _blit(painter, pix, widget)
        else:
            painter.drawPixmap(QRectF(0, 0, w, h), pix, QRectF(pix.rect()))
        if self.mark is not None and self.face_up and self.card is not None:
            painter.setPen(QPen(seat_colour(self.mark), 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-1, -1, w + 2, h + 2), 6, 6)
        if self.wild_value is not None and self.face_up:
            self._paint_wild_badge(painter, w, h)

    def _paint_wild_badge(self, painter: QPainter, w: float, h: float) -> None:
        """ "=7" for a number, or the colour's own symbol for a colour group."""
        v = self.wild_value
        r = QRectF(w * 0.52, h * 0.70, w * 0.44, h * 0.26)
        painter.setPen(QPen(QColor(30, 30, 30), 1.2))
        painter.setBrush(QBrush(QColor(255, 255, 255, 235)))
        painter.drawRoundedRect(r, 5, 5)
        if isinstance(v, Colour):
            paint_colour_symbol(painter, r.adjusted(3, 3, -3, -3), v)
            return
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(8, int(r.height() * 0.72)))
        painter.setFont(font)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, "=" + str(v))

    # --- words for people who cannot see the card ------------------------------
    def accessible_name(self) -> str:
        if not self.face_up or self.card is None:
            return self.tr("Face-down card")
        from ...presentation.wording import card_name, colour_name, fill

        if self.card.is_wild and self.wild_value is not None:
            v = self.wild_value
            shown = colour_name(v) if isinstance(v, Colour) else str(v)  # not the English label
            return fill(self.tr("Wild, standing for %1"), shown)

        return card_name(self.card)


#: transforms a card at rest is drawn under: the view's scale and a position
_SCALED = QTransform.TransformationType.TxScale.value


def _blit(painter: QPainter, pix: QPixmap, widget: QWidget | None) -> None:
    """Draw ``pix`` (rendered at the card's size on screen) pixel for pixel at the card's
    place, rounded to a whole device pixel. Drawn through the view's scale instead, every
    card was resampled by a smooth transform at every frame, though its picture already
    had the size it shows at: some 3 ms of the first frame (``benchmarks/launch_stages.py``),
    and of every frame of an animation."""
    device = widget.devicePixelRatioF() if widget is not None else 1.0
    corner = painter.worldTransform().map(QPointF(0, 0))
    x = round(corner.x() * device) / device
    y = round(corner.y() * device) / device
    painter.save()
    painter.resetTransform()
    painter.drawPixmap(
        QRectF(x, y, pix.width() / device, pix.height() / device), pix, QRectF(pix.rect())
    )
    painter.restore()
