"""The Replay window: a round of a record, move by move, with every hand face up.

Opened with a record and a round number; steps back and forward, jumps with a
slider or Home/End, plays at a chosen speed, and captions each move with the
sentences of the table's narrator (the move log's words). The cards are drawn
here with :mod:`.card_art`'s pixmaps in a simple layout of its own (one row per
seat: name and score, the hand, the groups laid), not with the table's scene.

It shows only rounds that are over unless told otherwise: opened on the game
being played, it must not show the bots' hands of the current round.

Entry point::

    window = ReplayWindow(record, round_no, parent)   # record: engine Record
    window.show()
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFont, QKeyEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSlider,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from phase10_desktop.engine import Card, Game, Group
from phase10_desktop.engine.deal import fingerprint
from phase10_desktop.engine.events import DealCommitted, Discarded, Drew, Event, RoundStarted
from phase10_desktop.engine.record import HUMAN, Record, round_problem
from phase10_desktop.engine.replay import replay

from ..presentation.card_art import BACK, CARD_ASPECT, CardArt
from ..presentation.theme import DARK, LIGHT, Theme
from ..presentation.wording import fill, points_text
from .dialog_fit import FittedDialog
from .dialog_parts import header, plain_label
from .table.narrator import told

__all__ = ["Frame", "ReplayTable", "ReplayWindow", "round_frames"]

#: replay speeds offered, as multiples of one move per 1.2 s
SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0, 8.0)
BASE_INTERVAL_MS = 1200


@dataclass(frozen=True)
class Frame:
    """The table after one step of a round (step 0 is the deal)."""

    hands: tuple[tuple[Card, ...], ...]
    laid: tuple[tuple[Group, ...], ...]
    discard: tuple[Card, ...]
    draw_count: int
    scores: tuple[int, ...]
    #: who moved (the dealer for the deal) and who is to move next (-1: nobody,
    #: the round is over)
    seat: int
    turn: int
    #: cards the step moved, to outline them
    moved: frozenset[Card]
    sentence: str


def step_sentence(events: Sequence[Event], game: Game, you: int) -> str:
    """The narrator's sentences for one step, as one caption (the table's move log
    tells the same words). The next round's commitment, announced by a round's
    last move, belongs to the next round's replay and is left out."""
    view = game.view(max(you, 0))
    parts = (told(e, view, you, reveal=True) for e in events if not isinstance(e, DealCommitted))
    return " ".join(p for p in parts if p)


def round_frames(record: Record, round_no: int) -> tuple[list[Frame], tuple[int, ...]]:
    """Every step of round ``round_no`` as frames, and the seats playing it."""
    you = record.levels.index(HUMAN) if record.levels and HUMAN in record.levels else -1
    frames: list[Frame] = []
    seats: tuple[int, ...] = ()
    for step in replay(record):
        if step.round_no < round_no:
            continue
        if step.round_no > round_no:
            break
        g = step.game
        if step.action is None:
            started = next(e for e in step.events if isinstance(e, RoundStarted))
            seats = started.seats
        moved: set[Card] = set()
        for e in step.events:
            if isinstance(e, Drew | Discarded):
                moved.add(e.card)
        if step.action is not None:
            moved.update(getattr(step.action, "cards", ()))
            card = getattr(step.action, "card", None)
            if card is not None:
                moved.add(card)
        laid = tuple(tuple(gs) for gs in g.laid)
        frames.append(
            Frame(
                hands=tuple(tuple(h) for h in g.hands),
                laid=laid,
                discard=tuple(g.discard_pile),
                draw_count=len(g.draw_pile),
                scores=tuple(g.scores),
                seat=step.seat,
                turn=g.turn if g.stage in ("draw", "play") else -1,
                moved=frozenset(moved),
                sentence=step_sentence(step.events, g, you),
            )
        )
    return frames, seats


class ReplayTable(QWidget):
    """Paints one frame: piles on top, then one row per seat with every card face up."""

    def __init__(self, names: Sequence[str], art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayTable")
        self.names = list(names)
        self.art = art
        self.frame: Frame | None = None
        self.seats: tuple[int, ...] = tuple(range(len(names)))
        self.theme: Theme | None = None
        #: (seat or -1 for the piles, card) in the order painted, for tests and screen readers
        self.painted: list[tuple[int, Card | None]] = []
        self.setMinimumSize(480, 220)  # room for the buttons at 200% on a small screen
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(900, 520)

    def show_frame(self, frame: Frame, seats: tuple[int, ...]) -> None:
        self.frame, self.seats = frame, seats
        self.setAccessibleDescription(self._describe())
        self.update()

    def _describe(self) -> str:
        f = self.frame
        if f is None:
            return ""
        from ..presentation.wording import cards_text

        return " ".join(
            fill(self.tr("%1 holds %2."), self.names[s], cards_text(f.hands[s])) for s in self.seats
        )

    def _colours(self) -> Theme:
        if self.theme is not None:
            return self.theme
        dark = self.palette().color(QPalette.ColorRole.Window).lightness() < 128
        return DARK if dark else LIGHT

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = self._colours()
        p.fillRect(self.rect(), theme.felt)
        self.painted = []
        f = self.frame
        if f is None:
            p.end()
            return
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        margin = 10.0
        cols, row_h, card_h = self._grid(margin)
        card_w = card_h * CARD_ASPECT
        dpr = self.devicePixelRatioF()
        width = (self.width() - (cols + 1) * margin) / cols

        def x_of(x: float, w: float) -> float:
            return self.width() - x - w if rtl else x

        def card(x: float, y: float, c: Card | None, seat: int) -> None:
            face = c.face if c is not None else BACK
            pix = self.art.pixmap(face, round(card_w), round(card_h), dpr)
            left = x_of(x, card_w)
            p.drawPixmap(QPointF(left, y), pix)
            if c is not None and c in f.moved:
                p.setPen(QPen(theme.legal, 3))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(QRectF(left, y, card_w, card_h), 5, 5)
            self.painted.append((seat, c))

        text_font = QFont(self.font())
        bold = QFont(text_font)
        bold.setBold(True)
        # the piles: draw pile (a back and a count), discard pile (its top card)
        y = margin + 18
        p.setFont(text_font)
        p.setPen(theme.text)
        card(margin, y, None, -1)
        metrics = p.fontMetrics()
        draw_label, discard_label = self.tr("Draw pile"), self.tr("Discard pile")
        label_w = max(card_w * 2, metrics.horizontalAdvance(draw_label) + 8.0)
        self._text(p, x_of(margin, label_w), margin, label_w, draw_label)
        self._text(
            p, x_of(margin + card_w + 6, label_w), y + card_h / 2, label_w, str(f.draw_count)
        )
        dx = margin + label_w + 24
        label_w = max(card_w * 2, metrics.horizontalAdvance(discard_label) + 8.0)
        self._text(p, x_of(dx, label_w), margin, label_w, discard_label)
        for i, c in enumerate(f.discard[-3:]):
            card(dx + i * card_w * 0.35, y, c, -1)
        # one row per seat, in one column or (many players on a wide window) two
        per_column = -(-len(self.seats) // cols)
        for i, s in enumerate(self.seats):
            column, r = divmod(i, per_column)
            top = margin + (r + 1) * row_h
            left = margin + column * (width + margin)
            name = fill(self.tr("%1 · %2"), self.names[s], points_text(f.scores[s]))
            p.setFont(bold if s == f.turn else text_font)
            p.setPen(theme.legal if s == f.turn else theme.text)
            self._text(p, x_of(left, width), top, width, name)
            y = top + 20
            hand = sorted(f.hands[s], key=lambda c: (c.colour is None, c.number or 99, c.id))
            groups = [list(g.cards) for g in f.laid[s]]
            count = len(hand) + sum(len(g) for g in groups)
            gaps = 1 + len(groups)
            step = card_w * 1.04
            needed = count * step + gaps * card_w * 0.5
            if needed > width:
                step = max(6.0, (width - gaps * card_w * 0.5 - card_w) / max(1, count - 1))
            x = left
            places: list[tuple[float, Card]] = []
            for c in hand:
                places.append((x, c))
                x += step
            for g in groups:
                x += card_w * 0.5
                for c in g:
                    places.append((x, c))
                    x += step * 0.45
                x += card_w - step * 0.45
            # a card's number is in its top-left corner: right to left, the card on
            # the left must lie under its neighbour, so paint from the left edge in
            for x, c in reversed(places) if rtl else places:
                card(x, y, c, s)
        p.end()

    def _grid(self, margin: float) -> tuple[int, float, float]:
        """Columns of seats, row height and card height: two columns when that gives
        bigger cards that still fit a hand of eleven side by side."""
        best = (1, 0.0, 0.0)
        for cols in (1, 2):
            rows = -(-len(self.seats) // cols) + 1
            row_h = (self.height() - 2 * margin) / rows
            card_h = max(24.0, min(row_h - 26.0, 150.0))
            col_w = (self.width() - (cols + 1) * margin) / cols
            fits = min(1.0, col_w / (12 * card_h * CARD_ASPECT))
            if card_h * fits > best[2] * 1.15:  # two columns only for a clear gain
                best = (cols, row_h, card_h * fits if cols > 1 else card_h)
        return best

    @staticmethod
    def _text(p: QPainter, x: float, y: float, w: float, text: str) -> None:
        # the painter takes the widget's direction: "left" is the leading edge
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        p.drawText(QRectF(x, y, w, 18), int(flags), text)


class ReplayWindow(FittedDialog):
    """Steps through a round of ``record``: back, forward, slider, play at a speed.

    ``position_changed(int)`` is emitted with the step shown (0: the deal).
    Only finished rounds are offered unless ``show_unfinished`` (a record from a
    file, whose seeds are known anyway).
    """

    position_changed = Signal(int)
    #: "How did I play?" for the round shown (offered when the record has a player's seat)
    coach_requested = Signal(int)

    def __init__(
        self,
        record: Record,
        round_no: int | None = None,
        parent: QWidget | None = None,
        *,
        show_unfinished: bool = False,
        art: CardArt | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ReplayWindow")
        self.setWindowTitle(self.tr("Replay"))
        self.record = record
        self.rounds = [
            r.round_no for r in record.rounds if r.dealt and (r.finished or show_unfinished)
        ]
        if not self.rounds:
            raise ValueError("the record has no round that can be replayed yet")
        if round_no is None or round_no not in self.rounds:
            round_no = self.rounds[-1]
        self.frames: list[Frame] = []
        self.position = 0

        top, self.title_label, self.subtitle_label = header("", "", icon=False)
        self.round_combo = QComboBox()
        self.round_combo.setAccessibleName(self.tr("Round"))
        for n in self.rounds:
            self.round_combo.addItem(fill(self.tr("Round %1"), n), n)
        self.round_combo.currentIndexChanged.connect(self._round_chosen)
        # a screen reader on Linux names a combo box by its label (its buddy), not
        # by its accessible name
        round_label = QLabel(self.tr("&Watch:"))
        round_label.setBuddy(self.round_combo)
        heading = QHBoxLayout()
        heading.addWidget(top, 1)
        heading.addWidget(round_label, 0, Qt.AlignmentFlag.AlignTop)
        heading.addWidget(self.round_combo, 0, Qt.AlignmentFlag.AlignTop)

        self.table = ReplayTable(record.names, art or CardArt(), self)
        self.sentence_label = plain_label()
        self.sentence_label.setObjectName("moveSentence")
        self.sentence_label.setWordWrap(True)
        self.sentence_label.setMinimumHeight(self.fontMetrics().height() * 2 + 4)
        self.sentence_label.setAccessibleName(self.tr("Move"))

        style = self.style()
        self.first_button = self._button(
            QStyle.StandardPixmap.SP_MediaSkipBackward, self.tr("To the deal (Home)"), self.first
        )
        self.back_button = self._button(
            QStyle.StandardPixmap.SP_MediaSeekBackward, self.tr("Back one move (Left)"), self.back
        )
        self.play_button = self._button(
            QStyle.StandardPixmap.SP_MediaPlay, self.tr("Play (Space)"), self.toggle_play
        )
        self.forward_button = self._button(
            QStyle.StandardPixmap.SP_MediaSeekForward,
            self.tr("Forward one move (Right)"),
            self.forward,
        )
        self.last_button = self._button(
            QStyle.StandardPixmap.SP_MediaSkipForward, self.tr("To the end (End)"), self.last
        )
        self._play_icon = style.standardIcon(QStyle.StandardPixmap.SP_MediaPlay)
        self._pause_icon = style.standardIcon(QStyle.StandardPixmap.SP_MediaPause)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setAccessibleName(self.tr("Move"))
        self.slider.setPageStep(5)
        self.slider.valueChanged.connect(self.show_step)
        self.position_label = QLabel()
        self.position_label.setObjectName("position")
        self.speed_combo = QComboBox()
        self.speed_combo.setAccessibleName(self.tr("Speed"))
        for s in SPEEDS:
            self.speed_combo.addItem(fill(self.tr("%1×"), f"{s:g}"), s)
        self.speed_combo.setCurrentIndex(SPEEDS.index(1.0))
        self.speed_combo.currentIndexChanged.connect(self._speed_chosen)
        controls = QHBoxLayout()
        for b in (
            self.first_button,
            self.back_button,
            self.play_button,
            self.forward_button,
            self.last_button,
        ):
            controls.addWidget(b)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.position_label)
        speed_label = QLabel(self.tr("&Speed:"))
        speed_label.setBuddy(self.speed_combo)
        controls.addWidget(speed_label)
        controls.addWidget(self.speed_combo)

        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self._speed_chosen()

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        buttons.rejected.connect(self.reject)
        self.coach_button = buttons.addButton(
            self.tr("How did I play?"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.coach_button.clicked.connect(lambda: self.coach_requested.emit(self.round_no))
        self.coach_button.setVisible(HUMAN in (record.levels or ()))

        layout = QVBoxLayout(self)
        layout.addLayout(heading)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.sentence_label)
        layout.addLayout(controls)
        layout.addWidget(buttons)
        # Enter closes (set once in the dialog, or Qt makes "How did I play?" the default)
        buttons.button(QDialogButtonBox.StandardButton.Close).setDefault(True)
        self.resize(1000, 680)
        self.round_combo.setCurrentIndex(self.rounds.index(round_no))
        self._round_chosen()
        self.slider.setFocus()

    def _button(self, icon: QStyle.StandardPixmap, tip: str, slot) -> QToolButton:
        b = QToolButton()
        b.setIcon(self.style().standardIcon(icon))
        b.setToolTip(tip)
        b.setAccessibleName(tip)
        b.setAutoRaise(True)
        b.setIconSize(QSize(22, 22))
        b.clicked.connect(slot)
        return b

    # ------------------------------------------------------------ rounds
    @property
    def round_no(self) -> int:
        return int(self.round_combo.currentData())

    @Slot()
    def _round_chosen(self) -> None:
        self.stop()
        round_no = self.round_no
        self.frames, self.seats = round_frames(self.record, round_no)
        r = self.record.round(round_no)
        names = self.record.names
        self.title_label.setText(fill(self.tr("Replay of round %1"), round_no))
        parts = [
            fill(self.tr("%1 deals"), names[r.dealer]),
            fill(self.tr("fingerprint %1"), fingerprint(r.commitment)),
            fill(self.tr("cut “%1”"), r.cut) if r.cut else self.tr("no cut"),
        ]
        if r.finished:
            ok = round_problem(r) is None
            parts.append(self.tr("seed verified ✓") if ok else self.tr("seed does NOT match ✗"))
        self.subtitle_label.setText(self.tr(" · ").join(parts))
        self.subtitle_label.setVisible(True)
        self.subtitle_label.setToolTip(
            fill(self.tr("Commitment %1\nSeed %2"), r.commitment, r.seed_hex)
            if r.finished
            else r.commitment
        )
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(self.frames) - 1)
        self.slider.setValue(0)
        self.slider.blockSignals(False)
        self.show_step(0)

    # ------------------------------------------------------------ steps
    @Slot(int)
    def show_step(self, index: int) -> None:
        """Show step ``index`` (0: the deal) and caption it."""
        index = max(0, min(index, len(self.frames) - 1))
        self.position = index
        frame = self.frames[index]
        self.table.show_frame(frame, self.seats)
        self.sentence_label.setText(frame.sentence)
        moves = len(self.frames) - 1
        self.position_label.setText(
            self.tr("The deal") if index == 0 else fill(self.tr("Move %1 of %2"), index, moves)
        )
        if self.slider.value() != index:
            self.slider.blockSignals(True)
            self.slider.setValue(index)
            self.slider.blockSignals(False)
        self.back_button.setEnabled(index > 0)
        self.first_button.setEnabled(index > 0)
        self.forward_button.setEnabled(index < moves)
        self.last_button.setEnabled(index < moves)
        self.position_changed.emit(index)

    @Slot()
    def forward(self) -> None:
        self.show_step(self.position + 1)

    @Slot()
    def back(self) -> None:
        self.stop()
        self.show_step(self.position - 1)

    @Slot()
    def first(self) -> None:
        self.stop()
        self.show_step(0)

    @Slot()
    def last(self) -> None:
        self.stop()
        self.show_step(len(self.frames) - 1)

    # ------------------------------------------------------------ playing
    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    @Slot()
    def toggle_play(self) -> None:
        if self.playing:
            self.stop()
            return
        if self.position >= len(self.frames) - 1:
            self.show_step(0)
        self.timer.start()
        self._show_playing(True)

    @Slot()
    def stop(self) -> None:
        if not hasattr(self, "timer"):
            return
        self.timer.stop()
        self._show_playing(False)

    def _show_playing(self, playing: bool) -> None:
        """The play button offers what a click would do: pause while playing."""
        self.play_button.setIcon(self._pause_icon if playing else self._play_icon)
        tip = self.tr("Pause (Space)") if playing else self.tr("Play (Space)")
        self.play_button.setToolTip(tip)
        self.play_button.setAccessibleName(tip)

    @Slot()
    def _tick(self) -> None:
        self.forward()
        if self.position >= len(self.frames) - 1:
            self.stop()

    @Slot()
    def _speed_chosen(self) -> None:
        speed = float(self.speed_combo.currentData())
        self.timer.setInterval(round(BASE_INTERVAL_MS / speed))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Left/Right step (mirrored right to left), Home/End jump, Space plays."""
        key = event.key()
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        forward_key, back_key = (
            (Qt.Key.Key_Left, Qt.Key.Key_Right) if rtl else (Qt.Key.Key_Right, Qt.Key.Key_Left)
        )
        if key == forward_key:
            self.stop()
            self.forward()
        elif key == back_key:
            self.back()
        elif key == Qt.Key.Key_Home:
            self.first()
        elif key == Qt.Key.Key_End:
            self.last()
        elif key == Qt.Key.Key_Space:
            self.toggle_play()
        else:
            super().keyPressEvent(event)

    def done(self, result: int) -> None:
        self.stop()
        super().done(result)
