"""RulesWindow: every section present, the phase and points tables taken from the
engine's data, and navigation by section."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from phase10_desktop.app.rules_window import SECTIONS, RulesWindow
from phase10_desktop.app.wording import phase_label
from phase10_desktop.engine import STANDARD_PHASES, parse_cards


@pytest.fixture
def window(qtbot) -> RulesWindow:
    w = RulesWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_every_section_has_a_heading_and_a_link(window: RulesWindow) -> None:
    html = window.html()
    titles = window.section_titles()
    assert set(titles) == set(SECTIONS)
    for key in SECTIONS:
        assert f'<a name="{key}"></a>' in html
        assert f'href="#{key}"' in html
        assert titles[key] in window.browser.toPlainText()


def test_the_ten_phases_and_the_points_come_from_the_engine(window: RulesWindow) -> None:
    text = window.browser.toPlainText()
    for phase in STANDARD_PHASES:
        assert phase_label(phase) in text
    for face in ("R1", "R9", "R10", "R12", "S", "W"):
        (card,) = parse_cards(face)
        assert f"{card.points} points" in text


def test_the_text_covers_the_rules_players_ask_about(window: RulesWindow) -> None:
    text = window.browser.toPlainText()
    for phrase in (
        "108 cards",  # R1
        "Skip never",  # R3.2
        "tie-break round",  # R8.3
        "keep one card to discard",  # R3.6
        "only one skip waiting",  # R6.2
        "Any order",  # R9.2
    ):
        assert phrase in text


def test_show_section_scrolls_there(window: RulesWindow, qtbot) -> None:
    bar = window.browser.verticalScrollBar()
    assert bar.value() == 0
    window.show_section("variants")
    qtbot.waitUntil(lambda: bar.value() > 0)
    far = bar.value()
    window.show_section("deck")
    qtbot.waitUntil(lambda: bar.value() < far)
    with pytest.raises(ValueError, match="unknown rules section"):
        window.show_section("cheating")


def test_close_button_hides_the_window(window: RulesWindow, qtbot) -> None:
    assert not window.isModal()
    qtbot.mouseClick(window.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.isVisible())
    assert window.browser.accessibleName() == "Rules of Phase 10"
