"""The Replay window: a round of a record, move by move, with every hand face up.

Opened with a record and a round number; steps back and forward, jumps with a
slider or Home/End, plays at a chosen speed, and captions each move with the
sentences of the table's narrator (the move log's words). The round is shown on
the game's own table (the same scene, layout, plates and animations, read-only),
fed by a :class:`~.seats.replay.ReplaySeat`: a step forward flies its cards as
the move did in play, a step back flies them back.

It shows only rounds that are over unless told otherwise: opened on the game
being played, it must not show the bots' hands of the current round.

Entry point::

    window = ReplayWindow(record, round_no, parent)   # record: engine Record
    window.show()
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QSlider,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from phase10_desktop.engine import PlayerView
from phase10_desktop.engine.events import DealCommitted, Event
from phase10_desktop.engine.fair_deal import fingerprint
from phase10_desktop.engine.record import HUMAN, Record, round_problem

from ...presentation.card_art import CardArt
from ...presentation.theme import DARK, LIGHT
from ...presentation.wording import fill, ltr
from ..parts.dialog_fit import FittedDialog
from ..parts.dialog_parts import header, plain_label
from ..seats.replay import ReplaySeat, ReplayStep
from ..table.conductor import TableConductor
from ..table.model import TableModel
from ..table.narrator import told
from ..table.scene import TableScene
from ..table.table_view import TableView

__all__ = ["ReplayWindow", "step_sentence"]

#: replay speeds offered, as multiples of one move per 1.2 s
SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0, 8.0)
BASE_INTERVAL_MS = 1200


def step_sentence(events: Sequence[Event], view: PlayerView, you: int) -> str:
    """The narrator's sentences for one step, as one caption (the table's move log
    tells the same words). The next round's commitment, announced by a round's
    last move, belongs to the next round's replay and is left out."""
    parts = (told(e, view, you, reveal=True) for e in events if not isinstance(e, DealCommitted))
    return " ".join(p for p in parts if p)


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
        self.steps: list[ReplayStep] = []
        self.seat: ReplaySeat | None = None
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

        self.model = TableModel(self)
        self.scene = TableScene(self.model, art or CardArt(), self)
        # one step at a time, each after the last has landed (nobody plays here)
        self.conductor = TableConductor(self.model, self.scene, self)
        self.table = TableView(self.scene)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the window's keys step
        self.table.setAccessibleName(self.tr("Replayed table"))
        self.table.setMinimumHeight(220)  # room for the controls at 200% on a small screen
        self._follow_theme(parent)
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

    def _follow_theme(self, parent: QWidget | None) -> None:
        """The table in the window's theme and speed (a replay is watched like play)."""
        settings = getattr(parent, "settings", None)
        dark = getattr(settings, "theme", "") == "dark"
        theme = DARK if dark else LIGHT
        self.scene.set_theme(theme)
        self.table.setBackgroundBrush(theme.felt_edge)
        if settings is not None:
            self.scene.set_speed(settings.animation_speed, settings.reduce_motion)

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
        if self.seat is not None:
            self.seat.deleteLater()
        self.seat = ReplaySeat(self.record, round_no, self)
        self.steps = self.seat.steps
        self.conductor.attach(self.seat)
        r = self.record.round(round_no)
        commitment = r.commitment
        assert commitment is not None  # only dealt rounds are offered, and a deal is committed to
        names = self.record.names
        self.title_label.setText(fill(self.tr("Replay of round %1"), round_no))
        parts = [
            fill(self.tr("%1 deals"), names[r.dealer]),
            fill(self.tr("fingerprint %1"), ltr(fingerprint(commitment))),
            fill(self.tr("cut “%1”"), r.cut) if r.cut else self.tr("no cut"),
        ]
        if r.finished:
            ok = round_problem(r) is None
            parts.append(self.tr("seed verified ✓") if ok else self.tr("seed does NOT match ✗"))
        self.subtitle_label.setText(self.tr(" · ").join(parts))
        self.subtitle_label.setVisible(True)
        self.subtitle_label.setToolTip(
            fill(self.tr("Commitment %1\nSeed %2"), commitment, r.seed_hex)
            if r.finished
            else commitment
        )
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(self.steps) - 1)
        self.slider.setValue(0)
        self.slider.blockSignals(False)
        self.position = -1
        self.show_step(0)

    # ------------------------------------------------------------ steps
    @Slot(int)
    def show_step(self, index: int) -> None:
        """Show step ``index`` (0: the deal) and caption it."""
        index = max(0, min(index, len(self.steps) - 1))
        self.position = index
        assert self.seat is not None
        step = self.steps[index]
        self.seat.show(index)
        self.sentence_label.setText(step_sentence(step.events, step.view, self.seat.you))
        moves = len(self.steps) - 1
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
        self.show_step(len(self.steps) - 1)

    # ------------------------------------------------------------ playing
    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    @Slot()
    def toggle_play(self) -> None:
        if self.playing:
            self.stop()
            return
        if self.position >= len(self.steps) - 1:
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
        if self.position >= len(self.steps) - 1:
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
