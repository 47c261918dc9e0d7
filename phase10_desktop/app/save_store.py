"""Saving and loading games for the app: the autosave, Save As and Open.

A save file is JSON::

    {"format": "phase10-desktop-save", "version": 1,
     "config": <GameConfig.to_dict()>, "game": <the engine's own save>}

The engine's part is validated by ``engine.saves.game_from_json`` (every card in exactly one
place, valid groups...); this module adds the set-up (who is human, bot
levels) and the file handling around it:

* Writes are atomic (temporary file in the same folder, flushed and fsynced,
  then ``os.replace``), so a crash or power cut mid-save leaves the previous
  save intact instead of a truncated one. The game autosaves after every
  action, so this matters.
* Every way a file can be bad becomes a :class:`SaveFileError` whose message
  tells the player what is wrong and what to do. A bad file is moved aside
  (kept for bug reports) so the app never crashes on it and never offers the
  same broken autosave again at the next start.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from phase10_desktop.engine import Game, SaveError
from phase10_desktop.engine.saves import (
    game_from_json,
    game_to_dict,
    parse_save_text,
)
from phase10_desktop.records.files import APP_SAVE_FORMAT, APP_SAVE_VERSION, read_file
from phase10_desktop.user_data import data_folder

from ..host.game_setup import GameConfig
from ..presentation.wording import fill

__all__ = [
    "AUTOSAVE_NAME",
    "FORMAT",
    "VERSION",
    "SaveFileError",
    "SaveStore",
    "default_folder",
    "load_or_report",
    "save_file_filter",
    "show_load_error",
]

log = logging.getLogger(__name__)

#: the app's save format and version: those ``phase10 verify`` checks too (one place)
FORMAT = APP_SAVE_FORMAT
VERSION = APP_SAVE_VERSION
AUTOSAVE_NAME = "autosave.json"
#: What Save As suggests; plain ``.json`` keeps files readable and attachable.
SUFFIX = ".json"


class SaveFileError(Exception):
    """A save that cannot be opened; ``str(error)`` is a message for the player.

    ``path`` is the file; ``newer`` is true when a later version of the game
    wrote it (updating the game is the fix, so the app should not call it
    damaged); ``corrupt`` is true when the content itself is bad (as opposed to
    an unreadable or newer file), which is when a file is worth moving aside;
    ``detail`` is the technical reason for logs and bug reports.
    """

    def __init__(
        self,
        message: str,
        *,
        path: Path | None = None,
        newer: bool = False,
        corrupt: bool = True,
        detail: str = "",
    ) -> None:
        super().__init__(message)
        self.message = message
        self.path = path
        self.newer = newer
        self.corrupt = corrupt and not newer
        self.detail = detail


def default_folder() -> Path:
    """The folder of the game's saves: ``saves`` in the user-data folder (see
    :func:`phase10_desktop.user_data.data_folder`, which honours ``$PHASE10_DATA_DIR``)."""
    return data_folder() / "saves"


def save_file_filter() -> str:
    """The file-type filter for Open and Save As dialogs."""
    return QCoreApplication.translate("SaveStore", "Phase 10 saved games (*.json)")


def save_document(game: Game, config: GameConfig) -> dict[str, Any]:
    """The JSON object written to a save file."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "config": config.to_dict(),
        "game": game_to_dict(game),  # the engine's own save, not re-parsed from text
    }


def parse_document(text: str | bytes, path: Path | None = None) -> tuple[Game, GameConfig]:
    """Validate and load a save file's content; raises :class:`SaveFileError`.

    The text is read by the engine's :func:`~phase10_desktop.engine.saves.parse_save_text`
    (size and nesting limits, then JSON), the same path every game takes in, and
    the game part by ``game_from_json``, which refuses any state play cannot reach and
    any game its record does not lead to; a game with no record is refused here.
    """
    name = _file_name(path)

    def damaged(detail: str) -> SaveFileError:
        return _damaged_error(name, path, detail)

    def not_a_save(detail: str) -> SaveFileError:
        return SaveFileError(
            fill(
                QCoreApplication.translate(
                    "SaveStore",
                    "“%1” is not a Phase 10 Desktop saved game. Choose a file saved by this game.",
                ),
                name,
            ),
            path=path,
            detail=detail,
        )

    try:
        data = parse_save_text(text)
    except SaveError as exc:
        if exc.kind == "size":
            raise _too_large_error(name, path, str(exc)) from exc
        if exc.kind == "syntax":
            raise SaveFileError(
                fill(
                    QCoreApplication.translate(
                        "SaveStore",
                        "“%1” is not a complete saved game: it may have been cut short while "
                        "being written. Open another save or start a new game.",
                    ),
                    name,
                ),
                path=path,
                detail=str(exc),
            ) from exc
        raise not_a_save(str(exc)) from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        kind = data.get("format") if isinstance(data, dict) else type(data).__name__
        raise not_a_save(f"format is {_brief(kind)}")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise damaged(f"version {_brief(version)} is not a version number")
    if version > VERSION:
        raise _newer_error(name, path, f"file version {version}, this game reads {VERSION}")
    unknown = sorted(str(k) for k in set(data) - {"format", "version", "config", "game"})
    if unknown:
        raise damaged(f"unknown field(s) {_brief(', '.join(unknown))}")
    if "config" not in data or "game" not in data:
        raise damaged("the set-up or the game is missing")
    try:
        game = game_from_json(data["game"])
    except SaveError as exc:
        if exc.newer:
            raise _newer_error(name, path, str(exc)) from exc
        raise damaged(str(exc)) from exc
    if game.record is None:
        # the record is what a loaded game is checked against (and what replays, exports,
        # undo and the statistics read): a game without one, from before records or with
        # its record cut out, cannot be told from an edited one; phase10 verify refuses it too
        raise damaged("the game holds no record of its deals and moves to check it against")
    try:
        config = GameConfig.from_dict(data["config"])
    except (TypeError, ValueError) as exc:
        raise damaged(f"set-up: {exc}") from exc
    if config.names != tuple(game.names):
        raise damaged("the players in the set-up do not match the game")
    if config.rules != game.rules:
        raise damaged("the rules in the set-up do not match the game")
    return game, config


def _file_name(path: Path | None) -> str:
    return path.name if path is not None else QCoreApplication.translate("SaveStore", "the file")


def _damaged_error(name: str, path: Path | None, detail: str) -> SaveFileError:
    return SaveFileError(
        fill(
            QCoreApplication.translate(
                "SaveStore",
                "“%1” is damaged and cannot be opened (%2). Open another save or start a new game.",
            ),
            name,
            detail,
        ),
        path=path,
        detail=detail,
    )


def _brief(value: object, limit: int = 80) -> str:
    """A short ``repr`` of untrusted content, for details shown and logged."""
    text = repr(value) if not isinstance(value, str) else value
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _too_large_error(name: str, path: Path | None, detail: str) -> SaveFileError:
    return SaveFileError(
        fill(
            QCoreApplication.translate(
                "SaveStore",
                "“%1” is far larger than any saved game, so it was not opened. "
                "Open another save or start a new game.",
            ),
            name,
        ),
        path=path,
        detail=detail,
    )


def _newer_error(name: str, path: Path | None, detail: str) -> SaveFileError:
    return SaveFileError(
        fill(
            QCoreApplication.translate(
                "SaveStore",
                "“%1” was saved by a newer version of Phase 10 Desktop. "
                "Update the game to open it.",
            ),
            name,
        ),
        path=path,
        newer=True,
        detail=detail,
    )


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); a no-op where folders cannot be opened."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_atomically(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` so readers see the old or the new file, never half.

    Raises OSError (disk full, no permission...) with the temporary file removed.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _fsync_folder(path.parent)


class SaveStore:
    """The saves of one user: the autosave in ``folder``, plus files saved anywhere."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    @property
    def autosave_path(self) -> Path:
        return self.folder / AUTOSAVE_NAME

    # ------------------------------------------------------------ writing
    def autosave(self, game: Game, config: GameConfig) -> Path:
        """Save the game in progress (called after every action); raises OSError on failure.

        After a failed write, temporary files left by earlier interrupted writes
        are removed too (the failed one removes its own).
        """
        try:
            self.save_as(self.autosave_path, game, config)
        except OSError:
            self.remove_temporary_files()
            raise
        return self.autosave_path

    def remove_temporary_files(self) -> int:
        """Delete the autosave's temporary files that a killed program left behind.

        A write goes to ``.autosave.json.<random>.tmp`` first; if the program is
        killed before the rename, that file stays. Called at start-up (before
        any write of this session) and after a failed write; returns how many
        were removed. A second copy of the game writing at the same moment would
        only see that one autosave fail, and the next one succeed.
        """
        removed = 0
        with contextlib.suppress(OSError):
            for tmp in self.folder.glob(f".{AUTOSAVE_NAME}.*.tmp"):
                with contextlib.suppress(OSError):
                    tmp.unlink()
                    removed += 1
        if removed:
            log.info("removed %d temporary file(s) of interrupted autosaves", removed)
        return removed

    def save_as(self, path: Path, game: Game, config: GameConfig) -> None:
        """Write a save file at ``path`` atomically; raises OSError on failure."""
        text = json.dumps(save_document(game, config), ensure_ascii=False, separators=(",", ":"))
        write_atomically(Path(path), text)

    def clear_autosave(self) -> None:
        """Forget the game in progress (it finished, or the player chose not to resume)."""
        with contextlib.suppress(FileNotFoundError):
            self.autosave_path.unlink()

    # ------------------------------------------------------------ reading
    def has_autosave(self) -> bool:
        return self.autosave_path.is_file()

    def load_autosave(self) -> tuple[Game, GameConfig] | None:
        """The interrupted game, or None if there is none; raises SaveFileError if it is bad."""
        if not self.autosave_path.exists():
            return None
        return self.load(self.autosave_path)

    def load(self, path: Path) -> tuple[Game, GameConfig]:
        """Open a save file; every problem becomes a :class:`SaveFileError`."""
        path = Path(path)
        try:  # a regular file only (a FIFO would wait forever), refused at once if too large
            raw = read_file(path)
        except SaveError as exc:
            if exc.kind == "size":
                raise _too_large_error(path.name, path, str(exc)) from exc
            reason = exc.reason or str(exc)
            raise SaveFileError(
                fill(
                    QCoreApplication.translate(
                        "SaveStore",
                        "“%1” could not be read (%2). Check that the file exists and "
                        "that you may open it, then try again.",
                    ),
                    path.name,
                    reason,
                ),
                path=path,
                corrupt=False,
                detail=str(exc),
            ) from exc
        return parse_document(raw, path)

    def move_aside(self, path: Path) -> Path:
        """Rename a bad file to ``<name>.corrupt-<timestamp>.json`` and return the new path.

        Keeps the file for a bug report while making sure it is never loaded
        again. If it cannot be renamed it is deleted and the original path is
        returned; if that fails too, OSError is raised. A file that is already
        gone is left alone (its path is returned).
        """
        from datetime import datetime  # here alone: a start need not load it (~1 ms)

        path = Path(path)
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        target = path.with_name(f"{path.stem}.corrupt-{stamp}{SUFFIX}")
        counter = 1
        while target.exists():
            counter += 1
            target = path.with_name(f"{path.stem}.corrupt-{stamp}-{counter}{SUFFIX}")
        try:
            os.replace(path, target)
        except FileNotFoundError:
            return path
        except OSError:
            log.warning("cannot move %s aside; deleting it", path, exc_info=True)
            path.unlink()
            return path
        return target


def show_load_error(
    parent: QWidget | None, error: SaveFileError, moved_to: Path | None = None
) -> None:
    """Tell the player, in a modal message box, why a save could not be opened."""
    from PySide6.QtWidgets import QMessageBox  # loaded with the first such message

    box = QMessageBox(parent)
    box.setObjectName("loadErrorBox")
    box.setIcon(QMessageBox.Icon.Information if error.newer else QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("SaveStore", "Cannot open the saved game"))
    box.setText(str(error))
    if moved_to is not None and moved_to != error.path:
        box.setInformativeText(
            fill(
                QCoreApplication.translate(
                    "SaveStore",
                    "The file was renamed to “%1” so it is not offered again; you can "
                    "attach it to a bug report.",
                ),
                moved_to.name,
            )
        )
    if error.detail:
        box.setDetailedText(error.detail)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.exec()


def load_or_report(
    store: SaveStore,
    path: Path | None = None,
    parent: QWidget | None = None,
    *,
    show: Callable[[QWidget | None, SaveFileError, Path | None], None] = show_load_error,
) -> tuple[Game, GameConfig] | None:
    """Load ``path`` (the autosave when None); on failure explain, move it aside, return None.

    The one call the window needs at start-up and for File → Open: it cannot
    raise for a bad file. A damaged file is moved aside; the autosave is moved
    aside whatever its problem, so the next start does not show the same error
    again. A newer-version or unreadable file chosen by the player is left
    where it is: it is not broken.
    """
    try:
        return store.load_autosave() if path is None else store.load(path)
    except SaveFileError as error:
        _report(store, error, parent, show)
        return None
    except Exception as exc:  # a bug in a loader must still not stop the app starting
        log.exception("unexpected error loading a save")
        bad = store.autosave_path if path is None else Path(path)
        detail = f"{exc.__class__.__name__}: {_brief(str(exc))}"
        _report(store, _damaged_error(bad.name, bad, detail), parent, show)
        return None


def _report(
    store: SaveStore,
    error: SaveFileError,
    parent: QWidget | None,
    show: Callable[[QWidget | None, SaveFileError, Path | None], None],
) -> None:
    """Move a bad file aside when it should never be offered again, then explain."""
    log.warning("cannot load %s: %s", error.path, error.detail or error)
    moved: Path | None = None
    bad = error.path
    is_autosave = bad is not None and bad == store.autosave_path
    if bad is not None and (is_autosave or error.corrupt) and bad.exists():
        try:
            moved = store.move_aside(bad)
        except OSError:
            log.error("cannot move or delete the bad save %s", bad, exc_info=True)
    show(parent, error, moved)
