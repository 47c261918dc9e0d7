"""Generate the SVG card deck (faces, wild, skip, back) into this folder.

Run from anywhere with any Python 3.11+ (standard library only)::

    python resources/cards/make_cards.py

The deck is generated rather than drawn by hand so that all 51 files share one
set of measurements and stay consistent when a detail changes: edit a constant
here, rerun, commit the SVGs. Digits and letters are our own stroke glyphs drawn
as SVG paths, so the cards look the same on every machine whatever fonts are
installed (a bundled app cannot rely on system fonts). Only SVG Tiny features
are used (paths, gradients, transforms, even-odd fills; no filters, masks,
clip paths or patterns) because that is what Qt's QSvgRenderer draws reliably.

All artwork is original to this project and licensed like the project (MIT).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

OUT_DIR = Path(__file__).resolve().parent

# Card geometry in SVG user units; 250 x 350 is the 5:7 ratio of real playing cards.
CARD_W = 250
CARD_H = 350
CARD_RADIUS = 18
BORDER = 3  # the thin dark outline, so a white card still stands out on a light table
INSET = 11  # white margin between the edge and the coloured panel
PANEL_RADIUS = 11

INK = "#1d1f27"  # near-black used for outlines; softer than pure black on screen
PAPER = "#fffdf8"  # warm white, like card stock


@dataclass(frozen=True)
class Suit:
    """One card colour: its letter, palette and the shape that names it without hue.

    Each colour has its own symbol so that a player who cannot tell the hues apart
    (about 1 in 12 men) still reads the colour from the shape, and the shades are
    chosen from the Okabe-Ito colour-blind-safe palette, nudged so they still read
    as plain red / blue / green / yellow to everyone else.
    """

    letter: str
    name: str
    light: str  # top of the panel gradient
    base: str  # bottom of the panel gradient
    tint: str  # the watermark emblem behind the big number
    dark: str  # outline around white glyphs; keeps white legible even on yellow
    symbol: str  # circle | diamond | triangle | star


SUITS: tuple[Suit, ...] = (
    Suit("R", "red", "#e8702a", "#c94f00", "#ef8a4e", "#5c1e00", "circle"),
    Suit("B", "blue", "#1a86c6", "#005d94", "#3c9ad2", "#002640", "diamond"),
    Suit("G", "green", "#12b486", "#008562", "#3cc39b", "#003325", "triangle"),
    Suit("Y", "yellow", "#f9cb3c", "#e5a400", "#fbd968", "#573d00", "star"),
)


# --------------------------------------------------------------------------- glyphs
#
# Each glyph is a centre-line path in a box 100 units tall, stroked with round caps
# and joins. Stroking a centre line (instead of filling an outline) gives an even,
# friendly geometric weight and lets us add a contrasting outline for free by
# stroking the same path again, wider, underneath.


def _arc_point(cx: float, cy: float, r: float, degrees: float) -> str:
    """A point on a circle; SVG angles run clockwise because y points down."""
    a = math.radians(degrees)
    return f"{cx + r * math.cos(a):.2f} {cy + r * math.sin(a):.2f}"


def _circle(cx: float, cy: float, r: float) -> str:
    """A closed circle as two arcs: paths cannot contain <circle> elements."""
    return f"M {cx - r} {cy} A {r} {r} 0 1 1 {cx + r} {cy} A {r} {r} 0 1 1 {cx - r} {cy} Z"


# name -> (width of the centre-line box, path data)
GLYPHS: dict[str, tuple[float, str]] = {
    "0": (56, "M 0 28 A 28 28 0 0 1 56 28 V 72 A 28 28 0 0 1 0 72 Z"),
    "1": (26, "M 0 22 L 26 0 V 100"),
    "2": (58, "M 1 27 A 27 27 0 0 1 55 27 C 55 48 36 62 0 100 H 58"),
    "3": (
        56,
        f"M 4 0 H 52 L 26 39 A 30 30 0 1 1 {_arc_point(26, 69, 30, 150)}",
    ),
    "4": (58, "M 42 100 V 0 L 0 66 H 58"),
    "5": (
        56,
        f"M 52 0 H 8 L 5 46 A 29 29 0 1 1 {_arc_point(27, 71, 29, 148)}",
    ),
    "6": (56, "M 44 0 L 3 60 " + _circle(28, 72, 28)),
    "7": (56, "M 0 0 H 56 L 16 100"),
    "8": (56, _circle(28, 23, 23) + " " + _circle(28, 73, 27)),
    "9": (56, "M 12 100 L 53 40 " + _circle(28, 28, 28)),
    "S": (
        52,
        f"M {_arc_point(26, 24, 24, 330)} A 24 24 0 1 0 26 48 "
        f"A 26 26 0 1 1 {_arc_point(26, 74, 26, 150)}",
    ),
    "K": (52, "M 0 0 V 100 M 50 0 L 1 58 M 18 40 L 52 100"),
    "I": (0, "M 0 0 V 100"),
    "P": (48, "M 0 100 V 0 H 22 A 26 26 0 0 1 22 52 H 0"),
    "W": (80, "M 0 0 L 20 100 L 40 28 L 60 100 L 80 0"),
}


def text_svg(
    text: str,
    cx: float,
    top: float,
    height: float,
    *,
    weight: float = 20,
    fill: str = "#ffffff",
    outline: str | None = None,
    outline_width: float = 0,
    gap: float = 12,
    max_width: float | None = None,
    underline: bool = False,
) -> str:
    """Draw ``text`` centred on ``cx`` with its ink spanning ``top``..``top+height``.

    ``weight`` and ``outline_width`` are in glyph units (the glyph box is 100 tall),
    so the stroke weight scales with the text. All outlines are drawn before all
    fills so that touching glyph parts merge cleanly instead of showing seams.
    ``underline`` hangs a short bar below the ink (outside ``height``): 6 and 9
    get one, as on real cards, so an upside-down corner 6 never reads as a 9.
    """
    pad = weight / 2 + outline_width
    ink_h = 100 + 2 * pad
    scale = height / ink_h
    advances = [GLYPHS[ch][0] for ch in text]
    line_w = sum(advances) + (weight + gap) * (len(text) - 1)
    ink_w = line_w + 2 * pad
    if max_width is not None and ink_w * scale > max_width:
        scale = max_width / ink_w
        top += (height - ink_h * scale) / 2
    x0 = cx - ink_w * scale / 2
    parts: list[str] = []
    x = pad
    for ch, adv in zip(text, advances, strict=True):
        parts.append(f'<path transform="translate({x:.2f} {pad:.2f})" d="{GLYPHS[ch][1]}"/>')
        x += adv + weight + gap
    body = "".join(parts)
    bar = ""
    if underline:
        bar_y = 100 + pad + weight * 1.1
        bar = f"M {pad + 6:.2f} {bar_y:.2f} H {ink_w - pad - 6:.2f}"
    common = 'fill="none" stroke-linecap="round" stroke-linejoin="round"'

    def layer(colour: str, extra: float) -> str:
        underline_svg = (
            f'<path d="{bar}" stroke-width="{weight * 0.5 + extra:.2f}"/>' if bar else ""
        )
        return (
            f'<g {common} stroke="{colour}" stroke-width="{weight + extra:.2f}">'
            f"{body}{underline_svg}</g>"
        )

    layers = [layer(outline, 2 * outline_width)] if outline else []
    layers.append(layer(fill, 0))
    return (
        f'<g transform="translate({x0:.2f} {top:.2f}) scale({scale:.4f})">'
        + "".join(layers)
        + "</g>"
    )


# -------------------------------------------------------------------------- symbols


def symbol_path(shape: str, cx: float, cy: float, size: float) -> str:
    """Path data for a colour symbol whose visual size is about ``size`` units.

    The shapes are sized by eye rather than by bounding box: a triangle or star
    filling the same box as a circle looks smaller, so they are drawn larger.
    """
    r = size / 2
    if shape == "circle":
        return _circle(cx, cy, r * 0.92)
    if shape == "diamond":
        d = r * 1.12
        return f"M {cx} {cy - d} L {cx + d} {cy} L {cx} {cy + d} L {cx - d} {cy} Z"
    if shape == "triangle":
        t = r * 1.18
        # equilateral, centred on its centroid so it sits level with the others
        h = t * 1.5
        half = h / math.sqrt(3)
        top = cy - t
        base = top + h
        return f"M {cx} {top:.2f} L {cx + half:.2f} {base:.2f} L {cx - half:.2f} {base:.2f} Z"
    if shape == "star":
        outer, inner = r * 1.16, r * 0.5
        pts = []
        for i in range(10):
            rad = outer if i % 2 == 0 else inner
            a = math.radians(-90 + 36 * i)
            pts.append(f"{cx + rad * math.cos(a):.2f} {cy + rad * math.sin(a):.2f}")
        return "M " + " L ".join(pts) + " Z"
    raise ValueError(f"unknown symbol {shape!r}")


def symbol_svg(
    shape: str,
    cx: float,
    cy: float,
    size: float,
    fill: str,
    stroke: str | None = None,
    stroke_width: float = 0,
) -> str:
    line = (
        f' stroke="{stroke}" stroke-width="{stroke_width}" stroke-linejoin="round"'
        if stroke
        else ""
    )
    return f'<path d="{symbol_path(shape, cx, cy, size)}" fill="{fill}"{line}/>'


# ---------------------------------------------------------------------- card parts


def _rounded_rect(x: float, y: float, w: float, h: float, r: float) -> str:
    """Rounded rectangle as path data, so it can be combined into even-odd frames."""
    return (
        f"M {x + r} {y} H {x + w - r} A {r} {r} 0 0 1 {x + w} {y + r} "
        f"V {y + h - r} A {r} {r} 0 0 1 {x + w - r} {y + h} H {x + r} "
        f"A {r} {r} 0 0 1 {x} {y + h - r} V {y + r} A {r} {r} 0 0 1 {x + r} {y} Z"
    )


def _gradient(gid: str, top: str, bottom: str) -> str:
    return (
        f'<linearGradient id="{gid}" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="{top}"/><stop offset="1" stop-color="{bottom}"/>'
        "</linearGradient>"
    )


PANEL = (INSET, INSET, CARD_W - 2 * INSET, CARD_H - 2 * INSET, PANEL_RADIUS)


def card_svg(title: str, defs: str, panel_fill: str, art: str) -> str:
    """Wrap card art in the shared card stock: white card, panel, frame, border.

    The frame (card minus panel, filled even-odd) is drawn *over* the art, so art
    may run past the panel edge and is trimmed neatly without needing clip paths.
    """
    half = BORDER / 2
    outer = _rounded_rect(half, half, CARD_W - BORDER, CARD_H - BORDER, CARD_RADIUS - half)
    frame = outer + " " + _rounded_rect(*PANEL)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" baseProfile="tiny" '
        f'width="{CARD_W}" height="{CARD_H}" viewBox="0 0 {CARD_W} {CARD_H}">\n'
        f"<title>{title}</title>\n"
        f"<defs>{defs}</defs>\n"
        f'<path d="{outer}" fill="{PAPER}"/>\n'
        f'<path d="{_rounded_rect(*PANEL)}" fill="{panel_fill}"/>\n'
        f"{art}\n"
        f'<path d="{frame}" fill="{PAPER}" fill-rule="evenodd"/>\n'
        f'<path d="{_rounded_rect(*PANEL)}" fill="none" stroke="#000000" '
        f'stroke-opacity="0.18" stroke-width="1.5"/>\n'
        f'<path d="{outer}" fill="none" stroke="{INK}" stroke-width="{BORDER}"/>\n'
        "</svg>\n"
    )


def corner_pair(art: str) -> str:
    """The index art top-left, and again rotated 180° bottom-right, like real cards."""
    return f'{art}<g transform="rotate(180 {CARD_W / 2} {CARD_H / 2})">{art}</g>'


# ------------------------------------------------------------------------- faces


CORNER_CX = 42  # centre line of the corner index
CORNER_TOP = 19
CORNER_DIGIT_H = 60


def number_card(suit: Suit, number: int) -> str:
    text = str(number)
    emblem = symbol_svg(suit.symbol, CARD_W / 2, CARD_H / 2, 178, suit.tint)
    big = text_svg(
        text,
        CARD_W / 2,
        CARD_H / 2 - 62,
        124,
        weight=22,
        outline=suit.dark,
        outline_width=7,
        gap=8,
        max_width=164,
        underline=number in (6, 9),
    )
    corner = text_svg(
        text,
        CORNER_CX,
        CORNER_TOP,
        CORNER_DIGIT_H,
        weight=24,
        outline=suit.dark,
        outline_width=9,
        gap=0,
        max_width=64,
        underline=number in (6, 9),
    ) + symbol_svg(
        suit.symbol,
        CORNER_CX,
        CORNER_TOP + CORNER_DIGIT_H + 31,
        28,
        "#ffffff",
        suit.dark,
        3.5,
    )
    defs = _gradient("panel", suit.light, suit.base)
    return card_svg(
        f"{suit.name.capitalize()} {number}",
        defs,
        "url(#panel)",
        emblem + big + corner_pair(corner),
    )


WILD_COLOURS = ("#262b3b", "#11141d")


def wild_card() -> str:
    """A dark card bursting with all four colours: it can stand in for any card."""
    cx, cy = CARD_W / 2, CARD_H / 2
    rays = []
    n = 16
    reach = 260
    for i in range(n):
        suit = SUITS[i % 4]
        a0 = math.radians(-90 + 360 * (i - 0.3) / n)
        a1 = math.radians(-90 + 360 * (i + 0.3) / n)
        rays.append(
            f'<path d="M {cx} {cy} L {cx + reach * math.cos(a0):.2f} '
            f"{cy + reach * math.sin(a0):.2f} L {cx + reach * math.cos(a1):.2f} "
            f'{cy + reach * math.sin(a1):.2f} Z" fill="{suit.base}"/>'
        )
    disc = (
        f'<path d="{_circle(cx, cy, 80)}" fill="{WILD_COLOURS[1]}" '
        f'stroke="#ffffff" stroke-width="6"/>'
    )
    big_w = text_svg("W", cx, cy - 44, 74, weight=21, outline=INK, outline_width=4, max_width=120)
    # one row of the four colour symbols under the W: a wild stands for any colour
    row = ""
    for k, suit in enumerate(SUITS):
        row += symbol_svg(suit.symbol, cx + (k - 1.5) * 27, cy + 50, 19, suit.light, "#ffffff", 2)
    corner = text_svg(
        "W",
        CORNER_CX,
        CORNER_TOP,
        CORNER_DIGIT_H - 8,
        weight=22,
        outline=INK,
        outline_width=9,
        max_width=60,
    )
    small = ""
    for suit, (dx, dy) in zip(SUITS, ((-1, -1), (1, -1), (1, 1), (-1, 1)), strict=True):
        small += symbol_svg(
            suit.symbol,
            CORNER_CX + dx * 11,
            CORNER_TOP + CORNER_DIGIT_H + 18 + dy * 11,
            16,
            suit.light,
            "#ffffff",
            1.8,
        )
    defs = _gradient("panel", *WILD_COLOURS)
    art = "".join(rays) + disc + big_w + row + corner_pair(corner + small)
    return card_svg("Wild", defs, "url(#panel)", art)


SKIP_PANEL = ("#ffffff", "#dde1e8")
SKIP_INK = "#23262f"


def _no_entry(cx: float, cy: float, r: float, width: float, colour: str) -> str:
    """A circle with a diagonal bar: the traffic sign every player reads as 'no'."""
    d = (r - width / 2) * math.cos(math.radians(45))
    return (
        f'<path d="{_circle(cx, cy, r - width / 2)}" fill="none" stroke="{colour}" '
        f'stroke-width="{width}"/>'
        f'<path d="M {cx - d:.2f} {cy - d:.2f} L {cx + d:.2f} {cy + d:.2f}" '
        f'stroke="{colour}" stroke-width="{width}" stroke-linecap="butt"/>'
    )


def skip_card() -> str:
    """A pale card with barrier stripes and a no-entry sign: nothing else looks like it."""
    cx, cy = CARD_W / 2, CARD_H / 2
    stripes = ""
    band = 30
    for band_y in (INSET, CARD_H - INSET - band):
        for i in range(-2, 16):
            x = INSET + i * 22
            stripes += (
                f'<path d="M {x} {band_y + band} L {x + 11} {band_y + band} '
                f'L {x + 11 + band} {band_y} L {x + band} {band_y} Z" fill="{SKIP_INK}"/>'
            )
    sign = _no_entry(cx, cy - 32, 66, 20, SKIP_INK)
    word = text_svg("SKIP", cx, cy + 46, 42, weight=22, fill=SKIP_INK, gap=14, max_width=132)
    corner = _no_entry(CORNER_CX - 2, CORNER_TOP + band + 22, 20, 7, SKIP_INK)
    defs = _gradient("panel", *SKIP_PANEL)
    return card_svg("Skip", defs, "url(#panel)", stripes + sign + word + corner_pair(corner))


BACK_COLOURS = ("#24496e", "#16314d")


def back_card() -> str:
    x0, y0, w, h, _ = PANEL
    lines = []
    step = 26
    # a lattice of diagonal lines; the frame drawn on top trims their ends
    for i in range(-20, 24):
        x = x0 + i * step
        lines.append(f"M {x} {y0} L {x + h} {y0 + h}")
        lines.append(f"M {x + h} {y0} L {x} {y0 + h}")
    lattice = (
        f'<path d="{" ".join(lines)}" stroke="#ffffff" stroke-opacity="0.12" '
        f'stroke-width="2" fill="none"/>'
    )
    # small diamonds where lattice lines cross, for texture at large sizes
    dots = []
    for row in range(0, int(h / step) + 2):
        for col in range(0, int(w / step) + 2):
            px = x0 + col * step + (step / 2 if row % 2 else 0)
            py = y0 + row * step / 2 * 2
            if x0 + 6 < px < x0 + w - 6 and y0 + 6 < py < y0 + h - 6:
                dots.append(f"M {px} {py - 3} L {px + 3} {py} L {px} {py + 3} L {px - 3} {py} Z")
    dots_svg = f'<path d="{" ".join(dots)}" fill="#ffffff" fill-opacity="0.16"/>'
    cx, cy = CARD_W / 2, CARD_H / 2
    inner_frame = (
        f'<path d="{_rounded_rect(x0 + 10, y0 + 10, w - 20, h - 20, 8)}" fill="none" '
        f'stroke="#f4d27a" stroke-opacity="0.7" stroke-width="2.5"/>'
    )
    medallion = (
        f'<path d="{_circle(cx, cy, 74)}" fill="{BACK_COLOURS[1]}" stroke="#f4d27a" '
        f'stroke-width="4"/>'
        f'<path d="{_circle(cx, cy, 64)}" fill="none" stroke="#f4d27a" stroke-opacity="0.5" '
        f'stroke-width="1.5"/>'
    )
    symbols = ""
    for suit, (dx, dy) in zip(SUITS, ((-1, -1), (1, -1), (1, 1), (-1, 1)), strict=True):
        symbols += symbol_svg(suit.symbol, cx + dx * 24, cy + dy * 24, 34, suit.light, "#ffffff", 3)
    defs = _gradient("panel", *BACK_COLOURS)
    return card_svg(
        "Card back", defs, "url(#panel)", lattice + dots_svg + inner_frame + medallion + symbols
    )


def all_cards() -> Iterable[tuple[str, str]]:
    """Every file name and its SVG text, in deck order."""
    for suit in SUITS:
        for number in range(1, 13):
            yield f"{suit.letter}{number}.svg", number_card(suit, number)
    yield "W.svg", wild_card()
    yield "S.svg", skip_card()
    yield "back.svg", back_card()


def main() -> None:
    count = 0
    for name, svg in all_cards():
        (OUT_DIR / name).write_text(svg, encoding="utf-8")
        count += 1
    print(f"wrote {count} SVG files to {OUT_DIR}")


if __name__ == "__main__":
    main()
