"""SaveStore: round trips, atomic writes, and every kind of bad file turned into a
clear SaveFileError, moved aside, and never offered again."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from phase10_desktop.app import save_store
from phase10_desktop.app.save_store import (
    AUTOSAVE_NAME,
    SaveFileError,
    SaveStore,
    default_folder,
    load_or_report,
    show_load_error,
)
from phase10_desktop.engine import Game, RuleSet
from phase10_desktop.engine.saves import game_to_json
from phase10_desktop.host.game_setup import GameConfig, SeatConfig
from phase10_desktop.simulate import simple_policy

CONFIG = GameConfig(
    (
        SeatConfig("Ana", "normal", True),
        SeatConfig("Bo", "hard", False),
        SeatConfig("Cy", "easy", False),
    ),
    RuleSet(may_go_out_by_hitting=True),
    seed=42,
)


def _game(moves: int = 60) -> Game:
    game = CONFIG.new_game()
    for _ in range(moves):
        game.apply(simple_policy(game, game.legal_actions()))
    return game


@pytest.fixture
def store(tmp_path: Path) -> SaveStore:
    return SaveStore(tmp_path / "saves")


def _files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_save_and_load_round_trip(store: SaveStore, tmp_path: Path) -> None:
    game = _game()
    path = tmp_path / "mine.json"
    store.save_as(path, game, CONFIG)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert (data["format"], data["version"]) == ("phase10-desktop-save", 1)
    assert data["config"] == CONFIG.to_dict()
    loaded, config = store.load(path)
    assert config == CONFIG
    assert game_to_json(loaded) == game_to_json(game)
    # the loaded game plays on exactly like the original
    for _ in range(30):
        if game.game_over:
            break
        action = simple_policy(game, game.legal_actions())
        assert loaded.apply(action) == game.apply(action)
    assert game_to_json(loaded) == game_to_json(game)


def test_autosave_resume_and_clear(store: SaveStore) -> None:
    assert store.load_autosave() is None
    assert not store.has_autosave()
    game = _game(10)
    assert store.autosave(game, CONFIG) == store.folder / AUTOSAVE_NAME
    game.apply(simple_policy(game, game.legal_actions()))
    store.autosave(game, CONFIG)  # overwrites in place
    resumed = store.load_autosave()
    assert resumed is not None
    assert game_to_json(resumed[0]) == game_to_json(game) and resumed[1] == CONFIG
    store.clear_autosave()
    store.clear_autosave()  # already gone: fine
    assert store.load_autosave() is None


def test_atomic_write_leaves_no_temporary_files(store: SaveStore) -> None:
    for moves in (0, 5, 9):
        store.autosave(_game(moves), CONFIG)
    assert _files(store.folder) == [AUTOSAVE_NAME]


def test_a_failed_write_keeps_the_previous_save(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = _game(4)
    store.autosave(first, CONFIG)

    def broken_replace(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(save_store.os, "replace", broken_replace)
    with pytest.raises(OSError, match="No space"):
        store.autosave(_game(8), CONFIG)
    monkeypatch.undo()
    assert _files(store.folder) == [AUTOSAVE_NAME]
    resumed = store.load_autosave()
    assert resumed is not None and game_to_json(resumed[0]) == game_to_json(first)


def test_temporary_files_of_killed_writes_are_removed_at_start_and_after_a_failure(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.autosave(_game(3), CONFIG)
    orphans = [store.folder / f".{AUTOSAVE_NAME}.k{i}ll.tmp" for i in range(3)]
    for orphan in orphans:
        orphan.write_text("{half a save", encoding="utf-8")
    other = store.folder / ".notes.txt.tmp"  # not ours: left alone
    other.write_text("x", encoding="utf-8")
    assert store.remove_temporary_files() == 3
    assert _files(store.folder) == [".notes.txt.tmp", AUTOSAVE_NAME]
    orphans[0].write_text("{", encoding="utf-8")
    monkeypatch.setattr(save_store.os, "replace", lambda s, d: (_ for _ in ()).throw(OSError(5)))
    with pytest.raises(OSError):
        store.autosave(_game(5), CONFIG)
    monkeypatch.undo()
    assert _files(store.folder) == [".notes.txt.tmp", AUTOSAVE_NAME]


def test_the_write_is_flushed_to_disk(store: SaveStore, monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[int] = []
    real_fsync = os.fsync
    monkeypatch.setattr(save_store.os, "fsync", lambda fd: (synced.append(fd), real_fsync(fd)))
    store.autosave(_game(2), CONFIG)
    assert synced  # at least the file itself


def _bad(tmp_path: Path, text: str, name: str = "bad.json") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_truncated_file(store: SaveStore, tmp_path: Path) -> None:
    path = tmp_path / "cut.json"
    store.save_as(path, _game(), CONFIG)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    with pytest.raises(SaveFileError) as caught:
        store.load(path)
    error = caught.value
    assert "cut short" in str(error) and "cut.json" in str(error)
    assert error.corrupt and not error.newer and error.path == path
    assert "JSON" in error.detail


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("[1, 2, 3]", "not a Phase 10 Desktop saved game"),
        ('{"format": "something-else", "version": 1}', "not a Phase 10 Desktop saved game"),
        ('{"format": "phase10-desktop-save", "version": "one"}', "damaged"),
        ('{"format": "phase10-desktop-save", "version": 1}', "damaged"),
        ('{"format": "phase10-desktop-save", "version": 1, "config": {}, "game": 3}', "damaged"),
    ],
)
def test_wrong_or_incomplete_files(store: SaveStore, tmp_path: Path, text: str, expected: str):
    with pytest.raises(SaveFileError, match=expected) as caught:
        store.load(_bad(tmp_path, text))
    assert caught.value.corrupt


def test_a_newer_app_save_version(store: SaveStore, tmp_path: Path) -> None:
    path = tmp_path / "future.json"
    store.save_as(path, _game(), CONFIG)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["version"] = 2
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveFileError, match="newer version") as caught:
        store.load(path)
    assert caught.value.newer and not caught.value.corrupt


def test_a_newer_engine_save_version(store: SaveStore, tmp_path: Path) -> None:
    path = tmp_path / "future.json"
    store.save_as(path, _game(), CONFIG)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["game"]["version"] = 99
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveFileError, match="Update the game") as caught:
        store.load(path)
    assert caught.value.newer


def test_a_card_in_two_places(store: SaveStore, tmp_path: Path) -> None:
    path = tmp_path / "twice.json"
    store.save_as(path, _game(), CONFIG)
    data = json.loads(path.read_text(encoding="utf-8"))
    hands = data["game"]["hands"]
    hands[1].append(hands[0][0])  # the same physical card now also in seat 1's hand
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveFileError, match="damaged") as caught:
        store.load(path)
    assert caught.value.corrupt
    assert "in two places" in caught.value.detail


def test_a_setup_that_does_not_match_the_game(store: SaveStore, tmp_path: Path) -> None:
    path = tmp_path / "mixed.json"
    store.save_as(path, _game(), CONFIG)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["config"]["seats"][1]["name"] = "Someone else"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveFileError, match="do not match"):
        store.load(path)
    data["config"]["seats"][1]["level"] = 7
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveFileError, match="set-up"):
        store.load(path)


def test_an_unreadable_file(store: SaveStore, tmp_path: Path) -> None:
    folder = tmp_path / "a-folder.json"
    folder.mkdir()
    with pytest.raises(SaveFileError, match="could not be read") as caught:
        store.load(folder)
    assert not caught.value.corrupt
    with pytest.raises(SaveFileError, match="could not be read"):
        store.load(tmp_path / "missing.json")


def _autosave_text(store: SaveStore, text: str | bytes) -> None:
    store.folder.mkdir(parents=True, exist_ok=True)
    if isinstance(text, str):
        text = text.encode("utf-8")
    store.autosave_path.write_bytes(text)


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("[" * 1000 + "]" * 1000, "not a Phase 10 Desktop saved game"),
        ("0", "not a Phase 10 Desktop saved game"),
        (b"\xff\xfe\x00\x01", "not a Phase 10 Desktop saved game"),
        (
            '{"format": "phase10-desktop-save", "version": 1, "config": {}, "game": 0}',
            "damaged",
        ),
        (
            '{"format": "phase10-desktop-save", "version": 1, "config": {}, "game": '
            + "[" * 40
            + "]" * 40
            + "}",
            "not a Phase 10 Desktop saved game",
        ),
    ],
)
def test_any_bad_autosave_is_explained_and_moved_aside(
    store: SaveStore, content: str | bytes, expected: str
) -> None:
    _autosave_text(store, content)
    shown: list[SaveFileError] = []
    assert load_or_report(store, show=lambda p, e, m: shown.append(e)) is None
    assert len(shown) == 1 and expected in str(shown[0])
    assert not store.has_autosave()


def test_an_oversized_save_is_refused_without_reading_it(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    from phase10_desktop.engine.saves import MAX_SAVE_BYTES

    store.folder.mkdir(parents=True)
    with store.autosave_path.open("wb") as handle:  # sparse: no 8 MB written
        handle.truncate(MAX_SAVE_BYTES + 1)
    read: list[int] = []
    monkeypatch.setattr(save_store, "parse_document", lambda *a: read.append(1))
    with pytest.raises(SaveFileError, match="far larger than any saved game") as caught:
        store.load_autosave()
    assert caught.value.corrupt and not read


def test_a_loader_bug_still_never_stops_the_start(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.autosave(_game(3), CONFIG)

    def broken(*args: object) -> None:
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(save_store, "parse_document", broken)
    shown: list[SaveFileError] = []
    assert load_or_report(store, show=lambda p, e, m: shown.append(e)) is None
    assert "damaged" in str(shown[0]) and "ZeroDivisionError" in shown[0].detail
    assert not store.has_autosave()


def test_move_aside_renames_with_a_timestamp(store: SaveStore, tmp_path: Path) -> None:
    first = store.move_aside(_bad(tmp_path, "{", "autosave.json"))
    second = store.move_aside(_bad(tmp_path, "{", "autosave.json"))
    for moved in (first, second):
        assert moved.exists() and moved.read_text(encoding="utf-8") == "{"
        assert moved.name.startswith("autosave.corrupt-") and moved.suffix == ".json"
    assert first != second  # two in the same second do not overwrite each other
    assert not (tmp_path / "autosave.json").exists()
    gone = tmp_path / "gone.json"
    assert store.move_aside(gone) == gone


def test_a_bad_autosave_is_reported_once_then_gone(store: SaveStore) -> None:
    store.folder.mkdir(parents=True)
    store.autosave_path.write_text('{"format": "phase10-desktop-save", "ver', encoding="utf-8")
    shown: list[tuple[SaveFileError, Path | None]] = []

    def show(parent, error, moved):
        shown.append((error, moved))

    assert load_or_report(store, show=show) is None
    assert len(shown) == 1
    error, moved = shown[0]
    assert error.path == store.autosave_path
    assert moved is not None and moved.exists() and ".corrupt-" in moved.name
    assert not store.has_autosave()
    assert load_or_report(store, show=show) is None  # the next start: no loop, no dialog
    assert len(shown) == 1


def test_a_newer_file_chosen_by_the_player_is_left_alone(store: SaveStore, tmp_path: Path):
    path = tmp_path / "future.json"
    store.save_as(path, _game(), CONFIG)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["version"] = 5
    path.write_text(json.dumps(data), encoding="utf-8")
    shown: list[Path | None] = []
    assert load_or_report(store, path, show=lambda p, e, m: shown.append(m)) is None
    assert shown == [None] and path.exists()


def test_load_or_report_returns_a_good_game(store: SaveStore) -> None:
    game = _game(7)
    store.autosave(game, CONFIG)
    result = load_or_report(store, show=lambda *a: pytest.fail("no error expected"))
    assert result is not None and game_to_json(result[0]) == game_to_json(game)


def test_show_load_error_shows_a_message_box(qtbot, tmp_path: Path) -> None:
    error = SaveFileError(
        "“x.json” is damaged and cannot be opened.",
        path=tmp_path / "x.json",
        detail="hands: R7a twice",
    )
    seen: dict[str, str] = {}

    def close_box() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, close_box)
            return
        seen["title"] = box.windowTitle()
        seen["text"] = box.text()
        seen["info"] = box.informativeText()
        seen["detail"] = box.detailedText()
        box.accept()

    QTimer.singleShot(0, close_box)
    show_load_error(None, error, tmp_path / "x.corrupt-1.json")
    assert seen["title"] == "Cannot open the saved game"
    assert seen["text"] == str(error)
    assert "x.corrupt-1.json" in seen["info"]
    assert seen["detail"] == "hands: R7a twice"


def test_default_folder_is_a_per_user_data_folder(monkeypatch) -> None:
    monkeypatch.delenv("PHASE10_DATA_DIR", raising=False)  # the tests set their own
    folder = default_folder()
    assert folder.is_absolute()
    assert folder.name == "saves"
    assert "Phase 10 Desktop" in str(folder)
