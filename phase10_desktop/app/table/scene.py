"""The table scene: card items, zones and name plates, bound to the table model.

The scene is a view of :class:`~.model.TableModel`: it reads the model's
placement, lays the cards out for its own size (:mod:`.layout`, which makes a
:class:`~.zones.Zone` for every place), and animates exactly the change the
model names: a bot's draw flies from the pile it drew from to its seat, a
discard from the seat to the pile face up, a Skip to the seat it skips and then
onto the pile, an undo backwards to where the cards were. It decides no rule
and writes no state: focus, selection and hints are the model's, and the scene
alone draws them. What a drop means is asked of the model by the input layer
(:mod:`.input`).

Drag and drop uses the scene's own mouse events, handed to :mod:`.gesture` (press
records the card, a move past the platform's drag distance starts the drag, release
asks the input layer), not ``QDrag``, which tests cannot drive and which is modal on
some platforms.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    QSizeF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QPainter, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)
from shiboken6 import isValid

from ...engine import Card, Colour
from ...presentation.card_art import CardArt
from ...presentation.speeds import duration
from ...presentation.theme import LIGHT, Theme
from .card_item import CardItem
from .cues import cues_of
from .gesture import Gesture, TableInputHooks
from .layout import Layout, compute_layout
from .model import Change, Move, TableModel
from .plates import decorate
from .tokens import DECK_TOKENS
from .zone_items import SeatBadge, ZoneFrame
from .zones import DRAW, HAND, Zone, ZoneKey


class TableScene(QGraphicsScene):
    """All 108 card items live here for the whole game; the model's changes move them."""

    #: every animation finished (or there was none)
    settled = Signal()

    def __init__(self, model: TableModel, art: CardArt, parent=None) -> None:
        super().__init__(parent)
        self.model = model
        self.art = art
        self.theme: Theme = LIGHT
        self.speed = 1.0
        self.reduce_motion = False
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setSceneRect(QRectF(0, 0, 1280, 800))
        self.items_by_token: list[CardItem] = []
        for token in range(DECK_TOKENS):
            item = CardItem(token, art)
            item.setVisible(False)
            self.addItem(item)
            self.items_by_token.append(item)
        self.frames: dict[ZoneKey, ZoneFrame] = {}
        self.badges: dict[int, SeatBadge] = {}
        self.layout: Layout | None = None
        self.info = QGraphicsSimpleTextItem()
        self.info.setBrush(QBrush(QColor("white")))
        self.info.setZValue(5)
        self.addItem(self.info)
        self._anims: list[QAbstractAnimation] = []
        self._after_settled: list[Callable[[], None]] = []
        self._settle_pending = False
        #: the press of the mouse in progress: a click or a drag (see :mod:`.gesture`)
        self.gesture = Gesture(self)
        #: where the player's gestures go (:meth:`play_by`); None on a replay
        self.input: TableInputHooks | None = None
        #: whose turn the table shows: it moves on only once the last move has landed,
        #: so the highlight never leaves a seat before its discard reaches the pile
        self.turn_shown: int | None = None
        #: the stops of the last move's cards on their way (a Skip at the seat it skips)
        self.visits: dict[int, QPointF] = {}
        self._think_timer = QTimer(self)
        self._think_timer.setInterval(400)
        self._think_timer.timeout.connect(self._tick_thinking)
        #: a game waiting for its deal is to be laid out (see _lay_out_undealt)
        self._undealt_pending = False
        model.changed.connect(self._on_changed)

    def play_by(self, hooks: TableInputHooks | None) -> None:
        """Send the player's drags and clicks to ``hooks`` (the input layer, which the
        table's builder makes after the scene); None: nothing here is played."""
        self.input = hooks

    # ------------------------------------------------------------------ looks
    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        for f in [*self.frames.values(), *self.badges.values()]:
            f.theme = theme
            f.update()  # drops the item's cached picture
        for view in self.views():
            view.resetCachedContent()  # the felt is cached by the view
        self.update()

    def set_speed(self, speed: float, reduce_motion: bool) -> None:
        self.speed = speed
        self.reduce_motion = reduce_motion

    def ms(self, name: str) -> int:
        return duration(name, self.speed, self.reduce_motion)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The felt, lit from the middle, inside a one-pixel rim of the edge colour
        (which also lets an end-to-end test find the table on the screen)."""
        t = self.theme
        painter.fillRect(rect, t.felt_edge)
        r = self.sceneRect().adjusted(1, 1, -1, -1)
        g = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.65)
        g.setColorAt(0.0, t.felt.lighter(112))
        g.setColorAt(1.0, t.felt)
        painter.fillRect(r, QBrush(g))

    # ---------------------------------------------------------------- sizing
    def set_size(self, width: float, height: float) -> None:
        """The view was resized: lay the table out again for the new size, at once."""
        width, height = max(320.0, width), max(240.0, height)
        r = self.sceneRect()
        if abs(r.width() - width) < 0.5 and abs(r.height() - height) < 0.5:
            return
        self.setSceneRect(QRectF(0, 0, width, height))
        self.finish_animation()
        self.relayout(0)

    # ------------------------------------------------------------- model slots
    def _on_changed(self, change: Change) -> None:
        """Redraw what ``change`` names, and decorate once."""
        if not self.model.ready:
            return
        if "opened" in change:
            self.finish_animation()
            self.turn_shown = self.model.view.turn if self.model.view else None
            if self.model.stage == "deal":
                self._lay_out_undealt()
            else:
                self._apply(self._compute(), 0)
        elif "moved" in change and change.move is not None:
            self._on_moved(change.move)
        elif "refused" in change:
            self._apply(self._compute(), self.ms("fly_back"))  # the optimistic drop goes back
        elif "arranged" in change and not self.gesture.dragging:
            self._apply(self._compute(), self.ms("reorder"))
        if {"states", "opened", "moved"} & change.what:
            self.set_thinking(self._thinking_seat())
        self.decorate()
        self.draw_focus()

    def _lay_out_undealt(self) -> None:
        """Lay out a game waiting for its deal in the next turn of the event loop, unless
        the deal comes first: a new game is dealt in the same call, and the deal lays
        every card out itself, so the 108 cards on the pile would be drawn by nobody. A
        question asked first (the cut) shows the undealt pile behind it."""
        self.layout = None  # the plates wait too: the last game's would be wrong
        self._undealt_pending = True

        def lay_out() -> None:
            if self._undealt_pending:
                self._undealt_pending = False
                self.relayout(0)

        QTimer.singleShot(0, self, lay_out)

    def _thinking_seat(self) -> int | None:
        """The seat whose plate says "thinking": one that is choosing a move of the turn
        the table shows. A seat may be told to be thinking ahead of the table (a table
        server deals the next round while this one's end is still shown)."""
        m = self.model
        v = m.view
        if v is None or m.finished_round is not None or v.stage not in ("draw", "play"):
            return None
        states = m.states
        turn = v.turn
        thinking = turn < len(states) and states[turn].thinking and turn != m.human
        return turn if thinking else None

    def _on_moved(self, move: Move) -> None:
        """Animate one applied change: the cards it moved fly to their new places."""
        self.finish_animation()
        if move.dealt:
            self.animate_deal()
            return
        cues = cues_of(move.events, self.model.human)
        own = move.seat == self.model.human and move.seat >= 0
        ms = max((self.ms(f"own_{n}" if own else n) for n in cues.flights), default=0)
        old = self.layout
        new = self._compute()
        via: dict[int, QPointF] = {}
        tokens = self.model.tokens
        for card, seat in cues.visits:
            stop = self._visit_point(new, seat)
            t = tokens.token_of(card)
            if stop is not None and t is not None:  # a Skip visits the seat it skips
                via[t] = stop
        stagger = max(12, ms // 10) if ms and cues.stagger else 0
        self.visits = via
        self._apply(new, ms, via=via, stagger=stagger, old=old)
        for f in cues.flashes:
            if f.what == "group":
                frame = self.frames.get(ZoneKey("group", f.seat, f.group))
                if frame is not None:
                    frame.flash(max(ms, 1) + self.ms("bot_pause"))
                continue
            badge = self.badges.get(f.seat)
            if badge is not None:
                badge.flash((max(self.ms("skip"), 1) if f.what == "skipped" else max(ms, 1)) * 2)

    def _visit_point(self, layout: Layout, seat: int) -> QPointF | None:
        """Where a Skip aimed at ``seat`` pauses before it lands on the pile."""
        if seat == self.model.human:
            area = layout.info
            return QPointF(area.center().x() - 20, area.y())
        plate = layout.rect(ZoneKey("seat", seat))
        return None if plate is None else QPointF(plate.center().x() - 20, plate.y() + 4)

    # --------------------------------------------------------------- layout
    def _compute(self) -> Layout:
        r = self.sceneRect()
        phase = self.model.lay_phase()
        slots = len(phase.groups) if phase is not None and not self.model.read_only else 0
        return compute_layout(
            self.model.placement(),
            r.width(),
            r.height(),
            slots,
            rtl=QGuiApplication.isRightToLeft(),
        )

    def relayout(self, ms: int) -> None:
        """Lay the scene out for the model's current state, animating over ``ms``."""
        if not self.model.ready:
            return
        self._apply(self._compute(), ms)
        self.decorate()
        self.draw_focus()

    def decorate(self) -> None:
        """Labels, plates and marks: the words and states drawn around the cards."""
        if self.layout is not None and self.model.ready:
            decorate(self, self.layout)

    def _apply(
        self,
        layout: Layout,
        ms: int,
        *,
        via: dict[int, QPointF] | None = None,
        stagger: int = 0,
        order: list[int] | None = None,
        old: Layout | None = None,
    ) -> None:
        """Move every card to its place in ``layout`` (animated when ``ms`` > 0).

        A card that turns face down on the way (a discard another seat takes)
        keeps its face while it flies and turns at the end; one that turns face
        up (a card the player draws) shows its face at once.
        """
        self.layout = layout
        via = via or {}
        wild_values = _wild_values(self.model)
        marks = self.model.marked_cards()
        group = QParallelAnimationGroup(self)
        moving = 0
        for token, item in enumerate(self.items_by_token):
            if token not in layout.cards:
                item.setVisible(False)
        ids = order if order is not None else list(layout.cards)
        for token in ids:
            place = layout.cards[token]
            item = self.items_by_token[token]
            item.card = self.model.face(token)
            item.setVisible(place.shown)
            item.zone = place.zone
            item.wild_value = wild_values.get(token)
            item.mark = marks.get(item.card) if item.card is not None else None
            same = (
                item.pos() - place.pos
            ).manhattanLength() < 0.5 and item.card_size() == place.size
            item.rest_size = QSizeF(place.size)
            turns_down = item.face_up and not place.face_up
            if ms <= 0 or same:
                item.face_up = place.face_up
                item.setPos(place.pos)
                item.set_card_size(place.size)
                item.setZValue(place.z)
                item.update()
                continue
            item.face_up = place.face_up or turns_down
            item.setZValue(1000 + place.z)
            seq = QSequentialAnimationGroup()
            if stagger:
                seq.addAnimation(QPauseAnimation(moving * stagger))
            stop = via.get(token)
            if stop is not None:
                seq.addAnimation(_fly(item, stop, None, ms))
                seq.addAnimation(QPauseAnimation(max(ms // 2, 1)))
            seq.addAnimation(_fly(item, place.pos, place.size, ms))
            if turns_down:
                seq.finished.connect(_face_down(item))
            group.addAnimation(seq)
            moving += 1
            item.update()
        if moving == 0:
            group.deleteLater()
            self._schedule_settled()
            return

        def done() -> None:
            for token, place in layout.cards.items():
                self.items_by_token[token].setZValue(place.z)

        self._run(group, done)

    def animate_deal(self) -> None:
        """Every card starts on the draw pile and flies to its place, one after another."""
        self._undealt_pending = False
        layout = self._compute()
        draw = layout.rect(DRAW) or QRectF()
        start = QPointF(draw.x() + layout.metrics.margin, draw.y() + layout.metrics.margin)
        p = self.model.placement()
        seats = ([p.human] if p.human is not None else []) + list(p.opponents)
        hands = {s: list(p.hands.get(s, ())) for s in p.opponents}
        if p.human is not None:
            hands[p.human] = list(p.hand)
        order: list[int] = []
        for i in range(max((len(h) for h in hands.values()), default=0)):
            for s in seats:
                h = hands.get(s, [])
                if i < len(h):
                    order.append(h[i])
        order += list(p.discard)
        rest = [t for t in layout.cards if t not in set(order)]
        ms = self.ms("deal")
        for token in rest:  # the draw pile is there already
            item = self.items_by_token[token]
            item.setPos(layout.cards[token].pos)
            item.set_card_size(layout.cards[token].size)
        for token in order:
            item = self.items_by_token[token]
            item.setPos(start)
            item.set_card_size(layout.cards[token].size)
            item.face_up = False
        self._apply(layout, ms, stagger=self.ms("deal_stagger"), order=[*rest, *order])

    # -------------------------------------------------------------- animation
    def _run(self, anim: QAbstractAnimation, on_end: Callable[[], None]) -> None:
        """Start ``anim`` and let it go once it stops, however it stops.

        An animation can end without ``finished``: Qt stops a property animation
        when another one starts on the same card. Both ways end in
        ``stateChanged(Stopped)``, so this is the one place an animation is
        forgotten and deleted (never by Qt behind our back).
        """

        def changed(new_state, _old_state=None) -> None:
            if new_state != QAbstractAnimation.State.Stopped or anim not in self._anims:
                return
            self._anims.remove(anim)
            if not isValid(anim) or not all(isValid(i) for i in self.items_by_token):
                return  # the window is being torn down: nothing left to settle
            anim.deleteLater()
            on_end()
            self._schedule_settled()

        anim.stateChanged.connect(changed)
        self._anims.append(anim)
        anim.start()

    @property
    def animating(self) -> bool:
        return any(a.state() == QAbstractAnimation.State.Running for a in self._anims)

    def after_settled(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` once every running animation has finished (now if none runs)."""
        if not self.animating:
            callback()
            return
        self._after_settled.append(callback)

    def _schedule_settled(self) -> None:
        if self._settle_pending:
            return
        self._settle_pending = True
        QTimer.singleShot(0, self, self._emit_settled)

    def _emit_settled(self) -> None:
        self._settle_pending = False
        if self.animating:
            return
        if self.model.view is not None and self.turn_shown != self.model.view.turn:
            self.turn_shown = self.model.view.turn
            self.decorate()
        callbacks, self._after_settled = self._after_settled, []
        for cb in callbacks:
            cb()
        self.settled.emit()

    def finish_animation(self) -> None:
        """Jump running animations to their end (a new move arrived, or the player acted)."""
        for anim in list(self._anims):
            if anim.state() == QAbstractAnimation.State.Running:
                anim.setCurrentTime(anim.totalDuration())

    def fly_back(self, items: list[CardItem]) -> None:
        """An illegal drop: the cards carried return to their places."""
        if self.layout is None:
            return
        ms = self.ms("fly_back")
        for it in items:
            place = self.layout.cards.get(it.token)
            if place is None:
                continue
            if ms <= 0:
                it.setPos(place.pos)
                it.setZValue(place.z)
                continue
            a = QPropertyAnimation(it, b"pos", self)
            a.setDuration(ms)
            a.setEndValue(place.pos)
            a.setEasingCurve(QEasingCurve.Type.OutBack)
            self._run(a, partial(it.setZValue, place.z))
        self._schedule_settled()

    # ------------------------------------------------------------- zone items
    def frame(self, key: ZoneKey, rect: QRectF, label: str, kind: str) -> ZoneFrame:
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

    def drop_frames_except(self, keep: set[ZoneKey]) -> None:
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

    def zone(self, key: ZoneKey) -> Zone | None:
        """The zone object for ``key`` as laid out now."""
        return self.layout.zone(key) if self.layout is not None else None

    def zone_rect(self, key: ZoneKey) -> QRectF | None:
        z = self.zone(key)
        return None if z is None else z.rect

    def set_font_px(self, item: QGraphicsSimpleTextItem, px: int, bold: bool = False) -> None:
        font = QFont()
        font.setPixelSize(px)
        font.setBold(bold)
        item.setFont(font)

    # ------------------------------------------------------- focus and selection
    def draw_focus(self) -> None:
        """Selection, keyboard focus and a hint, drawn from the model (the one writer)."""
        m = self.model
        selected = set(m.selected)
        focus = m.focus
        hand = m.hand()
        focused_card = None
        if focus.keyboard and focus.key == HAND and hand:
            focused_card = hand[focus.index % len(hand)]
        for item in self.items_by_token:
            card = item.card
            sel = item.zone == "hand" and card is not None and card in selected
            foc = card is not None and card in (focused_card, m.hinted) and item.zone == "hand"
            if sel != item.selected or foc != item.focused:
                item.selected, item.focused = sel, foc
                item.update()
        for key, frame in self.frames.items():
            on = focus.keyboard and key == focus.key
            if frame.focused != on:
                frame.focused = on
                frame.update()
        for seat, badge in self.badges.items():
            on = focus.keyboard and ZoneKey("seat", seat) == focus.key
            if badge.focused != on:
                badge.focused = on
                badge.update()

    # ---------------------------------------------------------- hit testing
    def card_at(self, pos: QPointF) -> CardItem | None:
        for it in self.items(
            pos, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder
        ):
            if (
                isinstance(it, CardItem)
                and it.isVisible()
                and not (self.gesture.dragging and it in self.gesture.carried)
            ):
                return it
        return None

    def zone_at(self, pos: QPointF, candidates: set[ZoneKey] | None = None) -> Zone | None:
        """The zone under ``pos`` (seats, slots and groups before piles and the hand)."""
        if self.layout is None:
            return None
        rank = {"slot": 0, "group": 0, "seat": 1, "discard": 2, "draw": 3, "hand": 4}
        zones = sorted(self.layout.zones.values(), key=lambda z: rank[z.kind])
        for z in zones:
            if candidates is not None and z.key not in candidates and z.key != HAND:
                continue
            if z.contains(pos):
                return z
        return None

    # ------------------------------------------------------------ mouse events
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        self.gesture.press(event.scenePos())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        held = event.buttons() & Qt.MouseButton.LeftButton
        if held and self.gesture.move(event.scenePos()):
            event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            self.gesture.forget()
            return super().mouseReleaseEvent(event)
        event.accept()
        self.gesture.release(event.scenePos())

    @property
    def dragging(self) -> bool:
        return self.gesture.dragging

    def item(self, card: Card) -> CardItem:
        """The card item showing ``card`` (which the player must have seen)."""
        token = self.model.tokens.token_of(card)
        if token is None:
            raise KeyError(f"the table has not seen the {card}")
        return self.items_by_token[token]


def _fly(item: CardItem, pos: QPointF, size: QSizeF | None, ms: int) -> QAbstractAnimation:
    par = QParallelAnimationGroup()
    a = QPropertyAnimation(item, b"pos")
    a.setDuration(ms)
    a.setEndValue(pos)
    a.setEasingCurve(QEasingCurve.Type.InOutCubic)
    par.addAnimation(a)
    if size is not None and item.card_size() != size:
        s = QPropertyAnimation(item, b"size_prop")
        s.setDuration(ms)
        s.setEndValue(size)
        s.setEasingCurve(QEasingCurve.Type.InOutCubic)
        par.addAnimation(s)
    return par


def _face_down(item: CardItem) -> Callable[[], None]:
    def turn() -> None:
        item.face_up = False
        item.update()

    return turn


def _wild_values(model: TableModel) -> dict[int, int | Colour]:
    """The value each laid Wild stands for (R4.8), shown on the card, by token."""
    out: dict[int, int | Colour] = {}
    tokens = model.tokens
    for groups in model.laid_groups().values():
        for grp in groups:
            for c, value in zip(grp.cards, grp.values, strict=True):
                if c.is_wild:
                    t = tokens.token_of(c)
                    if t is not None:
                        out[t] = value
    return out
