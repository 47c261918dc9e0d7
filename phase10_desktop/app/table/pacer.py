"""Turn pacing: the game moves one change at a time, at a pace a person can follow.

The seat may learn of several moves at once (a server's bots answer at once, a
rejoined game catches up); the model keeps them in a queue, and the pacer lets
the next one through only when the scene has finished animating the last. When
the queue is empty it pauses a beat (the speed setting's ``bot_pause``) and
tells the seat the table is ready: a seat that runs the game here lets its next
bot choose then, so bots never race ahead of what the player has seen. When the
player is to move it says so (``human_turn``) and waits; at the end of a round
it waits for the last card to land before the window shows the summary.

The pacer knows no bot: it talks to the seat only through the model.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from .model import Change, TableModel
from .scene import TableScene


class TurnPacer(QObject):
    """Lets the model's queued changes through in step with the scene's animations."""

    #: the table is idle and waiting for the player (tests wait on this)
    human_turn = Signal()
    #: every animation finished and nothing is pending
    idle = Signal()
    #: the round's last move has landed: show the summary (the RoundEnded event)
    round_shown = Signal(object)
    #: the game's last move has landed: show the result (the GameEnded event)
    game_over_shown = Signal(object)

    def __init__(self, model: TableModel, scene: TableScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.scene = scene
        #: a bot also plays the player's seat (the self-test, demos): the seat knows,
        #: the pacer only keeps the game going on the player's turns too
        self.autoplay = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._beat)
        self._shown_round: int | None = None
        self._shown_over = False
        model.busy = self._busy
        scene.settled.connect(self._next_step)
        model.changed.connect(self._on_changed)

    def _busy(self) -> bool:
        return self.scene.animating or self.scene.dragging

    def _on_changed(self, change: Change) -> None:
        if "opened" in change:
            self._timer.stop()
            self._shown_round = None
            self._shown_over = False
            self.kick()
        elif "refused" in change:
            self.kick()

    @Slot()
    def kick(self) -> None:
        """Look again at whose turn it is (after a start, a load or a summary)."""
        QTimer.singleShot(0, self, self._next_step)

    @Slot()
    def _next_step(self) -> None:
        m = self.model
        if m.view is None or self._busy() or m.paused:
            return
        if m.show_next():
            if not self._busy():
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
        m = self.model
        if m.seat is not None and not m.paused and not self._busy() and not m.waiting:
            m.seat.ready()
