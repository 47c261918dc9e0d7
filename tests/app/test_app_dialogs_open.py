"""Where windows open and what their fields show (issue 31 B5): a name box shows a
whole name, and "How did I play?" opens over the game, not in a corner of the screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QLineEdit, QPushButton
from table_helpers import config, make_window, play_by_mouse

from phase10_desktop.app.dialogs.coach_window import CoachWindow
from phase10_desktop.app.dialogs.pass_and_play import PassAndPlayDialog
from phase10_desktop.app.parts.dialog_fit import FRAME_ALLOWANCE
from phase10_desktop.app.parts.i18n import install_translators, remove_translators
from phase10_desktop.bots.registry import make_bot

#: twenty characters, the longest name a seat takes
LONG_NAME = "Maria Jose Fernandez"
#: 1600×1000 at 200 %: 800×500 logical pixels
SMALL_SCREEN = QRect(0, 0, 800, 500)


def shows_whole(edit: QLineEdit) -> bool:
    """The box shows its whole text: with the cursor at the end, nothing has scrolled
    out at the start."""
    edit.end(False)
    edit.grab()  # a line edit scrolls its text when it paints
    return edit.cursorRect().center().x() >= edit.fontMetrics().horizontalAdvance(edit.text())


@pytest.fixture(params=["en", "ar"])
def lang(request, qapp):
    install_translators(qapp, request.param)
    yield request.param
    remove_translators(qapp)


def test_pass_and_play_names_are_shown_whole(qtbot, lang):
    dialog = PassAndPlayDialog("Lucía")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog.count, Qt.Key.Key_Up)  # three seats
    assert dialog.names[2].isVisible()
    for edit in dialog.names[:3]:
        edit.setFocus()
        edit.selectAll()
        qtbot.keyClicks(edit, LONG_NAME)
        assert edit.text() == LONG_NAME
        assert shows_whole(edit), f"{edit.width()} px shows only part of {LONG_NAME!r}"
    assert shows_whole(dialog.names[0])


def test_how_did_i_play_opens_over_the_game(qtbot, tmp_path, monkeypatch):
    """From the round's summary, on a small screen: centred over the summary with the
    table in sight on both sides (it opened as large as the screen, in its corner)."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(SMALL_SCREEN))
    w = make_window(qtbot, tmp_path)
    w.resize(760, 430)
    w.move(0, 0)
    w.new_game(config("easy", seed=5))
    bot = make_bot("normal", 1)
    for _ in range(3000):  # your turns, chosen by a bot and made by mouse and keys
        summary = w._dialog
        if summary is not None and summary.isVisible():
            break
        if w.model.human_to_move and not w.scene.animating:
            play_by_mouse(qtbot, w, bot.choose(w.model.view))
        qtbot.wait(5)
    summary = w._dialog
    assert summary is not None and summary.isVisible(), "the round's summary is shown"
    coach_button = next(
        b for b in summary.findChildren(QPushButton) if b.text() == "How did I play?"
    )
    qtbot.mouseClick(coach_button, Qt.MouseButton.LeftButton)
    coach = next(
        x for x in QApplication.topLevelWidgets() if isinstance(x, CoachWindow) and x.isVisible()
    )
    qtbot.waitExposed(coach)
    frame = coach.frameGeometry()
    assert SMALL_SCREEN.contains(frame)
    margin = SMALL_SCREEN.width() // 20
    assert frame.left() >= margin and frame.right() <= SMALL_SCREEN.right() - margin, frame
    owner = summary.frameGeometry().center()
    # (offscreen there is no frame: the room kept for one shifts the window a little)
    assert abs(frame.center().x() - owner.x()) <= FRAME_ALLOWANCE.width(), (frame, owner)
    coach.close()
