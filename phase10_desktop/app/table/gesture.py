"""One press of the mouse on the table: a click, or a drag of cards to a zone.

The scene hands its mouse events here. A press notes the card under the pointer; a
move past the platform's drag distance starts a drag if the input layer allows it
(else it says why, and the release that follows is no click); while dragging, the
pressed card follows the pointer with the rest of the selection fanned behind it,
the zones that would take the cards are lit and the one under the pointer is hot;
a release asks the input layer what the drop means, and a refused drop flies back.
Nothing here decides a rule: the targets and the drop's meaning come from the input
layer, which asks the model.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication

from ...engine import Card
from .card_item import CardItem
from .model import TableModel
from .zone_items import SeatBadge, ZoneFrame
from .zones import Zone, ZoneKey

__all__ = ["Gesture", "TableInputHooks"]


class TableInputHooks(Protocol):
    """What a gesture asks the input layer while the player drags and clicks."""

    def can_drag(self, item: CardItem) -> bool: ...
    def refuse_drag(self, item: CardItem) -> None: ...
    def targets_for(self, item: CardItem, cards: list[Card]) -> set[ZoneKey]: ...
    def drop(self, item: CardItem, cards: list[Card], zone: Zone | None, pos: QPointF) -> bool: ...
    def click(self, item: CardItem | None, zone: Zone | None, pos: QPointF) -> None: ...


class GestureScene(Protocol):
    """What a gesture needs of the scene it happens on (the table scene)."""

    model: TableModel
    input: TableInputHooks | None  # None on a replay: nothing there is played
    frames: dict[ZoneKey, ZoneFrame]
    badges: dict[int, SeatBadge]
    items_by_token: list[CardItem]

    def card_at(self, pos: QPointF) -> CardItem | None: ...
    def zone_at(self, pos: QPointF, candidates: set[ZoneKey] | None = None) -> Zone | None: ...
    def finish_animation(self) -> None: ...
    def fly_back(self, items: list[CardItem]) -> None: ...


class Gesture:
    """The state of the press in progress, if any."""

    def __init__(self, scene: GestureScene) -> None:
        self.scene = scene
        #: the card pressed (None: the felt, or no press in progress)
        self.item: CardItem | None = None
        self.press_pos = QPointF()
        self.grab_offset = QPointF()
        self.dragging = False
        #: the cards a drag moves, the pressed one first
        self.carried: list[CardItem] = []
        #: the press could not become a drag, so its release is not a click
        self.refused = False
        self.targets: set[ZoneKey] = set()
        self.hot: ZoneKey | None = None

    def press(self, pos: QPointF) -> None:
        item = self.item = self.scene.card_at(pos)
        self.press_pos = pos
        self.dragging = False
        self.refused = False
        if item is not None:
            self.grab_offset = pos - item.pos()

    def move(self, pos: QPointF) -> bool:
        """The pointer moved with the button held: True once the cards follow it."""
        item, scene = self.item, self.scene
        if item is None:
            return False
        if not self.dragging:
            threshold = QApplication.startDragDistance()
            if (pos - self.press_pos).manhattanLength() < threshold:
                return False
            if scene.input is None or not scene.input.can_drag(item):
                self.item = None
                self.refused = True
                if scene.input is not None:
                    scene.input.refuse_drag(item)  # say why, rather than nothing
                return False
            scene.finish_animation()
            self.grab_offset = self.press_pos - item.pos()
            self.dragging = True
            self.carried = self._carried_with(item)
            self.targets = set(scene.input.targets_for(item, self.carried_cards()))
            self._mark(lit=self.targets)
            for k, it in enumerate(self.carried):
                it.setZValue(5000 + k)
        base = pos - self.grab_offset
        item.setPos(base)
        others = [it for it in self.carried if it is not item]
        for k, it in enumerate(others, start=1):  # the rest of a selection fans behind it
            it.setPos(base + QPointF(k * item.card_size().width() * 0.22, 0))
        hot = scene.zone_at(pos, self.targets)
        key = hot.key if hot is not None else None
        if key != self.hot:
            self.hot = key
            self._mark(lit=self.targets, hot=key)
        return True

    def release(self, pos: QPointF) -> None:
        """The button came up: a drop, or a click (unless the press was refused)."""
        item, scene = self.item, self.scene
        self.item = None
        if self.dragging and item is not None:
            self.dragging = False
            zone = scene.zone_at(pos)
            self.targets, self.hot = set(), None
            self._mark(lit=set())
            cards = self.carried_cards()
            accepted = scene.input is not None and scene.input.drop(item, cards, zone, pos)
            if not accepted:
                scene.fly_back(self.carried)
            self.carried = []
            return
        self.dragging = False
        if self.refused:
            self.refused = False
            return
        if scene.input is not None:
            scene.input.click(item, None if item is not None else scene.zone_at(pos), pos)

    def forget(self) -> None:
        """Another button came up: the press in progress is no click and no drop."""
        self.item = None

    def carried_cards(self) -> list[Card]:
        """The cards of the drag in progress (or just dropped), pressed card first."""
        return [it.card for it in self.carried if it.card is not None]

    def _carried_with(self, item: CardItem) -> list[CardItem]:
        """The pressed card, and the rest of the selection when the pressed card is one
        of several selected hand cards."""
        selected = self.scene.model.selected
        if item.zone not in ("hand", "slot") or item.card not in selected or len(selected) < 2:
            return [item]
        items = self.scene.items_by_token
        return [item, *(it for it in items if it.card in selected and it is not item)]

    def _mark(self, *, lit: set[ZoneKey], hot: ZoneKey | None = None) -> None:
        """Light the zones (frames and seats) the cards may go to; the hot one of them
        is the one under the pointer."""
        for key, frame in self.scene.frames.items():
            frame.set_state(lit=key in lit, hot=key == hot and key in lit)
        for seat, badge in self.scene.badges.items():
            key = ZoneKey("seat", seat)
            badge.set_state(lit=key in lit, hot=key == hot and key in lit)
