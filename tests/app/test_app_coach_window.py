"""The coach's window with real widgets: the analysis runs on a worker thread,
shows progress, can be stopped, and lists the costly decisions in words."""

from __future__ import annotations

import threading

import pytest
from dialog_catalogue import coach_moves
from PySide6.QtCore import Qt

from phase10_desktop.app import coach_window
from phase10_desktop.app.coach_window import CoachWindow, advice_text
from phase10_desktop.app.i18n import install_translators, remove_translators
from phase10_desktop.bots.coach import Cancelled


@pytest.fixture(autouse=True)
def english(qapp):
    install_translators(qapp, "en")
    yield
    remove_translators(qapp)


def _mistakes() -> list:
    """Seat 0 passes over the G7 that completes its two sets of 3 (R3.2), then
    throws the R3 of its pair of 3s."""
    return coach_moves()


def _open(qtbot, moves) -> CoachWindow:
    window = CoachWindow(moves)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_analysis_lists_the_costly_decisions_in_words(qtbot):
    window = CoachWindow(_mistakes())
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.analysed, timeout=20000) as shown:
        window.show()
    texts = window.shown_texts()
    assert shown.args[0] == len(texts) >= 1
    qtbot.waitUntil(lambda: not window.running)
    headline, estimate = texts[0]
    assert headline == "Turn 1: you drew from the draw pile; the Hard bot would take the Green 7."
    assert estimate.startswith(
        "Taking the Green 7 makes your phase ready this turn 100% of the time"
    )
    assert window.status_label.text().startswith("The Hard bot would have chosen differently")
    assert not window.progress.isVisible() and not window.stop_button.isVisible()
    assert advice_text(window.advice[0]) == texts[0]


def test_a_round_played_well_gets_praise(qtbot, monkeypatch):
    monkeypatch.setattr(coach_window, "coach", lambda moves, **kw: [])
    window = CoachWindow(_mistakes())
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.analysed, timeout=5000) as shown:
        window.show()
    assert shown.args == [0]
    assert window.shown_texts() == []
    assert "as the Hard bot would have" in window.status_label.text()


def test_progress_is_shown_and_stop_stops_the_worker(qtbot, monkeypatch):
    started = threading.Event()

    def slow_coach(moves, *, should_stop, progress, **kw):
        progress(0, len(moves))
        progress(1, len(moves))
        started.set()
        should_stop.wait(10)  # the worker thread waits here until Stop is pressed
        raise Cancelled()

    monkeypatch.setattr(coach_window, "coach", slow_coach)
    window = _open(qtbot, _mistakes())
    qtbot.waitUntil(lambda: window.progress.value() == 1)
    assert window.running and started.is_set()
    assert window.status_label.text() == "Looking at decision 2 of 2…"
    qtbot.mouseClick(window.stop_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.running)
    assert window.status_label.text().startswith("Stopped.")
    assert window.again_button.isVisible()

    monkeypatch.setattr(coach_window, "coach", lambda moves, **kw: [])
    with qtbot.waitSignal(window.analysed, timeout=5000):
        qtbot.mouseClick(window.again_button, Qt.MouseButton.LeftButton)


def test_closing_the_window_stops_the_analysis(qtbot, monkeypatch):
    stopped = threading.Event()

    def endless(moves, *, should_stop, **kw):
        should_stop.wait(10)
        stopped.set()
        raise Cancelled()

    monkeypatch.setattr(coach_window, "coach", endless)
    window = _open(qtbot, _mistakes())
    assert window.running
    window.close()
    assert stopped.is_set()


def test_a_failing_analysis_says_so(qtbot, monkeypatch):
    def broken(moves, **kw):
        raise RuntimeError("boom")

    monkeypatch.setattr(coach_window, "coach", broken)
    window = _open(qtbot, _mistakes())
    qtbot.waitUntil(lambda: window.error_label.isVisible())
    assert "could not be finished" in window.error_label.text()
    assert "boom" in window.error_label.toolTip()


@pytest.mark.parametrize("lang", ["es", "hr", "ar"])
def test_the_advice_speaks_the_language(qapp, qtbot, lang):
    install_translators(qapp, lang)
    window = CoachWindow(_mistakes())
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.analysed, timeout=20000):
        window.show()
    texts = [window.windowTitle(), window.status_label.text(), *window.shown_texts()[0]]
    for english in ("How did I play?", "Turn 1", "the Hard bot", "draw pile", "likely"):
        assert not any(english in t for t in texts), (english, texts)
    assert window.isRightToLeft() == (lang == "ar")
