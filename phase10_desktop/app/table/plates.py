"""The words and marks drawn around the cards: pile counts, slot and group headings,
opponents' name plates and the phase line, all read from the table model.

Kept apart from the scene's animation code: this is what changes when the
language, the turn or a score changes, without any card moving.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from ...presentation.theme import Theme, seat_colour
from ...presentation.wording import (
    fill,
    group_label,
    level_name,
    phase_title,
    reason_text,
    slot_label,
)
from .layout import Layout, stack_size, tucks_stack
from .model import TableModel
from .narrator import last_turn_text, phase_line
from .zone_items import SeatBadge, ZoneFrame
from .zones import DISCARD, DRAW, Zone, ZoneKey

translate = QCoreApplication.translate


class TableScene(Protocol):
    """What the plates need of the scene: its model, theme and decoration items."""

    model: TableModel
    theme: Theme
    turn_shown: int | None
    info: QGraphicsSimpleTextItem
    frames: dict[ZoneKey, ZoneFrame]

    def frame(self, key: ZoneKey, rect: QRectF, label: str, kind: str) -> ZoneFrame: ...
    def drop_frames_except(self, keep: set[ZoneKey]) -> None: ...
    def badge(self, seat: int, rect: QRectF) -> SeatBadge: ...
    def drop_badges_except(self, keep: set[int]) -> None: ...
    def set_font_px(self, item: QGraphicsSimpleTextItem, px: int, bold: bool = False) -> None: ...


def decorate(scene: TableScene, layout: Layout) -> None:
    """Update every label, plate and frame for the model's state and ``layout``."""
    model = scene.model
    v = model.view
    if v is None:
        return
    m = layout.metrics
    keep: set[ZoneKey] = set()
    for zone in layout.zones.values():
        key = zone.key
        f: ZoneFrame | None
        if key in (DRAW, DISCARD):
            f = scene.frame(key, zone.rect, "", "pile")
            f.sublabel = (
                fill(translate("Table", "%1 left"), len(zone.tokens)) if key == DRAW else ""
            )
        elif key.kind == "slot":
            f = _slot_frame(scene, zone)
            if f is None:
                continue
        elif key.kind == "group":
            f = _group_frame(scene, zone)
            if f is None:
                continue
        else:
            continue
        keep.add(key)
    for f in scene.frames.values():
        f.font_px = m.font_px
    scene.drop_frames_except(keep)
    seats = {z.key.owner: z for z in layout.of_kind("seat") if z.key.owner is not None}
    for seat, zone in seats.items():
        assert seat is not None
        _plate(scene, seat, zone, layout)
    scene.drop_badges_except(set(seats))
    scene.info.setText(phase_line(model, model.cards_missing()))
    scene.set_font_px(scene.info, m.font_px + 2, bold=True)
    scene.info.setBrush(scene.theme.text)
    info = layout.info
    # right to left the line hangs from the area's right edge, like the slot labels
    rtl = QGuiApplication.isRightToLeft()
    width = scene.info.boundingRect().width()
    y = info.y() + (info.height() - scene.info.boundingRect().height()) / 2
    scene.info.setPos(info.right() - width if rtl else info.x(), y)


def _slot_frame(scene: TableScene, zone: Zone) -> ZoneFrame | None:
    """A lay-down slot: the group it wants, and how far its cards are from it."""
    model = scene.model
    phase = model.lay_phase()
    i = zone.key.index
    if phase is None or i is None or i >= len(phase.groups):
        return None
    spec = phase.groups[i]
    f = scene.frame(zone.key, zone.rect, slot_label(spec.kind, spec.size), "slot")
    cards = model.staging.slots[i] if i < len(model.staging.slots) else []
    why = model.arrangement.slot_problem(i, cards) if cards else None
    f.invalid = why is not None
    if not cards:
        f.sublabel = translate("Table", "drop cards here")
    elif why:
        f.sublabel = reason_text(why)
    elif len(cards) < spec.size:
        f.sublabel = fill(translate("Table", "%1 more"), spec.size - len(cards))
    else:
        f.sublabel = fill(
            translate("Table", "ready: %1"), group_label(model.arrangement.slot_group(i))
        )
    return f


def _group_frame(scene: TableScene, zone: Zone) -> ZoneFrame | None:
    """A laid group: its label, and the colour of the seat whose latest turn built or hit it."""
    model = scene.model
    owner, gi = zone.key.owner, zone.key.index
    laid = model.laid_groups()  # the final position's while a round's summary shows
    if owner not in laid or gi is None or gi >= len(laid[owner]):
        return None
    grp = laid[owner][gi]
    marks = model.marked_cards()
    f = scene.frame(zone.key, zone.rect, group_label(grp), "group")
    f.short_label = group_label(grp, compact=True)
    f.sublabel = ""
    f.mark = next((seat_colour(marks[c]) for c in grp.cards if c in marks), None)
    return f


def _plate(scene: TableScene, seat: int, zone: Zone, layout: Layout) -> None:
    """Another seat's name plate: who, level, cards, score, phase, last turn, presence."""
    m = layout.metrics
    model = scene.model
    v = model.view
    assert v is not None
    b = scene.badge(seat, zone.rect)
    info = model.seats[seat] if seat < len(model.seats) else None
    level = info.level if info is not None else None
    b.font_px = m.font_px
    b.name = v.names[seat]
    b.level = (
        translate("Table", "Player")
        if level is None
        else fill(translate("Table", "%1 bot"), level_name(level))
    )
    state = model.states[seat] if seat < len(model.states) else None
    b.away = state is not None and state.presence in ("away", "bot")
    if state is not None and state.presence == "away":
        b.level = translate("Table", "connection lost")
    elif state is not None and state.presence == "bot":
        b.level = translate("Table", "a bot plays for them")
    b.cards = len(zone.tokens)
    b.score = v.scores[seat]
    b.skip_pending = v.pending_skip[seat]
    b.to_move = (
        scene.turn_shown == seat and v.stage in ("draw", "play") and model.finished_round is None
    )
    b.dealer = v.dealer == seat
    b.colour = seat_colour(seat)
    b.last_turn = last_turn_text(model, seat)
    b.phase_short = ""
    if seat not in v.active:
        b.phase_text = translate("Table", "sitting out the tie-break")
    elif v.laid[seat]:
        b.phase_text = fill(translate("Table", "Phase %1 laid ✓"), v.laid_phase[seat])
    else:
        number = min(v.current_phase(seat), len(v.rules.phases))
        b.phase_text = fill(
            translate("Table", "Phase %1"), phase_title(number, v.rules.phases[number - 1])
        )
        b.phase_short = fill(translate("Table", "Phase %1"), number)
    tucked = tucks_stack(zone.rect, m) or seat in layout.shown  # a shown hand lies below
    b.stack_width = 0.0 if tucked else stack_size(zone.rect, m).width() + m.margin * 2 + 6
    b.update()
