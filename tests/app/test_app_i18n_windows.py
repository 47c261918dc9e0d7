"""The main window and its dialogs in every shipped language, offscreen.

For Spanish, Croatian and Arabic the window is built after ``install_translators``
(as ``phase10`` does at start-up) in the middle of a round, with phases on the
table; its title, buttons, menus, side panel, table texts and dialogs must all be
in that language, and Arabic must lay the window out right to left. A
pseudo-translator then shows that every visible text of the window goes through
Qt's translation system at all, and a recording translator that every string the
window asks for at run time is one lupdate collected (a string passed through a
helper function, or in the wrong context, would never be translated).

Every test puts the application back to untranslated English, left to right,
so the rest of the suite is unaffected.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QDockWidget,
    QGroupBox,
    QLabel,
    QMenu,
    QWidget,
)
from table_helpers import make_window, seats

from phase10_desktop.app.dialogs.new_game_dialog import NewGameDialog
from phase10_desktop.app.dialogs.round_summary import RoundSummaryDialog
from phase10_desktop.app.dialogs.rules_window import RulesWindow
from phase10_desktop.app.dialogs.settings_dialog import SettingsDialog
from phase10_desktop.app.main_window import MainWindow
from phase10_desktop.app.parts.i18n import LANGUAGES, install_translators, remove_translators
from phase10_desktop.app.parts.settings import AppSettings
from phase10_desktop.engine import Discard, Game, RoundEnded
from phase10_desktop.host.game_setup import GameConfig
from phase10_desktop.simulate import simple_policy

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import update_translations as ut  # noqa: E402  (tools/ is not a package)

TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]
NAMES = ("Sam", "Ada", "Bruno", "Chiara")
#: numbers, marks and separators carry no language
DATA = re.compile(r"^[\d\s+\-–.,:;·✓★⊘✗×●…/()?=]*$")


@pytest.fixture
def language(qapp) -> Iterator[Callable[[str], str]]:
    """``language("ar")`` installs a language for this test only."""
    yield lambda lang: install_translators(qapp, lang)
    remove_translators(qapp)


def _translations(lang: str) -> dict[str, str]:
    """English source -> translation for the non-plural messages of one language."""
    return {m.source: m.forms[0] for m in ut.read_ts(ut.ts_path(lang)) if not m.numerus}


def _english_left(lang: str) -> set[str]:
    """Source texts whose translation differs: seeing one of them means English leaked."""
    return {s.replace("&", "") for s, t in _translations(lang).items() if s != t}


def _mid_round_window(qtbot, tmp_path: Path) -> MainWindow:
    """A real window with two phases on the table and the human about to draw."""
    game = Game.new(4, seed=42, names=list(NAMES))
    while not (sum(map(bool, game.laid)) >= 2 and game.turn == 0 and game.stage == "draw"):
        game.apply(simple_policy(game, game.legal_actions()))
    window = make_window(qtbot, tmp_path)
    config = GameConfig(seats("normal", "hard", "easy", names=NAMES), seed=42)
    window.start_game(game, config)
    qtbot.waitUntil(lambda: window.model.human_to_move and not window.scene.animating)
    return window


def _menu_texts(window: MainWindow) -> Iterator[tuple[str, str]]:
    for top in window.menuBar().actions():
        yield "menu", top.text()
        menu = top.menu()
        if isinstance(menu, QMenu):
            for action in menu.actions():
                if not action.isSeparator():
                    yield f"menu {top.text()}", action.text()


def _widget_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    yield "title", root.windowTitle()
    for w in root.findChildren(QWidget):
        if not w.isVisibleTo(root):
            continue
        where = type(w).__name__
        yield f"{where} tooltip", w.toolTip()
        yield f"{where} accessible name", w.accessibleName()
        if isinstance(w, QAbstractButton) or (isinstance(w, QLabel) and w.pixmap().isNull()):
            yield where, w.text()
        elif isinstance(w, QGroupBox):
            yield where, w.title()
        elif isinstance(w, QDockWidget):
            yield where, w.windowTitle()


def _table_texts(window: MainWindow) -> Iterator[tuple[str, str]]:
    """What the scene paints and the side panel shows."""
    scene = window.scene
    for frame in scene.frames.values():
        yield "zone label", frame.label
        yield "zone sublabel", frame.sublabel
    for badge in scene.badges.values():
        yield "seat level", badge.level
        yield "seat phase", badge.phase_text
    yield "phase line", scene.info.text()
    for badge in scene.badges.values():
        yield "seat last turn", badge.last_turn
    yield "status", window.controls.status_label.text()
    model = window.progress_model
    for col in range(model.columnCount()):
        yield "panel header", str(model.headerData(col, Qt.Orientation.Horizontal))
        for row in range(model.rowCount()):
            yield "panel cell", str(model.data(model.index(row, col)) or "")
    for line in window.move_log_model.lines():
        yield "move log", line


def _leaked(texts, english: set[str]) -> list[tuple[str, str]]:
    return [(where, t) for where, t in texts if t.replace("&", "") in english]


@pytest.mark.parametrize("lang", TRANSLATED)
def test_main_window_speaks_the_language(language, qtbot, tmp_path: Path, lang: str) -> None:
    assert language(lang) == lang
    tr = _translations(lang)
    window = _mid_round_window(qtbot, tmp_path)
    window.show_hint()

    assert window.windowTitle() == tr["Phase 10 Desktop"] != "Phase 10 Desktop"
    buttons = {
        window.controls.sort_number: "Sort by number",
        window.controls.sort_colour: "Sort by colour",
        window.controls.lay_button: "Lay down",
        window.controls.hint_button: "Hint",
        window.controls.clear_slots: "Clear slots",
    }
    for button, english in buttons.items():
        assert button.text() == tr[english] != english
    assert window.menuBar().actions()[0].text() == tr["&Game"]

    english = _english_left(lang)
    texts = [*_widget_texts(window), *_menu_texts(window), *_table_texts(window)]
    assert len([t for _, t in texts if t]) > 40
    assert _leaked(texts, english) == []
    assert not window.grab().isNull()


def test_arabic_lays_the_window_out_right_to_left(language, qtbot, tmp_path: Path) -> None:
    language("ar")
    window = _mid_round_window(qtbot, tmp_path)
    assert QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert window.isRightToLeft() and window.menuBar().isRightToLeft()
    # the side panel at the end of the reading direction, the menus at its start
    assert window.dockWidgetArea(window.dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert window.dock.geometry().center().x() < window.centralWidget().geometry().center().x()
    first_menu = window.menuBar().actionGeometry(window.menuBar().actions()[0])
    assert first_menu.center().x() > window.width() // 2
    # table texts hang from the right edge of the lay-down area
    area = window.scene.layout.phase_area
    info = window.scene.info
    assert info.pos().x() + info.boundingRect().width() == pytest.approx(area.right())


@pytest.mark.parametrize("lang", ["es", "hr"])
def test_latin_languages_stay_left_to_right(language, qtbot, tmp_path: Path, lang: str) -> None:
    language(lang)
    window = _mid_round_window(qtbot, tmp_path)
    assert not window.isRightToLeft()
    assert window.dockWidgetArea(window.dock) == Qt.DockWidgetArea.RightDockWidgetArea


def _round_summary(tmp_path: Path) -> RoundSummaryDialog:
    game = Game.new(4, seed=3, names=list(NAMES))
    while True:
        for event in game.apply(simple_policy(game, game.legal_actions())):
            if isinstance(event, RoundEnded):
                return RoundSummaryDialog(event, game.names, game.rules)


def _settings(tmp_path: Path) -> AppSettings:
    return AppSettings(QSettings(str(tmp_path / "d.ini"), QSettings.Format.IniFormat))


DIALOGS: dict[str, Callable[[Path], QDialog]] = {
    "new game": lambda tmp: NewGameDialog(_settings(tmp)),
    "settings": lambda tmp: SettingsDialog(_settings(tmp)),
    "rules": lambda tmp: RulesWindow(),
    "round summary": _round_summary,
}


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("name", list(DIALOGS))
def test_dialogs_speak_the_language(language, qtbot, tmp_path: Path, lang: str, name: str) -> None:
    language(lang)
    dialog = DIALOGS[name](tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    english = _english_left(lang)
    texts = list(_widget_texts(dialog))
    assert dialog.windowTitle() and dialog.windowTitle() not in english
    assert _leaked(texts, english) == []
    if isinstance(dialog, RulesWindow):
        lines = dialog.browser.toPlainText().splitlines()
        assert [line for line in lines if line.strip() in english] == []
    assert dialog.isRightToLeft() == (lang == "ar")


def _final_scores(rounds: int) -> str:
    return QCoreApplication.translate(
        "ScoreSheetDialog", "Final scores after %n rounds.", "", rounds
    )


def test_switching_to_arabic_and_back_to_english(language, qapp, qtbot, tmp_path: Path) -> None:
    language("ar")
    window = make_window(qtbot, tmp_path)
    arabic_title = window.windowTitle()
    assert arabic_title != "Phase 10 Desktop"
    assert window.isRightToLeft()

    assert install_translators(qapp, "en") == "en"
    qtbot.waitUntil(lambda: window.windowTitle() == "Phase 10 Desktop")
    assert not window.isRightToLeft()
    assert QCoreApplication.translate("MainWindow", "Lay down") == "Lay down"
    # English keeps its own catalogue for plural forms
    assert _final_scores(1) == "Final scores after 1 round."

    install_translators(qapp, "ar")
    qtbot.waitUntil(lambda: window.windowTitle() == arabic_title)
    remove_translators(qapp)
    qtbot.waitUntil(lambda: window.windowTitle() == "Phase 10 Desktop")
    assert QApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
    assert _final_scores(1) == "Final scores after 1 rounds."  # no catalogue left at all


# ------------------------------------------------------------ through the translator
class PseudoTranslator(QTranslator):
    """Wraps every translated text in ⟦…⟧; records what was asked for."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: set[tuple[str, str]] = set()

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        self.asked.add((context, source))
        return f"⟦{source}⟧"

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def pseudo(qapp) -> Iterator[PseudoTranslator]:
    translator = PseudoTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        yield translator
    finally:
        QCoreApplication.removeTranslator(translator)


def _not_through_tr(window: MainWindow) -> list[tuple[str, str]]:
    """Visible texts the pseudo-translator did not wrap (names and numbers are data)."""
    texts = [*_widget_texts(window), *_menu_texts(window), *_table_texts(window)]
    data = {"", *NAMES}
    return [
        (where, t) for where, t in texts if "⟦" not in t and t not in data and not DATA.match(t)
    ]


def test_every_visible_text_of_the_window_is_translatable(pseudo, qtbot, tmp_path: Path) -> None:
    window = _mid_round_window(qtbot, tmp_path)
    window.show_hint()
    assert _not_through_tr(window) == []


def test_the_pseudo_check_notices_plain_english(pseudo, qtbot, tmp_path: Path) -> None:
    window = _mid_round_window(qtbot, tmp_path)
    window.controls.status_label.setText("Plain English")
    window.scene.info.setText("More English")
    missed = _not_through_tr(window)
    assert ("status", "Plain English") in missed and ("phase line", "More English") in missed
    assert {t for _, t in missed} == {"Plain English", "More English"}


def test_every_string_asked_for_at_run_time_was_collected(pseudo, qtbot, tmp_path: Path) -> None:
    """Play a little (hint, a refused move, keyboard focus, a draw) and compare what the
    window asked the translator for with what lupdate put in the catalogues."""
    window = _mid_round_window(qtbot, tmp_path)
    c = window.model
    k = window.input
    game = window.game
    window.show_hint()
    k.play(Discard(c.hand()[0]))  # refused: draw first (a Rules template)
    for key in ("right", "down", "down", "up", "select"):
        k.key_action(key)
    k.key_action("draw")
    window.progress_model.refresh()
    for item in list(window.scene.items_by_token)[:20]:
        item.accessible_name()
    assert game.stage == "play"
    known = {(m.context, m.source) for m in ut.read_ts(ut.ts_path("es"))}
    ours = {(ctx, src) for ctx, src in pseudo.asked if not ctx.startswith("Q")}
    assert len(ours) > 40
    assert ours - known == set()


def _mnemonic(text: str) -> str | None:
    """The letter after a single ``&`` ("Play with &others" -> "o"), or None."""
    found = re.search(r"(?<!&)&([^&\s])", text)
    return found.group(1).casefold() if found else None


def _menus(window: MainWindow) -> Iterator[tuple[str, list[str]]]:
    """Each menu (and submenu) of the menu bar with its items' texts, the bar itself first."""
    yield "menu bar", [a.text() for a in window.menuBar().actions()]
    todo = [a.menu() for a in window.menuBar().actions()]
    while todo:
        menu = todo.pop()
        if not isinstance(menu, QMenu):
            continue
        menu.aboutToShow.emit()  # a menu filled when first opened fills now
        items = [a for a in menu.actions() if not a.isSeparator() and a.isVisible()]
        yield menu.title(), [a.text() for a in items]
        todo += [a.menu() for a in items if a.menu() is not None]


@pytest.mark.parametrize("lang", ["en", *TRANSLATED])
def test_no_two_items_of_a_menu_share_an_accelerator(language, qtbot, tmp_path, lang) -> None:
    """Alt+G, O must open what the menu shows with O underlined, in every language
    (with two, Qt picks the first: "Play with &others" under "&Open…" opened Open)."""
    language(lang)
    window = _mid_round_window(qtbot, tmp_path)
    clashes = []
    for where, texts in _menus(window):
        letters = [m for m in map(_mnemonic, texts) if m]
        clashes += [(where, t) for t in texts if letters.count(_mnemonic(t) or "") > 1]
    assert clashes == [], "\n".join(map(str, clashes))
