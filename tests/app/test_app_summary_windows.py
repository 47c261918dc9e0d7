"""Windows opened from the round summary come in front of it and work, and the next
round is dealt only when the player is done with the summary (issue 22, B1).

The round is played for real: the bots by the table's pacer, the person by the
keyboard (D draws, X discards). The windows are clicked through the window system
(``QTest.mouseClick`` on the ``QWindow``), the path that respects modality: a window
a modal dialog blocks never sees such a click.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget
from table_helpers import config, make_window

from phase10_desktop.app.dialogs import coach_window
from phase10_desktop.app.dialogs.coach_window import CoachWindow
from phase10_desktop.app.dialogs.replay_window import ReplayWindow
from phase10_desktop.app.dialogs.round_summary import RoundSummaryDialog
from phase10_desktop.app.main_window import MainWindow


def _summary() -> RoundSummaryDialog | None:
    dialog = QApplication.activeModalWidget()
    return dialog if isinstance(dialog, RoundSummaryDialog) else None


def play_to_the_summary(qtbot, w: MainWindow) -> RoundSummaryDialog:
    """Play the person's turns by keyboard until the round summary opens."""
    for _ in range(300):
        qtbot.waitUntil(
            lambda: _summary() is not None or (w.model.human_to_move and not w.scene.animating),
            timeout=20000,
        )
        summary = _summary()
        if summary is not None:
            qtbot.waitExposed(summary)
            return summary
        w.view.setFocus()
        QTest.keyClick(w.view, Qt.Key.Key_D)
        QTest.keyClick(w.view, Qt.Key.Key_X)
    raise AssertionError("the round never ended")


def click_through_the_window_system(button: QAbstractButton) -> None:
    """A click as the window system delivers it: to the button's top-level window,
    where Qt drops it if a modal dialog blocks that window."""
    window = button.window().windowHandle()
    assert window is not None
    at = button.mapTo(button.window(), QPoint(button.width() // 2, button.height() // 2))
    QTest.mouseClick(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)


def _opened(w: MainWindow, kind: type) -> QWidget:
    return next(x for x in reversed(w.menus._open) if isinstance(x, kind) and x.isVisible())


def test_the_coach_and_replay_open_in_front_of_the_summary_and_work(qtbot, tmp_path, monkeypatch):
    # the analysis itself is the coach's own test; here a quick one is enough
    monkeypatch.setattr(coach_window, "coach", lambda moves, **kw: [])
    w = make_window(qtbot, tmp_path)
    w.new_game(config("easy", seed=3))
    summary = play_to_the_summary(qtbot, w)
    finished: list[int] = []
    summary.finished.connect(finished.append)

    # How did I play? opens in front of the summary (it is the active window) ...
    click_through_the_window_system(summary.coach_button)
    coach = _opened(w, CoachWindow)
    qtbot.waitExposed(coach)
    qtbot.waitUntil(coach.isActiveWindow)
    # ... belongs to the summary (so the window manager stacks it above), and the
    # summary waits for it: it is modal to the summary
    assert coach.parent() is summary
    assert QApplication.activeModalWidget() is coach
    # ... and answers clicks: Close closes it, and the summary is still there
    click_through_the_window_system(_close(coach))
    qtbot.waitUntil(lambda: not coach.isVisible(), timeout=2000)
    assert summary.isVisible() and not finished
    assert w.seat.waiting_for_deal

    # Replay this round: in front too; Escape closes it, the summary stays
    click_through_the_window_system(summary.replay_button)
    replay = _opened(w, ReplayWindow)
    qtbot.waitExposed(replay)
    qtbot.waitUntil(replay.isActiveWindow)
    # the replay's own "How did I play?" opens in front of the replay
    click_through_the_window_system(replay.coach_button)
    inner = _opened(w, CoachWindow)
    qtbot.waitUntil(inner.isActiveWindow)
    QTest.keyClick(inner.windowHandle(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not inner.isVisible())
    QTest.keyClick(replay.windowHandle(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not replay.isVisible())
    assert summary.isVisible() and not finished and w.seat.waiting_for_deal

    # only Next round deals the next round
    with qtbot.waitSignal(summary.finished):
        click_through_the_window_system(summary.next_button)
    qtbot.waitUntil(lambda: not w.seat.waiting_for_deal)


def _close(window: QWidget) -> QAbstractButton:
    """The window's Close button (the one of its button box)."""
    from PySide6.QtWidgets import QDialogButtonBox

    box = window.findChild(QDialogButtonBox)
    button = box.button(QDialogButtonBox.StandardButton.Close)
    assert button is not None
    return button


def test_a_replay_opened_from_the_score_sheet_works_in_front_of_it(qtbot, tmp_path):
    """The score sheet is modal too: its Replay… opens a replay that answers keys."""
    from phase10_desktop.app.dialogs.score_sheet import ScoreSheetDialog
    from phase10_desktop.engine import RoundEnded

    w = make_window(qtbot, tmp_path)
    w.set_autoplay(True)
    ended: list[RoundEnded] = []
    w.conductor.round_shown.connect(ended.append)
    w.new_game(config("easy", seed=24))
    qtbot.waitUntil(lambda: bool(ended), timeout=60000)
    w.set_autoplay(False)
    QTest.keyClick(w.windowHandle(), Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), ScoreSheetDialog))
    sheet = QApplication.activeModalWidget()
    qtbot.waitExposed(sheet)
    click_through_the_window_system(sheet.replay_button)
    replay = _opened(w, ReplayWindow)
    qtbot.waitExposed(replay)
    assert replay.parent() is sheet
    QTest.keyClick(replay.windowHandle(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not replay.isVisible(), timeout=2000)
    assert sheet.isVisible()
