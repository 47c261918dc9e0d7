"""Computer players think in a worker thread, so the window never freezes.

A :class:`BotWorker` lives on its own ``QThread``. The GUI asks with
``request(request_id, seat, view)`` — the view is an immutable ``PlayerView``,
safe to share — and the worker answers with ``answered(request_id, seat,
action)``. Answers to an old request id are dropped (the game moved on: a new
game, a load, a resume). The Hard bot's search holds the GIL in pure Python; it
yields regularly and watches a stop event, which :meth:`BotDriver.shutdown`
sets so the app can quit while a bot is thinking.
"""

from __future__ import annotations

import logging
import threading
import time

from PySide6.QtCore import QObject, QThread, Signal, Slot

from ..bots.base import checked_choose, fallback_action
from ..bots.registry import make_bot
from ..engine import PlayerView
from .bot_process import ThinkerProcess

log = logging.getLogger(__name__)


class BotWorker(QObject):
    """Runs in the worker thread; owns the bot objects."""

    answered = Signal(int, int, object, float)

    #: levels whose search is long enough to be worth a process of its own
    PROCESS_LEVELS = frozenset({"hard"})

    def __init__(self, stop: threading.Event) -> None:
        super().__init__()
        self._stop = stop
        self._bots: dict[int, object] = {}
        self._levels: dict[int, tuple[str, int]] = {}
        self._process = ThinkerProcess(stop)

    @Slot(object)
    def configure(self, levels: object) -> None:
        """``levels``: {seat: (level, seed)} for the bot seats of the current game."""
        self._bots = {}
        self._levels = dict(levels)  # type: ignore[call-overload]
        for seat, (level, seed) in self._levels.items():
            self._bots[seat] = (
                make_bot(level, seed, should_stop=self._stop)
                if level == "hard"
                else (make_bot(level, seed))
            )
        if any(level in self.PROCESS_LEVELS for level, _ in self._levels.values()):
            try:
                self._process.start()  # spawn early, so the first move does not wait for it
            except Exception:
                log.exception("could not start the bot process; bots will think in this thread")

    @Slot(int, int, object)
    def think(self, request_id: int, seat: int, view: PlayerView) -> None:
        bot = self._bots.get(seat)
        if bot is None or self._stop.is_set():
            return
        t0 = time.perf_counter()
        level, seed = self._levels[seat]
        action = None
        if level in self.PROCESS_LEVELS:
            try:
                action = self._process.ask(level, seed, view)
            except Exception:
                log.exception("the bot process failed; thinking in this thread instead")
                action = None
            if self._stop.is_set():
                return
            if action is not None and view.problem(action) is not None:
                log.error(
                    "the %s bot's move %r was refused; playing a fallback move", level, action
                )
                action = fallback_action(view)
        if action is None:  # a quick bot, or the process failed: decide here
            action, fell_back = checked_choose(bot, view)  # type: ignore[arg-type]
            if fell_back:
                log.warning("bot at seat %d needed a fallback move", seat)
        self.answered.emit(request_id, seat, action, time.perf_counter() - t0)

    @Slot()
    def close(self) -> None:
        self._process.close()


class BotDriver(QObject):
    """The GUI side: starts the thread, sends requests, filters stale answers."""

    #: a fresh answer for the current request: seat, action, seconds spent
    move_ready = Signal(int, object, float)
    _configure = Signal(object)
    _request = Signal(int, int, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._stop = threading.Event()
        self._thread = QThread()
        self._thread.setObjectName("bot-worker")
        self._worker = BotWorker(self._stop)
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

    @Slot(int, int, object, float)
    def _on_answer(self, request_id: int, seat: int, action: object, seconds: float) -> None:
        if request_id != self._pending:
            return  # stale: a newer request (or none) is current
        self._pending = None
        self.move_ready.emit(seat, action, seconds)

    def shutdown(self, timeout_ms: int = 5000) -> bool:
        """Stop the worker thread and the bot process.

        A Hard bot waiting on its process notices the stop event within 50 ms,
        kills the process and returns, so the thread ends promptly.
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
