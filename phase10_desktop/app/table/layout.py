"""Where everything sits on the table: a pure function of what the player sees and the size.

The scene is as large as the view, in logical pixels, so text on the table is
always read at its real size and the table uses all the space it is given (no
letterbox bands). Every size is derived from the table's width and height,
clamped so that cards stay legible on a 1024×640 window and do not balloon on
a large screen. Tests check the arithmetic without a window.

Opponents' hands are not fanned: a seat shows a small stack of backs next to its
name plate (the count is written on the plate), which leaves the room for what
matters, the groups they lay, drawn at least half the size of the player's own
cards so hits on them can be followed and aimed at.
"""

from __future__ import annotations

from dataclasses import field, replace

from PySide6.QtCore import QPointF, QRectF, QSizeF

from ...engine.values import value_class
from .zones import DISCARD, DRAW, HAND, Zone, ZoneKey

#: a card's height is 1.4 times its width (the art's aspect)
CARD_ASPECT = 1.4
#: how many cards of a squared-up stack (a pile, an opponent's hand) are painted
STACK_SHOWN = 5


@value_class
class CardPlace:
    """Where and how one card item is drawn."""

    pos: QPointF
    size: QSizeF
    face_up: bool
    z: float
    #: where the card is: "hand", "opponent", "draw", "discard", "group", "slot"
    zone: str
    #: False deep in a stack, under its top cards: not painted at all (a pile of sixty
    #: cards would otherwise be painted sixty times over in every frame it is in)
    shown: bool = True


@value_class
class Placement:
    """The card items as the player may see them, place by place (built by the model).

    Every card is a token (a card item's number, see :mod:`.tokens`); the layout
    never learns a face. ``revealed`` lists other seats' tokens shown face up
    (the hands left at the end of a round, a replay).
    """

    draw: tuple[int, ...]
    discard: tuple[int, ...]
    #: the player's loose hand cards, in their display order
    hand: tuple[int, ...]
    #: the other seats' hands, by seat
    hands: dict[int, tuple[int, ...]]
    #: the cards in each lay-down slot
    slots: tuple[tuple[int, ...], ...]
    #: laid groups by seat, each a tuple of tokens
    groups: dict[int, tuple[tuple[int, ...], ...]]
    #: the other seats, clockwise from the player's left
    opponents: tuple[int, ...]
    #: the player's seat (None when watching)
    human: int | None
    revealed: frozenset[int] = frozenset()


@value_class
class Metrics:
    """Sizes derived from the table's size: cards, text and gaps."""

    width: float
    height: float
    margin: float
    font_px: int
    hand: QSizeF
    pile: QSizeF
    group: QSizeF  # the player's own slots and laid groups
    opponent_group: QSizeF
    stack: QSizeF  # an opponent's hand, a small stack of backs
    plate_h: float  # an opponent's name plate
    label_h: float  # a group's or slot's heading

    @staticmethod
    def for_size(width: float, height: float) -> Metrics:
        def card(h: float) -> QSizeF:
            return QSizeF(round(h / CARD_ASPECT), round(h))

        short = min(width, height * 1.6)
        font_px = int(max(12, min(18, round(min(height * 0.021, width * 0.0155)))))
        hand_h = max(72.0, min(176.0, height * 0.19, short * 0.13, width * 0.125))
        plate_h = round(font_px * 1.35 * 4 + 14)
        return Metrics(
            width=width,
            height=height,
            margin=max(6.0, round(min(width, height) * 0.012)),
            font_px=font_px,
            hand=card(hand_h),
            pile=card(max(70.0, min(150.0, height * 0.16))),
            group=card(max(50.0, hand_h * 0.64)),
            opponent_group=card(max(40.0, hand_h * 0.52)),
            stack=card(max(36.0, min(plate_h - 16, hand_h * 0.5))),
            plate_h=plate_h,
            label_h=round(font_px * 1.45),
        )


@value_class(frozen=False)
class Layout:
    """Every card's place and every zone (a :class:`~.zones.Zone` per place) for one size."""

    cards: dict[int, CardPlace]
    zones: dict[ZoneKey, Zone]
    metrics: Metrics
    #: the player's loose hand tokens in display order (left to right)
    hand_order: list[int]
    #: the player's phase area (slots or laid groups)
    phase_area: QRectF = field(default_factory=QRectF)
    #: where the phase line ("Phase 2 · … — 1 card missing") is written
    info: QRectF = field(default_factory=QRectF)
    #: the seats whose hand lies face up under their plate's words (a round's end)
    shown: frozenset[int] = frozenset()

    def zone(self, key: ZoneKey) -> Zone | None:
        return self.zones.get(key)

    def rect(self, key: ZoneKey) -> QRectF | None:
        z = self.zones.get(key)
        return None if z is None else z.rect

    def of_kind(self, kind: str) -> list[Zone]:
        return [z for k, z in self.zones.items() if k.kind == kind]


@value_class
class SeatBox:
    """Where one opponent sits: its name plate, and the area its laid groups take."""

    plate: QRectF
    groups: QRectF
    #: groups one under another (a side column) rather than side by side
    stacked: bool
    #: a side column (reaching down beside the player's area) rather than the top row
    side: bool


def seat_boxes(opponents: tuple[int, ...], m: Metrics, bottom: float) -> dict[int, SeatBox]:
    """Regions for up to five opponents: beside the table from three on, the rest on top.

    Seats are listed clockwise from the player's left, so the first opponent sits
    on the left side and the last on the right, the way play goes round. Side
    columns reach down to ``bottom`` (the top of the player's own area). A wide
    box on top puts its groups beside the name plate, so the top row stays one
    plate high and leaves the middle of the table to the piles.
    """
    n = len(opponents)
    if not n:
        return {}
    table_w, pad = m.width, m.margin
    sides = n >= 3 and table_w >= m.height * 1.15
    if sides:
        side_w = max(184.0, min(360.0, table_w * 0.23))
        top_n = n - 2
        x0, x1 = side_w + 2 * pad, table_w - side_w - 2 * pad
    else:
        side_w = 0.0
        top_n = n
        x0, x1 = pad, table_w - pad
    gap = pad * 1.5
    widest = table_w * (0.62 if top_n == 1 else 0.42)
    w = min(widest, (x1 - x0 - gap * (top_n - 1)) / max(top_n, 1))
    beside = w >= 2.0 * plate_min_width(m)
    top_h = top_band_height(m, beside)
    total = w * top_n + gap * (top_n - 1)
    start = x0 + (x1 - x0 - total) / 2
    boxes: list[SeatBox] = []
    for i in range(top_n):
        x = start + i * (w + gap)
        if beside:
            plate_w = max(plate_min_width(m), min(w * 0.42, m.font_px * 20.0))
            plate = QRectF(x, pad, plate_w, m.plate_h)
            groups = QRectF(x + plate_w + pad, pad, w - plate_w - pad, top_h)
        else:
            plate = QRectF(x, pad, w, m.plate_h)
            groups = QRectF(x, plate.bottom() + pad, w, top_h - m.plate_h - pad)
        boxes.append(SeatBox(plate, groups, stacked=False, side=False))
    if sides:
        side_top = pad + min(top_h, m.plate_h) * 0.6
        side_h = max(top_h, bottom - side_top - pad)

        def column(x: float) -> SeatBox:
            plate = QRectF(x, side_top, side_w, m.plate_h)
            rest = QRectF(x, plate.bottom() + pad, side_w, side_h - m.plate_h - pad)
            return SeatBox(plate, rest, stacked=rest.height() > rest.width() * 0.9, side=True)

        boxes = [column(pad), *boxes, column(table_w - pad - side_w)]
    return dict(zip(opponents, boxes, strict=True))


def plate_min_width(m: Metrics) -> float:
    """A name plate narrower than this would cut names and phases short."""
    return m.font_px * 13.0 + m.stack.width()


def top_band_height(m: Metrics, beside: bool) -> float:
    """An opponent box on top: its plate, and one row of laid groups with headings
    (beside the plate when the box is wide enough, else under it)."""
    row = m.label_h + m.opponent_group.height() + m.margin
    return max(m.plate_h, row) if beside else m.plate_h + m.margin + row


def compute_layout(
    p: Placement, width: float, height: float, slot_count: int = 0, *, rtl: bool = False
) -> Layout:
    """Every card's place and every zone for ``p`` on a ``width``×``height`` table.

    ``slot_count`` is the number of lay-down slots to show (the groups of the
    phase the player is laying; 0 once it is down or when there is nothing to lay).
    ``rtl`` mirrors the table for a right-to-left language: the hand, the rows of
    groups and the seats run from the right, as the words on them do.
    """
    m = Metrics.for_size(width, height)
    places: dict[int, CardPlace] = {}
    zones: dict[ZoneKey, Zone] = {}
    pad = m.margin

    # --- the player's hand along the bottom ----------------------------------
    hand = list(p.hand)
    n = len(hand)
    hw, hh = m.hand.width(), m.hand.height()
    max_w = width - 2 * pad - hw * 0.5
    step = min(hw * 1.06, (max_w - hw) / max(n - 1, 1))
    total = hw + step * max(n - 1, 0)
    x0 = (width - total) / 2
    hand_y = height - hh - pad
    for i, token in enumerate(hand):
        places[token] = CardPlace(QPointF(x0 + i * step, hand_y), m.hand, True, 100 + i, "hand")
    if p.human is not None:
        zones[HAND] = _zone(HAND, QRectF(pad, hand_y - pad, width - 2 * pad, hh + 2 * pad), hand)

    # --- the player's phase area: slots or laid groups -------------------------
    area_h = m.label_h + m.group.height() + pad
    area_y = hand_y - pad - area_h
    # hands shown face up (a round's end, a replay) lie in their plates, under the
    # words, which the plates grow taller for: nothing on a plate is covered
    face_up = frozenset(
        s for s in p.opponents if p.hands.get(s) and all(t in p.revealed for t in p.hands[s])
    )
    seats_m = replace(m, plate_h=m.plate_h + shown_hand_height(m) + pad) if face_up else m
    boxes_probe = seat_boxes(p.opponents, seats_m, area_y)
    side_w = max((b.plate.width() for b in boxes_probe.values() if b.side), default=0.0)
    area_x0 = side_w + (2 * pad if side_w else pad)
    area = QRectF(area_x0, area_y, width - 2 * area_x0, area_h)
    info = QRectF(area.x(), area.y() - m.label_h - pad / 2, area.width(), m.label_h)
    own = p.groups.get(p.human, ()) if p.human is not None else ()
    if own and p.human is not None:  # (own groups: only a seated player has them)
        _place_groups(places, zones, p.human, own, area, m.group, m, stacked=False)
    elif slot_count:
        gap = pad * 3
        slot_w = (area.width() - gap * (slot_count - 1)) / slot_count
        for i in range(slot_count):
            rect = QRectF(area.x() + i * (slot_w + gap), area.y(), slot_w, area.height())
            tokens = p.slots[i] if i < len(p.slots) else ()
            key = ZoneKey("slot", None, i)
            zones[key] = _zone(key, rect, tokens)
            _fan(places, list(tokens), _cards_rect(rect, m), m.group, "slot", z0=200 + i * 20)

    # --- the other seats ----------------------------------------------------------
    boxes = seat_boxes(p.opponents, seats_m, info.top() - pad)
    for seat, box in boxes.items():
        key = ZoneKey("seat", seat)
        tokens = p.hands.get(seat, ())
        zones[key] = _zone(key, box.plate, tokens)
        if seat in face_up:
            _place_shown_hand(places, tokens, box.plate, m)
        else:
            _place_stack(places, tokens, box.plate, m, p.revealed)
        groups = p.groups.get(seat, ())
        if groups:
            _place_groups(
                places, zones, seat, groups, box.groups, m.opponent_group, m, stacked=box.stacked
            )

    # --- piles in the centre, under the top row -----------------------------------
    top_bottom = max(
        (max(b.plate.bottom(), b.groups.bottom()) for b in boxes.values() if not b.side),
        default=pad,
    )
    free_top, free_bottom = top_bottom + pad, info.top() - pad
    pw, ph = m.pile.width(), m.pile.height()
    if free_bottom - free_top < ph + m.label_h:
        scale = max(0.45, (free_bottom - free_top - m.label_h) / ph)
        pw, ph = round(pw * scale), round(ph * scale)
    pile = QSizeF(pw, ph)
    cy = free_top + (free_bottom - free_top - m.label_h) / 2
    cx = width / 2
    draw_pos = QPointF(cx - pw - pad * 2, cy - ph / 2)
    discard_pos = QPointF(cx + pad * 2, cy - ph / 2)
    if rtl:  # the draw pile comes first in the reading direction
        draw_pos, discard_pos = (
            QPointF(cx + pad * 2, draw_pos.y()),
            QPointF(cx - pw - pad * 2, discard_pos.y()),
        )
    zones[DRAW] = _zone(DRAW, QRectF(draw_pos, pile).adjusted(-pad, -pad, pad, pad), p.draw)
    zones[DISCARD] = _zone(
        DISCARD, QRectF(discard_pos, pile).adjusted(-pad, -pad, pad, pad), p.discard
    )
    for i, token in enumerate(p.draw):
        off = min(i, 40) * 0.2
        shown = i >= len(p.draw) - STACK_SHOWN
        places[token] = CardPlace(
            QPointF(draw_pos.x() - off, draw_pos.y() - off),
            pile,
            False,
            10 + i * 0.01,
            "draw",
            shown,
        )
    count = len(p.discard)
    for i, token in enumerate(p.discard):
        off = min(count - 1 - i, 6) * 0.5
        places[token] = CardPlace(
            QPointF(discard_pos.x() + off, discard_pos.y() + off),
            pile,
            True,
            10 + i * 0.01,
            "discard",
            count - 1 - i < STACK_SHOWN,
        )
    layout = Layout(places, zones, m, list(hand), area, info, face_up)
    if rtl:
        _mirror(layout, width, keep={DRAW, DISCARD})
    for z in zones.values():
        z.card_rects = tuple(QRectF(places[t].pos, places[t].size) for t in z.tokens)
    return layout


def _zone(key: ZoneKey, rect: QRectF, tokens) -> Zone:
    return Zone(key, QRectF(rect), tuple(tokens))


def _mirror(layout: Layout, width: float, keep: set[ZoneKey]) -> None:
    """Mirror every place left to right (the piles were placed mirrored already)."""

    def flip(r: QRectF) -> QRectF:
        return QRectF(width - r.right(), r.y(), r.width(), r.height())

    piles = {t for k in keep if k in layout.zones for t in layout.zones[k].tokens}
    for token, place in list(layout.cards.items()):
        if token in piles:
            continue
        x = width - place.pos.x() - place.size.width()
        layout.cards[token] = CardPlace(
            QPointF(x, place.pos.y()), place.size, place.face_up, place.z, place.zone, place.shown
        )
    for key, zone in layout.zones.items():
        if key in keep:
            continue
        zone.rect = flip(zone.rect)
        if key.kind != "seat" and zone.tokens:
            # a fan runs from the right now: each card overlaps the one after it, so
            # every card's corner index stays in sight
            zs = [layout.cards[t].z for t in zone.tokens]
            lo, hi = min(zs), max(zs)
            for t in zone.tokens:
                c = layout.cards[t]
                layout.cards[t] = CardPlace(
                    c.pos, c.size, c.face_up, lo + hi - c.z, c.zone, c.shown
                )
    layout.phase_area = flip(layout.phase_area)
    layout.info = flip(layout.info)


def _cards_rect(rect: QRectF, m: Metrics) -> QRectF:
    """The part of a slot or group frame below its heading, where its cards lie."""
    return QRectF(rect.x(), rect.y() + m.label_h, rect.width(), rect.height() - m.label_h)


def _place_stack(
    places: dict[int, CardPlace],
    ids: tuple[int, ...],
    plate: QRectF,
    m: Metrics,
    revealed: frozenset[int],
) -> None:
    """An opponent's hand as a small squared-up stack at the plate's far end.

    Only the top few cards peek out (by a pixel or two each), so a draw or a
    discard visibly changes the stack without a fan that would eat the table. On a
    plate too narrow for the stack and its words (:func:`tucks_stack`) the stack is
    tucked behind the plate: cards still fly to and from it, and the plate's words
    (the count among them) get the whole width.
    """
    size = stack_size(plate, m)
    x = plate.right() - size.width() - m.margin
    y = plate.y() + (min(plate.height(), m.plate_h) - size.height()) / 2
    tucked = tucks_stack(plate, m)
    n = len(ids)
    for i, cid in enumerate(ids):
        depth = n - 1 - i
        off = min(depth, 3) * 2.0
        places[cid] = CardPlace(
            QPointF(x - off, y + off),
            size,
            cid in revealed,
            (0.5 if tucked else 50) + i * 0.001,
            "opponent",
            depth < STACK_SHOWN,
        )


def tucks_stack(plate: QRectF, m: Metrics) -> bool:
    """Whether a plate is too narrow to show its stack of backs beside its words."""
    return plate.width() < plate_min_width(m)


def shown_hand_height(m: Metrics) -> float:
    """How tall the cards of a hand shown in a plate are: tall enough to read each
    card's corner, and no taller than a laid group's cards."""
    return float(round(max(36.0, min(m.opponent_group.height(), m.plate_h * 0.75))))


def _place_shown_hand(
    places: dict[int, CardPlace], ids: tuple[int, ...], plate: QRectF, m: Metrics
) -> None:
    """A hand shown face up (a round's end, a replay): fanned along the bottom of the
    plate, below its words (the plate is taller for it), each card's corner in sight."""
    h = shown_hand_height(m)
    size = QSizeF(round(h / CARD_ASPECT), h)
    row = QRectF(
        plate.x() + m.margin, plate.bottom() - h - m.margin / 2, plate.width() - 2 * m.margin, h
    )
    _fan(places, list(ids), row, size, "opponent", z0=60)


def stack_size(plate: QRectF, m: Metrics) -> QSizeF:
    """An opponent's stack of backs: smaller on a narrow plate, so its text keeps room."""
    width = min(m.stack.width(), max(16.0, plate.width() * 0.16))
    return QSizeF(round(width), round(width * CARD_ASPECT))


def _place_groups(
    places: dict[int, CardPlace],
    zones: dict[ZoneKey, Zone],
    owner: int,
    groups: tuple[tuple[int, ...], ...],
    area: QRectF,
    size: QSizeF,
    m: Metrics,
    *,
    stacked: bool,
) -> None:
    k = len(groups)
    gap = m.margin
    row_h = m.label_h + size.height() + m.margin / 2
    for gi, group in enumerate(groups):
        if stacked:
            rect = QRectF(area.x(), area.y() + gi * (row_h + gap), area.width(), row_h)
        else:
            w = (area.width() - gap * (k - 1)) / max(k, 1)
            rect = QRectF(area.x() + gi * (w + gap), area.y(), w, min(area.height(), row_h))
        key = ZoneKey("group", owner, gi)
        zones[key] = _zone(key, rect, group)
        _fan(places, list(group), _cards_rect(rect, m), size, "group", z0=200 + gi * 30)


def _fan(
    places: dict[int, CardPlace],
    tokens: list[int],
    rect: QRectF,
    size: QSizeF,
    zone: str,
    z0: float,
) -> None:
    """Cards overlapping left to right, centred in ``rect``; each shows its corner index."""
    n = len(tokens)
    if not n:
        return
    inner = rect.adjusted(4, 0, -4, 0)
    step = min(size.width() * 0.62, max(6.0, (inner.width() - size.width()) / max(n - 1, 1)))
    total = size.width() + step * (n - 1)
    x0 = inner.x() + max(0.0, (inner.width() - total) / 2)
    y = rect.y() + max(0.0, (rect.height() - size.height()) / 2)
    for i, token in enumerate(tokens):
        places[token] = CardPlace(QPointF(x0 + i * step, y), size, True, z0 + i, zone)
