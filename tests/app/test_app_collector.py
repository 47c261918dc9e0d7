"""Qt objects in reference cycles are deleted in the GUI thread, whichever thread
allocates (phase10_desktop/app/collector.py): the interpreter's own collector deleted
them in the table connections' threads, and the program crashed."""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QObject

from phase10_desktop.app.collector import collect_in_gui_thread, collector


class _InACycle(QObject):
    """A Qt object Python owns, held only by a cycle through itself."""

    def __init__(self, deleted_in: list[str]) -> None:
        super().__init__()
        self.me = self
        self.deleted_in = deleted_in

    def __del__(self) -> None:  # its Qt object goes with it, in this same thread
        self.deleted_in.append(threading.current_thread().name)


def _cycle_dropped_while_a_thread_allocates(kept: list[list]) -> list[str]:
    """A Qt object in a cycle is dropped, then a network-like thread allocates enough
    to pass the youngest generation's threshold many times over (and keeps it)."""
    deleted_in: list[str] = []
    gc.collect()
    _InACycle(deleted_in)

    def allocate() -> None:
        kept.extend([] for _ in range(20 * gc.get_threshold()[0]))

    worker = threading.Thread(target=allocate, name="phase10-client")
    worker.start()
    worker.join()
    return deleted_in


def test_a_qt_object_in_a_cycle_is_deleted_in_the_gui_thread(qtbot) -> None:
    running = collector()
    assert running is not None  # the app tests run as the app does (conftest)
    running.stop()
    try:
        # the premise: left to the interpreter, the allocating thread deletes it
        assert _cycle_dropped_while_a_thread_allocates([]) == ["phase10-client"]
    finally:
        running = collect_in_gui_thread()
    kept: list[list] = []
    deleted_in = _cycle_dropped_while_a_thread_allocates(kept)
    assert deleted_in == []  # nothing collects outside the GUI thread
    qtbot.waitUntil(lambda: bool(deleted_in), timeout=3000)  # the GUI thread's timer does
    assert deleted_in == ["MainThread"]
    assert not gc.isenabled()
