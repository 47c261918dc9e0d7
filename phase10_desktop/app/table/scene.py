"""The table scene: card items, drop zones, animations and drag and drop.

Drag and drop uses the scene's own mouse events (press records the card, a move
past the platform's drag distance starts the drag, release asks the controller),
not ``QDrag``, which tests cannot drive and which is modal on some platforms.
The scene decides nothing about the rules: ``targets_for`` tells it which zones
to light up for a card and ``drop_handler`` says whether a drop was accepted;
both are answered by the controller, which asks the engine.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QRadialGradient
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from ...engine import DECK, Card
from ..card_art import CardArt
from ..theme import LIGHT, Theme
from .card_item import CardItem
from .layout import SCENE_H, SCENE_W, Layout
from .zone_items import SeatBadge, ZoneFrame

Key = tuple


@dataclass
class Targets:
    """Zones a dragged card may legally be dropped on (keys as in Zones)."""

    keys: set[Key] = field(default_factory=set)


class TableScene(QGraphicsScene):
    """All 108 card items live here for the whole game; layouts move them."""

    #: the last layout animation finished (or there was none)
    settled = Signal()
    #: a drag started (card id) / ended
    drag_started = Signal(int)
    drag_ended = Signal()

    def __init__(self, art: CardArt, parent=None) -> None:
        super().__init__(parent)
        self.setSceneRect(QRectF(0, 0, SCENE_W, SCENE_H))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.art = art
        self.theme: Theme = LIGHT
        self.items_by_id: dict[int, CardItem] = {}
        for card in DECK:
            item = CardItem(card, art)
            self.addItem(item)
            self.items_by_id[card.id] = item
        self.frames: dict[Key, ZoneFrame] = {}
        self.badges: dict[int, SeatBadge] = {}
        self.layout: Layout | None = None
        self.info = QGraphicsSimpleTextItem()
        font = QFont()
        font.setPixelSize(20)
        font.setBold(True)
        self.info.setFont(font)
        self.info.setBrush(QBrush(QColor("white")))
        self.info.setZValue(5)
        self.addItem(self.info)
        self.prompt = QGraphicsSimpleTextItem()
        pf = QFont()
        pf.setPixelSize(18)
        self.prompt.setFont(pf)
        self.prompt.setBrush(QBrush(QColor(255, 255, 255, 220)))
        self.prompt.setZValue(5)
        self.addItem(self.prompt)
        self._anim: QAbstractAnimation | None = None
        self._generation = 0
        # drag state
        self._press_item: CardItem | None = None
        self._press_pos = QPointF()
        self._grab_offset = QPointF()
        self._dragging = False
        self._drag_targets: set[Key] = set()
        self._hot: Key | None = None
        # hooks answered by the controller
        self.can_drag: Callable[[CardItem], bool] = lambda item: False
        self.targets_for: Callable[[CardItem], Targets] = lambda item: Targets()
        self.drop_handler: Callable[[CardItem, Key | None, QPointF], bool] = lambda i, k, p: False
        self.click_handler: Callable[[CardItem | None, Key | None, QPointF], None] = (
            lambda i, k, p: None
        )
        self._think_timer = QTimer(self)
        self._think_timer.setInterval(400)
        self._think_timer.timeout.connect(self._tick_thinking)

    # ------------------------------------------------------------------ looks
    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        for f in self.frames.values():
            f.theme = theme
        for b in self.badges.values():
            b.theme = theme
        self.update()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        t = self.theme
        painter.fillRect(rect, t.felt_edge)
        g = QRadialGradient(QPointF(SCENE_W / 2, SCENE_H / 2), SCENE_W * 0.65)
        g.setColorAt(0.0, t.felt.lighter(112))
        g.setColorAt(1.0, t.felt)
        painter.fillRect(self.sceneRect(), QBrush(g))
        edge = QLinearGradient(0, SCENE_H - 210, 0, SCENE_H)
        edge.setColorAt(0, QColor(0, 0, 0, 0))
        edge.setColorAt(1, QColor(0, 0, 0, 60))
        painter.fillRect(QRectF(0, SCENE_H - 210, SCENE_W, 210), QBrush(edge))

    # ------------------------------------------------------------- zone items
    def frame(self, key: Key, rect: QRectF, label: str, kind: str) -> ZoneFrame:
        f = self.frames.get(key)
        if f is None:
            f = ZoneFrame(key, rect, label, kind)
            f.theme = self.theme
            self.addItem(f)
            self.frames[key] = f
        f.set_rect(rect)
        f.label = label
        f.kind = kind
        f.update()
        return f

    def drop_frames_except(self, keep: set[Key]) -> None:
        for key in [k for k in self.frames if k not in keep]:
            self.removeItem(self.frames.pop(key))

    def badge(self, seat: int, rect: QRectF) -> SeatBadge:
        b = self.badges.get(seat)
        if b is None:
            b = SeatBadge(seat, rect)
            b.theme = self.theme
            self.addItem(b)
            self.badges[seat] = b
        b.set_rect(rect)
        return b

    def drop_badges_except(self, keep: set[int]) -> None:
        for seat in [s for s in self.badges if s not in keep]:
            self.removeItem(self.badges.pop(seat))

    def set_thinking(self, seat: int | None) -> None:
        for s, b in self.badges.items():
            b.thinking = s == seat
            b.update()
        if seat is None:
            self._think_timer.stop()
        else:
            self._think_timer.start()

    def _tick_thinking(self) -> None:
        for b in self.badges.values():
            if b.thinking:
                b.dots += 1
                b.update()

    def zone_rect(self, key: Key) -> QRectF | None:
        f = self.frames.get(key)
        if f is not None:
            return f.rect()
        if key and key[0] == "seat" and key[1] in self.badges:
            return self.badges[key[1]].rect()
        if self.layout is not None and key == ("hand",):
            return self.layout.zones.hand
        return None

    # -------------------------------------------------------------- animation
    @property
    def animating(self) -> bool:
        return self._anim is not None and self._anim.state() == QAbstractAnimation.State.Running

    def apply_layout(
        self,
        layout: Layout,
        duration: int,
        *,
        stagger: int = 0,
        order: list[int] | None = None,
        wild_values: dict[int, object] | None = None,
    ) -> None:
        """Move every card to its place in ``layout`` (animated when duration > 0).

        ``stagger`` delays each moving card by that many ms more than the last,
        in ``order`` (the deal). ``settled`` is emitted when everything is still.
        """
        self._generation += 1
        generation = self._generation
        self._snap_running()
        self.layout = layout
        wild_values = wild_values or {}
        group = QParallelAnimationGroup(self)
        moving = 0
        ids = order if order is not None else list(layout.cards)
        for cid in ids:
            place = layout.cards.get(cid)
            if place is None:
                continue
            item = self.items_by_id[cid]
            item.zone = place.zone
            item.wild_value = wild_values.get(cid)
            if not place.face_up or place.zone != "hand":
                item.selected = False
            item.face_up = place.face_up
            same = (
                item.pos() - place.pos
            ).manhattanLength() < 0.5 and item.card_size() == place.size
            if duration <= 0 or same:
                item.setPos(place.pos)
                item.set_card_size(place.size)
                item.setZValue(place.z)
                item.update()
                continue
            item.setZValue(1000 + place.z)
            seq = QSequentialAnimationGroup()
            if stagger:
                seq.addAnimation(QPauseAnimation(moving * stagger))
            par = QParallelAnimationGroup()
            a = QPropertyAnimation(item, b"pos")
            a.setDuration(duration)
            a.setEndValue(place.pos)
            a.setEasingCurve(QEasingCurve.Type.OutCubic)
            par.addAnimation(a)
            if item.card_size() != place.size:
                s = QPropertyAnimation(item, b"size_prop")
                s.setDuration(duration)
                s.setEndValue(place.size)
                s.setEasingCurve(QEasingCurve.Type.OutCubic)
                par.addAnimation(s)
            seq.addAnimation(par)
            group.addAnimation(seq)
            moving += 1
            item.update()
        if moving == 0:
            group.deleteLater()
            self._anim = None
            QTimer.singleShot(0, lambda: self._emit_settled(generation))
            return

        def done() -> None:
            for cid, place in layout.cards.items():
                self.items_by_id[cid].setZValue(place.z)
            if self._anim is group:
                self._anim = None
            self._emit_settled(generation)

        group.finished.connect(done)
        self._anim = group
        group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _emit_settled(self, generation: int) -> None:
        """Only the newest layout's end counts: an older one was superseded."""
        if generation == self._generation:
            self.settled.emit()

    def _snap_running(self) -> None:
        """Jump a superseded animation to its end without announcing it."""
        anim = self._anim
        self._anim = None
        if anim is not None and anim.state() == QAbstractAnimation.State.Running:
            anim.setCurrentTime(anim.totalDuration())

    def finish_animation(self) -> None:
        """Jump a running animation to its end (a new move arrived, or the player acted)."""
        anim = self._anim
        if anim is not None and anim.state() == QAbstractAnimation.State.Running:
            anim.setCurrentTime(anim.totalDuration())
            # setCurrentTime to the end stops the group and emits finished

    def fly_back(self, item: CardItem, duration: int) -> None:
        """An illegal drop: the card returns to where the layout says it lives."""
        if self.layout is None:
            return
        place = self.layout.cards.get(item.card.id)
        if place is None:
            return
        if duration <= 0:
            item.setPos(place.pos)
            item.setZValue(place.z)
            return
        a = QPropertyAnimation(item, b"pos", self)
        a.setDuration(duration)
        a.setEndValue(place.pos)
        a.setEasingCurve(QEasingCurve.Type.OutBack)
        a.finished.connect(lambda: item.setZValue(place.z))
        a.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    # ---------------------------------------------------------- hit testing
    def card_at(self, pos: QPointF) -> CardItem | None:
        for it in self.items(
            pos, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder
        ):
            if isinstance(it, CardItem) and it is not (
                self._press_item if self._dragging else None
            ):
                return it
        return None

    def key_at(self, pos: QPointF, candidates: set[Key] | None = None) -> Key | None:
        """The drop zone under ``pos`` (seats, slots and groups before piles and hand)."""
        order: list[Key] = []
        order += [k for k in self.frames if k[0] in ("slot", "group")]
        order += [("seat", s) for s in self.badges]
        order += [("discard",), ("draw",), ("hand",)]
        for key in order:
            if candidates is not None and key not in candidates and key != ("hand",):
                continue
            rect = self.zone_rect(key)
            if rect is not None and rect.contains(pos):
                return key
        return None

    # ------------------------------------------------------------ mouse events
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        pos = event.scenePos()
        item = self.card_at(pos)
        self._press_item = item
        self._press_pos = pos
        self._dragging = False
        if item is not None:
            self._grab_offset = pos - item.pos()
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        item = self._press_item
        if item is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            return
        pos = event.scenePos()
        if not self._dragging:
            view = self.views()[0] if self.views() else None
            scale = view.transform().m11() if view else 1.0
            threshold = QApplication.startDragDistance() / max(scale, 0.1)
            if (pos - self._press_pos).manhattanLength() < threshold:
                return
            if not self.can_drag(item):
                self._press_item = None
                return
            self.finish_animation()
            self._dragging = True
            self._drag_targets = set(self.targets_for(item).keys)
            for key, frame in self.frames.items():
                frame.set_state(lit=key in self._drag_targets)
            for seat, badge in self.badges.items():
                badge.set_state(lit=("seat", seat) in self._drag_targets)
            item.setZValue(5000)
            self.drag_started.emit(item.card.id)
        item.setPos(pos - self._grab_offset)
        hot = self.key_at(pos, self._drag_targets)
        if hot != self._hot:
            self._set_hot(hot)
        event.accept()

    def _set_hot(self, key: Key | None) -> None:
        self._hot = key
        for k, frame in self.frames.items():
            frame.set_state(hot=k == key and k in self._drag_targets)
        for seat, badge in self.badges.items():
            k = ("seat", seat)
            badge.set_state(hot=k == key and k in self._drag_targets)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        item = self._press_item
        self._press_item = None
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mouseReleaseEvent(event)
        event.accept()
        pos = event.scenePos()
        if self._dragging and item is not None:
            self._dragging = False
            key = self.key_at(pos)
            self._clear_drag_marks()
            self.drag_ended.emit()
            if not self.drop_handler(item, key, pos):
                from ..speeds import duration

                self.fly_back(item, duration("fly_back"))
            return
        self._dragging = False
        self.click_handler(item, None if item is not None else self.key_at(pos), pos)

    def _clear_drag_marks(self) -> None:
        self._drag_targets = set()
        self._hot = None
        for frame in self.frames.values():
            frame.set_state(lit=False, hot=False)
        for badge in self.badges.values():
            badge.set_state(lit=False, hot=False)

    def hand_index_at(self, x: float) -> int:
        """Where a card dropped at scene x would go in the hand's order."""
        if self.layout is None:
            return 0
        xs = [self.items_by_id[cid].center().x() for cid in self.layout.hand_order]
        return sum(1 for cx in xs if cx < x)

    def item(self, card: Card) -> CardItem:
        return self.items_by_id[card.id]
