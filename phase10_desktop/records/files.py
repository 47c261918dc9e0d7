"""Reading and writing record files: one validation path for every way in.

A record can arrive as a record file (``phase10-desktop-record``), as an engine
save (``phase10-desktop-game``, which holds its record) or as the app's save
(``phase10-desktop-save``, whose ``game`` is an engine save). All three are read
with the engine's :func:`~phase10_desktop.engine.saves.parse_save_text` (size
and depth limits before parsing, no key named twice) and refused with
:class:`~phase10_desktop.engine.SaveError` saying what is wrong, so a friend's
file can never crash the game or the command line. Only a regular file is opened
(a FIFO or a device would make the reader wait forever), and its size is known
before a byte is read.

A record written here, and a record shown from any file, is the
:func:`~phase10_desktop.engine.record.public_record`: a game in progress keeps
the round in play to itself.
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
from pathlib import Path
from typing import Any

from ..engine import Game, SaveError
from ..engine.record import FORMAT as RECORD_FORMAT
from ..engine.record import Record, RecordError, public_record, record_from_dict, record_to_dict
from ..engine.saves import FORMAT as GAME_FORMAT
from ..engine.saves import MAX_SAVE_BYTES, game_from_json, parse_save_text, too_large
from ..engine.values import value_class

__all__ = [
    "APP_SAVE_FIELDS",
    "APP_SAVE_FORMAT",
    "APP_SAVE_VERSION",
    "LoadedRecord",
    "app_save_problem",
    "export_record",
    "load_record",
    "read_file",
    "record_document",
]

#: the app's save wraps the engine save with the seats' set-up
APP_SAVE_FORMAT = "phase10-desktop-save"
#: the version of the app's save this program writes and reads
APP_SAVE_VERSION = 1
#: the fields of the app's save, no more and no fewer
APP_SAVE_FIELDS = frozenset({"format", "version", "config", "game"})


@value_class
class LoadedRecord:
    """A record read from a file; ``saved`` is the game state when the file was a
    save (so ``verify`` can check that the record leads there), else None."""

    record: Record
    saved: Game | None
    #: "record", "game" (engine save) or "save" (the app's save)
    kind: str

    @property
    def public(self) -> Record:
        """The record as it may be shown: no card of a round that is not over."""
        return public_record(self.record)


def record_document(game: Game | Record) -> dict[str, Any]:
    """The JSON object of ``game``'s record as it may leave the game: the
    :func:`public_record` (SaveError for a game without one). A record itself (a
    table server's, its finished rounds) is taken as it is given."""
    record = game if isinstance(game, Record) else game.record
    if record is None:
        raise SaveError("this game keeps no record (it was set up for a test or a search)")
    return record_to_dict(public_record(record))


def export_record(
    game: Game | Record,
    path: str | Path,
    *,
    max_bytes: int = MAX_SAVE_BYTES,
    chat: list[dict[str, Any]] | None = None,
) -> None:
    """Write ``game``'s record (or a record) to ``path`` atomically (a temporary file,
    then rename).

    Compact JSON, and never more than ``max_bytes``, the most :func:`load_record`
    reads: a record the reader would refuse is not written (SaveError). ``chat`` (a
    table's talk: seat, name, text or reaction each) goes in only when given: the
    player chooses it; readers of the record ignore it."""
    document = record_document(game)
    if chat:
        document["chat"] = chat
    text = json.dumps(document, ensure_ascii=False, separators=(",", ":"))
    size = len(text.encode("utf-8"))
    if size > max_bytes:
        raise SaveError(
            f"this game's record is {size / 1_048_576:.1f} MB, larger than the "
            f"{max_bytes / 1_048_576:.0f} MB a record may be; it was not exported",
            kind="size",
        )
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


def app_save_problem(data: dict[str, Any]) -> SaveError | None:
    """What is wrong with the outside of an app save (``format`` already matched), or
    None: the checks of its version and fields the app makes before it reads the game,
    so that ``verify`` passes no app save the app would refuse for those. The seats'
    set-up under ``config`` is the app's to check (``host.game_setup.GameConfig``, above
    this layer): ``verify`` does not read it, and still passes a save whose set-up alone
    the app refuses."""
    version = data.get("version")
    if type(version) is not int or version < 1:
        return SaveError(f"the save's version {version!r:.40} is not a version number")
    if version > APP_SAVE_VERSION:
        return SaveError(
            f"this file was saved by a newer version of Phase 10 Desktop (save version "
            f"{version}); this version reads version {APP_SAVE_VERSION}",
            newer=True,
        )
    unknown = sorted(str(k) for k in set(data) - APP_SAVE_FIELDS)
    if unknown:
        return SaveError(f"the save has unknown field(s) {', '.join(unknown)[:80]}")
    missing = sorted(APP_SAVE_FIELDS - set(data))
    if missing:
        return SaveError(f"the save has no {', '.join(missing)}")
    return None


def read_record(data: Any) -> LoadedRecord:
    """A record from JSON data already parsed (any of the three kinds of file)."""
    if not isinstance(data, dict):
        raise SaveError("this is not a Phase 10 Desktop record or saved game")
    kind = data.get("format")
    if kind == APP_SAVE_FORMAT:
        problem = app_save_problem(data)
        if problem is not None:
            raise problem
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
    # the record is checked against the game by verify, which names the round
    game = game_from_json(data, check_record=False)
    if game.record is None:
        raise SaveError(
            "this saved game holds no record (it was saved by a version from before records)"
        )
    return game.record, game


def read_file(path: str | Path, *, max_bytes: int = MAX_SAVE_BYTES) -> bytes:
    """The bytes of the regular file at ``path``, at most ``max_bytes`` of them.

    SaveError (``kind`` "io") when it cannot be opened or is not a regular file (a FIFO
    would block the reader, a device never end), "size" with its real size when it is
    too large; an OSError never escapes."""
    path = Path(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as e:
        raise _unreadable(path, str(e.strerror or e)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SaveError(
                f"{path} is not a regular file, so it cannot be a record",
                kind="io",
                reason="not a regular file",
            )
        if info.st_size > max_bytes:
            raise too_large(info.st_size, max_bytes)
        chunks, size = [], 0
        while size <= max_bytes:
            chunk = os.read(fd, max_bytes + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as e:
        raise _unreadable(path, str(e.strerror or e)) from None
    finally:
        os.close(fd)
    raw = b"".join(chunks)
    if len(raw) > max_bytes:  # it grew while being read
        raise too_large(len(raw), max_bytes)
    return raw


def _unreadable(path: Path, reason: str) -> SaveError:
    return SaveError(f"cannot read {path}: {reason}", kind="io", reason=reason)


def load_record(path: str | Path, *, max_bytes: int = MAX_SAVE_BYTES) -> LoadedRecord:
    """Read a record, an engine save or an app save from ``path``.

    Raises :class:`SaveError` for anything unreadable or invalid (``kind`` "io"
    when the file cannot be read at all), OSError never escapes.
    """
    return read_record(parse_save_text(read_file(path, max_bytes=max_bytes), max_bytes=max_bytes))
