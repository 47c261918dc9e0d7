"""Generate the application icon: SVG master, PNGs, Windows .ico and macOS .icns.

Run from the repository root (needs only PySide6, works headless)::

    QT_QPA_PLATFORM=offscreen .venv/bin/python resources/icons/make_icons.py

Writes ``phase10.svg`` (the master), ``phase10.png`` (256 px), ``phase10-512.png``,
``phase10.ico`` (16-256 px) and ``phase10.icns`` (16-1024 px) next to this file.

The design - four fanned cards in the deck's colours, each showing its colour
symbol - reuses the palette and symbols from ``resources/cards/make_cards.py`` so
the icon and the cards always match. The .ico and .icns containers are written
with the standard library rather than Pillow: both formats are simple, and this
way every build machine can regenerate them with what the game already needs.
Small sizes are rendered from the SVG at their own pixel size (not scaled down
from a big bitmap), which keeps the 16 px icon from turning to mush.

All artwork is original to this project and licensed like the project (MIT).
"""

from __future__ import annotations

import importlib.util
import struct
import sys
from pathlib import Path
from types import ModuleType

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

HERE = Path(__file__).resolve().parent
CARDS_SCRIPT = HERE.parent / "cards" / "make_cards.py"

ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 128, 256)
# (OSType, pixel size): PNG-payload icon types understood by macOS 10.7+.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def _load_cards_module() -> ModuleType:
    """Import the deck generator by path; ``resources/`` is not a Python package."""
    spec = importlib.util.spec_from_file_location("make_cards", CARDS_SCRIPT)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {CARDS_SCRIPT}")
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_cards"] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


def icon_svg() -> str:
    """Four cards fanned on a rounded tile, in the deck's colours and symbols.

    The tile gives the icon a solid silhouette on both light and dark desktops;
    the cards are fat and few so the fan still reads at 16 px.
    """
    mc = _load_cards_module()
    size = 256
    card_w, card_h = 82, 116
    pivot_x, pivot_y = 128, 198
    angles = (-33, -11, 11, 33)
    top = 66
    cards = []
    for k, (suit, angle) in enumerate(zip(mc.SUITS, angles, strict=True)):
        x = pivot_x - card_w / 2
        body = mc._rounded_rect(x, top, card_w, card_h, 11)
        panel = mc._rounded_rect(x + 7, top + 7, card_w - 14, card_h - 14, 6)
        # the symbol sits in the part of each card the next card leaves visible;
        # the top card, fully visible, carries it centred and larger
        if k == len(angles) - 1:
            sx, sy, ss = pivot_x, top + card_h / 2, 50
        else:
            sx, sy, ss = x + 25, top + 28, 28
        symbol = mc.symbol_svg(suit.symbol, sx, sy, ss, "#ffffff", suit.dark, 4.5)
        cards.append(
            f'<g transform="rotate({angle} {pivot_x} {pivot_y})">'
            f'<path d="{body}" fill="{mc.PAPER}" stroke="{mc.INK}" stroke-width="4"/>'
            f'<path d="{panel}" fill="{suit.base}"/>'
            f"{symbol}</g>"
        )
    tile = mc._rounded_rect(8, 8, size - 16, size - 16, 52)
    # a soft shadow under the fan, drawn as a flattened ellipse (no SVG filters)
    shadow_rx, shadow_ry = 84, 12
    shadow = (
        f'<path d="M {128 - shadow_rx} 214 A {shadow_rx} {shadow_ry} 0 1 0 {128 + shadow_rx} 214 '
        f'A {shadow_rx} {shadow_ry} 0 1 0 {128 - shadow_rx} 214 Z" fill="#000000" '
        f'fill-opacity="0.22"/>'
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" baseProfile="tiny" '
        f'width="{size}" height="{size}" viewBox="0 0 {size} {size}">\n'
        "<title>Phase 10 Desktop</title>\n"
        '<defs><linearGradient id="tile" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#2f7a5a"/><stop offset="1" stop-color="#17452f"/>'
        "</linearGradient></defs>\n"
        f'<path d="{tile}" fill="url(#tile)" stroke="#0e2c1e" stroke-width="4"/>\n'
        f"{shadow}\n" + "\n".join(cards) + "\n</svg>\n"
    )


def render(renderer: QSvgRenderer, px: int) -> QImage:
    """Rasterise the master SVG at exactly ``px`` x ``px`` pixels."""
    image = QImage(px, px, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    renderer.render(painter, QRectF(0, 0, px, px))
    painter.end()
    return image


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def dib_bytes(image: QImage) -> bytes:
    """A 32-bit BMP (DIB) icon entry, the payload every Windows version reads.

    PNG entries need Vista or later and some resource tools reject them at
    small sizes, so sizes below 64 px are stored as classic bitmaps; larger
    ones as PNG, which keeps the file small.
    """
    img = image.convertToFormat(QImage.Format.Format_ARGB32)
    w, h = img.width(), img.height()
    header = struct.pack("<IiiHHIIiiII", 40, w, h * 2, 1, 32, 0, 0, 0, 0, 0, 0)
    rows = []
    for y in range(h - 1, -1, -1):  # bottom-up, BGRA (Format_ARGB32 is BGRA in memory)
        line = img.constScanLine(y)
        rows.append(bytes(line)[: w * 4])
    mask_stride = ((w + 31) // 32) * 4
    and_mask = bytes(mask_stride * h)  # all zero: alpha channel decides
    return header + b"".join(rows) + and_mask


def write_ico(path: Path, images: dict[int, QImage]) -> None:
    entries = []
    for px in sorted(images):
        payload = png_bytes(images[px]) if px >= 64 else dib_bytes(images[px])
        entries.append((px, payload))
    offset = 6 + 16 * len(entries)
    out = bytearray(struct.pack("<HHH", 0, 1, len(entries)))
    blobs = bytearray()
    for px, payload in entries:
        dim = 0 if px >= 256 else px  # 0 means 256 in the ICO directory
        out += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(payload), offset)
        offset += len(payload)
        blobs += payload
    path.write_bytes(bytes(out + blobs))


def write_icns(path: Path, renderer: QSvgRenderer) -> None:
    chunks = bytearray()
    for ostype, px in ICNS_TYPES:
        payload = png_bytes(render(renderer, px))
        chunks += ostype + struct.pack(">I", 8 + len(payload)) + payload
    path.write_bytes(b"icns" + struct.pack(">I", 8 + len(chunks)) + bytes(chunks))


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    svg_path = HERE / "phase10.svg"
    svg_path.write_text(icon_svg(), encoding="utf-8")
    renderer = QSvgRenderer(str(svg_path))
    if not renderer.isValid():
        print(f"{svg_path} is not valid SVG", file=sys.stderr)
        return 1
    render(renderer, 256).save(str(HERE / "phase10.png"))
    render(renderer, 512).save(str(HERE / "phase10-512.png"))
    write_ico(HERE / "phase10.ico", {px: render(renderer, px) for px in ICO_SIZES})
    write_icns(HERE / "phase10.icns", renderer)
    del app
    print(f"wrote icons to {HERE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
