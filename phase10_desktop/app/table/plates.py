"""The words and marks drawn around the cards: pile counts, slot and group headings,
opponents' name plates and the phase line, all read from the table model.

Kept apart from the scene's animation code: this is what changes when the
language, the turn or a score changes, without any card moving.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QGuiApplication

from ...engine import cards_missing
from ...presentation.wording import (
    fill,
    group_label,
    level_name,
    phase_title,
    reason_text,
    slot_label,
)
from .layout import Layout, stack_size
from .narrator import last_turn_text, phase_line

if TYPE_CHECKING:
    from .scene import TableScene

translate = QCoreApplication.translate

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


def decorate(scene: TableScene, layout: Layout) -> None:
    """Update every label, plate and frame for the model's state and ``layout``."""
    model = scene.model
    v = model.view
    if v is None:
        return
    z = layout.zones
    m = layout.metrics
    keep = {("draw",), ("discard",)}
    scene.frame(("draw",), z.draw, "", "pile").sublabel = fill(
        translate("Table", "%1 left"), v.draw_count
    )
    scene.frame(("discard",), z.discard, "", "pile")
    phase = model.lay_phase()
    for i, rect in z.slots.items():
        if phase is None or i >= len(phase.groups):
            continue
        spec = phase.groups[i]
        f = scene.frame(("slot", i), rect, slot_label(spec.kind, spec.size), "slot")
        cards = model.staging.slots[i] if i < len(model.staging.slots) else []
        why = model.slot_problem(i, cards) if cards else None
        f.invalid = why is not None
        if not cards:
            f.sublabel = translate("Table", "drop cards here")
        elif why:
            f.sublabel = reason_text(why)
        elif len(cards) < spec.size:
            f.sublabel = fill(translate("Table", "%1 more"), spec.size - len(cards))
        else:
            f.sublabel = fill(translate("Table", "ready: %1"), group_label(model.slot_group(i)))
        keep.add(("slot", i))
    marks = model.marked_cards()
    laid = model.placement().groups  # the final position's while a round's summary shows
    for (owner, gi), rect in z.groups.items():
        grp = laid[owner][gi]
        f = scene.frame(("group", owner, gi), rect, group_label(grp), "group")
        f.sublabel = ""
        f.mark = next((seat_colour(marks[c.id]) for c in grp.cards if c.id in marks), None)
        keep.add(("group", owner, gi))
    for f in scene.frames.values():
        f.font_px = m.font_px
    scene.drop_frames_except(keep)
    for seat, rect in z.seats.items():
        b = scene.badge(seat, rect)
        level = model.level(seat)
        b.font_px = m.font_px
        b.name = v.names[seat]
        b.level = (
            translate("Table", "Player")
            if level is None
            else fill(translate("Table", "%1 bot"), level_name(level))
        )
        b.cards = v.hand_counts[seat]
        b.score = v.scores[seat]
        b.skip_pending = v.pending_skip[seat]
        b.to_move = v.turn == seat and v.stage in ("draw", "play")
        b.dealer = v.dealer == seat
        b.colour = seat_colour(seat)
        b.last_turn = last_turn_text(model, seat)
        if seat not in v.active:
            b.phase_text = translate("Table", "sitting out the tie-break")
        elif v.laid[seat]:
            b.phase_text = fill(translate("Table", "Phase %1 laid ✓"), v.laid_phase[seat])
        else:
            number = min(v.current_phase(seat), len(v.rules.phases))
            b.phase_text = fill(
                translate("Table", "Phase %1"), phase_title(number, v.rules.phases[number - 1])
            )
        b.stack_width = stack_size(rect, m).width() + m.margin * 2 + 6
        b.update()
    scene.drop_badges_except(set(z.seats))
    own = model.lay_phase()
    missing = cards_missing(own, v.hand, v.rules) if own is not None else None
    scene.info.setText(phase_line(model, missing))
    scene.set_font_px(scene.info, m.font_px + 2, bold=True)
    scene.info.setBrush(scene.theme.text)
    info = z.info
    # right to left the line hangs from the area's right edge, like the slot labels
    rtl = QGuiApplication.isRightToLeft()
    width = scene.info.boundingRect().width()
    y = info.y() + (info.height() - scene.info.boundingRect().height()) / 2
    scene.info.setPos(info.right() - width if rtl else info.x(), y)
