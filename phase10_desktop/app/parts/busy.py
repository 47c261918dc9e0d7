"""Work a player waits for (opening a table, sitting down) without a frozen window.

Starting a table server, connecting and taking a seat take from a fraction of a
second to several (a slow network, a server far away). Done on the GUI thread, the
window stopped drawing for that long, people clicked Host again, and a second table
opened behind the first. Here the work runs in a thread while the GUI thread keeps
drawing (a local event loop waits for it), the dialog that asked shows that it is
busy, and a second click finds its button disabled.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QEventLoop, QObject, Qt, Signal
from PySide6.QtWidgets import QApplication

__all__ = ["wait_busy"]

T = TypeVar("T")


class _Finished(QObject):
    """Carries "the work is done" from the worker thread to the waiting loop (a queued
    signal: the loop quits on its own thread)."""

    done = Signal()


def wait_busy(work: Callable[[], T]) -> T:
    """Run ``work`` in a thread and return what it returns (or raise what it raised),
    drawing and answering events meanwhile, with the wait cursor showing.

    Qt objects must not be made in ``work`` (they would belong to its thread): make
    them first and let ``work`` do the waiting on the network.
    """
    outcome: list[tuple[bool, Any]] = []
    loop = QEventLoop()
    finished = _Finished()
    finished.done.connect(loop.quit, Qt.ConnectionType.QueuedConnection)

    def run() -> None:
        try:
            outcome.append((True, work()))
        except BaseException as e:  # handed to the caller, raised there
            outcome.append((False, e))
        # queued to the loop below: delivered even if it comes before the loop runs
        finished.done.emit()

    worker = threading.Thread(target=run, name="phase10-busy", daemon=True)
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        worker.start()
        loop.exec()
        # the worker is done with the signal's object before it goes (a crash otherwise:
        # it was destroyed here while the worker's emit was still returning)
        worker.join()
    finally:
        QApplication.restoreOverrideCursor()
    ok, value = outcome[0]
    if not ok:
        raise value
    return value
