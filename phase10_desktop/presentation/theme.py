"""Table colours for the light and the dark theme.

Only the table chrome changes with the theme; card faces stay the same so a
card always looks like itself. Highlight colours were picked to stay distinct
for the common colour-vision deficiencies (a gold "legal" glow and a blue
"focus" ring, never red against green).
"""

from __future__ import annotations

from weakref import WeakKeyDictionary

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from ..engine.values import value_class


@value_class
class Theme:
    """The colours of the table in one theme."""

    name: str
    felt: QColor
    felt_edge: QColor
    text: QColor
    muted_text: QColor
    frame: QColor
    legal: QColor  # a legal drop target while dragging
    hot: QColor  # the target under the dragged card
    invalid: QColor
    badge: QColor
    badge_turn: QColor


LIGHT = Theme(
    name="light",
    felt=QColor("#2e7d4f"),
    felt_edge=QColor("#1f5c39"),
    text=QColor("#ffffff"),
    muted_text=QColor("#d7eadf"),
    frame=QColor(255, 255, 255, 90),
    legal=QColor(255, 214, 64),
    hot=QColor(255, 255, 255),
    invalid=QColor(255, 140, 120),
    badge=QColor(0, 0, 0, 70),
    badge_turn=QColor(255, 214, 64, 90),
)

DARK = Theme(
    name="dark",
    felt=QColor("#1d2530"),
    felt_edge=QColor("#111820"),
    text=QColor("#e8edf2"),
    muted_text=QColor("#9fb0c2"),
    frame=QColor(255, 255, 255, 60),
    legal=QColor(255, 200, 40),
    hot=QColor(255, 255, 255),
    invalid=QColor(255, 130, 110),
    badge=QColor(255, 255, 255, 22),
    badge_turn=QColor(255, 200, 40, 70),
)

THEMES = {"light": LIGHT, "dark": DARK}


def theme_named(name: str) -> Theme:
    return THEMES.get(name, LIGHT)


#: an application's own style name and palette, kept when it is first dressed dark
_platform_look: WeakKeyDictionary[QApplication, tuple[str, QPalette]] = WeakKeyDictionary()


def apply_palette(app: QApplication, name: str) -> None:
    """Dress the whole application (dialogs, panels, menus) for the theme.

    The dark theme uses Qt's Fusion style with a dark palette, which looks the
    same on every platform; the light theme keeps the platform's own look. An
    application never dressed dark has that look still, and is left alone (the
    style classes, and the dark one's module, load only when the dark theme is
    first chosen).
    """
    own = _platform_look.get(app)
    if name != "dark":
        if own is not None:
            app.setStyle(own[0])
            app.setPalette(own[1])
        return
    if own is None:
        _platform_look[app] = (app.style().name(), QPalette(app.palette()))
    from .dark_style import DarkStyle

    app.setStyle(DarkStyle())
    p = QPalette()
    window, base, text = QColor("#232a33"), QColor("#1b2129"), QColor("#e8edf2")
    p.setColor(QPalette.ColorRole.Window, window)
    p.setColor(QPalette.ColorRole.WindowText, text)
    p.setColor(QPalette.ColorRole.Base, base)
    p.setColor(QPalette.ColorRole.AlternateBase, QColor("#2a323d"))
    p.setColor(QPalette.ColorRole.ToolTipBase, QColor("#2a323d"))
    p.setColor(QPalette.ColorRole.ToolTipText, text)
    p.setColor(QPalette.ColorRole.Text, text)
    p.setColor(QPalette.ColorRole.PlaceholderText, QColor("#8a97a6"))
    p.setColor(QPalette.ColorRole.Button, QColor("#2d3540"))
    p.setColor(QPalette.ColorRole.ButtonText, text)
    p.setColor(QPalette.ColorRole.BrightText, QColor("#ffcf40"))
    p.setColor(QPalette.ColorRole.Highlight, QColor("#3d7bd9"))
    p.setColor(QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
    p.setColor(QPalette.ColorRole.Link, QColor("#7fb2ff"))
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor("#6c7784"))
    app.setPalette(p)


#: one colour per seat, for its plate's strip and the cards its latest turn placed;
#: distinct under the common colour-vision deficiencies (blue, orange, purple, teal…)
SEAT_COLOURS = (
    QColor("#ffd24a"),
    QColor("#4aa8ff"),
    QColor("#ff8a3d"),
    QColor("#c07cff"),
    QColor("#3fd6c1"),
    QColor("#ff6fae"),
)


def seat_colour(seat: int) -> QColor:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]
