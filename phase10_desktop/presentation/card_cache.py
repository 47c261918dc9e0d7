"""Card pictures kept on disk between runs, so a start draws its cards without SVG.

Rendering one card face from its SVG file costs a quarter of a millisecond, and
parsing the file as much again; the first frame of a dealt table shows a dozen faces.
So the faces a run renders are written to the platform's cache folder (after the first
frame, in idle moments) and the next start reads them back.

A picture is stored as its pixels (premultiplied ARGB, as Qt paints them),
compressed with zlib: it loads in a twentieth of the rendering's time, where a PNG
takes a third of it (Qt's image reader looks for its format plugins on the first one).
It is named by everything that decides its pixels: the face, its size in device pixels
and the device pixel ratio, in a folder named by the program's version, the byte order
and the size and time of every SVG file (a new version or a changed deck starts a new
folder and removes the old ones). The cards do not change with the theme, so it is not
part of the name. Nothing here may stop a card from being drawn: a file that is
missing, unreadable, damaged or of the wrong size is rendered from the SVG as if there
were no cache, and a folder that cannot be written turns the writing off for the run.
"""

from __future__ import annotations

import hashlib
import logging
import os
import shutil
import sys
import zlib
from pathlib import Path

from PySide6.QtGui import QImage

__all__ = ["CardCache", "deck_signature"]

log = logging.getLogger(__name__)

#: the pixel format every cached picture is stored and read back in
FORMAT = QImage.Format.Format_ARGB32_Premultiplied


def deck_signature(version: str, files: dict[str, Path]) -> str:
    """A short name for one version of the program with one set of card files: it
    changes when either does (the files by size and modification time, which costs a
    ``stat`` each rather than reading them)."""
    digest = hashlib.sha256(f"{version}|{sys.byteorder}".encode())
    for face in sorted(files):
        st = files[face].stat()
        digest.update(f"|{face}:{st.st_size}:{st.st_mtime_ns}".encode())
    return f"{version}-{digest.hexdigest()[:16]}"


class CardCache:
    """The card pictures of one deck signature in ``folder``/``signature``."""

    def __init__(self, folder: Path, signature: str) -> None:
        self.root = folder
        self.folder = folder / signature
        #: False once a write has failed: the folder is read-only or full
        self.writable = True

    def path(self, face: str, width: int, height: int, dpr: float) -> Path:
        """The file of ``face`` at ``width`` x ``height`` device pixels and ``dpr``."""
        return self.folder / f"{face}-{width}x{height}@{dpr:g}.argb"

    def load(self, face: str, width: int, height: int, dpr: float) -> QImage | None:
        """The stored picture, or None when there is none fit to use."""
        path = self.path(face, width, height, dpr)
        try:
            pixels = zlib.decompress(path.read_bytes())
        except (OSError, zlib.error):
            return None
        if len(pixels) != width * height * 4:
            log.debug("ignoring the damaged card picture %s", path)
            return None
        image = QImage(pixels, width, height, FORMAT).copy()  # its own pixels, not ours
        image.setDevicePixelRatio(dpr)
        return image

    def store(self, face: str, image: QImage) -> None:
        """Write ``image`` (a rendered ``face``) for the next runs; a failure only turns
        the writing off. The file appears whole or not at all (written aside, then
        renamed), so another copy of the program never reads half a picture."""
        if not self.writable:
            return
        if image.format() != FORMAT:
            image = image.convertToFormat(FORMAT)
        dpr = image.devicePixelRatio()
        path = self.path(face, image.width(), image.height(), dpr)
        try:
            if not self.folder.is_dir():
                self.folder.mkdir(parents=True, exist_ok=True)
                self._remove_old_signatures()
            part = path.with_name(f"{path.name}.{os.getpid()}.part")
            part.write_bytes(zlib.compress(bytes(image.constBits()), 1))
            os.replace(part, path)
        except OSError as e:
            self.writable = False
            log.info("card pictures are not kept between runs: %s", e)

    def _remove_old_signatures(self) -> None:
        """Other versions' pictures go when this one's folder is made: the cache holds
        one deck, not every deck ever installed."""
        for old in self.root.iterdir():
            if old.is_dir() and old != self.folder:
                shutil.rmtree(old, ignore_errors=True)
