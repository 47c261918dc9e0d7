"""Computer players think in a worker thread, so the window never freezes.

A :class:`BotWorker` lives on its own ``QThread``. The GUI asks with
``request(request_id, seat, view, stand_in)`` — the view is an immutable
``PlayerView``, safe to share — and the worker answers with ``answered(request_id,
seat, action, seconds, substituted)``. Answers to an old request id are dropped (the
game moved on: a new game, a load, a resume). What to play is the Qt-free
:class:`~phase10_desktop.thinking.thinker.Thinker`'s to decide (the Hard bot in its own
process, the stand-in when it misses its deadline); this module only carries the
question and the answer across threads, and stops the thread on every way out: the
window's close, the application's quit or exit, the driver's deletion, the end of
the interpreter. A QThread destroyed while it runs aborts the whole program.
"""

from __future__ import annotations

import atexit
import logging
import threading
import time
import weakref
from collections.abc import Mapping
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from ...engine import PlayerView

if TYPE_CHECKING:
    from ...thinking.thinker import Thinker

log = logging.getLogger(__name__)

__all__ = ["BotDriver", "BotWorker"]

#: every driver alive, stopped at the interpreter's end if nothing stopped it before
_drivers: weakref.WeakSet[BotDriver] = weakref.WeakSet()


@atexit.register
def _stop_every_thread() -> None:
    """The interpreter ends (a script, a test run, an exit that skipped the window's
    close): stop each thread before Qt's own clean-up destroys it. Registered after
    PySide6's own handler, so it runs first."""
    for driver in list(_drivers):
        driver.shutdown()


def _stop_thread(
    thread: QThread, stop: threading.Event, worker: BotWorker, timeout_ms: int
) -> bool:
    """Stop the worker ``thread`` and end the bot process; True if the thread stopped.
    Takes no driver: it also runs while a driver is being destroyed."""
    stop.set()
    try:
        thread.quit()
        ok = thread.wait(timeout_ms)
    except RuntimeError:
        # at the program's end Qt may have deleted the thread with its parent already:
        # a deleted QThread is not running, so there is nothing left to stop
        ok = True
    if not ok:
        log.error("the bot thread did not stop within %d ms", timeout_ms)
    worker.close()
    return bool(ok)


class BotWorker(QObject):
    """Runs in the worker thread; owns the :class:`~phase10_desktop.thinking.thinker.Thinker`."""

    #: request id, seat, action, seconds spent, and whether a stand-in chose it
    answered = Signal(int, int, object, float, bool)

    def __init__(self, stop: threading.Event, deadline: float | None = None) -> None:
        super().__init__()
        self._stop = stop
        self._deadline = deadline
        self._thinker: Thinker | None = None
        self._levels: dict[int, tuple[str, int]] = {}

    @property
    def thinker(self) -> Thinker:
        """Made at its first use, in the worker thread (the bots load off the GUI thread)."""
        return self._thinker if self._thinker is not None else self._make_thinker()

    def _make_thinker(self) -> Thinker:
        from ...thinking.thinker import Thinker

        thinker = self._thinker = Thinker(self._stop, self._deadline)
        thinker.configure(self._levels)
        return thinker

    @property
    def process(self):
        """The Hard bot's process (diagnostics, tests), or None."""
        return None if self._thinker is None else self._thinker.process

    @Slot(object)
    def configure(self, levels: Mapping[int, tuple[str, int]]) -> None:
        """``levels``: {seat: (level, seed)} for the bot seats of the current game. The
        thinker is made now only for a Hard bot, whose process should start at once (its
        first move does not wait for it); else at the first move, after the first frame."""
        self._levels = dict(levels)
        if self._thinker is not None:
            self._thinker.configure(self._levels)
        elif any(level == "hard" for level, _ in self._levels.values()):
            self._make_thinker()  # its process starts at once

    @Slot(int, int, object, object)
    def think(self, request_id: int, seat: int, view: PlayerView, stand_in: str | None) -> None:
        if seat not in self._levels or self._stop.is_set():
            return
        thinker = self.thinker
        t0 = time.perf_counter()
        try:
            decided = thinker.decide(seat, view, stand_in)
        except ValueError as e:  # fallback_action: the seat has no legal move at all
            log.error("seat %d has no move to play, so none is answered: %s", seat, e)
            return
        if decided is None or self._stop.is_set():
            return
        action, substituted = decided
        self.answered.emit(request_id, seat, action, time.perf_counter() - t0, substituted)
        if substituted:
            thinker.restart()

    @Slot()
    def close(self) -> None:
        """End the bot process (safe from any thread)."""
        if self._thinker is not None:
            self._thinker.close()


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
    #: follows at once carries the stand-in's move (for the move log)
    substituted = Signal(int)
    _configure = Signal(object)
    _request = Signal(int, int, object, object)

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
        # every way out stops the thread first: the application quitting or exiting
        # (no window need be closed for that), this driver being deleted with its
        # window, the interpreter ending (see _stop_every_thread)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)
        self.destroyed.connect(partial(_stop_thread, self._thread, self._stop, self._worker, 5000))
        _drivers.add(self)

    def configure(self, levels: dict[int, tuple[str, int]]) -> None:
        """Set up the bots for a new or loaded game; forget any pending request."""
        self._pending = None
        self._configure.emit(dict(levels))

    def ask(self, seat: int, view: PlayerView, stand_in: str | None = None) -> int:
        """Ask ``seat``'s bot for its move; ``stand_in``: the level that plays when a
        Hard bot misses its deadline (the game's host names it)."""
        self._next_id += 1
        self._pending = self._next_id
        self._request.emit(self._next_id, seat, view, stand_in)
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
        return _stop_thread(self._thread, self._stop, self._worker, timeout_ms)
