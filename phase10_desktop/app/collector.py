"""Python's cycle collector runs in the GUI thread only, where Qt objects may be deleted.

CPython collects reference cycles in whichever thread happens to allocate when its
counts pass their thresholds. In this app that is most often not the GUI thread: each
table connection runs an asyncio loop in a thread of its own (``net/threaded.py``), so
does a table hosted here, and the bots think in a thread. A Qt object that Python owns
(no Qt parent) and that sits in a reference cycle (a dialog connected to its own
methods, a remote seat and its client, a bot worker) is deleted by whichever thread
collects it: a dialog's widgets destroyed in a network thread while the GUI thread was
drawing crashed the whole program (a segmentation fault, seen in full test runs while
a window waited for its deal). So while the app runs, automatic collection is off and
a timer in the GUI thread collects instead, by the interpreter's own thresholds.
"""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QCoreApplication, QObject, QTimer

__all__ = ["CycleCollector", "collect_in_gui_thread", "collector"]

#: how often the GUI thread looks whether a collection is due (a young generation's
#: collection takes a fraction of a millisecond; garbage waits at most this long)
INTERVAL_MS = 100

_installed: CycleCollector | None = None


class CycleCollector(QObject):
    """Collects the generations that are due, on a timer of the GUI thread."""

    def __init__(self, app: QCoreApplication, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(app)
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start()

    def collect_due(self) -> int:
        """Collect as the interpreter would have by now: the oldest generation whose
        count passed its threshold, once the youngest's did. The number of objects
        found unreachable; -1 when nothing was due."""
        counts = gc.get_count()
        limits = gc.get_threshold()
        if limits[0] <= 0 or counts[0] < limits[0]:
            return -1
        generation = 0
        while generation + 1 < len(counts) and counts[generation + 1] >= limits[generation + 1]:
            generation += 1
        return gc.collect(generation)

    def stop(self) -> None:
        """Collect everything now, here, and give collection back to the interpreter
        (as it was before: on, unless it had been turned off)."""
        global _installed
        self._timer.stop()
        gc.collect()
        if self._was_enabled:
            gc.enable()
        if _installed is self:
            _installed = None


def collect_in_gui_thread() -> CycleCollector:
    """From now on cycles are collected in the GUI thread (call it there, once the
    QApplication exists); calling it again returns the collector already running."""
    global _installed
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("the cycle collector needs the QApplication first")
    if threading.current_thread() is not threading.main_thread():
        raise RuntimeError("the cycle collector is installed from the GUI thread")
    if _installed is None:
        _installed = CycleCollector(app)
    return _installed


def collector() -> CycleCollector | None:
    """The collector running in the GUI thread, if any (tests, diagnostics)."""
    return _installed
