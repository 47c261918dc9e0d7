"""The places on the table where cards lie, as objects (after kpat's ``KCardPile``).

A zone is one place: the draw pile, the discard pile, the player's hand, one of
their lay-down slots, a laid group, another seat (its hand, which is also where
a Skip is dropped). The layout makes one :class:`Zone` per place for the
table's size, with its rectangle, its cards (card-item tokens, see
:mod:`.tokens`) and where each card lies. Everyone else speaks of places only
through them: the model answers "what does this card do when dropped on this
zone at this point" from the zone's own geometry and the engine's legal
actions, the scene draws each zone's frame and highlight, the input layer finds
the zone under the pointer or the keyboard focus, and assistive technology
lists the zones as the table's parts.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from ...engine.values import value_class

__all__ = ["DISCARD", "DRAW", "HAND", "KINDS", "Zone", "ZoneKey"]

#: every kind of zone, in the keyboard's order around the table
KINDS = ("hand", "slot", "group", "seat", "draw", "discard")


@value_class(order=True)
class ZoneKey:
    """Which place: its kind, the seat it belongs to, and its number there.

    ``owner`` is the seat whose place it is (a laid group's or a hand's; None
    for the piles and the player's own hand and slots); ``index`` numbers a
    seat's groups or the player's slots from 0.
    """

    kind: str
    owner: int | None = None
    index: int | None = None

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown zone kind {self.kind!r}")


DRAW = ZoneKey("draw")
DISCARD = ZoneKey("discard")
HAND = ZoneKey("hand")


@value_class(frozen=False)
class Zone:
    """One place on the table, laid out for the view's current size."""

    key: ZoneKey
    #: where it is, in scene coordinates (its frame, the place drops are taken)
    rect: QRectF
    #: its cards' tokens, in order (piles bottom to top; a hand left to right)
    tokens: tuple[int, ...] = ()
    #: each card's rectangle, in the same order
    card_rects: tuple[QRectF, ...] = ()

    @property
    def kind(self) -> str:
        return self.key.kind

    def contains(self, point: QPointF) -> bool:
        return self.rect.contains(point)

    def nearer_low_end(self, point: QPointF, rtl: bool = False) -> bool:
        """Whether ``point`` lies nearer the first card than the last (the run's low
        end when its cards run left to right; mirrored right to left)."""
        rects = self.card_rects or (self.rect,)
        first, last = rects[0].center(), rects[-1].center()
        if len(rects) == 1:
            first, last = self.rect.topLeft(), self.rect.topRight()
        nearer_first = abs(point.x() - first.x()) <= abs(point.x() - last.x())
        return nearer_first != rtl

    def index_at(self, point: QPointF, skip: int | None = None, rtl: bool = False) -> int:
        """Where among this zone's cards a card dropped at ``point`` goes (the number of
        cards before it in the reading direction), not counting the token ``skip``."""
        xs = [
            r.center().x() for t, r in zip(self.tokens, self.card_rects, strict=False) if t != skip
        ]
        if rtl:
            return sum(1 for x in xs if x > point.x())
        return sum(1 for x in xs if x < point.x())
