"""Arabic (issue 31 B9): a deck fingerprint, a code and an address read left to right in
every language, so two players compare them across languages; and a language chosen in
Settings is spoken at once, the side panel moving to the end of the reading direction."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument, QTextLayout, QTextOption
from table_helpers import config, in_dialog, make_window, pick, zone_rect

from phase10_desktop.app.parts.i18n import install_translators, remove_translators
from phase10_desktop.engine.fair_deal import fingerprint


def shown_order(text: str, groups: list[str], widget) -> list[str]:
    """The groups of ``text`` from left to right as Qt lays it out in ``widget`` (its
    font and reading direction), by the bidirectional algorithm the widget uses."""
    layout = QTextLayout(text, widget.font())
    option = QTextOption()
    option.setTextDirection(widget.layoutDirection())
    layout.setTextOption(option)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(100_000)
    layout.endLayout()
    # the cursor inside each group (after its second character) sits in that group's run
    xs = [(line.cursorToX(text.index(g) + 2)[0], g) for g in groups]
    return [g for _, g in sorted(xs)]


def plain(rich: str) -> str:
    document = QTextDocument()
    document.setHtml(rich)
    return document.toPlainText()


@pytest.fixture
def arabic(qapp):
    install_translators(qapp, "ar")
    yield
    remove_translators(qapp)


def test_a_fingerprint_reads_left_to_right_in_arabic(qtbot, tmp_path, arabic):
    """Seed 25 deals a round whose fingerprint starts with two groups of digits, which an
    Arabic sentence showed in another order ("7e6b 71c4 0120 1314")."""
    w = make_window(qtbot, tmp_path)
    w.new_game(config("easy", seed=25))
    qtbot.waitUntil(lambda: w.model.commitment is not None)
    groups = fingerprint(w.model.commitment).split()
    assert groups[0].isdigit() and groups[1].isdigit()
    qtbot.mouseClick(w.controls.panel_button, Qt.MouseButton.LeftButton)
    label = w.deal_label
    qtbot.waitUntil(lambda: label.isVisible() and label.isRightToLeft())
    text = plain(label.text())
    assert any("\u0600" <= ch <= "\u06ff" for ch in text), "the sentence is in Arabic"
    assert shown_order(text, groups, label) == groups, text
    sealed = next(line for line in w.move_log_model.lines() if groups[0] in line)
    assert shown_order(sealed, groups, w.move_log) == groups, sealed


def test_a_code_alone_reads_left_to_right_in_arabic(qtbot, arabic):
    from phase10_desktop.app.dialogs.cut_dialog import CutDialog
    from phase10_desktop.app.together.play_together import LobbyDialog

    lobby = LobbyDialog("K7MQ-4XPD", "192.168.1.20:7010", host=True)
    qtbot.addWidget(lobby)
    lobby.show()
    assert lobby.isRightToLeft()
    assert shown_order(lobby.code_label.text(), ["K7MQ", "4XPD"], lobby.code_label) == [
        "K7MQ",
        "4XPD",
    ]
    assert lobby.code_label.text() == "K7MQ-4XPD"  # copied as shown, with no marks
    address = lobby.address_label.text()
    assert shown_order(address, ["192.", "168.", "7010"], lobby.address_label) == [
        "192.",
        "168.",
        "7010",
    ]
    commitment = "13140120" + "7e6b71c4" + "0" * 48
    cut = CutDialog(1, commitment)
    qtbot.addWidget(cut)
    groups = fingerprint(commitment).split()
    assert shown_order(cut.fingerprint_label.text(), groups, cut.fingerprint_label) == groups


def choose_language(qtbot, w, code: str) -> None:
    """Options → Settings, the language chosen with the keyboard, Save clicked."""

    def act(dialog) -> None:
        pick(qtbot, dialog.language_combo, code)
        assert dialog.language_note.isVisible()  # it says when the language is used
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)

    in_dialog(qtbot, w.menus.show_settings, act)


def test_a_language_chosen_in_settings_is_spoken_at_once(qtbot, tmp_path, qapp):
    """Arabic chosen in Settings: the menus, buttons and moves speak it, the table and
    the side panel turn right to left, the panel docked on the left, at once (the panel
    stayed on the right until a restart); English again turns it all back."""
    install_translators(qapp, "en")
    try:
        w = make_window(qtbot, tmp_path)
        w.resize(1280, 860)
        w.new_game(config("easy", seed=25))
        qtbot.waitUntil(lambda: w.model.human_to_move and not w.scene.animating, timeout=10000)
        qtbot.mouseClick(w.controls.panel_button, Qt.MouseButton.LeftButton)
        assert w.dockWidgetArea(w.dock) == Qt.DockWidgetArea.RightDockWidgetArea
        assert zone_rect(w, ("draw",)).center().x() < zone_rect(w, ("discard",)).center().x()
        choose_language(qtbot, w, "ar")
        assert w.settings.language == "ar"
        assert w.isRightToLeft() and w.controls.isRightToLeft()
        assert w.menuBar().actions()[0].text() == "&اللعبة"
        assert w.controls.sort_number.text() != "Sort by number"
        assert w.dockWidgetArea(w.dock) == Qt.DockWidgetArea.LeftDockWidgetArea
        qtbot.waitUntil(
            lambda: w.dock.geometry().center().x() < w.centralWidget().geometry().center().x()
        )
        # the table reads from the right: the draw pile comes first
        assert zone_rect(w, ("draw",)).center().x() > zone_rect(w, ("discard",)).center().x()
        lines = w.move_log_model.lines()
        assert lines and all(any("\u0600" <= ch <= "\u06ff" for ch in x) for x in lines)
        choose_language(qtbot, w, "en")
        assert not w.isRightToLeft() and w.menuBar().actions()[0].text() == "&Game"
        assert w.dockWidgetArea(w.dock) == Qt.DockWidgetArea.RightDockWidgetArea
        assert w.controls.sort_number.text() == "Sort by number"
        assert "deals" in " ".join(w.move_log_model.lines())
    finally:
        remove_translators(qapp)
