"""Turn pacing: the bots play one move at a time, at a pace a person can follow.

After every move the pacer waits until the table has finished animating it,
pauses a beat (the speed setting's ``bot_pause``), then asks the bot thread for
the next move of whichever bot is to move, and gives the answer to the model —
the same :meth:`TableModel.apply` the player's own drops go through. When the
player is to move it says so (``human_turn``) and waits; at the end of a round
it waits for the last card to land before the window shows the summary.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ...engine import GameEnded, IllegalMove, RoundEnded
from ...engine.deal import bot_seed
from ..bot_worker import BotDriver
from .model import TableModel
from .scene import TableScene

log = logging.getLogger(__name__)


class TurnPacer(QObject):
    """Runs the bots' turns on the model, in step with the scene's animations."""

    #: the table is idle and waiting for the player (tests wait on this)
    human_turn = Signal()
    #: every animation finished and nothing is pending
    idle = Signal()
    #: the round's last move has landed: show the summary (the RoundEnded event)
    round_shown = Signal(object)
    #: the game's last move has landed: show the result (the GameEnded event)
    game_over_shown = Signal(object)
    #: a bot seat's Hard search missed its deadline; Normal's move was played
    substituted = Signal(int)

    def __init__(
        self,
        model: TableModel,
        scene: TableScene,
        bots: BotDriver,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.scene = scene
        self.bots = bots
        #: a bot also plays the human seat (the self-test, demos)
        self.autoplay = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._ask_bot)
        self._shown_round: int | None = None
        self._shown_over = False
        bots.move_ready.connect(self._on_bot_move)
        if hasattr(bots, "substituted"):
            bots.substituted.connect(self.substituted)
        scene.settled.connect(self._next_step)
        model.reset.connect(self._on_reset)

    # ----------------------------------------------------------------- set-up
    def configure_bots(self, seed: int) -> None:
        """Tell the bot thread which seats it plays, at which level, with which seed."""
        m = self.model
        self.bots.configure(
            {
                i: ("normal" if s.human else s.level, bot_seed(seed, i))
                for i, s in enumerate(m.seats)
                if not s.human or self.autoplay
            }
        )

    def _on_reset(self) -> None:
        self.bots.cancel()
        self._timer.stop()
        self.scene.set_thinking(None)
        self._shown_round = None
        self._shown_over = False

    # ------------------------------------------------------------------ steps
    @Slot()
    def kick(self) -> None:
        """Look again at whose turn it is (after a start, a load or a summary)."""
        QTimer.singleShot(0, self, self._next_step)

    @Slot()
    def _next_step(self) -> None:
        m = self.model
        v = m.view
        if v is None or self.scene.animating or self.scene.dragging:
            return
        finished = m.finished_round
        if m.result is not None:
            if not self._shown_over:
                self._shown_over = True
                self.scene.set_thinking(None)
                self.game_over_shown.emit(m.result)
            return
        if finished is not None:
            if self._shown_round != finished.round_no:
                self._shown_round = finished.round_no
                self.scene.set_thinking(None)
                self.round_shown.emit(finished)
            return
        if v.stage not in ("draw", "play"):
            return
        if v.turn == m.human and not self.autoplay:
            self.scene.set_thinking(None)
            self.human_turn.emit()
            self.idle.emit()
            return
        if not self.bots.thinking and not self._timer.isActive():
            self._timer.start(max(self.scene.ms("bot_pause"), 0))

    @Slot()
    def _ask_bot(self) -> None:
        m = self.model
        g = m.game
        if g is None or g.stage not in ("draw", "play") or m.finished_round is not None:
            return
        if g.turn == m.human and not self.autoplay:
            return
        self.scene.set_thinking(g.turn)
        self.bots.ask(g.turn, g.view(g.turn))

    @Slot(int, object, float)
    def _on_bot_move(self, seat: int, action: object, seconds: float) -> None:
        m = self.model
        if m.view is None or m.turn != seat or m.stage not in ("draw", "play"):
            return
        try:
            m.apply(action, seat)  # type: ignore[arg-type]
        except IllegalMove as e:
            # the bot driver checks every answer against the seat's view, so this
            # means the game moved under the answer: ask again rather than stall
            log.error("a bot's move was refused by the engine: %s", e.reason)
            self.scene.set_thinking(None)
            self.kick()
            return
        if m.turn != seat or isinstance(m.finished_round, RoundEnded):
            self.scene.set_thinking(None)
        if isinstance(m.result, GameEnded):
            self.scene.set_thinking(None)
        if not self.scene.animating:
            self.kick()
