"""Where everything sits on the table: a pure function of the game state.

The scene has a fixed logical size (the view scales it to the window), so the
layout is plain arithmetic that tests can check without a window. Every card's
place is recomputed from the engine's state after every move; the scene then
animates each card item from where it is to where it belongs.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, QSizeF

from ...engine import Card, Game
from ...engine.phases import Phase

SCENE_W, SCENE_H = 1600.0, 1000.0

HAND_CARD = QSizeF(100, 140)
PILE_CARD = QSizeF(96, 134)
GROUP_CARD = QSizeF(64, 90)
BACK_CARD = QSizeF(46, 64)


@dataclass(frozen=True)
class CardPlace:
    pos: QPointF
    size: QSizeF
    face_up: bool
    z: float
    #: where the card is: "hand", "opponent", "draw", "discard", "group", "slot"
    zone: str


@dataclass
class Zones:
    """Drop targets and labels, in scene coordinates."""

    hand: QRectF = field(default_factory=QRectF)
    draw: QRectF = field(default_factory=QRectF)
    discard: QRectF = field(default_factory=QRectF)
    #: (owner seat, group index) -> rect
    groups: dict[tuple[int, int], QRectF] = field(default_factory=dict)
    #: slot index -> rect (the human's lay-down slots)
    slots: dict[int, QRectF] = field(default_factory=dict)
    #: opponent seat -> badge rect (a Skip is dropped here)
    seats: dict[int, QRectF] = field(default_factory=dict)
    #: the human's phase area (slots or laid groups)
    phase_area: QRectF = field(default_factory=QRectF)


@dataclass
class Layout:
    cards: dict[int, CardPlace]
    zones: Zones
    #: hand card ids in display order (left to right)
    hand_order: list[int]


SIDE_W = 280.0
TOP_H = 290.0


def has_sides(n_opponents: int) -> bool:
    return n_opponents >= 3


def seat_boxes(opponents: list[int]) -> dict[int, QRectF]:
    """Regions for up to five opponents: the sides first (from three on), the rest on top.

    Seats are listed clockwise from the player's left, so the first opponent sits
    on the left side and the last on the right, the way play goes round.
    """
    n = len(opponents)
    boxes: list[QRectF] = []
    if has_sides(n):
        top_n = n - 2
        x0, x1 = 300.0, SCENE_W - 300.0
    else:
        top_n = n
        x0, x1 = 250.0, SCENE_W - 250.0
    gap = 16.0
    w = min(440.0, (x1 - x0 - gap * (top_n - 1)) / max(top_n, 1))
    total = w * top_n + gap * (top_n - 1)
    start = x0 + (x1 - x0 - total) / 2
    top = [QRectF(start + i * (w + gap), 8, w, TOP_H) for i in range(top_n)]
    if has_sides(n):
        boxes = [QRectF(8, 300, SIDE_W, 500), *top, QRectF(SCENE_W - 8 - SIDE_W, 300, SIDE_W, 500)]
    else:
        boxes = top
    return dict(zip(opponents, boxes, strict=True))


def opponents_in_order(game: Game, human: int) -> list[int]:
    """Opponents clockwise from the human's left, so play goes round the table."""
    return [(human + i) % game.players for i in range(1, game.players)]


def compute_layout(
    game: Game,
    human: int,
    hand_order: list[int],
    staged: list[list[Card]],
    lay_phase: Phase | None,
) -> Layout:
    """Every card's place and every drop zone for the current state.

    ``hand_order`` is the player's own arrangement of card ids (kept between
    turns); cards not in it (just drawn) join at the right end. ``staged`` holds
    the cards the player has put into each lay-down slot of ``lay_phase``.
    """
    places: dict[int, CardPlace] = {}
    zones = Zones()
    staged_ids = {c.id for slot in staged for c in slot}

    # --- piles in the centre --------------------------------------------------
    cx, cy = SCENE_W / 2, 430.0
    draw_pos = QPointF(cx - PILE_CARD.width() - 20, cy - PILE_CARD.height() / 2)
    discard_pos = QPointF(cx + 20, cy - PILE_CARD.height() / 2)
    zones.draw = QRectF(draw_pos, PILE_CARD).adjusted(-10, -10, 10, 10)
    zones.discard = QRectF(discard_pos, PILE_CARD).adjusted(-10, -10, 10, 10)
    for i, card in enumerate(game.draw_pile):
        off = min(i, 40) * 0.25
        places[card.id] = CardPlace(
            QPointF(draw_pos.x() - off, draw_pos.y() - off), PILE_CARD, False, 10 + i * 0.01, "draw"
        )
    for i, card in enumerate(game.discard_pile):
        depth = len(game.discard_pile) - 1 - i
        off = min(depth, 6) * 0.5
        places[card.id] = CardPlace(
            QPointF(discard_pos.x() + off, discard_pos.y() + off),
            PILE_CARD,
            True,
            10 + i * 0.01,
            "discard",
        )

    # --- the human's hand along the bottom -----------------------------------
    hand = [c for c in game.hands[human] if c.id not in staged_ids]
    held = {c.id for c in hand}
    order = [i for i in hand_order if i in held]
    order += [c.id for c in hand if c.id not in order]
    n = len(order)
    max_w = SCENE_W - 360
    step = min(HAND_CARD.width() + 8, (max_w - HAND_CARD.width()) / max(n - 1, 1))
    total = HAND_CARD.width() + step * max(n - 1, 0)
    x0 = (SCENE_W - total) / 2
    y = SCENE_H - HAND_CARD.height() - 24
    for i, cid in enumerate(order):
        places[cid] = CardPlace(QPointF(x0 + i * step, y), HAND_CARD, True, 100 + i, "hand")
    zones.hand = QRectF(150, y - 30, SCENE_W - 300, HAND_CARD.height() + 50)

    # --- the human's phase area: slots or laid groups -------------------------
    sides = has_sides(game.players - 1)
    area = QRectF(310, 585, SCENE_W - 620, 215) if sides else QRectF(200, 585, SCENE_W - 400, 215)
    zones.phase_area = area
    if game.laid[human]:
        _place_groups(places, zones, human, game.laid[human], area, big=True)
    elif lay_phase is not None:
        k = len(lay_phase.groups)
        gap = 30.0
        slot_w = (area.width() - gap * (k - 1)) / k
        for i, spec in enumerate(lay_phase.groups):
            rect = QRectF(area.x() + i * (slot_w + gap), area.y() + 26, slot_w, area.height() - 34)
            zones.slots[i] = rect
            cards = staged[i] if i < len(staged) else []
            _fan(places, cards, rect, GROUP_CARD, "slot", z0=200 + i * 20, min_step=18)
            del spec

    # --- opponents ------------------------------------------------------------
    boxes = seat_boxes(opponents_in_order(game, human))
    for seat, box in boxes.items():
        zones.seats[seat] = QRectF(box.x(), box.y(), box.width(), 96)
        backs = game.hands[seat]
        bx = box.x() + 12
        by = box.y() + 96 + 8
        bstep = min(16.0, (box.width() - 24 - BACK_CARD.width()) / max(len(backs) - 1, 1))
        for i, card in enumerate(backs):
            places[card.id] = CardPlace(
                QPointF(bx + i * bstep, by), BACK_CARD, False, 50 + i, "opponent"
            )
        groups_area = QRectF(
            box.x(),
            by + BACK_CARD.height() + 6,
            box.width(),
            box.bottom() - (by + BACK_CARD.height() + 6),
        )
        if game.laid[seat]:
            _place_groups(
                places,
                zones,
                seat,
                game.laid[seat],
                groups_area,
                big=False,
                stacked=box.height() > 400,
            )

    return Layout(places, zones, order)


def _place_groups(
    places, zones, owner, groups, area: QRectF, big: bool, stacked: bool = False
) -> None:
    k = len(groups)
    gap = 24.0 if big else 10.0
    size = GROUP_CARD if big else QSizeF(44, 62)
    for gi, group in enumerate(groups):
        if stacked:
            h = min(110.0, (area.height() - gap * (k - 1)) / max(k, 1))
            rect = QRectF(area.x(), area.y() + gi * (h + gap), area.width(), h)
        else:
            w = (area.width() - gap * (k - 1)) / max(k, 1)
            rect = QRectF(
                area.x() + gi * (w + gap),
                area.y() + (26 if big else 4),
                w,
                area.height() - (34 if big else 8),
            )
        zones.groups[(owner, gi)] = rect
        _fan(
            places,
            list(group.cards),
            rect,
            size,
            "group",
            z0=200 + gi * 30,
            min_step=14 if big else 9,
        )


def _fan(places, cards, rect: QRectF, size: QSizeF, zone: str, z0: float, min_step: float) -> None:
    n = len(cards)
    if not n:
        return
    step = min(size.width() * 0.62, max(min_step, (rect.width() - size.width()) / max(n - 1, 1)))
    total = size.width() + step * (n - 1)
    x0 = rect.x() + max(0.0, (rect.width() - total) / 2)
    y = rect.y() + max(0.0, (rect.height() - size.height()) / 2)
    for i, card in enumerate(cards):
        places[card.id] = CardPlace(QPointF(x0 + i * step, y), size, True, z0 + i, zone)
