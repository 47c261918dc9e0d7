"""Every word the dialogs show goes through Qt's translation system, and every
dialog lays out right-to-left.

A pseudo-translator wraps each translated string in ⟦…⟧. Any visible text that
is not wrapped (and is not data such as a player's name or a number) was never
passed through ``tr``/``translate`` and would stay English in Spanish, Croatian
or Arabic.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QGroupBox,
    QLabel,
    QLineEdit,
    QTableView,
    QWidget,
)

from phase10_desktop.app import save_store
from phase10_desktop.app.dialogs.cut_dialog import CutDialog
from phase10_desktop.app.dialogs.game_over import GameOverDialog
from phase10_desktop.app.dialogs.new_game_dialog import NewGameDialog
from phase10_desktop.app.dialogs.replay_window import ReplayWindow
from phase10_desktop.app.dialogs.round_summary import RoundSummaryDialog
from phase10_desktop.app.dialogs.rules_window import RulesWindow
from phase10_desktop.app.dialogs.score_sheet import ScoreSheetDialog
from phase10_desktop.app.dialogs.settings_dialog import SettingsDialog
from phase10_desktop.app.parts.settings import AppSettings
from phase10_desktop.engine import Game, GameEnded, RoundEnded, RuleSet
from phase10_desktop.simulate import simple_policy

NAMES = ("Ana", "Bo", "Cy", "Di", "Ed", "Flo")
#: Language names are shown in their own language on purpose (never translated).
ENDONYMS = {"English", "Español", "Hrvatski", "العربية"}
#: Text made only of numbers, signs and the sheet's marks is data, not words.
DATA = re.compile(r"^[\d\s+\-–.,:·✓★⊘✗×]*$")
#: A deal's commitment and its fingerprint (lower-case hex) are data too.
HEX = re.compile(r"^([0-9a-f]{4} ){3}[0-9a-f]{4}$|^[0-9a-f]{64}$")


class PseudoTranslator(QTranslator):
    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return f"⟦{source}⟧"

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def pseudo(qapp) -> Iterator[None]:
    translator = PseudoTranslator()
    QCoreApplication.installTranslator(translator)
    qapp.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(translator)
        qapp.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def _texts(dialog: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for every user-visible string of a dialog."""
    yield "window title", dialog.windowTitle()
    for w in dialog.findChildren(QWidget):
        if w.isHidden() and not isinstance(w, QLabel):
            continue
        where = f"{type(w).__name__} {w.objectName()}"
        yield f"{where} accessible name", w.accessibleName()
        yield f"{where} tooltip", w.toolTip()
        if (isinstance(w, QLabel) and w.pixmap().isNull()) or isinstance(w, QAbstractButton):
            yield where, w.text()
        elif isinstance(w, QGroupBox):
            yield where, w.title()
        elif isinstance(w, QLineEdit):
            yield f"{where} placeholder", w.placeholderText()
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                yield f"{where} item {i}", w.itemText(i)
        elif isinstance(w, QTableView) and w.model() is not None:
            model = w.model()
            for row in range(model.rowCount()):
                yield "row header", str(model.headerData(row, Qt.Orientation.Vertical))
                for col in range(model.columnCount()):
                    index = model.index(row, col)
                    yield "cell", str(model.data(index) or "")
                    yield "cell tooltip", str(model.data(index, Qt.ItemDataRole.ToolTipRole) or "")


def _untranslated(dialog: QWidget) -> list[tuple[str, str]]:
    missed = []
    for where, text in _texts(dialog):
        text = text.replace("&", "")
        if not text or "⟦" in text or text in ENDONYMS or text in NAMES or DATA.match(text):
            continue
        if HEX.match(text):
            continue
        missed.append((where, text))
    return missed


def _finished_game(players: int = 4, seed: int = 1, **rules: object) -> tuple[Game, list]:
    game = Game.new(players, seed=seed, names=NAMES[:players], rules=RuleSet(**rules))
    events = []
    while not game.game_over:
        events += game.apply(simple_policy(game, game.legal_actions()))
    return game, events


def _settings(tmp_path: Path) -> AppSettings:
    return AppSettings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))


def _new_game(tmp_path: Path) -> QDialog:
    d = NewGameDialog(_settings(tmp_path))
    d.seed_edit.setText("not a number")  # show the inline message too
    d.bot_count_spin.setValue(5)
    return d


def _settings_dialog(tmp_path: Path) -> QDialog:
    s = _settings(tmp_path)
    s.animation_speed = 1.5  # the "custom speed" entry
    return SettingsDialog(s)


def _score_sheet(tmp_path: Path) -> QDialog:
    game, _ = _finished_game(6, 35, phases="first:5")  # includes a tie-break
    return ScoreSheetDialog(game)


def _round_summary(tmp_path: Path) -> QDialog:
    game, events = _finished_game()
    ended = next(e for e in events if isinstance(e, RoundEnded))
    return RoundSummaryDialog(ended, game.names, game.rules, next_tiebreak=(0, 1))


def _game_over(tmp_path: Path) -> QDialog:
    game, events = _finished_game(6, 35, phases="first:5")
    ended = next(e for e in events if isinstance(e, GameEnded))
    return GameOverDialog(game, ended, human_seat=None)


DIALOGS: dict[str, Callable[[Path], QDialog]] = {
    "new game": _new_game,
    "settings": _settings_dialog,
    "score sheet": _score_sheet,
    "round summary": _round_summary,
    "game over": _game_over,
    "rules": lambda tmp_path: RulesWindow(),
    "cut the deck": lambda tmp_path: CutDialog(3, "ab" * 32),
    "replay": lambda tmp_path: _replay(),
}


def _replay() -> QDialog:
    game, _ = _finished_game(3, 2)
    window = ReplayWindow(game.record, 2)
    window.last()  # the round's end: went out, points, the revealed seed
    return window


@pytest.mark.parametrize("name", list(DIALOGS))
def test_every_visible_string_is_translatable(pseudo, qtbot, tmp_path: Path, name: str) -> None:
    dialog = DIALOGS[name](tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.isRightToLeft()
    assert _untranslated(dialog) == []
    assert not dialog.grab().isNull()


def test_the_rules_text_is_translatable(pseudo, qtbot) -> None:
    window = RulesWindow()
    qtbot.addWidget(window)
    lines = [line.strip() for line in window.browser.toPlainText().splitlines()]
    missed = [line for line in lines if line and "⟦" not in line and not DATA.match(line)]
    assert missed == []


def test_the_pseudo_translator_catches_a_plain_string(pseudo, qtbot) -> None:
    """The check itself must be able to fail."""
    dialog = QDialog()
    qtbot.addWidget(dialog)
    QLabel("Plain English", dialog)
    dialog.setWindowTitle(QCoreApplication.translate("Test", "Translated"))
    assert _untranslated(dialog) == [("QLabel ", "Plain English")]
    assert QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft


# ----------------------------------------------------------------- lupdate sees them
APP = Path(__file__).resolve().parents[2] / "phase10_desktop" / "app"
MODULES = (
    "parts/bot_names",
    "dialogs/cut_dialog",
    "parts/dialog_parts",
    "dialogs/game_over",
    "../host/game_setup",
    "dialogs/new_game_dialog",
    "dialogs/replay_window",
    "dialogs/round_summary",
    "../presentation/rules_text",
    "dialogs/rules_window",
    "save_store",
    "dialogs/score_sheet",
    "parts/settings",
    "dialogs/settings_dialog",
    "table/narrator",  # the Replay window's captions
    "table/plates",  # the Replay window's table: the seats' plates and the piles' counts
    "table/table_view",
    "../presentation/wording",
)


class RecordingTranslator(PseudoTranslator):
    def __init__(self) -> None:
        super().__init__()
        self.asked: set[tuple[str, str]] = set()

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        self.asked.add((context, source))
        return super().translate(context, source, disambiguation, n)


def _lupdate() -> str | None:
    beside_python = Path(sys.executable).with_name("pyside6-lupdate")
    if beside_python.exists():
        return str(beside_python)
    return shutil.which("pyside6-lupdate")


@pytest.mark.skipif(_lupdate() is None, reason="pyside6-lupdate is not installed")
def test_lupdate_collects_every_string_the_dialogs_ask_for(qapp, qtbot, tmp_path: Path) -> None:
    """A string asked for under a context lupdate does not know would never be translated
    (a helper wrapping ``translate``, a ``tr`` in the wrong class...)."""
    ts = tmp_path / "check.ts"
    sources = [str(APP / f"{name}.py") for name in MODULES]
    subprocess.run([_lupdate(), *sources, "-ts", str(ts)], check=True, capture_output=True)
    known = {
        (context.findtext("name"), message.findtext("source"))
        for context in ElementTree.parse(ts).getroot().iter("context")
        for message in context.iter("message")
    }
    recorder = RecordingTranslator()
    QCoreApplication.installTranslator(recorder)
    try:
        for make in DIALOGS.values():
            dialog = make(tmp_path)
            qtbot.addWidget(dialog)
            dialog.show()
        with pytest.raises(save_store.SaveFileError):
            save_store.SaveStore(tmp_path).load(tmp_path / "missing.json")
    finally:
        QCoreApplication.removeTranslator(recorder)
    ours = {(c, s) for c, s in recorder.asked if not c.startswith("Q")}
    assert len(ours) > 150
    assert ours - known == set()
