"""Fixtures the app's tests share (the play-together ones live in together_helpers)."""

from __future__ import annotations

import threading
import time
import traceback

import pytest
from together_helpers import close_made_seats, loopback, own_data, windows  # noqa: F401

#: how long a test's threads have, once it is over, to end (a seat leaving its table
#: waits up to 3 s for the server's answer before it closes its connection)
THREADS_END_WITHIN = 15.0
#: threads the app keeps for as long as it runs, made at their first use (the
#: statistics' writer)
LIVE_AS_LONG_AS_THE_APP = ("stats-writer",)


@pytest.fixture(autouse=True)
def each_test_ends_what_it_started(request):
    """A test with Qt collects its garbage in the GUI thread, as the app does (see
    phase10_desktop/app/collector.py), deletes the windows it closed before it is over,
    and leaves no thread running behind it: a client's loop left running by one test
    delivered into, and collected garbage during, the tests after it (the segmentation
    faults of full runs). Fails naming the threads that did not end in time."""
    if not {"qtbot", "qapp"} & set(request.fixturenames):
        yield
        return
    from PySide6.QtCore import QCoreApplication, QEvent

    from phase10_desktop.app.collector import collect_in_gui_thread

    request.getfixturevalue("qapp")
    before = set(threading.enumerate())
    collector = collect_in_gui_thread()
    start = threading.Thread.start

    def noted(thread: threading.Thread) -> None:
        thread._started_by = _where_started()  # type: ignore[attr-defined]
        start(thread)

    threading.Thread.start = noted  # type: ignore[method-assign]
    try:
        yield
    finally:
        threading.Thread.start = start  # type: ignore[method-assign]
    close_made_seats()
    # the widgets qtbot closed were deleteLater'd: deleted now, in this test, not in the
    # next test's first wait (a window's deletion stops its bot thread, its seat's client)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QCoreApplication.processEvents()
    deadline = time.monotonic() + THREADS_END_WITHIN
    left = [
        t
        for t in threading.enumerate()
        if t not in before
        and t.is_alive()
        # (a Qt thread that ran Python code is listed as a dummy: Qt's to stop, not ours)
        and not isinstance(t, threading._DummyThread)
        and not t.name.startswith(LIVE_AS_LONG_AS_THE_APP)
    ]
    while left and time.monotonic() < deadline:
        QCoreApplication.processEvents()  # a thread may wait for a queued answer
        left[0].join(0.05)
        left = [t for t in left if t.is_alive()]
    collector.stop()  # the test's garbage goes now, in this thread
    assert not left, "threads the test started still run: " + "; ".join(
        f"{t.name}, started by {getattr(t, '_started_by', '?')}" for t in left
    )


def _where_started() -> str:
    """The project's frames that started a thread (innermost last)."""
    frames = [
        f"{f.filename.rsplit('/', 2)[-1]}:{f.lineno} {f.name}"
        for f in traceback.extract_stack()[:-2]
        if "/phase10_desktop/" in f.filename or "/tests/" in f.filename
    ]
    return " < ".join(reversed(frames[-4:])) or "?"
