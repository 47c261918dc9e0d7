"""Decorations that are also drop targets: piles, slots, laid groups, seats.

They light up when the dragged card may legally go there (the input layer asks
the engine which targets are legal) and brighten when the card hovers them. A
group that was just hit, or a seat that was just skipped, flashes briefly, and
a group a seat's latest turn built or hit keeps that seat's colour until the
seat plays again, so a move can be followed without reading the log.

Text is drawn at ``font_px`` logical pixels, chosen by the layout for the
table's size, so it stays readable on a small window.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QEasingCurve, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QGuiApplication, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine.values import value_class
from ...presentation.theme import LIGHT, Theme
from ...presentation.wording import fill
from .symbols import paint_no_entry
from .zones import ZoneKey


class ZoneFrame(QGraphicsObject):
    """A labelled, rounded frame: a pile outline, a lay-down slot or a laid group."""

    def __init__(self, key: ZoneKey, rect: QRectF, label: str = "", kind: str = "slot") -> None:
        super().__init__()
        self.key = key
        self.kind = kind
        self._rect = QRectF(rect)
        self.label = label
        #: a shorter label, drawn when ``label`` does not fit the frame ("7s ×3")
        self.short_label = ""
        self.sublabel = ""
        self.lit = False
        self.hot = False
        self.focused = False
        self.invalid = False
        self.font_px = 14
        #: the colour of the seat whose latest turn built or hit this group
        self.mark: QColor | None = None
        self._glow = 0.0
        self._flash: QPropertyAnimation | None = None
        self.theme: Theme = LIGHT
        self.setZValue(1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # text and antialiased frames are drawn once and reused while cards fly over them
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

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

    # --- a brief flash (a hit landed, a seat was skipped) -----------------------
    def _get_glow(self) -> float:
        return self._glow

    def _set_glow(self, value: float) -> None:
        self._glow = value
        self.update()

    glow = Property(float, _get_glow, _set_glow)

    def flash(self, ms: int) -> None:
        """Glow and fade over ``ms`` (instant moves still get one frame of it)."""
        if self._flash is not None:
            self._flash.stop()
        a = QPropertyAnimation(self, b"glow", self)
        a.setDuration(max(ms, 1))
        a.setStartValue(1.0)
        a.setEndValue(0.0)
        a.setEasingCurve(QEasingCurve.Type.InQuad)
        a.start()
        self._flash = a

    @property
    def flashing(self) -> bool:
        return self._glow > 0.0

    def boundingRect(self) -> QRectF:
        pad = self.font_px * 1.8
        return self._rect.adjusted(-8, -8, 8, pad)

    def _paint_rings(self, painter: QPainter, glow: QColor, radius: float) -> None:
        """The fading flash (a hit landed, a seat was skipped) and the keyboard focus ring."""
        r = self._rect
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self._glow > 0:
            glow.setAlphaF(min(1.0, 0.9 * self._glow))
            painter.setPen(QPen(glow, 6.0 * self._glow + 1))
            painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), radius, radius)
        if self.focused:
            painter.setPen(QPen(QColor(120, 200, 255), 3.0, Qt.PenStyle.DotLine))
            painter.drawRoundedRect(r.adjusted(-5, -5, 5, 5), radius + 2, radius + 2)

    def _font(self, px: int, bold: bool = False) -> QFont:
        font = QFont()
        font.setPixelSize(max(9, px))
        font.setBold(bold)
        return font

    def heading(self) -> tuple[str, int, QRectF]:
        """The heading as drawn: its words, font size and line. The long form if it fits,
        else the short form whole ("7s ×3"): a tucked group of three is narrower than
        "11s ×3", so the short form may use the frame's padding and a font up to a
        quarter smaller before a word is cut."""
        r, px = self._rect, self.font_px
        line = QRectF(r.x() + 8, r.y() + 1, r.width() - 16, px * 1.4)
        fm = QFontMetrics(self._font(px, bold=True))
        label, size = self.label, px
        if self.short_label and fm.horizontalAdvance(label) > line.width():
            label = self.short_label
            line = QRectF(r.x() + 3, r.y() + 1, r.width() - 6, px * 1.4)
            while fm.horizontalAdvance(label) > line.width() and size > max(9, px * 0.75):
                size -= 1
                fm = QFontMetrics(self._font(size, bold=True))
        return fm.elidedText(label, Qt.TextElideMode.ElideRight, int(line.width())), size, line

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        t = self.theme
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setLayoutDirection(  # a heading starts at the frame's reading end
            Qt.LayoutDirection.RightToLeft
            if QGuiApplication.isRightToLeft()
            else Qt.LayoutDirection.LeftToRight
        )
        colour = QColor(t.frame)
        width = 1.5
        style = Qt.PenStyle.DashLine if self.kind in ("slot", "pile") else Qt.PenStyle.SolidLine
        fill_colour = QColor(0, 0, 0, 28)
        if self.kind == "group":
            fill_colour = QColor(0, 0, 0, 18)
            colour = QColor(255, 255, 255, 40)
            if self.mark is not None:
                colour, width = QColor(self.mark), 2.0
        if self.invalid:
            colour = QColor(t.invalid)
        if self.lit:
            colour, width, style = QColor(t.legal), 3.0, Qt.PenStyle.SolidLine
            fill_colour = QColor(t.legal.red(), t.legal.green(), t.legal.blue(), 40)
        if self.hot:
            colour, width = QColor(t.hot), 4.0
            fill_colour = QColor(255, 255, 255, 60)
        self._paint_rings(painter, QColor(t.legal), 12)
        painter.setPen(QPen(colour, width, style))
        painter.setBrush(fill_colour)
        painter.drawRoundedRect(r, 10, 10)
        px = self.font_px
        line = QRectF(r.x() + 8, r.y() + 1, r.width() - 16, px * 1.4)
        lead = int(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter)
        used = 0.0
        if self.label:
            text, size, line = self.heading()
            painter.setFont(self._font(size, bold=True))
            painter.setPen(t.text)
            used = painter.fontMetrics().horizontalAdvance(text) + px
            painter.drawText(line, lead, text)
        if self.sublabel:
            painter.setFont(self._font(px - 2))
            painter.setPen(t.muted_text)
            fm = painter.fontMetrics()
            if self.kind == "pile":  # below the pile, where no card covers it
                below = QRectF(r.x() - 30, r.bottom() + 2, r.width() + 60, px * 1.3)
                painter.drawText(below, int(Qt.AlignmentFlag.AlignCenter), self.sublabel)
            else:  # on the heading's line, at its far end
                room = max(0.0, line.width() - used)
                painter.drawText(
                    line,
                    int(Qt.AlignmentFlag.AlignTrailing | Qt.AlignmentFlag.AlignVCenter),
                    fm.elidedText(self.sublabel, Qt.TextElideMode.ElideRight, int(room)),
                )


@value_class
class PlateWords:
    """What a plate writes on its lines, as chosen to fit."""

    name: str
    level_on_name_line: bool
    phase: str
    cards: str
    #: the name fits whole (a very long name is elided; names are limited in length)
    name_fits: bool
    #: the line the SKIPPED (or AWAY) chip ends: 0 the name's, 1 the phase's; None: no chip
    chip_line: int | None = None
    #: the width the name may take on its line
    name_room: float = 0.0
    #: the Skip's chip shows its sign alone: no line had room for the word beside its
    #: words (a narrow plate at 200 %), and the name is never cut for a chip
    chip_sign_only: bool = False


class SeatBadge(ZoneFrame):
    """Another seat's name plate: name, level, phase, cards and points, latest turn,
    a pending Skip, thinking; presence when the seat is played from another screen.

    Every fact is written whole or in a shorter whole form, never cut: on a narrow
    plate "Phase 2 · set of 3 + run of 4" becomes "Phase 2", the level leaves the
    name's line, and the stack of backs is tucked behind the plate (the layout
    decides, :func:`~.layout.tucks_stack`), so the name, phase and card count can
    always be read. Right to left the plate is mirrored.
    """

    def __init__(self, seat: int, rect: QRectF) -> None:
        super().__init__(ZoneKey("seat", seat), rect, kind="seat")
        self.seat = seat
        self.name = ""
        self.level = ""
        self.cards = 0
        self.phase_text = ""
        #: the phase's number alone, for a plate too narrow for its groups
        self.phase_short = ""
        self.score = 0
        self.last_turn = ""
        self.skip_pending = False
        #: the player lost their connection (a bot may be playing for them)
        self.away = False
        self.thinking = False
        self.dots = 0
        self.to_move = False
        self.dealer = False
        self.colour = QColor("#ffd24a")
        #: room kept for the stack of backs at the far end (0: tucked behind the plate)
        self.stack_width = 60.0

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-8, -8, 8, 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        t = self.theme
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rtl = QGuiApplication.isRightToLeft()
        painter.setLayoutDirection(
            Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LeftToRight
        )
        fill_colour = QColor(t.badge_turn if self.to_move else t.badge)
        pen = QPen(QColor(255, 255, 255, 70), 1.5)
        if self.to_move:
            pen = QPen(QColor(self.colour), 2.5)
        if self.lit:
            pen = QPen(QColor(t.legal), 3.0)
        if self.hot:
            pen = QPen(QColor(t.hot), 4.0)
            fill_colour = QColor(255, 255, 255, 70)
        self._paint_rings(painter, QColor(t.invalid), 14)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(t.felt)  # opaque: a stack tucked behind the plate stays out of sight
        painter.drawRoundedRect(r, 12, 12)
        painter.setPen(pen)
        painter.setBrush(fill_colour)
        painter.drawRoundedRect(r, 12, 12)

        def side(rect: QRectF) -> QRectF:
            """Right to left, the same rectangle mirrored inside the plate."""
            if not rtl:
                return rect
            return rect.translated(r.left() + r.right() - rect.left() - rect.right(), 0)

        px = self.font_px
        line = px * 1.35
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawRoundedRect(side(QRectF(r.x() + 5, r.y() + 8, 4, r.height() - 16)), 2, 2)
        left = r.x() + 14
        text_w = self.text_width()
        lead = int(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter)
        trail = int(Qt.AlignmentFlag.AlignTrailing | Qt.AlignmentFlag.AlignVCenter)
        words = self.written()
        y = r.y() + 6
        # line 1: the name, the dealer's dot, and at the end a pending Skip or the level
        if words.chip_line == 0:
            self._skip_chip(painter, side, left + text_w, y, line, words.chip_sign_only)
        elif words.level_on_name_line:
            small = self._font(px - 1)
            level_w = QFontMetrics(small).horizontalAdvance(self.level)
            painter.setFont(small)
            painter.setPen(t.muted_text)
            painter.drawText(
                side(QRectF(left + text_w - level_w, y, level_w, line)), trail, self.level
            )
        bold = self._font(px + 2, bold=True)
        painter.setFont(bold)
        painter.setPen(t.text)
        room = words.name_room
        # elided by the metrics the words were chosen with: a painter's own (a card
        # picture at 200 %) can be a pixel wider, and a name that fits is never cut
        name = words.name
        if not words.name_fits:
            name = QFontMetrics(bold).elidedText(name, Qt.TextElideMode.ElideRight, int(room))
        painter.drawText(
            side(QRectF(left, y, room, line)), lead | int(Qt.TextFlag.TextDontClip), name
        )
        y += line + 1
        # lines 2 and 3: the phase, the cards and points; the chip ends one of them when
        # the name needs its whole line
        painter.setFont(self._font(px))
        for i, text in ((1, words.phase), (2, words.cards)):
            width = text_w
            if words.chip_line == i:
                width -= self._skip_chip(
                    painter, side, left + text_w, y, line, words.chip_sign_only
                )
                painter.setFont(self._font(px))
            painter.setPen(t.text if i == 2 and self.thinking else t.muted_text)
            painter.drawText(side(QRectF(left, y, width, line)), lead, text)
            y += line
        # line 4: the latest turn (also told in the move log, so it may be shortened)
        if self.last_turn:
            painter.setFont(self._font(px - 1))
            painter.setPen(self.colour)
            painter.drawText(
                side(QRectF(left, y, text_w, line)),
                lead,
                painter.fontMetrics().elidedText(
                    self.last_turn, Qt.TextElideMode.ElideRight, int(text_w)
                ),
            )

    def text_width(self) -> float:
        """The width the plate's words may take (the stack of backs keeps the rest)."""
        return self._rect.width() - 20 - self.stack_width

    def written(self) -> PlateWords:
        """The words the plate writes, each chosen whole to fit (see the class doc)."""
        from ...presentation.wording import points_text

        px = self.font_px
        text_w = self.text_width()
        # the gap between two things on a line, a little more than drawn: a painter's
        # metrics can be a pixel wider than these, and a name must not be cut for it
        gap = px * 0.6 + 2
        normal = QFontMetrics(self._font(px))
        name = self.name + ("  ●" if self.dealer else "")
        name_w = QFontMetrics(self._font(px + 2, bold=True)).horizontalAdvance(name)
        level_w = QFontMetrics(self._font(px - 1)).horizontalAdvance(self.level)
        phases = [self.phase_text] + ([self.phase_short] if self.phase_short else [])
        cards = self.tr("1 card") if self.cards == 1 else self.tr("%n cards", "", self.cards)
        counts = [
            fill(
                self.tr("%1 · %2", "a seat's cards, then its points"),
                cards,
                points_text(self.score),
            ),
            cards,
        ]
        if self.thinking:
            counts = [self.tr("thinking") + " " + "●" * (1 + self.dots % 3)]

        def fitting(forms: list[str], room: float) -> str:
            """The longest form that fits ``room`` (the shortest when none does)."""
            return next((f for f in forms if normal.horizontalAdvance(f) <= room), forms[-1])

        # a pending Skip's chip (or AWAY) ends the first line that keeps its words whole
        # beside it: the name's, the phase's (shortened if need be) or the cards'
        # (failing that, a Skip's sign alone ends the first that keeps its words whole)
        chip_line: int | None = None
        chip_w = 0.0
        sign_only = False
        if self.skip_pending or self.away:
            shortest = [name_w, *(normal.horizontalAdvance(f[-1]) for f in (phases, counts))]
            for sign_only in (False, True) if self.skip_pending else (False,):
                chip_w = self.chip_width(sign_only=sign_only) + gap
                chip_line = next((i for i, w in enumerate(shortest) if w + chip_w <= text_w), None)
                if chip_line is not None:
                    break
            if chip_line is None:
                chip_line, sign_only = 0, self.skip_pending
                chip_w = self.chip_width(sign_only=sign_only) + gap
        room = [text_w - (chip_w if chip_line == i else 0.0) for i in range(3)]
        level_on_name_line = (
            chip_line != 0 and bool(self.level) and name_w + gap + level_w <= text_w
        )
        name_room = text_w - level_w - gap if level_on_name_line else room[0]
        phase = fitting(phases, room[1])
        text = fitting(counts, room[2])
        if not level_on_name_line and self.level and not self.thinking:
            # the level goes first when it had no room on the name's line and has room here
            with_level = fill(
                self.tr("%1 · %2", "a bot's level, then its cards and points"), self.level, text
            )
            if normal.horizontalAdvance(with_level) <= room[2]:
                text = with_level
        return PlateWords(
            name,
            level_on_name_line,
            phase,
            text,
            name_w <= name_room,
            chip_line,
            name_room,
            sign_only,
        )

    def _chip(self) -> tuple[QFont, str, float]:
        """The chip's font, word and icon width (a pending Skip's, or AWAY)."""
        px = self.font_px
        skip = self.skip_pending
        text = self.tr("SKIPPED") if skip else self.tr("AWAY")
        icon_w = px * 1.35 - 8 if skip else 0.0
        return self._font(px - 2, bold=True), text, icon_w

    def chip_width(self, *, sign_only: bool = False) -> float:
        """How wide the SKIPPED (or AWAY) chip is drawn (a Skip's sign alone: narrower)."""
        font, text, icon_w = self._chip()
        if sign_only:
            return icon_w + self.font_px * 0.9
        return QFontMetrics(font).horizontalAdvance(text) + self.font_px * 1.2 + icon_w

    def _skip_chip(
        self, painter: QPainter, side, right: float, y: float, line: float, sign_only: bool
    ) -> float:
        """The SKIPPED chip (or, for a player who dropped, AWAY) at the end of a line;
        returns the width it took."""
        px = self.font_px
        font, text, icon_w = self._chip()
        skip = self.skip_pending
        ink = QColor(180, 30, 30) if skip else QColor(150, 80, 0)
        chip_w = self.chip_width(sign_only=sign_only)
        chip = side(QRectF(right - chip_w, y + 1, chip_w, line - 2))
        painter.setPen(QPen(QColor(30, 30, 30), 1.2))
        painter.setBrush(QColor(245, 245, 245) if skip else QColor(255, 214, 140))
        painter.drawRoundedRect(chip, chip.height() / 2, chip.height() / 2)
        if skip:
            icon = QRectF(chip.x() + 4, chip.y() + 3, chip.height() - 6, chip.height() - 6)
            paint_no_entry(painter, icon, ink)
        if sign_only:
            return chip_w + px * 0.6
        painter.setFont(font)
        painter.setPen(ink)
        painter.drawText(
            chip.adjusted(icon_w + 2, 0, 0, 0), int(Qt.AlignmentFlag.AlignCenter), text
        )
        return chip_w + px * 0.6
