"""The coach's window with real widgets: the analysis runs on a worker thread,
shows progress, can be stopped, and lists the costly decisions in words."""

from __future__ import annotations

import threading

import pytest
from dialog_catalogue import coach_moves
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QProgressBar

from phase10_desktop.app.dialogs import coach_window
from phase10_desktop.app.dialogs.coach_window import CoachWindow, advice_text
from phase10_desktop.app.parts.i18n import install_translators, remove_translators
from phase10_desktop.bots.coach import Advice, Cancelled, Estimate
from phase10_desktop.engine import Discard


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


def _advice(estimate: Estimate) -> Advice:
    """Advice on the second move of the test deal: you threw the R3, the Hard bot
    would throw the Y9, with the figures of ``estimate``."""
    view, played = coach_moves()[1]
    y9 = next(c for c in view.hand if c.face == "Y9")
    return Advice(1, 1, "discard", view, played, Discard(y9), estimate)


def _shown(qtbot, monkeypatch, advice: Advice) -> CoachWindow:
    monkeypatch.setattr(coach_window, "coach", lambda moves, **kw: [advice])
    window = CoachWindow(coach_moves())
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.analysed, timeout=5000) as shown:
        window.show()
    assert shown.args == [1]
    return window


def test_equal_chances_show_the_figure_that_differs_and_say_why(qtbot, monkeypatch):
    """Both bars at 32%, yet the choice mattered: because the R3 helps the next
    player more than the Y9 would (issue 22, B7). The advice shows those figures."""
    advice = _advice(Estimate("phase", 0.32, 0.322, 3, 400, 0.40, 0.36))
    assert advice.matters
    window = _shown(qtbot, monkeypatch, advice)
    ((_, estimate),) = window.shown_texts()
    assert "your phase 32% likely by your next 3 turns, throwing it 32%" in estimate
    assert (
        "That is the same either way: what differs is how much the card you throw helps "
        "the player after you." in estimate
    )
    assert estimate.endswith("could use the Red 3 40% of the time, the Yellow 9 36%.")
    bars = [
        b.format() for b in window.findChildren(QProgressBar) if b.objectName() != "coachProgress"
    ]
    assert bars == [
        "Your choice: 32%",
        "The Hard bot's: 32%",
        "Your choice: 40%",
        "The Hard bot's: 36%",
    ]


def test_equal_points_say_so_and_show_what_differs(qtbot, monkeypatch):
    advice = _advice(Estimate("points", 10, 10, 0, 0, 0.40, 0.36))
    assert advice.matters
    window = _shown(qtbot, monkeypatch, advice)
    ((_, estimate),) = window.shown_texts()
    assert estimate.startswith(
        "Either card leaves 10 points in your hand if the round ends before you go out. "
        "That is the same either way"
    )
    assert "40%" in estimate and "36%" in estimate


def test_a_clear_difference_is_told_without_the_feeding_figures(qtbot, monkeypatch):
    """When the player's own chances differ, the feeding figures are told only when
    they differ clearly (5 points or more), as before."""
    window = _shown(qtbot, monkeypatch, _advice(Estimate("phase", 0.20, 0.45, 3, 400, 0.40, 0.38)))
    ((_, estimate),) = window.shown_texts()
    assert "could use" not in estimate and "same either way" not in estimate
