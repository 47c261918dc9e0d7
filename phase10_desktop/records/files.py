"""Reading and writing record files: one validation path for every way in.

A record can arrive as a record file (``phase10-desktop-record``), as an engine
save (``phase10-desktop-game``, which holds its record) or as the app's save
(``phase10-desktop-save``, whose ``game`` is an engine save). All three are read
with the engine's :func:`~phase10_desktop.engine.saves.parse_save_text` (size
and depth limits before parsing) and refused with
:class:`~phase10_desktop.engine.SaveError` saying what is wrong, so a friend's
file can never crash the game or the command line.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine import Game, SaveError
from ..engine.record import FORMAT as RECORD_FORMAT
from ..engine.record import Record, RecordError, record_from_dict, record_to_dict
from ..engine.saves import FORMAT as GAME_FORMAT
from ..engine.saves import MAX_SAVE_BYTES, parse_save_text

__all__ = ["APP_SAVE_FORMAT", "LoadedRecord", "export_record", "load_record", "record_document"]

#: the app's save wraps the engine save with the seats' set-up
APP_SAVE_FORMAT = "phase10-desktop-save"


@dataclass(frozen=True)
class LoadedRecord:
    """A record read from a file; ``saved`` is the game state when the file was a
    save (so ``verify`` can check that the record leads there), else None."""

    record: Record
    saved: Game | None
    #: "record", "game" (engine save) or "save" (the app's save)
    kind: str


def record_document(game: Game) -> dict[str, Any]:
    """The JSON object of ``game``'s record (SaveError for a game without one)."""
    if game.record is None:
        raise SaveError("this game keeps no record (it was set up for a test or a search)")
    return record_to_dict(game.record)


def export_record(game: Game, path: str | Path) -> None:
    """Write ``game``'s record to ``path`` atomically (a temporary file, then rename)."""
    text = json.dumps(record_document(game), ensure_ascii=False, indent=1)
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_record(data: Any) -> LoadedRecord:
    """A record from JSON data already parsed (any of the three kinds of file)."""
    if not isinstance(data, dict):
        raise SaveError("this is not a Phase 10 Desktop record or saved game")
    kind = data.get("format")
    if kind == APP_SAVE_FORMAT:
        inner = data.get("game")
        if not isinstance(inner, dict):
            raise SaveError("the saved game holds no game")
        return LoadedRecord(*_from_game(inner), kind="save")
    if kind == GAME_FORMAT:
        return LoadedRecord(*_from_game(data), kind="game")
    if kind == RECORD_FORMAT:
        try:
            return LoadedRecord(record_from_dict(data), None, "record")
        except RecordError as e:
            raise SaveError(f"the record is not valid: {e}") from None
    raise SaveError("this is not a Phase 10 Desktop record or saved game")


def _from_game(data: dict[str, Any]) -> tuple[Record, Game]:
    game = Game.from_json(data)
    if game.record is None:
        raise SaveError(
            "this saved game holds no record (it was saved by a version from before records)"
        )
    return game.record, game


def load_record(path: str | Path, *, max_bytes: int = MAX_SAVE_BYTES) -> LoadedRecord:
    """Read a record, an engine save or an app save from ``path``.

    Raises :class:`SaveError` for anything unreadable or invalid (``kind`` "io"
    when the file cannot be read at all), OSError never escapes.
    """
    path = Path(path)
    try:
        with path.open("rb") as f:
            raw = f.read(max_bytes + 1)
    except OSError as e:
        raise SaveError(f"cannot read {path.name}: {e.strerror or e}", kind="io") from None
    return read_record(parse_save_text(raw, max_bytes=max_bytes))
