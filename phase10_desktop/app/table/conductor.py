"""The table's conductor: when the next move shows, and when the seat may go on.

A seat may tell several moves at once (a server's bots answer at once, a rejoined
game catches up), and the table must show them one at a time, each after the last
has landed, none under a dialog, and no new round before the player has seen the
last one end. The conductor is the one place that decides this. It keeps the moves
the seat told and the table has not shown yet, lets the next through to the model
(:meth:`.TableModel.apply`) when the views are free, and says when the table is
idle: the player's turn (``human_turn``), the end of a round or of the game (shown
once the last card landed), or a bot's turn, where after a beat (the speed
setting's ``bot_pause``) it tells the seat the table is ready, so a seat that runs
the game here lets its next bot choose only then and bots never race ahead of what
the player has seen.

The model only holds what is shown; the window talks to the conductor (attach a
seat, pause under a dialog, the round seen, deal). The conductor knows no bot: it
tells the seat "ready", "paused" and "deal", and the seat decides what they mean.
"""

from __future__ import annotations

from collections import deque
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal, SignalInstance, Slot

from .model import Change, TableModel
from .seat import Opening, Seat, Update

__all__ = ["Showing", "TableConductor"]


class Showing(Protocol):
    """What the conductor needs of the views (the table scene; a test's stand-in)."""

    #: every animation finished (or there was none)
    settled: SignalInstance

    @property
    def animating(self) -> bool: ...
    @property
    def dragging(self) -> bool: ...
    def ms(self, name: str) -> int: ...


class TableConductor(QObject):
    """Owns the moves waiting to be shown and the flags that hold them back."""

    #: the table is idle and waiting for the player (tests wait on this)
    human_turn = Signal()
    #: every animation finished and nothing is pending
    idle = Signal()
    #: the round's last move has landed: show the summary (the RoundEnded event)
    round_shown = Signal(object)
    #: the game's last move has landed: show the result (the GameEnded event)
    game_over_shown = Signal(object)
    #: the player has seen the round's end: a round waiting for its deal may be dealt
    #: (the window asks for the cut, if the player wants one, and calls :meth:`deal`)
    deal_due = Signal()

    def __init__(self, model: TableModel, scene: Showing, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.scene = scene
        self.seat: Seat | None = None
        #: a bot also plays the player's seat (the self-test, demos): the seat knows,
        #: the conductor only keeps the game going on the player's turns too
        self.autoplay = False
        #: a dialog covers the table: nothing moves under it (bots included)
        self.paused = False
        #: a round's end is on the table and its summary not yet closed: news waits
        #: (a table server deals the next round at once)
        self.round_showing = False
        self._queue: deque[Update] = deque()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._beat)
        self._shown_round: int | None = None
        self._shown_over = False
        scene.settled.connect(self._next_step)
        model.changed.connect(self._on_changed)

    # ------------------------------------------------------------------ the seat
    def attach(self, seat: Seat | None) -> None:
        """Show the game ``seat`` plays (replacing any other): its moves come through
        here, everything else it tells goes to the model."""
        if self.seat is not None:
            self.seat.opened.disconnect(self.open)
            self.seat.updated.disconnect(self.receive)
        self.seat = seat
        self._forget()
        self.model.attach(seat)
        if seat is not None:
            seat.opened.connect(self.open)
            seat.updated.connect(self.receive)

    @Slot(object)
    def open(self, opening: Opening) -> None:
        """A game is on the table (new, loaded, rejoined): what was waiting is dropped,
        the table is rebuilt as it stands, and the next step looked at."""
        self._forget()
        self.model.open(opening)
        self.kick()

    def _forget(self) -> None:
        self._timer.stop()
        self._queue.clear()
        self.model.behind = False
        self.round_showing = False
        self._shown_round = None
        self._shown_over = False

    @Slot(object)
    def receive(self, update: Update) -> None:
        """A move from the seat: shown now, or after what is still being shown."""
        self._queue.append(update)
        self.model.behind = True
        self.show_next()

    @property
    def waiting(self) -> int:
        """Moves told by the seat and not shown yet."""
        return len(self._queue)

    @property
    def busy(self) -> bool:
        """The views are still showing the last move (or the player holds cards)."""
        return self.scene.animating or self.scene.dragging

    # ----------------------------------------------------------------- showing
    def show_next(self) -> bool:
        """Show the next waiting move if the views are free; True if one was shown.

        After a round's end nothing more is shown until the player has seen it
        (:meth:`round_seen`)."""
        if not self._queue or self.paused or self.busy or self.round_showing:
            return False
        update = self._queue.popleft()
        self.model.behind = bool(self._queue)
        move = self.model.apply(update)
        if move.round_ended and self.model.result is None:
            self.round_showing = True
        return True

    def round_seen(self) -> None:
        """The player has seen the round's end (its summary closed): the round waiting
        may be shown, the round waiting for its deal is dealt (``deal_due``), and the
        table goes on."""
        self.round_showing = False
        self.show_next()
        self.deal_due.emit()
        self.kick()

    def deal(self, cut: str = "") -> None:
        """Let the waiting round be dealt (the player's cut, or none)."""
        if self.seat is not None:
            self.seat.deal(cut)

    def set_paused(self, paused: bool) -> None:
        """A dialog covers the table, or no longer does: the seat keeps its bots still
        meanwhile, and the table goes on after it."""
        if paused == self.paused:
            return
        self.paused = paused
        if self.seat is not None:
            self.seat.set_paused(paused)
        if not paused:
            self.show_next()
            self.kick()

    # ------------------------------------------------------------------ pacing
    def _on_changed(self, change: Change) -> None:
        if "refused" in change:
            self.kick()  # the cards flew back: the player may move again

    @Slot()
    def kick(self) -> None:
        """Look again at whose turn it is (after a start, a load or a summary)."""
        QTimer.singleShot(0, self, self._next_step)

    @Slot()
    def _next_step(self) -> None:
        m = self.model
        if m.view is None or self.busy or self.paused:
            return
        if self.show_next():
            if not self.busy:
                self.kick()  # nothing to animate: look again at once
            return
        if m.result is not None:
            if not self._shown_over:
                self._shown_over = True
                self.game_over_shown.emit(m.result)
            return
        finished = m.finished_round
        if finished is not None:
            if self._shown_round != finished.round_no:
                self._shown_round = finished.round_no
                self.round_shown.emit(finished)
            return
        v = m.view
        if v.stage not in ("draw", "play"):
            return
        if m.human_to_move and not self.autoplay:
            self.human_turn.emit()
            self.idle.emit()
            return
        if not self._timer.isActive():
            self._timer.start(max(self.scene.ms("bot_pause"), 0))

    @Slot()
    def _beat(self) -> None:
        if self.seat is not None and not self.paused and not self.busy and not self._queue:
            self.seat.ready()
