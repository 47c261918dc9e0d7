"""The app asks the application which screen a window is on, never the widget: a
screen a widget's ``screen()`` returns stays held by that widget's wrapper, and
the cycle collector freeing such a wrapper deleted the application's only screen
(QScreen::~QScreen called from the wrapper's deallocation inside gc.collect); the
next window Qt made crashed in QScreen::virtualSiblings. See docs/segfaults.md."""

from __future__ import annotations

import gc

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog

from phase10_desktop.app.parts.dialog_fit import screen_area, screen_of


def _holders_of_the_screen() -> list[str]:
    screen = QGuiApplication.primaryScreen()
    return [type(r).__name__ for r in gc.get_referrers(screen) if isinstance(r, QDialog)]


def test_a_widget_asked_for_its_screen_does_not_hold_it(qtbot) -> None:
    dialog = QDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert screen_of(dialog) is QGuiApplication.primaryScreen()
    assert screen_area(dialog) == QGuiApplication.primaryScreen().availableGeometry()
    assert _holders_of_the_screen() == []
    dialog.screen()  # what the app no longer does: the dialog now holds the screen
    assert _holders_of_the_screen() == ["QDialog"]
