"""Computer players think in a worker thread, so the window never freezes.

A :class:`BotWorker` lives on its own ``QThread``. The GUI asks with
``request(request_id, seat, view)`` — the view is an immutable ``PlayerView``,
safe to share — and the worker answers with ``answered(request_id, seat,
action, seconds, substituted)``. Answers to an old request id are dropped (the
game moved on: a new game, a load, a resume). The Hard bot's search holds the
GIL in pure Python; it yields regularly and watches a stop event, which
:meth:`BotDriver.shutdown` sets so the app can quit while a bot is thinking.

The driver owns every fallback: each move it hands the table has passed the
engine's check for the view it was asked about (:func:`checked_answer`), so the
table plays it as it comes. When the Hard bot's process misses its deadline
(:mod:`.bot_process`), the seat plays the Normal bot's move instead,
``substituted`` says so just before ``move_ready``, and the process is restarted
for the next decision.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QThread, Signal, Slot

from ..engine import PlayerView
from ..engine.actions import Action

if TYPE_CHECKING:
    from ..bots.base import Bot
    from .bot_process import ThinkerProcess

log = logging.getLogger(__name__)


class BotWorker(QObject):
    """Runs in the worker thread; owns the bot objects."""

    #: request id, seat, action, seconds spent, and whether a stand-in chose it
    answered = Signal(int, int, object, float, bool)

    #: levels whose search is long enough to be worth a process of its own
    PROCESS_LEVELS = frozenset({"hard"})
    #: who plays a seat's move when its process misses the deadline
    STAND_IN_LEVEL = "normal"

    def __init__(self, stop: threading.Event, deadline: float | None = None) -> None:
        super().__init__()
        self._stop = stop
        self._deadline = deadline
        self._bots: dict[int, Bot] = {}
        self._stand_ins: dict[int, Bot] = {}
        self._levels: dict[int, tuple[str, int]] = {}
        #: the Hard bot's process, made on first use (in this worker's thread, so the
        #: bots and multiprocessing load while the window is already up)
        self.process: ThinkerProcess | None = None

    def _process(self) -> ThinkerProcess:
        if self.process is None:
            from .bot_process import DEFAULT_DEADLINE, ThinkerProcess

            deadline = DEFAULT_DEADLINE if self._deadline is None else self._deadline
            self.process = ThinkerProcess(self._stop, deadline)
        return self.process

    @Slot(object)
    def configure(self, levels: object) -> None:
        """``levels``: {seat: (level, seed)} for the bot seats of the current game.

        The bots themselves are made when they first think (a new game's window is on
        screen sooner); only a Hard bot's process is started now, since its first move
        should not wait for a process to start."""
        self._levels = dict(levels)  # type: ignore[call-overload]
        self._bots = {}
        self._stand_ins = {}
        if any(level in self.PROCESS_LEVELS for level, _ in self._levels.values()):
            try:
                self._process().start()  # spawn early: the first move does not wait for it
            except Exception:
                log.exception("could not start the bot process; bots will think in this thread")

    def _make_bots(self) -> None:
        from ..bots.registry import make_bot

        self._bots = {
            seat: make_bot(level, seed, should_stop=self._stop)
            if level == "hard"
            else make_bot(level, seed)
            for seat, (level, seed) in self._levels.items()
        }
        self._stand_ins = {
            seat: make_bot(self.STAND_IN_LEVEL, seed)
            for seat, (level, seed) in self._levels.items()
            if level in self.PROCESS_LEVELS
        }

    @Slot(int, int, object)
    def think(self, request_id: int, seat: int, view: PlayerView) -> None:
        if seat in self._levels and seat not in self._bots:
            self._make_bots()
        if seat not in self._bots or self._stop.is_set():
            return
        t0 = time.perf_counter()
        try:
            decided = self._decide(seat, view)
        except ValueError as e:  # fallback_action: the seat has no legal move at all
            log.error("seat %d has no move to play, so none is answered: %s", seat, e)
            return
        if decided is None or self._stop.is_set():
            return
        action, substituted = decided
        self.answered.emit(request_id, seat, action, time.perf_counter() - t0, substituted)
        if substituted:
            try:
                self._process().start()  # a fresh process for the seat's next decision
            except Exception:
                log.exception("could not restart the bot process")

    def _decide(self, seat: int, view: PlayerView) -> tuple[Action, bool] | None:
        """The seat's checked move and whether a stand-in chose it; None once stopping."""
        from ..bots.base import checked_answer, checked_choose
        from .bot_process import DeadlineMissed

        level, seed = self._levels[seat]
        if level in self.PROCESS_LEVELS:
            try:
                answer = self._process().ask(level, seed, view)
            except DeadlineMissed as e:
                log.warning(
                    "the %s bot at seat %d missed its deadline (%s); playing the %s bot's "
                    "move and restarting its process",
                    level,
                    seat,
                    e,
                    self.STAND_IN_LEVEL,
                )
                return checked_choose(self._stand_ins[seat], view)[0], True
            except Exception:
                log.exception("the bot process failed; thinking in this thread instead")
                answer = None
            if self._stop.is_set():
                return None
            if answer is not None:
                who = f"the {level} bot's process (seat {seat})"
                return checked_answer(view, answer, who)[0], False
        action, fell_back = checked_choose(self._bots[seat], view)
        if fell_back:
            log.warning("bot at seat %d needed a fallback move", seat)
        return action, False

    @Slot()
    def close(self) -> None:
        """End the bot process (safe from any thread)."""
        if self.process is not None:
            self.process.close()


class BotDriver(QObject):
    """The GUI side: starts the thread, sends requests, filters stale answers.

    Public API: :meth:`configure`, :meth:`ask`, :meth:`cancel`, :attr:`thinking`,
    :meth:`shutdown`, the signals ``move_ready`` and ``substituted``, and
    :attr:`bot_process_pid`.
    """

    #: a fresh answer for the current request: seat, action, seconds spent. The
    #: action is always legal for the view that was asked about.
    move_ready = Signal(int, object, float)
    #: the Hard bot at this seat missed its deadline, so the ``move_ready`` that
    #: follows at once carries the Normal bot's move (for the move log)
    substituted = Signal(int)
    _configure = Signal(object)
    _request = Signal(int, int, object)

    def __init__(self, parent: QObject | None = None, deadline: float | None = None) -> None:
        """``deadline``: seconds the Hard bot's process has per decision."""
        super().__init__(parent)
        self._stop = threading.Event()
        self._thread = QThread()
        self._thread.setObjectName("bot-worker")
        self._worker = BotWorker(self._stop, deadline)
        self._worker.moveToThread(self._thread)
        self._configure.connect(self._worker.configure)
        self._request.connect(self._worker.think)
        self._worker.answered.connect(self._on_answer)
        self._thread.start()
        self._next_id = 0
        self._pending: int | None = None

    def configure(self, levels: dict[int, tuple[str, int]]) -> None:
        """Set up the bots for a new or loaded game; forget any pending request."""
        self._pending = None
        self._configure.emit(dict(levels))

    def ask(self, seat: int, view: PlayerView) -> int:
        self._next_id += 1
        self._pending = self._next_id
        self._request.emit(self._next_id, seat, view)
        return self._next_id

    def cancel(self) -> None:
        """Drop the pending request's answer (the game changed under it)."""
        self._pending = None

    @property
    def thinking(self) -> bool:
        return self._pending is not None

    @property
    def bot_process_pid(self) -> int | None:
        """The Hard bot's process id while one runs, else None (diagnostics, tests)."""
        process = self._worker.process
        return None if process is None else process.pid

    @Slot(int, int, object, float, bool)
    def _on_answer(
        self, request_id: int, seat: int, action: object, seconds: float, substituted: bool
    ) -> None:
        if request_id != self._pending:
            return  # stale: a newer request (or none) is current
        self._pending = None
        if substituted:
            self.substituted.emit(seat)
        self.move_ready.emit(seat, action, seconds)

    def shutdown(self, timeout_ms: int = 5000) -> bool:
        """Stop the worker thread and end the bot process; True if the thread stopped.

        A Hard bot waiting on its process notices the stop event within 50 ms,
        ends the process and returns, so the thread ends promptly. The process
        is ended here in any case — killed if it does not go when asked (a
        stopped process ignores SIGTERM) — and reaped, so none is left behind.
        """
        if self._stop.is_set() and not self._thread.isRunning():
            return True
        self._pending = None
        self._stop.set()
        self._thread.quit()
        ok = self._thread.wait(timeout_ms)
        if not ok:
            log.error("the bot thread did not stop within %d ms", timeout_ms)
        self._worker.close()
        return bool(ok)
