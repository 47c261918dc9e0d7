"""RulesWindow: the rules with the numbers of docs/rules.md and of the engine's
refusals, the phase and points tables taken from the engine's data, navigation by
section and by rule, and refusals whose rule numbers link to the rule."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt
from PySide6.QtWidgets import QLabel

from phase10_desktop.app.dialogs.rules_window import (
    RULE_NUMBERS,
    SECTIONS,
    RulesWindow,
    cited_rules,
    rule_from_link,
    rule_links,
)
from phase10_desktop.engine import STANDARD_PHASES, Draw, Game, Hit, parse_cards
from phase10_desktop.presentation.wording import phase_label

ROOT = Path(__file__).resolve().parents[2]


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
    text = window.browser.toPlainText()
    for key in SECTIONS:
        assert f'<a name="{key}"></a>' in html
        assert f'href="#{key}"' in html
        assert titles[key] in text


def test_the_numbers_are_those_of_docs_rules_md(window: RulesWindow) -> None:
    documented = re.findall(
        r"^- \*\*(R\d\.\d+)\*\* ", (ROOT / "docs" / "rules.md").read_text("utf-8"), re.M
    )
    assert list(RULE_NUMBERS) == documented
    for number in RULE_NUMBERS:
        block = window.rule_block(number)
        assert len(block.text()) > len(number) + 20, f"{number} has no text"


def test_every_rule_a_refusal_cites_is_in_the_window(window: RulesWindow) -> None:
    engine = ROOT / "phase10_desktop" / "engine"
    cited = {m for p in engine.rglob("*.py") for m in re.findall(r"\(R\d\.\d+\)", p.read_text())}
    assert cited
    for number in sorted(n.strip("()") for n in cited):
        assert number in RULE_NUMBERS
        window.rule_block(number)


def test_the_ten_phases_and_the_points_come_from_the_engine(window: RulesWindow) -> None:
    text = window.browser.toPlainText()
    for phase in STANDARD_PHASES:
        assert phase_label(phase) in text
    for face in ("R1", "R9", "R10", "R12", "S", "W"):
        (card,) = parse_cards(face)
        assert f"{card.points} points" in text
    assert "costs 15 points" in window.rule_block("R6.5").text()


def test_the_text_covers_the_rules_players_ask_about(window: RulesWindow) -> None:
    for number, phrase in (
        ("R1.2", "108 cards"),
        ("R3.2", "Skip never"),
        ("R3.8", "A round nobody can finish still ends"),
        ("R8.3", "tie-break round"),
        ("R5.4", "keep one card to discard"),
        ("R6.2", "only one skip waiting"),
        ("R9.2", "Any order"),
    ):
        assert phrase in window.rule_block(number).text()


def test_show_section_scrolls_there(window: RulesWindow, qtbot) -> None:
    bar = window.browser.verticalScrollBar()
    assert bar.value() == 0
    window.show_section("R9")
    qtbot.waitUntil(lambda: bar.value() > 0)
    far = bar.value()
    window.show_section("R1")
    qtbot.waitUntil(lambda: bar.value() < far)
    with pytest.raises(ValueError, match="unknown rules section"):
        window.show_section("cheating")


def _highlighted_text(window: RulesWindow) -> list[str]:
    """The text of every paragraph with a background: the highlighted rules."""
    found = []
    block = window.browser.document().begin()
    while block.isValid():
        if block.blockFormat().background().style() != Qt.BrushStyle.NoBrush:
            found.append(block.text())
        block = block.next()
    return found


def _visible(window: RulesWindow, number: str) -> bool:
    rect = window.browser.document().documentLayout().blockBoundingRect(window.rule_block(number))
    top = rect.top() - window.browser.verticalScrollBar().value()
    return 0 <= top < window.browser.viewport().height()


def test_show_rule_scrolls_to_the_rule_and_highlights_it(qtbot) -> None:
    window = RulesWindow()
    qtbot.addWidget(window)
    assert not window.isVisible()
    window.show_rule("R8.3")
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: _visible(window, "R8.3"))
    assert not _visible(window, "R1.1")
    (text,) = _highlighted_text(window)
    assert text.startswith("R8.3\u00a0") and "tie-break" in text
    assert window.highlighted_rule() == "R8.3"
    assert "tie-break" in window.browser.accessibleDescription()

    window.show_rule("R1.1")
    qtbot.waitUntil(lambda: _visible(window, "R1.1"))
    (text,) = _highlighted_text(window)
    assert text.startswith("R1.1\u00a0")
    window.show_rule("R4.10")  # not confused with R4.1, and R1.1 is no longer marked
    (text,) = _highlighted_text(window)
    assert text.startswith("R4.10\u00a0")
    QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))  # text rebuilt
    (text,) = _highlighted_text(window)
    assert text.startswith("R4.10\u00a0")
    for wrong in ("R4.11", "R10.1", "5.1", ""):
        with pytest.raises(ValueError, match="no rule"):
            window.show_rule(wrong)


def test_refusal_numbers_become_links() -> None:
    game = Game.from_deal(["R1 R2 R3", "B4 B5 B6"], discard="Y9", draw="G7")
    game.apply(Draw("pile"))
    reason = game.problem(Hit(game.hands[0][0], 1, 0))
    assert reason is not None and "(R5.1)" in reason
    assert cited_rules(reason) == ["R5.1"]
    html = rule_links(reason)
    assert '(<a href="rule:R5.1">R5.1</a>)' in html
    assert rule_from_link("rule:R5.1") == "R5.1"
    assert rule_from_link("rule:R5.9") is None
    assert rule_from_link("https://example.org") is None
    # the rest of the sentence is text, not markup; unknown numbers stay text
    named = rule_links("<b>%1</b> already has a skip waiting (R6.2); see R12.1 and R5.9")
    assert named.startswith("&lt;b&gt;%1&lt;/b&gt;")
    assert named.count("<a ") == 1


def test_clicking_a_refusal_link_opens_the_window_at_that_rule(qtbot) -> None:
    """How the table's status line uses the API: a rich-text label, linkActivated."""
    window = RulesWindow()
    qtbot.addWidget(window)
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setText(rule_links("(R6.2)"))
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
    label.linkActivated.connect(lambda link: window.show_rule(rule_from_link(link)))
    label.resize(200, 40)
    qtbot.addWidget(label)
    label.show()
    qtbot.waitExposed(label)
    with qtbot.waitSignal(label.linkActivated, timeout=2000) as signal:
        qtbot.mouseClick(label, Qt.MouseButton.LeftButton, pos=QPoint(100, 20))
    assert signal.args == ["rule:R6.2"]
    qtbot.waitExposed(window)
    assert window.highlighted_rule() == "R6.2"
    qtbot.waitUntil(lambda: _visible(window, "R6.2"))


def test_close_button_hides_the_window(window: RulesWindow, qtbot) -> None:
    assert not window.isModal()
    qtbot.mouseClick(window.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.isVisible())
    assert window.browser.accessibleName() == "Rules of Phase 10"
