"""“How did I play?”: the coach's advice on one round, in a window.

Entry point for the main window (after a round, from the round summary, and in
the replay)::

    window = CoachWindow(moves, parent)   # moves: [(PlayerView, action), ...]
    window.show()                         # the analysis starts by itself

``moves`` are the person's own decisions of one round, each with the view they
had just before it (:func:`phase10_desktop.bots.coach.moves_from_game` builds
them from a game record). The analysis runs on a worker thread (it yields the
GIL every few milliseconds, so the table never freezes), shows its progress,
and can be stopped with the Stop button or by closing the window; ``analysed``
is emitted with the number of decisions listed when it is done.

The words are built here from the coach's numbers, each sentence translated
whole so translators can reorder it.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from functools import cache, partial
from threading import Event

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot
from PySide6.QtGui import QCloseEvent, QPalette
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from phase10_desktop.bots.coach import Advice, Cancelled, coach
from phase10_desktop.engine import Discard, Draw, Hit, PlayerView, next_seat
from phase10_desktop.engine.actions import Action

from ...presentation.translatable import TranslationContext
from ...presentation.wording import card_name, fill
from ..parts.dialog_fit import FittedDialog, available_room
from ..parts.dialog_parts import error_label, header, hint_label
from ..parts.stats_charts import percent_text

__all__ = ["CoachWindow", "advice_text"]

log = logging.getLogger(__name__)


class _Analysis(QObject):
    """Runs the coach on the worker thread; talks to the window by signals only."""

    progressed = Signal(int, int)
    done = Signal(object)
    stopped = Signal()
    failed = Signal(str)

    def __init__(self, moves: Sequence[tuple[PlayerView, Action]], stop: Event) -> None:
        super().__init__()
        self.moves = list(moves)
        self.stop = stop

    @Slot()
    def run(self) -> None:
        try:
            advice = coach(self.moves, should_stop=self.stop, progress=self.progressed.emit)
        except Cancelled:
            self.stopped.emit()
        except Exception as exc:  # a bug in the analysis must not take the game down
            log.exception("the coach failed")
            self.failed.emit(f"{type(exc).__name__}: {exc}")
        else:
            self.done.emit(advice)


def _set(event: Event, *_: object) -> None:
    event.set()


class _Keeper(QObject):
    """Holds every analysis thread until it has ended, whatever becomes of its
    window (deleting a running QThread aborts the program), and stops them all
    when the application quits."""

    def __init__(self) -> None:
        super().__init__()
        self.running: dict[QThread, tuple[_Analysis, Event]] = {}
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop_all)

    def keep(self, thread: QThread, worker: _Analysis, stop: Event) -> None:
        self.running[thread] = (worker, stop)
        thread.finished.connect(self.release)

    @Slot()
    def release(self) -> None:
        thread = self.sender()
        if isinstance(thread, QThread) and thread in self.running:
            thread.wait()  # ``finished`` comes just before the thread's very end
            del self.running[thread]
            thread.deleteLater()

    @Slot()
    def stop_all(self) -> None:
        for thread, (_, stop) in list(self.running.items()):
            stop.set()
            thread.quit()
            thread.wait(5000)


@cache
def _keeper() -> _Keeper:
    return _Keeper()


class CoachWindow(TranslationContext, FittedDialog):
    """The decisions of one round where the Hard bot would have chosen differently,
    most costly first, each with the bot's estimate for both choices."""

    # the analysis finished; the number of decisions listed (a "#:" comment here
    # would reach translators as a note on the next string)
    analysed = Signal(int)

    def __init__(
        self,
        moves: Sequence[tuple[PlayerView, Action]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("CoachWindow")
        self.setWindowTitle(self.tr("How did I play?"))
        self.moves = list(moves)
        self.advice: list[Advice] = []
        self._stop = Event()
        self._thread: QThread | None = None

        round_no = self.moves[0][0].round_no if self.moves else 0
        top, self.title_label, self.subtitle_label = header(
            self.tr("How did I play?"),
            fill(
                self.tr(
                    "Round %1: your decisions next to the Hard bot's, given exactly what "
                    "you could see at the time."
                ),
                round_no,
            ),
        )
        self.status_label = QLabel()
        self.status_label.setObjectName("coachStatus")
        self.status_label.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setObjectName("coachProgress")
        self.progress.setAccessibleName(self.tr("Analysis progress"))
        self.progress.setTextVisible(False)
        self.stop_button = QPushButton(self.tr("&Stop"))
        self.stop_button.setAccessibleName(self.tr("Stop the analysis"))
        self.stop_button.clicked.connect(self.stop)
        self.again_button = QPushButton(self.tr("&Analyse again"))
        self.again_button.clicked.connect(self.start)
        self.again_button.setVisible(False)
        row = QHBoxLayout()
        row.addWidget(self.progress, 1)
        row.addWidget(self.stop_button)
        row.addWidget(self.again_button)
        self.error_label = error_label()

        self.cards = QWidget()
        self.cards.setObjectName("adviceList")
        self.cards.setAccessibleName(self.tr("Decisions to look at, most costly first"))
        self.cards_layout = QVBoxLayout(self.cards)
        self.cards_layout.setContentsMargins(0, 0, 0, 0)
        self.cards_layout.setSpacing(10)
        self.cards_layout.addStretch(1)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidget(self.cards)
        # the list is where the reading starts (arrows scroll it); Enter closes
        self.scroll_area.setAccessibleName(self.cards.accessibleName())
        self.close_calls_label = hint_label()
        self.close_calls_label.setVisible(False)
        self.hint = hint_label(
            self.tr(
                "Chances come from a few hundred deals of the cards you could not see, "
                "played out the way the Hard bot plays. They are estimates, not certainties."
            )
        )

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setText(self.tr("Close"))
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(top)
        layout.addWidget(self.status_label)
        layout.addLayout(row)
        layout.addWidget(self.error_label)
        layout.addWidget(self.scroll_area, 1)
        layout.addWidget(self.close_calls_label)
        layout.addWidget(self.hint)
        layout.addWidget(buttons)
        close.setDefault(True)  # once in the dialog, or Qt makes Stop the default
        self.scroll_area.setFocus()
        # room to read the advice, and always some of the table around it: a window
        # the size of a small screen (1600x1000 at 200%) sat in its corner
        room = available_room(parent if parent is not None else self)
        self.resize(min(760, round(room.width() * 0.8)), min(560, round(room.height() * 0.8)))
        self.start()

    # ------------------------------------------------------------ running
    @property
    def running(self) -> bool:
        return self._thread is not None

    @Slot()
    def start(self) -> None:
        """Analyse the round on a worker thread (again, after a stop)."""
        if self.running:
            return
        self._stop = Event()
        self.advice = []
        self._clear_cards()
        self.close_calls_label.setVisible(False)
        self.error_label.setVisible(False)
        self.progress.setRange(0, max(1, len(self.moves)))
        self.progress.setValue(0)
        self.progress.setVisible(True)
        self.stop_button.setVisible(True)
        self.again_button.setVisible(False)
        self.status_label.setText(self.tr("Looking at your decisions…"))
        thread = QThread()
        worker = _Analysis(self.moves, self._stop)
        worker.moveToThread(thread)
        thread.started.connect(worker.run)
        worker.progressed.connect(self._on_progress)
        worker.done.connect(self._on_done)
        worker.stopped.connect(self._on_stopped)
        worker.failed.connect(self._on_failed)
        for signal in (worker.done, worker.stopped, worker.failed):
            signal.connect(thread.quit)
        thread.finished.connect(self._on_thread_finished)
        # the window may be deleted before its thread ends: the thread is kept by
        # _keeper until it has, and told to stop when the window goes
        self.destroyed.connect(partial(_set, self._stop))
        _keeper().keep(thread, worker, self._stop)
        self._thread = thread
        thread.start()

    @Slot()
    def stop(self) -> None:
        """Ask the analysis to stop; it answers within a few milliseconds."""
        self._stop.set()

    def _finish_thread(self) -> None:
        """Stop the analysis and wait for its thread (closing the window)."""
        if self._thread is not None:
            self._stop.set()
            self._thread.quit()
            self._thread.wait(5000)

    @Slot()
    def _on_thread_finished(self) -> None:
        self._thread = None

    @Slot(int, int)
    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        if done < total:
            self.status_label.setText(
                fill(self.tr("Looking at decision %1 of %2…"), done + 1, total)
            )

    @Slot(object)
    def _on_done(self, advice: list[Advice]) -> None:
        self.advice = advice
        shown = [a for a in advice if a.matters]
        close_calls = len(advice) - len(shown)
        self.progress.setVisible(False)
        self.stop_button.setVisible(False)
        if shown:
            self.status_label.setText(
                self.tr(
                    "The Hard bot would have chosen differently %n times where it "
                    "mattered. Most costly first:",
                    "",
                    len(shown),
                )
            )
        else:
            self.status_label.setText(
                self.tr("You played this round as the Hard bot would have. Well played!")
            )
        for a in shown:
            self.cards_layout.insertWidget(self.cards_layout.count() - 1, _AdviceCard(a))
        if close_calls:
            self.close_calls_label.setText(
                self.tr(
                    "%n more choices differed from the Hard bot's by too little to matter.",
                    "",
                    close_calls,
                )
            )
            self.close_calls_label.setVisible(True)
        self.analysed.emit(len(shown))

    @Slot()
    def _on_stopped(self) -> None:
        self.progress.setVisible(False)
        self.stop_button.setVisible(False)
        self.again_button.setVisible(True)
        self.status_label.setText(self.tr("Stopped. Nothing was analysed to the end."))

    @Slot(str)
    def _on_failed(self, detail: str) -> None:
        self.progress.setVisible(False)
        self.stop_button.setVisible(False)
        self.again_button.setVisible(True)
        self.status_label.setText("")
        self.error_label.setText(
            self.tr("The analysis could not be finished. Try again, or report the problem.")
        )
        self.error_label.setToolTip(detail)
        self.error_label.setVisible(True)

    def _clear_cards(self) -> None:
        while self.cards_layout.count() > 1:
            item = self.cards_layout.takeAt(0)
            widget = None if item is None else item.widget()
            if widget is not None:
                widget.deleteLater()

    def shown_texts(self) -> list[tuple[str, str]]:
        """The (headline, estimate) of every decision listed, top to bottom."""
        items = (self.cards_layout.itemAt(i) for i in range(self.cards_layout.count()))
        cards = [item.widget() for item in items if item is not None]
        return [(c.headline.text(), c.estimate.text()) for c in cards if isinstance(c, _AdviceCard)]

    # ------------------------------------------------------------ closing
    def done(self, result: int) -> None:
        self._finish_thread()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._finish_thread()
        super().closeEvent(event)


class _AdviceCard(QFrame):
    """One decision: what happened (bold), the bot's estimate, and the two chances
    side by side as bars."""

    def __init__(self, advice: Advice) -> None:
        super().__init__()
        self.setObjectName("adviceCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.Base)
        headline, estimate = advice_text(advice)
        self.headline = QLabel(headline)
        self.headline.setWordWrap(True)
        font = self.headline.font()
        font.setBold(True)
        self.headline.setFont(font)
        self.estimate = QLabel(estimate)
        self.estimate.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 10)
        layout.addWidget(self.headline)
        layout.addWidget(self.estimate)
        e = advice.estimate
        if e.measure != "points":
            layout.addLayout(_bars(e.played, e.suggested))
        if feed_told(advice):
            assert e.feed_played is not None and e.feed_suggested is not None
            view = advice.view
            caption = hint_label(
                fill(
                    CoachWindow.tr(
                        "How often %1, who plays after you, could use the card thrown "
                        "(less is better):"
                    ),
                    view.names[next_seat(view, view.seat)],
                )
            )
            layout.addWidget(caption)
            layout.addLayout(_bars(e.feed_played, e.feed_suggested))
        self.setAccessibleName(f"{headline} {estimate}")


def _bars(played: float, suggested: float) -> QHBoxLayout:
    """The player's figure and the Hard bot's, side by side as two bars."""
    bars = QHBoxLayout()
    for text, chance in (
        (CoachWindow.tr("Your choice: %1"), played),
        (CoachWindow.tr("The Hard bot's: %1"), suggested),
    ):
        bar = QProgressBar()
        bar.setRange(0, 100)
        bar.setValue(round(100 * chance))
        bar.setFormat(fill(text, percent_text(chance)))
        bar.setAccessibleName(fill(text, percent_text(chance)))
        bars.addWidget(bar)
    return bars


# ------------------------------------------------------------------ words
def reads_the_same(a: Advice) -> bool:
    """Whether the headline figures of both choices look the same on screen (32% and
    32%, or 10 points and 10), so that what made the choice matter lies elsewhere."""
    e = a.estimate
    if e.measure == "points":
        return int(e.played) == int(e.suggested)
    return percent_text(e.played) == percent_text(e.suggested)


def feed_told(a: Advice) -> bool:
    """Whether the advice tells how often the next player could use each card thrown:
    when the two differ clearly, or when that difference is what made the choice
    matter (the headline figures read the same)."""
    e = a.estimate
    if e.feed_played is None or e.feed_suggested is None:
        return False
    if percent_text(e.feed_played) == percent_text(e.feed_suggested):
        return False
    return abs(e.feed_played - e.feed_suggested) >= 0.05 or reads_the_same(a)


def advice_text(a: Advice) -> tuple[str, str]:
    """The advice as two sentences: what happened, and the bot's estimate."""
    return _headline(a), _estimate_text(a)


def _headline(a: Advice) -> str:
    p, s, view = a.played, a.suggested, a.view
    if a.kind == "draw":
        top = card_name(view.discard_top) if view.discard_top is not None else ""
        if isinstance(s, Draw) and s.source == "discard":
            text = CoachWindow.tr(
                "Turn %1: you drew from the draw pile; the Hard bot would take the %2."
            )
        else:
            text = CoachWindow.tr(
                "Turn %1: you took the %2; the Hard bot would draw from the draw pile."
            )
        return fill(text, a.turn, top)
    if a.kind == "lay_down":
        return fill(
            CoachWindow.tr(
                "Turn %1: you waited with your phase ready; the Hard bot would lay it down."
            ),
            a.turn,
        )
    if a.kind == "hit":
        assert isinstance(p, Discard) and isinstance(s, Hit)
        return fill(
            CoachWindow.tr(
                "Turn %1: you threw the %2 without hitting the %3; the Hard bot would hit it."
            ),
            a.turn,
            card_name(p.card),
            card_name(s.card),
        )
    assert isinstance(p, Discard) and isinstance(s, Discard)
    if a.kind == "skip":
        return fill(
            CoachWindow.tr("Turn %1: you skipped %2; the Hard bot would skip %3."),
            a.turn,
            view.names[p.target] if p.target is not None else "—",
            view.names[s.target] if s.target is not None else "—",
        )
    return fill(
        CoachWindow.tr("Turn %1: you threw the %2; the Hard bot would throw the %3."),
        a.turn,
        card_name(p.card),
        card_name(s.card),
    )


def _estimate_text(a: Advice) -> str:
    e, p, s, view = a.estimate, a.played, a.suggested, a.view
    mine, theirs = percent_text(e.played), percent_text(e.suggested)
    if e.measure == "lay":
        return fill(
            CoachWindow.tr(
                "Laying it down now makes your phase count for certain; waiting, it counts "
                "only if the round lasts until your next turn, about %1 here."
            ),
            mine,
        )
    if e.measure == "skip":
        assert isinstance(p, Discard) and isinstance(s, Discard)
        return " ".join(
            _skip_sentence(view, target, down, chance)
            for target, down, chance in (
                (s.target, e.suggested_target_down, theirs),
                (p.target, e.played_target_down, mine),
            )
            if target is not None
        )
    if e.measure == "points":
        assert isinstance(p, Discard) and isinstance(s, Discard)
        if reads_the_same(a):
            text = fill(
                CoachWindow.tr(
                    "Either card leaves %1 points in your hand if the round ends before you go out."
                ),
                int(e.played),
            )
        else:
            text = fill(
                CoachWindow.tr(
                    "Throwing the %1 instead leaves %2 points in your hand rather than %3 "
                    "if the round ends before you go out."
                ),
                card_name(s.card),
                int(e.suggested),
                int(e.played),
            )
    elif a.kind == "draw":
        text = _draw_sentence(a, mine, theirs)
    elif a.kind == "hit":
        assert isinstance(s, Hit)
        if e.turns == 0:
            template = CoachWindow.tr(
                "Hitting the %1 now makes going out this turn %2 likely, keeping it %3."
            )
        else:
            template = CoachWindow.tr(
                "Hitting the %1 now makes going out %2 likely by your next %n turns, keeping "
                "it %3.",
                "",
                e.turns,
            )
        text = fill(template, card_name(s.card), theirs, mine)
    else:
        assert isinstance(p, Discard)
        if e.measure == "phase":
            template = CoachWindow.tr(
                "Keeping the %1 makes your phase %2 likely by your next %n turns, throwing it %3.",
                "",
                e.turns,
            )
        else:
            template = CoachWindow.tr(
                "Keeping the %1 makes going out %2 likely by your next %n turns, throwing it %3.",
                "",
                e.turns,
            )
        text = fill(template, card_name(p.card), theirs, mine)
    if feed_told(a):
        assert isinstance(p, Discard) and isinstance(s, Discard)
        assert e.feed_played is not None and e.feed_suggested is not None
        if reads_the_same(a):
            text += " " + CoachWindow.tr(
                "That is the same either way: what differs is how much the card you "
                "throw helps the player after you."
            )
        text += " " + fill(
            CoachWindow.tr("%1 could use the %2 %3 of the time, the %4 %5."),
            view.names[next_seat(view, view.seat)],
            card_name(p.card),
            percent_text(e.feed_played),
            card_name(s.card),
            percent_text(e.feed_suggested),
        )
    return text


def _draw_sentence(a: Advice, mine: str, theirs: str) -> str:
    e, s, view = a.estimate, a.suggested, a.view
    top = card_name(view.discard_top) if view.discard_top is not None else ""
    take = isinstance(s, Draw) and s.source == "discard"
    phase = e.measure == "phase"
    if e.turns == 0:
        if take and phase:
            template = CoachWindow.tr(
                "Taking the %1 makes your phase ready this turn %2 of the time, drawing "
                "from the draw pile %3."
            )
        elif take:
            template = CoachWindow.tr(
                "Taking the %1 lets you go out this turn %2 of the time, drawing from the "
                "draw pile %3."
            )
        elif phase:
            template = CoachWindow.tr(
                "Drawing from the draw pile makes your phase ready this turn %2 of the time, "
                "taking the %1 %3."
            )
        else:
            template = CoachWindow.tr(
                "Drawing from the draw pile lets you go out this turn %2 of the time, taking "
                "the %1 %3."
            )
    elif take and phase:
        template = CoachWindow.tr(
            "Taking the %1 makes your phase %2 likely by your next %n turns, drawing from the "
            "draw pile %3.",
            "",
            e.turns,
        )
    elif take:
        template = CoachWindow.tr(
            "Taking the %1 makes going out %2 likely by your next %n turns, drawing from the "
            "draw pile %3.",
            "",
            e.turns,
        )
    elif phase:
        template = CoachWindow.tr(
            "Drawing from the draw pile makes your phase %2 likely by your next %n turns, "
            "taking the %1 %3.",
            "",
            e.turns,
        )
    else:
        template = CoachWindow.tr(
            "Drawing from the draw pile makes going out %2 likely by your next %n turns, "
            "taking the %1 %3.",
            "",
            e.turns,
        )
    return fill(template, top, theirs, mine)


def _skip_sentence(view: PlayerView, target: int, down: bool, chance: str) -> str:
    if down:
        template = CoachWindow.tr(
            "Skipping %1 takes away a turn in which they would go out %2 of the time."
        )
    else:
        template = CoachWindow.tr(
            "Skipping %1 takes away a turn in which they would lay their phase %2 of the time."
        )
    return fill(template, view.names[target], chance)
