"""Screen helpers for the end-to-end test: grab the X screen, find the table on it.

``grab`` runs in a child process (``python e2e_screen.py OUT.png`` with ``DISPLAY``
set) because a process can have one Qt platform only, and the test process runs
Qt ``offscreen`` (tests/conftest.py). Grabbing through Qt needs nothing beyond
the PySide6 the project already installs (no ImageMagick or xwd).

``find_colour_box`` is what a person does when they look for the green table:
the bounding box of the pixels painted in the view's exact background colour.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage

__all__ = ["find_colour_box", "grab", "same_picture"]


def grab(display: str, out: Path) -> QImage:
    """Screenshot of the whole X screen ``display`` saved as PNG at ``out``."""
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb")
    result = subprocess.run(
        [sys.executable, __file__, str(out)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    if result.returncode != 0:
        raise RuntimeError(f"screen grab failed: {result.stderr.strip()[-2000:]}")
    image = QImage(str(out))
    if image.isNull():
        raise RuntimeError(f"screen grab wrote no readable PNG at {out}")
    return image


def same_picture(a: QImage, b: QImage) -> bool:
    """Pixel-identical screens: nothing moved between the two grabs."""
    return a.size() == b.size() and a.convertToFormat(QImage.Format.Format_RGB32) == (
        b.convertToFormat(QImage.Format.Format_RGB32)
    )


def find_colour_box(image: QImage, colour: QColor) -> QRect | None:
    """Bounding box of the pixels of exactly ``colour`` (24-bit screens keep it exact)."""
    img = image.convertToFormat(QImage.Format.Format_RGB32)
    width, height = img.width(), img.height()
    stride = img.bytesPerLine()
    data = bytes(img.constBits())
    # Format_RGB32 is 0xffRRGGBB in native (little-endian) order: B, G, R, 0xff.
    pattern = bytes((colour.blue(), colour.green(), colour.red(), 0xFF))
    left, right, top, bottom = width, -1, height, -1
    for y in range(height):
        row = data[y * stride : y * stride + width * 4]
        first = _aligned_find(row, pattern, last=False)
        if first < 0:
            continue
        last = _aligned_find(row, pattern, last=True)
        top = min(top, y)
        bottom = y
        left = min(left, first // 4)
        right = max(right, last // 4)
    if right < 0:
        return None
    return QRect(left, top, right - left + 1, bottom - top + 1)


def _aligned_find(row: bytes, pattern: bytes, last: bool) -> int:
    """Byte offset of the first/last whole-pixel match (skip matches across pixels)."""
    pos = row.rfind(pattern) if last else row.find(pattern)
    while pos >= 0 and pos % 4:
        pos = row.rfind(pattern, 0, pos + 3) if last else row.find(pattern, pos + 1)
    return pos


def _main(out: str) -> int:
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication(sys.argv[:1])
    screen = app.primaryScreen()
    pixmap = screen.grabWindow(0)
    if pixmap.isNull() or not pixmap.save(out, "PNG"):
        print(f"could not grab the screen into {out}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1]))
