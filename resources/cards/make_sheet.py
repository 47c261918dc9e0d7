"""Render a contact sheet of the whole deck, to review the art by eye.

Run from the repository root (needs PySide6; works headless)::

    QT_QPA_PLATFORM=offscreen .venv/bin/python resources/cards/make_sheet.py docs/card_sheet.png

It draws every face through :class:`phase10_desktop.presentation.card_art.CardArt`, the
same code path the game uses, so what the sheet shows is what players see: a
grid at 120 px tall, a fanned hand (only the corner index shows, the real test
of the corner design), and a row at 60 px, the smallest size the table uses.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from phase10_desktop.presentation.card_art import ALL_FACES, NUMBER_FACES, CardArt

GAP = 10


def render_sheet(art: CardArt, dpr: float = 1.0) -> QImage:
    """Lay out the review rows on a felt-green table background."""
    big_h, small_h = 120, 60
    big = CardArt.size_for_height(big_h)
    small = CardArt.size_for_height(small_h)
    cols = 12
    width = GAP + cols * (big.width() + GAP)
    fan_step = 24
    hand = ["R3", "R7", "B7", "G7", "Y7", "W", "S", "B10", "G11", "Y12", "B1", "Y9"]
    # one card of every number, cycling through the colours, then the specials
    small_faces = [f"{'RBGY'[i % 4]}{i + 1}" for i in range(12)] + ["W", "S", "back"]
    rows_big = 5  # four colours, then W, S, back
    height = GAP + rows_big * (big_h + GAP) + (small_h + GAP)
    image = QImage(round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(dpr)
    image.fill(QColor("#2f6b4f"))
    painter = QPainter(image)
    y = GAP
    for row in range(4):
        for col in range(cols):
            face = NUMBER_FACES[row * cols + col]
            painter.drawPixmap(
                QPointF(GAP + col * (big.width() + GAP), y),
                art.pixmap(face, big.width(), big_h, dpr),
            )
        y += big_h + GAP
    for col, face in enumerate(ALL_FACES[len(NUMBER_FACES) :]):
        painter.drawPixmap(
            QPointF(GAP + col * (big.width() + GAP), y), art.pixmap(face, big.width(), big_h, dpr)
        )
    # a fanned hand to the right of the specials
    x = GAP + 4 * (big.width() + GAP)
    for face in hand:
        painter.drawPixmap(QPointF(x, y), art.pixmap(face, big.width(), big_h, dpr))
        x += fan_step
    y += big_h + GAP
    x = GAP
    for face in small_faces:
        painter.drawPixmap(QPointF(x, y), art.pixmap(face, small.width(), small_h, dpr))
        x += small.width() + 6
    # the same small hand fanned tightly
    x += 20
    for face in hand:
        painter.drawPixmap(QPointF(x, y), art.pixmap(face, small.width(), small_h, dpr))
        x += 13
    painter.end()
    return image


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else Path("card_sheet.png")
    app = QGuiApplication.instance() or QGuiApplication(argv[:1])
    dpr = float(argv[2]) if len(argv) > 2 else 1.0
    image = render_sheet(CardArt(), dpr)
    ok = image.save(str(out))
    del app
    print(f"wrote {out}" if ok else f"could not write {out}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
