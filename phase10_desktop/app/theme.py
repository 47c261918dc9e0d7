"""Table colours for the light and the dark theme.

Only the table chrome changes with the theme; card faces stay the same so a
card always looks like itself. Highlight colours were picked to stay distinct
for the common colour-vision deficiencies (a gold "legal" glow and a blue
"focus" ring, never red against green).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor


@dataclass(frozen=True)
class Theme:
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
