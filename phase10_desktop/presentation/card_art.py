"""Card pictures for the table: the SVG deck rendered to pixmaps per size and DPI.

SVG rendering costs a few milliseconds per card, far too slow to repeat every
time the scene paints 108 card items, so each (face, size, device pixel ratio)
is rendered once and cached. Pixmaps are rendered at the *device* size and then
tagged with the ratio, which keeps cards sharp on HiDPI screens instead of
being scaled up from a logical-size bitmap.

A deck given a cache folder also keeps its pictures on disk between runs
(:mod:`.card_cache`): a start then reads the dealt cards' faces back instead of
rendering them, and the SVG files are parsed only for a picture the disk lacks.

GUI thread only: ``QPixmap`` may not be created elsewhere. A worker thread that
wants to pre-render should use :meth:`CardArt.image` with its own ``CardArt``.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QImage, QPainter, QPixmap

from phase10_desktop import __version__
from phase10_desktop.resources import resources_dir

from .card_cache import CardCache, deck_signature

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

__all__ = [
    "ALL_FACES",
    "BACK",
    "CARD_ASPECT",
    "NUMBER_FACES",
    "SKIP",
    "WILD",
    "CardArt",
]

#: width / height of every card picture (5:7, like real playing cards).
CARD_ASPECT = 5 / 7

NUMBER_FACES: tuple[str, ...] = tuple(f"{c}{n}" for c in "RBGY" for n in range(1, 13))
WILD = "W"
SKIP = "S"
BACK = "back"
#: Every face key, matching ``Card.face`` in the engine plus ``"back"``.
ALL_FACES: tuple[str, ...] = (*NUMBER_FACES, WILD, SKIP, BACK)

_CacheKey = tuple[str, int, int, float]


class CardArt:
    """Loads the SVG deck once and hands out cached, crisp card pixmaps.

    One instance is meant to be shared by every card item of a scene, so a card
    shown in several places (a hand and the discard pile) costs one render.
    The cache is bounded (least recently used pixmaps go first) because live
    window resizing asks for a new size on every frame; :meth:`clear_cache`
    drops everything, e.g. after a theme or screen change.
    """

    def __init__(
        self,
        cards_dir: Path | None = None,
        *,
        max_cached: int = 800,
        disk_cache: Path | None = None,
    ) -> None:
        """Find every face's file now, so a missing file fails at start-up; read each
        one when it is first drawn (a dealt table shows about a dozen of the 51, and
        parsing them all would hold the first window back by several milliseconds).

        Args:
            cards_dir: folder holding ``R1.svg`` ... ``back.svg``; defaults to
                ``resources/cards`` of this installation.
            max_cached: pixmaps kept before the least recently used are dropped;
                roughly 51 faces times a dozen sizes in play at once.
            disk_cache: a folder to keep rendered pictures in between runs (see
                :meth:`keep_for_next_start`); None keeps them in memory only.
        """
        folder = cards_dir if cards_dir is not None else resources_dir() / "cards"
        self._paths: dict[str, Path] = {}
        for face in ALL_FACES:
            path = folder / f"{face}.svg"
            if not path.is_file():
                raise FileNotFoundError(_not_valid(path))
            self._paths[face] = path
        self._renderers: dict[str, QSvgRenderer] = {}
        self._max_cached = max(1, max_cached)
        self._cache: OrderedDict[_CacheKey, QPixmap] = OrderedDict()
        self._disk = (
            None
            if disk_cache is None
            else CardCache(disk_cache, deck_signature(__version__, self._paths))
        )
        #: pictures rendered in this run that the disk does not hold yet
        self._unsaved: dict[_CacheKey, QImage] = {}
        self._keeping: QTimer | None = None

    @property
    def faces(self) -> tuple[str, ...]:
        """All face keys this deck can draw."""
        return ALL_FACES

    @staticmethod
    def size_for_height(height: int) -> QSize:
        """The logical card size for a given height, keeping the 5:7 shape."""
        return QSize(max(1, round(height * CARD_ASPECT)), height)

    def image(self, face: str, width: int, height: int | None = None, dpr: float = 1.0) -> QImage:
        """Render ``face`` uncached into a new image of ``width*dpr`` x ``height*dpr`` pixels.

        ``height`` defaults to the 5:7 height for ``width``. The image carries
        ``dpr`` as its device pixel ratio, so its logical size is the one asked for.
        """
        renderer = self._renderer(face)
        if height is None:
            height = max(1, round(width / CARD_ASPECT))
        if width <= 0 or height <= 0 or dpr <= 0:
            raise ValueError(f"card size must be positive, got {width}x{height} at dpr {dpr}")
        device_w, device_h = _device_size(width, height, dpr)
        image = QImage(device_w, device_h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            renderer.render(painter, QRectF(0, 0, device_w, device_h))
        finally:
            painter.end()
        image.setDevicePixelRatio(dpr)
        return image

    def pixmap(self, face: str, width: int, height: int | None = None, dpr: float = 1.0) -> QPixmap:
        """The cached pixmap of ``face`` at a logical size and device pixel ratio.

        The same key always returns the same ``QPixmap`` object while it is
        cached, so callers may compare with ``is`` to skip needless repaints.
        """
        if height is None:
            height = max(1, round(width / CARD_ASPECT))
        key: _CacheKey = (face, int(width), int(height), float(dpr))
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        pixmap = QPixmap.fromImage(self._stored_or_rendered(key))
        pixmap.setDevicePixelRatio(dpr)
        self._cache[key] = pixmap
        while len(self._cache) > self._max_cached:
            self._cache.popitem(last=False)
        return pixmap

    def _stored_or_rendered(self, key: _CacheKey) -> QImage:
        """The picture from the disk cache if it holds it, else rendered now (and noted
        for the disk)."""
        face, width, height, dpr = key
        if self._disk is not None:
            stored = self._disk.load(face, *_device_size(width, height, dpr), dpr)
            if stored is not None:
                return stored
        image = self.image(face, width, height, dpr)
        if self._disk is not None:
            self._unsaved[key] = image
        return image

    def keep_while_idle(self, parent: QObject, interval_ms: int = 15) -> None:
        """Run :meth:`keep_for_next_start` a step every ``interval_ms`` (about a
        millisecond's work each, so the table's animations go on undisturbed)."""
        if self._disk is None or self._keeping is not None:
            return
        steps = self.keep_for_next_start()
        timer = self._keeping = QTimer(parent)
        timer.setInterval(interval_ms)

        def step() -> None:
            if next(steps, StopIteration) is StopIteration:
                timer.stop()

        timer.timeout.connect(step)
        timer.start()

    def save_rendered(self) -> None:
        """Write the pictures rendered so far to the disk cache at once (a window that
        closes before :meth:`keep_while_idle` is done) and stop keeping the others."""
        if self._keeping is not None:
            self._keeping.stop()
        if self._disk is not None:
            for key, image in self._unsaved.items():
                self._disk.store(key[0], image)
        self._unsaved.clear()

    def keep_for_next_start(self) -> Iterator[None]:
        """Write the pictures drawn so far to the disk cache, then every other face at
        the same sizes, one picture a step (the caller runs a step whenever the program
        is idle): the next start deals other cards, but at the same sizes, so it finds
        every face it draws. Nothing to do without a disk cache."""
        disk = self._disk
        if disk is None:
            return
        sizes = {key[1:] for key in (*self._cache, *self._unsaved)}
        for width, height, dpr in sorted(sizes):
            for face in ALL_FACES:
                if not disk.writable:
                    return
                key = (face, width, height, dpr)
                image = self._unsaved.pop(key, None)
                if image is None:
                    if disk.path(face, *_device_size(width, height, dpr), dpr).is_file():
                        continue
                    image = self.image(face, width, height, dpr)
                disk.store(face, image)
                yield

    def clear_cache(self) -> None:
        """Forget every rendered pixmap (they are re-rendered on demand)."""
        self._cache.clear()

    @property
    def cache_size(self) -> int:
        """How many pixmaps are cached now; mainly for tests and diagnostics."""
        return len(self._cache)

    def _renderer(self, face: str) -> QSvgRenderer:
        # QtSvg is loaded with the first picture the disk cache does not hold
        from PySide6.QtSvg import QSvgRenderer

        renderer = self._renderers.get(face)
        if renderer is not None:
            return renderer
        path = self._paths.get(face)
        if path is None:
            raise KeyError(
                f"no card picture for {face!r}; faces are R1..R12, B1..B12, G1..G12, "
                f"Y1..Y12, W, S and back"
            )
        renderer = QSvgRenderer(str(path))
        if not renderer.isValid():
            raise FileNotFoundError(_not_valid(path))
        # A caller asking for a non-5:7 size gets a letterboxed card, never a
        # stretched one.
        renderer.setAspectRatioMode(Qt.AspectRatioMode.KeepAspectRatio)
        self._renderers[face] = renderer
        return renderer


def _device_size(width: int, height: int, dpr: float) -> tuple[int, int]:
    """The pixels of a picture of ``width`` x ``height`` logical pixels at ``dpr``."""
    return max(1, round(width * dpr)), max(1, round(height * dpr))


def _not_valid(path: Path) -> str:
    return f"card picture {path} is missing or is not valid SVG"
