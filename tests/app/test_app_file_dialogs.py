"""Every Open, Save and Export dialog starts in the player's Documents folder, not in
the folder the program happened to be started from (issue 22, B9)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QFileDialog
from table_helpers import config, make_window

from phase10_desktop.app.parts.dialog_parts import documents_folder


@pytest.fixture
def documents(tmp_path: Path, monkeypatch) -> Path:
    """A home folder of our own with a Documents folder, and the program started elsewhere."""
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.delenv("XDG_DOCUMENTS_DIR", raising=False)
    elsewhere = tmp_path / "started-here"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    return home / "Documents"


def test_documents_folder_falls_back_to_home(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / ".config"))
    assert documents_folder() == str(tmp_path)
    assert documents_folder("x.json") == str(tmp_path / "x.json")


def _action(window, text: str) -> QAction:
    found = [a for a in window.findChildren(QAction) if a.text().replace("&", "") == text]
    assert len(found) == 1, text
    return found[0]


@pytest.mark.parametrize(
    ("entry", "suggested"),
    [
        ("Open…", ""),
        ("Save as…", "phase10-game.json"),
        ("Export this game's record…", "phase10-record.json"),
        ("Watch a record…", ""),
        ("Play a record's deals…", ""),
    ],
)
def test_file_dialogs_open_in_documents(qtbot, tmp_path, documents, entry, suggested) -> None:
    w = make_window(qtbot, tmp_path)
    w.new_game(config("easy", seed=5))
    seen: list[tuple[str, list[str]]] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(10, look)
            return
        seen.append((dialog.directory().absolutePath(), dialog.selectedFiles()))
        dialog.reject()

    QTimer.singleShot(0, look)
    _action(w, entry).trigger()
    assert seen, "a file dialog opened"
    folder, files = seen[0]
    assert Path(folder) == documents
    if suggested:
        assert [Path(f) for f in files] == [documents / suggested]
